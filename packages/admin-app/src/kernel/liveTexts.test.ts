import { describe, expect, it } from 'vitest';
import { liveTexts } from './liveTexts';

describe('liveTexts', () => {
  it('reads each text when it is used, so a change of language shows in texts made before it', () => {
    let language = 'en';
    const texts = liveTexts({ required: () => (language === 'en' ? 'Required' : 'مطلوب'), max: () => `${language}:30` });
    expect(texts.required).toBe('Required');
    language = 'ar';
    expect(texts.required).toBe('مطلوب');
    expect({ ...texts }).toEqual({ required: 'مطلوب', max: 'ar:30' });
  });
});
