import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, TextField } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.click(input);
    await userEvent.keyboard('admin');
    await expect(input).toHaveValue('admin');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const WithHint: Story = {
  args: { label: 'Discount cap', name: 'discount_cap', inputMode: 'decimal', hint: 'The most a single payment can be discounted, in JOD.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Discount cap' });
    await expect(input).toHaveAccessibleDescription('The most a single payment can be discounted, in JOD.');
  },
};

export const WithError: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 340px' } },
  args: { label: 'Name', name: 'name', required: true, defaultValue: '', error: 'Name is required.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Name is required.');
  },
};

export const Required: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 340px' } },
  args: { label: 'Name', name: 'name', required: true, hint: 'Shown to administrators only.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 340px' } },
  args: { disabled: true, defaultValue: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const ArabicValue: Story = {
  args: { label: 'Name (Arabic)', name: 'name_arabic', defaultValue: 'رسوم التحويل الفوري' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name (Arabic)' })).toHaveAttribute('dir', 'auto');
  },
};

export const RightToLeftPage: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 340px' } },
  args: { label: 'الاسم', name: 'name_arabic', required: true, hint: 'كما يظهر في الهوية الوطنية', error: 'الاسم مطلوب' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

/** The Arabic interface, empty: the placeholder reads right to left; typed Latin text runs left to right. */
export const ArabicPlaceholder: Story = {
  globals: { locale: 'ar' },
  args: { label: 'البريد الإلكتروني', name: 'email', placeholder: 'اكتب البريد الإلكتروني للعمل' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect([getComputedStyle(input).direction, getComputedStyle(input, '::placeholder').direction]).toEqual(['rtl', 'rtl']);
    await userEvent.type(input, 'sara@example.com');
    await expect(getComputedStyle(input).direction).toBe('ltr');
  },
};

export const LongText: Story = {
  args: {
    label: 'Search by company name, email, mobile, or national ID, including partial matches',
    placeholder: 'search by company name, email, mobile, or national ID',
    hint: 'Matches anywhere in the text; Arabic and English names are both searched, and so are previous values.',
    error: 'The search text is too long: use at most 120 characters, and leave out punctuation and emoji.',
  },
};

export const Narrow: Story = {
  args: { label: 'Email', type: 'email', name: 'email', placeholder: 'name@example.com', hint: 'Work address' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
};

/** Errors appear after a submit; the live region announces them and the input is marked invalid. */
export const ErrorAfterSubmit: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('username');
          setError(value ? undefined : 'Username is required.');
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <TextField {...args} required error={error} />
        <Button type="submit">Login</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    // The polite live region is in the page before any error is written into it.
    const region = canvasElement.querySelector(`#${CSS.escape(`${input.id}-error`)}`);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username is required.');
    await expect(region).toHaveTextContent('Username is required.');
    await userEvent.type(input, 'admin{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription('Username is required.');
  },
};

/** `rows`: a description of up to 1,000 characters gets a box of several lines, with the input's look and focus ring. */
export const Multiline: Story = {
  tags: ['visual'],
  args: {
    label: 'Description',
    name: 'description',
    autoComplete: 'off',
    rows: 3,
    maxLength: 1000,
    hint: 'Shown to administrators who pick this group for a discount.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.click(box);
    await userEvent.keyboard('Wallets that receive a monthly salary{Enter}from a partner employer.');
    await expect(box).toHaveValue('Wallets that receive a monthly salary\nfrom a partner employer.');
    // Three lines high, and the whole box shows the focus ring (not the bare textarea).
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(parseFloat(getComputedStyle(box).lineHeight) * 3);
    await expect(getComputedStyle(box.parentElement!).outlineStyle).toBe('solid');
  },
};
