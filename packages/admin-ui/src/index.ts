// Public API of @admin-console/admin-ui: named exports and their types, nothing else.
export * from './theme';
export * from './components/Button';
export * from './components/LinkProvider';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/Skeleton';
export * from './components/StatusBadge';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/DataTable';
export * from './components/Select';
export * from './components/SearchInput';
export * from './components/InfoGrid';
export * from './components/HistoryTable';
export * from './components/StickyActionBar';
export * from './components/DualListPicker';
