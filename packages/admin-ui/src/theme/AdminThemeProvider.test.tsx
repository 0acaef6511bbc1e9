import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button';
import { AdminThemeProvider } from './AdminThemeProvider';
import { resetThemeProviderCheck } from './themeContext';
import { darkTheme } from './darkTheme';
import { lightTheme, vars } from './tokens';

// The CSS styled-components writes for an element, without white space (it minifies some of it).
// Collected as a server render does: jsdom gets styled-components' server build, which writes
// global styles only into a collecting sheet.
let lastCss = '';
const renderCss = (element: ReactElement) => {
  const sheet = new ServerStyleSheet();
  try {
    const view = renderToString(sheet.collectStyles(element));
    lastCss = sheet
      .getStyleTags()
      .replace(/<[^>]+>|\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, '');
    return view;
  } finally {
    sheet.seal();
  }
};
const writtenCss = () => lastCss;
const css = (text: string) => text.replace(/\s+/g, '');
// The declarations of the top-level rules whose selector is exactly `selector`.
const rulesOf = (selector: string) =>
  [...writtenCss().matchAll(/(?:^|})([^{}@]+)\{([^{}]*)\}/g)]
    .filter((m) => m[1] === selector)
    .map((m) => m[2])
    .join(';');

afterEach(() => {
  vi.restoreAllMocks();
  resetThemeProviderCheck();
});

describe('AdminThemeProvider', () => {
  it('writes the light tokens and color-scheme on :root, and leaves body alone unless asked', () => {
    renderCss(<AdminThemeProvider>x</AdminThemeProvider>);
    expect(rulesOf(':root')).toContain(css(`--admin-color-bg: ${lightTheme.color.bg};`));
    expect(rulesOf(':root')).toContain('color-scheme:light;');
    expect(rulesOf('body')).toBe('');
  });

  it('styles the body with resetBody', () => {
    renderCss(<AdminThemeProvider resetBody>x</AdminThemeProvider>);
    expect(rulesOf('body')).toContain('margin:0;');
    expect(rulesOf('body')).toContain(css(`background: ${vars.color.bg}`));
  });

  it('writes the dark tokens with colorScheme="dark"', () => {
    renderCss(<AdminThemeProvider colorScheme="dark">x</AdminThemeProvider>);
    expect(rulesOf(':root')).toContain(css(`--admin-color-bg: ${darkTheme.color.bg};`));
    expect(rulesOf(':root')).toContain('color-scheme:dark;');
    expect(rulesOf(':root')).not.toContain(css(`--admin-color-bg: ${lightTheme.color.bg};`));
  });

  it('follows the system with colorScheme="system": light, and dark under prefers-color-scheme: dark', () => {
    renderCss(<AdminThemeProvider colorScheme="system">x</AdminThemeProvider>);
    expect(rulesOf(':root')).toContain('color-scheme:lightdark;');
    expect(writtenCss()).toMatch(
      new RegExp(`@media\\(prefers-color-scheme:dark\\)\\{:root\\{[^}]*--admin-color-bg:${darkTheme.color.bg};`),
    );
  });

  it('with scope, themes only its subtree: nothing on :root or body', () => {
    renderCss(
      <AdminThemeProvider scope colorScheme="dark" resetBody>
        <p>Inside</p>
      </AdminThemeProvider>,
    );
    expect(rulesOf(':root')).toBe('');
    expect(rulesOf('body')).toBe('');
    expect(writtenCss()).toContain(css(`--admin-color-bg: ${darkTheme.color.bg};`));
    expect(writtenCss()).toContain('color-scheme:dark;');
    render(
      <AdminThemeProvider scope colorScheme="dark" scopeProps={{ className: 'embedded', ...{ 'data-testid': 'scope' } }}>
        <p>Inside</p>
      </AdminThemeProvider>,
    );
    const wrapper = screen.getByTestId('scope');
    expect(wrapper).toContainElement(screen.getByText('Inside'));
    expect(wrapper).toHaveClass('embedded');
    expect(wrapper).toHaveAttribute('data-admin-theme', 'dark');
  });

  it("with scope, paints the scheme's background on the scope element, so dark text sits on dark on a white page", () => {
    const view = renderCss(
      <AdminThemeProvider scope colorScheme="dark" scopeProps={{ className: 'embedded', ...{ 'data-testid': 'scope' } }}>
        <p>Inside</p>
      </AdminThemeProvider>,
    );
    const host = document.createElement('div');
    host.innerHTML = view;
    // eslint-disable-next-line testing-library/no-node-access -- the server-rendered scope element, read for its classes
    const scope = host.querySelector('[data-testid="scope"]')!;
    const scopeRules = [...scope.classList].map((name) => rulesOf(`.${name}`)).join(';');
    expect(scopeRules).toContain(css(`--admin-color-bg: ${darkTheme.color.bg};`));
    expect(scopeRules).toContain(css(`background: ${vars.color.bg}`));
    expect(scopeRules).toContain(css(`color: ${vars.color.text}`));
    expect(rulesOf(':root')).toBe('');
    expect(rulesOf('body')).toBe('');
  });
});

