import { inflateSync } from 'node:zlib';

/** WinAnsi's 0x80–0x9F, the bytes where it differs from Latin-1 (pdfkit's standard fonts write WinAnsi). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const decodeWinAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

/**
 * The text a PDF made by pdfkit with its standard fonts shows, one line per text-showing operator: every
 * Flate-compressed stream is inflated and the hex strings of its `[…] TJ` arrays decoded (kerning numbers left
 * out). Enough to read back what src/server/documents writes; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streamPattern = /\/Filter \/FlateDecode[\s\S]*?>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a content stream pdfkit compressed whole (e.g. an image)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...array[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeWinAnsi(Buffer.from(hex[1], 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}
