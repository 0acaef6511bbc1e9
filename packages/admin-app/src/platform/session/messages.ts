/** What the sign-in page says when a sign-in fails (docs/product.md#session-and-sign-in). */
export const ACCESS_DENIED_MESSAGE = 'Access denied. Admin privileges required.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
