export { ImageViewer, type ImageViewerProps } from './ImageViewer';
export { IMAGE_ZOOM_STEPS } from './zoomSteps';
