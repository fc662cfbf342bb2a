import path from 'node:path';

/** The repository root, whatever folder a bench is started from. */
export const root = path.resolve(import.meta.dirname, '../..');

export const args = process.argv.slice(2);

/** The value after `--name` on the command line (a string), else `fallback`. */
export function arg(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}

/** A numeric `--name n`, else `fallback`. */
export const numArg = (name, fallback) => Number(arg(name, fallback));
