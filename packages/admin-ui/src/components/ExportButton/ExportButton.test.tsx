import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { arMessages } from '../../locale/ar';
import { ExportButton } from './ExportButton';
import { exportProgressText, type ExportProgress } from './progressText';

describe('ExportButton', () => {
  it('starts an export, shows "Exporting page N of M…" with Cancel, and returns focus to the button on Cancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    function Harness() {
      const [progress, setProgress] = useState<ExportProgress | null>(null);
      return (
        <>
          <ExportButton
            onExport={() => setProgress({ page: 1 })}
            onCancel={() => {
              onCancel();
              setProgress(null);
            }}
            progress={progress}
            message={progress ? null : 'Export cancelled.'}
          />
          <button type="button" onClick={() => setProgress({ page: 3, pageCount: 9 })}>
            Next page
          </button>
        </>
      );
    }
    render(<Harness />);
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(exportButton);
    expect(screen.getByRole('status')).toHaveTextContent('Exporting page 1…');
    // Busy, not gone: a second click starts nothing and focus stays.
    expect(exportButton).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Exporting page 3 of 9…');
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(exportButton).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Export cancelled.');
  });

  it('says why an export failed in an alert, and ignores clicks while disabled', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    render(<ExportButton onExport={onExport} disabled error="Export failed: the server could not be reached." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Export failed: the server could not be reached.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).not.toHaveBeenCalled();
  });

  it("exportProgressText is English by default and takes the locale's texts and number format", () => {
    expect(exportProgressText({ page: 3, pageCount: 9 })).toBe('Exporting page 3 of 9…');
    expect(exportProgressText({ page: 1, pageCount: null })).toBe('Exporting page 1…');
    expect(exportProgressText({ page: 1200, pageCount: 1500 }, arMessages, (n) => n.toLocaleString('en-GB'))).toBe(
      'جارٍ تصدير الصفحة \u20681,200\u2069 من \u20681,500\u2069…',
    );
    expect(exportProgressText({ page: 2 }, arMessages)).toBe('جارٍ تصدير الصفحة \u20682\u2069…');
  });
});
