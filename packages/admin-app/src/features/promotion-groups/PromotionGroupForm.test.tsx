import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../demo/db';
import { promotionGroupsStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { alertSaying, bodyRecorder } from '../../kernel/forms/formTesting';
import { captureDownloads } from '../../test/downloads';
import { parse } from 'csv-parse/sync';

const server = setupSignedInScreen();
const recordBodies = bodyRecorder(server);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const formAlert = (text: string) => waitFor(() => alertSaying(screen.getAllByRole('alert'), text));

const first = (n: number) => promotionGroupsStore.users[n]!;
/** A user's option: the full name, then the id that tells same-named users apart. */
const optionName = (u: { id: number; full_name: string }) => new RegExp(`^${u.full_name}\\s*ID ${u.id}$`);

describe('Create discount group', () => {
  it('POSTs name, description and the chosen user_ids, then lists the group', async () => {
    const bodies = recordBodies('post', '*/api/promotion-groups');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/new-promotion-group');
    await heading('Create discount group');
    await user.type(screen.getByLabelText('Name'), 'Weekend riders');
    await user.type(screen.getByLabelText('Description'), 'Ride-hailing drivers');
    const available = await screen.findByRole('listbox', { name: 'Available users' });
    // The picker says what it picks: users (its own words are neutral).
    expect(screen.getByRole('listbox', { name: 'Selected users' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter available users' })).toBeInTheDocument();
    expect(screen.getByText('No users selected')).toBeInTheDocument();
    // Arabic names (every third user) are marked as Arabic in the picker; Latin ones are not.
    const isArabic = (u: { full_name: string }) => /[\u0600-\u06FF]/.test(u.full_name);
    const shown = promotionGroupsStore.users.slice(0, 6);
    expect(within(available).getByText(shown.find(isArabic)!.full_name)).toHaveAttribute('lang', 'ar');
    expect(within(available).getByText(shown.find((u) => !isArabic(u))!.full_name)).not.toHaveAttribute('lang');
    await user.click(within(available).getByRole('option', { name: optionName(first(0)) }));
    await user.click(screen.getByRole('button', { name: 'Add selected' }));
    expect(await screen.findByText('1 user added')).toBeInTheDocument();
    await user.click(within(available).getByRole('option', { name: optionName(first(1)) }));
    await user.click(screen.getByRole('button', { name: 'Add selected' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await heading('Discount groups');
    expect(router.state.location.pathname).toBe('/promotion-groups');
    expect(bodies).toEqual([{ name: 'Weekend riders', description: 'Ride-hailing drivers', user_ids: [first(0).id, first(1).id] }]);
    expect(await screen.findByRole('link', { name: 'View Weekend riders' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/edit-promotion-group\?id=\d+$/),
    );
  });

  it('requires a name, keeps the rest, and shows a 422 per field', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/new-promotion-group');
    await heading('Create discount group');
    await user.type(screen.getByLabelText('Description'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a group name.');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Name'), 'Staff');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await formAlert('Check the highlighted fields.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The name has already been taken.');
    expect(screen.getByLabelText('Description')).toHaveValue('Kept');
  });

  it('cannot be submitted twice', async () => {
    let calls = 0;
    // The answer waits until the test lets it go: every click below is made while the save is out.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('*/api/promotion-groups', async () => {
        calls += 1;
        await held;
        return undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/new-promotion-group');
    await heading('Create discount group');
    await user.type(screen.getByLabelText('Name'), 'Once');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    answer();
    await heading('Discount groups');
    expect(calls).toBe(1);
  });
});

describe('Edit discount group', () => {
  it('prefills, PATCHes name and description, then POSTs the users', async () => {
    const patches = recordBodies('patch', '*/api/promotion-groups/:id');
    const posts = recordBodies('post', '*/api/promotion-groups/:id/users');
    const group = structuredClone(promotionGroupsStore.groups.find((g) => g.id === 4)!);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-promotion-group?id=4');
    await heading('Edit discount group');
    expect(await screen.findByLabelText('Name')).toHaveValue('Staff');
    const selected = await screen.findByRole('listbox', { name: 'Selected users' });
    expect(screen.getByText(`${group.user_ids.length} of ${group.user_ids.length}`)).toBeInTheDocument();
    const removed = promotionGroupsStore.users.find((u) => u.id === group.user_ids[0])!;
    await user.click(within(selected).getByRole('option', { name: optionName(removed) }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Processor staff');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await heading('Discount groups');
    expect(router.state.location.pathname).toBe('/promotion-groups');
    expect(patches).toEqual([{ name: 'Processor staff', description: group.description }]);
    expect(posts).toEqual([{ user_ids: group.user_ids.slice(1).sort((a, b) => a - b) }]);
    expect(promotionGroupsStore.groups.find((g) => g.id === 4)).toMatchObject({
      name: 'Processor staff',
      user_ids: group.user_ids.slice(1).sort((a, b) => a - b),
    });
  });

  it('says precisely that the users were not saved when the second call fails, and stays', async () => {
    server.use(mswHttp.post('*/api/promotion-groups/:id/users', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-promotion-group?id=6');
    await screen.findByDisplayValue('Irbid pilot');
    await user.type(screen.getByLabelText('Description'), 'Pilot users');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await formAlert('The group users were not saved');
    expect(alert).toHaveTextContent('The name and description were saved, but the selected users were not. Select Save to try again.');
    expect(alert).toHaveTextContent('The list of users was not saved: Server Error.');
    expect(router.state.location.pathname).toBe('/edit-promotion-group');
    expect(promotionGroupsStore.groups.find((g) => g.id === 6)?.description).toBe('Pilot users');
    expect(screen.getByLabelText('Description')).toHaveValue('Pilot users');
  });

  it('shows (and lets the admin remove) members that GET /promotion-groups/users leaves out', async () => {
    const group = promotionGroupsStore.groups.find((g) => g.id === 4)!;
    const [hidden, kept] = group.user_ids.map((id) => promotionGroupsStore.users.find((u) => u.id === id)!);
    server.use(
      mswHttp.get('*/api/promotion-groups/users', () =>
        HttpResponse.json({
          data: promotionGroupsStore.users.filter((u) => u.id !== hidden!.id).map((u) => ({ id: u.id, full_name: u.full_name })),
        }),
      ),
    );
    const posts = recordBodies('post', '*/api/promotion-groups/:id/users');
    const user = userEvent.setup({ delay: null });
    renderApp('/edit-promotion-group?id=4');
    const selected = await screen.findByRole('listbox', { name: 'Selected users' });
    expect(screen.getByText(`${group.user_ids.length} of ${group.user_ids.length}`)).toBeInTheDocument();
    await user.click(within(selected).getByRole('option', { name: optionName(hidden!) }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(within(selected).queryByRole('option', { name: optionName(hidden!) })).not.toBeInTheDocument();
    expect(within(selected).getByRole('option', { name: optionName(kept!) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await heading('Discount groups');
    expect(posts).toEqual([{ user_ids: group.user_ids.filter((id) => id !== hidden!.id).sort((a, b) => a - b) }]);
  });

  it('says "Failed to load the discount group. Please try again." when the group cannot be loaded', async () => {
    server.use(mswHttp.get('*/api/promotion-groups/:id', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { router } = renderApp('/edit-promotion-group?id=4');
    await heading('Discount groups');
    expect(router.state.location.pathname).toBe('/promotion-groups');
    expect(await screen.findByText('Failed to load the discount group. Please try again.')).toBeInTheDocument();
  });

  it.each([
    ['/edit-promotion-group?id=999', 'Discount group not found.'],
    ['/edit-promotion-group?id=0', 'Open a group from the list: this link has no valid group id.'],
  ])('%s returns to /promotion-groups with "%s"', async (path, message) => {
    const { router } = renderApp(path);
    await heading('Discount groups');
    expect(router.state.location.pathname).toBe('/promotion-groups');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps the form usable when the users cannot be loaded, with Retry', async () => {
    let fail = true;
    server.use(
      mswHttp.get('*/api/promotion-groups/users', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/edit-promotion-group?id=4');
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listbox', { name: 'Selected users' })).toBeInTheDocument();
  });
});

const PROXY_502 = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
const proxyDown = () => new HttpResponse(PROXY_502, { status: 502, headers: { 'Content-Type': 'text/html' } });

/** A gate a test handler waits on: the answer comes when the test opens it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => act(async () => open()) };
}

/** Counts the calls to `method path`, each answered by `answer` (undefined: the demo backend). */
function countCalls(
  method: 'patch' | 'post',
  path: string,
  answer: (call: number) => Promise<Response | undefined> | Response | undefined = () => undefined,
) {
  const calls = { count: 0 };
  server.use(
    mswHttp[method](path, () => {
      calls.count += 1;
      return answer(calls.count);
    }),
  );
  return calls;
}

async function openGroup6(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByDisplayValue('Irbid pilot');
  const group = promotionGroupsStore.groups.find((g) => g.id === 6)!;
  const added = promotionGroupsStore.users.find((u) => !group.user_ids.includes(u.id))!;
  const available = await screen.findByRole('listbox', { name: 'Available users' });
  await user.click(within(available).getByRole('option', { name: optionName(added) }));
  await user.click(screen.getByRole('button', { name: 'Add selected' }));
  return { group, added };
}

describe('Saving a group under faults', () => {
  it("shows the status sentence for a proxy's HTML page, never the page", async () => {
    server.use(mswHttp.post('*/api/promotion-groups', proxyDown));
    const user = userEvent.setup({ delay: null });
    renderApp('/new-promotion-group');
    await heading('Create discount group');
    await user.type(screen.getByLabelText('Name'), 'Proxy down');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await formAlert('The group was not saved: the server could not be reached (502 Bad Gateway). Your changes are kept; try again.');
    expect(document.body).not.toHaveTextContent('nginx');
  });

  it('sends one PATCH and one users POST for 5 clicks on Save within one task', async () => {
    const answer = gate();
    const patches = countCalls('patch', '*/api/promotion-groups/:id', async () => {
      await answer.opened;
      return undefined;
    });
    const posts = countCalls('post', '*/api/promotion-groups/:id/users');
    const user = userEvent.setup({ delay: null });
    renderApp('/edit-promotion-group?id=6');
    await screen.findByDisplayValue('Irbid pilot');
    await user.type(screen.getByLabelText('Description'), 'Five');
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => {
      for (let i = 0; i < 5; i += 1) save.click();
    });
    await answer.open();
    await heading('Discount groups');
    expect(patches.count).toBe(1);
    expect(posts.count).toBe(1);
  });

  it('a retry after the users failed sends only the users; the PATCH again only once the name or description changed', async () => {
    const patches = recordBodies('patch', '*/api/promotion-groups/:id');
    const posts = countCalls('post', '*/api/promotion-groups/:id/users', (call) => (call <= 2 ? proxyDown() : undefined));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-promotion-group?id=6');
    const { added } = await openGroup6(user);
    await user.type(screen.getByLabelText('Description'), 'Pilot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await formAlert('The group users were not saved');
    expect(patches).toHaveLength(1);

    // Nothing changed since: the retry sends the users alone.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts.count).toBe(2));
    await screen.findByRole('button', { name: 'Save' });
    expect(patches).toHaveLength(1);

    // The name changed since: the PATCH goes again, then the users.
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Irbid riders');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await heading('Discount groups');
    expect(router.state.location.pathname).toBe('/promotion-groups');
    expect(patches).toEqual([
      expect.objectContaining({ description: expect.stringMatching(/Pilot$/) }),
      expect.objectContaining({ name: 'Irbid riders' }),
    ]);
    expect(posts.count).toBe(3);
    expect(promotionGroupsStore.groups.find((g) => g.id === 6)).toMatchObject({ name: 'Irbid riders' });
    expect(promotionGroupsStore.groups.find((g) => g.id === 6)!.user_ids).toContain(added.id);
  });

  it('after the admin went elsewhere, a failed users POST is a notification there; the next visit restores the users and sends only them', async () => {
    const answer = gate();
    const patches = recordBodies('patch', '*/api/promotion-groups/:id');
    const posts = countCalls('post', '*/api/promotion-groups/:id/users', async (call) => {
      if (call > 1) return undefined;
      await answer.opened;
      return proxyDown();
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-promotion-group?id=6');
    const { added } = await openGroup6(user);
    await user.type(screen.getByLabelText('Description'), 'Pilot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts.count).toBe(1));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Discounts' }));
    await heading('Discounts');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await answer.open();
    expect(
      await screen.findByText(
        'The name and description were saved, but the selected users were not. The list of users was not saved: the server could not be reached (502 Bad Gateway). Your changes are kept as a draft: open the form again to save them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The group users were not saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discount');

    await act(() => router.navigate('/edit-promotion-group?id=6'));
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    const selected = await screen.findByRole('listbox', { name: 'Selected users' });
    expect(within(selected).getByRole('option', { name: optionName(added) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await heading('Discount groups');
    expect(patches).toHaveLength(1);
    expect(posts.count).toBe(2);
    expect(promotionGroupsStore.groups.find((g) => g.id === 6)!.user_ids).toContain(added.id);
  });
});

describe('A session that ends while the group form is filled', () => {
  it('a 401 on save goes to /login; after signing in again the name, description and users are back', async () => {
    server.use(mswHttp.patch('*/api/promotion-groups/:id', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const group = promotionGroupsStore.groups.find((g) => g.id === 6)!;
    const added = promotionGroupsStore.users.find((u) => !group.user_ids.includes(u.id))!;
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-promotion-group?id=6');
    await screen.findByDisplayValue('Irbid pilot');
    await user.type(screen.getByLabelText('Description'), 'Pilot');
    const available = await screen.findByRole('listbox', { name: 'Available users' });
    await user.click(within(available).getByRole('option', { name: optionName(added) }));
    await user.click(screen.getByRole('button', { name: 'Add selected' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    server.resetHandlers();
    const admin = db.users.find((u) => u.is_admin)!;
    await user.type(await screen.findByLabelText('Username'), admin.user_name);
    await user.type(screen.getByLabelText('Password'), admin.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await heading('Edit discount group');
    expect(router.state.location.search).toBe('?id=6');
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(`${group.description ?? ''}Pilot`);
    const selected = await screen.findByRole('listbox', { name: 'Selected users' });
    expect(within(selected).getByRole('option', { name: optionName(added) })).toBeInTheDocument();
  });
});

describe('Promotion groups list', () => {
  it('lists id, name, description and View links; an error offers Retry', async () => {
    let fail = true;
    server.use(mswHttp.get('*/api/promotion-groups', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    const user = userEvent.setup({ delay: null });
    renderApp('/promotion-groups');
    expect(await screen.findByText('Failed to load discount groups. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const arabic = await screen.findByText('عملاء مميزون');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Name', 'Description', 'View']);
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'View Irbid pilot' })).toHaveAttribute('href', '/edit-promotion-group?id=6');
    expect(screen.getByRole('button', { name: 'New discount group' })).toBeInTheDocument();
  });

  it('exports every group for analysis: the id first, the name and description as they are, a missing description empty', async () => {
    const downloads = captureDownloads();
    try {
      const user = userEvent.setup();
      renderApp('/promotion-groups');
      await screen.findByText('عملاء مميزون');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [header, ...records] = parse((await downloads.files[0]!.text()).slice(1), { relax_column_count: false }) as string[][];
      expect(header).toEqual(['ID', 'Name', 'Description']);
      // In the order the table shows.
      const shownIds = within(screen.getByRole('table', { name: 'Discount groups' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
      expect(records.map((record) => record[0])).toEqual(shownIds);
      expect(records).toHaveLength(promotionGroupsStore.groups.length);
      for (const group of promotionGroupsStore.groups) {
        // Never the table's "—" for a group without a description.
        expect(records.find((record) => record[0] === String(group.id))?.slice(1)).toEqual([group.name, group.description ?? '']);
      }
    } finally {
      downloads.restore();
    }
  });

  it('shows fields of the wrong type as the placeholder: no crash, no "[object Object]"', async () => {
    const odd = { weird: true };
    server.use(
      mswHttp.get('*/api/promotion-groups', () =>
        HttpResponse.json({
          data: [
            { id: 8, name: odd, description: ['a', 'b'] },
            { id: '9', name: 'Plain', description: odd },
          ],
        }),
      ),
    );
    renderApp('/promotion-groups');
    const table = await screen.findByRole('table', { name: 'Discount groups' });
    await within(table).findByText('Plain');
    expect(table).not.toHaveTextContent('[object Object]');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['8', '—', '—', 'View'],
      ['9', 'Plain', '—', 'View'],
    ]);
  });

  it('opens a group whose fields and users are of the wrong type without crashing', async () => {
    const odd = { weird: true };
    server.use(
      mswHttp.get('*/api/promotion-groups/:id', ({ params }) =>
        params.id === '6'
          ? HttpResponse.json({ data: { id: 6, name: odd, description: [odd], users: [{ id: 1001, full_name: odd }, odd, 'x'] } })
          : undefined,
      ),
    );
    renderApp('/edit-promotion-group?id=6');
    await heading('Edit discount group');
    const selected = await screen.findByRole('listbox', { name: 'Selected users' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(within(selected).getAllByRole('option')).toHaveLength(1);
    expect(within(selected).getByRole('option', { name: /ID 1001$/ })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('[object Object]');
  });
});
