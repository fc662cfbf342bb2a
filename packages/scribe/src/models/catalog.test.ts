import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickAutoPullReportModel } from './auto-select.js';
import { BUILTIN_CATALOG, catalogOfKind, DEFAULT_SPEECH_MODEL, findCatalogEntry, loadCatalog } from './catalog.js';
import { fitsMemory, resolveReportModelFile } from './installed.js';

const GiB = 1024 ** 3;
const HEX_LENGTH = { md5: 32, sha1: 40, sha256: 64 } as const;

describe('model catalogue', () => {
  it('holds speech and report models, each with a checksum of its algorithm, a licence and the memory it needs', () => {
    expect(catalogOfKind('speech').length).toBeGreaterThan(10);
    expect(catalogOfKind('report').length).toBeGreaterThanOrEqual(4);
    for (const e of BUILTIN_CATALOG) {
      expect(e.checksum.value, e.name).toMatch(new RegExp(`^[0-9a-f]{${HEX_LENGTH[e.checksum.algorithm]}}$`));
      expect(e.licence, e.name).not.toBe('');
      expect(e.ramBytes, e.name).toBeGreaterThan(e.bytes * 0.9);
      expect(e.url, e.name).toMatch(new RegExp(`^https://.+/${e.fileName.replace(/[.]/g, '\\.')}$`));
    }
    for (const key of ['name', 'fileName'] as const)
      expect(new Set(BUILTIN_CATALOG.map((e) => e[key])).size).toBe(BUILTIN_CATALOG.length);
    expect(catalogOfKind('report').every((e) => e.fileName.endsWith('.gguf'))).toBe(true);
    expect(findCatalogEntry(DEFAULT_SPEECH_MODEL)?.kind).toBe('speech');
  });

  it('finds a model by name, file name or ggml file name, in any case', () => {
    expect(findCatalogEntry('ggml-small-q5_1.bin')?.name).toBe('small-q5_1');
    expect(findCatalogEntry('Qwen2-1.5B-Instruct-Q4_0')?.kind).toBe('report');
    expect(findCatalogEntry('qwen2-1_5b-instruct-q4_0.gguf')?.name).toBe('qwen2-1.5b-instruct-q4_0');
    expect(findCatalogEntry('gpt-5')).toBeUndefined();
  });

  it("adds a clinic's own catalogue, replacing a built-in entry of the same name, and says what is wrong with a bad one", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'asha-catalog-'));
    const file = path.join(dir, 'catalog.json');
    const own = {
      kind: 'speaker',
      name: 'clinic-voices',
      fileName: 'voices.onnx',
      url: 'http://mirror.local/voices.onnx',
      bytes: 10,
      checksum: { algorithm: 'sha256', value: 'a'.repeat(64) },
      licence: 'MIT',
      ramBytes: 100,
    };
    await writeFile(file, JSON.stringify([own, { ...own, kind: 'speech', name: 'tiny', fileName: 'ggml-tiny.bin' }]));
    const catalog = await loadCatalog(file);
    expect(findCatalogEntry('clinic-voices', catalog)).toMatchObject({
      kind: 'speaker',
      title: 'clinic-voices',
      multilingual: true,
    });
    expect(findCatalogEntry('tiny', catalog)?.url).toBe('http://mirror.local/voices.onnx');
    expect(catalog.length).toBe(BUILTIN_CATALOG.length + 1);
    await writeFile(file, JSON.stringify([{ ...own, checksum: { algorithm: 'sha256', value: 'xyz' } }]));
    await expect(loadCatalog(file)).rejects.toThrow(/0\.checksum\.value: checksum must be hex/);
    await rm(dir, { recursive: true });
  });
});

describe('which language model a first start may download', () => {
  it('takes the largest permissively licensed model that fits both the total and the free memory, with headroom', () => {
    const pick = (total: number, free: number) =>
      pickAutoPullReportModel(BUILTIN_CATALOG, { total: total * GiB, free: free * GiB })?.name ?? null;
    expect(pick(24, 20)).toBe('phi-3-mini-4k-instruct-q4_0');
    expect(pick(24, 5.5)).toBe('qwen2-1.5b-instruct-q4_0');
    expect(pick(4, 4)).toBeNull();
    expect(pick(64, 3)).toBeNull();
    // Models whose licence must be accepted (Llama) are never fetched unasked.
    expect(BUILTIN_CATALOG.filter((e) => e.autoPull).every((e) => /^(Apache-2\.0|MIT)$/.test(e.licence))).toBe(true);
  });

  it('marks what does not fit this machine, and auto uses the largest installed report model that fits', async () => {
    expect(fitsMemory({ ramBytes: 8 * GiB, bytes: 1 }, 4 * GiB)).toBe(false);
    expect(fitsMemory({ ramBytes: null, bytes: GiB }, 4 * GiB)).toBe(true);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'asha-report-models-'));
    expect(await resolveReportModelFile(dir)).toBeNull();
    await writeFile(path.join(dir, 'Llama-3.2-1B-Instruct-Q4_0.gguf'), 'a');
    await writeFile(path.join(dir, 'Meta-Llama-3.1-8B-Instruct-128k-Q4_0.gguf'), 'bb');
    await writeFile(path.join(dir, 'half.gguf.part'), 'ccc');
    expect((await resolveReportModelFile(dir, undefined, 64 * GiB))?.name).toBe('llama-3.1-8b-instruct-128k-q4_0');
    expect((await resolveReportModelFile(dir, undefined, 4 * GiB))?.name).toBe('llama-3.2-1b-instruct-q4_0');
    expect(await resolveReportModelFile(dir, undefined, GiB)).toBeNull();
    await rm(dir, { recursive: true });
  });
});
