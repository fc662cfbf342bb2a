import type { SpeakerRole, Transcript } from '@asha/contracts';
import { classifyRoles } from '../roles/classify.js';
import { parseDialogueText } from './parse.js';

export { parseDialogueText, type DialogueTurn } from './parse.js';

/**
 * A text dialogue as a Transcript (segment ids s1, s2, … in order; no timing). Speaker tags are kept
 * unless `keepRoles: false`; untagged turns get the deterministic role classifier.
 */
export function transcriptFromText(text: string, o: { keepRoles?: boolean } = {}): Transcript {
  const turns = parseDialogueText(text);
  const keep = o.keepRoles !== false;
  const classified: SpeakerRole[] =
    keep && turns.every((t) => t.role !== null) ? [] : classifyRoles(turns.map((t) => t.text));
  return {
    durationSec: 0,
    languages: ['en'],
    engine: 'text',
    segments: turns.map((turn, i) => ({
      id: `s${i + 1}`,
      start: 0,
      end: 0,
      role: (keep ? turn.role : null) ?? classified[i] ?? 'Patient',
      language: 'en',
      text: turn.text,
      english: turn.text,
      confidence: null,
    })),
  };
}

/** `Doctor: …` / `Patient: …` lines in English: what the spec's Transcript tab reads. */
export function transcriptToText(t: Transcript): string {
  return t.segments.map((s) => `${s.role}: ${(s.english || s.text).replace(/\s*\r?\n\s*/g, ' ').trim()}`).join('\n');
}
