import { afterEach, expect, it } from 'vitest';
import { addMessages, featureMessages, setLocale } from './i18n';

// Each test's Arabic part goes again after it: test files may share this process (vitest.config.ts, isolate).
let removeParts: (() => void)[] = [];
afterEach(async () => {
  await setLocale('en');
  for (const remove of removeParts) remove();
  removeParts = [];
});

it('gives a feature its English messages at once and its Arabic ones with the shell’s when Arabic is chosen', async () => {
  const { t } = featureMessages({ 'sample.title': 'Fees', 'sample.count': '{count, plural, one {# fee} other {# fees}}' });
  removeParts.push(
    addMessages('ar', async () => ({ 'sample.title': 'الرسوم', 'sample.count': '{count, plural, one {رسم واحد} other {# رسوم}}' })),
  );
  expect(t('sample.title')).toBe('Fees');
  expect(t('sample.count', { count: 3 })).toBe('3 fees');

  await setLocale('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(t('sample.title')).toBe('الرسوم');
  expect(t('sample.count', { count: 1 })).toBe('رسم واحد');

  await setLocale('en');
  expect(t('sample.title')).toBe('Fees');
});
