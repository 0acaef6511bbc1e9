import styledImport from 'styled-components';

/**
 * styled-components 6 ships no `exports` map, so Node's ESM loader (SSR, or Vitest running a
 * consumer's tests) hands our ESM build its CommonJS module object as the default import, and
 * `styled.button` is undefined there. Bundlers give the function itself. Take whichever is real.
 * Named imports (css, keyframes, createGlobalStyle) are unaffected.
 */
const styled: typeof styledImport = (styledImport as unknown as { default?: typeof styledImport }).default ?? styledImport;

export default styled;

/**
 * The helpers, from here too, so a styles file has one import: `import styled, { css } from '…/utils/styled'`.
 * The build's CSS minifier (babel-plugin-styled-components, tsup.config.ts) takes a default import from this
 * module, written after a separate `import { css } from 'styled-components'`, for `css` itself, and then leaves
 * every `css`/`keyframes`/`createGlobalStyle` template of that file unminified (comments and indentation shipped).
 */
export { createGlobalStyle, css, keyframes } from 'styled-components';
