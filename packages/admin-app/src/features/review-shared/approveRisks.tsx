import { useQueries, useQueryClient } from '@tanstack/react-query';
import { DateText } from '@admin-console/admin-ui';
import type { ReactNode } from 'react';
import { t } from './messages';

/** How a document answered the check: loaded, or what failed ("404 Not Found"; no status: no answer at all). */
export type DocumentCheck = { ok: true } | { ok: false; status?: string };

/** Reason phrases for the statuses a file server answers (HTTP/2 sends none of its own). */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Whether a document's URL answers with the file: a GET whose body is dropped once the headers arrive (not a
 * HEAD: a signed storage URL is signed for GET and refuses HEAD). No answer at all (offline, a storage that
 * refuses the console's origin) is a failure without a status (docs/product.md#opening-documents).
 */
export async function checkDocument(url: string): Promise<DocumentCheck> {
  try {
    const response = await fetch(new URL(url, globalThis.location?.href), { cache: 'no-store', credentials: 'same-origin' });
    void response.body?.cancel().catch(() => {});
    if (response.ok) return { ok: true };
    return { ok: false, status: `${response.status} ${response.statusText || REASONS[response.status] || ''}`.trim() };
  } catch {
    return { ok: false };
  }
}

/** The addresses to check: each once, none empty. */
const addresses = (urls: readonly (string | null | undefined)[]) => [
  ...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== '')),
];

const checkOptions = (url: string) => ({
  queryKey: ['document-check', url] as const,
  queryFn: () => checkDocument(url),
  staleTime: 60_000,
  retry: false,
});

/**
 * The documents of a case, checked as the page opens (so the result is there before the admin presses A, and
 * the cards can say what failed): `failures` by URL, `pending` while any is out, and `settle()`, the failures once
 * every check has answered (a decision confirmed meanwhile waits for it).
 */
export function useDocumentChecks(urls: readonly (string | null | undefined)[]) {
  const client = useQueryClient();
  const list = addresses(urls);
  const results = useQueries({ queries: list.map(checkOptions) });
  const failures = new Map<string, { status?: string }>();
  results.forEach((result, index) => {
    if (result.data && !result.data.ok) failures.set(list[index]!, { status: result.data.status });
  });
  // `urls`: the addresses known by then, when some were still being asked as the page rendered (KYB's links).
  const settle = async (urls: readonly (string | null | undefined)[] = list) => {
    const known = addresses(urls);
    const answers = await Promise.all(known.map((url) => client.fetchQuery(checkOptions(url))));
    const failed = new Map<string, { status?: string }>();
    answers.forEach((answer, index) => {
      if (!answer.ok) failed.set(known[index]!, { status: answer.status });
    });
    return failed;
  };
  return { failures, pending: results.some((result) => result.isPending), settle };
}

/** "National ID (front): the file could not be loaded (404 Not Found)." */
export const documentRisk = (title: string, failure: { status?: string }): string =>
  failure.status
    ? t('review-shared.riskDocumentFailed', { title, status: failure.status })
    : t('review-shared.riskDocumentNoAnswer', { title });

/** Stands for the date in a sentence, replaced by a <DateText> (the console's date format). */
const DATE_MARK = '\u0000';

/** "Already approved on 20 Jan 2026, 09:00." (or rejected): a decided case, its status and when it changed. */
export function decidedRisk(status: 'approved' | 'rejected', updatedAt: unknown): ReactNode {
  const key = status === 'approved' ? 'review-shared.riskAlreadyApproved' : 'review-shared.riskAlreadyRejected';
  const [before, after = ''] = t(key, { date: DATE_MARK }).split(DATE_MARK);
  return (
    <>
      {before}
      <DateText value={updatedAt} show="dateTime" placeholder={t('review-shared.noDate')} />
      {after}
    </>
  );
}
