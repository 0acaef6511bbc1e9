import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { idCardPng, samplePdf } from './documents';

function readChunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  let o = 8;
  while (o < png.length) {
    const length = view.getUint32(o);
    const type = String.fromCharCode(...png.subarray(o + 4, o + 8));
    chunks.push({ type, data: png.subarray(o + 8, o + 8 + length) });
    o += 12 + length;
  }
  return chunks;
}

describe('demo documents', () => {
  it('an ID card is a valid 480 x 300 palette PNG whose image data inflates to every row', () => {
    const png = idCardPng({ name: 'Sara Ali', nameAr: 'سارة علي', nationalId: '9901012345', side: 'front' });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset, 13);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([480, 300]);
    const raw = inflateSync(chunks[2]!.data);
    expect(raw.length).toBe((240 + 1) * 300);
  });

  it('front and back differ, and the number is drawn (different numbers, different pictures)', () => {
    const front = idCardPng({ name: 'Sara Ali', nationalId: '1', side: 'front' });
    const back = idCardPng({ name: 'Sara Ali', nationalId: '1', side: 'back' });
    const other = idCardPng({ name: 'Sara Ali', nationalId: '2', side: 'front' });
    expect(Buffer.from(front).equals(Buffer.from(back))).toBe(false);
    expect(Buffer.from(front).equals(Buffer.from(other))).toBe(false);
  });

  it('a PDF has a correct cross-reference table and escapes its text', () => {
    const pdf = new TextDecoder().decode(samplePdf('Commercial record (copy)', ['Company: Nour \\ Co', 'ملاحظة']));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Commercial record \\(copy\\)) Tj');
    expect(pdf).toContain('(Company: Nour \\\\ Co)');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
