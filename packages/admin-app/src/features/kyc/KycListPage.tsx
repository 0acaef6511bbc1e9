import { type KycUser } from './rules';
import { t, useT } from './messages';
import { t as shared } from '../review-shared/messages';
import { kycQueue } from './api';
import { ReviewListPage } from '../review-shared/ReviewListPage';
import { KYC_STATUS_FILTERS } from '../review-shared/rules';
import { displayName, kycColumns, kycExportColumns } from './columns';

const reviewLabel = (user: KycUser) => t('kyc.reviewUser', { name: displayName(user) });

/** KYC verification (docs/product.md#kyc-list): the queue of individual users' identity checks. */
export function KycListPage() {
  const t = useT();
  const reviewWord = shared('review-shared.review');
  // Titles in the interface language (useT renders the page again when it changes).
  return (
    <ReviewListPage
      source={kycQueue}
      columns={kycColumns()}
      link={{ text: reviewWord, label: reviewLabel, header: reviewWord }}
      exportName="kyc"
      exportColumns={kycExportColumns()}
      title={t('kyc.listTitle')}
      caption={t('kyc.caption')}
      statuses={KYC_STATUS_FILTERS}
      search={{ label: t('kyc.searchLabel'), placeholder: t('kyc.searchPlaceholder') }}
      empty={{ title: t('kyc.empty') }}
      failure={{ message: t('kyc.listFailed') }}
    />
  );
}
