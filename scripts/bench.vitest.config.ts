// Runs the Fees benchmark (scripts/bench-fees.ts) in node: vitest only compiles the demo backend's TypeScript.
// Not one of the test projects: `npm test` never runs it. Start it with `npm run bench`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/bench-fees.ts'],
    environment: 'node',
    testTimeout: 0,
    hookTimeout: 0,
  },
});
