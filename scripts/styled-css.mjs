// The minification of styled-components' CSS shared by admin-ui's package build (packages/admin-ui/tsup.config.ts)
// and the app's build (packages/admin-app/vite.config.ts): styled-components' own Babel plugin takes the comments,
// indentation and line breaks out of every template, which a JS minifier leaves as written.

/** A module worth the transform: it imports styled-components, or admin-ui's `utils/styled` wrapper of it. */
export const importsStyled = (source) => /from '(styled-components|(\.\.?\/)+(utils\/)?styled)'/.test(source);

/** babel-plugin-styled-components, minifying only: no class names, no SSR ids, no transpiled templates. */
export const styledCssPlugin = [
  'babel-plugin-styled-components',
  {
    minify: true,
    // admin-ui's `styled` comes from utils/styled.ts (the CommonJS default unwrapped): the same function.
    topLevelImportPaths: ['../../utils/styled', '../utils/styled', './styled'],
    transpileTemplateLiterals: false,
    displayName: false,
    ssr: false,
    fileName: false,
    pure: true,
  },
];
