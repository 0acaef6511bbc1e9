import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton } from '@admin-console/admin-ui';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// Every Arabic catalogue (the kernel's among them) registered, as the app does at start.
import '../app/messages';
import { setLocale } from '../platform/i18n/i18n';
import type { Page } from '../platform/unwrap';
import { captureDownloads } from '../test/downloads';
import { exportFileName, fetchEveryPage, useListExport } from './listExport';
import { t } from './messages';

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
                  return n === 2
                    ? new Promise<Page<number>>((resolve) => (release = () => resolve(page(2, 3))))
                    : Promise.resolve(page(n, 3));
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

  describe('in Arabic', () => {
    beforeEach(async () => {
      await setLocale('ar');
    });
    afterEach(async () => {
      await setLocale('en');
    });

    /** A list of `pages` pages whose page `failAt` answers 502 (none when 0). */
    function Screen({ pages, failAt = 0 }: { pages: number; failAt?: number }) {
      const listExport = useListExport();
      return (
        <>
          <button
            type="button"
            onClick={() =>
              listExport.start(async (signal, onPage) => {
                const rows = await fetchEveryPage(
                  async (n) => {
                    if (n === failAt) {
                      const response = {
                        status: 502,
                        statusText: 'Bad Gateway',
                        data: '<html></html>',
                        headers: {},
                        config: { headers: new AxiosHeaders() },
                      };
                      throw new AxiosError('Request failed with status code 502', 'ERR_BAD_RESPONSE', undefined, undefined, response);
                    }
                    return page(n, pages);
                  },
                  signal,
                  onPage,
                );
                return { fileName: 'kyc-pending-2026-11-24.csv', text: String(rows), rows: rows.length };
              })
            }
          >
            تصدير
          </button>
          <p role="status">{listExport.message}</p>
          <p role="alert">{listExport.error}</p>
        </>
      );
    }

    it('says what was exported in Arabic, the count in Latin digits with its plural', async () => {
      const user = userEvent.setup();
      render(<Screen pages={3} />);
      await user.click(screen.getByRole('button', { name: 'تصدير' }));
      expect(await screen.findByText('تم تصدير 6 صفوف إلى \u2068kyc-pending-2026-11-24.csv\u2069.')).toBeVisible();
      expect(downloads.files).toHaveLength(1);
    });

    it('counts the rows exported with every Arabic plural form: 11 to 99 accusative, 100 and up genitive', () => {
      const exported = (n: number) => t('kernel.exported', { count: n, rows: n.toLocaleString('en'), fileName: 'f.csv' });
      expect([1, 2, 3, 11, 100, 1000].map(exported)).toEqual([
        'تم تصدير صف واحد إلى \u2068f.csv\u2069.',
        'تم تصدير صفّين إلى \u2068f.csv\u2069.',
        'تم تصدير 3 صفوف إلى \u2068f.csv\u2069.',
        'تم تصدير 11 صفًا إلى \u2068f.csv\u2069.',
        'تم تصدير 100 صف إلى \u2068f.csv\u2069.',
        'تم تصدير 1,000 صف إلى \u2068f.csv\u2069.',
      ]);
    });

    it('says where an export failed and why, in Arabic, the page numbers isolated', async () => {
      const user = userEvent.setup();
      render(<Screen pages={3} failAt={2} />);
      await user.click(screen.getByRole('button', { name: 'تصدير' }));
      expect(
        await screen.findByText(
          'فشل التصدير عند الصفحة \u20682\u2069 من \u20683\u2069: \u2068تعذّر الوصول إلى الخادم (502 بوابة غير صالحة)\u2069. لم يُنزَّل أي شيء.',
        ),
      ).toBeVisible();
      expect(downloads.files).toHaveLength(0);
    });
  });
});
