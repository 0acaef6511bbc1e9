export { EditableTable } from './EditableTable';
export { updateEdits } from './updateEdits';
export type {
  EditableTableProps,
  EditableColumn,
  EditableColumnLink,
  EditableColumnGroup,
  EditableRow,
  EditableCellType,
  EditableTableMode,
  EditableCellMap,
  EditableTableEdits,
  EditableTableErrors,
  EditableTableWarnings,
} from './types';
