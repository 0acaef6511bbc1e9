import type { HTMLAttributes } from 'react';
import { Table, TableFrame } from '../../internal/table';
import { Block, CellBar, Lines, LoadingText, SkeletonCell } from './Skeleton.styles';

/** Shared by every skeleton: the shapes are hidden from assistive technology; `label` is said once instead. */
interface SkeletonLabelProps {
  /**
   * Visually hidden text announced once (a polite status), e.g. "Loading…". Leave it out when the
   * containing region already says it is busy (`aria-busy` and its own status text).
   */
  label?: string;
}

function Announcement({ label }: SkeletonLabelProps) {
  return label ? <LoadingText role="status">{label}</LoadingText> : null;
}

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonTextProps extends HTMLAttributes<HTMLDivElement>, SkeletonLabelProps {
  /** Number of lines. Default 1. */
  lines?: number;
  /** Height of each line in px. Default 16. */
  lineHeight?: number;
  /** Space between lines in px. Default 8. */
  gap?: number;
}

/**
 * Placeholder lines for text that is loading. Several lines take widths cycling
 * 100%, 85%, 90%, 75%, 95% so they read as a paragraph.
 *
 * ```tsx
 * <SkeletonText lines={3} label="Loading account…" />
 * ```
 */
export function SkeletonText({ lines = 1, lineHeight = 16, gap = 8, label, ...rest }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <>
      <Announcement label={label} />
      <Lines {...rest} aria-hidden="true" data-multiline={count > 1 ? 'true' : undefined} $lineHeight={lineHeight} $gap={gap}>
        {Array.from({ length: count }, (_, i) => (
          <span key={i} />
        ))}
      </Lines>
    </>
  );
}

export interface SkeletonBlockProps extends HTMLAttributes<HTMLSpanElement>, SkeletonLabelProps {
  /** px when a number, any CSS length otherwise. Default 100%. */
  width?: number | string;
  /** px when a number, any CSS length otherwise. Default 16. */
  height?: number | string;
  /** Corner radius: px when a number, any CSS length otherwise. Default 6px. */
  radius?: number | string;
}

/**
 * A rectangular placeholder (an image, a badge, a button) while content loads.
 *
 * ```tsx
 * <SkeletonBlock width={120} height={28} radius={999} />
 * ```
 */
export function SkeletonBlock({ width = '100%', height = 16, radius = 6, label, ...rest }: SkeletonBlockProps) {
  return (
    <>
      <Announcement label={label} />
      <Block {...rest} aria-hidden="true" $width={toCss(width)} $height={toCss(height)} $radius={toCss(radius)} />
    </>
  );
}

export interface SkeletonTableProps extends HTMLAttributes<HTMLDivElement>, SkeletonLabelProps {
  /** Body rows. Default 5. */
  rows?: number;
  /** Columns. Default 7. */
  columns?: number;
  /** Show a header row of placeholders. Default true. */
  header?: boolean;
}

/**
 * A table-shaped placeholder with the geometry of DataTable, for lists that are loading.
 * DataTable renders it by itself while loading with no rows.
 *
 * ```tsx
 * <SkeletonTable rows={5} columns={7} label="Loading cliq accounts…" />
 * ```
 */
export function SkeletonTable({ rows = 5, columns = 7, header = true, label, ...rest }: SkeletonTableProps) {
  const cols = Array.from({ length: Math.max(1, columns) }, (_, i) => i);
  return (
    <>
      <Announcement label={label} />
      <TableFrame {...rest} aria-hidden="true">
        <Table>
          {header && (
            <thead>
              <tr>
                {cols.map((c) => (
                  <th key={c}>
                    <CellBar />
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {Array.from({ length: Math.max(0, rows) }, (_, r) => (
              <tr key={r}>
                {cols.map((c) => (
                  <SkeletonCell key={c}>
                    <CellBar />
                  </SkeletonCell>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableFrame>
    </>
  );
}
