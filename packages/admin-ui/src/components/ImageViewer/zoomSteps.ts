/** Zoom steps, relative to "fit" (the whole image visible, never enlarged past its natural size). */
export const IMAGE_ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
