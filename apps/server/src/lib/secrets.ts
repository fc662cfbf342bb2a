import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface AppSecrets {
  appSecret: string;
  dbPassword: string;
}

/**
 * One-machine installs need no secret set by hand: they are generated on first start and kept
 * in DATA_DIR/secrets.json (mode 0600). APP_SECRET from the environment takes precedence.
 */
export function loadOrCreateSecrets(dataDir: string, envAppSecret?: string): AppSecrets {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<AppSecrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<AppSecrets>;
  const secrets: AppSecrets = {
    appSecret: stored.appSecret ?? randomBytes(32).toString('hex'),
    dbPassword: stored.dbPassword ?? randomBytes(18).toString('base64url'),
  };
  if (stored.appSecret !== secrets.appSecret || stored.dbPassword !== secrets.dbPassword) {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  return { ...secrets, appSecret: envAppSecret ?? secrets.appSecret };
}
