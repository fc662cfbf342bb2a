import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestGgufModel } from '../testing/gguf-model.js';
import { LlamaEngine } from './llama.js';

const dir = mkdtempSync(path.join(tmpdir(), 'asha-gguf-'));
const modelPath = path.join(dir, 'tiny.gguf');
writeFileSync(modelPath, buildTestGgufModel());
const engine = new LlamaEngine({ kind: 'llama', modelPath, maxTokens: 64 });
afterAll(async () => {
  await engine.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('node-llama-cpp engine', () => {
  it('loads a GGUF model and answers in the schema, enforced by the grammar', { timeout: 120_000 }, async () => {
    const schema = z.object({ role: z.enum(['Doctor', 'Patient']), urgent: z.boolean() });
    const answer = await engine.generateJson({
      system: 'Label the speaker.',
      user: 'Any chest pain?',
      schema,
      schemaName: 'role',
    });
    expect(schema.parse(answer)).toEqual(answer);
    expect(engine.name).toBe('llama:tiny.gguf');
    expect(engine.remote).toBe(false);
  });

  it('fails with a permanent LlmError when the model file is not a model', async () => {
    const bad = path.join(dir, 'bad.gguf');
    writeFileSync(bad, 'not a model');
    const broken = new LlamaEngine({ kind: 'llama', modelPath: bad });
    await expect(
      broken.generateJson({ system: 's', user: 'u', schema: z.object({ a: z.string() }), schemaName: 'a' }),
    ).rejects.toMatchObject({
      name: 'LlmError',
      transient: false,
    });
  });
});
