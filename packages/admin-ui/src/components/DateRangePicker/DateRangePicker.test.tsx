import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import { parseIsoDate } from '../../format/format';
import { readTypedDate, showTypedDate, toIsoDate, todayIsoDate, validateDateRange } from './DateRangePicker.dates';
import { AdminLocaleProvider, arMessages } from '../../locale';

describe('date helpers', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });

  it('gives today in the local time zone, not UTC', () => {
    // 22:30 UTC on 1 March is already 2 March in Amman (UTC+3).
    process.env.TZ = 'Asia/Amman';
    vi.useFakeTimers({ now: new Date('2026-03-01T22:30:00Z') });
    expect(todayIsoDate()).toBe('2026-03-02');
    process.env.TZ = 'America/New_York';
    expect(todayIsoDate()).toBe('2026-03-01');
  });

  it('writes and reads YYYY-MM-DD days', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(parseIsoDate('2024-02-29')?.getDate()).toBe(29);
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-2-3')).toBeNull();
  });

  it('reads a typed day: DD/MM/YYYY, one-digit day and month, Arabic-Indic digits, a pasted YYYY-MM-DD', () => {
    expect(readTypedDate('05/01/2026')).toBe('2026-01-05');
    expect(readTypedDate('5/1/2026')).toBe('2026-01-05');
    expect(readTypedDate(' 5 / 1 / 2026 ')).toBe('2026-01-05');
    expect(readTypedDate('05.01.2026')).toBe('2026-01-05');
    expect(readTypedDate('٠٥/٠١/٢٠٢٦')).toBe('2026-01-05');
    expect(readTypedDate('۵/۱/۲۰۲۶')).toBe('2026-01-05');
    expect(readTypedDate('5\u200f/1\u200f/2026')).toBe('2026-01-05');
    expect(readTypedDate('2026-01-05')).toBe('2026-01-05');
    expect(readTypedDate('2026-1-5')).toBe('2026-01-05');
    expect(readTypedDate('29/02/2024')).toBe('2024-02-29');
  });

  it('reads nothing else: a day that does not exist, a two-digit year, month first, a part of a day', () => {
    for (const text of ['31/02/2026', '29/02/2025', '5/1/26', '13/13/2026', '1/5', '2026/01/05', '05012026', 'tomorrow', '']) {
      expect(readTypedDate(text)).toBeNull();
    }
  });

  it('shows a day as DD/MM/YYYY (a timestamp by its day) and any other text as it is', () => {
    expect(showTypedDate('2026-01-05')).toBe('05/01/2026');
    expect(showTypedDate('2026-01-05T22:00:00Z')).toBe('05/01/2026');
    expect(showTypedDate('31/02/2026')).toBe('31/02/2026');
    expect(showTypedDate(null)).toBe('');
  });
});

describe('validateDateRange', () => {
  const rules = { min: '2026-01-15', locale: 'en-US' };

  it('accepts a period inside the bounds, and an open one when not required', () => {
    expect(validateDateRange({ start: '2026-01-15', end: '2026-01-15' }, rules)).toBeNull();
    expect(validateDateRange({ start: null, end: null }, rules)).toBeNull();
  });

  it('refuses a start before the earliest day', () => {
    expect(validateDateRange({ start: '2026-01-14', end: '2026-02-01' }, rules)).toBe('The period cannot start before Jan 15, 2026');
  });

  it('quotes a bound in the console format by default: day month year, whatever the browser locale', () => {
    expect(validateDateRange({ start: '2026-01-14', end: null }, { min: '2026-01-15' })).toBe('The period cannot start before 15 Jan 2026');
  });

  it('refuses an end before the start', () => {
    expect(validateDateRange({ start: '2026-02-10', end: '2026-02-09' }, rules)).toBe('The end date must be on or after the start date');
  });

  it('refuses days past the latest, missing days when required, and days that do not exist', () => {
    expect(validateDateRange({ start: '2026-02-01', end: '2026-05-01' }, { max: '2026-04-30', locale: 'en-US' })).toBe(
      'The period cannot end after Apr 30, 2026',
    );
    expect(validateDateRange({ start: '2026-02-01', end: null }, { required: true })).toBe('Choose an end date');
    expect(validateDateRange({ start: null, end: null }, { required: true })).toBe('Choose a start date');
    expect(validateDateRange({ start: '2026-02-30', end: null })).toBe('Enter a valid start date, as DD/MM/YYYY');
    expect(validateDateRange({ start: '2026-02-01', end: '31/02/2026' })).toBe('Enter a valid end date, as DD/MM/YYYY');
  });
});

