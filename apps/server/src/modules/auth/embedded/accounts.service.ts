import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { generatePassword, hashPassword, MIN_PASSWORD_LENGTH } from './passwords.js';

export interface Account {
  id: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  passwordHash: string;
  disabledAt: Date | null;
}

export class AccountError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "Dr Asha Rao" → given "Dr Asha", family "Rao"; a single word is a given name. */
export function splitName(name: string | undefined): { givenName: string | null; familyName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { givenName: null, familyName: null };
  if (words.length === 1) return { givenName: words[0]!, familyName: null };
  return { givenName: words.slice(0, -1).join(' '), familyName: words.at(-1)! };
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return row?.n ?? 0;
}

/** Adds a local account; the password is generated when not given and returned once. */
export async function createAccount(
  db: Db,
  o: { email: string; password?: string; name?: string },
): Promise<{ account: Account; password: string }> {
  const email = normalizeEmail(o.email);
  if (!EMAIL.test(email)) throw new AccountError(`"${o.email}" is not an email address.`);
  const password = o.password ?? generatePassword();
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  const [row] = await db
    .insert(accounts)
    .values({ email, passwordHash: await hashPassword(password), ...splitName(o.name) })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  if (!row) throw new AccountError(`An account for ${email} already exists.`);
  return { account: row, password };
}
