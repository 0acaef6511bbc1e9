import { userEvent, within } from 'storybook/test';

/** What only the Fees and Distributions stories use; the screen harness is test/screenStory.tsx. */

type Canvas = ReturnType<typeof within>;

export const findGrid = (canvas: Canvas, name: string) => canvas.findByRole('grid', { name }, { timeout: 5000 });

/** Replaces a cell's text. */
export async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** Save Data, then the review dialog's Save: what a save takes (the review lists the changes first). */
export async function saveAndConfirm(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Save data' }));
  const dialog = await within(document.body).findByRole('alertdialog', { name: 'Review your changes' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}
