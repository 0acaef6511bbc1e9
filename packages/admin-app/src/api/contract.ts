import type { components, operations, paths } from './schema';

/**
 * The API contract's types (schema.ts, generated from docs/api/openapi.yaml) as the services and the
 * demo backend use them, so both are held to one document: a renamed field, path or status in the
 * contract fails the type check of the call and of its demo handler alike.
 */

/** A named schema of the contract, e.g. `Schema<'Fee'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A path of the contract, as written there: `/api/discount-promotions/{id}`. */
export type ApiPath = keyof paths;

/** An operation of the contract, by its operationId: `getDiscount`. */
export type OperationId = keyof operations;

/** The JSON body an operation takes. */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody?: { content: infer Content } }
  ? Content[keyof Content]
  : never;

/** The query parameters of an operation. */
export type Query<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;

/** The statuses an operation may answer, as the contract lists them (200, 404, '5XX'...). */
export type AnswerStatus<Op extends OperationId> = keyof operations[Op]['responses'];

/** The JSON body an operation answers with `Status` (its 200 unless said). */
export type ResponseBody<Op extends OperationId, Status = 200> = Status extends keyof operations[Op]['responses']
  ? operations[Op]['responses'][Status] extends { content: { 'application/json': infer Body } }
    ? Body
    : never
  : never;

/**
 * A body read from the other side: its field names are the contract's (a renamed field fails the type
 * check of the reader), its values still unknown until checked.
 */
export type Untrusted<T> = { [Key in keyof T]?: unknown };

/** The fields a schema names, without its `[key: string]` catch-all (a Fee's other fields are kept as sent). */
export type KnownFields<T> = keyof { [Key in keyof T as string extends Key ? never : number extends Key ? never : Key]: T[Key] };

/** The names of a path's `{parameters}`: `'id' | 'documentId'`. */
type PathParameters<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParameters<Rest> : never;

/**
 * A path of the contract with its parameters filled: `apiPath('/api/discount-promotions/{id}', { id: 3 })`
 * is `/api/discount-promotions/3`. A value is put in as given: the caller checks ids that came from
 * elsewhere (kernel/recordPath idSegment).
 */
export function apiPath<P extends ApiPath>(
  path: P,
  ...[values]: [PathParameters<P>] extends [never] ? [] : [Record<PathParameters<P>, string | number>]
): string {
  if (!values) return path;
  const filled = values as Record<string, string | number>;
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => String(filled[name]));
}

/** The same path as an msw route of the demo backend, for any origin: `*\/api/discount-promotions/:id`. */
export function demoRoute(path: ApiPath): string {
  return `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}
