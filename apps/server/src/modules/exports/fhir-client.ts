import type { FhirIssue, FhirSendMode } from '@asha/contracts';
import { identifierQuery, type FhirBundle } from '@asha/scribe';

type Bundle = FhirBundle;
interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue?: Array<{ severity: string; code: string; diagnostics?: string; details?: { text?: string } }>;
}

export interface FhirTarget {
  baseUrl: string;
  token?: string;
  mode: FhirSendMode;
  timeoutMs: number;
}

export interface FhirOutcome {
  ok: boolean;
  attempts: number;
  /** where the server stored it, e.g. `Bundle/123/_history/1` */
  serverId: string | null;
  httpStatus: number | null;
  error: string | null;
  issues: FhirIssue[];
}

/** Tries made for one send; only answers that may pass (no answer, 408, 429, 5xx) are tried again. */
export const MAX_ATTEMPTS = 3;
const BACKOFF_MS = [400, 1500];

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/** The server's address as shown to people: no credentials, no query. */
export function displayTarget(baseUrl: string): string {
  const u = new URL(baseUrl);
  return `${u.protocol}//${u.host}${u.pathname.replace(/\/$/, '')}`;
}

/** The path a stored resource answers at, from a Location header or a transaction's response entry. */
function relativeId(location: string | null | undefined, base: string): string | null {
  if (!location) return null;
  const rel = location.startsWith(base) ? location.slice(base.length) : location;
  const m = /([A-Z][A-Za-z]+\/[^/\s?]+(?:\/_history\/[^/\s?]+)?)\s*$/.exec(rel.split('?')[0]!);
  return m ? m[1]! : rel;
}

function issuesOf(body: unknown): FhirIssue[] {
  const oo = body as OperationOutcome | null;
  if (oo?.resourceType !== 'OperationOutcome') return [];
  return (oo.issue ?? []).map((i) => ({
    severity: i.severity,
    code: i.code,
    diagnostics: i.diagnostics ?? i.details?.text ?? null,
  }));
}

/** Where the server put the note: the document Bundle, or the Composition of a transaction. */
function storedId(mode: FhirSendMode, res: Response, body: unknown, base: string): string | null {
  if (mode === 'document') {
    const b = body as { resourceType?: string; id?: string; meta?: { versionId?: string } } | null;
    return (
      relativeId(res.headers.get('location') ?? res.headers.get('content-location'), base) ??
      (b?.id ? `Bundle/${b.id}${b.meta?.versionId ? `/_history/${b.meta.versionId}` : ''}` : null)
    );
  }
  const entries = (body as Bundle | null)?.entry ?? [];
  const located = entries.map((e) => relativeId(e.response?.location, base)).filter((x): x is string => !!x);
  return located.find((l) => l.startsWith('Composition/')) ?? located[0] ?? null;
}

/**
 * POSTs the note to the FHIR server: the document to `[base]/Bundle` (created only if the server has
 * no Bundle with its identifier, so a retry after a lost answer stores it once), or the transaction
 * to `[base]`. An answer that may pass is tried again with a pause; a refusal is returned with the
 * server's OperationOutcome for the clinician to read.
 */
export async function postToFhir(target: FhirTarget, document: Bundle, transaction: Bundle): Promise<FhirOutcome> {
  const base = target.baseUrl.replace(/\/$/, '');
  const url = target.mode === 'document' ? `${base}/Bundle` : base;
  const body = JSON.stringify(target.mode === 'document' ? document : transaction);
  const ifNoneExist = target.mode === 'document' ? identifierQuery(document) : null;
  const headers: Record<string, string> = {
    'content-type': 'application/fhir+json; charset=utf-8',
    accept: 'application/fhir+json',
    prefer: 'return=representation',
    ...(ifNoneExist ? { 'if-none-exist': ifNoneExist } : {}),
    ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
  };
  let last: FhirOutcome = { ok: false, attempts: 0, serverId: null, httpStatus: null, error: null, issues: [] };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (attempt > 1) await new Promise((r) => setTimeout(r, BACKOFF_MS[attempt - 2]));
    try {
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(target.timeoutMs) });
      const text = await res.text();
      const json = safeJson(text);
      if (res.ok)
        return {
          ok: true,
          attempts: attempt,
          serverId: storedId(target.mode, res, json, base),
          httpStatus: res.status,
          error: null,
          issues: issuesOf(json),
        };
      const issues = issuesOf(json);
      last = {
        ok: false,
        attempts: attempt,
        serverId: null,
        httpStatus: res.status,
        error: `The record system refused the note (HTTP ${res.status}${issues[0]?.diagnostics ? `: ${issues[0].diagnostics}` : ''}).`,
        issues,
      };
      if (!retryable(res.status)) return last;
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      last = {
        ok: false,
        attempts: attempt,
        serverId: null,
        httpStatus: null,
        error: timedOut
          ? `The record system did not answer within ${Math.round(target.timeoutMs / 1000)} s.`
          : `The record system could not be reached at ${displayTarget(base)}. Check that it is running and that FHIR_BASE_URL is right.`,
        issues: [],
      };
    }
  }
  return last;
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
