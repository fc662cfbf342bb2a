import { z } from 'zod';

export const SpeakerRoleSchema = z.enum(['Doctor', 'Patient']);
export type SpeakerRole = z.infer<typeof SpeakerRoleSchema>;

/** One timed segment of the JSON transcript stored beside the audio (issue #7, outputs). */
export const TranscriptSegmentSchema = z.object({
  id: z.string(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  role: SpeakerRoleSchema,
  language: z.string(),
  text: z.string(),
  english: z.string(),
  confidence: z.number().min(0).max(1).nullable(),
});
export type TranscriptSegment = z.infer<typeof TranscriptSegmentSchema>;

export const TranscriptSchema = z.object({
  durationSec: z.number().nonnegative(),
  languages: z.array(z.string()),
  engine: z.string(),
  segments: z.array(TranscriptSegmentSchema),
});
export type Transcript = z.infer<typeof TranscriptSchema>;
