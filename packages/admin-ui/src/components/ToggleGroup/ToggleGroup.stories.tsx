import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleGroup, type ToggleGroupProps } from '@admin-console/admin-ui';

const userTypes = [
  { value: 'indivisual', label: 'Individuals' },
  { value: 'company', label: 'Companies' },
];

/** The group is controlled: the story owns the value, like a form would. */
function StatefulToggleGroup(props: ToggleGroupProps) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <ToggleGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ToggleGroup',
  component: ToggleGroup,
  args: { label: 'User type', options: userTypes, value: ['indivisual'], onChange: fn() },
  render: (args) => <StatefulToggleGroup {...args} />,
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BothSelected: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; min-width: 320px' } },
  args: { value: ['indivisual', 'company'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'User type' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Individuals', pressed: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['company']);
    await expect(canvas.getByRole('button', { name: 'Individuals' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LastOneStays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const individuals = canvas.getByRole('button', { name: 'Individuals' });
    await userEvent.click(individuals);
    await expect(individuals).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Select at least one option.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'User type' })).toHaveAccessibleDescription('Select at least one option.');
    // Press the other: the note goes, and now the first may be released.
    await userEvent.click(canvas.getByRole('button', { name: 'Companies' }));
    await expect(canvas.queryByText('Select at least one option.')).not.toBeInTheDocument();
    await userEvent.click(individuals);
    await expect(args.onChange).toHaveBeenLastCalledWith(['company']);
  },
};

export const Keyboard: Story = {
  args: { options: [...userTypes, { value: 'merchant', label: 'Merchants' }], value: ['company'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Every toggle is a tab stop, in order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Individuals' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Companies' })).toHaveFocus();
    // Arrow keys move too.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Merchants' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['company', 'merchant']);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Individuals' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['indivisual', 'company', 'merchant']);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Merchants' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Merchants' })).toHaveFocus();
    // Shift+Tab goes back one toggle; Tab past the last leaves the group.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Companies' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
  },
};

export const NoneSelected: Story = {
  args: { value: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Individuals', pressed: false })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['indivisual']);
  },
};

export const WithError: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; min-width: 320px' } },
  args: { value: [], error: 'Choose at least one user type.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'User type' })).toHaveAccessibleDescription('Choose at least one user type.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Companies' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Companies' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinimumTwo: Story = {
  args: {
    label: 'Notification channels',
    options: [
      { value: 'sms', label: 'SMS' },
      { value: 'email', label: 'Email' },
      { value: 'push', label: 'Push' },
    ],
    value: ['sms', 'email'],
    minSelected: 2,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'SMS' }));
    await expect(canvas.getByText('Select at least 2 options.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Which kinds of account holders can benefit from this discount promotion during the period',
    options: [
      { value: 'indivisual', label: 'Individuals with a verified national identity and an active wallet' },
      { value: 'company', label: 'Companies registered with the ministry and approved through KYB review' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; min-width: 320px' } },
  args: {
    dir: 'rtl',
    lang: 'ar',
    label: 'نوع المستخدم',
    options: [
      { value: 'indivisual', label: 'الأفراد' },
      { value: 'company', label: 'الشركات' },
      { value: 'merchant', label: 'التجار' },
    ],
    minSelectedMessage: 'اختر خياراً واحداً على الأقل.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'الأفراد' })).toHaveFocus();
    // Right to left: the left arrow goes to the next toggle.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'الشركات' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByText('اختر خياراً واحداً على الأقل.')).toBeVisible();
  },
};

export const Narrow: Story = {
  args: {
    options: [...userTypes, { value: 'merchant', label: 'Merchants' }, { value: 'agent', label: 'Agents' }],
    value: ['indivisual', 'agent'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
};
