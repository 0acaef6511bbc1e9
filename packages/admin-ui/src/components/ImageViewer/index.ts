export { ImageViewer, IMAGE_ZOOM_STEPS, type ImageViewerProps } from './ImageViewer';
