import { EmptyState, PageHeader } from '@admin-console/admin-ui';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../platform/useDocumentTitle';
import { DEFAULT_AFTER_LOGIN } from '../platform/session/returnTo';

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
        action={<Link to={DEFAULT_AFTER_LOGIN}>Go to Fees</Link>}
      />
    </>
  );
}
