import { type KybRequest } from './rules';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { kybQueue } from './api';
import { ReviewListPage } from '../review-shared/ReviewListPage';
import { KYC_STATUS_FILTERS } from '../review-shared/rules';
import { companyName, kybColumns } from './columns';

const reviewLabel = (request: KybRequest) => t('kyb.reviewRequest', { name: companyName(request) });

/** KYB verification (docs/product.md#kyb-list): the queue of company verification requests. */
export function KybListPage() {
  const t = useT();
  const reviewWord = shared('review-shared.review');
  // Titles in the interface language (useT renders the page again when it changes).
  return (
    <ReviewListPage
      source={kybQueue}
      columns={kybColumns()}
      link={{ text: reviewWord, label: reviewLabel, header: reviewWord }}
      exportName="kyb"
      title={t('kyb.listTitle')}
      caption={t('kyb.caption')}
      statuses={KYC_STATUS_FILTERS}
      search={{ label: t('kyb.searchLabel'), placeholder: t('kyb.searchPlaceholder') }}
      empty={{ title: t('kyb.empty') }}
      failure={{ message: t('kyb.listFailed') }}
    />
  );
}
