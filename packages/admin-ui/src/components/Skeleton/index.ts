export {
  SkeletonText,
  SkeletonBlock,
  SkeletonTable,
  type SkeletonTextProps,
  type SkeletonBlockProps,
  type SkeletonTableProps,
} from './Skeleton';
