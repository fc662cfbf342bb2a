import { expect } from 'vitest';
import { fixture } from '@asha/scribe/testing';
import { pathOf } from './consultations.js';
import type { TestApp } from './harness.js';

/** A recording uploaded through the API as the browser does it; the consultation it became. */
export async function uploadRecording(t: TestApp, who: { patientId: string; auth: { authorization: string } }) {
  const audio = fixture('speech.webm');
  const res = await t.app.inject({
    url: `/api/conversation/upload-url?contentType=audio%2Fwebm&patientId=${who.patientId}`,
    headers: who.auth,
  });
  const put = await t.app.inject({
    method: 'PUT',
    url: pathOf(res.json<{ url: string }>().url),
    headers: { 'content-type': 'audio/webm' },
    payload: audio,
  });
  expect(put.statusCode).toBe(200);
  const { rows } = await t.ctx.database.pool.query<{ id: string; audio_key: string }>(
    `select id, audio_key from conversations where patient_id = $1`,
    [who.patientId],
  );
  return { audio, id: rows[0]!.id, audioKey: rows[0]!.audio_key };
}
