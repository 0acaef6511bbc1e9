import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, InlineAlert } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/InlineAlert',
  component: InlineAlert,
  args: { tone: 'error', children: 'The provided credentials are incorrect.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] },
    live: { control: 'inline-radio', options: [undefined, 'assertive', 'polite', 'off'] },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each tone has its own icon shape; errors are role="alert", the others role="status". */
export const Tones: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 440px' } },
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <InlineAlert tone="error">Access denied. Admin privileges required.</InlineAlert>
      <InlineAlert tone="warning">Percentages in row 2 do not sum to 100.</InlineAlert>
      <InlineAlert tone="success">Fees saved.</InlineAlert>
      <InlineAlert tone="info" live="off">
        Ask another administrator to reset your password.
      </InlineAlert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    const shapes = Array.from(canvasElement.querySelectorAll('svg'), (svg) => svg.innerHTML);
    await expect(new Set(shapes).size).toBe(4);
  },
};

export const WithTitle: Story = {
  args: { tone: 'warning', title: 'Unsaved changes', children: 'Save or discard your edits before leaving this page.' },
};

/** The region is on the page before the message: it stays empty (no box) until there is something to say. */
export const MessageArrives: Story = {
  render: function Render() {
    const [message, setMessage] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420, justifyItems: 'start' }}>
        <Button onClick={() => setMessage('The provided credentials are incorrect.')}>Login</Button>
        <InlineAlert tone="error">{message}</InlineAlert>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('alert');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(region).toHaveTextContent('The provided credentials are incorrect.'));
    await expect(canvas.getByRole('alert')).toBe(region);
  },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: 'The upload could not be completed',
    children:
      'The commercial registration certificate is larger than the allowed 10MB and the tax card is not a PDF, JPG or PNG file; replace both documents and try again: https://example.com/help/uploads/very-long-address-without-spaces',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 440px' } },
  args: { tone: 'error', title: 'تعذّر تسجيل الدخول', children: 'بيانات الاعتماد المقدمة غير صحيحة.' },
  decorators: [
    (Story) => (
      <div dir="rtl" style={{ maxWidth: 420 }}>
        {Story()}
      </div>
    ),
  ],
};

export const Narrow: Story = {
  args: { tone: 'info', live: 'polite', children: 'Ask another administrator to reset your password.' },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
};
