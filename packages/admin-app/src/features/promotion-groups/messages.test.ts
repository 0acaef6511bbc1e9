import { afterEach, expect, it } from 'vitest';
import { addMessages, setLocale } from '../../platform/i18n/i18n';
import { t } from './messages';
import ar from './messages/ar.json';

// Each test's Arabic part goes again after it: test files may share this process (vitest.config.ts, isolate).
let removeParts: (() => void)[] = [];
afterEach(async () => {
  await setLocale('en');
  for (const remove of removeParts) remove();
  removeParts = [];
});

// Arabic counts 11–99 with the accusative singular ("مستخدمًا"), 100, 1000… with the genitive ("مستخدم").
it('counts moved users in Arabic with the noun form each number takes', async () => {
  removeParts.push(addMessages('ar', async () => ar));
  await setLocale('ar');
  const added = (count: number) => t('promotion-groups.usersAdded', { count, shown: String(count) });
  const removed = (count: number) => t('promotion-groups.usersRemoved', { count, shown: String(count) });
  expect(added(3)).toBe('أُضيف \u20683\u2069 مستخدمين');
  expect(added(11)).toBe('أُضيف \u206811\u2069 مستخدمًا');
  expect(added(100)).toBe('أُضيف \u2068100\u2069 مستخدم');
  expect(added(111)).toBe('أُضيف \u2068111\u2069 مستخدمًا');
  expect(removed(11)).toBe('أُزيل \u206811\u2069 مستخدمًا');
  expect(removed(1000)).toBe('أُزيل \u20681000\u2069 مستخدم');
});
