import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { httpStatus } from '../platform/http';
import { useReturnOnLoadFailure } from '../platform/useReturnOnLoadFailure';
import { readIdParam } from './readIdParam';
import { useRemoteQuery } from './useRemote';

/** What an edit screen says when it goes back to its list, in its own words. */
export interface RecordToEditTexts {
  /** The address has no usable `id`. */
  noId: string;
  /** The server has no record of that id (404). */
  notFound: string;
  /** Any other failed load. */
  loadFailed: string;
}

/**
 * The record an edit form starts from: the one the `id` query parameter names, loaded by `query(id)` (the area's
 * queryOptions, kept no longer than the form: opened again, it waits for the record as it is now). A missing id,
 * a record not found or a failed load goes back to `listPath`, saying which (platform/useReturnOnLoadFailure).
 * `loaded` is undefined until the record is there and current.
 */
export function useRecordToEdit<T, K extends QueryKey>(
  query: (id: number | null) => UseQueryOptions<T, Error, T, K>,
  texts: RecordToEditTexts,
  listPath: string,
): { id: number | null; loaded: T | undefined } {
  const [params] = useSearchParams();
  const id = readIdParam(params.get('id'));
  const record = useRemoteQuery(query(id));
  const failure = id === null ? texts.noId : record.failed ? (httpStatus(record.error) === 404 ? texts.notFound : texts.loadFailed) : null;
  useReturnOnLoadFailure(failure, record.error, listPath);
  return { id, loaded: record.isSuccess && !record.outdated ? record.data : undefined };
}
