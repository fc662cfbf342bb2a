import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationSchema, TranscriptSchema } from '@asha/contracts';
import { classifyRoles, encodeWav } from '@asha/scribe';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, pathOf } from '../../test/consultations.js';
import { registerWorkers } from '../../background.js';
// Test-only parts of the scribe package: the OpenAI wire-format mock, the espeak-ng consultation
// generator and a recogniser that reads the generated script back (it gives words, never speakers).
import {
  espeakAvailable,
  generateConsultation,
  roleAt,
  scriptRecogniser,
  startOpenAiAudioMock,
  type GeneratedConsultation,
  type ScriptLine,
} from '@asha/scribe/testing';

// Short answers, a question from the patient, a long explanation with a listener's 'mm-hm' under
// it, and cue-less lines: where words alone give lines to the wrong person and the voice has to carry
// them. Turns follow each other with short gaps (overlapping speech is measured by bench/eval-voices.mjs).
const SCRIPT: ScriptLine[] = [
  { role: 'Doctor', text: 'Good morning. Please have a seat. What brings you in today?' },
  { role: 'Patient', text: 'I have had a cough for about three weeks, and now my chest hurts when I breathe in.' },
  { role: 'Patient', text: 'It started after a cold.' },
  { role: 'Doctor', text: 'Okay.' },
  { role: 'Doctor', text: 'Do you have any fever or night sweats?' },
  { role: 'Patient', text: 'No fever. Some sweats at night last week.' },
  { role: 'Doctor', text: 'Do you smoke?' },
  { role: 'Patient', text: 'Yes, about ten a day.' },
  { role: 'Patient', text: 'Is that why?' },
  {
    role: 'Doctor',
    text:
      'It may well be part of it. A cough that lasts more than three weeks needs a chest x-ray, and I would also like a blood test to look for infection. ' +
      'Smoking irritates the airways and slows healing, so cutting down now will help whatever the x-ray shows.',
  },
  { role: 'Patient', text: 'All right.' },
  { role: 'Doctor', text: 'Start the inhaler twice a day and come back in one week with the results.' },
  { role: 'Patient', text: 'Thank you, doctor.' },
];

let consultation: GeneratedConsultation;
let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
let t: TestApp;
let stopWorker: () => Promise<void>;

beforeAll(async () => {
  if (!(await espeakAvailable()))
    throw new Error('espeak-ng is missing: npm test installs it (apt-get install espeak-ng).');
  consultation = await generateConsultation(SCRIPT, { seed: 7, overlap: 0, backchannel: 1 });
  mock = await startOpenAiAudioMock(scriptRecogniser(consultation.samples, consultation.lines));
  t = await createTestApp({
    SPEECH_ENGINE: 'openai',
    OPENAI_BASE_URL: mock.baseUrl,
    OPENAI_API_KEY: 'sk-server-key',
    MODEL_AUTO_PULL: 'false',
  });
  stopWorker = await registerWorkers(t.ctx);
}, 60_000);
afterAll(async () => {
  await stopWorker?.();
  await t?.close();
  await mock?.close();
});

describe('a two-voice consultation through the pipeline worker', () => {
  it('gives every transcript line the role of the person who spoke it, from the voices and the words', async () => {
    const doc = await clinicianWithPatient(t, 'doctor-voices', 'Ravi Kumar');
    const upload = await t.app.inject({
      url: '/api/conversation/upload-url',
      query: { contentType: 'audio/wav', patientId: doc.patientId },
      headers: doc.auth,
    });
    const { url, key } = upload.json<{ url: string; key: string }>();
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(url),
      payload: encodeWav(consultation.samples),
      headers: { 'content-type': 'audio/wav' },
    });
    expect(put.statusCode).toBe(200);

    const [created] = (
      await t.app.inject({ url: `/api/patients/${doc.patientId}/conversations`, headers: doc.auth })
    ).json<{ items: { conversationId: string }[] }>().items;
    const get = async () =>
      ConversationSchema.parse(
        (await t.app.inject({ url: `/api/conversations/${created!.conversationId}`, headers: doc.auth })).json(),
      );
    let conv = await get();
    for (
      const deadline = Date.now() + 100_000;
      !['ready', 'failed'].includes(conv.status) && Date.now() < deadline;
      conv = await get()
    ) {
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(conv).toMatchObject({ status: 'ready', error: null });

    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(`${key.replace(/\.wav$/, '')}.transcript.json`)).toString()),
    );
    expect(transcript.voices).toEqual({ method: 'mfcc-bic', speakers: 2 });
    const segments = transcript.segments;
    // One line per turn at least: a change of speaker always starts a new line.
    const turns = SCRIPT.filter((l, i) => i === 0 || SCRIPT[i - 1]!.role !== l.role).length;
    expect(segments.length).toBeGreaterThanOrEqual(turns);
    // Every line has the role of whoever spoke most of it in the script, and no line holds two people.
    expect(segments.map((s) => s.role)).toEqual(segments.map((s) => roleAt(consultation.lines, s)));
    for (const s of segments) {
      const others = consultation.lines.filter((l) => !l.backchannel && l.role !== s.role);
      const foreign = others.reduce(
        (sum, l) => sum + Math.max(0, Math.min(l.end, s.end) - Math.max(l.start, s.start)),
        0,
      );
      expect(foreign, `"${s.text}" holds another speaker's words`).toBeLessThan(0.5);
    }
    expect(new Set(segments.map((s) => s.speaker))).toEqual(new Set(['S1', 'S2']));
    // The words alone label some of these lines wrongly: the roles above came from the voices.
    const byWords = classifyRoles(
      segments.map((s) => s.english),
      { segmented: true },
    );
    expect(byWords.filter((r, i) => r !== segments[i]!.role).length).toBeGreaterThan(0);

    const text = (await t.app.inject({ url: pathOf(conv.transcriptUrl!) })).body;
    expect(text.split('\n')).toEqual(segments.map((s) => `${s.role}: ${s.english}`));
  }, 120_000);
});
