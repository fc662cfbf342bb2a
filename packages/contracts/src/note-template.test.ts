import { describe, expect, it } from 'vitest';
import { BUILTIN_NOTE_TEMPLATES } from './note-types/index.js';
import { parseNoteTemplate } from './note-template-parse.js';

const custom = () => ({
  id: 'dental',
  name: 'Dental visit',
  version: 2,
  description: 'A dental check-up.',
  sections: [
    { id: 'complaint', title: 'Complaint', from: ['chiefComplaint'], show: 'prose', instruction: 'The complaint.' },
    { id: 'rx', title: 'Rx', from: ['medicationOrders'], show: 'prescription', instruction: 'The medicines.' },
  ],
});

describe('note templates', () => {
  it('offers the six built-in note types, each a valid template with its own id', () => {
    expect(BUILTIN_NOTE_TEMPLATES.map((t) => t.id)).toEqual([
      'soap',
      'history-physical',
      'follow-up',
      'opd-prescription',
      'referral-letter',
      'patient-instructions',
    ]);
    for (const t of BUILTIN_NOTE_TEMPLATES) {
      const parsed = parseNoteTemplate(JSON.parse(JSON.stringify(t)));
      expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    }
  });

  it('accepts a clinic template written as JSON', () => {
    const parsed = parseNoteTemplate(custom());
    expect(parsed.ok && parsed.template.sections.map((s) => s.title)).toEqual(['Complaint', 'Rx']);
  });

  it('says where a template is wrong, by section number and title, in words', () => {
    const t = custom() as Record<string, unknown> & ReturnType<typeof custom>;
    t.sections[1]!.show = 'table';
    (t.sections[0]! as { from: string[] }).from = ['meds'];
    (t.sections[0] as Record<string, unknown>).colour = 'blue';
    delete (t as Partial<typeof t>).name;
    const parsed = parseNoteTemplate(t);
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toContain('name: the template name is missing');
    expect(problems).toContain("section 1 ('Complaint'): unknown field 'colour'");
    expect(problems.find((p) => p.startsWith("section 1 ('Complaint'), from, item 1: 'meds' is not a fact"))).toMatch(
      /use one of chiefComplaint, .*medicationOrders/,
    );
    expect(problems).toContain(
      "section 2 ('Rx'), show: 'table' is not a way to show a section: use list, prose, prescription or free",
    );
  });

  it('refuses a prescription of anything but the medicine orders, repeated section ids and an empty list section', () => {
    const t = custom();
    t.sections[1]!.from = ['assessment'];
    t.sections.push({ id: 'complaint', title: 'Again', from: [], show: 'list', instruction: 'x' });
    const parsed = parseNoteTemplate(t);
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      "section 2 ('Rx'), from: a prescription section holds exactly ['medicationOrders']",
      "section 3 ('Again'), from: a list section must name at least one report fact",
      "section 3 ('Again'), id: section id 'complaint' is used twice",
    ]);
    expect(parseNoteTemplate([1, 2])).toEqual({
      ok: false,
      problems: ['a template is a JSON object with id, name, version, description and sections'],
    });
  });
});
