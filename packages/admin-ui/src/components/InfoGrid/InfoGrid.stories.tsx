import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InfoGrid, StatusBadge } from '@admin-console/admin-ui';

const cliqDetails = [
  { label: 'Account ID', value: 1032 },
  { label: 'Alias Type', value: 'Mobile Phone' },
  { label: 'Mobile Number', value: '+962790237570', dir: 'ltr' as const },
  { label: 'Status', value: <StatusBadge tone="warning">Pending Verification</StatusBadge> },
  { label: 'Created At', value: '31/01/2025, 09:30:00' },
  { label: 'Last Changed', value: null },
];

const meta = {
  title: 'Components/InfoGrid',
  component: InfoGrid,
  args: { title: 'Cliq Details', items: cliqDetails, onViewChange: fn() },
  argTypes: { view: { control: 'inline-radio', options: [undefined, 'grid', 'table'] } },
  // A definite width: it fills its parent.
  decorators: [
    (Story) => (
      <div style={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
};

/** The toggle switches between a description list and a table; pressed state says which. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('button', { name: 'Grid view' });
    const table = canvas.getByRole('button', { name: 'Table view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByText('N/A')).toBeVisible();
    await userEvent.click(table);
    await expect(args.onViewChange).toHaveBeenCalledWith('table');
    await expect(table).toHaveAttribute('aria-pressed', 'true');
    const t = canvas.getByRole('table', { name: 'Cliq Details' });
    await expect(within(t).getByRole('rowheader', { name: 'Account ID' })).toBeVisible();
    await expect(within(t).getByRole('cell', { name: 'N/A' })).toBeVisible();
    // keyboard back to the grid
    grid.focus();
    await userEvent.keyboard(' ');
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const TableView: Story = {
  tags: ['visual'],
  args: { defaultView: 'table' },
};

/** Controlled by the screen: the toggle asks, the screen decides. */
export const Controlled: Story = {
  args: { view: 'grid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Table view' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('table');
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NoToggle: Story = {
  args: { title: 'User Information', hideToggle: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const EmptyValues: Story = {
  args: {
    title: 'User Information',
    emptyText: 'Not provided',
    items: [
      { label: 'User Name', value: '' },
      { label: 'Email Address', value: undefined },
      { label: 'User ID', value: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Not provided')).toHaveLength(2);
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Business sector', value: 'Wholesale and retail trade of pharmaceutical, medical and orthopaedic goods' },
      { label: 'Email Address', value: 'procurement.department.head@an-extremely-long-company-domain-name.com.jo' },
      { label: 'A label that is itself rather long for a detail grid', value: 'Short' },
    ],
  },
};

/** Arabic values read right to left in an English layout. */
export const Arabic: Story = {
  tags: ['visual'],
  args: {
    title: 'User Information',
    items: [
      { label: 'Full name (English)', value: 'Sara Mahmoud Al-Khatib' },
      { label: 'Full name (Arabic)', value: 'سارة محمود الخطيب' },
      { label: 'Company name (Arabic)', value: 'شركة الياسمين للتجارة' },
    ],
  },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('سارة محمود الخطيب');
    await expect(getComputedStyle(value).direction).toBe('rtl');
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};
