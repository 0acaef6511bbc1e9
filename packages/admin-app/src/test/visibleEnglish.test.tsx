import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { visibleEnglish } from './visibleEnglish';

it('finds English words in headings, buttons, labels, attributes and notices, not in data or product names', () => {
  const { container } = render(
    <div>
      <h1>التحقق من KYC</h1>
      <button type="button">Save</button>
      <label>
        الاسم <input placeholder="Search" />
      </label>
      <div role="alert">تعذّر الحفظ: Network Error</div>
      <button type="button" aria-label="Close">×</button>
      <a href="/x" lang="en">
        English
      </a>
      <p>Plain paragraph text is data</p>
      <h2 hidden>Hidden heading</h2>
      <span>Wallet</span>
      <h3>رسوم Wallet</h3>
    </div>,
  );
  expect(visibleEnglish(container, { allow: ['Wallet'] })).toEqual([
    'button: Save',
    'input: Search',
    'div[role=alert]: Network Error',
    'button: Close',
  ]);
});

it('finds nothing on an Arabic page', () => {
  const { container } = render(
    <nav aria-label="القائمة الرئيسية">
      <a href="/fees">الرسوم</a>
      <button type="button">حفظ</button>
    </nav>,
  );
  expect(visibleEnglish(container)).toEqual([]);
});
