import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './cli.mjs';

/** The built scribe package (`npm run build` first). */
export const loadScribe = () => import(pathToFileURL(path.join(root, 'packages/scribe/dist/index.js')).href);

/** One module of the scribe package's source (e.g. 'speech/vad.ts'), for benches that measure a part the package does not export. */
export const scribeSource = (file) =>
  tsImport(pathToFileURL(path.join(root, 'packages/scribe/src', file)).href, import.meta.url);

/**
 * The scribe package's test helpers (generated test models, the OpenAI audio stand-in, spoken test
 * consultations). They never ship in dist, so they load from source.
 */
export const scribeTesting = () => scribeSource('testing/index.ts');

/** A committed test recording or text (packages/scribe/test-fixtures). */
export const fixture = (name) => readFileSync(path.join(root, 'packages/scribe/test-fixtures', name));
