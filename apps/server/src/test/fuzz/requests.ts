import { CANARY_PATIENTS } from '../canaries.js';

/**
 * Random requests from a seeded generator, so a failure repeats: real routes with every kind of
 * wrong id, query, body, content type and header — the inputs a careless client or an attacker sends.
 */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const JUNK = [
  '',
  '..',
  '%00',
  '%25',
  '%E0%A4%A',
  '%2e%2e%2f',
  'a'.repeat(600),
  '😀',
  "' or 1=1 --",
  '<script>x</script>',
  '-1',
  '1e309',
  'null',
  '[]',
  '{}',
  '\u0000',
  'NaN',
];
const METHODS: FuzzRequest['method'][] = [
  'GET',
  'GET',
  'GET',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
];

export function generator(seed: number, ids: { patients: string[]; conversations: string[]; blobs: string[] }) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const uuid = () => '00000000-0000-4000-8000-000000000000'.replace(/0/g, () => Math.floor(r() * 16).toString(16));
  const id = (own: string[]) => (r() < 0.5 ? pick(own) : r() < 0.5 ? uuid() : encodeURIComponent(pick(JUNK)) || 'x');
  const value = (): unknown => {
    const x = r();
    if (x < 0.25) return pick(JUNK);
    if (x < 0.35) return Math.floor(r() * 1e6) - 5e5;
    if (x < 0.4) return r() < 0.5;
    if (x < 0.45) return null;
    if (x < 0.55) return [value(), value()];
    if (x < 0.6) return { nested: value() };
    if (x < 0.65) return 'x'.repeat(Math.floor(r() * 70_000));
    const c = pick(CANARY_PATIENTS);
    return pick([c.name, c.email, c.phone, c.dob, c.notes, `${c.name}\u0000`]);
  };
  const body = (): string => {
    const x = r();
    if (x < 0.1) return '{"name": "unterminated';
    if (x < 0.15) return 'name=a&email=b';
    const c = pick(CANARY_PATIENTS);
    const fields: Record<string, unknown> = {
      ...c,
      role: 'patient',
      apiKey: 'sk-test',
      refreshToken: pick(JUNK),
      reason: pick(['sign-out', 'idle', 'x']),
    };
    for (const k of Object.keys(fields)) if (r() < 0.4) fields[k] = value();
    if (r() < 0.3) fields[pick(JUNK) || 'extra'] = value();
    return JSON.stringify(r() < 0.1 ? [fields] : fields);
  };
  const query = (): string => {
    const keys = [
      'limit',
      'order',
      'nextToken',
      'contentType',
      'patientId',
      'source',
      'op',
      'exp',
      'sig',
      'ct',
      'max',
      'dn',
      'format',
      'paper',
      'language',
    ];
    const q: string[] = [];
    for (let i = Math.floor(r() * 4); i > 0; i--) {
      const k = pick(keys);
      const v =
        r() < 0.5
          ? pick([
              '10',
              '20',
              '50',
              '0',
              '-5',
              'asc',
              'desc',
              'audio/webm',
              'get',
              'put',
              '9999999999',
              'pdf',
              'fhir',
              'text',
              'letter',
              'hi',
            ])
          : pick(JUNK);
      q.push(`${k}=${r() < 0.8 ? encodeURIComponent(v) : v}`);
    }
    return q.length ? `?${q.join('&')}` : '';
  };

  return {
    /** A request to the API, signed in (usually) as the clinician who owns `ids`. */
    api(token: string): FuzzRequest {
      const p = id(ids.patients);
      const c = id(ids.conversations);
      const path = pick([
        '/api/patients',
        `/api/patients/${p}`,
        `/api/patients/${p}/conversations`,
        `/api/patients/${p}/access-history`,
        `/api/patients/${p}/restore`,
        '/api/users',
        `/api/conversations/${c}`,
        `/api/conversations/${c}/retry`,
        `/api/conversations/${c}/restore`,
        `/api/conversations/${c}/note`,
        `/api/conversations/${c}/note/versions/${pick(['1', '0', 'x', '99999999999'])}`,
        `/api/conversations/${c}/note/sign`,
        `/api/conversations/${c}/transcript`,
        `/api/conversations/${c}/transcript/corrections`,
        `/api/conversations/${c}/export`,
        `/api/conversations/${c}/patient-copy`,
        `/api/conversations/${c}/fhir-sends`,
        '/api/conversation/upload-url',
        '/api/conversation/audios',
        `/api/live-sessions/${c}`,
        `/api/live-sessions/${c}/chunks/${pick(['0', '1', 'x', '-1', '99999999999'])}`,
        `/api/live-sessions/${c}/finish`,
        `/api/live-sessions/${c}/transcript`,
        '/api/settings/api-key',
        '/api/record-keys',
        `/api/record-keys/${c}/revoke`,
        '/api/analytics',
        '/api/me',
        '/api/session',
        '/api/session/end',
        '/api/models',
        `/api/models/${encodeURIComponent(pick(JUNK)) || 'x'}`,
        '/api/config',
        `/api/${pick(JUNK)}`,
      ]);
      return this.withBody({ method: pick(METHODS), url: `${path}${query()}`, headers: this.headers(token) });
    },
    /** A request anyone can send without signing in: stored files, the sign-in provider, the web app, health. */
    open(): FuzzRequest {
      const path = pick([
        `/blobs/${r() < 0.5 ? pick(ids.blobs) : `doctors/${pick(JUNK)}/${pick(JUNK)}.webm`}`,
        `/blobs/${pick(JUNK)}`,
        '/oidc/.well-known/openid-configuration',
        '/oidc/jwks',
        '/oidc/auth',
        '/oidc/token',
        `/oidc/interaction/${encodeURIComponent(pick(JUNK)) || 'x'}`,
        `/oidc/interaction/${encodeURIComponent(pick(JUNK)) || 'x'}/login`,
        '/oidc/session/end',
        '/oidc/session/end/confirm',
        '/oidc/me',
        '/oidc-pages/logout.js',
        '/api/session/refresh',
        '/api/config',
        '/healthz',
        '/readyz',
        '/',
        `/dashboard/${pick(JUNK)}`,
        `/assets/${pick(JUNK)}.js`,
        `/${pick(JUNK)}`,
      ]);
      return this.withBody({ method: pick(METHODS), url: `${path}${query()}`, headers: this.headers(null) });
    },
    headers(token: string | null): Record<string, string> {
      const h: Record<string, string> = {};
      const auth = r();
      if (token && auth < 0.75) h.authorization = `Bearer ${token}`;
      else if (auth < 0.85)
        h.authorization = pick(['Bearer', 'Bearer x.y.z', 'Basic dTpw', `Bearer ${'a'.repeat(5000)}`]);
      if (r() < 0.7)
        h['content-type'] = pick([
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'audio/webm',
          'x/y;;;',
        ]);
      if (r() < 0.2) h['x-forwarded-for'] = pick(['1.2.3.4', 'junk', '::1, 10.0.0.1']);
      if (r() < 0.2) h.range = pick(['bytes=0-', 'bytes=5-2', 'bytes=-', 'bytes=999999999-', 'lines=1-2']);
      if (r() < 0.2)
        h.cookie = pick(['asha_refresh=junk', `asha_refresh=${'%'.repeat(10)}`, '_session=x; _interaction=y']);
      if (r() < 0.1) h['idempotency-key'] = pick(JUNK) || 'k';
      return h;
    },
    withBody(req: FuzzRequest): FuzzRequest {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) && r() < 0.8) req.payload = body();
      return req;
    },
  };
}
