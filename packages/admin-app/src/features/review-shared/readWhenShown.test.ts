import { describe, expect, it } from 'vitest';
import { readWhenShown } from './readWhenShown';

describe('readWhenShown', () => {
  it('reads each text when it is asked for, not when the object is built', () => {
    let language = 'en';
    const texts = readWhenShown({ approved: () => (language === 'en' ? 'Approved' : 'تمت الموافقة'), pending: () => 'Pending' });
    expect(texts.approved).toBe('Approved');
    language = 'ar';
    expect(texts.approved).toBe('تمت الموافقة');
  });

  it('lists its texts as an object of words does', () => {
    const texts = readWhenShown({ a: () => 'A', b: () => 'B' });
    expect(Object.keys(texts)).toEqual(['a', 'b']);
    expect(Object.hasOwn(texts, 'b')).toBe(true);
    expect(Object.hasOwn(texts, 'c')).toBe(false);
  });
});
