import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from './packages/admin-ui/src/components/Modal/dialogPolyfill.testutil';

// jsdom has no <dialog>.showModal(): every screen with a modal needs the stand-in (not in a file that
// runs in Node, `@vitest-environment node`: it has no DOM).
if (typeof window !== 'undefined') polyfillDialog();

// How long a test waits for what a user waits for (a screen, a notice, a row) before it calls the
// screen broken: as long as the end-to-end tests do (playwright.config.ts `expect.timeout`). One
// bound for every findBy/waitFor; a passing test never waits it out. The code of the screens is
// loaded before a file's tests (src/test/preloadScreens.ts), so a wait is for data, not for imports.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