describe('two AdminThemeProviders on one page', () => {
  it('warns in development when a second one without scope writes :root differently; not for the same settings, nor a scoped one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount: unmountPage } = render(<AdminThemeProvider resetBody>page</AdminThemeProvider>);
    const { unmount: unmountScoped } = render(
      <AdminThemeProvider scope colorScheme="dark">
        embedded
      </AdminThemeProvider>,
    );
    const { unmount: unmountSame } = render(<AdminThemeProvider resetBody>the same again (a story and its app)</AdminThemeProvider>);
    expect(warn).not.toHaveBeenCalled();
    const { unmount: unmountOther } = render(<AdminThemeProvider colorScheme="dark">another page</AdminThemeProvider>);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('<AdminThemeProvider>s without `scope` write the page');
    unmountOther();
    unmountSame();
    unmountScoped();
    unmountPage();
    render(<AdminThemeProvider colorScheme="dark">alone again</AdminThemeProvider>);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('a component outside AdminThemeProvider', () => {
  it('stays legible: every variable falls back to the light value', () => {
    expect(vars.color.primary).toBe(`var(--admin-color-primary, ${lightTheme.color.primary})`);
    renderCss(<Button>Save</Button>);
    expect(writtenCss()).toContain(css(`background: var(--admin-color-primary, ${lightTheme.color.primary})`));
  });

  it('warns once in development, naming the missing provider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <Button>Save</Button>
        <Button>Cancel</Button>
      </>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('<Button> is rendered outside <AdminThemeProvider>');
  });

  it('does not warn inside the provider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <AdminThemeProvider scope>
        <Button>Save</Button>
      </AdminThemeProvider>,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});

// WCAG relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('darkTheme', () => {
  const c = darkTheme.color;
  // Text colours and the backgrounds the components show them on.
  const pairs: [string, string, string, string][] = [
    ['text', 'bg', c.text, c.bg],
    ...(['surface', 'surfaceMuted', 'surfaceRaised', 'primarySubtle', 'dirty'] as const).flatMap((bg) =>
      (['text', 'textMuted', 'primary'] as const).map((fg): [string, string, string, string] => [fg, bg, c[fg], c[bg]]),
    ),
    ['primaryText', 'primary', c.primaryText, c.primary],
    ['primaryText', 'primaryHover', c.primaryText, c.primaryHover],
    ['textInverse', 'danger', c.textInverse, c.danger],
    ['textInverse', 'dangerHover', c.textInverse, c.dangerHover],
    ['textInverse', 'sidebarActiveBg', c.textInverse, c.sidebarActiveBg],
    ['sidebarText', 'sidebarBg', c.sidebarText, c.sidebarBg],
    ['success', 'successBg', c.success, c.successBg],
    ['warning', 'warningBg', c.warning, c.warningBg],
    ['danger', 'dangerBg', c.danger, c.dangerBg],
    ['info', 'infoBg', c.info, c.infoBg],
    ['neutral', 'neutralBg', c.neutral, c.neutralBg],
    ['danger', 'surface', c.danger, c.surface],
  ];

  it.each(pairs)('%s on %s keeps at least 4.5:1', (_fg, _bg, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('replaces every colour of the light theme and keeps its scales', () => {
    for (const [name, value] of Object.entries(darkTheme.color))
      expect(value, name).not.toBe(lightTheme.color[name as keyof typeof lightTheme.color]);
    expect(darkTheme.space).toEqual(lightTheme.space);
    expect(darkTheme.z).toEqual(lightTheme.z);
  });
});
