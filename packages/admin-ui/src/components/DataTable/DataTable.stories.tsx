import { useEffect, useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CellStack,
  DataTable,
  DateText,
  formatDate,
  SearchInput,
  Select,
  StatusBadge,
  sortRows,
  type DataColumn,
  type TableSort,
  type DataTableRowLink,
  type LinkComponentProps,
} from '@admin-console/admin-ui';
import { visibleEnglish } from '../../test-utils/visibleEnglish';

interface CliqRow {
  id: number;
  aliasType: 'Mobile Phone' | 'Alias';
  value: string;
  status: 'Pending' | 'Verified' | 'Rejected';
  createdAt: string;
}

const statuses: CliqRow['status'][] = ['Pending', 'Verified', 'Rejected'];
const aliases = ['ahmad.k', 'سارة_الخطيب', 'mona-store', 'محمد.علي', 'jo-bakery'];
const allRows: CliqRow[] = Array.from({ length: 37 }, (_, i) => ({
  id: 1001 + i,
  aliasType: i % 2 === 0 ? 'Mobile Phone' : 'Alias',
  value: i % 2 === 0 ? `+9627${String(90000000 + i * 7919).slice(0, 8)}` : (aliases[i % aliases.length] ?? 'alias'),
  status: statuses[i % 3] ?? 'Pending',
  createdAt: formatDate(new Date(Date.UTC(2025, 0, 1 + i, 9, 30))),
}));
const PAGE_SIZE = 15;
const pageOf = (page: number) => allRows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
const lastPage = Math.ceil(allRows.length / PAGE_SIZE);

const tone = { Pending: 'warning', Verified: 'success', Rejected: 'danger' } as const;
const columns: DataColumn<CliqRow>[] = [
  { key: 'id', title: 'ID', width: 80 },
  { key: 'aliasType', title: 'Alias Type' },
  { key: 'value', title: 'Mobile/Alias' },
  { key: 'status', title: 'Status', render: (row) => <StatusBadge tone={tone[row.status]}>{row.status}</StatusBadge> },
  { key: 'createdAt', title: 'Created At' },
];
const rowLink: DataTableRowLink<CliqRow> = {
  to: (row) => `/cliq/${row.id}`,
  text: 'View',
  ariaLabel: (row) => `View account ${row.id}`,
};
const getRowId = (row: CliqRow) => row.id;

/** Stories must not leave the iframe: links keep their href but do not navigate. */
const StoryLink = ({ to, children, ...rest }: LinkComponentProps) => (
  <a href={to} {...rest} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const meta = {
  title: 'Components/DataTable',
  component: DataTable<CliqRow>,
  args: {
    caption: 'Cliq accounts',
    columns,
    rows: pageOf(1),
    getRowId,
    page: 1,
    pageCount: lastPage,
    total: allRows.length,
    onPageChange: fn(),
    onRetry: fn(),
    rowLink,
    linkComponent: StoryLink,
    empty: { title: 'No Cliq Accounts Found', description: 'There are no cliq accounts to display at the moment.' },
  },
} satisfies Meta<typeof DataTable<CliqRow>>;

export default meta;
type Story = StoryObj<typeof meta>;
type Args = ComponentProps<typeof DataTable<CliqRow>>;

export const Playground: Story = {};

/** Loading with no rows: a 5 x 7 skeleton (as the Cliq list), announced once; no total yet. */
export const Loading: Story = {
  args: { rows: [], loading: true, skeletonColumns: 7, total: null, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('tbody tr:first-child td')).toHaveLength(7);
    await expect(canvas.queryByText(/^Total:/)).not.toBeInTheDocument();
  },
};

/** Settles first (so there is a total), then starts loading as on a page turn. */
function LoadsAfterSettling(args: Args) {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(Boolean(args.loading)));
    return () => clearTimeout(timer);
  }, [args.loading]);
  return <DataTable {...args} loading={loading} />;
}

/**
 * The next page is loading: the rows stay (no flash), dimmed, and the list is aria-busy. "Total: N" is not shown
 * while loading; its live region keeps the text (hidden visually), so the same total is not announced again.
 */
