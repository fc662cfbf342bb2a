import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Stored {
  type: string;
  id: string;
  identifier: string | null;
  body: Record<string, unknown>;
}

export interface FhirRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

/**
 * A stand-in for a FHIR R4 server at the REST wire format only: POST [base]/Bundle creates a
 * Bundle (honouring If-None-Exist on its identifier), POST [base] runs a transaction (each entry
 * created unless `ifNoneExist` finds one), answers carry Location and OperationOutcome as HAPI and
 * Medplum do. `refuse` answers 422 with an OperationOutcome, `failNext` answers 503 that many
 * times, `down` drops every connection unanswered, `expectToken` answers 401 without it.
 */
export async function startFhirServer(o: { expectToken?: string } = {}) {
  const requests: FhirRequest[] = [];
  const stored: Stored[] = [];
  const state = { refuse: null as string | null, failNext: 0, down: false };
  let nextId = 1;
  const outcome = (severity: string, code: string, diagnostics: string) => ({
    resourceType: 'OperationOutcome',
    issue: [{ severity, code, diagnostics }],
  });
  const identifierOf = (r: Record<string, unknown>) => {
    const id = r.identifier as
      { system?: string; value?: string } | Array<{ system?: string; value?: string }> | undefined;
    const first = Array.isArray(id) ? id[0] : id;
    return first ? `${first.system}|${first.value}` : null;
  };
  const create = (r: Record<string, unknown>, ifNoneExist: string | null): { s: Stored; created: boolean } => {
    const wanted = ifNoneExist ? decodeURIComponent(ifNoneExist.replace(/^identifier=/, '')) : null;
    const found = wanted ? stored.find((s) => s.type === r.resourceType && s.identifier === wanted) : undefined;
    if (found) return { s: found, created: false };
    const s = { type: String(r.resourceType), id: String(nextId++), identifier: identifierOf(r), body: r };
    stored.push(s);
    return { s, created: true };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (state.down) return req.socket.destroy();
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/fhir+json', ...headers });
        res.end(JSON.stringify(json));
      };
      if (o.expectToken && req.headers.authorization !== `Bearer ${o.expectToken}`)
        return send(401, outcome('error', 'login', 'Authentication required'));
      if (state.failNext > 0) {
        state.failNext--;
        return send(503, outcome('error', 'transient', 'Server busy, try again'));
      }
      if (state.refuse) return send(422, outcome('error', 'invariant', state.refuse));
      if (req.method === 'POST' && path === '/fhir/Bundle' && body?.resourceType === 'Bundle') {
        const { s, created } = create(body, (req.headers['if-none-exist'] as string | undefined) ?? null);
        return send(
          created ? 201 : 200,
          { ...s.body, id: s.id, meta: { versionId: '1' } },
          { location: `http://${req.headers.host}/fhir/Bundle/${s.id}/_history/1` },
        );
      }
      if (req.method === 'POST' && path === '/fhir' && body?.type === 'transaction') {
        const entry = (
          body.entry as Array<{ resource: Record<string, unknown>; request: { ifNoneExist?: string } }>
        ).map((e) => {
          const { s, created } = create(e.resource, e.request.ifNoneExist ?? null);
          return { response: { status: created ? '201 Created' : '200 OK', location: `${s.type}/${s.id}/_history/1` } };
        });
        return send(200, { resourceType: 'Bundle', type: 'transaction-response', entry });
      }
      return send(400, outcome('error', 'not-supported', `Cannot ${req.method} ${path}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/fhir`,
    requests,
    stored,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
