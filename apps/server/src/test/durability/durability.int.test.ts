import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ListConversationsResponse, Patient, UploadUrlResponse } from '@asha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockIssuer } from './mock-issuer.js';
import { exited, SERVER_ENTRY, startServerProcess } from './server-process.js';

/**
 * Kill the app with SIGKILL while it is writing, restart it on the same
 * data directory, and find every write that was answered 2xx — patients in PostgreSQL and
 * recordings in local storage alike. The embedded PostgreSQL the killed app left running is
 * stopped and restarted by the new process.
 */
const CLIENT_ID = 'durability-client';

describe('durability across SIGKILL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-kill-'));
  const port = 21000 + Math.floor(Math.random() * 9000);
  const baseUrl = `http://127.0.0.1:${port}`;
  let issuer: Awaited<ReturnType<typeof startMockIssuer>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (!fs.existsSync(SERVER_ENTRY))
      throw new Error(`Build the server first (npm run build): ${SERVER_ENTRY} is missing`);
    issuer = await startMockIssuer(CLIENT_ID);
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1),
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      LOG_LEVEL: 'warn',
      WORKER: 'off',
    };
  });
  afterAll(async () => {
    await issuer?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged patient and recording', async () => {
    const auth = { authorization: `Bearer ${await issuer.token('dr-kill')}` };
    const api = (p: string, init: RequestInit = {}) =>
      fetch(`${baseUrl}/api${p}`, { ...init, headers: { ...auth, ...init.headers } });

    let server = await startServerProcess(env, baseUrl);
    const { patient } = (await (await api('/users', jsonBody({ name: 'Anchor Patient', role: 'patient' }))).json()) as {
      patient: Patient;
    };

    const ackedPatients: string[] = [];
    const ackedUploads: { key: string; size: number }[] = [];
    let stop = false;
    const writePatients = async () => {
      for (let i = 0; !stop; i++) {
        const res = await api('/users', jsonBody({ name: `Patient ${i}`, role: 'patient' })).catch(() => null);
        if (res?.status === 201) ackedPatients.push(((await res.json()) as { patient: Patient }).patient.patientId);
      }
    };
    const writeUploads = async () => {
      for (let i = 0; !stop; i++) {
        const body = Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.alloc(4),
          Buffer.from('WAVE'),
          Buffer.alloc(60_000 + i, i % 256),
        ]);
        const urlRes = await api(
          `/conversation/upload-url?contentType=audio%2Fwav&patientId=${patient.patientId}`,
        ).catch(() => null);
        if (!urlRes?.ok) continue;
        const { url, key } = (await urlRes.json()) as UploadUrlResponse;
        const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'audio/wav' }, body }).catch(
          () => null,
        );
        if (put?.status === 200) ackedUploads.push({ key, size: body.length });
      }
    };
    const writers = [writePatients(), writePatients(), writeUploads()];
    await new Promise((r) => setTimeout(r, 2500));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited(server);
    console.log(
      `durability: ${ackedPatients.length} patients and ${ackedUploads.length} uploads acknowledged before SIGKILL`,
    );
    expect(ackedPatients.length).toBeGreaterThan(5);
    expect(ackedUploads.length).toBeGreaterThan(2);

    server = await startServerProcess(env, baseUrl);
    try {
      for (const id of ackedPatients) expect((await api(`/patients/${id}`)).status, `patient ${id}`).toBe(200);
      // Every page: an upload still in flight at the kill can be recovered as one more consultation.
      const items: ListConversationsResponse['items'] = [];
      let next: string | undefined;
      do {
        const page = (await (
          await api(
            `/patients/${patient.patientId}/conversations?limit=50${next ? `&nextToken=${encodeURIComponent(next)}` : ''}`,
          )
        ).json()) as ListConversationsResponse;
        items.push(...page.items);
        next = page.nextToken ?? undefined;
      } while (next);
      for (const upload of ackedUploads) {
        const match = items.find((c) => c.audioUrl?.includes(upload.key));
        expect(match, `conversation for ${upload.key}`).toBeDefined();
        const audio = await fetch(match!.audioUrl!);
        expect((await audio.arrayBuffer()).byteLength).toBe(upload.size);
      }
    } finally {
      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});

function jsonBody(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
