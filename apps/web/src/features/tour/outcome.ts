import type { EventData } from 'react-joyride';

/** localStorage flag. */
export const TOUR_FLAG = 'tourCompleted';

export type TourOutcome = 'finished' | 'skipped' | 'dismissed';

/**
 * How a tour ended: 'Finish' and 'Skip' store the flag; the close (×) button
 * and Escape only dismiss it. The close button is wired to the library's skip, so it is told apart
 * by its origin.
 */
export function tourOutcome(data: Pick<EventData, 'type' | 'status' | 'origin'>): TourOutcome | null {
  if (data.type !== 'tour:end') return null;
  if (data.status === 'finished') return 'finished';
  if (data.status !== 'skipped') return null;
  return data.origin === 'button_close' ? 'dismissed' : 'skipped';
}

export function storesFlag(outcome: TourOutcome): boolean {
  return outcome !== 'dismissed';
}

export function isTourCompleted(storage: Storage = localStorage): boolean {
  return storage.getItem(TOUR_FLAG) !== null;
}

export function markTourCompleted(storage: Storage = localStorage): void {
  storage.setItem(TOUR_FLAG, 'true');
}
