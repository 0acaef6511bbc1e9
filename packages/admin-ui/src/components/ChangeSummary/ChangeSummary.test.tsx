import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeSummary } from './ChangeSummary';

const items = [
  { key: '1:payer_percentage', item: 'p2p_transfer', field: 'Payer %', before: '1.5', after: '2', change: '+0.50 pp' },
  { key: '2:fixed', item: 'bill_payment', field: 'Fixed', before: '0.25', after: '0.3' },
];

describe('ChangeSummary', () => {
  it('is a table named by its caption: one row per change, item, field, old and new value, and the change', () => {
    render(<ChangeSummary caption="Changes to save" items={items} />);
    const table = screen.getByRole('table', { name: 'Changes to save' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Column', 'Old value', 'New value', 'Change']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Payer %', '1.5', '→2', '+0.50 pp'],
      ['Fixed', '0.25', '→0.3', ''],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('p2p_transfer');
  });

  it('takes the column titles from the screen, and leaves out the item and change columns when not given', () => {
    render(
      <ChangeSummary
        caption="p2p_transfer"
        headers={{ field: 'العمود', before: 'على الخادم', after: 'قيمتي' }}
        items={[{ key: 'a', field: 'Payer %', before: '1.5', after: '2' }]}
        sideBySide
      />,
    );
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['1.5', '2']);
    const table = screen.getByRole('table', { name: 'p2p_transfer' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['العمود', 'على الخادم', 'قيمتي']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Payer %');
  });
});
