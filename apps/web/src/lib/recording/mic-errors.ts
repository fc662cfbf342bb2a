/**
 * Microphone failures. The recorder screen and the patient
 * screen word them differently; both wordings are kept word for word.
 */
export type MicProblem = 'denied' | 'not-found' | 'busy' | 'other';

export function micProblemOf(err: unknown): MicProblem {
  const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'not-found';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'other';
}

function messageOf(err: unknown): string {
  return err instanceof Error && err.message ? err.message : '';
}

/** Recorder screen status text. */
export const RECORDER_STATUS: Record<MicProblem, string> = {
  denied: 'Permission denied',
  'not-found': 'No mic found',
  busy: 'Mic busy',
  other: 'Error',
};

/** Recorder screen message. */
export function recorderScreenMessage(err: unknown): string {
  const p = micProblemOf(err);
  if (p === 'denied') return 'Mic permission denied';
  if (p === 'not-found') return 'No mic found';
  if (p === 'busy') return 'Mic busy in another app';
  return messageOf(err) || 'Failed to start';
}

/** Patient screen: why the microphone is unavailable, in place of the recorder screen's status text. */
export const PATIENT_MIC_REASON: Record<MicProblem, string> = {
  denied: 'Permission denied',
  'not-found': 'No microphone found',
  busy: 'Microphone busy',
  other: 'Error accessing microphone',
};

/** Patient screen message. */
export function patientScreenMessage(err: unknown): string {
  const p = micProblemOf(err);
  if (p === 'denied') return 'Microphone permission denied';
  if (p === 'not-found') return 'No microphone found';
  if (p === 'busy') return 'Microphone busy in another app';
  return messageOf(err) || 'Failed to start recording';
}

export const RECORDING_ERROR = 'Recording error';
