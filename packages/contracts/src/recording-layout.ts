/**
 * Where a recording and what the pipeline makes of it live in storage. Everything a clinician owns
 * sits under their folder `doctors/<clinicianId>/`; one recording is
 * `doctors/<clinicianId>/<patientId>/<UTC stamp>-<random>.<audio extension>`, and its outputs sit
 * beside it under the same base name, so a recording and its files are found, listed and deleted
 * together.
 */
export const RECORDING_OUTPUTS = {
  /** the chat-style transcript (`Doctor: …` / `Patient: …` lines) the Transcript tab reads */
  transcriptText: '.txt',
  /** the timed, speaker-labelled JSON transcript */
  transcriptJson: '.transcript.json',
  /** the stored report `{patientReport, evidence, flags}` */
  report: '.json',
} as const;
export type RecordingOutput = keyof typeof RECORDING_OUTPUTS;

/** The longest suffix first: `.transcript.json` must not be read as a report `.json`. */
const OUTPUTS_BY_SUFFIX = (Object.entries(RECORDING_OUTPUTS) as [RecordingOutput, string][]).sort(
  (a, b) => b[1].length - a[1].length,
);

export function clinicianPrefix(clinicianId: string): string {
  return `doctors/${clinicianId}/`;
}

export function patientPrefix(clinicianId: string, patientId: string): string {
  return `${clinicianPrefix(clinicianId)}${patientId}/`;
}

/** `a/b/c.webm` → `a/b/c`. */
export function recordingBase(audioKey: string): string {
  const dot = audioKey.lastIndexOf('.');
  return dot > audioKey.lastIndexOf('/') ? audioKey.slice(0, dot) : audioKey;
}

export function recordingOutputKey(audioKey: string, output: RecordingOutput): string {
  return `${recordingBase(audioKey)}${RECORDING_OUTPUTS[output]}`;
}

/** Which pipeline output a stored key is, or null for anything else (the audio itself included). */
export function recordingOutputOf(key: string): RecordingOutput | null {
  const name = key.toLowerCase();
  return OUTPUTS_BY_SUFFIX.find(([, suffix]) => name.endsWith(suffix))?.[0] ?? null;
}
