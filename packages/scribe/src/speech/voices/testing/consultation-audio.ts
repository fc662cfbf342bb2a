import type { SpeakerRole } from '@asha/contracts';
import { speak, type EspeakVoice } from './espeak.js';

/**
 * Spoken consultations with a known answer: a dialogue script read by distinct espeak-ng voices, laid
 * out on a timeline with natural gaps, some overlapping starts, short backchannels ('mm-hm', 'yes')
 * from the listener during long turns, and a little background noise. The timeline of who spoke when
 * is the reference that diarization and role labelling are scored against.
 */
export interface ScriptLine {
  role: SpeakerRole;
  text: string;
}

export interface SpokenLine extends ScriptLine {
  /** The voice (0 = the first role heard…); one voice per role. */
  voice: number;
  start: number;
  end: number;
  backchannel: boolean;
}

export interface GeneratedConsultation {
  samples: Float32Array;
  durationSec: number;
  lines: SpokenLine[];
  voices: EspeakVoice[];
}

export interface GenerateOptions {
  seed?: number;
  /** Share of turn changes where the next speaker starts 0.1–0.4 s before the last one ends. */
  overlap?: number;
  /** Chance that the listener says 'mm-hm' during a turn longer than 6 s. */
  backchannel?: number;
  /**
   * How long the next speaker waits: 'natural' 0.15–1.05 s, or 'short' 0.05–0.3 s (with `overlap`
   * of the changes starting up to 0.15 s early), as people answer in conversation; VAD then joins
   * most turns of both speakers into one span. Gaps inside one speaker's turn are 0.25–0.75 s in both.
   */
  turnGaps?: 'natural' | 'short';
}

/**
 * Casts of clearly different voices (variant, pitch and pace all differ between the roles of a cast,
 * as between two people); the seed picks one cast per consultation.
 */
const CASTS: Record<SpeakerRole, EspeakVoice>[] = [
  {
    Doctor: { voice: 'en-us+m3', pitch: 35, speed: 165 },
    Patient: { voice: 'en-gb+f2', pitch: 72, speed: 145 },
    Other: { voice: 'en-029+m5', pitch: 55, speed: 180 },
  },
  {
    Doctor: { voice: 'en-gb+f3', pitch: 68, speed: 170 },
    Patient: { voice: 'en-gb-scotland+m7', pitch: 30, speed: 150 },
    Other: { voice: 'en-us+f4', pitch: 48, speed: 140 },
  },
  {
    Doctor: { voice: 'en-gb-x-rp+m1', pitch: 45, speed: 160 },
    Patient: { voice: 'en-us+f4', pitch: 66, speed: 140 },
    Other: { voice: 'en-gb-x-gbclan+m2', pitch: 22, speed: 175 },
  },
  {
    Doctor: { voice: 'en-us+f1', pitch: 60, speed: 170 },
    Patient: { voice: 'en-gb+m4', pitch: 38, speed: 150 },
    Other: { voice: 'en-gb-x-rp+f5', pitch: 82, speed: 160 },
  },
];

/**
 * A third person joins: in the middle third of the consultation a companion answers in the
 * patient's place, as a relative often does, speaking of the patient ('she has had…').
 */
export function withCompanion(script: ScriptLine[]): ScriptLine[] {
  const [from, to] = [Math.floor(script.length / 3), Math.floor((2 * script.length) / 3)];
  return script.map((l, i) =>
    i >= from && i < to && l.role === 'Patient' ? { role: 'Other', text: thirdPerson(l.text) } : l,
  );
}

const THIRD: [RegExp, string][] = [
  [/\bI'm\b/g, "she's"],
  [/\bI've\b/g, "she's"],
  [/\bI am\b/g, 'she is'],
  [/\bI have\b/g, 'she has'],
  [/\bI don't\b/g, "she doesn't"],
  [/\bI\b/g, 'she'],
  [/\b[Mm]yself\b/g, 'herself'],
  [/\b[Mm]y\b/g, 'her'],
  [/\b[Mm]e\b/g, 'her'],
  [/\b[Mm]ine\b/g, 'hers'],
];

function thirdPerson(text: string): string {
  return THIRD.reduce((t, [re, to]) => t.replace(re, to), text);
}

const BACKCHANNELS = ['Mm-hm.', 'Yes.', 'Okay.', 'Right.'];

export async function generateConsultation(
  script: ScriptLine[],
  o: GenerateOptions = {},
): Promise<GeneratedConsultation> {
  const rand = mulberry32(o.seed ?? 1);
  const roles = [...new Set(script.map((l) => l.role))];
  const cast = CASTS[Math.floor(rand() * CASTS.length)]!;
  const voices = roles.map((r) => cast[r]);
  const voiceOf = (r: SpeakerRole) => roles.indexOf(r);
  const pieces: { line: SpokenLine; audio: Float32Array }[] = [];
  let t = 0.5;
  let previous: SpokenLine | null = null;
  for (const line of script) {
    const v = voices[voiceOf(line.role)]!;
    // Each line varies a little in pitch and pace, as a person does.
    const audio = await speak(line.text, {
      ...v,
      pitch: v.pitch + Math.round((rand() - 0.5) * 8),
      speed: v.speed + Math.round((rand() - 0.5) * 20),
    });
    if (audio.length < 1600) continue; // nothing was said: not part of the timeline
    const changed = previous !== null && previous.role !== line.role;
    const gap = !changed ? 0.25 + rand() * 0.5 : turnGap(rand, o);
    const start = Math.max(previous ? previous.end + gap : t, 0);
    const spoken: SpokenLine = {
      ...line,
      voice: voiceOf(line.role),
      start,
      end: start + audio.length / 16000,
      backchannel: false,
    };
    pieces.push({ line: spoken, audio });
    if (spoken.end - spoken.start > 6 && previous && previous.role !== line.role && rand() < (o.backchannel ?? 0.3)) {
      const listener = previous.role;
      const lv = voices[voiceOf(listener)]!;
      const word = BACKCHANNELS[Math.floor(rand() * BACKCHANNELS.length)]!;
      const bc = await speak(word, lv);
      const at = spoken.start + 2 + rand() * (spoken.end - spoken.start - 4);
      pieces.push({
        line: {
          role: listener,
          text: word,
          voice: voiceOf(listener),
          start: at,
          end: at + bc.length / 16000,
          backchannel: true,
        },
        audio: bc,
      });
    }
    previous = spoken;
    t = spoken.end;
  }
  const durationSec = Math.max(...pieces.map((p) => p.line.end)) + 0.7;
  const samples = new Float32Array(Math.ceil(durationSec * 16000));
  for (let i = 0; i < samples.length; i++) samples[i] = (rand() - 0.5) * 0.002;
  for (const p of pieces) {
    const at = Math.round(p.line.start * 16000);
    for (let i = 0; i < p.audio.length && at + i < samples.length; i++) samples[at + i]! += p.audio[i]! * 0.6;
  }
  const lines = pieces.map((p) => p.line).sort((a, b) => a.start - b.start);
  return { samples, durationSec, lines, voices };
}

function turnGap(rand: () => number, o: GenerateOptions): number {
  const overlapping = rand() < (o.overlap ?? 0.1);
  if (o.turnGaps === 'short') return overlapping ? -(0.05 + rand() * 0.1) : 0.05 + rand() * 0.25;
  return overlapping ? -(0.1 + rand() * 0.3) : 0.15 + rand() * 0.9;
}

/** A small, fast, seeded random number generator (the same recording every run). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
