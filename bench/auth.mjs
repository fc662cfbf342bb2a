#!/usr/bin/env node
/**
 * Sign-in costs: what one password check and one bearer-token check cost.
 *
 *   node bench/auth.mjs [--runs 20] [--tokens 2000]
 *
 * Uses the built server (apps/server/dist; run `tsc -b apps/server` first). Times scrypt hashing
 * and verification of a password (N=16384, r=8, p=1: every sign-in attempt pays this once), and
 * the verification of an RS256 ID token against a local JWKS (every data call pays this once).
 * Prints figures only; nothing here asserts on timings.
 */
import { performance } from 'node:perf_hooks';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = arg('--runs', 20);
const TOKENS = arg('--tokens', 2000);

const { hashPassword, verifyPassword } = await import('../apps/server/dist/modules/auth/embedded/passwords.js');
const { createTokenVerifier } = await import('../apps/server/dist/modules/auth/verifier.js');

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `median ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms (n=${s.length})`;
}

const hashes = [];
const verifies = [];
let stored = '';
for (let i = 0; i < RUNS; i++) {
  let t = performance.now();
  stored = await hashPassword(`password-${i}-long-enough`);
  hashes.push(performance.now() - t);
  t = performance.now();
  await verifyPassword(`password-${i}-long-enough`, stored);
  verifies.push(performance.now() - t);
}
console.log(`scrypt hash:          ${stats(hashes)}`);
console.log(`scrypt verify:        ${stats(verifies)}`);

const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' };
const verifier = createTokenVerifier({
  issuer: 'http://bench/oidc',
  audience: 'asha-web',
  keys: createLocalJWKSet({ keys: [jwk] }),
});
const token = await new SignJWT({ sub: 'bench', email: 'b@x.test' })
  .setProtectedHeader({ alg: 'RS256', kid: 'k' })
  .setIssuer('http://bench/oidc')
  .setAudience('asha-web')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);
const checks = [];
for (let i = 0; i < TOKENS; i++) {
  const t = performance.now();
  await verifier.verify(token);
  checks.push(performance.now() - t);
}
console.log(`ID token verify:      ${stats(checks)}`);
