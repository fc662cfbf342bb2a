import type { DeletedResponse } from '@asha/contracts';
import { HttpError } from '../../lib/http-errors.js';

/** When a deletion made at `deletedAt` can no longer be undone: its records and files are then purged. */
export function undoUntil(deletedAt: Date, undoSec: number): Date {
  return new Date(deletedAt.getTime() + undoSec * 1000);
}

export function deletedResponse(deletedAt: Date, undoSec: number): DeletedResponse {
  return { undoUntil: undoUntil(deletedAt, undoSec).toISOString() };
}

/** A restore after the undo window: the records may already be gone, and will be. */
export function assertUndoable(deletedAt: Date | null, undoSec: number, what: string): void {
  if (!deletedAt || undoUntil(deletedAt, undoSec).getTime() <= Date.now()) {
    throw new HttpError(410, `It is too late to undo: the ${what} has been deleted for good.`);
  }
}
