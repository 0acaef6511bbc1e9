import { describe, expect, it } from 'vitest';
import { findInLoadedPages } from './CliqListPage';
import type { CliqAccount, CliqListQuery } from './rules';

const account = (id: number, alias_type: string, value: string): CliqAccount =>
  alias_type === 'mobile' ? { id, alias_type, mobile_number: value } : { id, alias_type, alias: value };
const page = (n: number, status: CliqListQuery['status'], rows: CliqAccount[]) => ({
  query: { page: n, status },
  page: { rows, total: 40, currentPage: n, lastPage: 3 },
});

describe('Cliq: find by alias or mobile in the loaded pages', () => {
  const pages = [
    page(2, 'pending', [account(4, 'alias', 'WALLET4'), account(5, 'mobile', '+962 79 555 0004')]),
    page(1, 'pending', [account(1, 'alias', 'SHOP1')]),
    page(1, 'all', [account(9, 'alias', 'WALLET9')]),
  ];

  it('finds an alias (any case) or a mobile (digits only) on the loaded pages of the status shown, in page order', () => {
    expect(findInLoadedPages(pages, 'pending', 'wallet').rows.map((r) => r.id)).toEqual([4]);
    expect(findInLoadedPages(pages, 'pending', '795550004').rows.map((r) => r.id)).toEqual([5]);
    expect(findInLoadedPages(pages, 'pending', '79 555').rows.map((r) => r.id)).toEqual([5]);
    expect(findInLoadedPages(pages, 'pending', 's').rows.map((r) => r.id)).toEqual([1]);
  });

  it('says how many pages it looked in, of how many', () => {
    expect(findInLoadedPages(pages, 'pending', 'x')).toMatchObject({ pagesLoaded: 2, lastPage: 3 });
    expect(findInLoadedPages(pages, 'verified', 'wallet')).toMatchObject({ rows: [], pagesLoaded: 0 });
  });
});
