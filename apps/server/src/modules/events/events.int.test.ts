import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '@asha/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, pathOf, wavBytes } from '../../test/consultations.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t?.close());

/** An open tab's event stream: every event it has heard so far, and a way to wait for one. */
async function open(auth: { authorization: string }) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: auth, signal: ctrl.signal });
  const heard: ServerEvent[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const bytes of res.body!) {
      buffered += decoder.decode(bytes as Uint8Array, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const data = buffered
          .slice(0, end)
          .split('\n')
          .find((l) => l.startsWith('data: '));
        if (data) heard.push(JSON.parse(data.slice(6)) as ServerEvent);
        buffered = buffered.slice(end + 2);
      }
    }
  })().catch(() => undefined);
  const waitFor = async (match: (e: ServerEvent) => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!heard.some(match) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return heard.find(match);
  };
  return { res, heard, waitFor, close: () => ctrl.abort() };
}

describe('server-sent events', () => {
  it("tells each of the clinician's tabs of a consultation's stages as they change, and nobody else", async () => {
    const a = await clinicianWithPatient(t, 'doctor-events-a');
    const b = await clinicianWithPatient(t, 'doctor-events-b');
    const [tab1, tab2, other] = await Promise.all([open(a.auth), open(a.auth), open(b.auth)]);
    expect(tab1.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await tab1.waitFor((e) => e.type === 'ready')).toBeDefined();

    const upload = await t.app.inject({
      url: '/api/conversation/upload-url',
      query: { contentType: 'audio/wav', patientId: a.patientId },
      headers: a.auth,
    });
    await t.app.inject({
      method: 'PUT',
      url: pathOf(upload.json<{ url: string }>().url),
      payload: wavBytes(),
      headers: { 'content-type': 'audio/wav' },
    });
    const queued = (e: ServerEvent) =>
      e.type === 'conversation' && e.patientId === a.patientId && e.status === 'uploaded';
    const [seen1, seen2] = await Promise.all([tab1.waitFor(queued), tab2.waitFor(queued)]);
    expect(seen1).toMatchObject({ type: 'conversation', patientId: a.patientId, status: 'uploaded' });
    expect(seen2).toEqual(seen1);

    // A stage set by any process (here, straight in the database, as a worker does) reaches the tabs too.
    if (seen1?.type !== 'conversation') throw new Error('no conversation event');
    await t.ctx.database.pool.query(`update conversations set status = 'transcribing' where id = $1`, [
      seen1.conversationId,
    ]);
    expect(await tab1.waitFor((e) => e.type === 'conversation' && e.status === 'transcribing')).toBeDefined();
    expect(other.heard.filter((e) => e.type !== 'ready')).toEqual([]);
    for (const tab of [tab1, tab2, other]) tab.close();
  });

  it('answers a stream without a valid sign-in with 401', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please sign in.' });
  });
});
