import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A second app for the Models page tests: the real built server on its own port and data folder,
 * with no speech engine at all (no model, no key), and its model catalogue pointed at a local file
 * server that stands in for Hugging Face. The file server sends `bytesPerTick` every 100 ms, so a
 * download takes long enough for its progress to be seen.
 */
export async function startModelApp(o: { port: number; model: Buffer; modelName: string; bytesPerTick: number }) {
  const fileName = `ggml-${o.modelName}.bin`;
  const files = http.createServer((req, res) => {
    if (req.url !== `/${fileName}`) return res.writeHead(404).end();
    const from = Number(/bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const body = o.model.subarray(from);
    res.writeHead(from ? 206 : 200, { 'content-length': body.length });
    let at = 0;
    const tick = () => {
      if (res.destroyed) return;
      const chunk = body.subarray(at, (at += o.bytesPerTick));
      if (at >= body.length) return res.end(chunk);
      res.write(chunk);
      setTimeout(tick, 100);
    };
    tick();
  });
  await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
  const filesBase = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;

  const dataDir = path.resolve(`.tmp/e2e-models-${o.port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const catalog = path.join(dataDir, 'catalog.json');
  // Replaces the built-in default speech model's entry, so the first-start pull fetches this file.
  writeFileSync(
    catalog,
    JSON.stringify([
      {
        kind: 'speech',
        name: o.modelName,
        title: `Whisper ${o.modelName}`,
        fileName,
        url: `${filesBase}/${fileName}`,
        bytes: o.model.length,
        checksum: { algorithm: 'sha256', value: createHash('sha256').update(o.model).digest('hex') },
        licence: 'MIT',
        ramBytes: o.model.length * 2,
      },
    ]),
  );
  const baseURL = `http://localhost:${o.port}`;
  const app: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      MODELS_DIR: path.join(dataDir, 'models'),
      EMBEDDED_PG_PORT: String(o.port + 1),
      LOG_LEVEL: 'warn',
      SEED_CLINICIAN_EMAIL: 'e2e.doctor@clinic.test',
      SEED_CLINICIAN_PASSWORD: 'e2e-Password-123',
      SPEECH_ENGINE: 'auto',
      OPENAI_API_KEY: '',
      LLM_ENGINE: 'none',
      WHISPER_THREADS: '1',
      MODEL_AUTO_PULL: 'true',
      MODEL_CATALOG: catalog,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || app.exitCode !== null) throw new Error('The models test app did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseURL,
    async close() {
      app.kill('SIGTERM');
      await new Promise((r) => (app.exitCode !== null ? r(null) : app.once('exit', r)));
      await new Promise<void>((r) => {
        files.closeAllConnections();
        files.close(() => r());
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
