import type { Database, Db } from '../../db/client.js';
import { revokedSessions } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/http-errors.js';
import { createClinicianOnFirstSight, findClinicianAccess, type Clinician } from './clinicians.service.js';
import { sessionKeyOf, tokenHash } from './session-key.js';
import type { VerifiedIdentity } from './verifier.js';

/** Ends the session this token belongs to: none of its tokens, refreshed ones included, is accepted again. */
export async function revokeSession(db: Db, identity: VerifiedIdentity, token: string): Promise<void> {
  await db
    .insert(revokedSessions)
    .values({ key: sessionKeyOf(identity, token), expiresAt: new Date(Date.now() + REVOCATION_KEPT_MS) })
    .onConflictDoNothing();
}

/** How long a token's check is reused: ending a session elsewhere (another process, the CLI) takes at most this long. */
export const ACCESS_CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
/** An ended session is remembered longer than any provider lets a sign-in be refreshed. */
export const REVOCATION_KEPT_MS = 30 * 24 * 3600_000;

export const SIGNED_OUT_MESSAGE = 'You have signed out of this session. Please sign in again.';
export const DISABLED_MESSAGE = "This account has been disabled. Ask your clinic's administrator.";

/**
 * Whether a verified token may still be used: its clinician exists and is not disabled, and its
 * session was not ended. Checked on every request, from a few seconds' cache; ending a session
 * in this process clears the cache at once. Ordinary requests only read.
 */
export class AccessCheck {
  private readonly cache = new Map<string, { clinician: Clinician; until: number }>();

  constructor(private readonly database: Database) {}

  async clinicianFor(identity: VerifiedIdentity, token: string): Promise<Clinician> {
    const key = tokenHash(token);
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.clinician;
    const db = this.database.db;
    const sessionKey = sessionKeyOf(identity, token);
    let access = await findClinicianAccess(db, identity, sessionKey);
    if (!access.clinician) {
      await createClinicianOnFirstSight(db, identity);
      access = await findClinicianAccess(db, identity, sessionKey);
    }
    if (access.disabled) throw unauthorized(DISABLED_MESSAGE);
    if (access.revoked || !access.clinician) throw unauthorized(SIGNED_OUT_MESSAGE);
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(key, { clinician: access.clinician, until: Date.now() + ACCESS_CACHE_MS });
    return access.clinician;
  }

  /** Drops every cached check (an account was disabled or a session ended here). */
  forget(): void {
    this.cache.clear();
  }
}
