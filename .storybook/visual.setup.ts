// The visual project renders composed stories outside Storybook: give them the same
// decorators (theme), loaders (the demo backend) and parameters as the catalogue.
import { setProjectAnnotations } from '@storybook/react-vite';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as previewAnnotations from './preview';

setProjectAnnotations([previewAnnotations]);

afterEach(() => {
  cleanup();
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    parkMouse: () => Promise<void>;
  }
}
