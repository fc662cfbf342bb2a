import type { Conversation, DeletedResponse } from '@asha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { conversations } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { ownConversation, ownPatient } from '../../lib/ownership.js';
import { withTransaction } from '../../lib/transaction.js';
import { assertUndoable, deletedResponse } from '../deletion/index.js';
import { getConversation } from './conversations.service.js';

type Params = { Params: { conversationId: string } };

/**
 * Deleting a consultation hides it at once; its rows and every file of it (audio, transcripts,
 * report, versions) are purged once the undo window has passed. Each change and its audit row
 * commit together.
 */
export async function conversationDeletionRoutes(api: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const undoSec = ctx.config.DELETE_UNDO_SEC;

  api.delete<Params>('/conversations/:conversationId', async (req): Promise<DeletedResponse> => {
    const deletedAt = await withTransaction(ctx.database, async (tx) => {
      const conv = await ownConversation(tx.db, req.clinician.id, req.params.conversationId);
      const at = new Date();
      await tx.db
        .update(conversations)
        .set({ deletedAt: at })
        .where(and(eq(conversations.id, conv.id), isNull(conversations.deletedAt)));
      await audit(tx, req, {
        action: 'conversation.delete',
        resourceType: 'conversation',
        resourceId: conv.id,
        patientId: conv.patientId,
      });
      return at;
    });
    return deletedResponse(deletedAt, undoSec);
  });

  api.post<Params>('/conversations/:conversationId/restore', async (req): Promise<Conversation> => {
    await withTransaction(ctx.database, async (tx) => {
      const conv = await ownConversation(tx.db, req.clinician.id, req.params.conversationId, { deleted: true });
      assertUndoable(conv.deletedAt, undoSec, 'consultation');
      // A consultation deleted with its patient comes back only with the patient.
      await ownPatient(tx.db, req.clinician.id, conv.patientId);
      await tx.db.update(conversations).set({ deletedAt: null }).where(eq(conversations.id, conv.id));
      await audit(tx, req, {
        action: 'conversation.restore',
        resourceType: 'conversation',
        resourceId: conv.id,
        patientId: conv.patientId,
      });
    });
    return getConversation(ctx, req.clinician.id, req.params.conversationId);
  });
}
