import { describe, expect, it } from 'vitest';
import { createTheme, lightTheme, themeToCssVariables, vars } from './tokens';

describe('theme tokens', () => {
  it('references every token as a CSS variable', () => {
    expect(vars.color.primary).toBe('var(--admin-color-primary, #1d4ed8)');
    expect(vars.color.surfaceMuted).toBe('var(--admin-color-surface-muted, #f0f2f5)');
    expect(vars.space[3]).toBe('var(--admin-space-3, 12px)');
    expect(vars.z.loadingBar).toBe('var(--admin-z-loading-bar, 1200)');
  });

  it('writes one declaration per token', () => {
    const css = themeToCssVariables(lightTheme);
    expect(css).toContain('--admin-color-primary: #1d4ed8;');
    expect(css).toContain('--admin-font-size-md: 14px;');
    const count = (tree: object): number =>
      Object.values(tree).reduce<number>((n, v) => n + (typeof v === 'string' ? 1 : count(v as object)), 0);
    expect(css.split('\n')).toHaveLength(count(lightTheme));
  });

  it('derives a theme, replacing only the given tokens', () => {
    const brand = createTheme({ color: { primary: '#0b6e4f' }, radius: { md: '2px' } });
    expect(brand.color.primary).toBe('#0b6e4f');
    expect(brand.color.danger).toBe(lightTheme.color.danger);
    expect(brand.radius.md).toBe('2px');
    expect(brand.radius.lg).toBe(lightTheme.radius.lg);
    expect(lightTheme.color.primary).toBe('#1d4ed8');
  });
});