export const LoadingWithRows: Story = {
  tags: ['visual'],
  args: { loading: true, page: 2, rows: pageOf(1).slice(0, 5) },
  render: (args) => <LoadsAfterSettling {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Cliq accounts' });
    await waitFor(() => expect(table.closest('[aria-busy="true"]')).not.toBeNull());
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const total = canvas.getByRole('status');
    await expect(total).toHaveTextContent('Total: 37');
    const box = total.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Cliq Accounts Found')).toBeVisible();
    await expect(canvas.getByText('There are no cliq accounts to display at the moment.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Total: 0');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The load failed: the exact message as an alert, and Retry calls onRetry. */
export const ErrorWithRetry: Story = {
  args: { rows: [], total: null, pageCount: 1, error: 'Failed to load cliq accounts. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load cliq accounts. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function RetryDemo(args: Args) {
  const [state, setState] = useState<'error' | 'retrying' | 'done'>('error');
  return (
    <DataTable
      {...args}
      rows={state === 'done' ? pageOf(1) : []}
      loading={state === 'retrying'}
      error={state === 'done' ? null : 'Failed to load cliq accounts. Please try again.'}
      onRetry={() => {
        setState('retrying');
        setTimeout(() => setState('done'), 400);
      }}
    />
  );
}

/** Retry by keyboard: the button turns busy, and when the rows arrive focus lands on the table. */
export const RetryRecovers: Story = {
  render: (args) => <RetryDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Retry' });
    // Every aria-busy the button takes, however briefly: the retry may be over before a check could look.
    const busy: (string | null)[] = [];
    const observer = new MutationObserver(() => busy.push(retry.getAttribute('aria-busy')));
    observer.observe(retry, { attributes: true, attributeFilter: ['aria-busy'] });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    const region = await canvas.findByRole('region', { name: 'Cliq accounts' });
    observer.disconnect();
    await expect(busy).toContain('true');
    await waitFor(() => expect(region).toHaveFocus());
  },
};

/** Page 1: Previous is disabled and does nothing; Next asks for page 2. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Page 1 of 3');
    const previous = within(nav).getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Last page: Next is disabled and does nothing; Previous asks for the page before. */
export const LastPage: Story = {
  tags: ['visual'],
  args: { page: lastPage, rows: pageOf(lastPage) },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent(`Page ${lastPage} of ${lastPage}`);
    const next = within(nav).getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(lastPage - 1);
  },
};

/** One page only: no paging at all. */
export const SinglePage: Story = {
  args: { rows: allRows.slice(0, 4), total: 4, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

function PagedDemo(args: Args) {
  const [page, setPage] = useState(1);
  return (
    <DataTable
      {...args}
      page={page}
      rows={pageOf(page)}
      onPageChange={(next) => {
        args.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

/** Paging by keyboard to the end: focus stays on Next when it becomes disabled. */
export const Paged: Story = {
  render: (args) => <PagedDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: String(allRows[PAGE_SIZE]?.id) })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: `View account ${allRows[36]?.id}` })).toHaveAttribute('href', `/cliq/${allRows[36]?.id}`);
  },
};

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

/** With filters above (the toolbar) and the total on the other side. */
export const WithToolbar: Story = {
  args: {
    toolbar: (
      <>
        <Select label="Filter by Status:" labelPosition="start" options={statusOptions} value="all" onChange={fn()} />
        <SearchInput label="Search" hideLabel placeholder="search by name, email, ID or mobile" value="" onSearch={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Filter by Status:' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Total: 37');
  },
};

export const CustomTotalLabel: Story = {
  args: { totalLabel: 'Accounts', hideCaption: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Accounts: 37');
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 1,
        aliasType: 'Alias',
        value: 'an-extraordinarily-long-alias-that-a-merchant-chose-for-their-instant-payments-account',
        status: 'Pending',
        createdAt: '01/01/2025',
      },
      ...pageOf(1).slice(0, 3),
    ],
    caption: 'Cliq accounts waiting for a decision by the compliance team this week',
  },
};

/** Arabic values read right to left (each isolated with dir="auto") and the columns keep one alignment. */
export const Arabic: Story = {
  tags: ['visual'],
  args: {
    caption: 'حسابات كليك',
    rows: [
      { id: 7, aliasType: 'Alias', value: 'متجر_الياسمين', status: 'Verified', createdAt: '02/03/2025' },
      { id: 8, aliasType: 'Alias', value: 'مخبز.عمان', status: 'Pending', createdAt: '03/03/2025' },
    ],
    total: 2,
    pageCount: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByText('متجر_الياسمين');
    await expect(getComputedStyle(value).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByRole('cell', { name: 'متجر_الياسمين' })).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByText('حسابات كليك')).direction).toBe('rtl');
  },
};

/** Narrow: the table scrolls sideways inside a focusable, named region. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cliq accounts' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    // Focusable, so the browser's arrow-key scrolling reaches it (first tab stop: no links precede it).
    await expect(region).toHaveFocus();
  },
};

/** With a max height the table scrolls inside and the header row sticks. */
export const StickyHeader: Story = {
  args: { maxHeight: 280, hideCaption: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cliq accounts' });
    const header = within(region).getByRole('columnheader', { name: 'ID' });
    const top = header.getBoundingClientRect().top;
    region.scrollTop = 200;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(top));
  },
};

