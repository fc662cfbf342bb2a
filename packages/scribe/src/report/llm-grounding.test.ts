import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmEngine } from '../llm/index.js';
import { transcriptFromText } from '../transcript-text/index.js';
import { factsForPrompt } from './llm-grounding.js';
import { writeReport } from './write.js';

describe('the extractor’s facts as the model’s grounding', () => {
  it('keeps the values, drops evidence ids and empty fields', () => {
    const facts = {
      vitals: { bloodPressure: { value: '150/95 mmHg', segmentIds: ['s2'] } },
      medications: [{ value: { name: 'metformin', dosage: '500 mg', indication: null }, segmentIds: ['s3'] }],
      allergies: [],
      onset: null,
      social: {},
    };
    expect(factsForPrompt(facts)).toBe(
      '{"vitals":{"bloodPressure":"150/95 mmHg"},"medications":[{"name":"metformin","dosage":"500 mg"}]}',
    );
    expect(factsForPrompt({ allergies: [] })).toBe('{}');
  });

  // A local server speaking OpenAI's chat-completions wire format records what the model is sent.
  const bodies: { messages: { role: string; content: string }[] }[] = [];
  let server: http.Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        bodies.push(JSON.parse(raw) as (typeof bodies)[number]);
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'model not loaded' } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends the facts with the transcript, redacted like it, and the checker still writes a report when the model fails', async () => {
    const consult = transcriptFromText(
      'Doctor: Good morning Maria Lopez, what brings you in?\nPatient: I have had chest pain for two days.\nDoctor: Do you take any medicines?\nPatient: Metformin 500 mg twice a day for my diabetes.',
    );
    const llm = createLlmEngine({ kind: 'openai', baseUrl, apiKey: 'sk-test', model: 'm' });
    const stored = await writeReport(consult, { llm, patient: { name: 'Maria Lopez' } });
    const user = bodies[0]!.messages.find((m) => m.role === 'user')!.content;
    expect(user).toMatch(/^Facts a rule-based extractor found in the whole consultation \(JSON\)/);
    expect(user).toMatch(/"medications":\[\{"name":"metformin"/i);
    expect(user).toContain('Transcript:\nDoctor: Good morning [PATIENT_NAME]');
    expect(user).not.toContain('Maria');
    expect(stored.patientReport.metadata.engine).toBe('deterministic');
    expect(stored.patientReport.medications.current.map((m) => m.name)).toContain('metformin');
  });
});
