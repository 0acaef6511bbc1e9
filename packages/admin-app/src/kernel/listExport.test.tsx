import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton } from '@admin-console/admin-ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../platform/unwrap';
import { captureDownloads } from '../test/downloads';
import { exportFileName, fetchEveryPage, useListExport } from './listExport';

const page = (n: number, lastPage: number): Page<number> => ({ rows: [n * 10, n * 10 + 1], total: lastPage * 2, currentPage: n, lastPage });

describe('exportFileName', () => {
  it("names the file after the list and today's local date", () => {
    expect(exportFileName('kyc-pending', new Date(2026, 10, 24, 23, 30))).toBe('kyc-pending-2026-11-24.csv');
    expect(exportFileName('fees', new Date(2026, 0, 5))).toBe('fees-2026-01-05.csv');
  });
});

describe('fetchEveryPage', () => {
  it('asks for each page in turn up to the last page the first answer gives, reporting each before it is asked for', async () => {
    const asked: number[] = [];
    const heard: string[] = [];
    const rows = await fetchEveryPage(
      async (n) => {
        asked.push(n);
        return page(n, 3);
      },
      new AbortController().signal,
      ({ page: p, pageCount }) => heard.push(`${p}/${pageCount ?? '?'}`),
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(heard).toEqual(['1/?', '2/3', '3/3']);
    expect(rows).toEqual([10, 11, 20, 21, 30, 31]);
  });
});

describe('useListExport', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  it('Cancel aborts the signal of the running request and downloads nothing', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    let release = () => {};
    function Screen() {
      const listExport = useListExport();
      return (
        <ExportButton
          onExport={() =>
            listExport.start(async (signal, onPage) => {
              const rows = await fetchEveryPage(
                (n, pageSignal) => {
                  signals.push(pageSignal);
                  // Page 2 is held until the test lets it go (after Cancel).
                  return n === 2 ? new Promise<Page<number>>((resolve) => (release = () => resolve(page(2, 3)))) : Promise.resolve(page(n, 3));
                },
                signal,
                onPage,
              );
              return { fileName: 'x.csv', text: String(rows), rows: rows.length };
            })
          }
          onCancel={listExport.cancel}
          progress={listExport.progress}
          message={listExport.message}
          error={listExport.error}
        />
      );
    }
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting page 2 of 3…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(signals[1]?.aborted).toBe(true);
    release();
    expect(await screen.findByText('Export cancelled. Nothing was downloaded.')).toBeInTheDocument();
    expect(signals).toHaveLength(2);
    expect(downloads.files).toHaveLength(0);
  });
});
