import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { http as mswHttp } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../test/demoServer';
import { LocationProbe } from '../../test/LocationProbe';
import { clearClientState } from '../../test/session';
import { RequireSession } from './RequireSession';
import { forgetValidation, signIn, signOut } from './session';
import { reloadSession } from './sessionStore';

const server = setupDemoServer();

beforeEach(() => clearClientState());
afterEach(() => clearClientState());

function renderProtected(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LocationProbe />} />
          <Route
            path="*"
            element={
              <RequireSession>
                <p>Protected content</p>
              </RequireSession>
            }
          />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

const landedState = () => JSON.parse(screen.getByTestId('location-state').textContent ?? 'null') as unknown;

describe('RequireSession', () => {
  it('sends a visitor without a session to /login, remembering the page', async () => {
    renderProtected('/cliq/7?tab=logs');
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
    expect(landedState()).toEqual({ from: { pathname: '/cliq/7', search: '?tab=logs', hash: '' } });
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('does not remember the page after an explicit logout', async () => {
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false });
    await signOut();
    renderProtected('/fees');
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
    expect(landedState()).toBeNull();
  });

  it('renders at once with a session and checks it with the server once (even in StrictMode)', async () => {
    await signIn({ username: 'admin', password: 'Admin#2026', trustThisPc: false });
    // A later visit (e.g. a reload): the token comes from the cookie and has not been checked yet.
    forgetValidation();
    let checks = 0;
    server.use(
      mswHttp.get('*/api/user', () => {
        checks += 1;
      }),
    );
    renderProtected('/fees');
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    await expect.poll(() => checks).toBe(1);
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });

  it('lands on /login when the server no longer knows the token', async () => {
    document.cookie = 'access_token=revoked-token; path=/';
    reloadSession();
    renderProtected('/distribution');
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
    expect(landedState()).toEqual({ from: { pathname: '/distribution', search: '', hash: '' }, ended: 'expired' });
    expect(document.cookie).not.toContain('access_token');
  });
});
