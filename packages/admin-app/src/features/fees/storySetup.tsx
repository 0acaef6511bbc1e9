import { userEvent, type within } from 'storybook/test';

/** What only the Fees and Distributions stories use; the screen harness is test/screenStory.tsx. */

type Canvas = ReturnType<typeof within>;

export const findGrid = (canvas: Canvas, name: string) => canvas.findByRole('grid', { name }, { timeout: 5000 });

/** Replaces a cell's text. */
export async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}
