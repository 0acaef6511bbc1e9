import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  target: 'es2022',
  dts: { compilerOptions: { ignoreDeprecations: '6.0', composite: false, emitDeclarationOnly: false } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
});
