import { http, type HttpHandler } from 'msw';
import { onResetDb } from '../../demo/db';
import { demoRoute, type ApiPath, type KnownFields, type RequestBody, type Schema } from '../../api/contract';
import { readJson, reply, withSession } from '../../demo/respond';
import { seedFeeCatalogue, type DemoFee } from './demoCatalogue';
import { getDemoSettings } from '../../demo/settings';
import { demoHoursAgo } from '../../demo/clock';

/**
 * Fees and fee distributions: the demo store and its handlers.
 *
 * - GET /api/fees answers `{ message, data: { data: [...] } }`, GET /api/fees-distribution `{ message, data: [...] }`
 *   (docs/product.md#unreadable-answers).
 * - PATCH /api/fees `{ fees: [...] }` and PATCH /api/fees-distribution `{ distributions: [...] }` validate the body
 *   and update the store; rows are matched by id. A refused body (nothing applied) answers 422 as Laravel does:
 *   `{ message, errors }`, `errors` keyed by the place of each problem in the list sent (`fees.0.payer_percentage`,
 *   `distributions.3.guarantor_fixed`), `message` the first problem and how many more.
 * - `?demo-rows=N` (getDemoSettings().rows > 0): both lists hold N generated rows (deterministic, built once per N
 *   and kept until the next reset, so a PATCH sticks). The seed catalogue stays in `feesStore.fees` for the areas
 *   that refer to fees (discounts).
 * - `?demo-concurrent=1` (getDemoSettings().concurrent): another admin's save. Right after the first GET of each
 *   list is answered, a row of it changes on the server (fee 1's payer percentage +0.25; distribution 1's guarantor
 *   and processor percentages 20/10 -> 25/5, a split that still adds up to 100), stamped with `updated_at`, once
 *   per list until the next reset: the screen's next save finds the row changed since its grid loaded.
 */

/** The product's name in the distribution keys: wallet_percentage, wallet_fixed. */
export const DEMO_PRODUCT = 'wallet';

export interface DemoDistribution {
  id: number;
  processor_id: number;
  guarantor_id: number;
  /** The fee it splits; null for one whose fee was deleted (shown as Unknown). */
  fee_id: number | null;
  wallet_percentage: number;
  guarantor_percentage: number;
  processor_percentage: number;
  wallet_fixed: number;
  guarantor_fixed: number;
  processor_fixed: number;
  /** When the row last changed: only the rows the demo's other admin saved (?demo-concurrent) carry it. */
  updated_at?: string;
}

/** Splits that sum to 100, and (every 7th) one that does not: the screen warns about those. */
const SPLITS: readonly (readonly [number, number, number])[] = [
  [70, 20, 10],
  [60, 25, 15],
  [50, 30, 20],
  [80, 10, 10],
  [65, 20, 15],
  [75, 15, 10],
  [55, 25, 15], // 95: the demo's inconsistent row
];
const FIXED: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [0.1, 0.05, 0.05],
  [0.2, 0.1, 0.05],
  [0.15, 0.05, 0],
];

function makeDistribution(id: number, feeId: number | null): DemoDistribution {
  const i = id - 1;
  const [wallet_percentage, guarantor_percentage, processor_percentage] = SPLITS[i % SPLITS.length]!;
  const [wallet_fixed, guarantor_fixed, processor_fixed] = FIXED[i % FIXED.length]!;
  return {
    id,
    processor_id: 3 + (i % 2),
    guarantor_id: 1 + (i % 3 === 2 ? 1 : 0),
    fee_id: feeId,
    wallet_percentage,
    guarantor_percentage,
    processor_percentage,
    wallet_fixed,
    guarantor_fixed,
    processor_fixed,
  };
}

/** One distribution per fee, plus one whose fee no longer exists. */
export function seedDistributions(fees: readonly DemoFee[]): DemoDistribution[] {
  const list = fees.map((fee, i) => makeDistribution(i + 1, fee.id));
  list.push(makeDistribution(list.length + 1, null));
  return list;
}

/** `count` fees: the catalogue repeated, aliases and English names numbered after the first round. */
export function generateFees(count: number): DemoFee[] {
  const catalogue = seedFeeCatalogue();
  const out: DemoFee[] = new Array<DemoFee>(count);
  for (let i = 0; i < count; i += 1) {
    const base = catalogue[i % catalogue.length]!;
    const round = Math.floor(i / catalogue.length);
    out[i] =
      round === 0
        ? { ...base, id: i + 1 }
        : { ...base, id: i + 1, name_alias: `${base.name_alias}_${round + 1}`, name_english: `${base.name_english} (${round + 1})` };
  }
  return out;
}

/** `count` distributions over `fees` (one per fee, cycling when there are more distributions than fees). */
export function generateDistributions(count: number, fees: readonly DemoFee[]): DemoDistribution[] {
  const out: DemoDistribution[] = new Array<DemoDistribution>(count);
  for (let i = 0; i < count; i += 1) out[i] = makeDistribution(i + 1, fees.length ? fees[i % fees.length]!.id : null);
  return out;
}

