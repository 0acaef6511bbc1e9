import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { Button } from '../Button';
import { exportProgressText, type ExportProgress } from './progressText';

/** Where a running export is: the page being fetched, of how many (unknown until the first page says). */

export interface ExportButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Starts the export (the app fetches what it needs and downloads the file). */
  onExport: () => void;
  /** Stops a running export. Cancel shows while `progress` is set and this is given. */
  onCancel?: () => void;
  /** Set while an export runs: the button is busy and "Exporting page 3 of 9…" shows beside it. */
  progress?: ExportProgress | null;
  /** Why the last export failed (announced at once). */
  error?: ReactNode;
  /** What the last export did, e.g. "Exported 42 rows." (announced politely). */
  message?: ReactNode;
  /** The button's text. Default "Export CSV". */
  label?: string;
  /** Nothing to export yet (no rows, or still loading): the button stays visible but inert. */
  disabled?: boolean;
}

const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const Note = styled.span`
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
  &:empty {
    display: none;
  }
  &[role='alert'] {
    color: ${vars.color.danger};
  }
`;

/**
 * An Export CSV button with its progress and outcome. Presentational: the app fetches the rows (every page of a paged
 * list) and builds the file (`dataTableCsv`, `toCsv`); this shows where it is, with Cancel, and what came of it.
 * The button stays in place while busy (focus is kept); Cancel returns focus to it.
 *
 * ```tsx
 * <ExportButton onExport={start} onCancel={cancel} progress={{ page: 3, pageCount: 9 }} error={failure} />
 * ```
 */
export function ExportButton({ onExport, onCancel, progress, error, message, label, disabled = false, ...rest }: ExportButtonProps) {
  const { messages, number } = useAdminLocale();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const running = progress != null;
  return (
    <Root {...rest}>
      <Button ref={buttonRef} variant="secondary" size="sm" loading={running} disabled={disabled} onClick={onExport}>
        {label ?? messages.exportCsv}
      </Button>
      {running && onCancel && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            buttonRef.current?.focus();
            onCancel();
          }}
        >
          {messages.cancelExport}
        </Button>
      )}
      {/* Both live regions stay in the page, so what they are given next is announced. */}
      <Note role="status">{running ? exportProgressText(progress, messages, number) : message}</Note>
      <Note role="alert">{running ? null : error}</Note>
    </Root>
  );
}
