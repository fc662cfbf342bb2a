/**
 * Test helpers and third-party stand-ins, for tests, browser tests and benches only: the package's
 * `@asha/scribe/testing` entry point resolves to this source under the `@asha/source` condition, and
 * the build leaves every `testing/` folder out of dist, so none of it ships.
 */
export { FIXTURE_FILES, FIXTURES_DIR, fixture, noiseWav, silenceWav } from './audio.js';
export { buildTestGgufModel, writeTestGgufModel } from './gguf-model.js';
export {
  startOpenAiAudioMock,
  verboseJson,
  type MockAnswer,
  type MockRequest,
  type OpenAiAudioMockOptions,
} from './openai-audio.js';
export { buildTestWhisperModel, writeTestWhisperModel, type TestModelOptions } from './whisper-model.js';
export { writeFakeWhisperBinding } from './whisper-binding.js';
export {
  generateConsultation,
  withCompanion,
  type GeneratedConsultation,
  type ScriptLine,
  type SpokenLine,
} from '../speech/voices/testing/consultation-audio.js';
export { espeakAvailable } from '../speech/voices/testing/espeak.js';
export { diarizationErrorRate, roleAt, speechTimeShare, wordsIn } from '../speech/voices/testing/score.js';
export { scriptRecogniser } from '../speech/voices/testing/script-recogniser.js';
