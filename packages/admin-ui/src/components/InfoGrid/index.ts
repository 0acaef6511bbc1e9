export { InfoGrid, type InfoGridProps, type InfoGridItem, type InfoGridView } from './InfoGrid';
