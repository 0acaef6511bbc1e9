import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryTable, type HistoryColumns } from '@admin-console/admin-ui';

interface Entry {
  id: number;
  date: string;
  action: string;
  oldValue: string;
  newValue: string;
}

const columns: HistoryColumns<Entry> = {
  date: { render: (entry) => entry.date },
  action: { render: (entry) => entry.action },
  oldValue: { render: (entry) => entry.oldValue },
  newValue: { render: (entry) => entry.newValue },
};

const rows: Entry[] = [
  { id: 4, date: '12/02/2025, 14:05:11', action: 'Approved', oldValue: '+962790237570', newValue: '+962790237570' },
  { id: 3, date: '10/02/2025, 09:12:40', action: 'Changed', oldValue: 'ahmad.k', newValue: '+962790237570' },
  { id: 2, date: '02/02/2025, 17:48:03', action: 'Rejected', oldValue: 'ahmad.k', newValue: 'ahmad.k' },
  { id: 1, date: '31/01/2025, 09:30:00', action: 'Created', oldValue: 'N/A', newValue: 'ahmad.k' },
];

const meta = {
  title: 'Components/HistoryTable',
  component: HistoryTable<Entry>,
  args: { rows, getRowId: (entry) => entry.id, columns },
} satisfies Meta<typeof HistoryTable<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Change History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Date', 'Action', 'Old Value', 'New Value']);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

/** No logs: the Cliq detail shows no table at all. */
export const EmptyRendersNothing: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const EmptyWithState: Story = {
  args: { rows: [], empty: { title: 'No changes yet', description: 'Changes to this account will be listed here.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes yet')).toBeVisible();
  },
};

export const CustomTitles: Story = {
  args: {
    caption: 'Audit trail',
    columns: { ...columns, date: { ...columns.date, title: 'When' }, action: { ...columns.action, title: 'What' } },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Audit trail' });
    await expect(within(table).getByRole('columnheader', { name: 'When' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Old Value' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 1,
        date: '31/01/2025, 09:30:00',
        action: 'Changed',
        oldValue: 'an-extraordinarily-long-alias-that-a-merchant-chose-for-their-account',
        newValue: 'another-extraordinarily-long-alias-chosen-after-the-rebranding',
      },
    ],
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  args: {
    rows: [
      { id: 2, date: '10/02/2025, 09:12:40', action: 'Changed', oldValue: 'متجر_الياسمين', newValue: 'مخبز.عمان' },
      { id: 1, date: '31/01/2025, 09:30:00', action: 'Created', oldValue: 'N/A', newValue: 'متجر_الياسمين' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('مخبز.عمان')).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByRole('cell', { name: 'مخبز.عمان' })).direction).toBe('ltr');
  },
};

/** Narrow: the table scrolls sideways in a focusable, named region. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Change History' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
