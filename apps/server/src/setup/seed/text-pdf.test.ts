import { looksLikePdf } from '@acorn/domain/content';
import { describe, expect, it } from 'vitest';
import { textPdf } from './text-pdf.js';

describe('textPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = new TextDecoder().decode(textPdf(['Sunday – roast (beef)', 'Apple tart \\ cream']));
    expect(looksLikePdf(new TextEncoder().encode(pdf))).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
    expect(pdf.slice(Number(/startxref\n(\d+)/.exec(pdf)![1]))).toMatch(/^xref/);
    expect(pdf).toContain('(Sunday - roast \\(beef\\)) Tj');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
