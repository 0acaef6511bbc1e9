// The story tests (vitest.config.ts, project `storybook`): after each story's play function and axe run, the same
// render is checked in dark (darkContrast.ts). Stories tagged `visual` run in the `visual` project instead, which
// checks their play, axe, picture and dark in one run.
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach } from 'vitest';
import { expectReadableInDark } from './darkContrast';

afterEach(async (context) => {
  // addon-vitest puts the composed story on the test's context; a story that already failed is not checked further.
  const story = (context as typeof context & { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.state === 'fail') return;
  await expectReadableInDark(story);
});
