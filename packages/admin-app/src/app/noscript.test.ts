import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The page a browser without JavaScript shows (index.html's `<noscript>`): it cannot know the language chosen in the
 * app, so it says it in both, each paragraph marked with its language and direction (docs/languages.md).
 */
describe('index.html without JavaScript', () => {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  // Parsed as a browser with scripting off reads it: the <noscript>'s content as elements.
  const noscript = new DOMParser().parseFromString(html, 'text/html').querySelector('noscript')!;
  const paragraph = (lang: string) => noscript.querySelector<HTMLElement>(`:scope > p[lang="${lang}"]`);

  it('says in English and in Arabic that the console needs JavaScript, each in its language and direction', () => {
    // Read as plain DOM: the parsed document is not the test's, which jest-dom's matchers ask for.
    expect(paragraph('en')?.getAttribute('dir')).toBe('ltr');
    expect(paragraph('en')?.textContent).toContain('Processor Admin needs JavaScript.');
    expect(paragraph('ar')?.getAttribute('dir')).toBe('rtl');
    expect(paragraph('ar')?.textContent).toMatch(/تحتاج .+ إلى/);
  });

  it('has no Latin word in the Arabic sentence but the names, which are marked English', () => {
    const arabic = paragraph('ar')!.cloneNode(true) as HTMLElement;
    const names = [...arabic.querySelectorAll('[lang="en"]')];
    expect(names.map((name) => name.textContent)).toEqual(['Processor Admin', 'JavaScript', 'JavaScript']);
    for (const name of names) name.remove();
    expect(arabic.textContent).not.toMatch(/[A-Za-z]/);
  });
});
