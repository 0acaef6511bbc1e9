// The story tests (vitest.config.ts, project `storybook`): after each story's play function and axe run, the same
// render is checked in dark (darkContrast.ts) where colours are decided: admin-ui's stories. Every colour of the app's
// screens comes from admin-ui's theme and components; each screen is checked in dark by its stories tagged `visual`
// (the `visual` project checks their play, axe, picture and dark in one run), so the screens' other stories (a
// validation, a failed save, a keyboard path) are not checked in dark again. Measured on the 2-core machine: 222 s
// wall with every story in dark, 154 s with none.
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach } from 'vitest';
import { expectReadableInDark } from './darkContrast';

afterEach(async (context) => {
  // addon-vitest puts the composed story on the test's context; a story that already failed is not checked further.
  const story = (context as typeof context & { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (!context.task.file.filepath.includes('/packages/admin-ui/')) return;
  await expectReadableInDark(story);
});
