import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, pathOf } from '../../test/consultations.js';

type Item = {
  key: string;
  conversationId: string;
  recordedAt: string;
  patientName: string;
  mediaUrl?: string;
  jsonUrl?: string;
  status: string;
};

/**
 * The reports browser's list pages by recording, the newest first, each item whole: with 110
 * recordings written in no particular order, every page holds the next 25 newest, and each item
 * carries its own audio and report links and names its patient.
 */
describe('GET /api/conversation/audios', () => {
  let t: TestApp;
  let auth: { authorization: string };

  const page = (query: Record<string, string>) =>
    t.app.inject({ url: '/api/conversation/audios', query, headers: auth });

  async function allPages(limit: string) {
    const pages: Item[][] = [];
    let nextToken: string | null = null;
    do {
      const res = await page(nextToken ? { limit, nextToken } : { limit });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: Item[]; nextToken: string | null };
      pages.push(body.items);
      nextToken = body.nextToken;
    } while (nextToken && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const asha = await clinicianWithPatient(t, 'doctor-audios', 'Asha Verma');
    const ravi = await clinicianWithPatient(t, 'doctor-audios', 'Ravi Kumar');
    auth = asha.auth;
    // 110 recordings alternating between two patients, recorded a minute apart but inserted in a
    // shuffled order (storage keys do not sort by time), each with its audio and report stored.
    const order = Array.from({ length: 110 }, (_, i) => (i * 37) % 110);
    for (const i of order) {
      const who = i % 2 ? ravi : asha;
      const key = `doctors/${who.clinicianId}/${who.patientId}/rec-${String((i * 53) % 110).padStart(3, '0')}.webm`;
      await t.ctx.storage.put(key, Buffer.from(`audio ${i}`), 'audio/webm');
      await t.ctx.storage.put(key.replace(/\.webm$/, '.json'), JSON.stringify({ i }), 'application/json');
      await t.ctx.database.pool.query(
        `insert into conversations (clinician_id, patient_id, audio_key, content_type, size_bytes, status, report_key, created_at)
         values ($1, $2, $3, 'audio/webm', 1000 + $4, 'ready', $5, now() - ($4 || ' minutes')::interval)`,
        [who.clinicianId, who.patientId, key, i, key.replace(/\.webm$/, '.json')],
      );
    }
    await clinicianWithPatient(t, 'doctor-other', 'Not Yours');
  });
  afterAll(() => t.close());

  it('pages 110 recordings 25 at a time, newest recording first, none twice and none missing', async () => {
    const pages = await allPages('25');
    expect(pages.map((p) => p.length)).toEqual([25, 25, 25, 25, 10]);
    const all = pages.flat();
    expect(new Set(all.map((i) => i.conversationId)).size).toBe(110);
    const times = all.map((i) => Date.parse(i.recordedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // The first page is exactly the 25 newest recordings.
    expect(pages[0]!.map((i) => i.recordedAt)).toEqual(all.slice(0, 25).map((i) => i.recordedAt));
  });

  it('gives every item its own audio and report, and the patient it belongs to', async () => {
    const [first] = await allPages('25');
    for (const item of first!) {
      expect(item.mediaUrl).toBeTruthy();
      expect(item.jsonUrl).toBeTruthy();
      expect(['Asha Verma', 'Ravi Kumar']).toContain(item.patientName);
    }
    const newest = first![0]!;
    expect(newest.patientName).toBe('Asha Verma');
    expect((await t.app.inject({ url: pathOf(newest.jsonUrl!) })).json()).toEqual({ i: 0 });
    expect((await t.app.inject({ url: pathOf(newest.mediaUrl!) })).body).toBe('audio 0');
  });

  it('shows another clinician none of it, and refuses a token from another list', async () => {
    const other = await t.authHeader('doctor-other');
    expect((await t.app.inject({ url: '/api/conversation/audios', headers: other })).json()).toEqual({
      items: [],
      nextToken: null,
    });
    const { nextToken } = (await page({ limit: '5' })).json();
    const foreign = await t.app.inject({ url: '/api/conversation/audios', query: { nextToken }, headers: other });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: 'nextToken is not valid: reload the list from the start.' });
  });
});
