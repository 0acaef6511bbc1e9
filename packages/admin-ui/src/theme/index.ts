export { AdminThemeProvider, type AdminThemeProviderProps, type ColorScheme } from './AdminThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { lightTheme, darkTheme, vars, createTheme, themeToCssVariables, type ThemeTokens } from './tokens';
