// Public API of @admin-console/admin-ui: named exports and their types, nothing else.
export * from './theme';
export * from './components/Button';
export * from './components/LinkProvider';
export * from './components/TextField';
