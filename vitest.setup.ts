import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from './packages/admin-ui/src/components/Modal/dialogPolyfill.testutil';

// jsdom has no <dialog>.showModal(): every screen with a modal needs the stand-in.
polyfillDialog();

afterEach(() => {
  cleanup();
});
