// The component and its own props; the column types and helpers (updateEdits, editableTableCsv) are the server-safe
// entry's (src/core.ts).
export { EditableTable } from './EditableTable';
export type { EditableTableProps, EditableTableMode, EditableTableErrors, EditableTableWarnings } from './types';
