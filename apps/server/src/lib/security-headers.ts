import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';

/**
 * Headers every response carries, whatever answers it (a route, the static web app, an error, a
 * 404, the embedded sign-in provider that writes to the raw response): they are set on the raw
 * response first, and a route may still set its own value for one of them.
 * - A Content-Security-Policy without inline script, naming only the origins the app and the
 *   sign-in pages really talk to; no framing by anyone (frame-ancestors and X-Frame-Options).
 * - No MIME sniffing, no referrer (signed file URLs carry capabilities in their query).
 * - HSTS when the public address is https.
 * - API and sign-in answers may hold patient data or tokens: never stored by a browser or proxy.
 */
export interface CspSources {
  /** Origins the browser fetches from besides the app: the identity provider's token endpoint, the storage bucket. */
  connect: string[];
  /** Origins audio plays from (the storage bucket). */
  media: string[];
  /** Origins embedded in frames (the newsletter form). */
  frames: string[];
}

export function contentSecurityPolicy(s: CspSources): string {
  const list = (xs: string[], fallback: string) => (xs.length ? [...new Set(xs)].join(' ') : fallback);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the UI kit position popovers with style attributes; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    // The clinician's picture comes from their identity provider.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${list(s.connect, '')}`.trim(),
    `media-src 'self' blob: ${list(s.media, '')}`.trim(),
    `frame-src ${list(s.frames, "'none'")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'microphone=(self), camera=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Paths whose answers must never be cached: the API (patient data) and the sign-in provider (tokens). */
const NO_STORE = /^\/(api|oidc)(\/|$|\?)/;

async function securityHeadersPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { config, publicAuth, storage } = opts.ctx;
  const origin = (u: string | null | undefined) => {
    try {
      return u ? new URL(u).origin : null;
    } catch {
      return null;
    }
  };
  const own = new URL(config.publicUrl).origin;
  const others = (xs: Array<string | null>) => xs.filter((x): x is string => !!x && x !== own);
  // The storage's origin as the browser will see it: from a URL it signs (local: this app; S3: the bucket).
  const storageOrigin = origin(await storage.signedDownloadUrl('csp/origin-probe', { expiresInSec: 60 }));
  const csp = contentSecurityPolicy({
    connect: others([origin(publicAuth.tokenEndpoint), storageOrigin]),
    media: others([storageOrigin]),
    frames: others([origin(config.NEWSLETTER_URL)]),
  });
  const headers = Object.entries(securityHeaders(csp, config.publicUrl.startsWith('https:')));
  const apply = (url: string, res: { setHeader(name: string, value: string): unknown }) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (NO_STORE.test(url)) res.setHeader('Cache-Control', 'no-store');
  };
  app.decorate('applySecurityHeaders', apply);
  app.addHook('onRequest', async (req, reply) => apply(req.url, reply.raw));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the security headers on a raw response, for answers given before any hook runs (a malformed URL). */
    applySecurityHeaders(url: string, res: { setHeader(name: string, value: string): unknown }): void;
  }
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
