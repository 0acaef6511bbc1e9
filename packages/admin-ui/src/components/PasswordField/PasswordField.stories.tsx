import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A pointer press on the toggle keeps focus and the caret where the user was typing. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.keyboard('Admin#2026{ArrowLeft}{ArrowLeft}');
    await expect(input.selectionStart).toBe(8);

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    // The swapped label says it all: no pressed state ("Hide password, pressed").
    await expect(hide).not.toHaveAttribute('aria-pressed');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(8);
    await expect(input).toHaveValue('Admin#2026');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).not.toHaveAttribute('aria-pressed');
    await expect(input).toHaveFocus();
  },
};

/** From the keyboard, focus stays on the toggle so it can be pressed again. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 340px' } },
  args: { required: true, error: 'The provided credentials are incorrect.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The provided credentials are incorrect.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Admin#2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 340px' } },
  args: { label: 'كلمة المرور', showLabel: 'إظهار كلمة المرور', hideLabel: 'إخفاء كلمة المرور', hint: 'ثمانية أحرف على الأقل' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

export const Narrow: Story = {
  args: { defaultValue: 'a-rather-long-passphrase-that-overflows' },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
};
