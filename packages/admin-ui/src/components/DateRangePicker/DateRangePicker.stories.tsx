import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { DateRangePicker, todayIsoDate, type DateRangePickerProps } from '@admin-console/admin-ui';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

/** The picker is controlled: the story owns the value, like a form would. */
function StatefulDateRangePicker(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

// Fixed days and locale, so stories and screenshots do not change with the calendar.
const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Discount period',
    value: { start: '2026-03-01', end: '2026-03-31' },
    min: '2026-01-15',
    locale: 'en-US',
    onChange: fn(),
  },
  render: (args) => <StatefulDateRangePicker {...args} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 520px' } },
};

/** As on Create Discount: the period cannot start before today; the calendar opens on the days from today. */
export const FromToday: Story = {
  args: { value: { start: null, end: null }, min: todayIsoDate(), locale: undefined, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opened: string[] = [];
    const showPicker = spyOn(HTMLInputElement.prototype, 'showPicker').mockImplementation(function (this: HTMLInputElement) {
      opened.push(this.min);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Choose a start date' }));
      await expect(opened).toEqual([todayIsoDate()]);
    } finally {
      showPicker.mockRestore();
    }
  },
};

/**
 * Typed as people write a day: "5/2/2026", Arabic-Indic digits, or a pasted 2026-02-05; written DD/MM/YYYY on leaving.
 * A day that does not exist stays as typed, with what to do.
 */
export const TypedDays: Story = {
  args: { value: { start: null, end: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('textbox', { name: 'Start date' });
    const end = canvas.getByRole('textbox', { name: 'End date' });
    await expect(start).toHaveAccessibleDescription('DD/MM/YYYY');
    await userEvent.type(start, '٥/٢/٢٠٢٦');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-02-05', end: null });
    await userEvent.click(end);
    await expect(start).toHaveValue('05/02/2026');
    await userEvent.type(end, '31/02/2026');
    await userEvent.tab();
    await expect(end).toHaveValue('31/02/2026');
    await expect(canvas.getByText('Enter a valid end date, as DD/MM/YYYY')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-02-28');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-02-05', end: '2026-02-28' });
    await expect(canvas.queryByText(/Enter a valid/)).not.toBeInTheDocument();
  },
};

/** The calendar button opens the browser's picker on the day shown; the day picked is written in the field. */
export const PickFromCalendar: Story = {
  args: { value: { start: '2026-03-01', end: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const showPicker = spyOn(HTMLInputElement.prototype, 'showPicker').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Choose an end date' }));
      const picker = showPicker.mock.contexts[0] as HTMLInputElement | undefined;
      await expect(picker?.type).toBe('date');
      // The end's calendar starts at the chosen start.
      await expect(picker?.min).toBe('2026-03-01');
      // What the browser does when a day is picked.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(picker, '2026-03-20');
      picker?.dispatchEvent(new Event('input', { bubbles: true }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-20' });
      await expect(canvas.getByRole('textbox', { name: 'End date' })).toHaveValue('20/03/2026');
    } finally {
      showPicker.mockRestore();
    }
  },
};

export const Empty: Story = {
  args: { value: { start: null, end: null }, required: true, hint: 'The discount applies from the first day to the last, both included.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Discount period' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Start date')).toBeRequired();
    // Leaving the empty, required period says what is missing.
    await userEvent.click(canvas.getByLabelText('Start date'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('Choose a start date')).toBeVisible();
    await expect(canvas.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const KeyboardEntry: Story = {
  args: { value: { start: null, end: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText('Start date');
    const end = canvas.getByLabelText('End date');
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.type(start, '10/02/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-02-10', end: null });
    // Then the start's calendar button, then the end.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a start date' })).toHaveFocus();
    await userEvent.tab();
    await expect(end).toHaveFocus();
    await userEvent.type(end, '28/02/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-02-10', end: '2026-02-28' });
    await userEvent.tab();
    await expect(canvas.queryByText(/must be|cannot|Choose/)).not.toBeInTheDocument();
    await expect(start).not.toHaveAttribute('aria-invalid');
  },
};

export const StartBeforeMin: Story = {
  args: { value: { start: null, end: '2026-03-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText('Start date');
    await userEvent.type(start, '02/01/2026');
    await userEvent.tab();
    await expect(canvas.getByText('The period cannot start before Jan 15, 2026')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription('DD/MM/YYYY The period cannot start before Jan 15, 2026');
    // Fixed: the message goes at once.
    await userEvent.clear(start);
    await userEvent.type(start, '20/01/2026');
    await expect(canvas.queryByText(/cannot start before/)).not.toBeInTheDocument();
  },
};

export const EndBeforeStart: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 520px' } },
  args: { value: { start: '2026-03-10', end: '2026-03-05' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('End date'));
    await userEvent.tab();
    await expect(canvas.getByText('The end date must be on or after the start date')).toBeVisible();
    await expect(canvas.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Start date')).not.toHaveAttribute('aria-invalid');
    (document.activeElement as HTMLElement | null)?.blur(); // pictured at rest
  },
};

export const WithError: Story = {
  args: { value: { start: null, end: null }, required: true, error: 'Choose the discount period' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Start date')).toHaveAccessibleDescription('DD/MM/YYYY Choose the discount period');
    await expect(canvas.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Start date')).toBeDisabled();
    await expect(canvas.getByLabelText('End date')).toBeDisabled();
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Period during which the promotional discount applies to eligible payers and payees',
    startLabel: 'First day the discount applies (inclusive)',
    endLabel: 'Last day the discount applies (inclusive)',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * The Arabic interface: its labels, the format under each ("يوم/شهر/سنة"), the calendar buttons' names. A day typed in
 * Arabic-Indic digits is read, and written in the format on leaving the input.
 */
export const Arabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 520px' } },
  args: { label: 'فترة الخصم', locale: 'ar-JO-u-nu-latn', value: { start: '2026-03-01', end: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByRole('textbox', { name: 'تاريخ الانتهاء' });
    await expect(end).toHaveAccessibleDescription('يوم/شهر/سنة');
    await expect(canvas.getByRole('button', { name: 'اختر تاريخ الانتهاء' })).toBeInTheDocument();
    await userEvent.type(end, '٣١/٣/٢٠٢٦');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-31' });
    await userEvent.tab();
    await expect(end).toHaveValue('31/03/2026');
    (document.activeElement as HTMLElement | null)?.blur(); // pictured at rest
    await expect(visibleEnglish(canvasElement, { allow: ['31/03/2026', '01/03/2026'] })).toEqual([]);
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
};

/** The picker's own labels and messages in Arabic, a bound quoted in the Arabic date format. */
export const BoundsArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 520px' } },
  // The provider's Arabic locale, not the stories' fixed en-US: the bound is quoted in Arabic ("15 كانون الثاني 2026").
  args: { label: 'فترة الخصم', value: { start: '2026-01-01', end: '2025-12-01' }, min: '2026-01-15', locale: 'ar-JO-u-nu-latn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('تاريخ البدء'));
    await userEvent.tab();
    await expect(await canvas.findByText(/لا يمكن أن تبدأ الفترة قبل/)).toBeVisible();
    await expect(visibleEnglish(canvasElement)).toEqual([]);
  },
};
