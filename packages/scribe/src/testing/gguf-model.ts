import { writeFile } from 'node:fs/promises';

/**
 * Writes a tiny GGUF v3 llama model (1 layer, 32-wide, byte-level SentencePiece vocabulary, seeded
 * random weights in its attention): small enough to build here, real enough for llama.cpp to load and run, so the
 * engine's load → grammar → generate → validate path runs for real with no download. It has no
 * chat template and knows no language: its answers are the emptiest the grammar allows. It proves
 * structure and speed of the path only, never report quality.
 */
export function buildTestGgufModel(): Buffer {
  const nEmbd = 32,
    nFf = 64,
    nHead = 2;
  const tokens = [
    '<unk>',
    '<s>',
    '</s>',
    ...Array.from({ length: 256 }, (_, i) => `<0x${i.toString(16).toUpperCase().padStart(2, '0')}>`),
  ];
  const nVocab = tokens.length;
  const parts: Buffer[] = [];
  const u32 = (v: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    parts.push(b);
  };
  const u64 = (v: number) => {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    parts.push(b);
  };
  const f32 = (v: number) => {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    parts.push(b);
  };
  const str = (s: string) => {
    const b = Buffer.from(s, 'utf8');
    u64(b.length);
    parts.push(b);
  };
  const kv: [string, () => void][] = [
    [
      'general.architecture',
      () => {
        u32(8);
        str('llama');
      },
    ],
    [
      'general.name',
      () => {
        u32(8);
        str('tiny-test');
      },
    ],
    [
      'llama.context_length',
      () => {
        u32(4);
        u32(8192);
      },
    ],
    [
      'llama.embedding_length',
      () => {
        u32(4);
        u32(nEmbd);
      },
    ],
    [
      'llama.block_count',
      () => {
        u32(4);
        u32(1);
      },
    ],
    [
      'llama.feed_forward_length',
      () => {
        u32(4);
        u32(nFf);
      },
    ],
    [
      'llama.attention.head_count',
      () => {
        u32(4);
        u32(nHead);
      },
    ],
    [
      'llama.attention.head_count_kv',
      () => {
        u32(4);
        u32(nHead);
      },
    ],
    [
      'llama.rope.dimension_count',
      () => {
        u32(4);
        u32(nEmbd / nHead);
      },
    ],
    [
      'llama.attention.layer_norm_rms_epsilon',
      () => {
        u32(6);
        f32(1e-5);
      },
    ],
    [
      'tokenizer.ggml.model',
      () => {
        u32(8);
        str('llama');
      },
    ],
    [
      'tokenizer.ggml.tokens',
      () => {
        u32(9);
        u32(8);
        u64(nVocab);
        tokens.forEach(str);
      },
    ],
    [
      'tokenizer.ggml.scores',
      () => {
        u32(9);
        u32(6);
        u64(nVocab);
        tokens.forEach(() => f32(0));
      },
    ],
    [
      'tokenizer.ggml.token_type',
      () => {
        u32(9);
        u32(5);
        u64(nVocab);
        tokens.forEach((_, i) => {
          const b = Buffer.alloc(4);
          b.writeInt32LE(i === 0 ? 2 : i < 3 ? 3 : 6);
          parts.push(b);
        });
      },
    ],
    [
      'tokenizer.ggml.unknown_token_id',
      () => {
        u32(4);
        u32(0);
      },
    ],
    [
      'tokenizer.ggml.bos_token_id',
      () => {
        u32(4);
        u32(1);
      },
    ],
    [
      'tokenizer.ggml.eos_token_id',
      () => {
        u32(4);
        u32(2);
      },
    ],
  ];
  const tensors: [string, number[]][] = [
    ['token_embd.weight', [nEmbd, nVocab]],
    ['output_norm.weight', [nEmbd]],
    ['output.weight', [nEmbd, nVocab]],
    ['blk.0.attn_norm.weight', [nEmbd]],
    ['blk.0.attn_q.weight', [nEmbd, nEmbd]],
    ['blk.0.attn_k.weight', [nEmbd, nEmbd]],
    ['blk.0.attn_v.weight', [nEmbd, nEmbd]],
    ['blk.0.attn_output.weight', [nEmbd, nEmbd]],
    ['blk.0.ffn_norm.weight', [nEmbd]],
    ['blk.0.ffn_gate.weight', [nEmbd, nFf]],
    ['blk.0.ffn_down.weight', [nFf, nEmbd]],
    ['blk.0.ffn_up.weight', [nEmbd, nFf]],
  ];
  parts.push(Buffer.from('GGUF'));
  u32(3);
  u64(tensors.length);
  u64(kv.length);
  for (const [key, write] of kv) {
    str(key);
    write();
  }
  const align = (n: number) => Math.ceil(n / 32) * 32;
  let offset = 0;
  for (const [name, dims] of tensors) {
    str(name);
    u32(dims.length);
    dims.forEach(u64);
    u32(0 /* F32 */);
    u64(offset);
    offset = align(offset + dims.reduce((a, b) => a * b, 1) * 4);
  }
  const headerLength = parts.reduce((a, b) => a + b.length, 0);
  parts.push(Buffer.alloc(align(headerLength) - headerLength));
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 0.2;
  // Every token embeds to the same vector and the blocks' output projections are zero, so the hidden
  // state is the same at every position and the logits are a fixed order of preference: close a
  // string, then a list, then an object, then null. Under a JSON grammar that writes the shortest
  // answer the schema allows, so a report-sized schema finishes in a few hundred tokens.
  const preferred: Record<string, number> = { '"': 10, ']': 9, '}': 8, n: 7, '0': 6, f: 5 };
  const logitOf = (token: number) => preferred[String.fromCharCode(token - 3)] ?? 0;
  const weight = (name: string, i: number) => {
    if (name.includes('norm') || name === 'token_embd.weight') return 1;
    if (name.endsWith('attn_output.weight') || name.endsWith('ffn_down.weight')) return 0;
    if (name === 'output.weight') return logitOf(Math.floor(i / nEmbd)) / nEmbd;
    return rand();
  };
  for (const [name, dims] of tensors) {
    const count = dims.reduce((a, b) => a * b, 1);
    const data = Buffer.alloc(align(count * 4));
    for (let i = 0; i < count; i++) data.writeFloatLE(weight(name, i), i * 4);
    parts.push(data);
  }
  return Buffer.concat(parts);
}

export async function writeTestGgufModel(file: string): Promise<string> {
  await writeFile(file, buildTestGgufModel());
  return file;
}
