import type { Transcript, TranscriptCorrection, TranscriptSegment } from '@asha/contracts';
import { badRequest } from '../../lib/http-errors.js';

/**
 * A merged segment's id joins its parts' ids with '+', so evidence that named either part still
 * finds the words it rests on.
 */
export const MERGED_ID_SEPARATOR = '+';

function indexOf(t: Transcript, segmentId: string): number {
  const i = t.segments.findIndex((s) => s.id === segmentId);
  if (i < 0)
    throw badRequest(`segmentId: no segment '${segmentId}' in this transcript. Reload the transcript and try again.`);
  return i;
}

const join = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join(' ');

function merged(a: TranscriptSegment, b: TranscriptSegment): TranscriptSegment {
  const confidences = [a.confidence, b.confidence].filter((c): c is number => c !== null);
  return {
    ...a,
    id: `${a.id}${MERGED_ID_SEPARATOR}${b.id}`,
    end: Math.max(a.end, b.end),
    text: join(a.text, b.text),
    english: join(a.english, b.english),
    confidence: confidences.length ? Math.min(...confidences) : null,
    ...(a.uncertain || b.uncertain ? { uncertain: true } : {}),
    ...(a.roleConfirmed ? { roleConfirmed: true } : {}),
  };
}

/**
 * Applies one correction and says what it changed, in words for the history ('Segment 3: Patient →
 * Doctor'). A speaker set by hand is no longer uncertain, and is marked confirmed so that the report
 * never reads it otherwise. A segment that does not exist, or a merge
 * of segments that are not neighbours, is refused.
 */
export function applyCorrection(t: Transcript, c: TranscriptCorrection): { transcript: Transcript; change: string } {
  const segments = [...t.segments];
  const i = indexOf(t, c.segmentId);
  const seg = segments[i]!;
  const n = i + 1;
  switch (c.op) {
    case 'role': {
      if (seg.role === c.role) throw badRequest(`role: segment ${n} is already ${c.role}.`);
      const { uncertain: _uncertain, ...rest } = seg;
      segments[i] = { ...rest, role: c.role, roleConfirmed: true };
      return { transcript: { ...t, segments }, change: `Segment ${n}: ${seg.role} → ${c.role}` };
    }
    case 'text': {
      if (seg.english === c.english) throw badRequest(`english: segment ${n} already says that.`);
      // The original-language words stay as heard; an English transcript is corrected in both.
      const english = c.english;
      segments[i] = { ...seg, english, ...(seg.text === seg.english ? { text: english } : {}) };
      return { transcript: { ...t, segments }, change: `Segment ${n}: English text corrected` };
    }
    case 'merge': {
      const next = segments[i + 1];
      if (!next || next.id !== c.nextSegmentId) {
        throw badRequest(
          `nextSegmentId: only neighbouring segments can be merged; '${c.nextSegmentId}' does not follow segment ${n}.`,
        );
      }
      segments.splice(i, 2, merged(seg, next));
      return { transcript: { ...t, segments }, change: `Segments ${n} and ${n + 1} merged` };
    }
  }
}
