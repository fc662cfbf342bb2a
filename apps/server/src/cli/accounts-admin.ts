import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { audit, systemOrigin } from '../lib/audit.js';
import { withTransaction } from '../lib/transaction.js';
import { disableClinicians } from '../modules/auth/clinicians.service.js';
import { AccountError, findAccountByEmail, normalizeEmail } from '../modules/auth/embedded/accounts.service.js';
import { endAllAccountSessions } from '../modules/auth/embedded/sessions.js';
import { OIDC_PREFIX } from '../modules/auth/embedded/provider.js';

const ADMIN = systemOrigin('users CLI');

/**
 * Takes a clinician's access away at once: their built-in sign-in account (when they have one) can
 * no longer sign in and its sessions, grants and refresh tokens are gone; every clinician record
 * with that email — whichever provider they came from — is disabled, so the API refuses their
 * tokens within seconds. `remove` also deletes the sign-in account; the patients' records stay.
 */
export async function endAccess(
  database: Database,
  config: Config,
  email: string,
  how: 'disable' | 'remove',
): Promise<string[]> {
  const normalized = normalizeEmail(email);
  const account = await findAccountByEmail(database.db, normalized);
  return withTransaction(database, async (tx) => {
    if (account) {
      await endAllAccountSessions(tx.db, account.id);
      if (how === 'remove') await tx.db.delete(accounts).where(eq(accounts.id, account.id));
      else await tx.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, account.id));
    }
    const issuer = `${config.publicUrl}${OIDC_PREFIX}`;
    const disabled = await disableClinicians(tx.db, { email: normalized, issuer, subject: account?.id });
    if (!account && disabled.length === 0) throw new AccountError(`No account or clinician for ${normalized}.`);
    const action = how === 'remove' ? ('account.remove' as const) : ('account.disable' as const);
    const entry = (clinicianId: string | null) => ({
      action,
      resourceType: 'account' as const,
      resourceId: account?.id ?? null,
      account: normalized,
      clinicianId,
    });
    await audit(tx, ADMIN, ...(disabled.length ? disabled.map(entry) : [entry(null)]));
    return disabled;
  });
}
