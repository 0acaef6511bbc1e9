import { ExportButton, PageHeader } from '@admin-console/admin-ui';
import { memo, useCallback } from 'react';
import { exportCsv, exportFileName, exportLoaded, useListExport, type ExportColumn } from '../../kernel/listExport';
import type { CatalogueRow } from './rules';

interface CatalogueHeaderProps<Row extends CatalogueRow> {
  title: string;
  /** How many rows the list holds ("42 fees"), when loaded. */
  meta: string | undefined;
  /** Names the export's file (`fees-….csv`). */
  noun: string;
  shownRows: readonly Row[];
  /** The export's columns, in the interface language: for analysis, not as the grid shows them. */
  exportColumns: readonly ExportColumn<Row>[];
  exportDisabled: boolean;
}

/**
 * The page's h1 with the list's count and Export CSV: the saved rows in the order shown, for analysis under the
 * screen's `exportColumns` (docs/product.md#list-export). Only in view mode: while editing or saving the grid is not what is saved (a save
 * shows the values it sends), so the file could hold values the server never took.
 */
function CatalogueHeaderOf<Row extends CatalogueRow>({
  title,
  meta,
  noun,
  shownRows,
  exportColumns,
  exportDisabled,
}: CatalogueHeaderProps<Row>) {
  const listExport = useListExport();
  const { start: startExport } = listExport;
  const exportAll = useCallback(
    () => startExport(exportLoaded(exportFileName(noun), shownRows.length, () => exportCsv(exportColumns, shownRows))),
    [startExport, noun, shownRows, exportColumns],
  );
  const actions = (
    <ExportButton
      onExport={exportAll}
      error={listExport.error}
      message={listExport.message}
      progress={listExport.progress}
      disabled={exportDisabled}
    />
  );
  return <PageHeader title={title} meta={meta} actions={actions} />;
}

/** A keystroke changes none of its props: the header is not drawn again while typing. */
export const CatalogueHeader = memo(CatalogueHeaderOf) as typeof CatalogueHeaderOf;
