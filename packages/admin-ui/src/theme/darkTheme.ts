import { lightTheme, type ThemeTokens } from './tokens';

// Its own module: a component reading `vars` (tokens.ts) does not ship the dark values.
/**
 * The dark theme: the light theme's scales with every colour chosen again for a dark page. Each text
 * colour keeps at least 4.5:1 against the surfaces it is shown on (WCAG AA), and the filled
 * backgrounds (primary, danger, the active sidebar entry) carry dark text.
 */
export const darkTheme: ThemeTokens = {
  ...lightTheme,
  color: {
    bg: '#0f141b',
    surface: '#161c25',
    surfaceMuted: '#1f2631',
    surfaceRaised: '#1c232e',
    border: '#384252',
    borderStrong: '#7a8597',
    text: '#e6e9ef',
    textMuted: '#a9b3c2',
    textInverse: '#0f141b',
    primary: '#6ea8fe',
    primaryHover: '#9ec5fe',
    primaryText: '#0b1220',
    primarySubtle: '#1d3355',
    focus: '#9ec5fe',
    success: '#6ee7a0',
    successBg: '#0f2e1d',
    warning: '#fcd34d',
    warningBg: '#3a2a06',
    danger: '#f88a8a',
    dangerHover: '#fbb4b4',
    dangerBg: '#3f1214',
    info: '#9ec5fe',
    infoBg: '#172a4a',
    neutral: '#d1d6de',
    neutralBg: '#2a323e',
    overlay: 'rgba(0, 0, 0, 0.7)',
    sidebarBg: '#0b0f15',
    sidebarText: '#e6e9ef',
    sidebarActiveBg: '#6ea8fe',
    skeleton: '#252d39',
    skeletonHighlight: '#313b49',
    dirty: '#3a3112',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
  },
};