function Picker({ onChange = vi.fn(), value = { start: null, end: null }, ...props }: Partial<DateRangePickerProps>) {
  const [current, setCurrent] = useState(value);
  return (
    <DateRangePicker
      label="Discount period"
      min="2026-01-15"
      locale="en-US"
      {...props}
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('is a labelled group of two labelled day inputs in DD/MM/YYYY, each with a calendar button', () => {
    render(<Picker value={{ start: '2026-03-01', end: '2026-03-31' }} />);
    expect(screen.getByRole('group', { name: 'Discount period' })).toBeInTheDocument();
    const start = screen.getByRole('textbox', { name: 'Start date' });
    expect(start).toHaveValue('01/03/2026');
    expect(start).toHaveAccessibleDescription('DD/MM/YYYY');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('31/03/2026');
    expect(screen.getByRole('button', { name: 'Choose a start date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose an end date' })).toBeInTheDocument();
    // Nothing else for assistive technology: the browser's picker behind each button is hidden.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it("opens the browser's picker on the day shown, within the bounds (the end's from the start), and takes the day picked", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const opened: { value: string; min: string }[] = [];
    const showPicker = vi.fn(function (this: HTMLInputElement) {
      opened.push({ value: this.value, min: this.min });
    });
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
    try {
      render(<Picker onChange={onChange} value={{ start: '2026-03-01', end: null }} />);
      await user.click(screen.getByRole('button', { name: 'Choose a start date' }));
      await user.click(screen.getByRole('button', { name: 'Choose an end date' }));
      expect(opened).toEqual([
        { value: '2026-03-01', min: '2026-01-15' },
        { value: '', min: '2026-03-01' },
      ]);
      // The picked day, as the picker's input reports it.
      const picker = (showPicker.mock.contexts[1] as HTMLInputElement) ?? null;
      fireEvent.change(picker, { target: { value: '2026-03-20' } });
      expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-20' });
      expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('20/03/2026');
    } finally {
      delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
    }
  });

  it('reports each day typed as YYYY-MM-DD, and null while an input holds no day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} value={{ start: '2026-03-01', end: null }} />);
    const end = screen.getByRole('textbox', { name: 'End date' });
    await user.type(end, '20/3/202');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: null });
    await user.type(end, '6');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-20' });
    // As typed while in the input, in the format once left.
    expect(end).toHaveValue('20/3/2026');
    await user.tab();
    expect(end).toHaveValue('20/03/2026');
    await user.clear(screen.getByRole('textbox', { name: 'Start date' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: '2026-03-20' });
  });

  it('reads Arabic-Indic digits and a pasted YYYY-MM-DD, and writes them in the format on leaving', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(start, '٥/٢/٢٠٢٦');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-02-05', end: null });
    const end = screen.getByRole('textbox', { name: 'End date' });
    await user.click(end);
    expect(start).toHaveValue('05/02/2026');
    await user.paste('2026-02-28');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-02-05', end: '2026-02-28' });
    await user.tab();
    expect(end).toHaveValue('28/02/2026');
  });

  it('keeps a day it cannot read as typed, and says how to write it when the user leaves the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} value={{ start: null, end: '2026-03-31' }} />);
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(start, '31/02/2026');
    expect(screen.queryByText(/Enter a valid/)).not.toBeInTheDocument();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: '2026-03-31' });
    expect(start).toHaveValue('31/02/2026');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('DD/MM/YYYY Enter a valid start date, as DD/MM/YYYY');
    await user.clear(start);
    await user.type(start, '28/02/2026');
    expect(screen.queryByText(/Enter a valid/)).not.toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-invalid');
  });

  it('shows a problem when the user leaves the input, on the input at fault, and hides it once fixed', async () => {
    const user = userEvent.setup();
    render(<Picker value={{ start: null, end: '2026-03-31' }} />);
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(start, '02/01/2026');
    expect(screen.queryByText(/cannot start before/)).not.toBeInTheDocument();
    await user.tab();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('DD/MM/YYYY The period cannot start before Jan 15, 2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).not.toHaveAttribute('aria-invalid');
    await user.clear(start);
    await user.type(start, '01/02/2026');
    expect(screen.queryByText(/cannot start before/)).not.toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-invalid');
  });

  it('marks the end date when it is before the start', async () => {
    const user = userEvent.setup();
    render(<Picker value={{ start: '2026-03-10', end: '2026-03-05' }} />);
    await user.click(screen.getByRole('textbox', { name: 'Start date' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveAccessibleDescription(
      'DD/MM/YYYY The end date must be on or after the start date',
    );
  });

  it("shows the form's error on both inputs", () => {
    render(<Picker required error="Choose the discount period" />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveAccessibleDescription('DD/MM/YYYY Choose the discount period');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'End date' })).toBeRequired();
  });

  it('disables both inputs and both calendar buttons', () => {
    render(<Picker disabled />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'End date' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose a start date' })).toBeDisabled();
  });

  it('speaks Arabic: the labels, the format, the buttons and the message', async () => {
    const user = userEvent.setup();
    render(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <Picker />
      </AdminLocaleProvider>,
    );
    const start = screen.getByRole('textbox', { name: 'تاريخ البدء' });
    expect(start).toHaveAccessibleDescription('يوم/شهر/سنة');
    expect(screen.getByRole('button', { name: 'اختر تاريخ البدء' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اختر تاريخ الانتهاء' })).toBeInTheDocument();
    await user.type(start, '٣١/٠٢/٢٠٢٦');
    await user.tab();
    expect(screen.getByText(/أدخل تاريخ بدء صحيحًا بالصيغة/)).toBeInTheDocument();
    expect(start).toHaveValue('٣١/٠٢/٢٠٢٦');
  });
});
