import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../demo/db';
import { dayFromToday, discountsStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { alertSaying, bodyRecorder } from '../../kernel/forms/formTesting';

const server = setupSignedInScreen();
const recordBodies = bodyRecorder(server);

/** The form's own alert (the notifications region may hold others). */
const formAlert = (text: string) => waitFor(() => alertSaying(screen.getAllByRole('alert'), text));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const list = screen.getByRole('listbox', { name: label });
  await user.click(await within(list).findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** Eligible payers / Payees: choose the group in the menu, then "+". */
async function addGroup(user: UserEvent, label: string, group: string) {
  const menu = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(within(menu).getByRole('option', { name: group })).toBeInTheDocument());
  await user.selectOptions(menu, group);
  await user.click(screen.getByRole('button', { name: `Add ${label}` }));
}

/** A `YYYY-MM-DD` day as a person types it in the period's inputs: DD/MM/YYYY. */
const typed = (day: string) => day.split('-').reverse().join('/');

function setPeriod(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: typed(start) } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: typed(end) } });
}

describe('Create discount', () => {
  it('sends exactly the body of the contract and goes to /discount, where the new discount is listed', async () => {
    const bodies = recordBodies('post', '*/api/discount-promotions');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Name'), '  Weekend transfers ');
    await user.type(screen.getByLabelText('Discount rate (%)'), '12.5');
    await user.type(screen.getByLabelText('Discount cap'), '3');
    await user.click(screen.getByRole('button', { name: 'Companies' }));
    await pick(user, 'Applicable fees', 'cliq_transfer');
    await addGroup(user, 'Eligible payers', 'University students');
    await addGroup(user, 'Eligible payees', 'Staff');
    setPeriod(dayFromToday(1), dayFromToday(8));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await heading('Discounts');
    expect(router.state.location.pathname).toBe('/discount');
    // The notice first, as the admin sees it: it goes after 5 s, and on a busy machine the list can take longer than
    // that to load (a check after the row failed under two CPU hogs).
    expect(await screen.findByText('Discount created.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        discount_name: 'Weekend transfers',
        discount_rate: 12.5,
        discount_cap: 3,
        eligible_payers: [3],
        eligible_payees: [4],
        user_type: 'indivisual,company',
        affected_fees: [3],
        affected_guarantors: [1],
        start_date: dayFromToday(1),
        end_date: dayFromToday(8),
      },
    ]);
    const row = await screen.findByRole('row', { name: /Weekend transfers/ });
    expect(within(row).getByText('University students')).toBeInTheDocument();
    expect(within(row).getByText('cliq_transfer')).toBeInTheDocument();
    expect(within(row).getByText('Individuals, Companies')).toBeInTheDocument();
  });

  it('shows every problem inline, focuses the first and sends nothing', async () => {
    const bodies = recordBodies('post', '*/api/discount-promotions');
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Discount rate (%)'), '150');
    await user.type(screen.getByLabelText('Discount cap'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Enter a discount name\./);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Discount rate (%)')).toHaveAccessibleDescription(/must be more than 0 and at most 100/);
    expect(screen.getByLabelText('Discount cap')).toHaveAccessibleDescription(/must be a number/);
    expect(screen.getByText('Choose a start date.')).toBeInTheDocument();
    // Fixing a field clears its message at once; what was typed stays.
    await user.type(screen.getByLabelText('Name'), 'Spring');
    expect(screen.queryByText('Enter a discount name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Discount cap')).toHaveValue('ten');
    expect(bodies).toEqual([]);
  });

  it('refuses a cap too large to be a finite number (it would be POSTed as null) with a message on the field, and sends nothing', async () => {
    const bodies = recordBodies('post', '*/api/discount-promotions');
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Name'), 'Huge cap');
    await user.type(screen.getByLabelText('Discount rate (%)'), '10');
    const huge = `1${'0'.repeat(400)}`;
    await user.click(screen.getByLabelText('Discount cap'));
    await user.paste(huge);
    setPeriod(dayFromToday(1), dayFromToday(3));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Discount cap')).toHaveAccessibleDescription(/must be 0 or more and at most 1,000,000/);
    expect(screen.getByLabelText('Discount cap')).toHaveFocus();
    expect(screen.getByLabelText('Discount cap')).toHaveValue(huge);
    expect(bodies).toEqual([]);
  });

  it('shows a 422 on its fields and in an alert, keeping everything typed; one click, one request', async () => {
    let calls = 0;
    // The answer waits until the test lets it go: every click below is made while the save is out.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('*/api/discount-promotions', async () => {
        calls += 1;
        await held;
        return undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Name'), 'Winter transfers');
    await user.type(screen.getByLabelText('Discount rate (%)'), '10');
    await user.type(screen.getByLabelText('Discount cap'), '1');
    setPeriod(dayFromToday(0), dayFromToday(3));
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    answer();

    const alert = await formAlert('The discount was not saved');
    expect(alert).toHaveTextContent('Check the highlighted fields.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The discount name has already been taken.');
    expect(screen.getByLabelText('Name')).toHaveValue('Winter transfers');
    expect(screen.getByLabelText('Discount rate (%)')).toHaveValue('10');
    expect(calls).toBe(1);
    expect(router.state.location.pathname).toBe('/new-discount');
  });

  it('focuses the period’s start date when it is the first problem', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Name'), 'Spring');
    await user.type(screen.getByLabelText('Discount rate (%)'), '10');
    await user.type(screen.getByLabelText('Discount cap'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Choose a start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveFocus();
  });

  it.each([
    ['affected_fees', () => screen.getByRole('combobox', { name: 'Applicable fees' })],
    ['eligible_payers', () => screen.getByRole('combobox', { name: 'Eligible payers' })],
  ])('focuses the picker a 422 on %s puts its message on', async (wireField, picker) => {
    server.use(
      mswHttp.post('*/api/discount-promotions', () =>
        HttpResponse.json({ message: 'Invalid.', errors: { [wireField]: ['Choose again.'] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Name'), 'Autumn');
    await user.type(screen.getByLabelText('Discount rate (%)'), '10');
    await user.type(screen.getByLabelText('Discount cap'), '1');
    setPeriod(dayFromToday(2), dayFromToday(3));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await formAlert('The discount was not saved');
    expect(picker()).toHaveAccessibleDescription(/Choose again\./);
    expect(picker()).toHaveFocus();
  });

  it('says so when the server fails, and keeps the form', async () => {
    server.use(mswHttp.post('*/api/discount-promotions', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Name'), 'Autumn');
    await user.type(screen.getByLabelText('Discount rate (%)'), '10');
    await user.type(screen.getByLabelText('Discount cap'), '1');
    setPeriod(dayFromToday(2), dayFromToday(3));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await formAlert('The discount was not saved: Database unavailable. Your changes are kept; try again.');
    expect(screen.getByLabelText('Name')).toHaveValue('Autumn');
  });
});

/** A proxy's error page, as nginx sends it in front of the API. */
const PROXY_502 =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

/** A gate a test handler waits on: the answer comes when the test opens it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => act(async () => open()) };
}

/** Fills the Create form with valid values (name as given). */
async function fillCreate(user: UserEvent, name: string) {
  await heading('Create discount');
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Discount rate (%)'), '10');
  await user.type(screen.getByLabelText('Discount cap'), '2');
  setPeriod(dayFromToday(1), dayFromToday(4));
}

describe('A failed save the server did not explain in JSON', () => {
  it("shows the status sentence, never the proxy's HTML page", async () => {
    server.use(
      mswHttp.post(
        '*/api/discount-promotions',
        () => new HttpResponse(PROXY_502, { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await fillCreate(user, 'Proxy down');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await formAlert(
      'The discount was not saved: the server could not be reached (502 Bad Gateway). Your changes are kept; try again.',
    );
    expect(alert).not.toHaveTextContent('nginx');
    expect(document.body).not.toHaveTextContent('<html');
    expect(screen.getByLabelText('Name')).toHaveValue('Proxy down');
  });

  it('says the server refused the values, with the status, for a 422 without a message', async () => {
    server.use(mswHttp.post('*/api/discount-promotions', () => new HttpResponse(null, { status: 422 })));
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await fillCreate(user, 'Refused');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await formAlert('The server refused the values (422 Unprocessable');
    expect(alert).not.toHaveTextContent('Request failed');
  });
});

describe('One request per action', () => {
  it('sends one POST for 5 clicks on Save within one task', async () => {
    const answer = gate();
    let calls = 0;
    server.use(
      mswHttp.post('*/api/discount-promotions', async () => {
        calls += 1;
        await answer.opened;
        return undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await fillCreate(user, 'Five clicks');
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => {
      for (let i = 0; i < 5; i += 1) save.click();
    });
    await answer.open();
    await heading('Discounts');
    expect(calls).toBe(1);
    expect(discountsStore.discounts.filter((d) => d.discount_name === 'Five clicks')).toHaveLength(1);
  });
});

describe('A late answer', () => {
  const sidebarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

  it('after the admin went elsewhere, a success is told there and does not pull them back to the list', async () => {
    const answer = gate();
    server.use(
      mswHttp.post('*/api/discount-promotions', async () => {
        await answer.opened;
        return undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/new-discount');
    await fillCreate(user, 'Slow save');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: /Saving/ });
    // Leaving while the save is sent does not ask: nothing typed can be lost.
    await user.click(sidebarLink('Discount groups'));
    await heading('Discount groups');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await answer.open();
    expect(await screen.findByText('Discount created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotion-groups');
    expect(discountsStore.discounts.some((d) => d.discount_name === 'Slow save')).toBe(true);
  });

  it('after the admin went elsewhere, a failure is a notification there and the values wait as a draft', async () => {
    const answer = gate();
    server.use(
      mswHttp.patch('*/api/discount-promotions/:id', async () => {
        await answer.opened;
        return new HttpResponse(PROXY_502, { status: 502, headers: { 'Content-Type': 'text/html' } });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-discount?id=1');
    await screen.findByDisplayValue('Winter transfers');
    await user.type(screen.getByLabelText('Name'), ' (late)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: /Saving/ });
    await user.click(sidebarLink('Discount groups'));
    await heading('Discount groups');

    await answer.open();
    expect(
      await screen.findByText(
        'The discount was not saved: the server could not be reached (502 Bad Gateway). Your changes are kept as a draft: open the form again to save them.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotion-groups');
    expect(document.body).not.toHaveTextContent('nginx');

    // The next visit to the form brings the values back.
    await act(() => router.navigate('/edit-discount?id=1'));
    expect(await screen.findByDisplayValue('Winter transfers (late)')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes restored')).toBeInTheDocument();
  });
});

describe('A session that ends while the form is filled', () => {
  /** Signs in again on the login page (the demo administrator). */
  async function signInAgain(user: UserEvent) {
    const admin = db.users.find((u) => u.is_admin)!;
    await screen.findByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Username'), admin.user_name);
    await user.type(screen.getByLabelText('Password'), admin.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('a 401 on save goes to /login; after signing in again the form is back as it was left', async () => {
    server.use(mswHttp.post('*/api/discount-promotions', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/new-discount');
    await heading('Create discount');
    await user.type(screen.getByLabelText('Name'), 'Expiry');
    await user.type(screen.getByLabelText('Discount rate (%)'), '7');
    await user.type(screen.getByLabelText('Discount cap'), '2');
    await user.click(screen.getByRole('button', { name: 'Companies' }));
    await addGroup(user, 'Eligible payers', 'Staff');
    setPeriod(dayFromToday(1), dayFromToday(5));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    server.resetHandlers();
    await signInAgain(user);
    await heading('Create discount');
    expect(router.state.location.pathname).toBe('/new-discount');
    expect(screen.getByText('Unsaved changes restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Expiry');
    expect(screen.getByLabelText('Discount rate (%)')).toHaveValue('7');
    expect(screen.getByLabelText('Discount cap')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Start date')).toHaveValue(typed(dayFromToday(1)));
    expect(await within(screen.getByRole('list', { name: 'Selected: Eligible payers' })).findByText('Staff')).toBeInTheDocument();

    // Saved now: the draft is gone, a new form starts empty.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await heading('Discounts');
    expect(discountsStore.discounts.some((d) => d.discount_name === 'Expiry')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'New discount' }));
    await heading('Create discount');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
  });

  it('Discard changes returns an edited discount to its saved values', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/edit-discount?id=1');
    await screen.findByDisplayValue('Winter transfers');
    await user.type(screen.getByLabelText('Name'), ' (draft)');
    // A reload: the page never unmounts, sessionStorage keeps the draft for the next page.
    const stored = { ...window.sessionStorage };
    view.unmount();
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
    renderApp('/edit-discount?id=1');
    expect(await screen.findByDisplayValue('Winter transfers (draft)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Winter transfers');
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
  });
});

describe('Edit discount', () => {
  it('prefills the form from the record and PATCHes the same body shape', async () => {
    const bodies = recordBodies('patch', '*/api/discount-promotions/:id');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-discount?id=4');
    await heading('Edit discount');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('خصم رمضان');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Discount rate (%)')).toHaveValue('15');
    expect(screen.getByRole('button', { name: 'Individuals' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'true');
    const payers = await screen.findByRole('list', { name: 'Selected: Eligible payers' });
    await waitFor(() => expect(within(payers).getByText('Salary transfer customers')).toBeInTheDocument());
    expect(within(payers).getByText('عملاء مميزون')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Discount rate (%)'));
    await user.type(screen.getByLabelText('Discount rate (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Individuals' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await heading('Discounts');
    expect(router.state.location.pathname).toBe('/discount');
    expect(bodies).toEqual([
      {
        discount_name: 'خصم رمضان',
        discount_rate: 20,
        discount_cap: 5,
        eligible_payers: [5, 1],
        eligible_payees: [5],
        user_type: 'company',
        affected_fees: [1, 3],
        affected_guarantors: [1],
        start_date: dayFromToday(15),
        end_date: dayFromToday(45),
      },
    ]);
    expect(discountsStore.discounts.find((d) => d.id === 4)).toMatchObject({ discount_rate: 20, user_type: 'company' });
  });

  it("labels the record's fees and groups by name even when their lists cannot load", async () => {
    server.use(
      mswHttp.get('*/api/fees', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      mswHttp.get('*/api/promotion-groups', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderApp('/edit-discount?id=4');
    expect(await screen.findByText('The fees could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The discount groups could not be loaded.')).toBeInTheDocument();
    const fees = screen.getByRole('list', { name: 'Selected: Applicable fees' });
    expect(within(fees).getByText('p2p_transfer')).toBeInTheDocument();
    expect(within(fees).getByText('cliq_transfer')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Selected: Eligible payees' })).getByText('عملاء مميزون')).toBeInTheDocument();

    // Group 5 is both payer and payee: one option, not two (removed from the payees, it is offered once).
    const payees = screen.getByRole('list', { name: 'Selected: Eligible payees' });
    await userEvent.setup({ delay: null }).click(within(payees).getByRole('button', { name: 'Remove عملاء مميزون' }));
    const options = within(screen.getByRole('combobox', { name: 'Eligible payees' })).getAllByRole('option');
    expect(options.map((o) => o.textContent).sort()).toEqual(['Salary transfer customers', 'عملاء مميزون']);
  });

  it('keeps user_type words the form does not know, says so, and sends them back', async () => {
    discountsStore.discounts.find((d) => d.id === 1)!.user_type = 'company,vip';
    const bodies: unknown[] = [];
    server.use(
      mswHttp.patch('*/api/discount-promotions/:id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Discount updated.' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/edit-discount?id=1');
    await screen.findByDisplayValue('Winter transfers');
    expect(screen.getByText(/Also kept as saved:/)).toHaveTextContent('Also kept as saved: vip (user types this form does not list).');
    await user.click(screen.getByRole('button', { name: 'Individuals' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await heading('Discounts');
    expect(bodies).toEqual([expect.objectContaining({ user_type: 'indivisual,company,vip' })]);
  });

  it('opens a record whose fields are of the wrong type without crashing nor showing "[object Object]"', async () => {
    const odd = { weird: true };
    server.use(
      mswHttp.get('*/api/discount-promotions/:id', () =>
        HttpResponse.json({
          data: {
            id: 1,
            discount_name: odd,
            discount_rate: odd,
            discount_cap: [3],
            user_type: [odd, 'company'],
            applicable_fees: [{ id: 3, name_alias: odd }],
            eligibele_groups: [{ id: 4, name: odd, pivot: { is_payer_eligible: 1, is_payee_eligible: odd } }],
            start_date: odd,
            end_date: ['2026-12-31'],
          },
        }),
      ),
    );
    renderApp('/edit-discount?id=1');
    await heading('Edit discount');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('');
    expect(screen.getByLabelText('Discount rate (%)')).toHaveValue('');
    expect(screen.getByLabelText('Discount cap')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Individuals' })).toHaveAttribute('aria-pressed', 'false');
    // The group's and the fee's names come with the options lists, which may arrive after the record.
    expect(await within(screen.getByRole('list', { name: 'Selected: Eligible payers' })).findByText('Staff')).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Selected: Applicable fees' })).findByText('cliq_transfer')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('[object Object]');
  });

  it('saves a running discount without moving its start date', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/edit-discount?id=2');
    await heading('Edit discount');
    await screen.findByDisplayValue('Merchant onboarding');
    await user.type(screen.getByLabelText('Discount cap'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await heading('Discounts');
    expect(discountsStore.discounts.find((d) => d.id === 2)).toMatchObject({ discount_cap: 105, start_date: dayFromToday(-10) });
  });

  it.each([
    ['/edit-discount?id=999', 'Discount not found.'],
    ['/edit-discount', 'Open a discount from the list: this link has no valid discount id.'],
    ['/edit-discount?id=abc', 'Open a discount from the list: this link has no valid discount id.'],
  ])('%s returns to /discount with "%s"', async (path, message) => {
    const { router } = renderApp(path);
    await heading('Discounts');
    expect(router.state.location.pathname).toBe('/discount');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a 401 while loading goes to /login, not back to the list with a failure', async () => {
    server.use(mswHttp.get('*/api/discount-promotions/:id', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const { router } = renderApp('/edit-discount?id=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('Failed to load the discount. Please try again.')).not.toBeInTheDocument();
  });

  it('returns to /discount when the record is malformed', async () => {
    server.use(mswHttp.get('*/api/discount-promotions/:id', () => HttpResponse.json({ data: { discount_name: 'no id' } })));
    const { router } = renderApp('/edit-discount?id=1');
    expect(await screen.findByText('Failed to load the discount. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discount');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/edit-discount?id=1');
    await screen.findByDisplayValue('Winter transfers');
    await user.type(screen.getByLabelText('Name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on page' }));
    expect(router.state.location.pathname).toBe('/edit-discount');
    expect(screen.getByLabelText('Name')).toHaveValue('Winter transfers 2');
  });
});
