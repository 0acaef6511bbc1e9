/**
 * Switches of the demo backend: slow it down, make areas fail, or make it hold many rows.
 * In the browser they are read once at boot from the page URL and kept in sessionStorage so they
 * survive navigation:
 *   ?demo-delay=1500        ms added to every response
 *   ?demo-fail=all          every handler answers 500 { message: 'Demo failure (demo-fail)' }
 *   ?demo-fail=auth,fees    only those areas fail
 *   ?demo-rows=1000         list sizes for performance work (areas that support it)
 *   ?demo-concurrent=1      another admin saves a change after a list loads (fees and distributions, once)
 *   ?demo-missing-files=1   every KYC and seeded KYB document file answers 404 (the review's risky approvals)
 *   ?demo-reset             forget the stored switches
 * In node (tests, e2e server) call setDemoSettings directly.
 */
export interface DemoSettings {
  /** Milliseconds added to every response. */
  delayMs: number;
  /** 'all', or the areas (handler groups such as 'auth', 'fees') that answer 500. */
  fail: 'all' | readonly string[];
  /** Rows the list areas generate, when greater than their seed (0: the seed). */
  rows: number;
  /**
   * Another admin's save: after the Fees or Distributions list is first served, one of its rows changes on the
   * server (once per list until the demo resets), so the next save meets a row changed since the grid loaded.
   */
  concurrent?: boolean;
  /** Every KYC document file answers 404 Not Found, as a storage that lost them would. */
  missingFiles?: boolean;
}

export const defaultDemoSettings: DemoSettings = Object.freeze({ delayMs: 0, fail: Object.freeze([]) as readonly string[], rows: 0 });

let settings: DemoSettings = defaultDemoSettings;

export function getDemoSettings(): DemoSettings {
  return settings;
}

/** Replaces the settings: omitted fields go back to their defaults (`setDemoSettings({})` resets). */
export function setDemoSettings(next: Partial<DemoSettings>): DemoSettings {
  settings = { ...defaultDemoSettings, ...next };
  return settings;
}

/** True when the area's handlers should fail. */
export function shouldFail(area: string): boolean {
  return settings.fail === 'all' || settings.fail.includes(area);
}

export const DEMO_FAILURE_MESSAGE = 'Demo failure (demo-fail)';

const STORAGE_KEY = 'admin-demo:settings';
const MAX_DELAY_MS = 60_000;
const MAX_ROWS = 100_000;

function toInt(value: string | null, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), max) : undefined;
}

/** Parses the demo query parameters; only the ones present are returned. */
export function parseDemoParams(search: string): Partial<DemoSettings> {
  const params = new URLSearchParams(search);
  const parsed: { -readonly [K in keyof DemoSettings]?: DemoSettings[K] } = {};
  const delayMs = toInt(params.get('demo-delay'), MAX_DELAY_MS);
  if (delayMs !== undefined) parsed.delayMs = delayMs;
  const fail = params.get('demo-fail');
  if (fail !== null) {
    const areas = fail
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean);
    parsed.fail = areas.includes('all') ? 'all' : areas;
  }
  const rows = toInt(params.get('demo-rows'), MAX_ROWS);
  if (rows !== undefined) parsed.rows = rows;
  const concurrent = params.get('demo-concurrent');
  if (concurrent !== null) parsed.concurrent = concurrent !== '0' && concurrent !== 'false';
  const missingFiles = params.get('demo-missing-files');
  if (missingFiles !== null) parsed.missingFiles = missingFiles !== '0' && missingFiles !== 'false';
  return parsed;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function readStored(storage: StorageLike): Partial<DemoSettings> {
  try {
    const raw: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const { delayMs, fail, rows, concurrent, missingFiles } = raw as Record<string, unknown>;
    const stored: { -readonly [K in keyof DemoSettings]?: DemoSettings[K] } = {};
    if (typeof delayMs === 'number') stored.delayMs = delayMs;
    if (fail === 'all' || (Array.isArray(fail) && fail.every((a) => typeof a === 'string'))) stored.fail = fail as DemoSettings['fail'];
    if (typeof rows === 'number') stored.rows = rows;
    if (typeof concurrent === 'boolean') stored.concurrent = concurrent;
    if (typeof missingFiles === 'boolean') stored.missingFiles = missingFiles;
    return stored;
  } catch {
    return {};
  }
}

/**
 * Browser boot: `?demo-reset` forgets the stored switches; query parameters override them and
 * are stored for the rest of the tab's life.
 */
export function loadDemoSettingsFromUrl(search: string, storage: StorageLike): DemoSettings {
  const params = new URLSearchParams(search);
  if (params.has('demo-reset')) storage.removeItem(STORAGE_KEY);
  const merged = { ...readStored(storage), ...parseDemoParams(search) };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // sessionStorage unavailable: the switches last for this page only.
  }
  return setDemoSettings(merged);
}
