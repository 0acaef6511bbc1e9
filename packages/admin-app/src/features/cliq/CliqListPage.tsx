import { SearchInput } from '@admin-console/admin-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { aliasValue, CLIQ_STATUS_FILTERS, type CliqAccount, type CliqListQuery } from './rules';
import { QueueSummary } from '../review-shared/QueueSummary';
import { ReviewList } from '../review-shared/ReviewList';
import { useReviewList } from '../review-shared/useReviewList';
import type { Page } from '../../platform/unwrap';
import { t, useT } from './messages';
import { cliqQueue } from './api';
import { cliqKeys } from './keys';
import { cliqColumns, cliqExportColumns } from './columns';

const viewLabel = (row: CliqAccount) => t('cliq.viewAccount', { id: String(row.id) });

/** Digits only, so "+962 79…" finds "0096279…" written otherwise; letters lower-cased. */
const comparable = (text: string) => (/^[\d\s+()-]+$/.test(text) ? text.replace(/\D/g, '') : text.trim().toLowerCase());

/**
 * The accounts of the pages of `status` loaded so far (in the cache), in page order, and how many pages that is:
 * Cliq's list call takes no search (docs/product.md#cliq-list), so the find looks only at what was loaded.
 */
export function findInLoadedPages(pages: readonly { query: CliqListQuery; page: Page<CliqAccount> }[], status: string, term: string) {
  const loaded = pages.filter((entry) => entry.query.status === status).sort((a, b) => a.query.page - b.query.page);
  const wanted = comparable(term);
  const rows = loaded
    .flatMap((entry) => entry.page.rows)
    .filter(
      (row) => wanted !== '' && [aliasValue(row), row.mobile_number ?? '', row.alias ?? ''].some((v) => comparable(v).includes(wanted)),
    );
  return { rows, pagesLoaded: loaded.length, lastPage: loaded[0]?.page.lastPage ?? 1 };
}

/**
 * Cliq accounts (/cliq): the review list without search (cliqQueue), filtered by status and paged by the
 * server (page_number, page_size 15), with "Find by alias or mobile" over the pages loaded so far.
 */
export function CliqListPage() {
  const t = useT();
  const client = useQueryClient();
  const list = useReviewList({
    ...cliqQueue,
    link: { text: t('cliq.view'), label: viewLabel, header: t('cliq.columnActions') },
    exportName: 'cliq',
    exportColumns: cliqExportColumns(),
  });
  const [term, setTerm] = useState('');
  const pages = client.getQueriesData<Page<CliqAccount>>({ queryKey: cliqKeys.lists }).flatMap(([key, page]) => {
    const query = key[2] as CliqListQuery | undefined;
    return page && query && typeof query.page === 'number' ? [{ query, page }] : [];
  });
  const found = findInLoadedPages(pages, list.query.status, term);
  const finding = term.trim() !== '';
  // Titles in the interface language (useT renders the page again when it changes).
  return (
    <ReviewList
      list={finding ? { ...list, rows: found.rows, total: found.rows.length, lastPage: 1 } : list}
      getRowId={cliqQueue.getRowId}
      columns={cliqColumns()}
      summary={<QueueSummary source={cliqQueue} since={(account) => cliqQueue.since?.(account)} />}
      before={
        <SearchInput
          label={t('cliq.findLabel')}
          placeholder={t('cliq.findPlaceholder')}
          value={term}
          onSearch={setTerm}
          hint={t('cliq.findHint', { loaded: found.pagesLoaded, pages: found.lastPage })}
        />
      }
      title={t('cliq.listTitle')}
      caption={t('cliq.caption')}
      statuses={CLIQ_STATUS_FILTERS}
      empty={finding ? { title: t('cliq.findNone') } : { title: t('cliq.empty'), description: t('cliq.emptyDescription') }}
      failure={{ message: t('cliq.listFailed'), title: null }}
      loading={{ label: t('cliq.loadingList'), rows: 5, columns: 7 }}
    />
  );
}
