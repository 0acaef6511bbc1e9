/**
 * The demo store's "now", from which the review seeds count back (KYC and KYB updated_at, created_at).
 * Fixed by default (20 Jan 2026, 09:00 UTC), so tests and stories see the same data every day; the demo
 * backends people use (the browser demo, the demo server) start it at today, so the queues' ages vary
 * (some cases a few hours old, some past the age limit) as they do in production.
 */
export const FIXED_DEMO_NOW = Date.UTC(2026, 0, 20, 9, 0, 0);

let now = FIXED_DEMO_NOW;

/** Sets the demo's "now" (ms since the epoch); the next reset of the store seeds from it. */
export function setDemoNow(ms: number): void {
  now = ms;
}

/** The ISO timestamp `hours` before the demo's "now". */
export function demoHoursAgo(hours: number): string {
  return new Date(now - hours * 3_600_000).toISOString();
}

/** The demo's "now" (ms since the epoch): the time a demo backend stamps on what it changes. */
export function demoNow(): number {
  return now;
}
