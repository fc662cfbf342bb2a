import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** The `command` of a service in compose.yaml, so the test runs what the containers run. */
export function composeCommand(service: string): string[] {
  const text = fs.readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8');
  const block = text.split(/\n {2}(?=[a-z-]+:\n)/).find((b) => b.startsWith(`${service}:`));
  const line = block?.match(/\n\s+command: (\[.*\])/)?.[1];
  if (!line) throw new Error(`compose.yaml has no command for service ${service}`);
  return JSON.parse(line) as string[];
}

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Ends the whole process group (npm, the scripts it starts, and the app) at once. */
  kill(signal: NodeJS.Signals): void;
  exited(): Promise<void>;
}

/** Starts a command in its own process group, keeping the tail of its output for failure messages. */
export function startProcess(name: string, command: string[], env: Record<string, string>): Proc {
  // `node` is the Node running the tests (the project's), whatever else is first on the PATH.
  const program = command[0] === 'node' ? process.execPath : command[0]!;
  const child = spawn(program, command.slice(1), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const done = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    name,
    child,
    output: () => out,
    kill(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    },
    exited: () => done,
  };
}

/** Waits until `ready()` holds, failing with the process's output if it exits or time runs out. */
export async function waitFor(
  proc: Proc,
  what: string,
  ready: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited (${proc.child.exitCode}) before ${what}:\n${proc.output().slice(-3000)}`);
    if (await ready()) return;
    await sleep(250);
  }
  throw new Error(`${proc.name}: no ${what} after ${timeoutMs / 1000} s:\n${proc.output().slice(-3000)}`);
}
