import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { features } from './features';
import { sidebarLinks } from './sidebarLinks';
import { cliqPaths } from '../features/cliq';
import { discountsPaths } from '../features/discounts';
import { feesPaths } from '../features/fees';
import { kybPaths } from '../features/kyb';
import { kycPaths } from '../features/kyc';
import { promotionGroupsPaths } from '../features/promotion-groups';
import { setupDemoServer } from '../test/demoServer';
import { renderApp, signInAsAdmin } from '../test/renderApp';
import { clearClientState } from '../test/session';
import { preloadScreens } from '../test/preloadScreens';

setupDemoServer();
beforeAll(preloadScreens);
beforeEach(() => {
  clearClientState();
  signInAsAdmin();
});

/** Every address each feature's paths object names (its record builders left out). */
const written = new Set(
  [cliqPaths, discountsPaths, feesPaths, kybPaths, kycPaths, promotionGroupsPaths].flatMap((paths) =>
    Object.values(paths).filter((value): value is string => typeof value === 'string'),
  ),
);

describe("each feature's paths object", () => {
  it('is where its routes and sidebar entries take their addresses (an address is written once)', () => {
    const routePaths = features.flatMap((feature) => feature.routes.map((route) => route.path));
    const sidebarPaths = sidebarLinks.flatMap((entry) => [entry.to, ...(entry.also ?? [])]);
    expect(routePaths.filter((path) => !written.has(path ?? ''))).toEqual([]);
    expect(sidebarPaths.filter((path) => !written.has(path))).toEqual([]);
  });

  it.each([
    [cliqPaths.record(9), 'Cliq account review'],
    [kycPaths.record(5), 'KYC verification review'],
    [kybPaths.record(7), 'KYB verification review'],
    [discountsPaths.record(2), 'Edit discount'],
    [promotionGroupsPaths.record(3), 'Edit discount group'],
  ])('builds record addresses the router opens: %s', async (path, heading) => {
    renderApp(path!);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('keeps the record address checks of kernel/recordPath: an id that is not plain gives no address', () => {
    expect([cliqPaths.record('..'), kycPaths.record('a/b'), discountsPaths.record('%2e')]).toEqual([null, null, null]);
  });
});
