import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Field, useFieldControl } from '@admin-console/admin-ui';

/** A team's own control: a native colour input that spreads what its Field gives it. */
function ColourInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="color"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ width: 64, height: 36 }}
      {...useFieldControl()}
    />
  );
}

/**
 * The frame every form control shares: label (with the required mark), hint, control, error line.
 * Put any control inside and spread `useFieldControl()` on its focusable element: it gets the id the
 * label points at, `aria-describedby` (hint, then error), `aria-invalid`, `required` and `disabled`.
 */
const meta = {
  title: 'Components/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Brand colour', children: null },
  render: function Render(args) {
    const [colour, setColour] = useState('#1d4ed8');
    return (
      <Field {...args}>
        <ColourInput value={colour} onChange={setColour} />
      </Field>
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native `<input type="color">` inside a Field: named by the label; a click on the label focuses it. */
export const CustomControl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Brand colour');
    await expect(input).toHaveAttribute('type', 'color');
    await userEvent.click(canvas.getByText('Brand colour'));
    await expect(input).toHaveFocus();
  },
};

/** Hint, required mark and error: the control is described by both, marked invalid and required. */
export const WithHintRequiredAndError: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 340px' } },
  args: { hint: 'Shown on receipts.', required: true, error: 'Pick a colour darker than white.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Brand colour');
    await expect(input).toHaveAttribute('required');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Shown on receipts. Pick a colour darker than white.');
  },
};

/** Errors appear after a save; the polite line announces them, and the Field's `ref` (the control) lets the form focus it. */
export const ErrorAfterSave: Story = {
  render: function Render(args) {
    const [colour, setColour] = useState('#ffffff');
    const [error, setError] = useState<string>();
    const ref = useRef<HTMLElement>(null);
    return (
      <form
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          const problem = colour === '#ffffff' ? 'Pick a colour darker than white.' : undefined;
          setError(problem);
          if (problem) ref.current?.focus();
        }}
      >
        <Field {...args} ref={ref} error={error}>
          <ColourInput value={colour} onChange={setColour} />
        </Field>
        <Button type="submit">Save</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Brand colour');
    const line = canvasElement.querySelector(`#${CSS.escape(`${input.id}-error`)}`);
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(line).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(line).toHaveTextContent('Pick a colour darker than white.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
  },
};
