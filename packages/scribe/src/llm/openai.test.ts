import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeReport } from '../report/index.js';
import { labelRoles } from '../roles/index.js';
import { transcriptFromText } from '../transcript-text/index.js';
import { createLlmEngine, LlmError, type LlmEngine } from './index.js';

/** A local server speaking OpenAI's chat-completions wire format; each test queues its answers. */
type Reply = { status?: number; body?: unknown; hang?: boolean };
const received: { body: Record<string, unknown>; raw: string }[] = [];
let replies: Reply[] = [];
let server: http.Server;
let baseUrl = '';

function completion(content: string | null, refusal: string | null = null) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ raw, body: JSON.parse(raw) as Record<string, unknown> });
      const reply = replies.shift() ?? { status: 500, body: { error: { message: 'no reply queued' } } };
      if (reply.hang) return; // never answers: the client's timeout must fire
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  received.length = 0;
  replies = [];
});

const engine = (timeoutMs = 5000): LlmEngine =>
  createLlmEngine({ kind: 'openai', baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs })!;
const Answer = z.object({ diagnosis: z.string(), certainty: z.enum(['confirmed', 'probable']).nullable() });
const ask = (e = engine()) => e.generateJson({ system: 's', user: 'u', schema: Answer, schemaName: 'answer' });

describe('OpenAI-compatible engine', () => {
  it('sends a strict JSON-schema request and returns the validated answer', async () => {
    replies = [{ body: completion('{"diagnosis":"Migraine","certainty":"probable"}') }];
    expect(await ask()).toEqual({ diagnosis: 'Migraine', certainty: 'probable' });
    const format = received[0]!.body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: Record<string, unknown> };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema).toMatchObject({
      required: ['diagnosis', 'certainty'],
      additionalProperties: false,
    });
  });

  it('repairs an incomplete answer and retries malformed JSON once', async () => {
    replies = [{ body: completion('```json\n{"diagnosis":"Migraine"}\n```') }];
    expect(await ask()).toEqual({ diagnosis: 'Migraine', certainty: null });
    replies = [
      { body: completion('{"diagnosis": "Migr') },
      { body: completion('{"diagnosis":"Migraine","certainty":"confirmed"}') },
    ];
    expect(await ask()).toEqual({ diagnosis: 'Migraine', certainty: 'confirmed' });
    expect(received).toHaveLength(3);
  });

  it('gives up with a permanent error after two malformed answers', async () => {
    replies = [{ body: completion('not json') }, { body: completion('{"certainty": 3}') }];
    const err = await ask().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).transient).toBe(false);
  });

  it('reports a refusal as a permanent error', async () => {
    replies = [{ body: completion(null, "I can't help with that.") }];
    await expect(ask()).rejects.toMatchObject({
      transient: false,
      message: expect.stringContaining("I can't help with that."),
    });
  });

  it('classifies 500 and 429 as transient', async () => {
    replies = [{ status: 500, body: { error: { message: 'boom' } } }];
    await expect(ask()).rejects.toMatchObject({ name: 'LlmError', transient: true });
    replies = [{ status: 429, body: { error: { message: 'slow down' } } }];
    await expect(ask()).rejects.toMatchObject({ transient: true });
    replies = [{ status: 401, body: { error: { message: 'bad key' } } }];
    await expect(ask()).rejects.toMatchObject({ transient: false });
  });

  it('times out when the server never answers', async () => {
    replies = [{ hang: true }];
    await expect(ask(engine(300))).rejects.toMatchObject({
      transient: true,
      message: 'The language model did not answer in time',
    });
  });
});

const consult = transcriptFromText(
  'Doctor: Hello Maria Lopez, still on 555-123-4567 and maria@example.com?\nPatient: Yes. I take lisinopril 20 mg for blood pressure and have had a headache for two days.\nDoctor: Your blood pressure is 150 over 90.',
);
const modelReport = {
  patientInfo: { name: '[PATIENT_NAME]', age: null, gender: null, dateOfBirth: null },
  chiefComplaint: 'Headache',
  historyOfPresentIllness: {
    onset: null,
    duration: '2 days',
    course: null,
    narrative: '[PATIENT_NAME] reports a headache for 2 days.',
    associatedSymptoms: ['nausea'],
  },
  pastMedicalHistory: { conditions: ['hypertension'] },
  medications: { current: [{ name: 'Lisinopril', dosage: '20 mg', indication: 'blood pressure' }] },
  allergies: [],
  familyHistory: [{ relation: 'Mother', conditions: ['stroke'] }],
  reviewOfSystems: [],
  physicalExam: {
    vitals: { bloodPressure: null, heartRate: null, temperature: null, respiratoryRate: null, weight: null },
    generalAppearance: null,
    cardiovascular: null,
    respiratory: null,
    extremities: null,
  },
  assessment: [{ diagnosis: 'Tension headache', certainty: 'possible', rationale: null }],
  plan: {
    investigations: [],
    referrals: [],
    medications: [],
    lifestyleRecommendations: [],
    followUp: { timeline: null, notes: null },
  },
  visitSummary: null,
}; // socialHistory left out on purpose: the engine must repair it

describe('writeReport with the OpenAI-compatible engine', () => {
  it('redacts identifiers on the wire, restores them, adds evidence and flags', async () => {
    replies = [{ body: completion(JSON.stringify(modelReport)) }];
    const stored = await writeReport(consult, { llm: engine(), patient: { name: 'Maria Lopez' } });
    for (const secret of ['Maria', 'Lopez', '555-123-4567', 'maria@example.com'])
      expect(received[0]!.raw).not.toContain(secret);
    expect(received[0]!.raw).toContain('[PATIENT_NAME]');
    const r = stored.patientReport;
    expect(r.metadata.engine).toBe('openai:test-model');
    expect(r.historyOfPresentIllness.narrative).toBe('Maria Lopez reports a headache for 2 days.');
    expect(r.socialHistory.tobacco).toBeNull();
    expect(r.familyHistory).toEqual({ mother: ['stroke'] });
    expect(stored.evidence.find((e) => e.path === 'medications.current.0')?.segmentIds).toEqual(['s2']);
    const flags = stored.flags.map((f) => [f.kind, f.path ?? f.text]);
    expect(flags).toEqual(
      expect.arrayContaining([
        ['unsupported', 'historyOfPresentIllness.associatedSymptoms.0'],
        ['unsupported', 'familyHistory.mother.0'],
        ['omitted', 'Blood pressure 150/90 mmHg'],
      ]),
    );
    expect(flags).not.toContainEqual(['unsupported', 'medications.current.0']);
  });

  it('falls back to the deterministic report when the answers stay unusable, and rethrows transient failures', async () => {
    replies = [{ body: completion('garbage') }, { body: completion('still garbage') }];
    const stored = await writeReport(consult, { llm: engine() });
    expect(stored.patientReport.metadata.engine).toBe('deterministic');
    expect(stored.patientReport.medications.current[0]?.name).toBe('lisinopril');
    replies = [{ status: 503, body: { error: { message: 'overloaded' } } }];
    await expect(writeReport(consult, { llm: engine() })).rejects.toMatchObject({ transient: true });
  });

  it('labels speaker roles with the model', async () => {
    replies = [{ body: completion('{"roles":["Patient","Doctor"]}') }];
    expect(await labelRoles(['a', 'b'], engine())).toEqual(['Patient', 'Doctor']);
    replies = [{ body: completion('{"roles":["Patient"]}') }, { body: completion('{"roles":["Patient"]}') }];
    expect(await labelRoles(['Any fever?', 'No, none.'], engine())).toEqual(['Doctor', 'Patient']);
  });
});
