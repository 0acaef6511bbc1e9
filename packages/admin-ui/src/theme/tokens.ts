/**
 * Design tokens. Components never read these objects at render time: they use the
 * `vars` references (CSS custom properties), and `AdminThemeProvider` writes the values
 * once, so a theme switch (light, dark, a brand) touches no component.
 */
export interface ThemeTokens {
  color: {
    bg: string;
    surface: string;
    surfaceMuted: string;
    surfaceRaised: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    textInverse: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    primarySubtle: string;
    focus: string;
    success: string;
    successBg: string;
    warning: string;
    warningBg: string;
    danger: string;
    dangerHover: string;
    dangerBg: string;
    info: string;
    infoBg: string;
    neutral: string;
    neutralBg: string;
    overlay: string;
    sidebarBg: string;
    sidebarText: string;
    sidebarActiveBg: string;
    skeleton: string;
    skeletonHighlight: string;
    dirty: string;
  };
  space: { 0: string; 1: string; 2: string; 3: string; 4: string; 5: string; 6: string; 7: string; 8: string };
  font: {
    family: string;
    familyMono: string;
    sizeXs: string;
    sizeSm: string;
    sizeMd: string;
    sizeLg: string;
    sizeXl: string;
    sizeXxl: string;
    weightRegular: string;
    weightMedium: string;
    weightBold: string;
    lineHeight: string;
    lineHeightTight: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  z: { base: string; sticky: string; sidebar: string; overlay: string; modal: string; toast: string; loadingBar: string };
  motion: { durationFast: string; durationBase: string; durationSlow: string; easing: string };
}

export const lightTheme: ThemeTokens = {
  color: {
    bg: '#f5f6f8',
    surface: '#ffffff',
    surfaceMuted: '#f0f2f5',
    surfaceRaised: '#ffffff',
    border: '#d5d9e0',
    borderStrong: '#828b9b',
    text: '#1b2230',
    textMuted: '#525c6b',
    textInverse: '#ffffff',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    primarySubtle: '#e6edfc',
    focus: '#2563eb',
    success: '#166534',
    successBg: '#dcfce7',
    warning: '#854d0e',
    warningBg: '#fef3c7',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerBg: '#fee2e2',
    info: '#1e40af',
    infoBg: '#dbeafe',
    neutral: '#374151',
    neutralBg: '#eceef2',
    overlay: 'rgba(15, 23, 42, 0.55)',
    sidebarBg: '#111827',
    sidebarText: '#e5e7eb',
    sidebarActiveBg: '#1d4ed8',
    skeleton: '#e3e6eb',
    skeletonHighlight: '#f2f4f7',
    dirty: '#fff7d6',
  },
  space: { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' },
  font: {
    // The shipped faces first (fonts.css: `import '@admin-console/admin-ui/fonts.css'`), then the system's.
    family:
      "'IBM Plex Sans', 'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
    familyMono: "'IBM Plex Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    sizeXs: '12px',
    sizeSm: '13px',
    sizeMd: '14px',
    sizeLg: '16px',
    sizeXl: '20px',
    sizeXxl: '24px',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '650',
    lineHeight: '1.5',
    lineHeightTight: '1.25',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.2)',
  },
  z: { base: '0', sticky: '10', sidebar: '100', overlay: '900', modal: '1000', toast: '1100', loadingBar: '1200' },
  motion: { durationFast: '120ms', durationBase: '200ms', durationSlow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// Each reference carries the light value as its fallback: a component rendered outside
// AdminThemeProvider (a host that forgot it, a test) is still legible, in the light theme.
function buildVars<T extends object>(tree: T, prefix: string): VarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}-${kebab(key)}`;
    out[key] = typeof value === 'string' ? `var(${name}, ${value})` : buildVars(value as object, name);
  }
  return out as VarTree<T>;
}

/**
 * References to the tokens as CSS custom properties with the light value as fallback, e.g.
 * `vars.color.primary` is `var(--admin-color-primary, #1d4ed8)`.
 */
export const vars = buildVars(lightTheme, '--admin');

/** The CSS declarations (`--admin-color-primary: #1d4ed8; ...`) of a theme. */
export function themeToCssVariables(theme: ThemeTokens): string {
  const lines: string[] = [];
  const walk = (tree: object, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const name = `${prefix}-${kebab(key)}`;
      if (typeof value === 'string') lines.push(`${name}: ${value};`);
      else walk(value as object, name);
    }
  };
  walk(theme, '--admin');
  return lines.join('\n');
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A theme derived from another one (default: light) with some tokens replaced. */
export function createTheme(overrides: DeepPartial<ThemeTokens>, base: ThemeTokens = lightTheme): ThemeTokens {
  const merge = (a: Record<string, unknown>, b: Record<string, unknown> | undefined): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...a };
    if (!b) return out;
    for (const [k, v] of Object.entries(b)) {
      if (v === undefined) continue;
      out[k] = typeof v === 'string' ? v : merge(a[k] as Record<string, unknown>, v as Record<string, unknown>);
    }
    return out;
  };
  return merge(base as unknown as Record<string, unknown>, overrides as Record<string, unknown>) as unknown as ThemeTokens;
}
