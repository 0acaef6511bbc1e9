import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateText } from './DateText';

describe('DateText', () => {
  it('shows the compact date in a <time> with the machine value and the full timestamp on hover', () => {
    render(<DateText value="2026-01-20T05:00:00Z" timeZone="UTC" />);
    const time = screen.getByText('20 Jan 2026');
    expect(screen.getByRole('time')).toBe(time);
    expect(time).toHaveAttribute('datetime', '2026-01-20T05:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/20 January 2026 at 05:00:00/);
  });

  it('shows the time on request, 24-hour', () => {
    render(<DateText value="2026-01-20T17:05:00Z" timeZone="UTC" show="dateTime" />);
    expect(screen.getByText('20 Jan 2026, 17:05')).toBeInTheDocument();
  });

  it('shows how long ago, counted from now', () => {
    render(<DateText value="2026-11-01T09:00:00Z" show="age" now={new Date('2026-11-23T10:00:00Z')} />);
    const age = screen.getByText('22 d');
    expect(age.tagName).toBe('TIME');
    expect(age).toHaveAttribute('datetime', '2026-11-01T09:00:00.000Z');
  });

  it('shows the placeholder for a missing or unreadable date, never "Invalid Date"', () => {
    const { container, rerender } = render(<DateText value="not a date" />);
    expect(container).toHaveTextContent(/^—$/);
    rerender(<DateText value={null} placeholder="N/A" />);
    expect(container).toHaveTextContent(/^N\/A$/);
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
  });
});
