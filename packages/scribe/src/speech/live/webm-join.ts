/**
 * One webm file from the recorder streams of one consultation. A browser's MediaRecorder writes a
 * live webm: a header, then clusters of Opus blocks, with no duration; a recording resumed after a
 * reload is a second such stream. The joined file keeps the first stream's header and tracks,
 * writes the total duration into its Info, and follows with every stream's clusters, their
 * timecodes moved on so the streams play one after another. Only element headers are parsed; the
 * audio itself is copied as it is.
 */
export interface WebmJoin {
  bytes: Uint8Array;
  durationSec: number;
}

export class WebmJoinError extends Error {}

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  trackEntry: 0xae,
  trackUid: 0x73c5,
} as const;
const CLUSTER_CHILDREN = new Set([ID.timecode, ID.simpleBlock, ID.blockGroup, 0xab, 0xa7, 0xec]);
/** A frame of Opus as browsers record it, for the end of the last block. */
const DEFAULT_FRAME_MS = 20;

interface Element {
  id: number;
  /** Where the element starts, where its data starts and ends (end = -1: unknown size). */
  at: number;
  data: number;
  end: number;
}

interface Stream {
  ebml: Uint8Array;
  info: Element;
  tracks: Uint8Array;
  clusters: { timecode: number; children: Uint8Array[]; lastBlock: number; frameMs: number }[];
  bytes: Uint8Array;
}

export function joinWebmStreams(streams: Uint8Array[]): WebmJoin {
  if (streams.length === 0) throw new WebmJoinError('Nothing was recorded.');
  const parsed = streams.map(parseStream);
  const first = parsed[0]!;
  if (parsed.some((p) => !equal(trackSignature(p.tracks), trackSignature(first.tracks))))
    throw new WebmJoinError('The recorder streams do not share one audio track.');
  const scale = timecodeScale(first);
  // Views of the recorded blocks and new headers, copied once into the joined file.
  const clusters: Uint8Array[] = [];
  let offset = 0;
  for (const p of parsed) {
    const start = p.clusters[0]?.timecode ?? 0;
    let end = offset;
    for (const c of p.clusters) {
      const tc = c.timecode - start + offset;
      const timecode = element(ID.timecode, uint(tc));
      clusters.push(
        header(ID.cluster, timecode.length + c.children.reduce((n, x) => n + x.length, 0)),
        timecode,
        ...c.children,
      );
      end = Math.max(end, tc + c.lastBlock + Math.round(c.frameMs * (1e6 / scale)));
    }
    offset = end;
  }
  const durationSec = (offset * scale) / 1e9;
  const body = [withDuration(first, offset), first.tracks, ...clusters];
  const bytes = concat([
    first.ebml,
    header(
      ID.segment,
      body.reduce((n, x) => n + x.length, 0),
    ),
    ...body,
  ]);
  return { bytes, durationSec };
}

function parseStream(bytes: Uint8Array): Stream {
  const ebml = readElement(bytes, 0);
  if (!ebml || ebml.id !== ID.ebml) throw new WebmJoinError('A recorder stream does not start with a webm header.');
  const segment = readElement(bytes, ebml.end);
  if (!segment || segment.id !== ID.segment) throw new WebmJoinError('A recorder stream has no webm segment.');
  const stream: Partial<Stream> & { clusters: Stream['clusters'] } = {
    ebml: bytes.subarray(0, ebml.end),
    clusters: [],
    bytes,
  };
  const stop = segment.end < 0 ? bytes.length : Math.min(segment.end, bytes.length);
  let pos = segment.data;
  while (pos < stop) {
    const el = readElement(bytes, pos, stop);
    if (!el) break; // a cut-off element at the end of a stream ended by a crash
    if (el.id === ID.info) stream.info = el;
    else if (el.id === ID.tracks) stream.tracks = bytes.subarray(el.at, el.end);
    else if (el.id === ID.cluster) {
      const { cluster, end } = readCluster(bytes, el, stop);
      if (cluster) stream.clusters.push(cluster);
      pos = end;
      continue;
    }
    if (el.end < 0) break;
    pos = el.end;
  }
  if (!stream.info || !stream.tracks) throw new WebmJoinError('A recorder stream has no track description.');
  return stream as Stream;
}

