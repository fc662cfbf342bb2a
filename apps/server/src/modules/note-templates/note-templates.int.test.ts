import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, NoteTypeList, StoredNoteTemplate, TypedNoteView } from '@asha/contracts';
import { builtinNoteTemplate } from '@asha/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { readyConsultation } from '../../test/notes.js';
import { withTransaction } from '../../lib/transaction.js';
import { insertTemplate } from './store.js';

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;

describe('note templates: a clinician’s own, versioned; the clinic’s, used by all; used on notes like any type', () => {
  let t: TestApp;
  let a: Doc;
  let b: Doc;
  let mine: StoredNoteTemplate;
  let clinic: StoredNoteTemplate;

  beforeAll(async () => {
    t = await createTestApp({ LLM_ENGINE: 'none' });
    a = await clinicianWithPatient(t, 'doctor-tpl-a', 'Ravi Kumar');
    b = await clinicianWithPatient(t, 'doctor-tpl-b');
    const row = await withTransaction(t.ctx.database, (tx) =>
      insertTemplate(tx.db, null, { ...builtinNoteTemplate('follow-up')!, name: 'Clinic follow-up' }),
    );
    clinic = { id: row.row.id } as StoredNoteTemplate;
  });
  afterAll(() => t.close());

  const call = <T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: Doc = a, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) }).then((r) => ({
      status: r.statusCode,
      body: (r.headers['content-type']?.toString().includes('json') ? r.json() : r.body) as T & { error?: string },
    }));
  const titles = (v: TypedNoteView) => v.note.sections.map((s) => s.title);

  it('makes a copy of a built-in type as version 1 of the clinician’s own template, listed after the built-ins', async () => {
    const made = await call<StoredNoteTemplate>('POST', '/api/note-templates', a, { copyOf: 'soap' });
    expect(made.status).toBe(201);
    mine = made.body;
    expect(mine).toMatchObject({ owner: 'mine', version: 1, template: { name: 'SOAP note (copy)', version: 1 } });
    expect(mine.id).toMatch(/^tpl-[0-9a-f]{16}$/);
    expect(mine.template.id).toBe(mine.id);
    const list = (await call<NoteTypeList>('GET', '/api/note-templates')).body.items;
    expect(list.slice(0, 6).every((i) => i.owner === 'builtin')).toBe(true);
    expect(list.slice(6).map((i) => [i.name, i.owner])).toEqual([
      ['Clinic follow-up', 'clinic'],
      ['SOAP note (copy)', 'mine'],
    ]);
  });

  it('saves an edit as the next version; an edit of an older version is refused', async () => {
    const sections = [...mine.template.sections].reverse().map((s, i) => (i === 0 ? { ...s, title: 'Next steps' } : s));
    const saved = await call<StoredNoteTemplate>('PUT', `/api/note-templates/${mine.id}`, a, {
      baseVersion: 1,
      template: { ...mine.template, name: 'My SOAP', sections },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, template: { name: 'My SOAP', version: 2 } });
    expect(saved.body.template.sections.map((s) => s.title)).toEqual([
      'Next steps',
      'Assessment',
      'Objective',
      'Subjective',
    ]);
    const stale = await call('PUT', `/api/note-templates/${mine.id}`, a, { baseVersion: 1, template: mine.template });
    expect(stale.status).toBe(409);
    mine = saved.body;
  });

  it('refuses a bad template with 400 naming the section and what is wrong', async () => {
    const sections = mine.template.sections.map((s, i) => (i === 1 ? { ...s, show: 'table', title: '' } : s));
    const bad = await call('PUT', `/api/note-templates/${mine.id}`, a, {
      baseVersion: 2,
      template: { ...mine.template, sections },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/section 2, title: the section title must not be empty/);
    expect(bad.body.error).toMatch(
      /section 2, show: 'table' is not a way to show a section: use list, prose, prescription or free/,
    );
    const none = await call('POST', '/api/note-templates', a, {
      template: { name: 'Empty', description: 'x', sections: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/a template needs at least one section/);
    expect((await call<StoredNoteTemplate>('GET', `/api/note-templates/${mine.id}`)).body.version).toBe(2);
  });

  it('answers another clinician 404 for the template, and refuses it as their note type', async () => {
    for (const [method, payload] of [
      ['GET'],
      ['PUT', { baseVersion: 2, template: mine.template }],
      ['DELETE'],
    ] as const)
      expect((await call(method, `/api/note-templates/${mine.id}`, b, payload)).status).toBe(404);
    expect((await call<NoteTypeList>('GET', '/api/note-templates', b)).body.items.map((i) => i.id)).not.toContain(
      mine.id,
    );
    const bad = await call('PUT', '/api/settings/note-type', b, { defaultNoteType: mine.id });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/is not a note type you can use/);
  });

  it('lets every clinician use the clinic’s template but none change it', async () => {
    const seen = await call<StoredNoteTemplate>('GET', `/api/note-templates/${clinic.id}`, b);
    expect(seen.body).toMatchObject({ owner: 'clinic', template: { name: 'Clinic follow-up' } });
    const edit = await call('PUT', `/api/note-templates/${clinic.id}`, b, {
      baseVersion: 1,
      template: seen.body.template,
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error).toMatch(/clinic's template: you can use it but not change it/);
    expect((await call('DELETE', `/api/note-templates/${clinic.id}`, a)).status).toBe(403);
    const set = await call('PUT', '/api/settings/note-type', b, { defaultNoteType: clinic.id });
    expect(set.body).toEqual({ defaultNoteType: clinic.id });
    const conv = await readyConsultation(t, b);
    const typed = (await call<TypedNoteView>('GET', `/api/conversations/${conv.id}/note/typed`, b)).body;
    expect(typed).toMatchObject({ noteType: clinic.id, note: { template: { name: 'Clinic follow-up', version: 1 } } });
  });

  it('shows a signed note in the template version it was signed in after the template is edited', async () => {
    const { id } = await readyConsultation(t, a);
    const note = (p = '') => `/api/conversations/${id}/note${p}`;
    const chosen = await call<Note>('PUT', note('/type'), a, { baseVersion: 1, noteType: mine.id });
    expect(chosen.body.current).toMatchObject({ version: 2, noteType: mine.id, noteTypeVersion: 2 });
    expect(titles((await call<TypedNoteView>('GET', note('/typed'))).body)).toEqual([
      'Next steps',
      'Assessment',
      'Objective',
      'Subjective',
    ]);
    const signed = await call<Note>('POST', note('/sign'), a, { baseVersion: 2, confirmUnresolved: true });
    expect(signed.body.status).toBe('signed');

    const sections = mine.template.sections.map((s) => (s.title === 'Assessment' ? { ...s, title: 'Impression' } : s));
    const v3 = await call<StoredNoteTemplate>('PUT', `/api/note-templates/${mine.id}`, a, {
      baseVersion: 2,
      template: { ...mine.template, sections },
    });
    expect(v3.body.version).toBe(3);
    const typed = (await call<TypedNoteView>('GET', note('/typed'))).body;
    expect(typed.note.template).toMatchObject({ name: 'My SOAP', version: 2 });
    expect(titles(typed)[1]).toBe('Assessment');
    const text = await call<string>('GET', `/api/conversations/${id}/export?format=text&type=${mine.id}`);
    expect(text.body).toMatch(/^ASSESSMENT\n- Headache$/m);
    expect(text.body).not.toMatch(/IMPRESSION/);
    const fhir = await call<{ entry: { resource: { resourceType: string; section?: { title: string }[] } }[] }>(
      'GET',
      `/api/conversations/${id}/export?format=fhir&type=${mine.id}`,
    );
    const composition = fhir.body.entry.find((e) => e.resource.resourceType === 'Composition')!.resource;
    expect(composition.section!.map((x) => x.title)).toContain('Assessment');
    expect(composition.section!.map((x) => x.title)).not.toContain('Impression');
    const pdf = await t.app.inject({
      url: `/api/conversations/${id}/export?format=pdf&type=${mine.id}`,
      headers: a.auth,
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // An amendment is a new, unsigned version: it reads in the template's newest version.
    await call('POST', note('/amend'), a, { baseVersion: 2, reason: 'Add the plan' });
    expect(titles((await call<TypedNoteView>('GET', note('/typed'))).body)[1]).toBe('Impression');
  });

  it('removes a template from the list and the choices; notes written in it still read', async () => {
    expect((await call('DELETE', `/api/note-templates/${mine.id}`)).status).toBe(204);
    expect((await call<NoteTypeList>('GET', '/api/note-templates')).body.items.map((i) => i.id)).not.toContain(mine.id);
    expect((await call('GET', `/api/note-templates/${mine.id}`)).status).toBe(404);
    const { id } = await readyConsultation(t, a);
    const refused = await call('PUT', `/api/conversations/${id}/note/type`, a, { baseVersion: 1, noteType: mine.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/was removed/);
  });
});
