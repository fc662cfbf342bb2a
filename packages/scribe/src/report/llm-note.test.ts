import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_NOTE_TEMPLATES, builtinNoteTemplate } from '@asha/contracts';
import { createLlmEngine } from '../llm/index.js';
import { toGrammarSchema } from '../llm/json-schema.js';
import { noteTemplateJsonSchema, renderNote } from '../note-types/index.js';
import { transcriptFromText } from '../transcript-text/index.js';
import { heldSections, noteFillSchema } from './llm-note.js';
import { writeReport } from './write.js';

type Json = {
  type?: string;
  description?: string;
  properties?: Record<string, Json>;
  required?: string[];
  additionalProperties?: boolean;
};

/** The emptiest answer a schema allows: what a model that says nothing returns. */
function emptiest(s: Json): unknown {
  const types = ([] as unknown[]).concat(s.type ?? 'null');
  if (types.includes('null')) return null;
  if (types.includes('array')) return [];
  if (types.includes('object'))
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, emptiest(v)]));
  return '';
}

describe('the schema a language model fills for each note type', () => {
  it.each(BUILTIN_NOTE_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s: one strict property per section the model writes, in order, each of its facts; valid and a grammar',
    (_, template) => {
      const json = noteTemplateJsonSchema(template) as Json;
      const held = heldSections(template);
      expect(held.length).toBeGreaterThan(0);
      const free = template.sections.filter((s) => s.show === 'free');
      const asked = template.sections.filter((s) => free.includes(s) || held.some((h) => h.id === s.id));
      expect(Object.keys(json.properties!)).toEqual(asked.map((s) => s.id));
      expect(json.required).toEqual(asked.map((s) => s.id));
      for (const s of held) {
        const section = json.properties![s.id]!;
        expect(section.additionalProperties).toBe(false);
        expect(section.required).toEqual(s.facts);
        expect(section.description).toBe(`${s.title}: ${s.instruction}`);
      }
      // A `free` section is asked as sentences, each citing the transcript lines it rests on.
      for (const s of free) {
        const section = json.properties![s.id]!;
        expect(section.required).toEqual(['sentences']);
        expect(section.description).toMatch(new RegExp(`^${s.title}: `));
      }
      // The emptiest answer the JSON schema allows is one the note's own schema takes; a missing section is not.
      expect(noteFillSchema(template).safeParse(emptiest(json)).success).toBe(true);
      expect(noteFillSchema(template).safeParse({}).success).toBe(false);
      expect(() => toGrammarSchema(json as never)).not.toThrow();
    },
  );

  it('asks for the oxygen saturation among the vitals, required as strict structured output needs, text or null', () => {
    const json = noteTemplateJsonSchema(builtinNoteTemplate('soap')!) as Json;
    const vitals = json.properties!.objective!.properties!.vitals!;
    expect(vitals.required).toContain('oxygenSaturation');
    expect(vitals.properties!.oxygenSaturation!.type).toEqual(['string', 'null']);
  });
});

// An OPD prescription as a model fills it: one medicine said (paracetamol), one not (amoxicillin).
const opdFill = {
  complaints: {
    chiefComplaint: 'Fever',
    associatedSymptoms: ['body ache'],
    illnessTiming: { onset: null, duration: '3 days', course: null },
  },
  'known-conditions': { pastMedicalHistory: [] },
  allergies: { allergies: [] },
  findings: {
    vitals: { bloodPressure: '150/95 mmHg', heartRate: null, temperature: null, respiratoryRate: null, weight: null },
    physicalExam: { generalAppearance: null, cardiovascular: null, respiratory: null, extremities: null },
  },
  diagnosis: { assessment: [{ diagnosis: 'Viral fever', certainty: 'probable', rationale: null }] },
  rx: {
    medicationOrders: [
      { name: 'paracetamol', instructions: '650 mg twice a day after food for 5 days', action: 'start' },
      { name: 'amoxicillin', instructions: '500 mg three times a day', action: 'start' },
    ],
  },
  investigations: { investigations: [] },
  advice: { advice: ['Drink plenty of fluids'], referrals: [] },
  review: { followUp: { timeline: 'after 5 days', notes: null } },
};

const consult = transcriptFromText(
  [
    'Doctor: What brings you in today?',
    'Patient: I have had fever for 3 days with body ache.',
    'Patient: I smoke about ten cigarettes a day.',
    'Doctor: Your blood pressure is 150 over 95.',
    'Doctor: This looks like a viral fever.',
    'Doctor: Take paracetamol 650 mg twice a day after food for 5 days.',
    'Doctor: Drink plenty of fluids and come back after 5 days.',
  ].join('\n'),
);

describe('a language model writing the note of a type', () => {
  // A local server speaking OpenAI's chat-completions wire format: records the request, answers the filled note.
  const bodies: {
    messages: { role: string; content: string }[];
    response_format: { json_schema: Json & { name: string; schema: Json } };
  }[] = [];
  let server: http.Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        bodies.push(JSON.parse(raw) as (typeof bodies)[number]);
        const message = { role: 'assistant', content: JSON.stringify(opdFill) };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('asks for the type’s sections with the facts as grounding, and its answer becomes the typed note with evidence and checks', async () => {
    const opd = builtinNoteTemplate('opd-prescription')!;
    const llm = createLlmEngine({ kind: 'openai', baseUrl, apiKey: 'sk-test', model: 'm' });
    const stored = await writeReport(consult, { llm, noteType: opd });

    const body = bodies[0]!;
    const system = body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain("Write the consultation's note as a OPD prescription");
    expect(system).toContain('- rx (Rx): One row per medicine prescribed');
    expect(body.messages.find((m) => m.role === 'user')!.content).toMatch(/^Facts a rule-based extractor found/);
    expect(body.response_format.json_schema.name).toBe('note');
    expect(Object.keys(body.response_format.json_schema.schema.properties!)).toEqual(opd.sections.map((s) => s.id));
    // No free section: the transcript's lines go without their ids.
    expect(body.messages.find((m) => m.role === 'user')!.content).toContain('\nDoctor: What brings you in today?');

    expect(stored.patientReport.metadata.engine).toBe('openai:m');
    const note = renderNote(opd, stored);
    const section = (id: string) => note.sections.find((s) => s.id === id)!;
    const [paracetamol, amoxicillin] = section('rx').rows;
    expect(paracetamol).toMatchObject({
      drug: 'Paracetamol',
      strength: '650 mg',
      schedule: '1-0-1',
      food: 'after food',
      days: '5 days',
    });
    expect(paracetamol!.segmentIds.length).toBeGreaterThan(0);
    expect(section('diagnosis').statements[0]).toMatchObject({ text: 'Viral fever (probable)' });
    expect(section('findings').statements[0]!.segmentIds.length).toBeGreaterThan(0);
    // The checker reads every statement the model wrote: the medicine nobody said is flagged.
    const onAmoxicillin = stored.flags.filter((f) => amoxicillin!.paths.includes(f.path ?? ''));
    expect(onAmoxicillin.map((f) => f.kind)).toContain('unsupported');
    expect(stored.flags.filter((f) => paracetamol!.paths.includes(f.path ?? '') && f.kind !== 'omitted')).toEqual([]);
    // What the type holds no section for stays the built-in writer's, ready for a switch of type.
    expect(stored.patientReport.socialHistory.tobacco).toMatch(/10 cigarettes/i);
  });
});
