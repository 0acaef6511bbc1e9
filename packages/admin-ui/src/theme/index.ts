export { AdminThemeProvider, type AdminThemeProviderProps, type ColorScheme } from './AdminThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { lightTheme, vars, createTheme, themeToCssVariables, type ThemeTokens } from './tokens';
export { darkTheme } from './darkTheme';
