import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationSchema, StoredReportSchema, TranscriptSchema } from '@asha/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, pathOf } from '../../test/consultations.js';
import { registerWorkers } from '../../background.js';
import { FIXTURES_DIR, startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';

// A recorded webm file runs end to end through the worker to a stored report whose every item
// has evidence. consultation.webm is consultation.txt spoken turn
// by turn (make-consultation.sh); the speech service answers each segment with that turn's words.

let turns: string[];
let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
let t: TestApp;
let stopWorker: () => Promise<void>;

beforeAll(async () => {
  const script = await readFile(path.join(FIXTURES_DIR, 'consultation.txt'), 'utf8');
  turns = script
    .split('\n')
    .filter(Boolean)
    .map((l) => l.replace(/^(Doctor|Patient): /, ''));
  let next = 0;
  mock = await startOpenAiAudioMock(() => ({
    status: 200,
    body: verboseJson(turns[next++ % turns.length]!, 'english'),
  }));
  // The built-in writer is under test: LLM_ENGINE=auto would send the report to the server key's model.
  t = await createTestApp({
    SPEECH_ENGINE: 'openai',
    OPENAI_BASE_URL: mock.baseUrl,
    OPENAI_API_KEY: 'sk-server-key',
    MODEL_AUTO_PULL: 'false',
    LLM_ENGINE: 'none',
  });
  stopWorker = await registerWorkers(t.ctx);
}, 60_000);
afterAll(async () => {
  await stopWorker?.();
  await t?.close();
  await mock?.close();
});

/** Every filled leaf of the report, as a path (`medications.current.0.dosage`); who the patient is comes from the patient record. */
function filledLeaves(value: unknown, at = ''): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value !== 'object') return [at];
  return Object.entries(value).flatMap(([k, v]) => filledLeaves(v, at ? `${at}.${k}` : k));
}
const FROM_RECORD = /^(metadata|patientInfo\.(name|gender|dateOfBirth))(\.|$)/;

async function getJson(url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ url: pathOf(url), headers });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('a recorded webm consultation through the upload API and the pipeline worker', () => {
  it('ends ready with a stored report whose every item has evidence in the stored transcript', async () => {
    const doc = await clinicianWithPatient(t, 'doctor-webm', 'Meera Shah');
    const audio = await readFile(path.join(FIXTURES_DIR, 'consultation.webm'));

    const upload = await t.app.inject({
      url: '/api/conversation/upload-url',
      query: { contentType: 'audio/webm;codecs=opus', patientId: doc.patientId },
      headers: doc.auth,
    });
    expect(upload.statusCode).toBe(200);
    const { url, key } = upload.json<{ url: string; key: string }>();
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(url),
      payload: audio,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(put.statusCode).toBe(200);

    const listed = await t.app.inject({ url: `/api/patients/${doc.patientId}/conversations`, headers: doc.auth });
    const [created] = listed.json<{ items: { conversationId: string }[] }>().items;
    expect(created).toBeDefined();

    // The real pg-boss worker picks the job up; the client polls as the timeline does.
    let conv = ConversationSchema.parse(
      (await t.app.inject({ url: `/api/conversations/${created!.conversationId}`, headers: doc.auth })).json(),
    );
    const deadline = Date.now() + 100_000;
    while (!['ready', 'failed'].includes(conv.status) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      conv = ConversationSchema.parse(
        (await t.app.inject({ url: `/api/conversations/${created!.conversationId}`, headers: doc.auth })).json(),
      );
    }
    expect(conv).toMatchObject({ status: 'ready', error: null, language: 'en' });
    expect(conv.durationSec).toBeGreaterThan(60);

    // One segment per spoken turn, each the speech service's words for it.
    const base = key.replace(/\.webm$/, '');
    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(`${base}.transcript.json`)).toString()),
    );
    expect(transcript.segments.map((s) => s.text)).toEqual(turns);
    const segmentIds = new Set(transcript.segments.map((s) => s.id));

    // The Transcript tab's text: 'Doctor:' / 'Patient:' lines.
    const text = (await getJson(conv.transcriptUrl!, {})).body;
    expect(text).toMatch(/^Doctor: .+/m);
    expect(text).toMatch(/^Patient: .+/m);
    expect(text).toContain('metformin 500 mg twice a day');

    const stored = StoredReportSchema.parse((await getJson(conv.reportUrl!, {})).json());
    const r = stored.patientReport;
    expect(r.metadata.engine).toBe('deterministic');
    // What a clinician would look for in this consultation.
    expect(r.chiefComplaint).toBe('Chest pain');
    expect(r.medications.current.map((m) => m.name).sort()).toEqual(['lisinopril', 'metformin']);
    expect(r.allergies).toEqual([expect.objectContaining({ substance: 'penicillin', reaction: 'rash' })]);
    expect(r.physicalExam.vitals).toMatchObject({ bloodPressure: '150/95 mmHg', heartRate: '98 bpm' });
    expect(r.familyHistory.father).toEqual(['heart attack (at 60)']);
    expect(r.plan.medications.map((m) => m.name)).toEqual(['aspirin']);

    // Every filled item rests on segments of the stored transcript: its own path, its parent's, or
    // (prose written sentence by sentence, `<field>.<n>`) every sentence of it.
    const leaves = filledLeaves(r).filter((p) => !FROM_RECORD.test(p));
    expect(leaves.length).toBeGreaterThan(20);
    const unsupported = leaves.filter((leaf) => {
      const covering = stored.evidence.filter(
        (e) => leaf === e.path || leaf.startsWith(`${e.path}.`) || e.path.startsWith(`${leaf}.`),
      );
      return (
        covering.length === 0 ||
        covering.some((e) => e.segmentIds.length === 0 || !e.segmentIds.every((id) => segmentIds.has(id)))
      );
    });
    expect(unsupported).toEqual([]);
    // The extractor's own statements are never flagged as possibly invented.
    expect(stored.flags.filter((f) => f.kind === 'unsupported')).toEqual([]);
  }, 120_000);
});
