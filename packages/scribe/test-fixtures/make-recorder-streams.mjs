#!/usr/bin/env node
// Makes recorder-a.webm and recorder-b.webm: two live webm streams as Chromium's MediaRecorder writes
// them (1 s timeslices, no duration, clusters of unknown size), recorded one after the other from the
// fake microphone fed with e2e/fixtures/consultation.wav, as a recording resumed after a reload is.
// Needs Debian's chromium. Run from the repository root: node packages/scribe/test-fixtures/make-recorder-streams.mjs
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';

const here = path.dirname(new URL(import.meta.url).pathname);
const wav = path.resolve(here, '../../../e2e/fixtures/consultation.wav');
const server = http.createServer((_, res) => res.end('<html></html>')).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ],
});
const page = await (await browser.newContext({ permissions: ['microphone'] })).newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const streams = await page.evaluate(async () => {
  const mic = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  const record = async (ms) => {
    const r = new MediaRecorder(mic, { mimeType: 'audio/webm;codecs=opus' });
    const chunks = [];
    r.ondataavailable = (e) => chunks.push(e.data);
    r.start(1000);
    await new Promise((res) => setTimeout(res, ms));
    await new Promise((res) => ((r.onstop = res), r.stop()));
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  };
  return [await record(5000), await record(4000)];
});
fs.writeFileSync(path.join(here, 'recorder-a.webm'), Buffer.from(streams[0]));
fs.writeFileSync(path.join(here, 'recorder-b.webm'), Buffer.from(streams[1]));
await browser.close();
server.close();
console.log('recorder-a.webm', streams[0].length, 'bytes; recorder-b.webm', streams[1].length, 'bytes');
