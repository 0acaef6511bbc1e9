import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Trust this PC', name: 'trust', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Trust this PC' });
    await expect(box).not.toBeChecked();
    // The label is the click target too.
    await userEvent.click(canvas.getByText('Trust this PC'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = {
  tags: ['visual'],
  args: { defaultChecked: true },
};

export const WithHint: Story = {
  tags: ['visual'],
  args: { hint: 'Keeps you signed in on this computer for 7 days.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Trust this PC' })).toHaveAccessibleDescription(
      'Keeps you signed in on this computer for 7 days.',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Trust this PC' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Disabled: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} disabled />
      <Checkbox {...args} label="Companies" name="company" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Trust this PC' });
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Controlled by the screen, e.g. the user-type choices of a discount. */
export const Controlled: Story = {
  render: function Render() {
    const [types, setTypes] = useState<string[]>(['indivisual']);
    const toggle = (value: string) => (event: React.ChangeEvent<HTMLInputElement>) =>
      setTypes((t) => (event.target.checked ? [...t, value] : t.filter((v) => v !== value)));
    return (
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 500, marginBottom: 8 }}>User type</legend>
        <Checkbox
          label="Individuals"
          name="user_type"
          value="indivisual"
          checked={types.includes('indivisual')}
          onChange={toggle('indivisual')}
        />
        <Checkbox label="Companies" name="user_type" value="company" checked={types.includes('company')} onChange={toggle('company')} />
        <output>Selected: {types.join(', ') || 'none'}</output>
      </fieldset>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Companies' }));
    await expect(canvas.getByText('Selected: indivisual, company')).toBeInTheDocument();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'I confirm that I have checked the national ID, the commercial record and the authorization letter against the originals',
    hint: 'This confirmation is recorded with your name and the time.',
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
  args: { label: 'الوثوق بهذا الجهاز', hint: 'يبقيك مسجلاً للدخول لمدة سبعة أيام' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
