import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './normalizeForSearch';

describe('normalizeForSearch', () => {
  it('ignores case and Latin diacritics', () => {
    expect(normalizeForSearch('  Zoë ÇELİK ')).toBe('zoe celik');
  });

  it('ignores Arabic harakat, tatweel and the hamza or madda on alef', () => {
    expect(normalizeForSearch('مُحَمَّد')).toBe(normalizeForSearch('محمد'));
    expect(normalizeForSearch('أحمد')).toBe('احمد');
    expect(normalizeForSearch('إسلام آمنة')).toBe('اسلام امنة');
    expect(normalizeForSearch('ٱلعلـــي')).toBe('العلي');
  });

  it('keeps letters that differ', () => {
    expect(normalizeForSearch('Sami')).not.toBe(normalizeForSearch('Sama'));
  });
});
