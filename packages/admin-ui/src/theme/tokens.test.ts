import { describe, expect, it } from 'vitest';
import { darkTheme } from './darkTheme';
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

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('the strong border (the edge of a field, a filter, a checkbox)', () => {
  // WCAG 1.4.11: a control's boundary needs 3:1 against what is around it: the page and the surfaces it sits on.
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('reaches 3:1 against the page and every surface in %s', (_name, theme) => {
    for (const around of [theme.color.bg, theme.color.surface, theme.color.surfaceMuted, theme.color.surfaceRaised]) {
      expect(contrast(theme.color.borderStrong, around), `${theme.color.borderStrong} on ${around}`).toBeGreaterThanOrEqual(3);
    }
  });
});
