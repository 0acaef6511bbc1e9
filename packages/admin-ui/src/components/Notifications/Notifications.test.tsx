import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationList } from './NotificationList';
import { NotificationsProvider, useNotifications } from './NotificationsProvider';
import * as stories from './Notifications.stories';
import type { NotifyInput } from './types';

function Trigger({ input, label }: { input: NotifyInput; label: string }) {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify(input)}>
      {label}
    </button>
  );
}

function Screen({ autoDismissMs }: { autoDismissMs?: number }) {
  return (
    <NotificationsProvider autoDismissMs={autoDismissMs}>
      <Trigger label="Approve" input={{ tone: 'success', message: 'KYC verification approved successfully!' }} />
      <Trigger label="Fail" input={{ tone: 'error', message: 'Failed to approve KYC. Please try again.' }} />
      <Trigger label="Quick" input={{ tone: 'info', message: 'Copied.', durationMs: 1000 }} />
    </NotificationsProvider>
  );
}

describe('Notifications', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('announces errors in the alert region and the rest in the status region, both present beforehand', async () => {
    render(<Screen />);
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await user().click(screen.getByRole('button', { name: 'Approve' }));
    await user().click(screen.getByRole('button', { name: 'Fail' }));
    expect(within(status).getByText('KYC verification approved successfully!')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to approve KYC. Please try again.')).toBeInTheDocument();
    expect(within(alert).queryByText('KYC verification approved successfully!')).not.toBeInTheDocument();
  });

  it('auto-dismisses non-errors after autoDismissMs and keeps errors', async () => {
    render(<Screen autoDismissMs={3000} />);
    await user().click(screen.getByRole('button', { name: 'Approve' }));
    await user().click(screen.getByRole('button', { name: 'Fail' }));
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('KYC verification approved successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('KYC verification approved successfully!')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Failed to approve KYC. Please try again.')).toBeInTheDocument();
  });

  it('honours a per-notification duration', async () => {
    render(<Screen autoDismissMs={10_000} />);
    await user().click(screen.getByRole('button', { name: 'Quick' }));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Copied.')).not.toBeInTheDocument();
  });

  it('pauses the timer while hovered and resumes with the time left', async () => {
    render(<Screen autoDismissMs={1000} />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Approve' }));
    act(() => vi.advanceTimersByTime(600));
    const message = screen.getByText('KYC verification approved successfully!');
    await u.hover(message);
    act(() => vi.advanceTimersByTime(5000));
    expect(message).toBeInTheDocument();
    await u.unhover(message);
    act(() => vi.advanceTimersByTime(300));
    expect(message).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(message).not.toBeInTheDocument();
  });

  it('pauses the timer while a toast holds focus', async () => {
    render(<Screen autoDismissMs={1000} />);
    await user().click(screen.getByRole('button', { name: 'Approve' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('KYC verification approved successfully!')).toBeInTheDocument();
  });

  it('dismisses with the close button, described by its message', async () => {
    render(<Screen />);
    await user().click(screen.getByRole('button', { name: 'Fail' }));
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(close).toHaveAccessibleDescription('Failed to approve KYC. Please try again.');
    await user().click(close);
    expect(screen.queryByText('Failed to approve KYC. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the tone in words, not by colour alone', async () => {
    render(<Screen />);
    await user().click(screen.getByRole('button', { name: 'Fail' }));
    expect(within(screen.getByRole('alert')).getByText('Error')).toBeInTheDocument();
  });

  it('replaces an identical notification instead of stacking copies', async () => {
    render(<Screen />);
    await user().click(screen.getByRole('button', { name: 'Fail' }));
    await user().click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getAllByText('Failed to approve KYC. Please try again.')).toHaveLength(1);
  });

  it('returns ids that dismiss, and dismisses all', async () => {
    function Api() {
      const { notify, dismiss, dismissAll } = useNotifications();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              const id = notify({ tone: 'error', message: 'First' });
              notify({ tone: 'error', message: 'Second' });
              notify({ tone: 'success', message: 'Third' });
              dismiss(id);
            }}
          >
            Run
          </button>
          <button type="button" onClick={dismissAll}>
            Clear
          </button>
        </>
      );
    }
    render(
      <NotificationsProvider>
        <Api />
      </NotificationsProvider>,
    );
    await user().click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
  });

  it('shows at most maxVisible: a new one ends the oldest that is not an error, never an error', async () => {
    function Pile() {
      const { notify } = useNotifications();
      return (
        <button
          type="button"
          onClick={() => {
            notify({ tone: 'error', message: 'Save failed' });
            for (const n of [1, 2, 3, 4]) notify({ tone: 'success', message: `Saved ${n}` });
          }}
        >
          Pile
        </button>
      );
    }
    render(
      <NotificationsProvider maxVisible={3}>
        <Pile />
      </NotificationsProvider>,
    );
    await user().click(screen.getByRole('button', { name: 'Pile' }));
    expect(screen.getAllByRole('button', { name: /^Dismiss notification/ })).toHaveLength(3);
    expect(screen.getByText('Save failed')).toBeInTheDocument();
    expect(screen.queryByText('Saved 2')).not.toBeInTheDocument();
    expect(screen.getByText('Saved 3')).toBeInTheDocument();
    expect(screen.getByText('Saved 4')).toBeInTheDocument();
  });

  it('says clearly when the provider is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger label="x" input={{ tone: 'info', message: 'x' }} />)).toThrow(/NotificationsProvider/);
    spy.mockRestore();
  });
});

describe('NotificationList', () => {
  it('is controlled: it asks the owner to dismiss', async () => {
    const onDismiss = vi.fn();
    render(<NotificationList items={[{ id: 'a', tone: 'warning', message: 'Admin privileges required.' }]} onDismiss={onDismiss} />);
    expect(within(screen.getByRole('status')).getByText('Admin privileges required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
    // Still shown until the owner removes it.
    expect(screen.getByText('Admin privileges required.')).toBeInTheDocument();
  });

  it('dismisses the focused toast with Escape and moves focus to the next one', async () => {
    const onDismiss = vi.fn();
    render(
      <NotificationList
        items={[
          { id: 'a', tone: 'info', message: 'One' },
          { id: 'b', tone: 'info', message: 'Two' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => first?.focus());
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledWith('a');
    expect(second).toHaveFocus();
  });
});

describe('Notifications stories', () => {
  it('pass no provider-only prop (autoDismissMs) down to the DOM', () => {
    const { EachTone } = composeStories(stories);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<EachTone />);
    const unknownProps = spy.mock.calls.filter((args) => args.join(' ').includes('does not recognize'));
    spy.mockRestore();
    expect(unknownProps).toEqual([]);
  });
});
