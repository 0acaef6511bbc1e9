import { sessionEndedText } from '../review-shared/decisions';
import { t as shared } from '../review-shared/messages';
import { liveTexts } from '../../kernel/liveTexts';
import { t } from './messages';

const withServer = (failed: string, generic: string, server?: string) =>
  server ? shared('review-shared.failedWith', { failed, message: server }) : generic;

/** The page's notices, each read when it is shown (so in the interface language of that moment). */
export const KYB_MESSAGES = Object.assign(
  liveTexts({
    loadFailed: () => t('kyb.loadFailed'),
    approved: () => t('kyb.approved'),
    rejected: () => t('kyb.rejected'),
    rejectFailed: () => t('kyb.rejectFailed'),
    saved: () => t('kyb.saved'),
    approveSessionEnded: () => sessionEndedText(t('kyb.notApproved')),
    rejectSessionEnded: () =>
      sessionEndedText(t('kyb.notRejected'), shared('review-shared.outcomeNothingDecided'), shared('review-shared.signInReasonKept')),
    saveSessionEnded: () => sessionEndedText(t('kyb.notSaved'), t('kyb.nothingUploaded'), t('kyb.chooseAgain')),
    filesLostTitle: () => t('kyb.filesLostTitle'),
    filesLost: () => t('kyb.filesLost'),
  }),
  {
    approveFailed: (server?: string) => withServer(t('kyb.approveFailedShort'), t('kyb.approveFailed'), server),
    saveFailed: (server?: string) => withServer(t('kyb.saveFailedShort'), t('kyb.saveFailed'), server),
  },
);
