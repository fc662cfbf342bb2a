import { startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';
import { registerWorkers } from '../../background.js';
import { createRecordKey } from '../../modules/record-keys/keys.service.js';
import { clinicianWithPatient } from '../consultations.js';
import { createTestApp, type TestApp } from '../harness.js';

/** What the stood-in speech service hears in every recording. */
export const SPOKEN = 'Good morning, what brings you in today? I have had a headache for three days.';

/** The server's answer to an injected request. */
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface ProtocolApp {
  t: TestApp;
  doctor: Awaited<ReturnType<typeof clinicianWithPatient>>;
  /** a record-system key acting for `doctor` */
  key: string;
  /** the protocol's calls, with `key` unless another is given */
  headers(k?: string): { 'x-api-key': string };
  create(body: object, k?: string): Promise<Answer>;
  status(id: string, k?: string): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * The real server and its workers for the scribe protocol's tests: speech stood in at OpenAI's wire
 * format (every recording is heard as SPOKEN), no language model, and one clinician with a patient
 * and a record-system key acting for them.
 */
export async function startProtocolApp(sub: string, patientName?: string): Promise<ProtocolApp> {
  const mock = await startOpenAiAudioMock(() => ({ status: 200, body: verboseJson(SPOKEN, 'english') }));
  const t = await createTestApp({
    SPEECH_ENGINE: 'openai',
    OPENAI_BASE_URL: mock.baseUrl,
    OPENAI_API_KEY: 'sk-server-key',
    MODEL_AUTO_PULL: 'false',
    LLM_ENGINE: 'none',
  });
  const stopWorkers = await registerWorkers(t.ctx);
  const doctor = await clinicianWithPatient(t, sub, patientName);
  const { key } = await createRecordKey(t.ctx.database.db, { name: 'Ward EMR', clinicianId: doctor.clinicianId });
  const headers = (k = key) => ({ 'x-api-key': k });
  return {
    t,
    doctor,
    key,
    headers,
    create: (body, k) => t.app.inject({ method: 'POST', url: '/v1/sessions', headers: headers(k), payload: body }),
    status: (id, k) => t.app.inject({ method: 'GET', url: `/v1/sessions/${id}`, headers: headers(k) }),
    async close() {
      await stopWorkers();
      await t.close();
      await mock.close();
    },
  };
}
