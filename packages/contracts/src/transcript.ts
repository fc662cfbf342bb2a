import { z } from 'zod';

/**
 * Who spoke a transcript line. 'Other' is a third person in the room (a relative answering for the
 * patient, an interpreter, a nurse). The one vocabulary for speaker roles: the pipeline, the text
 * format, the transcript bubbles and the review screen's role editor all derive from it.
 */
export const SpeakerRoleSchema = z.enum(['Doctor', 'Patient', 'Other']);
export type SpeakerRole = z.infer<typeof SpeakerRoleSchema>;
export const SPEAKER_ROLES = SpeakerRoleSchema.options;

/** How the speakers were told apart: by voice (model-free features or a speaker model) or by words only. */
export const VoiceMethodSchema = z.enum(['mfcc-bic', 'speaker-model', 'words-only']);
export type VoiceMethod = z.infer<typeof VoiceMethodSchema>;

/** One timed segment of the JSON transcript stored beside the audio. */
export const TranscriptSegmentSchema = z.object({
  id: z.string(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  role: SpeakerRoleSchema,
  language: z.string(),
  text: z.string(),
  english: z.string(),
  confidence: z.number().min(0).max(1).nullable(),
  /** The voice this segment was heard in ('S1'…'S4'); segments of one voice share it. */
  speaker: z.string().optional(),
  /** True when the voice and the words disagree strongly about who spoke: worth a look in review. */
  uncertain: z.boolean().optional(),
  /**
   * True when a person set this segment's speaker in review. The report's reading takes such a label
   * as given: the guesses that override a recogniser's label from the words ('i am having a headache'
   * is the patient's) never override a person's.
   */
  roleConfirmed: z.boolean().optional(),
});
export type TranscriptSegment = z.infer<typeof TranscriptSegmentSchema>;

/** What the voice stage found: how many voices and how; one voice (dictation) falls back to words. */
export const TranscriptVoicesSchema = z.object({
  method: VoiceMethodSchema,
  /** Voices heard, 1 to 4 (0 when the recording was not analysed by voice). */
  speakers: z.number().int().min(0).max(4),
  /** A sentence for people, e.g. that only one voice was heard and roles come from the words. */
  note: z.string().optional(),
});
export type TranscriptVoices = z.infer<typeof TranscriptVoicesSchema>;

export const TranscriptSchema = z.object({
  durationSec: z.number().nonnegative(),
  languages: z.array(z.string()),
  engine: z.string(),
  segments: z.array(TranscriptSegmentSchema),
  voices: TranscriptVoicesSchema.optional(),
});
export type Transcript = z.infer<typeof TranscriptSchema>;
