/** What the sign-in page says when a sign-in fails (docs/product.md#session-and-sign-in). */
export const ACCESS_DENIED_MESSAGE = 'Access denied. Admin privileges required.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/** What the sign-in page says after the session ended (a 401): why they are here, and where signing in leads. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to return to where you were.';
