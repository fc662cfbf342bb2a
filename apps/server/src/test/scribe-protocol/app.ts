import { startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';
import { registerWorkers } from '../../background.js';
import { createRecordKey } from '../../modules/record-keys/keys.service.js';
import { clinicianWithPatient } from '../consultations.js';
import { createTestApp, type TestApp } from '../harness.js';

/** What the stood-in speech service hears in every recording. */
export const SPOKEN = 'Good morning, what brings you in today? I have had a headache for three days.';

export interface ProtocolApp {
  t: TestApp;
  doctor: Awaited<ReturnType<typeof clinicianWithPatient>>;
  /** a record-system key acting for `doctor` */
  key: string;
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
  return {
    t,
    doctor,
    key,
    async close() {
      await stopWorkers();
      await t.close();
      await mock.close();
    },
  };
}
