import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '@admin-console/admin-ui';

const cliqStatuses = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Filter by Status:', options: cliqStatuses, value: 'all', onChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: ['top', 'start'] } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
};

function Controlled(args: ComponentProps<typeof Select>) {
  const [value, setValue] = useState(args.value);
  return (
    <Select
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** The Cliq filter: label before the control; choosing reports the option's value. */
export const InlineFilter: Story = {
  args: { labelPosition: 'start' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Filter by Status:' });
    await userEvent.selectOptions(select, 'Verified');
    await expect(args.onChange).toHaveBeenCalledWith('verified');
    await expect(select).toHaveValue('verified');
  },
};

/** Keyboard: focus with Tab, change with the arrow keys (the platform's select). */
export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Filter by Status:' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'rejected');
    await expect(args.onChange).toHaveBeenLastCalledWith('rejected');
  },
};

export const WithHint: Story = {
  tags: ['visual'],
  args: { label: 'Status', hint: 'Only accounts changed in the last 90 days are listed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
      'Only accounts changed in the last 90 days are listed.',
    );
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Filter by Status:' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Filter by Status:' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Show only the requests that are waiting for a decision by the compliance team',
    options: [
      { value: 'all', label: 'All requests, whatever their state, including the ones submitted today' },
      { value: 'pending', label: 'Pending Review' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export const Arabic: Story = {
  tags: ['visual'],
  args: {
    label: 'تصفية حسب الحالة:',
    dir: 'auto',
    options: [
      { value: 'all', label: 'الكل' },
      { value: 'pending', label: 'قيد الانتظار' },
      { value: 'verified', label: 'تم التحقق' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

export const Narrow: Story = {
  args: { labelPosition: 'start' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
};
