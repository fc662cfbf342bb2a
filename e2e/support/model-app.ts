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
  const files = await startFileServer(fileName, o.model, o.bytesPerTick);
  const filesBase = files.base;

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
  const server = await startServer(o.port, dataDir, {
    SPEECH_ENGINE: 'auto',
    OPENAI_API_KEY: '',
    LLM_ENGINE: 'none',
    MODEL_AUTO_PULL: 'true',
    MODEL_CATALOG: catalog,
  });
  return {
    baseURL: server.baseURL,
    async close() {
      await server.stop();
      await files.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real built server on `port` with its data in `dataDir` and `env` over the test defaults, once it answers /readyz. */
export async function startServer(port: number, dataDir: string, env: Record<string, string>) {
  const baseURL = `http://localhost:${port}`;
  const app: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      MODELS_DIR: path.join(dataDir, 'models'),
      EMBEDDED_PG_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
      SEED_CLINICIAN_EMAIL: 'e2e.doctor@clinic.test',
      SEED_CLINICIAN_PASSWORD: 'e2e-Password-123',
      WHISPER_THREADS: '1',
      ...env,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || app.exitCode !== null) throw new Error('The test app did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseURL,
    async stop() {
      app.kill('SIGTERM');
      await new Promise((r) => (app.exitCode !== null ? r(null) : app.once('exit', r)));
    },
  };
}

/**
 * A local file server standing in for Hugging Face: serves one file, `bytesPerTick` every 100 ms (so a
 * download's progress can be seen), resuming from a Range header as the real one does.
 */
export async function startFileServer(fileName: string, body: Buffer, bytesPerTick: number) {
  const files = http.createServer((req, res) => {
    if (req.url !== `/${fileName}`) return res.writeHead(404).end();
    const from = Number(/bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const rest = body.subarray(from);
    res.writeHead(from ? 206 : 200, { 'content-length': rest.length });
    let at = 0;
    const tick = () => {
      if (res.destroyed) return;
      const chunk = rest.subarray(at, (at += bytesPerTick));
      if (at >= rest.length) return res.end(chunk);
      res.write(chunk);
      setTimeout(tick, 100);
    };
    tick();
  });
  await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(files.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        files.closeAllConnections();
        files.close(() => r());
      }),
  };
}
