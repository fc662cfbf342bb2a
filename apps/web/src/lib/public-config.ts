import { PublicConfigSchema, type PublicConfig } from '@asha/contracts';

import { send } from './network';

let cached: Promise<PublicConfig> | null = null;

/** Run-time configuration from the server (API base, identity provider), fetched once. */
export function getPublicConfig(): Promise<PublicConfig> {
  cached ??= send('/api/config')
    .then((r) => {
      if (!r.ok) throw new Error(`Could not load the app configuration (HTTP ${r.status}).`);
      return r.json();
    })
    .then((j) => PublicConfigSchema.parse(j))
    .catch((err: unknown) => {
      cached = null;
      throw err;
    });
  return cached;
}
