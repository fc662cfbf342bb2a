export interface CliCommand {
  name: string;
  /** one line: `name <args>  what it does` */
  usage: string;
  /** resolves to the process exit code */
  run(args: string[]): Promise<number>;
}
