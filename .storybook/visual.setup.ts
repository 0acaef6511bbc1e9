// The visual project renders composed stories outside Storybook: give them the same
// decorators (theme), loaders (the demo backend), parameters and axe check as the catalogue.
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import * as previewAnnotations from './preview';

// addon-a11y's: axe runs after each story's play, and a violation fails it (as in the `storybook` project).
setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);

// Every face of admin-ui's fonts.css loaded before the first picture: a face a story's text needs is then drawn at
// once, never swapped in while the picture is taken (font-display: swap would show the fallback first).
beforeAll(async () => {
  const faces = [...document.fonts];
  if (faces.length === 0) throw new Error('No @font-face in the page: .storybook/preview.tsx imports admin-ui/fonts.css');
  await Promise.all(faces.map((face) => face.load()));
});

afterEach(() => {
  cleanup();
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    parkMouse: () => Promise<void>;
  }
}
