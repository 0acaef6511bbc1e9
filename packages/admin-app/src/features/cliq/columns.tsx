import { scriptLang, type DataColumn } from '@admin-console/admin-ui';
import { aliasTypeLabel, aliasValue, listStatus, type CliqAccount } from './rules';
import { shownText } from '../../kernel/fields';
import { dateColumn, firstDate, perLanguage, statusColumn, waitingColumn } from '../review-shared/listColumns';
import { t } from './messages';
import type { ExportColumn } from '../../kernel/listExport';
import { t as shared } from '../review-shared/messages';
import { idExport, statusExport, textExport, timestampExport } from '../review-shared/listColumns';

/** Dates are days (the whole timestamp on hover); a pending account shows how long it has waited since its last change. */
export const cliqColumns = perLanguage((): DataColumn<CliqAccount>[] => [
  { key: 'id', title: t('cliq.columnId'), width: 80, render: (row) => shownText(row.id) },
  { key: 'alias_type', title: t('cliq.columnAliasType'), nowrap: true, render: (row) => aliasTypeLabel(row.alias_type) },
  {
    key: 'alias',
    title: t('cliq.columnAlias'),
    // A mobile number reads left to right, so "+962…" keeps its order in an Arabic page.
    render: (row) => (row.alias_type === 'mobile' ? <span dir="ltr">{aliasValue(row)}</span> : aliasValue(row)),
    lang: (row) => scriptLang(aliasValue(row)),
  },
  statusColumn<CliqAccount>((row) => listStatus(row.status)),

  dateColumn<CliqAccount>('created_at', t('cliq.created'), (row) => row.created_at),
  waitingColumn<CliqAccount>(
    (row) => listStatus(row.status).key === 'pending',
    (row) => firstDate(row.changed_at, row.created_at),
  ),
]);

/** Export CSV, for analysis (docs/product.md#list-export): one field a column, the id, ISO timestamps. */
export const cliqExportColumns = perLanguage((): ExportColumn<CliqAccount>[] => [
  idExport<CliqAccount>(),
  textExport<CliqAccount>(t('cliq.columnAliasType'), (row) => (row.alias_type ? aliasTypeLabel(row.alias_type) : '')),
  textExport<CliqAccount>(t('cliq.columnAlias'), aliasValue),
  statusExport<CliqAccount>((row) => listStatus(row.status).label),
  timestampExport<CliqAccount>(shared('review-shared.exportCreatedAt'), (row) => row.created_at),
  timestampExport<CliqAccount>(t('cliq.exportChangedAt'), (row) => row.changed_at),
]);
