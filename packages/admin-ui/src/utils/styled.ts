import styledImport from 'styled-components';

/**
 * styled-components 6 ships no `exports` map, so Node's ESM loader (SSR, or Vitest running a
 * consumer's tests) hands our ESM build its CommonJS module object as the default import, and
 * `styled.button` is undefined there. Bundlers give the function itself. Take whichever is real.
 * Named imports (css, keyframes, createGlobalStyle) are unaffected.
 */
const styled: typeof styledImport = (styledImport as unknown as { default?: typeof styledImport }).default ?? styledImport;

export default styled;
