import type { SpeakerRole } from '@asha/contracts';
import { classifyRoles } from './classify.js';
import { doctorScore } from './cues.js';

/** One recognised line and the voice it was heard in (null when the voice stage could not tell). */
export interface VoicedLine {
  text: string;
  voice: number | null;
}

export interface NamedLines {
  roles: SpeakerRole[];
  /** Lines whose words argue strongly against the role their voice was given. */
  uncertain: boolean[];
}

/**
 * Word evidence (a line's doctor score) beyond which a line that its voice gives to someone else is
 * flagged for review: a clear question or instruction in a patient's voice, or the reverse.
 */
const DISAGREE = 3.5;
/** Pseudo-lines of no evidence that keep a voice heard only once or twice from being named on chance. */
const PRIOR_LINES = 2;
/** Consultations usually open with the clinician: a small lead for the first voice heard. */
const FIRST_VOICE = 0.5;
/** The patient speaks of themself ('I have', 'my knee'); a companion speaks of the patient ('she has'). */
const FIRST_PERSON = /\b(i|i'm|i've|i'd|i'll|my|me|mine|myself)\b/g;
const THIRD_PERSON = /\b(she|he|her|his|him|she's|he's|herself|himself)\b/g;

/**
 * Names the voices: the words decide which voice is the Doctor (questions, instructions and clinical
 * vocabulary over everything that voice said, not line by line); of the other voices, the one that
 * speaks most of itself in the first person is the Patient and any further voice is Other (a
 * companion or interpreter speaks of the patient in the third person).
 * With fewer than two voices (dictation, or audio too short to tell) every line is labelled from its
 * words as before.
 */
export function nameVoices(lines: VoicedLine[], voices: number): NamedLines {
  const byWords = classifyRoles(
    lines.map((l) => l.text),
    { segmented: true },
  );
  if (voices < 2) return { roles: byWords, uncertain: lines.map(() => false) };
  const scores = lines.map((l) => doctorScore(l.text));
  const evidence = Array.from({ length: voices }, () => ({ score: 0, lines: 0, words: 0, self: 0 }));
  lines.forEach((l, i) => {
    if (l.voice === null) return;
    const e = evidence[l.voice]!;
    const text = l.text.toLowerCase();
    e.score += scores[i]!;
    e.lines++;
    e.words += text.split(/\s+/).filter(Boolean).length;
    e.self += (text.match(FIRST_PERSON)?.length ?? 0) - (text.match(THIRD_PERSON)?.length ?? 0);
  });
  const firstVoice = lines.find((l) => l.voice !== null)?.voice;
  const doctorness = evidence.map((e, v) => e.score / (e.lines + PRIOR_LINES) + (v === firstVoice ? FIRST_VOICE : 0));
  const doctor = doctorness.indexOf(Math.max(...doctorness));
  // Of the others, the Patient is the voice that talks most about itself (per word), then the one that says most.
  const selfTalk = (v: number) => evidence[v]!.self / (evidence[v]!.words + 10);
  const others = evidence.map((_, v) => v).filter((v) => v !== doctor);
  const patient = others.sort((a, b) => selfTalk(b) - selfTalk(a) || evidence[b]!.words - evidence[a]!.words)[0]!;
  const roleOf = (v: number): SpeakerRole => (v === doctor ? 'Doctor' : v === patient ? 'Patient' : 'Other');
  const roles = lines.map((l, i) => (l.voice === null ? byWords[i]! : roleOf(l.voice)));
  const uncertain = roles.map((r, i) => (r === 'Doctor' ? scores[i]! <= -DISAGREE : scores[i]! >= DISAGREE));
  return { roles, uncertain };
}
