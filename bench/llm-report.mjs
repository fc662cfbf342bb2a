#!/usr/bin/env node
/**
 * A local report model on this machine's CPU: prompt and generation speed (tokens/s) and the time
 * to write the report of a 15-minute consultation (about 2,250 spoken words) through the real path
 * (node-llama-cpp, the JSON-schema grammar, the extractor's facts as grounding, the checker).
 *
 *   node bench/llm-report.mjs [--model file.gguf] [--threads N] [--minutes 15] [--type soap|<id>|template.json]
 *
 * Without --model it uses the generated structure-only test model (a 1-layer, 32-wide GGUF that
 * knows no language): its speed says nothing about a real model's, only what the path itself costs.
 * The note is written in a note type (--type, default SOAP, a clinician's default): the model fills its sections.
 * Pass any instruct GGUF (e.g. one from `npm run models -- pull qwen2-1.5b-instruct-q4_0`) to time it.
 * The consultation is made from ACI-Bench train dialogues when ../shared/data is present, else from
 * the committed fixture. Uses the built package (run `npx tsc -b packages/scribe` first).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { dataFile, DATA_DIR, readCsv } from './datasets.mjs';
import { arg, root } from './lib/cli.mjs';
import { loadScribe, scribeTesting } from './lib/scribe.mjs';

const scribe = await loadScribe();
const threads = Number(arg('--threads', String(Math.max(1, Math.floor(os.availableParallelism() / 2)))));
const minutes = Number(arg('--minutes', '15'));
const noteType = await scribe.loadNoteTemplate(arg('--type', 'soap'));
const WORDS_PER_MINUTE = 150;

const tmp = await mkdtemp(path.join(os.tmpdir(), 'asha-llm-bench-'));
const modelPath = arg('--model')
  ? path.resolve(arg('--model'))
  : await (await scribeTesting()).writeTestGgufModel(path.join(tmp, 'structure-test.gguf'));
const structureOnly = !arg('--model');

async function consultationText() {
  const words = minutes * WORDS_PER_MINUTE;
  const parts = [];
  let count = 0;
  const dialogues = existsSync(path.join(DATA_DIR, 'aci-bench', 'train.csv'))
    ? readCsv(dataFile('aci-bench', 'train.csv')).map((r) => r.dialogue)
    : [];
  const fixture = await readFile(path.join(root, 'packages/scribe/test-fixtures/consultation.txt'), 'utf8');
  // Whole turns until the consultation has the words of `minutes` minutes of speech.
  for (const line of [...dialogues, ...Array(50).fill(fixture)].join('\n').split('\n')) {
    if (count >= words) break;
    parts.push(line);
    count += line.split(/\s+/).filter(Boolean).length;
  }
  return {
    text: parts.join('\n'),
    words: count,
    source: dialogues.length ? 'ACI-Bench train dialogues' : 'the committed fixture, repeated',
  };
}

// node-llama-cpp is the scribe package's dependency: resolve it from there.
const llamaCpp = createRequire(path.join(root, 'packages/scribe/package.json')).resolve('node-llama-cpp');
const { getLlama, LlamaCompletion } = await import(pathToFileURL(llamaCpp).href);
const llama = await getLlama({ gpu: false, build: 'never' });
const t0 = performance.now();
const model = await llama.loadModel({ modelPath });
const loadMs = performance.now() - t0;

// Speed: a 1,000-token prompt, then 128 generated tokens.
const context = await model.createContext({ contextSize: { max: 4096 }, threads });
const prompt = (await consultationText()).text.slice(0, 20_000);
const promptTokens = model.tokenize(prompt).slice(0, 1000);
const completion = new LlamaCompletion({ contextSequence: context.getSequence() });
let first = 0;
let generated = 0;
const start = performance.now();
await completion.generateCompletion(model.detokenize(promptTokens), {
  maxTokens: 128,
  temperature: 0,
  onToken: (tokens) => {
    if (!first) first = performance.now();
    generated += tokens.length;
  },
});
const end = performance.now();
await context.dispose();
const promptTps = promptTokens.length / ((first - start) / 1000);
const genTps = (generated - 1) / ((end - first) / 1000);

// Time to a note: the real report path, in the note type, on a consultation of `minutes` minutes.
const consult = await consultationText();
const transcript = scribe.transcriptFromText(consult.text);
const engine = scribe.createLlmEngine({ kind: 'llama', modelPath, threads });
let chunks = 0;
const r0 = performance.now();
const stored = await scribe.writeReport(transcript, {
  llm: engine,
  noteType,
  onProgress: (p) => (chunks = p.total),
});
const reportSec = (performance.now() - r0) / 1000;
await engine.dispose();

const mb = (n) => `${(n / 1e6).toFixed(0)} MB`;
console.log(
  `Model: ${modelPath}${structureOnly ? ' (generated structure-only test model: NOT a real language model)' : ''}`,
);
console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'CPU'} × ${os.availableParallelism()}, ${mb(os.totalmem())} memory; ${threads} thread(s); CPU only`,
);
console.log(`Load: ${(loadMs / 1000).toFixed(2)} s`);
console.log(`Prompt processing: ${promptTps.toFixed(1)} tokens/s (${promptTokens.length} tokens)`);
console.log(`Generation: ${genTps.toFixed(1)} tokens/s (${generated} tokens)`);
console.log(
  `Consultation: ${minutes} min ≈ ${consult.words} words from ${consult.source}, ${transcript.segments.length} turns, ${chunks} request(s)`,
);
console.log(
  `Time to a note (${noteType.name}): ${reportSec.toFixed(1)} s (written by ${stored.patientReport.metadata.engine}; ${stored.flags.length} checker flags)`,
);
const fits = scribe.BUILTIN_CATALOG.filter((e) => e.kind === 'report' && scribe.fitsMemory(e)).sort(
  (a, b) => b.ramBytes - a.ramBytes,
)[0];
console.log(
  `Largest catalogued report model this machine's memory fits: ${fits ? `${fits.name} (${mb(fits.bytes)}, needs ${mb(fits.ramBytes)})` : 'none'}`,
);
await rm(tmp, { recursive: true, force: true });
