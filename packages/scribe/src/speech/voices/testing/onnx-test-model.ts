/**
 * A tiny ONNX speaker model for tests, written as protobuf by hand: input `x` [N, T, 80] →
 * ReduceMean over time → output `embedding` [N, 80]. It proves the loading and calling path of
 * the speaker-model code with no download; its "voice vector" is just the mean filterbank.
 */
export function buildTestSpeakerModel(): Buffer {
  const dims = (...d: (number | string)[]) =>
    d.map((v) => field(1, typeof v === 'number' ? varintField(1, v) : str(2, v)));
  const tensorType = (...d: (number | string)[]) =>
    field(2, field(1, Buffer.concat([varintField(1, 1), field(2, Buffer.concat(dims(...d)))])));
  const valueInfo = (name: string, ...d: (number | string)[]) => Buffer.concat([str(1, name), tensorType(...d)]);
  const node = Buffer.concat([
    str(1, 'x'),
    str(2, 'embedding'),
    str(4, 'ReduceMean'),
    field(5, Buffer.concat([str(1, 'axes'), varintField(8, 1), varintField(20, 7)])),
    field(5, Buffer.concat([str(1, 'keepdims'), varintField(3, 0), varintField(20, 2)])),
  ]);
  const graph = Buffer.concat([
    field(1, node),
    str(2, 'speaker'),
    field(11, valueInfo('x', 'N', 'T', 80)),
    field(12, valueInfo('embedding', 'N', 80)),
  ]);
  return Buffer.concat([varintField(1, 7), field(7, graph), field(8, Buffer.concat([str(1, ''), varintField(2, 13)]))]);
}

function varint(n: number): Buffer {
  const bytes: number[] = [];
  do {
    bytes.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return Buffer.from(bytes);
}

function varintField(no: number, value: number): Buffer {
  return Buffer.concat([varint(no << 3), varint(value)]);
}

function field(no: number, body: Buffer): Buffer {
  return Buffer.concat([varint((no << 3) | 2), varint(body.length), body]);
}

function str(no: number, s: string): Buffer {
  return field(no, Buffer.from(s, 'utf8'));
}
