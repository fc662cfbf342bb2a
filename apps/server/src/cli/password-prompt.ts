import { generatePassword, MIN_PASSWORD_LENGTH } from '../modules/auth/embedded/passwords.js';

/** Reads one line from the terminal without echoing it: raw mode, Backspace edits, Ctrl-C aborts. */
export function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  // No echo before the question shows: what is typed the moment it appears stays hidden too.
  input.setRawMode(true);
  process.stdout.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    input.resume();
    input.setEncoding('utf8');
    const done = (fn: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      fn();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(typed));
        if (ch === '\u0003') return done(() => reject(new Error('Cancelled.')));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    input.on('data', onData);
  });
}

/**
 * A new password for an account: typed twice at a terminal, never shown, at least
 * MIN_PASSWORD_LENGTH characters (asked again until it is); Enter alone, or no terminal, generates one.
 */
export async function askNewPassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  for (;;) {
    const typed = await readHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters; Enter to generate one): `);
    if (!typed) return { password: generatePassword(), generated: true };
    if (typed.length < MIN_PASSWORD_LENGTH) {
      console.error(`That password is too short: it needs at least ${MIN_PASSWORD_LENGTH} characters.`);
      continue;
    }
    if ((await readHidden('Type it again: ')) !== typed) {
      console.error('The two passwords are not the same. Try again.');
      continue;
    }
    return { password: typed, generated: false };
  }
}
