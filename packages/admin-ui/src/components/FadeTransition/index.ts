export { FadeTransition, type FadeTransitionProps } from './FadeTransition';
