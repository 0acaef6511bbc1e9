import { render, screen } from '@testing-library/react';
import { getResponse, http as mswHttp } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cliqStore } from '../features/cliq/demo';
import { handlers } from '../demo-backend/handlers';
import { getDemoSettings } from '../demo/settings';
import { currentToken } from '../platform/session/sessionStore';
import { setupDemoServer } from './demoServer';
import { AppAt, demoBackendWith, neverAnswer, serverError, signedInStory } from './screenStory';
import { clearClientState } from './session';

setupDemoServer();
afterEach(() => {
  clearClientState();
  window.sessionStorage.clear();
});

describe('signedInStory', () => {
  it('starts from the seed with the given switches, no draft, signed in; and undoes it', async () => {
    cliqStore.accounts.pop();
    const seeded = cliqStore.accounts.length + 1;
    window.sessionStorage.setItem('admin-console:form-draft:7:discount:new', '{}');
    window.sessionStorage.setItem('admin-console:draft:fees:7', '{}');
    window.sessionStorage.setItem('someone-else', 'kept');

    const undo = await signedInStory({ rows: 60 })({ globals: {} });
    expect(cliqStore.accounts).toHaveLength(seeded);
    expect(getDemoSettings().rows).toBe(60);
    expect(currentToken()).toEqual(expect.any(String));
    expect(Object.keys(window.sessionStorage)).toEqual(['someone-else']);

    window.sessionStorage.setItem('admin-console:draft:fees:7', '{}');
    undo();
    expect(currentToken()).toBeNull();
    expect(getDemoSettings().rows).toBe(0);
    expect(window.sessionStorage.getItem('admin-console:draft:fees:7')).toBeNull();
  });

  it('opens in the language of the story (an Arabic picture), and goes back to English after', async () => {
    const undo = await signedInStory()({ globals: { locale: 'ar' } });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    undo();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('AppAt', () => {
  it('opens the real route at the path, with its query', async () => {
    const undo = await signedInStory()({ globals: {} });
    render(<AppAt path="/cliq/4?from=status%3Drejected" />);
    expect(await screen.findByRole('link', { name: 'Back to Cliq accounts' })).toHaveAttribute('href', '/cliq?status=rejected');
    undo();
  });
});

describe('demoBackendWith', () => {
  it("puts the story's handlers before the whole demo backend", async () => {
    const { handlers: all } = demoBackendWith(mswHttp.get('*/api/fees', serverError)).msw;
    expect(all).toHaveLength(handlers.length + 1);
    expect(all.slice(1)).toEqual(handlers);
    const failed = await getResponse(all, new Request('http://demo.test/api/fees'));
    expect(failed?.status).toBe(500);
    expect(await failed?.json()).toEqual({ message: 'Server Error' });
  });

  it('with neverAnswer, leaves the request waiting, a whole day later too', async () => {
    // A fake clock for the waits (msw's delay is a timer): the test moves it a day on, never waits itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let reached!: () => void;
      const inHandler = new Promise<void>((resolve) => (reached = resolve));
      const { handlers: all } = demoBackendWith(
        mswHttp.get('*/api/fees', () => {
          reached();
          return neverAnswer();
        }),
      ).msw;
      let outcome = 'still waiting';
      void getResponse(all, new Request('http://demo.test/api/fees')).then(() => (outcome = 'answered'));
      await inHandler;
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(outcome).toBe('still waiting');
    } finally {
      vi.useRealTimers();
    }
  });
});
