import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/**
 * Ends the provider's session of one sign-in: the session row behind the browser's cookie, its
 * grants, and every refresh and access token of them. The sign-in is named by its session id
 * (`sid`); a token without one (issued before ID tokens carried it) by the account and the time
 * the password was entered. The next authorization asks for the password again.
 */
export async function endAccountSession(
  db: Db,
  accountId: string,
  signIn: { sid: string | null; loginTs: number | null },
): Promise<void> {
  const { sid, loginTs } = signIn;
  await db.execute(sql`
    with ended as (
      delete from oidc_payloads
      where model = 'Session' and payload->>'accountId' = ${accountId}
        and case
          when ${sid}::text is not null then payload->>'uid' = ${sid}::text
          when ${loginTs}::bigint is not null then (payload->>'loginTs')::bigint = ${loginTs}::bigint
          else true
        end
      returning payload
    ), grants as (
      select a.value->>'grantId' as grant_id from ended, jsonb_each(ended.payload->'authorizations') a
    )
    delete from oidc_payloads
    where grant_id in (select grant_id from grants) or (model = 'Grant' and id in (select grant_id from grants))`);
}

/** Ends every session, grant and token of an account (disabled or removed). */
export async function endAllAccountSessions(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`delete from oidc_payloads where payload->>'accountId' = ${accountId}`);
}
