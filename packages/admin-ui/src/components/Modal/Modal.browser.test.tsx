import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Modal } from './Modal';
import * as stories from './Modal.stories';

const { Playground, NotDismissible, FocusAndEscape } = composeStories(stories);

// Story play functions dispatch synthetic events, which never reach the browser's own close request
// handling. These use trusted input (Playwright keyboard and mouse) to check the real platform behaviour.
describe('Modal with trusted input', () => {
  it('a non-dismissible dialog survives repeated real Escape presses', async () => {
    render(<NotDismissible />);
    const dialog = page.getByRole('dialog', { name: 'Confirm Approval' });
    await expect.element(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toHaveAttribute('open');
  });

  it('a real Escape closes and focus returns to the opener; a real backdrop click closes', async () => {
    render(<FocusAndEscape />);
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await expect.element(page.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();

    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Confirm Approval' });
    await expect.element(dialog).toBeInTheDocument();
    // A point outside the dialog's box: the click lands on its ::backdrop.
    await userEvent.click(dialog, { position: { x: -12, y: -12 }, force: true });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('a real click inside the content does not close it', async () => {
    render(<Playground />);
    await userEvent.click(page.getByText('The account becomes usable for instant payments immediately.'));
    await expect.element(page.getByRole('dialog')).toHaveAttribute('open');
  });

  it('the page stays where it is when focus goes back to a trigger the click did not focus (Safari), half out of view', async () => {
    const { unmount } = render(
      <div style={{ paddingTop: '150vh', paddingBottom: '150vh' }}>
        <Modal trigger={<button type="button">Details</button>} title="Request details" />
      </div>,
    );
    const trigger = page.getByRole('button', { name: 'Details' }).element() as HTMLButtonElement;
    try {
      // The trigger's lower half under the window's bottom edge: a plain focus() would scroll it fully into view.
      const box = trigger.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - window.innerHeight);
      const before = window.scrollY;
      expect(before).toBeGreaterThan(0);
      trigger.click();
      await expect.element(page.getByRole('dialog', { name: 'Request details' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
      expect(window.scrollY).toBe(before);
    } finally {
      unmount();
      window.scrollTo(0, 0);
    }
  });
});