interface Person {
  id: number;
  name: string;
  email: string;
  mobile: string;
  updatedAt: string | null;
}
const people: Person[] = [
  {
    id: 1,
    name: 'Fatima Faisal Mahmoud Shami',
    email: 'fatima.shami.2@mail.example',
    mobile: '+962791007919',
    updatedAt: '2026-01-20T05:00:00Z',
  },
  { id: 2, name: 'رنا صالح جمال منصور', email: 'rania.mansour.6@mail.example', mobile: '+962791039595', updatedAt: 'not a date' },
];
const personColumns: DataColumn<Person>[] = [
  { key: 'name', title: 'Name', render: (p) => <CellStack primary={p.name} secondary={p.email} /> },
  { key: 'mobile', title: 'Mobile', nowrap: true },
  { key: 'updated', title: 'Updated', nowrap: true, render: (p) => <DateText value={p.updatedAt} timeZone="UTC" placeholder="N/A" /> },
];

/**
 * Folded cells for a list that must fit: secondary data under the main value (CellStack), one-line
 * columns (`nowrap`), and dates as DateText (the full timestamp on hover; N/A when unreadable).
 */
export const FoldedCells: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ width: 520 }}>
      <DataTable caption="People" columns={personColumns} rows={people} getRowId={(p) => p.id} page={1} onPageChange={() => undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'People' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvas.getByRole('cell', { name: 'Fatima Faisal Mahmoud Shami fatima.shami.2@mail.example' })).toBeVisible();
    const day = canvas.getByText('20 Jan 2026');
    await expect(day.tagName).toBe('TIME');
    await expect(day.getAttribute('title')).toMatch(/20 January 2026 at 05:00:00/);
    await expect(canvas.getByText('N/A')).toBeVisible();
    // A one-line column stays on one line: its cell is as tall as one line of text.
    const mobile = canvas.getByText('+962791007919');
    await expect(mobile.getClientRects()).toHaveLength(1);
  },
};

/**
 * `CellStack truncate` in a narrow table: each line (a name, an email) on one line, cut at its end with an ellipsis
 * rather than split at the "@"; the whole text on hover, and for a screen reader.
 */
export const FoldedCellsTruncated: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ width: 300 }}>
      <DataTable
        caption="People"
        columns={[
          { key: 'name', title: 'Name', render: (p) => <CellStack truncate primary={p.name} secondary={p.email} /> },
          personColumns[1]!,
        ]}
        rows={people}
        getRowId={(p) => p.id}
        page={1}
        onPageChange={() => undefined}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'People' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const email = canvas.getByText('fatima.shami.2@mail.example');
    const name = canvas.getByText('Fatima Faisal Mahmoud Shami');
    for (const line of [name, email]) {
      // One line shown (the box is one line high), the rest cut: the text is wider than its box.
      const box = line.parentElement!;
      const lineHeight = parseFloat(getComputedStyle(box).lineHeight);
      await expect(box.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
      await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    }
    await expect(canvas.getByTitle('Fatima Faisal Mahmoud Shami fatima.shami.2@mail.example')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Fatima Faisal Mahmoud Shami fatima.shami.2@mail.example' })).toBeVisible();
  },
};

interface Reviewer {
  id: number;
  name: string;
  email: string;
  reviewedAt: string;
}
const reviewers: Reviewer[] = [
  { id: 1, name: 'Fatima Shami', email: 'fatima.faisal.shami@petra-holdings.example', reviewedAt: '2026-12-26T09:30:00Z' },
  { id: 2, name: 'رنا منصور', email: 'rania.mansour@mail.example', reviewedAt: '2026-11-26T09:30:00Z' },
];

/** The story's table at 340 px: an email column cut at its end (`truncate`), a wrapped sortable header, a date. */
function NarrowTable({ titles }: { titles: [string, string, string, string] }) {
  const [sort, setSort] = useState<TableSort | null>({ key: 'reviewedAt', direction: 'descending' });
  const fitColumns: DataColumn<Reviewer>[] = [
    { key: 'name', title: titles[0] },
    { key: 'email', title: titles[1], truncate: true, lang: 'en' },
    {
      key: 'reviewedAt',
      title: titles[2],
      sortable: true,
      render: (r) => <DateText value={r.reviewedAt} timeZone="UTC" />,
    },
  ];
  return (
    <div style={{ width: 340 }}>
      <DataTable
        caption={titles[3]}
        columns={fitColumns}
        rows={sortRows(reviewers, fitColumns, sort)}
        getRowId={(r) => r.id}
        page={1}
        onPageChange={() => undefined}
        sort={sort}
        onSortChange={setSort}
      />
    </div>
  );
}

/**
 * What keeps a narrow table readable, measured: a wrapped header's arrow right after its last word, a date on one
 * line, a long email on one line cut with an ellipsis at its end (the full address read out and on hover).
 */
