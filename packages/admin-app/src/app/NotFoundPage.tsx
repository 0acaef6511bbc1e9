import { EmptyState, PageHeader, vars } from '@admin-console/admin-ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../platform/messages';
import { useDocumentTitle } from '../platform/useDocumentTitle';
import { DEFAULT_AFTER_LOGIN } from '../platform/session/returnTo';

/** The way out, in the console's link colour (as the back links), not the browser's default blue. */
const HomeLink = styled(Link)`
  color: ${vars.color.primary};
  font-weight: ${vars.font.weightMedium};
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

const PATH_MARK = '\u0000';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('platform.notFoundTitle'));
  const { pathname } = useLocation();
  // The sentence around the path, which shows as code (a mark splits the translated sentence).
  const [before, after] = t('platform.notFoundText', { path: PATH_MARK }).split(PATH_MARK);
  return (
    <>
      <PageHeader title={t('platform.notFoundTitle')} />
      <EmptyState
        title={t('platform.notFoundHeading')}
        description={
          <>
            {before}
            <code dir="ltr">{pathname}</code>
            {after}
          </>
        }
        action={<HomeLink to={DEFAULT_AFTER_LOGIN}>{t('platform.notFoundHome')}</HomeLink>}
      />
    </>
  );
}
