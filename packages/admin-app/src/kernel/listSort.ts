import { nodeText, type DataColumn, type SortValue } from '@admin-console/admin-ui';

/**
 * A list's columns made sortable (docs/product.md#sorting): every column, each by its value in `by` when given, else
 * by the row's field of the same name when the row has one, else by the text its cell shows. Give numbers and dates
 * in `by` as numbers and ISO text: shown text ("1,000.5", "20 Jan 2026") does not sort by value.
 */
export function sortableColumns<Row>(
  columns: readonly DataColumn<Row>[],
  by: Partial<Record<string, (row: Row) => SortValue>> = {},
): DataColumn<Row>[] {
  return columns.map((column) => {
    const { key, render } = column;
    const fallback = (row: Row): SortValue => {
      const record = row as Record<string, unknown>;
      if (key in record) return record[key] as SortValue;
      return render ? nodeText(render(row)) : undefined;
    };
    return { ...column, sortable: true, sortValue: by[key] ?? column.sortValue ?? fallback };
  });
}

/** The keys a list may be sorted by, for useListParams' `sortKeys`. */
export const sortKeysOf = (columns: readonly { key: string; sortable?: boolean }[]): string[] =>
  columns.filter((c) => c.sortable).map((c) => c.key);
