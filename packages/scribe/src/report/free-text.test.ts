import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinNoteTemplate, type StoredReport } from '@asha/contracts';
import { createLlmEngine } from '../llm/index.js';
import { noteTemplateJsonSchema, renderNote } from '../note-types/index.js';
import { transcriptFromText } from '../transcript-text/index.js';
import { writeReport } from './write.js';

const letter = builtinNoteTemplate('referral-letter')!;

// s1 … s7, in order.
const consult = transcriptFromText(
  [
    'Doctor: What brings you in today?',
    'Patient: I have had headaches for two months, worse in the mornings.',
    'Doctor: Any chest pain?',
    'Patient: No, no chest pain.',
    'Patient: I take amlodipine 5 mg once a day for my blood pressure.',
    'Doctor: I am referring you to neurology for an opinion on these headaches.',
    'Doctor: I will ask them whether you need an MRI of the brain.',
  ].join('\n'),
);

const sentence = (text: string, segmentIds: string[] = []) => ({ text, segmentIds });

// A referral letter as a model writes it: three sentences true to the consultation, three not.
const letterFill = {
  reason: { sentences: [sentence('Referred to neurology for an opinion on her headaches.', ['s6'])] },
  history: {
    sentences: [
      sentence('She has had headaches for two months, worse in the mornings.', ['s2', 'zz9']),
      sentence('She also has chest pain.', ['s3']),
      sentence('She takes amlodipine 10 mg once a day.', ['s5']),
      sentence('She is keen to be seen within the week.'),
    ],
  },
  medications: { medications: [{ name: 'amlodipine', dosage: '5 mg once a day', indication: 'blood pressure' }] },
  'medicine-orders': { medicationOrders: [] },
  allergies: { allergies: [] },
  findings: {
    vitals: { bloodPressure: null, heartRate: null, temperature: null, respiratoryRate: null, weight: null },
    physicalExam: { generalAppearance: null, cardiovascular: null, respiratory: null, extremities: null },
  },
  investigations: { investigations: [] },
  request: { sentences: [sentence('Please advise whether an MRI of the brain is needed.', ['s7'])] },
};

type Body = {
  messages: { role: string; content: string }[];
  response_format: { json_schema: { schema: { properties: Record<string, { description?: string }> } } };
};

describe('a language model writing a note type’s free text', () => {
  // A local server speaking OpenAI's chat-completions wire format: records the request, answers the letter.
  const bodies: Body[] = [];
  let server: http.Server;
  let baseUrl = '';
  let stored: StoredReport;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        bodies.push(JSON.parse(raw) as Body);
        const message = { role: 'assistant', content: JSON.stringify(letterFill) };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const llm = createLlmEngine({ kind: 'openai', baseUrl, apiKey: 'sk-test', model: 'm' });
    stored = await writeReport(consult, { llm, noteType: letter });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const flagOn = (path: string) => stored.flags.find((f) => f.path === path);

  it('asks for each free section as sentences citing transcript lines, with its instruction, and sends the lines’ ids', () => {
    const body = bodies[0]!;
    const request = body.response_format.json_schema.schema.properties.request!;
    expect(request.description).toContain('What the referring clinician asks of the colleague');
    expect(noteTemplateJsonSchema(letter)).toMatchObject({
      properties: {
        request: {
          required: ['sentences'],
          properties: { sentences: { items: { required: ['text', 'segmentIds'], additionalProperties: false } } },
        },
      },
    });
    const system = body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toMatch(/- history \(History\): .* Free text: sentences, each with the ids of the transcript lines/);
    expect(body.messages.find((m) => m.role === 'user')!.content).toContain('[s4] Patient: No, no chest pain.');
  });

  it('puts the answer in the free sections, each sentence with the lines it rests on, and renders it as the letter', () => {
    expect(stored.patientReport.noteText?.request).toEqual(['Please advise whether an MRI of the brain is needed.']);
    const note = renderNote(letter, stored);
    const section = (id: string) => note.sections.find((s) => s.id === id)!;
    expect(section('reason').statements).toEqual([
      {
        text: 'Referred to neurology for an opinion on her headaches.',
        paths: ['noteText.reason.0'],
        segmentIds: expect.arrayContaining(['s6']),
      },
    ]);
    expect(section('request').statements.map((s) => [s.text, s.segmentIds.includes('s7')])).toEqual([
      ['Please advise whether an MRI of the brain is needed.', true],
    ]);
    // A line the model cites that the transcript does not have is no evidence.
    const first = section('history').statements[0]!;
    expect(first.segmentIds).toContain('s2');
    expect(first.segmentIds).not.toContain('zz9');
    expect(flagOn('noteText.reason.0')).toBeUndefined();
    expect(flagOn('noteText.history.0')).toBeUndefined();
    expect(flagOn('noteText.request.0')).toBeUndefined();
  });

  it('flags a sentence claiming a denied symptom, a dose not said, and one resting on nothing said', () => {
    expect(flagOn('noteText.history.1')).toMatchObject({
      kind: 'contradicted',
      section: 'noteText',
      claim: 'negation',
    });
    expect(flagOn('noteText.history.2')).toMatchObject({ claim: 'dose' });
    expect(flagOn('noteText.history.3')).toMatchObject({
      kind: 'unsupported',
      claim: 'statement',
      text: 'She is keen to be seen within the week.',
      reason: 'Nothing said in the consultation supports this sentence',
    });
  });
});

describe('a note type’s free section without a model', () => {
  it('is the built-in writer’s facts as prose, as before, and no free text is written', async () => {
    const stored = await writeReport(consult);
    expect(stored.patientReport.noteText).toBeUndefined();
    const reason = renderNote(letter, stored).sections.find((s) => s.id === 'reason')!;
    expect(reason.statements.map((s) => s.text)).toContain('Neurology');
    expect(reason.statements.every((s) => s.paths.every((p) => !p.startsWith('noteText')))).toBe(true);
  });
});
