#!/usr/bin/env node
// `npm ci` refuses a lockfile that lacks an entry for any dependency, including other platforms'
// optional binaries (a mirror that misses one makes `npm install` drop it silently). This check
// finds such holes before a fresh clone does, and names the package to pin to a complete version.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Dependencies of lockfile entries that no entry satisfies, as "needed by → missing" lines. */
export function missingLockEntries(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    const isWorkspace = key === '' || !key.includes('node_modules/');
    const deps = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(isWorkspace ? entry.devDependencies : {}),
    };
    for (const name of Object.keys(deps)) {
      if (!resolve(packages, key, name)) missing.push(`${key || '(root)'} → ${name}`);
    }
  }
  return missing;
}

/** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
function resolve(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx === -1 ? '' : dir.slice(0, idx);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const missing = missingLockEntries(lock);
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} entries, so \`npm ci\` would refuse it:\n  ${missing.join('\n  ')}`,
    );
    console.error('Pin the parent package to a version whose every platform binary the registry has.');
    process.exit(1);
  }
  console.log('package-lock.json is complete: npm ci accepts it on every platform.');
}
