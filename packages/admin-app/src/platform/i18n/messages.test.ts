import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = __dirname;
const src = join(here, '../..');
const files = readdirSync(src, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

/**
 * Every catalogue of the app: the shell's (platform/i18n) and each feature's (features/<area>/messages),
 * an en.json with an ar.json beside it.
 */
const catalogues = files
  .filter((entry) => entry.name === 'en.json')
  .map((entry) => entry.parentPath)
  .filter((folder) => folder === here || /[\\/]messages$/.test(folder));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** Every app source file (not tests, stories or the message files themselves). */
const code = files
  .filter((entry) => /\.tsx?$/.test(entry.name) && !/\.(test|stories|browser\.test)\.tsx?$/.test(entry.name))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  .join('\n');

/**
 * The {placeholders} (and plural/select arguments) of an ICU message, each once: Arabic has more plural forms than
 * English (zero, two, few, many), so the same placeholder appears in more branches.
 */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]))].sort();

describe('the message files', () => {
  it('finds the shell catalogue and the features’ catalogues', () => {
    expect(catalogues).toContain(here);
  });

  for (const folder of catalogues) {
    const name = relative(src, folder);
    const en = read(join(folder, 'en.json'));
    const arFile = join(folder, 'ar.json');
    const ar = existsSync(arFile) ? read(arFile) : {};

    describe(name, () => {
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
        expect(unused).toEqual([]);
      });

      if (folder !== here) {
        it('prefixes every key with its feature’s folder name, so no two catalogues share a key', () => {
          const area = `${dirname(folder).split(/[\\/]/).pop()}.`;
          expect(Object.keys(en).filter((key) => !key.startsWith(area))).toEqual([]);
        });
      }
    });
  }
});
