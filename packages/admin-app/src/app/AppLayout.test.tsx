import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupDemoServer } from '../test/demoServer';
import { clearClientState, signInAsAdmin } from '../test/session';
import { App } from './App';
import { routes } from './router';
import { preloadScreens } from '../test/preloadScreens';

setupDemoServer();
beforeAll(preloadScreens);

beforeEach(() => clearClientState());
afterEach(() => clearClientState());

/** The app as main.tsx mounts it: inside StrictMode (effects run twice on mount). */
function renderStrictApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return { router, ...view };
}

const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Lets the focus effect's animation frame (if any) run. */
const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('focus on navigation', () => {
  it('leaves focus alone on the first page, even under StrictMode', async () => {
    signInAsAdmin();
    renderStrictApp('/fees');
    const heading = await pageHeading('Fees');
    await nextFrames();
    expect(heading).not.toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('leaves focus alone when "/" redirects to the default screen', async () => {
    signInAsAdmin();
    const { router } = renderStrictApp('/');
    const heading = await pageHeading('Fees');
    expect(router.state.location.pathname).toBe('/fees');
    await nextFrames();
    expect(heading).not.toHaveFocus();
  });

  it('moves focus to the new page heading after a real navigation, under StrictMode', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderStrictApp('/');
    await pageHeading('Fees');
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Cliq accounts' }));
    const heading = await pageHeading('Cliq accounts');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('main')).toContainElement(heading);
  });

  it('does not take focus from a control the user reached in the new page before the frame', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    const { router } = renderStrictApp('/');
    await pageHeading('Fees');
    // Hold animation frames so the user's focus lands between the page change and the focus move.
    const held: FrameRequestCallback[] = [];
    const original = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      held.push(callback);
      return held.length;
    };
    try {
      await router.navigate('/verification');
      await pageHeading('KYC verification');
      const search = screen.getByRole('searchbox');
      await user.click(search);
      for (const callback of held.splice(0)) callback(performance.now());
      expect(search).toHaveFocus();
    } finally {
      window.requestAnimationFrame = original;
    }
  });
});
