import { describe, expect, it } from 'vitest';
import { looksLikePdf, menuFileName } from './menu-files';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('looksLikePdf', () => {
  it('judges by the first bytes, whatever the file is called', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n…'))).toBe(true);
    expect(looksLikePdf(bytes('%PDF'))).toBe(false);
    expect(looksLikePdf(bytes('<html>%PDF-'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });
});

describe('menuFileName', () => {
  it('keeps a plain name and defaults to menu.pdf', () => {
    expect(menuFileName('Week 1.pdf')).toBe('Week 1.pdf');
    expect(menuFileName('')).toBe('menu.pdf');
    expect(menuFileName(undefined)).toBe('menu.pdf');
    expect(menuFileName('   ')).toBe('menu.pdf');
  });

  it('drops folders, quotes and control characters, and ends in .pdf', () => {
    expect(menuFileName('C:\\Users\\cook\\lunch.PDF')).toBe('lunch.PDF');
    expect(menuFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(menuFileName('a"b\r\nc.pdf')).toBe('abc.pdf');
  });
});
