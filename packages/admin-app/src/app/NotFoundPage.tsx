import { EmptyState, PageHeader, vars } from '@admin-console/admin-ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
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

/** Any path the route table does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is no page here"
        description={
          <>
            Nothing lives at <code>{pathname}</code>. Check the address, or choose a page in the sidebar.
          </>
        }
        action={<HomeLink to={DEFAULT_AFTER_LOGIN}>Go to Fees</HomeLink>}
      />
    </>
  );
}
