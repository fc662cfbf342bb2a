import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';

export interface SigningKeys {
  /** Private JWKS handed to oidc-provider. */
  privateJwks: { keys: JWK[] };
  /** The same keys without private parts, for the API's token verifier. */
  publicJwks: { keys: JWK[] };
}

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/**
 * The embedded provider's RS256 signing key: generated on first start and
 * kept in DATA_DIR/oidc-jwks.json (mode 0600), so ID tokens stay valid across restarts.
 */
export function loadOrCreateSigningKeys(dataDir: string): SigningKeys {
  const file = path.join(dataDir, 'oidc-jwks.json');
  let privateJwks: { keys: JWK[] };
  if (fs.existsSync(file)) {
    privateJwks = JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: JWK[] };
  } else {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    privateJwks = { keys: [jwk] };
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(privateJwks), { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  const publicJwks = {
    keys: privateJwks.keys.map((k) => {
      const pub: JWK = { ...k };
      for (const part of PRIVATE_PARTS) delete pub[part];
      return pub;
    }),
  };
  return { privateJwks, publicJwks };
}
