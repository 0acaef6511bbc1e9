import type { Messages } from '@lingui/core';
import { addMessages } from '../platform/i18n/i18n';

// Each feature's Arabic messages (features/<area>/messages/ar.json), fetched together with the
// shell's the first time Arabic is chosen; English ships with each feature's screens.
const arabic = import.meta.glob<Messages>('../features/*/messages/ar.json', { import: 'default' });
for (const load of Object.values(arabic)) addMessages('ar', load);
