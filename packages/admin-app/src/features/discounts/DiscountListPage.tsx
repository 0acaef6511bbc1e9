import { Button, DataTable, PageHeader, type DataTableRowLink } from '@admin-console/admin-ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useLoadedList } from '../../kernel/useLoadedList';
import { useRemoteQuery } from '../../kernel/useRemote';
import { type Discount } from './rules';
import { promotionGroupsPaths } from '../promotion-groups/public';
import { discountsPaths } from './paths';
import { useLocale } from '../../platform/i18n/i18n';
import { t, useT } from './messages';
import { discountQueries } from './queries';
import { discountColumns } from './columns';

/** Default table page size (docs/product.md#business-constants). */
export const DISCOUNTS_PAGE_SIZE = 10;

function discountRowLink(): DataTableRowLink<Discount> {
  return {
    to: (d) => discountsPaths.record(d.id),
    text: t('discounts.view'),
    header: t('discounts.view'),
    ariaLabel: (d) => t('discounts.viewLabel', { name: d.name || t('discounts.unnamed', { id: d.id }) }),
  };
}

/** Discounts list (docs/product.md#discount-list). */
export function DiscountListPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(t('discounts.title'));
  const sortedColumns = useMemo(() => discountColumns(), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const rowLink = useMemo(() => discountRowLink(), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const navigate = useNavigate();
  const discounts = useRemoteQuery(discountQueries.list());
  const { all, tableProps } = useLoadedList(discounts.data, sortedColumns, DISCOUNTS_PAGE_SIZE, 'discounts');

  return (
    <>
      <PageHeader
        title={t('discounts.title')}
        actions={
          <>
            <Button onClick={() => navigate(discountsPaths.create)}>{t('discounts.new')}</Button>
            <Button variant="secondary" onClick={() => navigate(promotionGroupsPaths.create)}>
              {t('discounts.newGroup')}
            </Button>
          </>
        }
      />
      <DataTable
        caption={t('discounts.title')}
        hideCaption
        {...tableProps}
        columns={sortedColumns}
        getRowId={(d) => d.id}
        loading={discounts.isPending || discounts.outdated}
        error={discounts.isError ? t('discounts.loadFailed') : null}
        onRetry={() => void discounts.refetch()}
        empty={{ title: t('discounts.emptyTitle'), description: t('discounts.emptyDescription') }}
        total={discounts.data ? all.length : null}
        rowLink={rowLink}
        skeletonRows={5}
      />
    </>
  );
}
