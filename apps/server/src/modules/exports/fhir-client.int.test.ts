import { documentToTransaction, noteToFhirDocument } from '@asha/scribe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFhirServer } from '../../test/fhir-server.js';
import { readyConsultation } from '../../test/notes.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient } from '../../test/consultations.js';
import { postToFhir } from './fhir-client.js';
import { exportSource } from './note-document.js';

describe('the FHIR client against a server speaking the REST wire format', () => {
  let t: TestApp;
  let fhir: Awaited<ReturnType<typeof startFhirServer>>;
  let bundle: ReturnType<typeof noteToFhirDocument>;

  beforeAll(async () => {
    fhir = await startFhirServer();
    t = await createTestApp({ LLM_ENGINE: 'none' });
    const a = await clinicianWithPatient(t, 'doctor-fhir-client');
    const { id } = await readyConsultation(t, a);
    bundle = noteToFhirDocument((await exportSource(t.ctx, a.clinicianId, id)).doc);
  });
  afterAll(async () => {
    await t.close();
    await fhir.close();
  });

  it('posts a transaction whose resources the server creates once, and names the stored Composition', async () => {
    const target = { baseUrl: fhir.baseUrl, mode: 'transaction' as const, timeoutMs: 2000 };
    const first = await postToFhir(target, bundle, documentToTransaction(bundle));
    expect(first).toMatchObject({ ok: true, attempts: 1, httpStatus: 200, serverId: 'Composition/1/_history/1' });
    const request = fhir.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/fhir' });
    expect(request.body).toMatchObject({ resourceType: 'Bundle', type: 'transaction' });
    expect(request.headers.authorization).toBeUndefined();
    const count = fhir.stored.length;
    // Sent again (a retry after a lost answer): the server finds every resource by its identifier;
    // only the provenance, which has none in FHIR R4, is recorded again.
    const again = await postToFhir(target, bundle, documentToTransaction(bundle));
    expect(again.serverId).toBe('Composition/1/_history/1');
    expect(fhir.stored.slice(count).map((s) => s.type)).toEqual(['Provenance']);
  });

  it('gives up after three tries on a server that does not answer, saying so', async () => {
    fhir.state.down = true;
    const before = fhir.requests.length;
    const out = await postToFhir(
      { baseUrl: `${fhir.baseUrl}/`, mode: 'document', timeoutMs: 2000 },
      bundle,
      documentToTransaction(bundle),
    );
    fhir.state.down = false;
    expect(out).toMatchObject({ ok: false, attempts: 3, serverId: null });
    expect(fhir.requests.length - before).toBe(3);
  });
});
