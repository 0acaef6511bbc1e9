import { useSearchParams } from 'react-router-dom';
import { listQuery } from './rules';

/**
 * The list a detail page returns to: `listPath` with the filter, search and page the Review link
 * carried in `?from=` (only those keys, so the address can never point elsewhere).
 */
export function useBackToList(listPath: string): string {
  const [params] = useSearchParams();
  const query = listQuery(params.get('from') ?? '');
  return query ? `${listPath}?${query}` : listPath;
}
