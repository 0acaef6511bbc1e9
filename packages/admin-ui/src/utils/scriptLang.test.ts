import { describe, expect, it } from 'vitest';
import { scriptLang } from './scriptLang';

describe('scriptLang', () => {
  it('says ar for text with Arabic letters, mixed or not; nothing for Latin text, digits, or what is not text', () => {
    expect(scriptLang('أحمد الخطيب')).toBe('ar');
    expect(scriptLang('Ahmad أحمد')).toBe('ar');
    expect(scriptLang('ﻻ')).toBe('ar');
    expect(scriptLang('Ahmad Khatib')).toBeUndefined();
    expect(scriptLang('٠٧٩١٢٣٤٥٦٧')).toBeUndefined();
    expect(scriptLang('')).toBeUndefined();
    expect(scriptLang(42)).toBeUndefined();
    expect(scriptLang(null)).toBeUndefined();
  });
});
