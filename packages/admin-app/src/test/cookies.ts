import { vi } from 'vitest';

/** Records every string written to document.cookie (attributes included) while still writing it. */
export function recordCookieWrites() {
  let proto: object | null = document;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  const setter = descriptor?.set;
  if (!setter) throw new Error('document.cookie has no setter here');
  const writes: string[] = [];
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    setter.call(document, value);
  });
  return {
    writes,
    /** The last write of the token cookie. */
    token: () => [...writes].reverse().find((w) => w.startsWith('access_token=')),
    restore: () => spy.mockRestore(),
  };
}
