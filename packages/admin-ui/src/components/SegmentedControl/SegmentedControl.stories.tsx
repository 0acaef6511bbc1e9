import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from '@admin-console/admin-ui';

const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
];

/** Controlled: the story owns the value, as the app's language switch does. */
function StatefulSegmentedControl(props: SegmentedControlProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
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
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'Language', options: languages, value: 'en', onChange: fn() },
  render: (args) => <StatefulSegmentedControl {...args} />,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen segment is filled and bold: which language is on shows at a glance. */
export const Languages: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'English', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
    const chosen = canvas.getByRole('button', { name: 'العربية', pressed: true });
    await expect(chosen).toBeVisible();
    // The choice shows: the chosen segment is filled and bold, the other is not.
    const other = getComputedStyle(canvas.getByRole('button', { name: 'English' }));
    // Once the restyle has landed (a style change can trail the click by a frame).
    await waitFor(() => expect(Number(getComputedStyle(chosen).fontWeight)).toBeGreaterThan(Number(other.fontWeight)));
    await expect(getComputedStyle(chosen).backgroundColor).not.toBe(other.backgroundColor);
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
  },
};

/** Right to left, the first option stands on the right. */
export const RightToLeft: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  args: { label: 'اللغة', value: 'ar' },
  parameters: { visual: { frame: 'display: inline-block; padding: 8px' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = canvas.getByRole('button', { name: 'English' }).getBoundingClientRect();
    const arabic = canvas.getByRole('button', { name: 'العربية', pressed: true }).getBoundingClientRect();
    await expect(english.left).toBeGreaterThan(arabic.left);
  },
};
