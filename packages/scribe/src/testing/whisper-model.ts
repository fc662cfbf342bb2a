import { writeFile } from 'node:fs/promises';

/**
 * A tiny multilingual whisper.cpp model with zero weights, written in the ggml format that
 * whisper.cpp's whisper_model_load reads (magic 0x67676d6c, hparams, mel filters, vocab, then
 * named tensors with their shapes). Zero weights prove loading, decoding and the call path without
 * any download; the text it produces is meaningless. Shapes follow
 * whisper.cpp's loader: ne[] is innermost-first, 2-D weights F16, biases/norms/positions F32.
 */
export interface TestModelOptions {
  state?: number;
  layers?: number;
  /** 51865 tokens = multilingual (language detection and the translate task exist). */
  vocab?: number;
}

export function buildTestWhisperModel(o: TestModelOptions = {}): Buffer {
  const s = o.state ?? 64;
  const layers = o.layers ?? 4;
  const nVocab = o.vocab ?? 51865;
  const [audioCtx, textCtx, mels, heads] = [1500, 448, 80, 1];
  const w = new Writer();
  w.i32(0x67676d6c);
  w.i32(nVocab, audioCtx, s, heads, layers, textCtx, s, heads, layers, mels, 1 /* ftype f16 */);
  w.i32(mels, 201);
  w.zeros(mels * 201 * 4);
  // The byte-level tokens whisper's vocabulary starts with; the loader names the rest itself.
  w.i32(256);
  for (let i = 0; i < 256; i++) w.bytes(Buffer.from([i]), true);
  w.tensor('encoder.positional_embedding', [s, audioCtx], false);
  w.tensor('encoder.conv1.weight', [3, mels, s], true);
  w.tensor('encoder.conv1.bias', [1, s], false);
  w.tensor('encoder.conv2.weight', [3, s, s], true);
  w.tensor('encoder.conv2.bias', [1, s], false);
  w.tensor('encoder.ln_post.weight', [s], false);
  w.tensor('encoder.ln_post.bias', [s], false);
  for (let i = 0; i < layers; i++) block(w, `encoder.blocks.${i}`, s, ['attn']);
  w.tensor('decoder.positional_embedding', [s, textCtx], false);
  w.tensor('decoder.token_embedding.weight', [s, nVocab], true);
  w.tensor('decoder.ln.weight', [s], false);
  w.tensor('decoder.ln.bias', [s], false);
  for (let i = 0; i < layers; i++) block(w, `decoder.blocks.${i}`, s, ['attn', 'cross_attn']);
  return w.done();
}

export async function writeTestWhisperModel(file: string, o: TestModelOptions = {}): Promise<string> {
  await writeFile(file, buildTestWhisperModel(o));
  return file;
}

function block(w: Writer, p: string, s: number, attentions: string[]) {
  w.tensor(`${p}.mlp_ln.weight`, [s], false);
  w.tensor(`${p}.mlp_ln.bias`, [s], false);
  w.tensor(`${p}.mlp.0.weight`, [s, 4 * s], true);
  w.tensor(`${p}.mlp.0.bias`, [4 * s], false);
  w.tensor(`${p}.mlp.2.weight`, [4 * s, s], true);
  w.tensor(`${p}.mlp.2.bias`, [s], false);
  for (const a of attentions) {
    w.tensor(`${p}.${a}_ln.weight`, [s], false);
    w.tensor(`${p}.${a}_ln.bias`, [s], false);
    w.tensor(`${p}.${a}.query.weight`, [s, s], true);
    w.tensor(`${p}.${a}.query.bias`, [s], false);
    w.tensor(`${p}.${a}.key.weight`, [s, s], true);
    w.tensor(`${p}.${a}.value.weight`, [s, s], true);
    w.tensor(`${p}.${a}.value.bias`, [s], false);
    w.tensor(`${p}.${a}.out.weight`, [s, s], true);
    w.tensor(`${p}.${a}.out.bias`, [s], false);
  }
}

class Writer {
  private parts: Buffer[] = [];
  i32(...values: number[]) {
    const b = Buffer.alloc(4 * values.length);
    values.forEach((v, i) => b.writeInt32LE(v, 4 * i));
    this.parts.push(b);
  }
  bytes(b: Buffer, withLength = false) {
    if (withLength) this.i32(b.length);
    this.parts.push(b);
  }
  zeros(n: number) {
    this.parts.push(Buffer.alloc(n));
  }
  /** n_dims, name length, type (0 f32, 1 f16), ne[], name, data. */
  tensor(name: string, shape: number[], f16: boolean) {
    const n = shape.reduce((a, b) => a * b, 1);
    const nameBytes = Buffer.from(name);
    this.i32(shape.length, nameBytes.length, f16 ? 1 : 0, ...shape);
    this.bytes(nameBytes);
    this.zeros(n * (f16 ? 2 : 4));
  }
  done() {
    return Buffer.concat(this.parts);
  }
}
