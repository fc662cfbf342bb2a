import zlib from 'node:zlib';

/** A WOFF 1.0 font as the plain OpenType file it wraps (HarfBuzz reads only the latter). */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const o = 44 + i * 20;
    return {
      tag: woff.subarray(o, o + 4),
      offset: woff.readUInt32BE(o + 4),
      compressed: woff.readUInt32BE(o + 8),
      length: woff.readUInt32BE(o + 12),
      checksum: woff.readUInt32BE(o + 16),
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    const raw = woff.subarray(t.offset, t.offset + t.compressed);
    const data = t.compressed < t.length ? zlib.inflateSync(raw) : raw;
    t.tag.copy(header, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 12 + i * 16 + 4);
    header.writeUInt32BE(offset, 12 + i * 16 + 8);
    header.writeUInt32BE(t.length, 12 + i * 16 + 12);
    const pad = Buffer.alloc((4 - (data.length % 4)) % 4);
    bodies.push(data, pad);
    offset += data.length + pad.length;
  });
  return Buffer.concat([header, ...bodies]);
}
