export { decodeAudio, type DecodedAudio, type DecodeOptions } from './decode.js';
export { detectSpeech, spansFromProbabilities, type SpeechSpan, type VadOptions } from './vad.js';
export { createSpeechEngine, type Recognition, type SpeechConfig, type SpeechEngine } from './engine.js';
export { AudioDecodeError, DEFAULT_MODEL, NoSpeechError, NoSpeechModelError, SpeechEngineError } from './errors.js';
export { resolveSpeechConfig, speechSettingsFromEnv, type SpeechSettings } from './config.js';
export { transcribeAudio, type TranscribeOptions, type TranscribeStage } from './transcribe.js';
export { defaultWhisperThreads } from './whisper-engine.js';
export { encodeWav } from './wav.js';
export { languageCode } from './languages.js';
