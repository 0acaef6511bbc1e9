/**
 * Real document files for the demo backend, generated in code (no binary fixtures, works in the
 * browser and in node): a PNG picture of an identity card and a small PDF. The review screens open
 * them as a person would: the image in the viewer, the PDF in a new tab.
 */

// --- PNG ---------------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i += 1) c = (CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)) >>> 0;
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    a = (a + bytes[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib stream of stored (uncompressed) deflate blocks: valid everywhere, no compressor needed. */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 65535));
  const out = new Uint8Array(2 + data.length + blocks * 5 + 4);
  let o = 0;
  out[o++] = 0x78;
  out[o++] = 0x01;
  for (let i = 0; i < blocks; i += 1) {
    const start = i * 65535;
    const len = Math.min(65535, data.length - start);
    out[o++] = i === blocks - 1 ? 1 : 0;
    out[o++] = len & 0xff;
    out[o++] = len >>> 8;
    out[o++] = ~len & 0xff;
    out[o++] = (~len >>> 8) & 0xff;
    out.set(data.subarray(start, start + len), o);
    o += len;
  }
  const sum = adler32(data);
  out[o++] = sum >>> 24;
  out[o++] = (sum >>> 16) & 0xff;
  out[o++] = (sum >>> 8) & 0xff;
  out[o++] = sum & 0xff;
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const part of parts) {
    out.set(part, o);
    o += part.length;
  }
  return out;
}

/** A 4-bit palette PNG of `pixels` (one palette index per pixel, row-major). */
function encodePng(width: number, height: number, palette: readonly [number, number, number][], pixels: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([4, 3, 0, 0, 0], 8); // bit depth 4, colour type 3 (palette)
  const plte = new Uint8Array(palette.length * 3);
  palette.forEach(([r, g, b], i) => plte.set([r, g, b], i * 3));
  const stride = Math.ceil(width / 2);
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    for (let x = 0; x < width; x += 1) {
      const index = pixels[y * width + x]! & 0x0f;
      raw[row + 1 + (x >> 1)]! |= x & 1 ? index : index << 4;
    }
  }
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

// A 5 x 7 bitmap font: each glyph is 7 rows of 5 bits (bit 4 = leftmost column).
const FONT: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  ' ': [0, 0, 0, 0, 0, 0, 0],
  '-': [0, 0, 0, 31, 0, 0, 0],
  '.': [0, 0, 0, 0, 0, 12, 12],
  ':': [0, 12, 12, 0, 12, 12, 0],
  '/': [1, 1, 2, 4, 8, 16, 16],
  '<': [2, 4, 8, 16, 8, 4, 2],
  '(': [2, 4, 8, 8, 8, 4, 2],
  ')': [8, 4, 2, 2, 2, 4, 8],
  '?': [14, 17, 1, 2, 4, 0, 4],
};

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height);
  }
  rect(x: number, y: number, w: number, h: number, colour: number): void {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy += 1) {
      this.pixels.fill(colour, yy * this.width + Math.max(0, x), yy * this.width + Math.min(this.width, x + w));
    }
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: number): void {
    for (let y = -ry; y <= ry; y += 1) {
      const half = Math.round(rx * Math.sqrt(1 - (y * y) / (ry * ry)));
      this.rect(cx - half, cy + y, half * 2 + 1, 1, colour);
    }
  }
  text(x: number, y: number, value: string, colour: number, scale = 2): void {
    let cursor = x;
    for (const ch of value.toUpperCase()) {
      const glyph = FONT[ch] ?? FONT['?']!;
      glyph.forEach((bits, row) => {
        for (let col = 0; col < 5; col += 1) {
          if (bits & (16 >> col)) this.rect(cursor + col * scale, y + row * scale, scale, scale, colour);
        }
      });
      cursor += 6 * scale;
    }
  }
}

const PALETTE: [number, number, number][] = [
  [236, 242, 248], // 0 card background
  [22, 78, 140], // 1 header band
  [255, 255, 255], // 2 white
  [30, 41, 59], // 3 text
  [148, 163, 184], // 4 photo background
  [71, 85, 105], // 5 silhouette / lines
  [202, 138, 4], // 6 chip gold
  [220, 228, 238], // 7 guilloche
];

export interface IdCardOptions {
  name: string;
  /** Shown as the Arabic-name line's placeholder: the bitmap font is Latin only. */
  nameAr?: string;
  nationalId: string;
  side: 'front' | 'back';
}

/** A 480 x 300 PNG of an identity card (front: photo, name, number; back: chip, machine-readable lines). */
export function idCardPng({ name, nameAr, nationalId, side }: IdCardOptions): Uint8Array {
  const c = new Canvas(480, 300);
  c.rect(0, 0, 480, 300, 0);
  for (let y = 70; y < 300; y += 14) c.rect(0, y, 480, 2, 7);
  c.rect(0, 0, 480, 56, 1);
  c.text(20, 14, 'NATIONAL IDENTITY CARD', 2, 2);
  c.text(20, 36, 'DEMO DOCUMENT - NOT VALID', 2, 1);
  const latin = name.replace(/[^A-Za-z0-9 .-]/g, '').slice(0, 26) || 'UNKNOWN';
  if (side === 'front') {
    c.rect(20, 76, 120, 150, 4);
    c.ellipse(80, 130, 28, 34, 5);
    c.ellipse(80, 222, 50, 34, 5);
    c.rect(20, 226, 120, 40, 0);
    c.text(160, 84, 'NAME', 5, 1);
    c.text(160, 96, latin, 3, 2);
    c.text(160, 124, 'NAME (AR)', 5, 1);
    // The Arabic name cannot be drawn with this font: a bar as long as the name stands in for it.
    c.rect(160, 136, Math.min(300, 8 * (nameAr ?? '').length + 40), 12, 5);
    c.text(160, 164, 'NATIONAL NUMBER', 5, 1);
    c.text(160, 176, nationalId, 3, 3);
    c.text(160, 214, 'DATE OF EXPIRY', 5, 1);
    c.text(160, 226, '2031-12-31', 3, 2);
  } else {
    c.rect(24, 80, 70, 54, 6);
    c.rect(40, 80, 2, 54, 3);
    c.rect(24, 106, 70, 2, 3);
    c.text(120, 86, 'ISSUED BY THE CIVIL STATUS DEPT', 3, 1);
    c.text(120, 100, 'PLACE OF BIRTH: AMMAN', 3, 1);
    c.rect(0, 196, 480, 104, 2);
    const mrz = (s: string) =>
      s
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '<')
        .padEnd(30, '<')
        .slice(0, 30);
    c.text(16, 210, mrz(`IDJOR${nationalId}`), 3, 2);
    c.text(16, 236, mrz(`9001015M3112319JOR`), 3, 2);
    c.text(16, 262, mrz(latin.replace(/ /g, '<<')), 3, 2);
  }
  return encodePng(c.width, c.height, PALETTE, c.pixels);
}

// --- PDF ---------------------------------------------------------------------------------------

const pdfText = (value: string) =>
  value
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

/** A one-page A4 PDF with a title and lines of text (Helvetica; non-ASCII shown as ?). */
export function samplePdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 15 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A response carrying a generated file, as a file server would send it. */
export function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="${fileName.replace(/"/g, '')}"`,
      'Cache-Control': 'private, max-age=300',
    },
  });
}
