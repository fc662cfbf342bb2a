import type { PatientCopy, PatientCopyContent } from '@asha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/index.js';
import { startChatServer } from '../../test/chat-server.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { readyConsultation } from '../../test/notes.js';
import { copyLanguage } from './patient-copy.service.js';
import { eq } from 'drizzle-orm';

/** What the stand-in 'model' writes: the copy's every line in Devanagari words, the placeholders kept. */
function hindi(user: string): string {
  const e = JSON.parse(user) as PatientCopyContent;
  const tr = (s: string) => `हिन्दी में: ${s}`;
  const out: PatientCopyContent = {
    headings: {
      title: 'आपकी मुलाक़ात का सारांश',
      found: 'हमें क्या मिला',
      whatToDo: 'क्या करें',
      medicines: 'आपकी दवाइयाँ',
      comeBack: 'कब वापस आएँ',
      warningSigns: 'तुरंत मदद लें अगर',
    },
    found: e.found.map(tr),
    whatToDo: e.whatToDo.map(tr),
    medicines: e.medicines.map((m) => ({ name: m.name, how: tr(m.how) })),
    comeBack: e.comeBack && tr(e.comeBack),
    warningSigns: e.warningSigns.map(tr),
  };
  return JSON.stringify(out);
}

describe("the patient's copy written by a language model", () => {
  let t: TestApp;
  let chat: Awaited<ReturnType<typeof startChatServer>>;
  let a: Awaited<ReturnType<typeof clinicianWithPatient>>;
  let conv: string;

  beforeAll(async () => {
    chat = await startChatServer(hindi);
    t = await createTestApp({
      LLM_ENGINE: 'openai',
      OPENAI_BASE_URL: chat.baseUrl,
      OPENAI_API_KEY: 'server-key',
      LLM_MODEL: 'test-model',
    });
    a = await clinicianWithPatient(t, 'doctor-copy-a', 'Meera Iyer');
    conv = (await readyConsultation(t, a)).id;
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });

  const get = (q: string) => t.app.inject({ url: `/api/conversations/${conv}/patient-copy${q}`, headers: a.auth });

  it("is in the consultation's language when the patient has none, written once per version and kept", async () => {
    await t.ctx.database.db.update(conversations).set({ language: 'hi' }).where(eq(conversations.id, conv));
    const first = (await get('')).json<PatientCopy>();
    expect(first).toMatchObject({
      language: 'hi',
      requestedLanguage: 'hi',
      translated: true,
      engine: 'openai:test-model',
      notice: null,
      noteVersion: 1,
    });
    expect(first.content.headings.title).toBe('आपकी मुलाक़ात का सारांश');
    expect(first.content.warningSigns.every((w) => w.startsWith('हिन्दी में: '))).toBe(true);
    expect(chat.requests).toHaveLength(1);
    expect(chat.requests[0]!.system).toContain('into Hindi');
    expect(chat.requests[0]!.authorization).toBe('Bearer server-key');
    expect((await get('')).json<PatientCopy>().content).toEqual(first.content);
    const pdf = await get('?format=pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="patient-copy-hi-/);
    expect(chat.requests).toHaveLength(1);
  });

  it("follows the patient's preferred language over the consultation's", async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/patients/${a.patientId}`,
      headers: a.auth,
      payload: { preferredLanguage: 'mr' },
    });
    const copy = (await get('')).json<PatientCopy>();
    expect(copy).toMatchObject({ language: 'mr', requestedLanguage: 'mr', translated: true });
    expect(chat.requests.at(-1)!.system).toContain('into Marathi');
  });
});

describe('the language of a patient copy', () => {
  it('is the one asked for, else the patient’s, else the consultation’s, else English', () => {
    expect(copyLanguage('ta', 'hi', 'bn')).toBe('ta');
    expect(copyLanguage(undefined, 'hi', 'bn')).toBe('hi');
    expect(copyLanguage(undefined, null, 'bn')).toBe('bn');
    expect(copyLanguage(undefined, null, 'Tamil')).toBe('ta');
    expect(copyLanguage(undefined, null, 'ur')).toBe('en');
    expect(copyLanguage(undefined, null, null)).toBe('en');
  });
});
