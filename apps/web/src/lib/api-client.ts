import type { z } from 'zod';
import { getValidIdToken } from './auth/session';
import { clearTokens } from './auth/tokens';
import { getPublicConfig } from './public-config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class NotSignedInError extends ApiError {
  constructor() {
    super(401, 'Please sign in.');
  }
}

interface RequestOptions<S extends z.ZodTypeAny> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
}

/**
 * Every data call carries the ID token as a bearer token (spec §6). Errors surface the server's
 * `error` field, else the HTTP status text (spec §8).
 */
export async function apiRequest<S extends z.ZodTypeAny>(path: string, o: RequestOptions<S> = {}): Promise<z.infer<S>> {
  const token = await getValidIdToken();
  if (!token) throw new NotSignedInError();
  const { apiBase } = await getPublicConfig();
  const url = new URL(`${apiBase}${path}`);
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method: o.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(o.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
    signal: o.signal,
  });
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  // The server refused the token itself (revoked, keys rotated): sign out rather than keep
  // showing a dashboard whose every call fails; the route guard then sends the user to /auth.
  if (res.status === 401) clearTokens();
  if (!res.ok) {
    const serverError = json && typeof json === 'object' && 'error' in json ? String((json as { error: unknown }).error) : '';
    throw new ApiError(res.status, serverError || res.statusText || `Request failed: ${res.status}`);
  }
  return o.schema ? o.schema.parse(json) : (json as z.infer<S>);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
