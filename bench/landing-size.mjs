#!/usr/bin/env node
/**
 * Landing-page weight and speed.
 *
 *   node bench/landing-size.mjs [--dist <dir>] [--build] [--runs 5]
 *
 * Reads the Vite manifest of the built web app (apps/web/dist, or --dist / WEB_DIST_DIR; builds it
 * with --build or when missing), finds what `/` loads — the index.html entry, the landing route
 * chunk and their static imports — and prints their JS and CSS sizes, raw and gzip. Then serves the
 * dist folder locally and measures the largest contentful paint of `/` in headless Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH), and lists any dashboard code the page requested.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const dist = path.resolve(arg('--dist', process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist')));
const runs = Number(arg('--runs', '5'));
const manifestPath = path.join(dist, '.vite/manifest.json');

if (args.includes('--build') || !existsSync(manifestPath)) {
  console.log(`Building the web app into ${dist} …`);
  execFileSync('npx', ['vite', 'build', 'apps/web', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The manifest keys `/` loads: the entry, the landing route, and everything they import statically. */
function landingKeys() {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit('index.html');
  visit('src/app/routes/landing.tsx');
  return seen;
}

function sizeOf(file) {
  const buf = readFileSync(path.join(dist, file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const keys = landingKeys();
const js = [...keys].map((k) => sizeOf(manifest[k].file));
const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))].map(sizeOf);
const total = (list, f) => list.reduce((s, x) => s + x[f], 0);

console.log('\nWhat `/` loads (from the Vite manifest):');
for (const f of [...js, ...css])
  console.log(`  ${f.file.padEnd(44)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  JS  total: ${kb(total(js, 'raw'))} raw, ${kb(total(js, 'gzip'))} gzip (${js.length} files)`);
console.log(`  CSS total: ${kb(total(css, 'raw'))} raw, ${kb(total(css, 'gzip'))} gzip (${css.length} files)`);

// Files that only the dashboard needs: reachable from dashboard routes but not from `/`.
const dashboardFiles = new Set(
  Object.entries(manifest)
    .filter(
      ([k, v]) => v.isDynamicEntry && k.startsWith('src/app/routes/') && !/landing|sign-in|callback|not-found/.test(k),
    )
    .map(([, v]) => v.file),
);

/** A static server of dist with the SPA fallback; /api answers 404 (the landing page copes). */
function serve() {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/api/'))
      return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not here"}');
    let file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || url.pathname === '/') file = path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measureLcp(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  const requestedDashboard = new Set();
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      page.on('request', (r) => {
        const file = new URL(r.url()).pathname.slice(1);
        if (dashboardFiles.has(file)) requestedDashboard.add(file);
      });
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      const lcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries.at(-1)?.startTime ?? null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(null), 2000);
          }),
      );
      results.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { results, requestedDashboard };
}

const server = await serve();
const { port } = server.address();
try {
  const { results, requestedDashboard } = await measureLcp(`http://127.0.0.1:${port}`);
  const ok = results.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  const median = ok[Math.floor(ok.length / 2)];
  console.log(
    `\nLargest contentful paint of / (headless Chromium, localhost static server, 1440x900, ${runs} cold runs):`,
  );
  console.log(`  runs: ${results.map((x) => (x == null ? 'n/a' : `${x.toFixed(0)} ms`)).join(', ')}`);
  console.log(`  median: ${median == null ? 'n/a' : `${median.toFixed(0)} ms`}`);
  console.log(
    `  dashboard route chunks requested by /: ${requestedDashboard.size ? [...requestedDashboard].join(', ') : 'none'}`,
  );
} finally {
  server.close();
}
