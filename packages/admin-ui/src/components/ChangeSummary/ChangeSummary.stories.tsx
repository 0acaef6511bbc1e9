import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeSummary } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/ChangeSummary',
  component: ChangeSummary,
  args: {
    caption: 'Changes to save',
    items: [
      { key: '1:payer_percentage', item: 'p2p_transfer', field: 'Payer %', before: '1.5', after: '2', change: '+0.50 pp' },
      { key: '1:payer_minimum', item: 'p2p_transfer', field: 'Payer minimum', before: '0.1', after: '0.15' },
      { key: '4:payee_percentage', item: 'merchant_payment', field: 'Payee %', before: '2.25', after: '1.75', change: '−0.50 pp' },
      { key: '6:name_english', item: 'bill_payment', field: 'English name', before: 'Bill payment', after: 'Bill payments' },
    ],
  },
} satisfies Meta<typeof ChangeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Old and new values side by side, the percentage-point change beside percentages. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 640px' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Changes to save' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('columnheader', { name: 'Change' })).toBeVisible();
  },
};

/** One item's fields, two versions side by side (no arrow, nothing struck through): no item column, the screen's titles. */
export const OneItem: Story = {
  args: {
    caption: 'p2p_transfer',
    headers: { field: 'Column', before: 'On the server', after: 'Yours' },
    items: [{ key: 'a', field: 'Payer %', before: '1.75', after: '2' }],
    sideBySide: true,
  },
};
