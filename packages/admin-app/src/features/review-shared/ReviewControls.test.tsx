import { NotificationsProvider } from '@admin-console/admin-ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ReviewControls, type ReviewFlow } from './ReviewControls';
import { useQueueMove } from './useQueueMove';
import type { Neighbour, ReviewQueue } from './useReviewQueue';

/**
 * A review page whose next case is still loading: the router renders the new address as a transition, so
 * the case left behind stays on screen (with its keys) until the next one can be shown. `held` is that
 * loading; resolve it to show the case.
 */
function setup({ pressOnShow }: { pressOnShow?: string } = {}) {
  let show!: () => void;
  const held = new Promise<void>((resolve) => {
    show = resolve;
  });
  const next = vi.fn(async (): Promise<Neighbour> => ({ kind: 'case', to: '/cases/2' }));
  const approve = vi.fn();

  /**
   * Presses `pressOnShow` the moment case 2 is committed to the screen, before React runs the render's effects: as
   * fast as a person or a test pressing a key right after the case shows on a busy machine.
   */
  function PressOnShow({ id }: { id?: string }) {
    useLayoutEffect(() => {
      if (id === '2' && pressOnShow)
        document.body.dispatchEvent(new KeyboardEvent('keydown', { code: pressOnShow, bubbles: true, cancelable: true }));
    }, [id]);
    return null;
  }

  function Case() {
    const { id } = useParams();
    if (id === '2') use(held);
    const queue: ReviewQueue = { next, previous: async () => ({ kind: 'end' }) };
    const flow: ReviewFlow = { backTo: '/cases', queue, openNext: false, setOpenNext: () => {}, move: useQueueMove(queue) };
    return (
      <main>
        <h1>Case {id}</h1>
        <ReviewControls flow={flow} onApprove={() => approve(id)} />
        <PressOnShow id={id} />
      </main>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: '/cases/:id',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Case />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/cases/1'] },
  );
  render(
    <NotificationsProvider>
      <RouterProvider router={router} />
    </NotificationsProvider>,
  );
  return { router, next, approve, show };
}

describe('ReviewControls while the next case is on its way', () => {
  it('J again, A and the Next case button wait until the case asked for is shown, then work on it', async () => {
    const user = userEvent.setup();
    const { router, next, approve, show } = setup();
    expect(screen.getByRole('heading', { name: 'Case 1' })).toBeInTheDocument();

    await user.keyboard('j');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cases/2'));
    // The address moved; case 1 is still the page shown, and what it offers waits.
    expect(screen.getByRole('heading', { name: 'Case 1' })).toBeInTheDocument();
    // Disabled and still focusable (admin-ui's Button): aria-disabled.
    expect(screen.getByRole('button', { name: 'Next case' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('j');
    await user.keyboard('a');
    expect(next).toHaveBeenCalledTimes(1);
    expect(approve).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(async () => show());
    expect(await screen.findByRole('heading', { name: 'Case 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next case' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('a');
    expect(approve).toHaveBeenCalledExactlyOnceWith('2');
  });

  it('a key pressed as soon as the case asked for is shown acts on that case', async () => {
    const user = userEvent.setup();
    const { approve, show } = setup({ pressOnShow: 'KeyA' });
    await user.keyboard('j');
    await act(async () => show());
    expect(await screen.findByRole('heading', { name: 'Case 2' })).toBeInTheDocument();
    expect(approve).toHaveBeenCalledExactlyOnceWith('2');
  });

  it('at the end of the list the buttons come back at once, and say there is no next case', async () => {
    const user = userEvent.setup();
    const { next } = setup();
    next.mockResolvedValueOnce({ kind: 'end' });
    await user.keyboard('j');
    expect(await screen.findByText('This is the last case of the list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next case' })).not.toHaveAttribute('aria-disabled');
  });
});
