export { AddRemoveList } from './AddRemoveList';
export type { AddRemoveListOption, AddRemoveListProps } from './types';
