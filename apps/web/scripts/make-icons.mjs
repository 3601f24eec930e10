// Draws the app icon (a "V" on the primary gradient) as PNGs and favicon.ico,
// with no image library: the icon is simple enough to rasterise by hand.
// Run once when the icon changes: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

function distanceToSegment(px, py, ax, ay, bx, by) {
  const t = Math.max(
    0,
    Math.min(
      1,
      ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
    ),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

function icon(size, { maskable = false } = {}) {
  const from = [0xba, 0x54, 0xf5];
  const to = [0xe1, 0x4e, 0xca];
  const radius = maskable ? 0 : size * 0.18;
  const stroke = size * 0.09;
  const inset = maskable ? 0.3 : 0.24; // maskable icons keep the mark in the safe zone
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const t = y / size;
      const [r, g, b] = from.map((value, i) => Math.round(value + (to[i] - value) * t));
      const cx = Math.min(x, size - 1 - x);
      const cy = Math.min(y, size - 1 - y);
      const outside = cx < radius && cy < radius && Math.hypot(radius - cx, radius - cy) > radius;
      const u = x / size;
      const v = y / size;
      const onV =
        Math.min(
          distanceToSegment(u, v, inset, inset, 0.5, 1 - inset),
          distanceToSegment(u, v, 1 - inset, inset, 0.5, 1 - inset),
        ) *
          size <
        stroke / 2;
      if (outside) row.push(0, 0, 0, 0);
      else if (onV) row.push(0x1e, 0x1e, 0x2f, 255);
      else row.push(r, g, b, 255);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function ico(png, size) {
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.set([size % 256, size % 256, 0, 0], 0);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}

const out = new URL('../public/', import.meta.url);
mkdirSync(new URL('icons/', out), { recursive: true });
writeFileSync(new URL('icons/icon-192.png', out), icon(192));
writeFileSync(new URL('icons/icon-512.png', out), icon(512));
writeFileSync(new URL('icons/maskable-512.png', out), icon(512, { maskable: true }));
writeFileSync(new URL('icons/apple-touch-icon.png', out), icon(180, { maskable: true }));
writeFileSync(new URL('favicon.ico', out), ico(icon(32), 32));