interface FeesArea {
  fees: DemoFee[];
  distributions: DemoDistribution[];
}

function seedArea(): FeesArea & { generated: (FeesArea & { rows: number }) | null; concurrentDone: Set<'fees' | 'distributions'> } {
  const fees = seedFeeCatalogue();
  return { fees, distributions: seedDistributions(fees), generated: null, concurrentDone: new Set() };
}

export const feesStore = seedArea();

onResetDb(() => {
  Object.assign(feesStore, seedArea());
});

/** The lists the handlers serve now: the seed, or N generated rows under ?demo-rows=N. */
export function activeFeesArea(): FeesArea {
  const { rows } = getDemoSettings();
  if (rows <= 0) return feesStore;
  if (feesStore.generated?.rows !== rows) {
    const fees = generateFees(rows);
    feesStore.generated = { rows, fees, distributions: generateDistributions(rows, fees) };
  }
  return feesStore.generated;
}

const plus = (value: unknown, delta: number) => Math.round(((typeof value === 'number' ? value : Number(value) || 0) + delta) * 100) / 100;

/** ?demo-concurrent: another admin changes the first row of `list`, once, after this answer was built. */
function concurrentChange(list: 'fees' | 'distributions'): void {
  if (!getDemoSettings().concurrent || feesStore.concurrentDone.has(list)) return;
  feesStore.concurrentDone.add(list);
  const area = activeFeesArea();
  // The demo's "now" (demo/clock.ts): fixed in tests and stories, so a picture of the merge shows the same time every
  // day; today in the demo people use.
  const updated_at = demoHoursAgo(0);
  if (list === 'fees') {
    const fee = area.fees[0];
    if (fee) area.fees[0] = { ...fee, payer_percentage: plus(fee.payer_percentage, 0.25), updated_at };
  } else {
    const d = area.distributions[0];
    if (d)
      area.distributions[0] = {
        ...d,
        guarantor_percentage: plus(d.guarantor_percentage, 5),
        processor_percentage: plus(d.processor_percentage, -5),
        updated_at,
      };
  }
}

/** A distribution as the API shows it: the fee as an object with its name_alias, or null. */
function distributionView(d: DemoDistribution, feesById: ReadonlyMap<number, DemoFee>): Schema<'Distribution'> {
  const { fee_id, ...rest } = d;
  const fee = fee_id === null ? undefined : feesById.get(fee_id);
  return { ...rest, fee: fee ? { id: fee.id, name_alias: fee.name_alias } : null };
}

// --- PATCH validation ------------------------------------------------------------------------------------------

type Check = { ok: true; value: unknown } | { ok: false; message: string };
type FieldKind = 'percentage' | 'amount' | 'text' | 'name';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toAmount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Laravel's rules, as the API would word them: text is trimmed first, and a required name must not be blank. */
function checkField(field: string, value: unknown, kind: FieldKind): Check {
  if (kind === 'text' || kind === 'name') {
    if (value !== null && typeof value !== 'string') return { ok: false, message: `The ${field} field must be a string.` };
    const text = (value ?? '').trim();
    if (kind === 'name' && text === '') return { ok: false, message: `The ${field} field is required.` };
    return { ok: true, value: text };
  }
  const n = toAmount(value);
  if (n === null) return { ok: false, message: `The ${field} field must be a number.` };
  if (kind === 'percentage' && (n < 0 || n > 100)) return { ok: false, message: `The ${field} field must be between 0 and 100.` };
  if (n < 0) return { ok: false, message: `The ${field} field must be at least 0.` };
  return { ok: true, value: n };
}

const FEE_FIELDS: { [Field in KnownFields<Schema<'Fee'>>]?: FieldKind } = {
  type: 'text',
  name_english: 'name',
  name_arabic: 'name',
  conditions: 'text',
  payer_percentage: 'percentage',
  payee_percentage: 'percentage',
  payer_minimum: 'amount',
  payee_minimum: 'amount',
  fixed: 'amount',
};

const DISTRIBUTION_FIELDS: { [Field in KnownFields<Schema<'Distribution'>>]?: FieldKind } & Record<string, FieldKind> = {
  [`${DEMO_PRODUCT}_percentage`]: 'percentage',
  guarantor_percentage: 'percentage',
  processor_percentage: 'percentage',
  [`${DEMO_PRODUCT}_fixed`]: 'amount',
  guarantor_fixed: 'amount',
  processor_fixed: 'amount',
};

/** A refused body: Laravel's 422, every problem under its key, the message the first one and how many more. */
export type Refusal = Required<Pick<Schema<'ErrorBody'>, 'message' | 'errors'>> & { errors: Record<string, string[]> };

