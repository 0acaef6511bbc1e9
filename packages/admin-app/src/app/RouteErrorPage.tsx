import { ErrorState, PageHeader, vars } from '@admin-console/admin-ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from './useDocumentTitle';

const Wrapper = styled.div`
  padding: ${vars.space[5]};
`;

/**
 * Shown when a route cannot render: typically a screen's code that failed to download (a new
 * release replaced it, or the network dropped). Never a blank page.
 */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <Wrapper>
      <PageHeader title="Something went wrong" />
      <ErrorState
        title="This page could not be shown"
        message="Check your connection, then reload the page. If it keeps happening, tell the console's maintainers."
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
      />
    </Wrapper>
  );
}
