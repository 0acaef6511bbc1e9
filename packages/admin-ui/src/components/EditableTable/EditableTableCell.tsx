import type { ChangeEventHandler, CSSProperties } from 'react';
import { AppLink, type LinkComponent } from '../LinkProvider';
import type { EditableColumn } from './types';
import { useAdminLocale } from '../../locale/useAdminLocale';
import { cellText } from './cellText';

/** What the table derives once per `columns`/`groups` change. */
export interface ColumnMeta<Row> {
  column: EditableColumn<Row>;
  /** Accessible name of the column's inputs, before the row label. */
  label: string;
  align: 'start' | 'end';
  width: string;
  /** Held in view while the grid scrolls sideways (the column's `sticky`). */
  sticky: boolean;
  /**
   * A sticky column's offset from the grid's inline start (the right in a right-to-left page), the widths of the
   * sticky columns before it, as `--sticky-inset`; undefined when not sticky. One object per column, shared by its cells.
   */
  stickyStyle: CSSProperties | undefined;
  /** The column's data is in a right-to-left language (`lang`): its header aligns like its cells. */
  rtl: boolean;
  /** The column's data is in a language written left to right (`lang`, e.g. `en`): in a right-to-left page its header aligns like its cells. */
  ltr: boolean;
}

const RTL_LANGS = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Whether a BCP 47 language tag names a right-to-left language (`ar`, `ar-JO`, `fa`…). */
export const isRtlLang = (lang: string | undefined): boolean => lang !== undefined && RTL_LANGS.has(lang.split('-')[0]!.toLowerCase());

/**
 * Whether a BCP 47 language tag names a language written left to right (`en`, `fr`, `en-GB`): any language but the
 * right-to-left ones, and but `zxx`/`und` (no or unknown language, so no known direction).
 */
export const isLtrLang = (lang: string | undefined): boolean => {
  if (!lang) return false;
  const base = lang.split('-')[0]!.toLowerCase();
  return base !== 'zxx' && base !== 'und' && !RTL_LANGS.has(base);
};

export interface EditableTableCellProps<Row> {
  meta: ColumnMeta<Row>;
  row: Row;
  rowIndex: number;
  colIndex: number;
  editing: boolean;
  /** The cell's dirty text, if any. */
  draft: string | undefined;
  error: string | undefined;
  /** The row's warning, marked in this cell (the row's first). */
  warning?: string | undefined;
  /** Holds the grid's one tab stop. */
  active: boolean;
  /**
   * The row holds the active cell: in edit mode only its editable cells are inputs. The other rows show their
   * values in a field's box (what a click or a key turns into the input), so scrolling and typing cost one row of
   * inputs, not a screenful.
   */
  live: boolean;
  rowLabel: string;
  idPrefix: string;
  linkComponent: LinkComponent | undefined;
  onInput: ChangeEventHandler<HTMLInputElement>;
}

/**
 * One grid cell: a link, an input (edit mode, editable column, the active cell's row), a field's box (the same in
 * another row) or read-only text. Not memoized on its own:
 * the row is the unit of re-rendering.
 */
export function EditableTableCell<Row>({
  meta,
  row,
  rowIndex,
  colIndex,
  editing,
  draft,
  error,
  warning,
  active,
  live,
  rowLabel,
  idPrefix,
  linkComponent,
  onInput,
}: EditableTableCellProps<Row>) {
  const m = useAdminLocale().messages;
  const { column } = meta;
  const value = (row as Record<string, unknown>)[column.key];
  const canEdit = editing && column.editable === true && !column.link;
  const isText = column.type !== 'number';
  const dirty = canEdit && draft !== undefined;
  const shownError = editing ? error : undefined;
  const errorId = `${idPrefix}-${rowIndex}-${colIndex}-e`;
  const dirtyId = `${idPrefix}-${rowIndex}-${colIndex}-d`;
  const { lang } = column;

  const to = column.link?.to(row) ?? null;
  let content;
  if (column.link) {
    // No page to open (as DataTable's row link): a dash, and the cell itself holds focus.
    content =
      to === null ? (
        <span title={m.noPageToOpen}>—</span>
      ) : (
        <AppLink linkComponent={linkComponent} to={to} tabIndex={active ? 0 : -1} aria-label={column.link.ariaLabel?.(row)}>
          {column.link.text}
        </AppLink>
      );
  } else if (canEdit && !live) {
    // The field's box, drawn like the input it becomes (dir and lang as the input's).
    content = (
      <span data-field="" dir={isText || lang ? 'auto' : undefined} lang={lang}>
        {draft ?? cellText(value)}
      </span>
    );
  } else if (canEdit) {
    const describedBy = [shownError ? errorId : '', dirty ? dirtyId : ''].join(' ').trim();
    content = (
      <input
        type="text"
        inputMode={isText ? undefined : 'decimal'}
        dir={isText || lang ? 'auto' : undefined}
        lang={lang}
        autoComplete="off"
        spellCheck={false}
        tabIndex={-1}
        value={draft ?? cellText(value)}
        onChange={onInput}
        data-r={rowIndex}
        data-c={colIndex}
        aria-label={m.cellName(meta.label, rowLabel)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    );
  } else {
    content = column.render ? column.render(row) : cellText(value);
  }

  return (
    <td
      role="gridcell"
      aria-colindex={colIndex + 1}
      aria-readonly={editing && !canEdit ? true : undefined}
      tabIndex={active && to === null ? 0 : -1}
      data-r={rowIndex}
      data-c={colIndex}
      // Arabic reads right to left (and is cut at its end, not its start) whatever the page direction.
      dir={(isText || lang) && !canEdit ? 'auto' : undefined}
      lang={lang && !canEdit ? lang : undefined}
      data-align={meta.align}
      data-sticky={meta.sticky || undefined}
      style={meta.stickyStyle}
      data-warned={warning ? true : undefined}
      data-dirty={dirty || undefined}
      data-invalid={shownError ? true : undefined}
    >
      {content}
      {warning && (
        // On the row itself, in its first cell (held in view when sticky): the text is read with the cell, and is
        // the marker's tooltip. Its own direction, so it never turns the cell's `dir="auto"`.
        <span data-row-warning="" title={warning} dir="auto">
          <span aria-hidden="true">⚠</span>
          <span data-visually-hidden="">{m.cellWarning(warning)}</span>
        </span>
      )}
      {dirty && (
        <span id={dirtyId} data-visually-hidden="">
          {m.edited}
        </span>
      )}
      {shownError && (
        <span id={errorId} data-cell-message="" title={shownError}>
          {shownError}
        </span>
      )}
    </td>
  );
}
