import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The floors of the app (eslint.config.js) bite: an import that runs up a floor, or into another
 * feature past its public.ts, fails the lint. Each case lints one line as if it stood in that file.
 */
const root = resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath: resolve(__dirname, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the floors of admin-app, enforced by lint', () => {
  it('refuses a feature in the platform', async () => {
    expect(await refusals('platform/http.ts', "import { value } from '../features/fees';")).toEqual([
      expect.stringContaining('never import it'),
    ]);
  });

  it('refuses a feature in the kernel', async () => {
    expect(await refusals('kernel/useRemote.ts', "import { value } from '../features/kyc/api';")).toEqual([
      expect.stringContaining('never import it'),
    ]);
  });

  it('refuses an upward import() as it refuses a static one', async () => {
    expect(await refusals('platform/http.ts', "const value = () => import('../features/fees');")).toEqual([
      expect.stringContaining('never import it'),
    ]);
    expect(await refusals('kernel/useRemote.ts', "const value = () => import('../app/router');")).toHaveLength(1);
    expect(await refusals('platform/http.ts', "const value = () => import('./unwrap');")).toEqual([]);
  });

  it('refuses the kernel, the app and the demo backend in the platform', async () => {
    expect(await refusals('platform/session/session.ts', "import { value } from '../../kernel/useRemote';")).toHaveLength(1);
    expect(await refusals('platform/http.ts', "import { value } from '../app/appEvents';")).toHaveLength(1);
    expect(await refusals('platform/http.ts', "import { value } from '../demo/db';")).toHaveLength(1);
  });

  it("refuses another feature's inside and its index (the app's face), and accepts its public.ts or review-shared", async () => {
    expect(await refusals('features/discounts/DiscountForm.tsx', "import { value } from '../promotion-groups/api';")).toEqual([
      expect.stringContaining('through its public.ts only'),
    ]);
    expect(await refusals('features/discounts/DiscountForm.tsx', "import { value } from '../promotion-groups';")).toEqual([
      expect.stringContaining('through its public.ts only'),
    ]);
    expect(await refusals('features/discounts/DiscountForm.tsx', "const value = () => import('../promotion-groups');")).toHaveLength(1);
    expect(await refusals('features/discounts/DiscountForm.tsx', "import { value } from '../promotion-groups/public';")).toEqual([]);
    expect(await refusals('features/kyb/KybListPage.tsx', "import { value } from '../review-shared/rules';")).toEqual([]);
    // A feature's own files, and a demo reading another area's demo store.
    expect(await refusals('features/fees/FeesPage.tsx', "import { value } from './rules';")).toEqual([]);
    expect(await refusals('features/discounts/demo.ts', "import { value } from '../promotion-groups/demo';")).toEqual([]);
    expect(await refusals('features/discounts/demo.ts', "import { value } from '../promotion-groups/api';")).toHaveLength(1);
  });

  it('refuses app/ everywhere below it, and lets a feature use the kernel, the platform and the demo core', async () => {
    expect(await refusals('features/fees/FeesPage.tsx', "import { value } from '../../app/router';")).toHaveLength(1);
    expect(await refusals('kernel/useEntityForm.ts', "import { value } from '../app/bridges';")).toHaveLength(1);
    expect(await refusals('features/fees/demo.ts', "import { value } from '../../demo/db';")).toEqual([]);
    expect(await refusals('features/fees/FeesPage.tsx', "import { value } from '../../kernel/useRemote';")).toEqual([]);
    expect(await refusals('kernel/useRemote.ts', "import { value } from '../platform/http';")).toEqual([]);
  });

  it("lets the app take an area's routes (index.tsx) and sidebar entry (nav.tsx), and nothing else of it", async () => {
    expect(await refusals('app/features.ts', "import { value } from '../features/kyc';")).toEqual([]);
    expect(await refusals('app/sidebarLinks.tsx', "import { value } from '../features/kyc/nav';")).toEqual([]);
    expect(await refusals('app/sidebarLinks.tsx', "import { value } from '../features/kyc/names';")).toHaveLength(1);
    expect(await refusals('app/sidebarLinks.tsx', "import { value } from '../features/kyc/navigation';")).toHaveLength(1);
  });

  it("refuses react-router's UNSAFE_ internals", async () => {
    expect(await refusals('kernel/useListParams.ts', "import { UNSAFE_DataRouterContext as value } from 'react-router-dom';")).toEqual([
      expect.stringContaining('UNSAFE_'),
    ]);
  });
});
