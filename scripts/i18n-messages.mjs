// The app's messages (packages/admin-app/src/platform/i18n/<locale>.json, and each feature's
// features/<area>/messages/<locale>.json) are ICU MessageFormat
// strings. This Vite plugin compiles them at build time with Lingui's own compiler, so the browser
// gets @lingui/core's small runtime (about 2 KB gzip) and never the message parser (about 7 KB).
import { compileMessage } from '@lingui/message-utils/compileMessage';

const MESSAGES = /[\\/](platform[\\/]i18n|messages)[\\/][a-z]{2}\.json$/;

/** @returns {import('vite').Plugin} */
export function compiledMessages() {
  return {
    name: 'admin-app-compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!MESSAGES.test(id.split('?')[0])) return null;
      const messages = JSON.parse(code);
      // Idempotent: a config that adds the plugin twice (Storybook inside Vitest) compiles once.
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, typeof text === 'string' ? compileMessage(text) : text]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
