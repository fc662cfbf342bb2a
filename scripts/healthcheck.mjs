#!/usr/bin/env node
// The container's health check: exits 0 when the app on PORT answers /readyz (database, storage
// and queue reachable), 1 otherwise. Plain JS with no dependency, so it runs in the runtime image.
const port = process.env.PORT || 8080;
fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
