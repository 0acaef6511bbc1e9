export { ToggleGroup, type ToggleGroupProps, type ToggleGroupOption } from './ToggleGroup';
