export { AdminThemeProvider, type AdminThemeProviderProps } from './AdminThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { lightTheme, vars, createTheme, themeToCssVariables, type ThemeTokens } from './tokens';