async function expectColumnsFit(canvasElement: HTMLElement, header: string, email: string) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region');
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  // The header wraps, and its arrow sits after the last word of its last line, on that line.
  const button = within(canvas.getByRole('columnheader', { name: header })).getByRole('button', { name: header });
  const words = document.createRange();
  words.selectNodeContents(button.querySelector('span') as HTMLElement);
  const lines = [...words.getClientRects()];
  const last = lines.at(-1) as DOMRect;
  await expect(new Set(lines.map((r) => Math.round(r.top))).size).toBeGreaterThan(1);
  const arrow = (button.querySelector('svg') as SVGElement).getBoundingClientRect();
  const rtl = getComputedStyle(button).direction === 'rtl';
  const gap = rtl ? last.left - arrow.right : arrow.left - last.right;
  await expect(gap).toBeGreaterThanOrEqual(0);
  await expect(gap).toBeLessThanOrEqual(8);
  await expect(arrow.top).toBeGreaterThanOrEqual(last.top - 1);
  await expect(arrow.bottom).toBeLessThanOrEqual(last.bottom + 1);
  // Every date on one line.
  for (const time of canvasElement.querySelectorAll('time')) {
    await expect(new Set([...time.getClientRects()].map((r) => Math.round(r.top))).size).toBe(1);
  }
  // The long email: in the cell whole (its accessible name, its title), shown on one line ending in an ellipsis.
  const cell = canvas.getByRole('cell', { name: email });
  const value = cell.firstElementChild as HTMLElement;
  await expect(value).toHaveAttribute('title', email);
  const line = parseFloat(getComputedStyle(value).lineHeight);
  await expect(value.getBoundingClientRect().height).toBeLessThanOrEqual(line + 1);
  // Cut, not squeezed: the rest of the address is hidden under the first line.
  await expect(value.scrollHeight).toBeGreaterThan(value.clientHeight);
}

/** A narrow table that fits: the email cut at its end, the sort arrow after a wrapped header's last word, dates on one line. */
export const NarrowColumns: Story = {
  tags: ['visual'],
  render: () => <NarrowTable titles={['Name', 'Email', 'Last reviewed on', 'Reviewers']} />,
  play: ({ canvasElement }) => expectColumnsFit(canvasElement, 'Last reviewed on', 'fatima.faisal.shami@petra-holdings.example'),
};

/** The same in Arabic: "26 كانون الأول 2026" on one line, the arrow on the left of the header's last word. */
export const NarrowColumnsArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  render: () => <NarrowTable titles={['الاسم', 'البريد الإلكتروني', 'تاريخ آخر مراجعة للحساب', 'المراجعون']} />,
  play: ({ canvasElement }) => expectColumnsFit(canvasElement, 'تاريخ آخر مراجعة للحساب', 'fatima.faisal.shami@petra-holdings.example'),
};

const sortableColumns: DataColumn<CliqRow>[] = columns.map((c) => ({ ...c, sortable: true }));

/** Sortable headers: the screen owns `sort` and orders the rows with `sortRows`; the sorted column has `aria-sort`. */
export const Sortable: Story = {
  tags: ['visual'],
  args: { columns: sortableColumns, pageCount: 1, rows: allRows.slice(0, 6) },
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>({ key: 'value', direction: 'ascending' });
    return <DataTable {...args} rows={sortRows(args.rows, sortableColumns, sort)} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'ID' });
    await userEvent.click(within(header).getByRole('button', { name: 'ID' }));
    await userEvent.click(within(header).getByRole('button', { name: 'ID' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('1006');
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile/Alias' }));
    await expect(canvas.getByRole('columnheader', { name: 'Mobile/Alias' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).not.toHaveAttribute('aria-sort');
  },
};

/** The table's own texts in Arabic (pager, total, link column), from the Language toolbar's Arabic. */
export const PagedArabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { viewport: { width: 1280, height: 800 } } },
  args: {
    caption: 'حسابات Cliq',
    columns: [
      { key: 'id', title: 'المعرّف' },
      { key: 'value', title: 'القيمة' },
      { key: 'createdAt', title: 'تاريخ الإنشاء' },
    ],
    rows: [
      { id: 7, aliasType: 'Alias', value: 'متجر_الياسمين', status: 'Verified', createdAt: '2 Mar 2025' },
      { id: 8, aliasType: 'Alias', value: 'مخبز.عمان', status: 'Pending', createdAt: '3 Mar 2025' },
    ],
    rowLink: { text: 'عرض', to: (row: CliqRow) => `/cliq/${row.id}` },
    total: 1250,
    page: 2,
    pageCount: 84,
  },
  play: async ({ canvasElement }) => {
    // No English left in the table's texts, names and hints; the rows' dates are the story's data, each allowed whole.
    await waitFor(() => expect(visibleEnglish(canvasElement, { allow: ['2 Mar 2025', '3 Mar 2025'] })).toEqual([]));
  },
};
