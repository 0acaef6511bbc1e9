import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, dataTableCsv } from '@admin-console/admin-ui';
import { waitedTooLong, waitingColumn } from './listColumns';
import { readAgeLimitDays } from '../../platform/config';

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR).toISOString();

interface Row {
  id: number;
  since: string;
}

describe('Waiting column', () => {
  it('marks a pending case waiting past the limit with an icon and words, not colour alone', () => {
    const rows: Row[] = [
      { id: 1, since: hoursAgo(5) },
      { id: 2, since: hoursAgo(72) },
    ];
    render(
      <DataTable
        caption="Cases"
        columns={[
          { key: 'id', title: 'ID', render: (row: Row) => row.id },
          waitingColumn<Row>(
            () => true,
            (row) => row.since,
            2,
          ),
        ]}
        rows={rows}
        getRowId={(row) => row.id}
        page={1}
        onPageChange={() => {}}
      />,
    );
    const cells = screen.getAllByRole('cell').filter((cell) => cell.textContent?.match(/\d+ (h|d)/));
    expect(cells).toHaveLength(2);
    expect(cells[0]).toHaveTextContent(/^5 h$/);
    // eslint-disable-next-line testing-library/no-node-access -- what is checked has no role (an <object>, a <kbd>, the icon)
    expect(cells[0]!.querySelector('[data-overdue]')).toBeNull();
    expect(cells[1]).toHaveTextContent('3 d, Waiting longer than 2 days');
    // eslint-disable-next-line testing-library/no-node-access -- what is checked has no role (an <object>, a <kbd>, the icon)
    expect(cells[1]!.querySelector('[data-overdue] svg')).not.toBeNull();
  });

  it('exports the age as shown', () => {
    const column = waitingColumn<Row>(
      (row) => row.id === 2,
      (row) => row.since,
      2,
    );
    expect(
      dataTableCsv(
        [column],
        [
          { id: 1, since: hoursAgo(72) },
          { id: 2, since: hoursAgo(72) },
        ],
      ),
    ).toBe('\ufeffWaiting\r\n—\r\n3 d\r\n');
  });

  it('counts the limit in days from the case date', () => {
    const now = new Date('2026-01-20T09:00:00Z');
    expect(waitedTooLong('2026-01-18T09:30:00Z', 2, now)).toBe(false);
    expect(waitedTooLong('2026-01-18T08:30:00Z', 2, now)).toBe(true);
    expect(waitedTooLong('not a date', 2, now)).toBe(false);
  });
});

describe('readAgeLimitDays (VITE_REVIEW_AGE_LIMIT_DAYS)', () => {
  it('reads a positive number of days, else 2', () => {
    expect(readAgeLimitDays('5')).toBe(5);
    expect(readAgeLimitDays('0.5')).toBe(0.5);
    for (const raw of [undefined, '', ' ', '0', '-1', 'two', 'Infinity']) expect(readAgeLimitDays(raw)).toBe(2);
  });
});
