import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PatientCopyContent } from '@asha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmEngine } from '../../llm/create.js';
import { fullReport } from '../testing/fixtures.js';
import { writePatientCopy } from './index.js';
import { plainPatientCopy } from './plain.js';

/** A stand-in for an OpenAI-compatible chat API: answers with `answer(content sent)` and keeps what it was sent. */
let server: http.Server;
let baseUrl = '';
const seen: Array<{ system: string; user: string }> = [];
let answer: (english: PatientCopyContent) => unknown = (e) => e;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: Array<{ role: string; content: string }> };
      const [system, user] = [messages[0]!.content, messages[1]!.content];
      seen.push({ system, user });
      const content = JSON.stringify(answer(JSON.parse(user) as PatientCopyContent));
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const engine = () => createLlmEngine({ kind: 'openai', baseUrl, apiKey: 'test-key', model: 'test-model' });
const patient = { name: 'Priya Sharma', phone: '+91 98450 00000' };

/** What the stand-in's 'model' does: every string written in Devanagari words, the placeholders kept. */
const hindi = (e: PatientCopyContent): PatientCopyContent => {
  const tr = (s: string) => `हिन्दी: ${s}`;
  return {
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
};

describe("the patient's copy", () => {
  it('is plain English from the note: what was found, what to do, medicines, when to come back, warning signs', () => {
    const c = plainPatientCopy(fullReport());
    expect(c.found).toEqual([
      'Most likely migraine without aura.',
      'No sign of subarachnoid haemorrhage.',
      'Test result: CT head: no bleed.',
      'Test result: Hemoglobin 12.9.',
    ]);
    expect(c.whatToDo).toEqual([
      'Keep a headache diary.',
      'Regular sleep.',
      'Have this test done: Fasting lipid profile.',
      'Procedure: Greater occipital nerve block recommended.',
      'See the neurology team as arranged.',
    ]);
    expect(c.medicines).toEqual([
      { name: 'Sumatriptan', how: '50 mg at onset, may repeat after 2 hours.' },
      { name: 'Amlodipine', how: 'New dose: 10 mg once daily.' },
    ]);
    expect(c.comeBack).toBe('In 2 weeks.');
    expect(c.warningSigns[0]).toBe('Sooner if the headache is sudden and severe.');
  });

  it('is partly in Hindi without a language model, saying which parts stay in English', async () => {
    const copy = await writePatientCopy(fullReport(), 'hi', { engine: null, redact: true, patient });
    expect(copy).toMatchObject({ language: 'hi', translated: false, translation: 'partial', engine: 'built-in' });
    expect(copy.content.headings.title).toBe('आपकी मुलाक़ात का सारांश');
    expect(copy.notice).toMatch(
      /^Partly in Hindi, without a language model: .* marked \(अंग्रेज़ी में\), in: ‘What we found’/,
    );
    expect(copy.notice).toMatch(/A language model \(Models page\) translates the whole copy\.$/);
  });

  it('stays in plain English without a language model for a language with no phrase tables', async () => {
    const copy = await writePatientCopy(fullReport(), 'mr', { engine: null, redact: true, patient });
    expect(copy).toMatchObject({ language: 'en', translated: false, translation: 'none', englishSections: [] });
    expect(copy.notice).toMatch(/plain English: a copy in Marathi needs a language model/);
  });

  it("is written in the patient's language by the model, with the patient's identifiers kept from it", async () => {
    answer = hindi;
    const r = fullReport();
    r.plan.followUp.notes = 'Priya Sharma should come sooner if the headache is sudden; call +91 98450 00000.';
    const copy = await writePatientCopy(r, 'hi', { engine: engine(), redact: true, patient });
    expect(copy).toMatchObject({
      language: 'hi',
      translated: true,
      translation: 'full',
      englishSections: [],
      engine: 'openai:test-model',
      notice: null,
    });
    expect(copy.content.headings.title).toBe('आपकी मुलाक़ात का सारांश');
    expect(copy.content.medicines[0]).toEqual({
      name: 'Sumatriptan',
      how: 'हिन्दी: 50 mg at onset, may repeat after 2 hours.',
    });
    expect(copy.content.warningSigns[0]).toBe(
      'हिन्दी: Priya Sharma should come sooner if the headache is sudden; call +91 98450 00000.',
    );
    const sent = seen.at(-1)!;
    expect(sent.system).toContain('into Hindi');
    expect(sent.user).not.toContain('Priya');
    expect(sent.user).not.toContain('98450');
    expect(sent.user).toContain('[PATIENT_NAME]');
  });

  it('falls back to the built-in copy, saying why, when the translation leaves items out', async () => {
    answer = (e) => ({ ...hindi(e), warningSigns: [] });
    const copy = await writePatientCopy(fullReport(), 'ta', { engine: engine(), redact: true, patient });
    expect(copy).toMatchObject({ language: 'ta', translated: false, translation: 'partial' });
    expect(copy.notice).toMatch(/The Tamil translation failed \(The Tamil translation left out or added items\)/);
    const mr = await writePatientCopy(fullReport(), 'mr', { engine: engine(), redact: true, patient });
    expect(mr).toMatchObject({ language: 'en', translation: 'none' });
    expect(mr.notice).toMatch(/plain English: the Marathi translation failed/);
  });

  it('asks no model for an English copy', async () => {
    const before = seen.length;
    const copy = await writePatientCopy(fullReport(), 'en', { engine: engine(), redact: true, patient });
    expect(copy).toMatchObject({ language: 'en', translated: false, notice: null });
    expect(seen.length).toBe(before);
  });
});