function refusal(errors: Record<string, string[]>): Refusal {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message = more > 0 ? `${messages[0]} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : messages[0]!;
  return { message, errors };
}

/**
 * Validates a PATCH list: every item an object with the id of an existing row, every known field valid. Returns
 * the changes to apply (row index -> fields), or every problem found, keyed `<listKey>.<i>.<field>`. Unknown and
 * read-only fields (name_alias, fee, processor_id...) are ignored, as a real API ignores what it does not let
 * clients change.
 */
function readPatch<Op extends 'updateFees' | 'updateDistributions', Row extends { id: number }>(
  body: unknown,
  listKey: keyof RequestBody<Op> & string,
  label: string,
  rows: readonly Row[],
  fields: Partial<Record<string, FieldKind>>,
): { ok: true; changes: Map<number, Record<string, unknown>> } | ({ ok: false } & Refusal) {
  const list = isObject(body) ? body[listKey] : undefined;
  if (!Array.isArray(list) || list.length === 0) return { ok: false, ...refusal({ [listKey]: [`The ${listKey} field is required.`] }) };
  const indexById = new Map(rows.map((row, i) => [row.id, i]));
  const changes = new Map<number, Record<string, unknown>>();
  const errors: Record<string, string[]> = {};
  for (let i = 0; i < list.length; i += 1) {
    const item: unknown = list[i];
    if (!isObject(item)) {
      errors[`${listKey}.${i}`] = [`The ${listKey}.${i} field must be an object.`];
      continue;
    }
    const id = toAmount(item.id);
    const index = id === null ? undefined : indexById.get(id);
    if (index === undefined) {
      errors[`${listKey}.${i}.id`] = [`${label} ${String(item.id)} was not found.`];
      continue;
    }
    const set: Record<string, unknown> = changes.get(index) ?? {};
    for (const [field, kind] of Object.entries(fields)) {
      if (kind === undefined || !(field in item)) continue;
      const key = `${listKey}.${i}.${field}`;
      const check = checkField(key, item[field], kind);
      if (check.ok) set[field] = check.value;
      else errors[key] = [check.message];
    }
    changes.set(index, set);
  }
  if (Object.keys(errors).length > 0) return { ok: false, ...refusal(errors) };
  return { ok: true, changes };
}

const refusalBody = ({ message, errors }: Refusal): Schema<'ErrorBody'> => ({ message, errors });

/** A list's GET: answered, then (?demo-concurrent) another admin changes a row of it, for the screen's next save to find. */
function listHandler(path: ApiPath, list: keyof FeesArea, answer: (area: FeesArea) => Response): HttpHandler {
  return http.get(
    demoRoute(path),
    withSession('fees', () => {
      const response = answer(activeFeesArea());
      concurrentChange(list);
      return response;
    }),
  );
}

type PatchOp = 'updateFees' | 'updateDistributions';

/**
 * A list's PATCH: the body validated whole (a refused one applies nothing: 422), then each row found by id takes the
 * fields sent; `said` is the message, counting the rows changed.
 */
function patchHandler<Op extends PatchOp>(
  path: ApiPath,
  op: Op,
  list: keyof RequestBody<Op> & keyof FeesArea,
  label: string,
  fields: Partial<Record<string, FieldKind>>,
  said: (count: number) => string,
): HttpHandler {
  return http.patch(
    demoRoute(path),
    withSession('fees', async ({ request }) => {
      const rows: { id: number }[] = activeFeesArea()[list];
      const patch = readPatch<Op, { id: number }>(await readJson(request), list, label, rows, fields);
      if (!patch.ok) return reply<PatchOp, 422>(op, refusalBody(patch), 422);
      for (const [index, set] of patch.changes) rows[index] = { ...rows[index]!, ...set };
      return reply<PatchOp>(op, { message: said(patch.changes.size) });
    }),
  );
}

export const handlers: HttpHandler[] = [
  // The contract (listFees) puts the list at data.data.
  listHandler('/api/fees', 'fees', (area) => reply('listFees', { message: 'Fees retrieved successfully.', data: { data: area.fees } })),
  patchHandler(
    '/api/fees',
    'updateFees',
    'fees',
    'Fee',
    FEE_FIELDS,
    (count) => `Fees updated successfully (${count} ${count === 1 ? 'fee' : 'fees'}).`,
  ),
  listHandler('/api/fees-distribution', 'distributions', (area) => {
    const feesById = new Map(area.fees.map((fee) => [fee.id, fee]));
    return reply('listDistributions', {
      message: 'Fee distributions retrieved successfully.',
      data: area.distributions.map((d) => distributionView(d, feesById)),
    });
  }),
  patchHandler(
    '/api/fees-distribution',
    'updateDistributions',
    'distributions',
    'Distribution',
    DISTRIBUTION_FIELDS,
    (count) => `Fee distributions updated successfully (${count} ${count === 1 ? 'distribution' : 'distributions'}).`,
  ),
];
