import { RecordKeyParamsSchema, type RecordKeyList, type RecordKeySummary } from '@asha/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/http-errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { parseOr400 } from '../../lib/validate.js';
import { findRecordKeyFor, listRecordKeysFor, revokeRecordKey } from './keys.service.js';
import { toSummary } from './summary.js';

const NOT_FOUND = 'No such record-system key acts for you.';

/**
 * The record-system keys that act for the signed-in clinician (their own and the clinic-wide ones),
 * and revoking one. A clinic-wide key acts for every clinician, so any of them may stop it; the
 * audit trail names who did. Another clinician's key answers 404, as if it did not exist.
 */
export async function recordKeyRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;

  api.get('/record-keys', async (req): Promise<RecordKeyList> => {
    const rows = await listRecordKeysFor(ctx.database.db, req.clinician.id);
    return { items: rows.map((r) => toSummary(r)) };
  });

  api.post('/record-keys/:keyId/revoke', async (req): Promise<RecordKeySummary> => {
    const { keyId } = parseOr400(RecordKeyParamsSchema, req.params);
    return withTransaction(ctx.database, async (tx) => {
      const own = await findRecordKeyFor(tx.db, req.clinician.id, keyId);
      if (!own) throw notFound(NOT_FOUND);
      const revoked = await revokeRecordKey(tx.db, own.id);
      if (!revoked) throw notFound(NOT_FOUND);
      await audit(tx, req, { action: 'record-key.revoke', resourceType: 'record-key', resourceId: revoked.id });
      req.log.info({ recordKeyId: revoked.id }, 'record-system key revoked');
      return toSummary(revoked);
    });
  });
}
