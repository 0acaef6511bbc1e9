/** The day a pictured story runs on unless it names its own (`parameters.today`; .storybook/visualStories.tsx). */
export const PICTURE_DAY = '2026-11-23T10:00:00';

/**
 * Makes "now" start at `today` (a date-time read in local time, e.g. '2026-11-23T10:00:00') and run on
 * from there: demo data whose dates count from today, and screens that compare with today, look the
 * same on every day. Only `Date` changes (timers are untouched). Returns the undo.
 */
export function startClockAt(today: string): () => void {
  const RealDate = Date;
  const offset = new RealDate(today).getTime() - RealDate.now();
  if (Number.isNaN(offset)) throw new Error(`parameters.today is not a date: ${today}`);
  const now = () => RealDate.now() + offset;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string]));
    }
    static override now() {
      return now();
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
