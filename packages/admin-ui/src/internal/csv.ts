import { isValidElement, type ReactNode } from 'react';

/** A CSV file's media type, for a Blob or a download. */
export const CSV_MIME = 'text/csv;charset=utf-8';

export type CsvCell = string | number | null | undefined;

export interface ToCsvOptions {
  /** Start with a UTF-8 byte order mark, so Excel reads the file as UTF-8 (Arabic shows as Arabic). Default true. */
  bom?: boolean;
}

/** What a spreadsheet may read as a formula (or a command) when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number or a phone number ("-12.5", "+962791234567", "+962 79 123 4567"): never a formula. */
const NUMBER_OR_PHONE = /^[+-]?(\d+( \d+)*(\.\d*)?|\.\d+)$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as CSV text (RFC 4180): quoted when it holds a comma, a double quote or a line break, its quotes doubled.
 * A cell starting with = + - @ a tab or a carriage return is prefixed with ' so a spreadsheet shows it as text and
 * never runs it as a formula (CSV injection: `'=HYPERLINK(…)`, `'-2+3`), unless it is plainly a number or a phone
 * number (`-12.5`, `+962791234567`, `+962 79 123 4567`: digits, single spaces, one decimal point): that one keeps
 * its value, quoted (`"+962791234567"`), without the apostrophe.
 */
export function csvCell(value: CsvCell): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) {
    if (NUMBER_OR_PHONE.test(text)) return `"${text}"`;
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The text of a CSV file: one line per record (the titles first), fields separated by commas, lines ended by CRLF
 * (RFC 4180), cells through `csvCell`, and a UTF-8 byte order mark first unless `bom: false`.
 *
 * ```ts
 * toCsv([['Name', 'Status'], ['سارة', 'Pending']]); // "\uFEFFName,Status\r\nسارة,Pending\r\n"
 * ```
 */
export function toCsv(records: readonly (readonly CsvCell[])[], { bom = true }: ToCsvOptions = {}): string {
  const body = records.map((record) => record.map(csvCell).join(',')).join('\r\n');
  return `${bom ? '\uFEFF' : ''}${body}${records.length ? '\r\n' : ''}`;
}

/**
 * A component whose shown text is not in its children (a date formatted from its `value`, two values stacked from
 * props) says it with a static `exportText`, which `nodeText` reads:
 * `DateText.exportText = (props) => ...`.
 */
export interface HasExportText<Props> {
  exportText?: (props: Props) => string;
}

/**
 * The text a React node shows, for an export: strings and numbers as they are, an element by its component's
 * `exportText` when it has one (DateText, CellStack), else by its children (a badge's label, a list's names with
 * their separators), true, false and null as nothing.
 */
export function nodeText(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const own = (node.type as HasExportText<unknown>).exportText;
    return typeof own === 'function' ? own(node.props) : nodeText(node.props.children);
  }
  return '';
}