function readCluster(
  bytes: Uint8Array,
  el: Element,
  stop: number,
): { cluster: Stream['clusters'][number] | null; end: number } {
  const limit = el.end < 0 ? stop : Math.min(el.end, stop);
  const children: Uint8Array[] = [];
  let timecode = 0;
  const blocks: number[] = [];
  let pos = el.data;
  while (pos < limit) {
    const child = readElement(bytes, pos, limit);
    if (!child || child.end < 0 || !CLUSTER_CHILDREN.has(child.id)) break;
    if (child.id === ID.timecode) timecode = readUint(bytes, child.data, child.end);
    else {
      children.push(bytes.subarray(child.at, child.end));
      const relative = blockTime(bytes, child);
      if (relative !== null) blocks.push(relative);
    }
    pos = child.end;
  }
  const end = el.end < 0 ? pos : Math.min(el.end, limit);
  if (blocks.length === 0) return { cluster: null, end };
  const last = blocks[blocks.length - 1]!;
  const frameMs = blocks.length > 1 ? Math.max(1, last - blocks[blocks.length - 2]!) : DEFAULT_FRAME_MS;
  return { cluster: { timecode, children, lastBlock: last, frameMs }, end };
}

/** A block's timecode relative to its cluster (a signed 16-bit number after the track number). */
function blockTime(bytes: Uint8Array, el: Element): number | null {
  let data = el.data;
  if (el.id === ID.blockGroup) {
    const inner = readElement(bytes, el.data, el.end);
    if (!inner || inner.id !== ID.block) return null;
    data = inner.data;
  } else if (el.id !== ID.simpleBlock) return null;
  const track = vint(bytes, data);
  if (!track || data + track.length + 2 > el.end) return null;
  const at = data + track.length;
  return (((bytes[at]! << 8) | bytes[at + 1]!) << 16) >> 16;
}

/** What must match for blocks of one stream to play in another's track: everything but the random track UID. */
function trackSignature(tracks: Uint8Array): Uint8Array {
  const root = readElement(tracks, 0);
  if (!root) return tracks;
  const entries = children(tracks, root).filter((e) => e.id === ID.trackEntry);
  return concat(
    entries.flatMap((e) =>
      children(tracks, e)
        .filter((c) => c.id !== ID.trackUid)
        .map((c) => tracks.subarray(c.at, c.end)),
    ),
  );
}

function timecodeScale(s: Stream): number {
  const scale = children(s.bytes, s.info).find((c) => c.id === ID.timecodeScale);
  return scale ? readUint(s.bytes, scale.data, scale.end) : 1_000_000;
}

function withDuration(s: Stream, duration: number): Uint8Array {
  const kept = children(s.bytes, s.info)
    .filter((c) => c.id !== ID.duration)
    .map((c) => s.bytes.subarray(c.at, c.end));
  const value = new Uint8Array(8);
  new DataView(value.buffer).setFloat64(0, duration);
  return element(ID.info, concat([...kept, element(ID.duration, value)]));
}

function children(bytes: Uint8Array, parent: Element): Element[] {
  const out: Element[] = [];
  for (let pos = parent.data; pos < parent.end;) {
    const el = readElement(bytes, pos, parent.end);
    if (!el || el.end < 0) break;
    out.push(el);
    pos = el.end;
  }
  return out;
}

function readElement(bytes: Uint8Array, at: number, limit = bytes.length): Element | null {
  const id = vint(bytes, at, true);
  if (!id) return null;
  const size = vint(bytes, at + id.length);
  if (!size) return null;
  const data = at + id.length + size.length;
  if (size.unknown) return { id: id.value, at, data, end: -1 };
  const end = data + size.value;
  return end <= limit ? { id: id.value, at, data, end } : null;
}

/** An EBML variable-length number; ids keep their length marker. */
function vint(
  bytes: Uint8Array,
  at: number,
  keepMarker = false,
): { value: number; length: number; unknown: boolean } | null {
  const b = bytes[at];
  if (b === undefined || b === 0) return null;
  const length = Math.clz32(b) - 23;
  if (at + length > bytes.length || length > 8) return null;
  let value = keepMarker ? b : b & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) v = v * 256 + bytes[i]!;
  return v;
}

function uint(v: number): Uint8Array {
  const out = new Uint8Array(8);
  for (let i = 7, x = v; i >= 0; i--, x = Math.floor(x / 256)) out[i] = x % 256;
  return out;
}

function element(id: number, data: Uint8Array): Uint8Array {
  return concat([header(id, data.length), data]);
}

/** An element's id and its size as an 8-byte EBML number (marker bit, then 56 bits of length). */
function header(id: number, size: number): Uint8Array {
  const idBytes: number[] = [];
  for (let x = id; x > 0; x = Math.floor(x / 256)) idBytes.unshift(x % 256);
  const sizeBytes = uint(size);
  sizeBytes[0] = 0x01;
  return concat([Uint8Array.from(idBytes), sizeBytes]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
