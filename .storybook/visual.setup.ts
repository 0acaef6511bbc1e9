// The visual project renders composed stories outside Storybook: give them the same
// decorators (theme), loaders (the demo backend), parameters and axe check as the catalogue.
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as previewAnnotations from './preview';

// addon-a11y's: axe runs after each story's play, and a violation fails it (as in the `storybook` project).
setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);

afterEach(() => {
  cleanup();
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    parkMouse: () => Promise<void>;
  }
}
