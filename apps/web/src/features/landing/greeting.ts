/**
 * Hovering the brand mark speaks Asha's greeting
 * through the browser's speech synthesis, preferring a female English voice, at rate 0.95,
 * pitch 1.15, volume 1 — and does nothing while speech is in progress or where it is missing.
 */
export const GREETING_TEXT =
  "Hello, I'm Asha. I'll help create your patient's medical record by listening to the consultation, so you can focus on care.";

export const GREETING_VOICE = { rate: 0.95, pitch: 1.15, volume: 1 } as const;

// Names that platforms give their female English voices (macOS, Windows, Chrome's own).
const FEMALE_HINTS = [
  'female',
  'samantha',
  'victoria',
  'karen',
  'zira',
  'google uk english female',
  'susan',
  'serena',
  'moira',
  'tessa',
  'fiona',
];

type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang'>;

const isEnglish = (v: VoiceLike) => v.lang.toLowerCase().startsWith('en');
const soundsFemale = (v: VoiceLike) => FEMALE_HINTS.some((hint) => v.name.toLowerCase().includes(hint));

/** A female English voice, else any English voice, else none (the browser's default is used). */
export function pickGreetingVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const english = voices.filter(isEnglish);
  return english.find(soundsFemale) ?? english[0] ?? null;
}

/** Speaks the greeting once; returns whether it started speaking. */
export function speakGreeting(synth: SpeechSynthesis | undefined = globalThis.speechSynthesis): boolean {
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return false;
  if (synth.speaking) return false;
  const utterance = new SpeechSynthesisUtterance(GREETING_TEXT);
  utterance.rate = GREETING_VOICE.rate;
  utterance.pitch = GREETING_VOICE.pitch;
  utterance.volume = GREETING_VOICE.volume;
  const voice = pickGreetingVoice(synth.getVoices());
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  } else {
    utterance.lang = 'en-US';
  }
  synth.speak(utterance);
  return true;
}
