import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, NoteHistory, NoteVersion, PatientReport, TranscriptVersion } from '@asha/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, countRows } from '../../test/consultations.js';
import { runRegenerateJob } from './regenerate.js';
import { DIALOGUE, readyConsultation } from '../../test/notes.js';

type Doc = Awaited<ReturnType<typeof clinicianWithPatient>>;

describe('the clinician’s note: versions, sign, amend, transcript corrections, regenerate', () => {
  let t: TestApp;
  let a: Doc;
  let b: Doc;
  let convId: string;
  let reportKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await clinicianWithPatient(t, 'doctor-notes-a', 'Asha Patel');
    b = await clinicianWithPatient(t, 'doctor-notes-b');
    ({ id: convId, reportKey } = await readyConsultation(t, a));
  });
  afterAll(() => t.close());

  const url = (path = '') => `/api/conversations/${convId}${path}`;
  const get = <T>(path: string, who: Doc = a) =>
    t.app.inject({ url: url(path), headers: who.auth }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
  const send = <T>(method: 'PUT' | 'POST', path: string, payload: unknown, who: Doc = a) =>
    t.app
      .inject({ method, url: url(path), payload: payload as object, headers: who.auth })
      .then((r) => ({ status: r.statusCode, body: r.json() as T & { error?: string } }));
  const withDose = (r: PatientReport, dosage: string): PatientReport => ({
    ...r,
    medications: { current: [{ ...r.medications.current[0]!, dosage }] },
  });

  it('makes the pipeline’s report version 1, the AI draft, and keeps it through edits', async () => {
    const first = await get<Note>('/note');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'draft',
      transcriptVersion: 1,
      current: { version: 1, kind: 'ai-draft', authorName: null },
    });
    expect(first.body.current.patientReport.medications.current[0]).toMatchObject({
      name: 'paracetamol',
      dosage: '500 mg 3 times a day',
    });
    const fileBefore = (await t.ctx.storage.getBuffer(reportKey)).toString();

    const saved = await send<Note>('PUT', '/note', {
      baseVersion: 1,
      patientReport: withDose(first.body.current.patientReport, '1 g twice a day'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'edited',
      current: { version: 2, kind: 'edit', authorName: 'doctor-notes-a@clinic.test', changed: ['medications.current'] },
    });
    // The edited medicine is the clinician's: marked so, and its old evidence no longer claims it.
    expect(saved.body.current.authored).toEqual(['medications.current.0']);
    expect(saved.body.current.evidence.some((e) => e.path.startsWith('medications.current'))).toBe(false);
    expect(saved.body.current.evidence.some((e) => e.path === 'chiefComplaint')).toBe(true);

    const v1 = await get<NoteVersion>('/note/versions/1');
    expect(v1.body).toMatchObject({ version: 1, kind: 'ai-draft' });
    expect(v1.body.patientReport.medications.current[0]!.dosage).toBe('500 mg 3 times a day');
    expect((await t.ctx.storage.getBuffer(reportKey)).toString()).toBe(fileBefore);
    // Nothing changed: no new version.
    const same = await send<Note>('PUT', '/note', { baseVersion: 2, patientReport: saved.body.current.patientReport });
    expect(same.body.current.version).toBe(2);
  });

  it('answers a save from a stale version with 409 and a clear message, never overwriting', async () => {
    const note = (await get<Note>('/note')).body;
    const stale = await send('PUT', '/note', {
      baseVersion: 1,
      patientReport: withDose(note.current.patientReport, '2 g'),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed elsewhere.*version 2.*Reload/);
    expect((await get<Note>('/note')).body.current.patientReport.medications.current[0]!.dosage).toBe(
      '1 g twice a day',
    );
  });

  it('refuses bad input with the field and the reason, and an edit over 256 KB with 413', async () => {
    const note = (await get<Note>('/note')).body;
    const noBase = await send('PUT', '/note', { patientReport: note.current.patientReport });
    expect(noBase.status).toBe(400);
    expect(noBase.body.error).toMatch(/baseVersion/);
    const badField = await send('PUT', '/note', {
      baseVersion: 2,
      patientReport: { ...note.current.patientReport, allergies: 'none' },
    });
    expect(badField.status).toBe(400);
    expect(badField.body.error).toMatch(/^patientReport\.allergies: /);
    const huge = await send('PUT', '/note', {
      baseVersion: 2,
      patientReport: { ...note.current.patientReport, visitSummary: 'x'.repeat(300 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/larger than 256 KB/);
    expect((await get('/note/versions/abc')).status).toBe(400);
    expect((await get('/note/versions/99')).status).toBe(404);
    const badOp = await send('POST', '/transcript/corrections', {
      baseVersion: 1,
      correction: { op: 'role', segmentId: 's2', role: 'Nurse' },
    });
    expect(badOp.status).toBe(400);
    expect(badOp.body.error).toMatch(/^correction\.role: /);
  });

  it('corrects the transcript as new versions, leaving the pipeline’s file as it was', async () => {
    const before = (await get<TranscriptVersion>('/transcript')).body;
    expect(before.version).toBe(1);
    const flipped = await send<TranscriptVersion>('POST', '/transcript/corrections', {
      baseVersion: 1,
      correction: { op: 'role', segmentId: 's2', role: 'Doctor' },
    });
    expect(flipped.status).toBe(200);
    expect(flipped.body).toMatchObject({ version: 2, change: 'Segment 2: Patient → Doctor' });
    expect(flipped.body.transcript.segments.map((s) => s.role)).toEqual(['Doctor', 'Doctor']);
    // A speaker a person sets is marked so: the report takes it as given, whatever the words suggest.
    expect(flipped.body.transcript.segments[1]).toMatchObject({ role: 'Doctor', roleConfirmed: true });
    expect(flipped.body.transcript.segments[0]!.roleConfirmed).toBeUndefined();
    const stale = await send('POST', '/transcript/corrections', {
      baseVersion: 1,
      correction: { op: 'text', segmentId: 's1', english: 'Hello' },
    });
    expect(stale.status).toBe(409);
    const notNeighbours = await send('POST', '/transcript/corrections', {
      baseVersion: 2,
      correction: { op: 'merge', segmentId: 's2', nextSegmentId: 's1' },
    });
    expect(notNeighbours.status).toBe(400);
    const stored = JSON.parse(
      (await t.ctx.storage.getBuffer(reportKey.replace(/\.json$/, '.transcript.json'))).toString(),
    );
    expect(stored.segments[1].role).toBe('Patient');
  });

  it('regenerates from the corrected transcript: hand-edited fields kept, the rest replaced', async () => {
    const queued = await send<Note>('POST', '/note/regenerate', { baseVersion: 2 });
    expect(queued.status).toBe(200);
    expect(queued.body.regeneration).toEqual({ state: 'queued', error: null });
    expect(await countRows(t, `select count(*)::text as n from pgboss.job where name = 'note-regenerate'`)).toBe(1);
    const listed = (await t.app.inject({ url: `/api/patients/${a.patientId}/conversations`, headers: a.auth })).json();
    expect(listed.items[0].note).toMatchObject({ status: 'edited', version: 2, regeneration: { state: 'queued' } });

    expect(
      await runRegenerateJob(t.ctx, async () => null, { conversationId: convId }, { retryCount: 0, retryLimit: 5 }),
    ).toBe('done');
    const note = (await get<Note>('/note')).body;
    expect(note).toMatchObject({
      status: 'edited',
      regeneration: null,
      current: { version: 3, kind: 'regenerated', authorName: null, transcriptVersion: 2 },
    });
    // The patient's words are now the doctor's: no complaint or symptoms from them any more…
    expect(note.current.patientReport.chiefComplaint).toBeNull();
    expect(note.current.patientReport.historyOfPresentIllness.associatedSymptoms).toEqual([]);
    expect(note.current.changed).toContain('chiefComplaint');
    // …while the dose the clinician wrote stays as written, still theirs.
    expect(note.current.patientReport.medications.current).toEqual([
      { name: 'paracetamol', dosage: '1 g twice a day', indication: null },
    ]);
    expect(note.current.authored).toEqual(['medications.current.0']);
    expect(note.current.handEdited).toEqual(['medications.current']);
  });

  it('signs the note, then refuses plain edits and regeneration; amending needs a reason', async () => {
    const signed = await send<Note>('POST', '/note/sign', { baseVersion: 3 });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe('signed');
    expect(signed.body.current).toMatchObject({ version: 3, signedBy: 'doctor-notes-a@clinic.test' });
    expect(signed.body.current.signedAt).toEqual(expect.any(String));
    // The trail holds who signed which consultation, and each read of the note.
    const trail = (action: string) =>
      countRows(t, `select count(*)::text as n from audit_events where action = $1 and resource_id = $2`, [
        action,
        convId,
      ]);
    expect(await trail('note.sign')).toBe(1);
    expect(await trail('note.save')).toBe(1);
    expect(await trail('note.read')).toBeGreaterThan(0);

    const edit = await send('PUT', '/note', { baseVersion: 3, patientReport: signed.body.current.patientReport });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('This note is signed. Amend it (with a reason) to change it.');
    expect((await send('POST', '/note/regenerate', { baseVersion: 3 })).status).toBe(409);
    expect((await send('POST', '/note/restore', { baseVersion: 3, fromVersion: 1 })).status).toBe(409);

    const noReason = await send('POST', '/note/amend', { baseVersion: 3, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('Give the reason for the amendment.');
    const amended = await send<Note>('POST', '/note/amend', {
      baseVersion: 3,
      reason: 'Dose confirmed with the pharmacy',
    });
    expect(amended.status).toBe(200);
    expect(amended.body).toMatchObject({
      status: 'edited',
      current: { version: 4, kind: 'amendment', reason: 'Dose confirmed with the pharmacy', signedAt: null },
    });
  });

  it('asks for confirmation before signing with flagged items unresolved', async () => {
    const other = await readyConsultation(t, a, DIALOGUE, (stored) => ({
      ...stored,
      flags: [
        {
          kind: 'unsupported',
          section: 'medications',
          path: 'medications.current.0',
          text: 'paracetamol',
          segmentIds: [],
        },
      ],
    }));
    const at = (path: string) => `/api/conversations/${other.id}${path}`;
    const sign = (payload: object) => t.app.inject({ method: 'POST', url: at('/note/sign'), payload, headers: a.auth });
    const refused = await sign({ baseVersion: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('1 flagged item is not resolved. Keep or remove it, or confirm to sign anyway.');
    const note = (await t.app.inject({ url: at('/note'), headers: a.auth })).json() as Note;
    const kept = await t.app.inject({
      method: 'PUT',
      url: at('/note'),
      payload: {
        baseVersion: 1,
        patientReport: note.current.patientReport,
        resolutions: [{ key: 'unsupported|medications|paracetamol', action: 'keep' }],
      },
      headers: a.auth,
    });
    expect(kept.json()).toMatchObject({
      status: 'draft',
      current: { version: 2, changed: [], resolutions: [{ action: 'keep' }] },
    });
    expect((await sign({ baseVersion: 2 })).json()).toMatchObject({ status: 'signed' });
  });

  it('lists every version and restores an old one as a new version', async () => {
    const history = (await get<NoteHistory>('/note/versions')).body;
    expect(history.versions.map((v) => [v.version, v.kind])).toEqual([
      [1, 'ai-draft'],
      [2, 'edit'],
      [3, 'regenerated'],
      [4, 'amendment'],
    ]);
    expect(history.versions[2]!.signedBy).toBe('doctor-notes-a@clinic.test');
    const restored = await send<Note>('POST', '/note/restore', { baseVersion: 4, fromVersion: 1 });
    expect(restored.body).toMatchObject({
      status: 'draft',
      current: { version: 5, kind: 'restore', reason: 'Restored version 1' },
    });
    expect(restored.body.current.patientReport.chiefComplaint).toBe('Headache');
    expect(restored.body.current.changed).toEqual(expect.arrayContaining(['chiefComplaint', 'medications.current']));
  });

  it('answers another clinician 404 on every route, exactly as for an unknown id', async () => {
    const note = (await get<Note>('/note')).body;
    const calls: [string, 'GET' | 'PUT' | 'POST', string, unknown?][] = [
      ['note', 'GET', '/note'],
      ['history', 'GET', '/note/versions'],
      ['version', 'GET', '/note/versions/1'],
      ['save', 'PUT', '/note', { baseVersion: note.current.version, patientReport: note.current.patientReport }],
      ['sign', 'POST', '/note/sign', { baseVersion: note.current.version }],
      ['amend', 'POST', '/note/amend', { baseVersion: note.current.version, reason: 'x' }],
      ['restore', 'POST', '/note/restore', { baseVersion: note.current.version, fromVersion: 1 }],
      ['regenerate', 'POST', '/note/regenerate', { baseVersion: note.current.version }],
      ['transcript', 'GET', '/transcript'],
      [
        'corrections',
        'POST',
        '/transcript/corrections',
        { baseVersion: 2, correction: { op: 'role', segmentId: 's1', role: 'Patient' } },
      ],
    ];
    for (const [name, method, path, payload] of calls) {
      const res = await t.app.inject({
        method,
        url: url(path),
        headers: b.auth,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect([name, res.statusCode, res.json().error]).toEqual([name, 404, 'Conversation not found']);
      const unknown = await t.app.inject({
        method,
        url: url(path).replace(convId, '00000000-0000-4000-8000-000000000000'),
        headers: a.auth,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect([name, unknown.statusCode]).toEqual([name, 404]);
    }
    expect((await get<Note>('/note')).body.current.version).toBe(note.current.version);
  });
});
