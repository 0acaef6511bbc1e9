import { scriptLang, type DataColumn } from '@admin-console/admin-ui';
import { aliasTypeLabel, aliasValue, listStatus, type CliqAccount } from './rules';
import { shownText } from '../../kernel/fields';
import { dateColumn, firstDate, perLanguage, statusColumn, waitingColumn } from '../review-shared/listColumns';
import { t } from './messages';

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
