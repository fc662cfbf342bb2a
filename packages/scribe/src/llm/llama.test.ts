import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LlamaEngine } from './llama.js';

/**
 * Writes a tiny GGUF v3 llama model (1 layer, 32-wide, byte-level SentencePiece vocabulary, seeded
 * random weights): small enough to build here, real enough for llama.cpp to load and run, so the
 * engine's load → grammar → generate → validate path runs for real (issue #8, Done when).
 */
function tinyGguf(file: string) {
  const nEmbd = 32, nFf = 64, nHead = 2;
  const tokens = ['<unk>', '<s>', '</s>', ...Array.from({ length: 256 }, (_, i) => `<0x${i.toString(16).toUpperCase().padStart(2, '0')}>`)];
  const nVocab = tokens.length;
  const parts: Buffer[] = [];
  const u32 = (v: number) => { const b = Buffer.alloc(4); b.writeUInt32LE(v); parts.push(b); };
  const u64 = (v: number) => { const b = Buffer.alloc(8); b.writeBigUInt64LE(BigInt(v)); parts.push(b); };
  const f32 = (v: number) => { const b = Buffer.alloc(4); b.writeFloatLE(v); parts.push(b); };
  const str = (s: string) => { const b = Buffer.from(s, 'utf8'); u64(b.length); parts.push(b); };
  const kv: [string, () => void][] = [
    ['general.architecture', () => { u32(8); str('llama'); }],
    ['general.name', () => { u32(8); str('tiny-test'); }],
    ['llama.context_length', () => { u32(4); u32(512); }],
    ['llama.embedding_length', () => { u32(4); u32(nEmbd); }],
    ['llama.block_count', () => { u32(4); u32(1); }],
    ['llama.feed_forward_length', () => { u32(4); u32(nFf); }],
    ['llama.attention.head_count', () => { u32(4); u32(nHead); }],
    ['llama.attention.head_count_kv', () => { u32(4); u32(nHead); }],
    ['llama.rope.dimension_count', () => { u32(4); u32(nEmbd / nHead); }],
    ['llama.attention.layer_norm_rms_epsilon', () => { u32(6); f32(1e-5); }],
    ['tokenizer.ggml.model', () => { u32(8); str('llama'); }],
    ['tokenizer.ggml.tokens', () => { u32(9); u32(8); u64(nVocab); tokens.forEach(str); }],
    ['tokenizer.ggml.scores', () => { u32(9); u32(6); u64(nVocab); tokens.forEach(() => f32(0)); }],
    ['tokenizer.ggml.token_type', () => { u32(9); u32(5); u64(nVocab); tokens.forEach((_, i) => { const b = Buffer.alloc(4); b.writeInt32LE(i === 0 ? 2 : i < 3 ? 3 : 6); parts.push(b); }); }],
    ['tokenizer.ggml.unknown_token_id', () => { u32(4); u32(0); }],
    ['tokenizer.ggml.bos_token_id', () => { u32(4); u32(1); }],
    ['tokenizer.ggml.eos_token_id', () => { u32(4); u32(2); }],
  ];
  const tensors: [string, number[]][] = [
    ['token_embd.weight', [nEmbd, nVocab]], ['output_norm.weight', [nEmbd]], ['output.weight', [nEmbd, nVocab]],
    ['blk.0.attn_norm.weight', [nEmbd]], ['blk.0.attn_q.weight', [nEmbd, nEmbd]], ['blk.0.attn_k.weight', [nEmbd, nEmbd]],
    ['blk.0.attn_v.weight', [nEmbd, nEmbd]], ['blk.0.attn_output.weight', [nEmbd, nEmbd]], ['blk.0.ffn_norm.weight', [nEmbd]],
    ['blk.0.ffn_gate.weight', [nEmbd, nFf]], ['blk.0.ffn_down.weight', [nFf, nEmbd]], ['blk.0.ffn_up.weight', [nEmbd, nFf]],
  ];
  parts.push(Buffer.from('GGUF'));
  u32(3); u64(tensors.length); u64(kv.length);
  for (const [key, write] of kv) { str(key); write(); }
  const align = (n: number) => Math.ceil(n / 32) * 32;
  let offset = 0;
  for (const [name, dims] of tensors) {
    str(name); u32(dims.length); dims.forEach(u64); u32(0 /* F32 */); u64(offset);
    offset = align(offset + dims.reduce((a, b) => a * b, 1) * 4);
  }
  const headerLength = parts.reduce((a, b) => a + b.length, 0);
  parts.push(Buffer.alloc(align(headerLength) - headerLength));
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 0.2;
  for (const [name, dims] of tensors) {
    const count = dims.reduce((a, b) => a * b, 1);
    const data = Buffer.alloc(align(count * 4));
    for (let i = 0; i < count; i++) data.writeFloatLE(name.includes('norm') ? 1 : rand(), i * 4);
    parts.push(data);
  }
  writeFileSync(file, Buffer.concat(parts));
}

const dir = mkdtempSync(path.join(tmpdir(), 'asha-gguf-'));
const modelPath = path.join(dir, 'tiny.gguf');
tinyGguf(modelPath);
const engine = new LlamaEngine({ kind: 'llama', modelPath, maxTokens: 64 });
afterAll(async () => {
  await engine.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('node-llama-cpp engine', () => {
  it('loads a GGUF model and answers in the schema, enforced by the grammar', { timeout: 120_000 }, async () => {
    const schema = z.object({ role: z.enum(['Doctor', 'Patient']), urgent: z.boolean() });
    const answer = await engine.generateJson({ system: 'Label the speaker.', user: 'Any chest pain?', schema, schemaName: 'role' });
    expect(schema.parse(answer)).toEqual(answer);
    expect(engine.name).toBe('llama:tiny.gguf');
    expect(engine.remote).toBe(false);
  });

  it('fails with a permanent LlmError when the model file is not a model', async () => {
    const bad = path.join(dir, 'bad.gguf');
    writeFileSync(bad, 'not a model');
    const broken = new LlamaEngine({ kind: 'llama', modelPath: bad });
    await expect(broken.generateJson({ system: 's', user: 'u', schema: z.object({ a: z.string() }), schemaName: 'a' })).rejects.toMatchObject({
      name: 'LlmError',
      transient: false,
    });
  });
});
