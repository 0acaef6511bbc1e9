import { sortRows, type DataColumn, type TableSort } from '@admin-console/admin-ui';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { KYB_DOCUMENT_TYPES, uploadedFromDocuments, type KybRequest } from './rules';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { kybQueue, kybRequestQuery } from './api';
import { QueueSummary } from '../review-shared/QueueSummary';
import { ReviewList } from '../review-shared/ReviewList';
import { KYC_STATUS_FILTERS } from '../review-shared/rules';
import { useReviewList } from '../review-shared/useReviewList';
import { RECORD_FRESH_FOR } from '../../kernel/useRemote';
import { companyName, kybColumns, kybExportColumns } from './columns';

const reviewLabel = (request: KybRequest) => t('kyb.reviewRequest', { name: companyName(request) });

/** How many of its required documents a request holds (each type once), from its record. */
export const documentsHeld = (request: Pick<KybRequest, 'documents'>): number =>
  Object.keys(uploadedFromDocuments(request.documents)).length;

/**
 * The documents each row of the page holds, by id (undefined while its record loads or when it cannot be read). A
 * list row carries no documents (docs/api/openapi.yaml KybRequest: list rows may omit them), so each row's record is
 * read through the cache: the same record its review opens, which then shows at once.
 */
function useDocumentsHeld(rows: readonly KybRequest[]): ReadonlyMap<string, number> {
  const records = useQueries({
    queries: rows.map((row) => ({ ...kybRequestQuery(String(row.id)), staleTime: RECORD_FRESH_FOR })),
  });
  // -1: the record could not be read (shown "—").
  const counts = records.map((record) => (record.data ? documentsHeld(record.data) : record.isError ? -1 : undefined));
  const signature = rows.map((row, i) => `${String(row.id)}:${counts[i] ?? ''}`).join(',');
  return useMemo(() => {
    const held = new Map<string, number>();
    for (const part of signature ? signature.split(',') : []) {
      const [id = '', count = ''] = part.split(':');
      if (count !== '') held.set(id, Number(count));
    }
    return held;
  }, [signature]);
}

/** The Documents column: "2 of 3", sortable among the page shown (docs/product.md#kyb-list); "…" while it loads. */
export function documentsColumn(held: ReadonlyMap<string, number>): DataColumn<KybRequest> {
  const total = KYB_DOCUMENT_TYPES.length;
  return {
    key: 'documents',
    title: t('kyb.columnDocuments'),
    nowrap: true,
    align: 'end',
    sortable: true,
    sortValue: (row) => {
      const count = held.get(String(row.id));
      return count === undefined || count < 0 ? undefined : count;
    },
    render: (row) => {
      const count = held.get(String(row.id));
      if (count === undefined) return '…';
      return count < 0 ? '—' : t('kyb.documentsHeld', { count, total });
    },
  };
}

/** KYB verification (docs/product.md#kyb-list): the queue of company verification requests. */
export function KybListPage() {
  const t = useT();
  const reviewWord = shared('review-shared.review');
  const base = kybColumns();
  const list = useReviewList({
    ...kybQueue,
    link: { text: reviewWord, label: reviewLabel, header: reviewWord },
    exportName: 'kyb',
    exportColumns: kybExportColumns(),
  });
  const held = useDocumentsHeld(list.rows);
  const columns = useMemo(() => {
    const at = base.findIndex((column) => column.key === 'status');
    return [...base.slice(0, at), documentsColumn(held), ...base.slice(at)];
  }, [base, held]);
  // Sorted among the page shown only: the list call cannot order by documents.
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = useMemo(() => sortRows(list.rows, columns, sort), [list.rows, columns, sort]);
  // Titles in the interface language (useT renders the page again when it changes).
  return (
    <ReviewList
      list={{ ...list, rows }}
      getRowId={kybQueue.getRowId}
      columns={columns}
      sort={sort}
      onSortChange={setSort}
      summary={<QueueSummary source={kybQueue} since={(request) => kybQueue.since?.(request)} />}
      title={t('kyb.listTitle')}
      caption={t('kyb.caption')}
      statuses={KYC_STATUS_FILTERS}
      search={{ label: t('kyb.searchLabel'), placeholder: t('kyb.searchPlaceholder') }}
      empty={{ title: t('kyb.empty') }}
      failure={{ message: t('kyb.listFailed') }}
    />
  );
}
