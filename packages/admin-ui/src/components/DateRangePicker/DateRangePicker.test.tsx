import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import { parseIsoDate } from '../../format/format';
import { toIsoDate, todayIsoDate, validateDateRange } from './DateRangePicker.dates';

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
    expect(validateDateRange({ start: '2026-02-30', end: null })).toBe('Enter a valid start date');
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
  it('is a labelled group of two labelled date inputs', () => {
    render(<Picker value={{ start: '2026-03-01', end: '2026-03-31' }} />);
    expect(screen.getByRole('group', { name: 'Discount period' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-03-31');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('min', '2026-01-15');
    expect(screen.getByLabelText('End date')).toHaveAttribute('min', '2026-03-01');
  });

  it('reports each day chosen, and null for a cleared one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} value={{ start: '2026-03-01', end: null }} />);
    await user.type(screen.getByLabelText('End date'), '2026-03-20');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-20' });
    await user.clear(screen.getByLabelText('Start date'));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: '2026-03-20' });
  });

  it('shows a problem when the user leaves the input, on the input at fault, and hides it once fixed', async () => {
    const user = userEvent.setup();
    render(<Picker value={{ start: null, end: '2026-03-31' }} />);
    const start = screen.getByLabelText('Start date');
    await user.type(start, '2026-01-02');
    expect(screen.queryByText(/cannot start before/)).not.toBeInTheDocument();
    await user.tab();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('The period cannot start before Jan 15, 2026');
    expect(screen.getByLabelText('End date')).not.toHaveAttribute('aria-invalid');
    await user.clear(start);
    await user.type(start, '2026-02-01');
    expect(screen.queryByText(/cannot start before/)).not.toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-invalid');
  });

  it('marks the end date when it is before the start', async () => {
    const user = userEvent.setup();
    render(<Picker value={{ start: '2026-03-10', end: '2026-03-05' }} />);
    await user.click(screen.getByLabelText('Start date'));
    await user.tab();
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('The end date must be on or after the start date');
  });

  it("shows the form's error on both inputs", () => {
    render(<Picker required error="Choose the discount period" />);
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('Choose the discount period');
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('End date')).toBeRequired();
  });

  it('disables both inputs', () => {
    render(<Picker disabled />);
    expect(screen.getByLabelText('Start date')).toBeDisabled();
    expect(screen.getByLabelText('End date')).toBeDisabled();
  });
});
