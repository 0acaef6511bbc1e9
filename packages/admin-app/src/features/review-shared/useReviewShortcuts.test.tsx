import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useReviewShortcuts } from './useReviewShortcuts';

function Page({ approve }: { approve: () => void }) {
  useReviewShortcuts({ approve, next: () => {}, previous: () => {}, openDocument: () => {}, back: () => {}, help: () => {} });
  return (
    <form>
      <label>
        Document <input type="file" />
      </label>
      <label>
        Confirmed <input type="checkbox" />
      </label>
      <label>
        Choice <input type="radio" name="choice" />
      </label>
      <label>
        Note <textarea />
      </label>
      <label>
        Company <input type="text" />
      </label>
      <label>
        Amount <input type="number" />
      </label>
      <label>
        Plain <input />
      </label>
      <label>
        Kind{' '}
        <select>
          <option>One</option>
        </select>
      </label>
      <div role="textbox" aria-label="Editable" contentEditable suppressContentEditableWarning tabIndex={0} />
    </form>
  );
}

describe('useReviewShortcuts: where the keys work', () => {
  it.each(['Document', 'Confirmed', 'Choice'])('A approves with focus on a control that takes no text (%s)', async (name) => {
    const user = userEvent.setup();
    const approve = vi.fn();
    render(<Page approve={approve} />);
    screen.getByLabelText(name).focus();
    await user.keyboard('a');
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it.each(['Note', 'Company', 'Amount', 'Plain', 'Kind', 'Editable'])(
    'nothing fires while focus is in a text-entry control (%s)',
    async (name) => {
      const user = userEvent.setup();
      const approve = vi.fn();
      render(<Page approve={approve} />);
      screen.getByLabelText(name).focus();
      await user.keyboard('a');
      expect(approve).not.toHaveBeenCalled();
    },
  );
});
