import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminLocaleProvider } from '../../locale/AdminLocaleProvider';
import { arMessages } from '../../locale/ar';
import { polyfillDialog } from '../Modal/dialogPolyfill.testutil';
import { KeyboardShortcutsDialog, KeyHint } from './KeyboardShortcuts';

beforeAll(polyfillDialog);

const SHORTCUTS = [
  { keys: ['A'], description: 'Approve' },
  { keys: ['J', ']'], description: 'Next case' },
];

function Harness({ labels }: { labels?: { title: string; orLabel: string; closeLabel: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Shortcuts
      </button>
      <KeyboardShortcutsDialog open={open} onOpenChange={setOpen} shortcuts={SHORTCUTS} {...labels} />
    </>
  );
}

describe('KeyboardShortcutsDialog', () => {
  it('lists each shortcut with its keys as key caps, and closes', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const terms = within(dialog).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['A', 'Jor]']);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Approve', 'Next case']);
    // eslint-disable-next-line testing-library/no-node-access -- what is checked has no role (an <object>, a <kbd>, the icon)
    expect(terms[1]!.querySelectorAll('kbd')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes its title, "or" and close button from the locale, and its props still win', async () => {
    const { unmount } = render(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <Harness />
      </AdminLocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['A', 'Jأو]']);
    // Each key cap is left to right in the right-to-left dialog: "]" is never drawn mirrored as "[".
    // eslint-disable-next-line testing-library/no-node-access -- a <kbd> has no role
    const caps = [...dialog.querySelectorAll('kbd')];
    expect(caps.map((kbd) => [kbd.textContent, kbd.getAttribute('dir')])).toEqual([
      ['A', 'ltr'],
      ['J', 'ltr'],
      [']', 'ltr'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <Harness labels={{ title: 'Raccourcis', orLabel: 'ou', closeLabel: 'Fermer' }} />
      </AdminLocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const given = await screen.findByRole('dialog', { name: 'Raccourcis' });
    expect(
      within(given)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['A', 'Jou]']);
    expect(within(given).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});

describe('KeyHint', () => {
  it('is a kbd element', () => {
    render(<KeyHint>Esc</KeyHint>);
    expect(screen.getByText('Esc').tagName).toBe('KBD');
  });

  it('uncontrolled: opens from its trigger with no state in the screen, and Escape gives focus back to it', async () => {
    render(<KeyboardShortcutsDialog trigger={<button type="button">Shortcuts</button>} shortcuts={SHORTCUTS} />);
    const trigger = screen.getByRole('button', { name: 'Shortcuts' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('defaultOpen shows it at once, and Close closes it without an onOpenChange', async () => {
    render(<KeyboardShortcutsDialog defaultOpen shortcuts={SHORTCUTS} />);
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
