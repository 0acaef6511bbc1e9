import { ErrorState, PageHeader, vars } from '@admin-console/admin-ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../platform/i18n/i18n';
import { useDocumentTitle } from '../platform/useDocumentTitle';

const Wrapper = styled.main`
  padding: ${vars.space[5]};
`;

/**
 * What is safe to log about a route error: its name, message and HTTP status. Never the error
 * object itself: an axios error carries the request (config.data: passwords, client_secret,
 * Authorization header) and the response body (tokens).
 */
export function errorSummary(error: unknown): string {
  if (isRouteErrorResponse(error)) return `RouteErrorResponse: ${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) {
    const response: unknown = (error as { response?: unknown }).response;
    const status =
      typeof response === 'object' && response !== null && typeof (response as { status?: unknown }).status === 'number'
        ? ` (status ${(response as { status: number }).status})`
        : '';
    return `${error.name}: ${error.message}${status}`;
  }
  return `Non-error thrown: ${typeof error}`;
}

/**
 * Shown when a route cannot render: typically a screen's code that failed to download (a new
 * release replaced it, or the network dropped). Never a blank page.
 */
export function RouteErrorPage() {
  const t = useT();
  useDocumentTitle(t('shell.errorTitle'));
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error('Route error:', errorSummary(error));
  }, [error]);
  return (
    <Wrapper>
      <PageHeader title={t('shell.errorTitle')} />
      <ErrorState
        title={t('shell.errorHeading')}
        message={t('shell.errorText')}
        retryLabel={t('shell.reload')}
        onRetry={() => window.location.reload()}
      />
    </Wrapper>
  );
}
