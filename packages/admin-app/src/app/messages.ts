import type { Messages } from '@lingui/core';
import type { AdminMessages } from '@admin-console/admin-ui';
import { addMessages } from '../platform/i18n/i18n';

// Each feature's Arabic messages (features/<area>/messages/ar.json), the kernel's and platform's, fetched
// together with the shell's the first time Arabic is chosen; English ships with the code that uses them.
const arabic = import.meta.glob<Messages>(
  ['../features/*/messages/ar.json', '../kernel/messages/ar.json', '../platform/messages/ar.json'],
  { import: 'default' },
);
for (const load of Object.values(arabic)) addMessages('ar', load);

// admin-ui's own Arabic texts (pager, pickers, Dismiss...), fetched with the rest: never in the English bundle.
let adminArabic: AdminMessages | undefined;
addMessages('ar', () =>
  import('@admin-console/admin-ui/locale/ar').then((module) => {
    adminArabic = module.arMessages;
    return {};
  }),
);

/** admin-ui's texts for an interface language: undefined (its English defaults) until Arabic has loaded. */
export const adminMessages = (locale: 'en' | 'ar'): AdminMessages | undefined => (locale === 'ar' ? adminArabic : undefined);
