import { useNotifications } from '@admin-console/admin-ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { httpStatus } from './http';

/**
 * A page whose record cannot be shown (an edit form, a review) goes back to its list with a
 * notification (docs/product.md#failed-calls): `failure` is the message (null while all is well). A 401 is left to the session (platform/http.ts sends
 * the admin to /login, and back here after signing in).
 */
export function useReturnOnLoadFailure(failure: string | null, error: unknown, listPath: string): void {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const sessionEnded = httpStatus(error) === 401;
  useEffect(() => {
    if (!failure || sessionEnded) return;
    notify({ tone: 'error', message: failure });
    navigate(listPath, { replace: true });
  }, [failure, sessionEnded, listPath, notify, navigate]);
}
