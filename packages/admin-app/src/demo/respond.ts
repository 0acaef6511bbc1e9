import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { OperationId, ResponseBody, Schema } from '../api/contract';
import { sessionUser, type DbUser } from './db';
import { DEMO_FAILURE_MESSAGE, getDemoSettings, shouldFail } from './settings';

type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params, DefaultBodyType>>[0];

/** What a demo resolver receives: msw's info plus, for authenticated handlers, the caller. */
export type DemoInfo<Params extends PathParams = PathParams> = ResolverInfo<Params> & { user: DbUser; token: string };
export type PublicDemoInfo<Params extends PathParams = PathParams> = ResolverInfo<Params>;

export const UNAUTHENTICATED = { message: 'Unauthenticated.' } as const satisfies Schema<'ErrorBody'>;

/** A JSON answer of the demo's own routes (its file server), which the contract does not describe. */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as DefaultBodyType, { status });
}

/**
 * The answer of an operation of the contract: `status` must be one the contract lists for it (200 unless
 * said) and `body` what the contract says that status carries, e.g. `reply('getDiscount', { data: record })`,
 * `reply('getDiscount', { message: 'Not found.' }, 404)`.
 */
export function reply<Op extends OperationId, Status extends number = 200>(
  _operation: Op,
  body: NoInfer<ResponseBody<Op, Status>>,
  status?: Status,
): Response {
  return HttpResponse.json(body as DefaultBodyType, { status: status ?? 200 });
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function preamble(area: string): Promise<Response | null> {
  const { delayMs } = getDemoSettings();
  if (delayMs > 0) await delay(delayMs);
  if (shouldFail(area)) return json({ message: DEMO_FAILURE_MESSAGE } satisfies Schema<'ErrorBody'>, 500);
  return null;
}

/**
 * Wraps a resolver of an authenticated endpoint: applies the demo switches (delay, failure of
 * `area`), then requires a valid `Authorization: Bearer` token (else 401 Unauthenticated.).
 * Every area file (auth.ts, fees.ts, kyc.ts...) builds its handlers with it.
 */
export function withSession<Params extends PathParams = PathParams>(
  area: string,
  resolver: (info: DemoInfo<Params>) => Response | Promise<Response>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => {
    const early = await preamble(area);
    if (early) return early;
    const token = bearer(info.request);
    const user = token ? sessionUser(token) : undefined;
    if (!token || !user) return json(UNAUTHENTICATED, 401);
    return resolver({ ...info, user, token });
  };
}

/** Wraps a resolver of a public endpoint (the login): the demo switches only. */
export function withoutSession<Params extends PathParams = PathParams>(
  area: string,
  resolver: (info: PublicDemoInfo<Params>) => Response | Promise<Response>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => (await preamble(area)) ?? resolver(info);
}

/** Reads a JSON body, or undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
