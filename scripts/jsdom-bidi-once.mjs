// Imported first in the unit tests' child processes (vitest.config.ts, `execArgv`), before jsdom: bidi-js's factory, made
// to build its Unicode tables once. jsdom's selector engine (@asamuzakjp/dom-selector, 7.1.1 here and still in its
// latest, 10.0.6) calls `bidiFactory()` on every directionality check, and each call parses the tables afresh: for
// an element with dir="auto" under a :dir(rtl) style rule, every computed style (so every getByRole) parses them
// again. That was 37 of FeesPage.test's 77 CPU seconds; 200 `:dir(rtl)` queries over three dir="auto" elements take
// 4,957 ms without this and 58 ms with it. The factory's functions are pure, so one set serves every caller.
//
// How: Node's module cache gets a bidi-js entry, already loaded, whose exports are the memoised factory. dom-selector
// is ESM and imports this CommonJS file; Node's ESM loader takes a loaded cache entry's exports (replacing the exports
// of a module loaded the usual way is not seen: the loader keeps its own copy). The real file is compiled apart.
// Test tooling only (the app and admin-ui do not use bidi-js). Remove once dom-selector keeps one factory.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);

const selector = dirname(require.resolve('@asamuzakjp/dom-selector/package.json', { paths: [dirname(require.resolve('jsdom'))] }));
const path = require.resolve('bidi-js', { paths: [selector] });

const real = new Module(path);
real.filename = path;
real._compile(readFileSync(path, 'utf8'), path);
const bidiFactory = real.exports;

let made;
const once = new Module(path);
once.filename = path;
once.loaded = true;
once.exports = Object.assign(() => (made ??= bidiFactory()), bidiFactory);
require.cache[path] = once;
