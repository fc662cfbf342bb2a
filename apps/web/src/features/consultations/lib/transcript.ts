export interface TranscriptBubble {
  speaker: 'Doctor' | 'Patient';
  text: string;
}

/**
 * Spec §2 Transcript tab: the transcript is plain text; lines starting 'Doctor:' or 'Patient:'
 * become chat bubbles, other lines are ignored.
 */
export function parseTranscript(text: string): TranscriptBubble[] {
  const bubbles: TranscriptBubble[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const m = /^(Doctor|Patient):\s*(.*)$/.exec(line);
    if (m && m[2]) bubbles.push({ speaker: m[1] as TranscriptBubble['speaker'], text: m[2] });
  }
  return bubbles;
}
