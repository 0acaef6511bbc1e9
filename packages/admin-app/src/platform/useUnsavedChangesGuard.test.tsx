import { AdminThemeProvider } from '@admin-console/admin-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function Form() {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Type
      </button>
      <button
        type="button"
        onClick={() => {
          guard.allowNextNavigation();
          setDirty(false);
          void navigate('/elsewhere');
        }}
      >
        Save
      </button>
      <Link to="/elsewhere">Leave</Link>
      <Link to="/login">Session ended</Link>
      {guard.prompt}
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <AdminThemeProvider>
      <RouterProvider router={router} />
    </AdminThemeProvider>,
  );
  return router;
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean page go without asking', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving with unsaved changes: Stay keeps the page, Leave goes', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave without saving?',
    });
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave this page, they will be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks the browser before the tab closes, only while dirty', async () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('lets a save navigate away at once', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('never holds up the way to /login (a 401 or Logout ended the session)', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.click(screen.getByRole('link', { name: 'Session ended' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
