import type { SpeakerRole } from '@asha/contracts';

export interface TranscriptBubble {
  speaker: SpeakerRole;
  text: string;
}

/**
 * The Transcript tab reads plain text: lines starting 'Doctor:' or 'Patient:' become chat bubbles,
 * and so do 'Other:' lines (a third person in the room: a relative, an interpreter); any other line
 * is ignored.
 */
export function parseTranscript(text: string): TranscriptBubble[] {
  const bubbles: TranscriptBubble[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const m = /^(Doctor|Patient|Other):\s*(.*)$/.exec(line);
    if (m && m[2]) bubbles.push({ speaker: m[1] as SpeakerRole, text: m[2] });
  }
  return bubbles;
}
