import type { SpeakerRole, Transcript, TranscriptSegment, TranscriptVoices, VoiceMethod } from '@asha/contracts';
import type { LlmEngine } from '../llm/index.js';
import { labelRoles, nameVoices } from '../roles/index.js';
import type { HeardLine } from './voices/follow-turns.js';

/** What the voice stage found over the whole consultation. */
export interface VoicesFound {
  method: Exclude<VoiceMethod, 'words-only'>;
  speakers: number;
}

export interface NamedRoles {
  roles: SpeakerRole[];
  uncertain: boolean[];
}

/**
 * Doctor, Patient or Other for each line: from what each voice said over the whole consultation
 * when two or more voices were heard, else (one voice: a dictation) from each line's own words.
 */
export async function nameRoles(
  heard: Pick<HeardLine, 'english' | 'voice'>[],
  speakers: number,
  llm: LlmEngine | null,
): Promise<NamedRoles> {
  const english = heard.map((h) => h.english);
  if (speakers >= 2)
    return nameVoices(
      heard.map((h, i) => ({ text: english[i]!, voice: h.voice })),
      speakers,
    );
  return { roles: await labelRoles(english, llm, { segmented: true }), uncertain: heard.map(() => false) };
}

/** The stored transcript of recognised, voiced lines: roles named, times rounded, languages by use. */
export async function settleTranscript(
  heard: HeardLine[],
  found: VoicesFound,
  o: { engineName: string; durationSec: number; llm: LlmEngine | null },
): Promise<Transcript> {
  const named = await nameRoles(heard, found.speakers, o.llm);
  const segments: TranscriptSegment[] = heard.map((h, i) => ({
    id: `s${i + 1}`,
    start: round(h.start),
    end: round(h.end),
    role: named.roles[i] ?? 'Patient',
    language: h.language,
    text: h.text,
    english: h.english,
    confidence: h.confidence,
    ...(h.voice !== null && found.speakers >= 2 ? { speaker: `S${h.voice + 1}` } : {}),
    ...(named.uncertain[i] ? { uncertain: true } : {}),
  }));
  return {
    durationSec: round(o.durationSec),
    languages: byFrequency(segments.map((s) => s.language)),
    engine: o.engineName,
    segments,
    voices: voicesSummary(found),
  };
}

function voicesSummary(d: VoicesFound): TranscriptVoices {
  if (d.speakers >= 2) return { method: d.method, speakers: d.speakers };
  return {
    method: 'words-only',
    speakers: d.speakers,
    note: 'Only one voice was heard (a dictation?): Doctor and Patient come from the words of each line.',
  };
}

function byFrequency(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

const round = (n: number) => Math.round(n * 100) / 100;
