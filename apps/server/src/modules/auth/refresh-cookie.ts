import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's refresh token lives in this cookie and nowhere a script can read it: HttpOnly,
 * SameSite=Strict (never sent from another site), sent only to the session routes, and Secure
 * wherever the browser allows it (https, and localhost, which browsers treat as secure).
 */
export const REFRESH_COOKIE = 'asha_refresh';
const PATH = '/api/session';
const MAX_AGE_SEC = 30 * 24 * 3600;

function secureFor(publicUrl: string): boolean {
  const u = new URL(publicUrl);
  return u.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}

function cookie(publicUrl: string, value: string, maxAge: number): string {
  return [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secureFor(publicUrl) ? ['Secure'] : []),
  ].join('; ');
}

export function setRefreshCookie(reply: FastifyReply, publicUrl: string, refreshToken: string): void {
  reply.header('Set-Cookie', cookie(publicUrl, encodeURIComponent(refreshToken), MAX_AGE_SEC));
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  reply.header('Set-Cookie', cookie(publicUrl, '', 0));
}

export function readRefreshCookie(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === REFRESH_COOKIE) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
