import type { Conversation } from '@asha/contracts';

/** The sample patient's consultations load after about 300 ms with no server call. */
export const SAMPLE_PATIENT_ID = 'test-patient';
export const SAMPLE_CONVERSATIONS_DELAY_MS = 300;
/** A report address equal to 'test-report' yields the built-in sample report. */
export const SAMPLE_REPORT_URL = 'test-report';
export const SAMPLE_TRANSCRIPT_URL = 'test-transcript';

export const SAMPLE_TRANSCRIPT = [
  'Doctor: Good morning. What brings you in today?',
  'Patient: I have had headaches almost every evening for two weeks, and I feel dizzy when I stand up.',
  'Doctor: Are you still taking the amlodipine for your blood pressure?',
  'Patient: Yes, five milligrams every morning. Work has been stressful and I am sleeping badly.',
  'Doctor: Any vomiting, weakness or changes in your vision?',
  'Patient: No, nothing like that.',
  'Doctor: Your blood pressure is 148 over 92 today. Let us check some blood tests and review in two weeks.',
].join('\n');

/** The sample consultation: about 1 MB, with the sample report and transcript. */
export const SAMPLE_CONVERSATIONS: Conversation[] = [
  {
    conversationId: 'sample-conversation',
    patientId: SAMPLE_PATIENT_ID,
    createdAt: '2025-01-15T10:30:00.000Z',
    reportUrl: SAMPLE_REPORT_URL,
    transcriptUrl: SAMPLE_TRANSCRIPT_URL,
    sizeBytes: 1_048_576,
    status: 'ready',
    error: null,
    durationSec: 312,
    language: 'hi',
  },
];

export function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
