import { deflateSync } from 'node:zlib';

/**
 * A small portrait for the demo's candidates, drawn pixel by pixel and encoded as PNG with node:zlib (no image
 * library): a head and shoulders in a lighter tone over a coloured background. Real PNG bytes, so the upload's
 * content check and the browser read it like any photo.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [0, 1, 2].map((i) => Math.round(from[i] + (to[i] - from[i]) * amount)) as unknown as Rgb;

/** An RGB PNG of `size`×`size` pixels; `background` and the figure's tone derive from the given colour. */
export function portraitPng(background: Rgb, size = 160): Buffer {
  const figure = mix(background, [255, 255, 255], 0.72);
  const rows: Buffer[] = [];
  const s = size;
  for (let y = 0; y < s; y += 1) {
    const row = Buffer.alloc(1 + s * 3);
    for (let x = 0; x < s; x += 1) {
      // Head: a circle; shoulders: the top of an ellipse reaching the bottom edge. Half a pixel of soft edge.
      const head = Math.hypot(x - s / 2, y - s * 0.4) - s * 0.19;
      const shoulders = Math.hypot((x - s / 2) / (s * 0.36), (y - s * 1.02) / (s * 0.38)) - 1;
      const inside = Math.min(head, shoulders * s * 0.3);
      const color = mix(background, figure, Math.max(0, Math.min(1, 0.5 - inside)));
      row.set(color, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(s, 0);
  header.writeUInt32BE(s, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
