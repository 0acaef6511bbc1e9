import { AdminThemeProvider, NotificationsProvider } from '@admin-console/admin-ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse, CanceledError } from 'axios';
import { useId } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { saveFailureText, useEntityForm, type FieldErrors } from './useEntityForm';
import { RemoteCacheProvider, type RemoteKey } from './remoteCache';
import { useRemoteQuery } from './useRemote';

type Field = 'title' | 'count';
interface Values {
  title: string;
  count: string;
}

const EMPTY: Values = { title: '', count: '' };

function validate(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.title.trim()) errors.title = 'Enter a title.';
  if (!/^\d+$/.test(values.count)) errors.count = 'Enter a whole number.';
  return errors;
}

class PartlySaved extends Error {
  constructor(override readonly cause: unknown) {
    super('partly saved');
  }
}

/** A two-field form on the hook; `count` stands first in the DOM but second in the field order. */
function TinyForm({ save, changes = ['tinies'] }: { save: (values: Values) => Promise<void>; changes?: RemoteKey | readonly RemoteKey[] }) {
  const id = useId();
  const ids = { title: `${id}-title`, count: `${id}-count` };
  const form = useEntityForm<Values, Field>({
    draft: { form: 'tiny:new', initial: EMPTY, read: () => null, same: (a, b) => a.title === b.title && a.count === b.count },
    validate,
    fieldOrder: ['title', 'count'],
    focusIds: ids,
    save,
    savedMessage: 'Tiny saved.',
    listPath: '/tinies',
    changes,
    readServerErrors: (body) => {
      const errors = (body as { errors?: Record<string, string> }).errors ?? {};
      return { fields: errors.title ? { title: errors.title } : {}, other: errors.extra ? [errors.extra] : [] };
    },
    describeFailure: (failure) =>
      failure instanceof PartlySaved
        ? { error: failure.cause, title: 'Half of it was not saved', lead: ['The title was saved.'], what: 'count' }
        : { error: failure, title: 'The tiny was not saved', what: 'tiny' },
  });
  // Title through textField, count by hand: both ways of binding a field.
  const title = form.textField('title');
  return (
    <form noValidate aria-label="Tiny" onSubmit={form.onSubmit}>
      {form.alert && (
        <div role="alert">
          <strong>{form.alert.title}</strong>
          <ul>
            {form.alert.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <label htmlFor={ids.count}>Count</label>
      <input id={ids.count} value={form.values.count} onChange={(e) => form.change('count', { count: e.target.value })} />
      <span>{form.errorOf('count')}</span>
      <label htmlFor={title.id}>Title</label>
      <input id={title.id} value={title.value} onChange={title.onChange} />
      <span>{title.error}</span>
      <button type="submit">{form.saving ? 'Saving…' : 'Save'}</button>
      {form.guard.prompt}
    </form>
  );
}

/** A list from the cache (the tinies, or another area's): its rows, and "busy" while it shows rows it is loading again as changed. */
function TinyList({ load, area = 'tinies', title = 'Tinies' }: { load: () => Promise<string>; area?: string; title?: string }) {
  const list = useRemoteQuery({ queryKey: [area, 'list'], queryFn: load });
  return (
    <>
      <h1>{title}</h1>
      <p aria-busy={list.isPending || list.outdated}>{list.data ?? 'none yet'}</p>
    </>
  );
}

function setup(
  save: (values: Values) => Promise<void>,
  {
    listLoad = () => Promise.resolve('Tea'),
    path = '/new-tiny',
    changes,
    shelvesLoad = () => Promise.resolve('Oak'),
  }: {
    listLoad?: () => Promise<string>;
    path?: string;
    changes?: RemoteKey | readonly RemoteKey[];
    shelvesLoad?: () => Promise<string>;
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/new-tiny', element: <TinyForm save={save} changes={changes} /> },
      { path: '/tinies', element: <TinyList load={listLoad} /> },
      { path: '/shelves', element: <TinyList load={shelvesLoad} area="shelves" title="Shelves" /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AdminThemeProvider>
      <NotificationsProvider>
        <RemoteCacheProvider>
          <RouterProvider router={router} />
        </RemoteCacheProvider>
      </NotificationsProvider>
    </AdminThemeProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

/** The form's own alert (the notifications region is an alert too). */
const formAlert = () => within(screen.getByRole('form', { name: 'Tiny' })).findByRole('alert');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Tea');
  await user.type(screen.getByLabelText('Count'), '3');
}

describe('useEntityForm', () => {
  it('says nothing before the first Save, then validates, focuses the first invalid field in field order, and sends nothing', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user } = setup(save);
    await user.type(screen.getByLabelText('Count'), 'x');
    expect(screen.queryByText('Enter a whole number.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    // From then on the rules answer as the values change.
    await user.clear(screen.getByLabelText('Count'));
    await user.type(screen.getByLabelText('Count'), '4');
    expect(screen.queryByText('Enter a whole number.')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves once however often Save is pressed, then says so and goes to the list', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { router, user } = setup(save);
    await fillValid(user);
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Tiny' });
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ title: 'Tea', count: '3' });
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Tinies' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tinies');
    expect(await screen.findByText('Tiny saved.')).toBeInTheDocument();
    // The dirty form let the page go without asking.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a save marks what it changed: the list opened next shows its kept rows busy until loaded again', async () => {
    const loads: Array<(rows: string) => void> = [];
    const listLoad = () => new Promise<string>((resolve) => loads.push(resolve));
    const { router, user } = setup(() => Promise.resolve(), { listLoad, path: '/tinies' });
    await act(async () => loads[0]!('Milk'));
    expect(await screen.findByText('Milk')).toHaveAttribute('aria-busy', 'false');
    await act(() => router.navigate('/new-tiny'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Back on the list: the kept rows, busy (not shown as settled) while the list is loaded again.
    expect(await screen.findByRole('heading', { name: 'Tinies' })).toBeInTheDocument();
    expect(screen.getByText('Milk')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(loads).toHaveLength(2));
    await act(async () => loads[1]!('Milk, Tea'));
    expect(await screen.findByText('Milk, Tea')).toHaveAttribute('aria-busy', 'false');
  });

  it("a save marks every key it is given: another area's list that shows the record is busy too until loaded again", async () => {
    const loads: Array<(rows: string) => void> = [];
    const shelvesLoad = () => new Promise<string>((resolve) => loads.push(resolve));
    const { router, user } = setup(() => Promise.resolve(), { shelvesLoad, path: '/shelves', changes: [['tinies'], ['shelves']] });
    await act(async () => loads[0]!('Oak holds Tea'));
    expect(await screen.findByText('Oak holds Tea')).toHaveAttribute('aria-busy', 'false');
    await act(() => router.navigate('/new-tiny'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Back on the tinies' list; the shelves (another key given) show their kept rows busy too.
    expect(await screen.findByRole('heading', { name: 'Tinies' })).toBeInTheDocument();
    await act(() => router.navigate('/shelves'));
    expect(await screen.findByRole('heading', { name: 'Shelves' })).toBeInTheDocument();
    expect(screen.getByText('Oak holds Tea')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(loads).toHaveLength(2));
    await act(async () => loads[1]!('Oak holds Tea, Milk'));
    expect(await screen.findByText('Oak holds Tea, Milk')).toHaveAttribute('aria-busy', 'false');
  });

  it('puts a 422 on its fields with a summary and the other lines, focuses the field, and drops its message once changed', async () => {
    const save = vi.fn(() => Promise.reject(httpError(422, { errors: { title: 'The title is taken.', extra: 'The shelf is full.' } })));
    const { router, user } = setup(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await formAlert();
    expect(alert).toHaveTextContent('The tiny was not saved');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Check the highlighted fields.', 'The shelf is full.']);
    expect(screen.getByText('The title is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Count')).toHaveValue('3');
    expect(router.state.location.pathname).toBe('/new-tiny');
    await user.type(screen.getByLabelText('Title'), 's');
    expect(screen.queryByText('The title is taken.')).not.toBeInTheDocument();
    // Saving again is possible: the failed save is no longer in flight.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("says the server's message for a 422 without field messages, or that it refused the values", async () => {
    const save = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(httpError(422, { message: 'Tinies are closed today.' }))
      .mockRejectedValueOnce(httpError(422, {}));
    const { user } = setup(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await formAlert()).toHaveTextContent('Tinies are closed today.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await formAlert()).toHaveTextContent('The server refused the values (422 Unprocessable Content).');
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  it('describes other failures through describeFailure: its title, lead lines and what was not saved', async () => {
    const save = vi.fn(() => Promise.reject(new PartlySaved(httpError(500, { message: 'Disk on fire' }))));
    const { user } = setup(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await formAlert();
    expect(alert).toHaveTextContent('Half of it was not saved');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The title was saved.', 'The count was not saved: Disk on fire. Your changes are kept; try again.']);
  });

  it('stays quiet when the session ended (401) or the call was cancelled, keeping the values', async () => {
    const save = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(httpError(401, {}))
      .mockRejectedValueOnce(new CanceledError());
    const { router, user } = setup(save);
    await fillValid(user);
    const noAlert = () => expect(within(screen.getByRole('form', { name: 'Tiny' })).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveBeenCalledTimes(1);
    noAlert();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveBeenCalledTimes(2);
    noAlert();
    expect(screen.getByLabelText('Title')).toHaveValue('Tea');
    expect(router.state.location.pathname).toBe('/new-tiny');
  });
});

describe('a late answer', () => {
  /** A save whose answer the test gives: `answer.ok()` or `answer.fail(error)`. */
  function heldSave() {
    const answer = { ok: () => undefined as void, fail: (_error: unknown) => undefined as void };
    const save = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          answer.ok = resolve;
          answer.fail = reject;
        }),
    );
    return { save, answer };
  }

  it('after the admin went elsewhere, a success is told there and does not pull them back to the list', async () => {
    const { save, answer } = heldSave();
    const { router, user } = setup(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving…' });
    // Leaving while the save is sent does not ask: nothing can be lost.
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => answer.ok());
    expect(await screen.findByText('Tiny saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('after the admin went elsewhere, a failure is a notification there, in the status words, never an HTML page', async () => {
    const { save, answer } = heldSave();
    const { router, user } = setup(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving…' });
    await act(() => router.navigate('/elsewhere'));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    await act(async () => answer.fail(httpError(502, '<html><body><h1>502 Bad Gateway</h1></body></html>')));
    expect(
      await screen.findByText(
        'The tiny was not saved: the server could not be reached (502 Bad Gateway). Your changes are kept as a draft: open the form again to save them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The tiny was not saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});

describe('saveFailureText', () => {
  it("gives the server's JSON message, else the status sentence, else that it could not be reached", () => {
    expect(saveFailureText(httpError(500, { message: 'Down for repairs.' }), 'tiny')).toBe(
      'The tiny was not saved: Down for repairs. Your changes are kept; try again.',
    );
    expect(saveFailureText(httpError(503, {}), 'tiny')).toBe(
      'The tiny was not saved: the server could not be reached (503 Service Unavailable). Your changes are kept; try again.',
    );
    expect(saveFailureText(new Error('Network Error'), 'tiny')).toBe(
      'The tiny was not saved: the server could not be reached. Your changes are kept; try again.',
    );
  });

  it("never gives an HTML page's text: a proxy's page is told by its status", () => {
    const page =
      '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    expect(saveFailureText(httpError(502, page), 'tiny')).toBe(
      'The tiny was not saved: the server could not be reached (502 Bad Gateway). Your changes are kept; try again.',
    );
    expect(saveFailureText(httpError(500, { message: '<!DOCTYPE html><html><body>Whoops</body></html>' }), 'tiny')).toBe(
      'The tiny was not saved: the server could not complete the request (500 Internal Server Error). Your changes are kept; try again.',
    );
    // A form sends no files: a 413 is a request too large.
    expect(saveFailureText(httpError(413, '<html><body>413 Request Entity Too Large</body></html>'), 'tiny')).toBe(
      'The tiny was not saved: what was sent is too large for the server (413 Content Too Large). Your changes are kept; try again.',
    );
    expect(saveFailureText(httpError(422, ''), 'tiny')).toBe(
      'The tiny was not saved: the server refused the values (422 Unprocessable Content). Your changes are kept; try again.',
    );
  });

  it('says the values are kept as a draft when the admin has left the form', () => {
    expect(saveFailureText(httpError(502, '<html></html>'), 'tiny', 'left')).toBe(
      'The tiny was not saved: the server could not be reached (502 Bad Gateway). Your changes are kept as a draft: open the form again to save them.',
    );
  });
});
