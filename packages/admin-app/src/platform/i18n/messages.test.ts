import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = __dirname;
const src = join(here, '../..');
const read = (locale: string) => JSON.parse(readFileSync(join(here, `${locale}.json`), 'utf8')) as Record<string, string>;
const en = read('en');
const ar = read('ar');

/** Every app source file (not tests, stories or the message files themselves). */
const sources = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories|browser\.test)\.tsx?$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
const code = sources.map((file) => readFileSync(file, 'utf8')).join('\n');

/** The {placeholders} (and plural/select arguments) of an ICU message. */
const argumentsOf = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('the message files', () => {
  it('has every English key in Arabic, and nothing more', () => {
    const missing = Object.keys(en).filter((key) => !(key in ar));
    const extra = Object.keys(ar).filter((key) => !(key in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has no empty Arabic message, and the same placeholders as English', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(ar[key]?.trim(), key).toBeTruthy();
      expect(argumentsOf(ar[key] ?? ''), key).toEqual(argumentsOf(message));
    }
  });

  it('uses every key somewhere in the app (as a quoted literal)', () => {
    const unused = Object.keys(en).filter((key) => !code.includes(`'${key}'`));
    expect(unused, `unused keys (sources scanned under ${relative(process.cwd(), src)})`).toEqual([]);
  });
});
