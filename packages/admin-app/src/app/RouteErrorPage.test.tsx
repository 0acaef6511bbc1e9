import { render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../platform/http';
import { setupDemoServer } from '../test/demoServer';
import { clearClientState } from '../test/session';
import { errorSummary, RouteErrorPage } from './RouteErrorPage';

const server = setupDemoServer();

afterEach(() => clearClientState());

const SECRETS = ['pw-SECRET-1', 'cs-SECRET-2', 'tok-SECRET-3'];

/** Everything console.error received, as text (objects serialized, errors with their own fields). */
function logged(spy: ReturnType<typeof vi.spyOn>): string {
  return spy.mock.calls
    .flat()
    .map((arg: unknown) => (typeof arg === 'string' ? arg : JSON.stringify(arg, Object.getOwnPropertyNames(arg ?? {}))))
    .join('\n');
}

describe('RouteErrorPage', () => {
  it('logs only a safe summary of a failed call: no password, secret or token', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mswHttp.post('*/api/boom', () => HttpResponse.json({ message: 'Server error', access_token: SECRETS[2] }, { status: 500 })));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => http.post('/api/boom', { password: SECRETS[0], client_secret: SECRETS[1] }),
          element: <p>never</p>,
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // Logged from an effect, which may run a moment after the heading is painted (seen on a busy CI machine).
    await waitFor(() => expect(error).toHaveBeenCalledWith('Route error:', 'AxiosError: Request failed with status code 500 (status 500)'));
    const text = logged(error);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    error.mockRestore();
  });

  it('summarises other thrown values without their payload', () => {
    expect(errorSummary(new Response(null))).toBe('Non-error thrown: object');
    expect(errorSummary({ password: SECRETS[0] })).toBe('Non-error thrown: object');
    expect(errorSummary(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'TypeError: Failed to fetch dynamically imported module',
    );
  });
});
