import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { isSafeDocumentUrl } from '../../internal/documentUrl';
import type { DialogOpenProps } from '../../internal/dialog';
import { Modal } from '../Modal';
import { IMAGE_ZOOM_STEPS } from './zoomSteps';
import {
  Canvas,
  Hidden,
  Image,
  Layout,
  OriginalLink,
  Readout,
  Separator,
  Stage,
  StageMessage,
  ToolButton,
  Toolbar,
} from './ImageViewer.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface ImageViewerProps extends DialogOpenProps {
  /** The image URL (must pass `isSafeDocumentUrl`, else "Document unavailable" is shown). */
  src: string | null | undefined;
  /** The document's name, e.g. "National ID (front)": the dialog title and the image's alt text. */
  title: string;
  /** Alt text when it should differ from the title. */
  alt?: string;
  /** The link to open in a new tab. Default: `src`. */
  originalUrl?: string | null;
  /** Extra line under the title, e.g. the upload date. */
  description?: ReactNode;
  /** Text direction of the whole dialog, e.g. "rtl" for an Arabic console. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Class of the dialog panel. */
  className?: string;
}

const FIT_INDEX = IMAGE_ZOOM_STEPS.indexOf(1);
const STAGE_PADDING = 16;

const icon = (d: string) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d={d} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const ZoomInIcon = () => icon('M8.5 3.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM12.3 12.3L17 17M6 8.5h5M8.5 6v5');
const ZoomOutIcon = () => icon('M8.5 3.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM12.3 12.3L17 17M6 8.5h5');
const ResetIcon = () => icon('M3 7V3h4M3 3l4.5 4.5M17 13v4h-4M17 17l-4.5-4.5M13 3h4v4M7 17H3v-4');
const RotateLeftIcon = () => icon('M4 4v4h4M4.6 8A6 6 0 1 1 4 11');
const RotateRightIcon = () => icon('M16 4v4h-4M15.4 8A6 6 0 1 0 16 11');
const ExternalIcon = () => icon('M11 3h6v6M17 3l-8 8M14 11v5H4V6h5');

function isTyping(target: EventTarget) {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

const zoomInFrom = (i: number) => Math.min(i + 1, IMAGE_ZOOM_STEPS.length - 1);
const zoomOutFrom = (i: number) => Math.max(i - 1, 0);

function ViewerContent({ src, title, alt, originalUrl }: { src: string; title: string; alt: string; originalUrl: string | null }) {
  const { messages: m, number } = useAdminLocale();
  const [zoomIndex, setZoomIndex] = useState<number>(FIT_INDEX);
  const [quarterTurns, setQuarterTurns] = useState(0);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [stage, setStage] = useState({ width: 0, height: 0 });
  const stageRef = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const measure = () => setStage({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const zoom = IMAGE_ZOOM_STEPS[zoomIndex] ?? 1;
  const angle = (((quarterTurns % 4) + 4) % 4) * 90;
  const sideways = angle === 90 || angle === 270;

  const zoomIn = () => setZoomIndex(zoomInFrom);
  const zoomOut = () => setZoomIndex(zoomOutFrom);
  const reset = () => {
    setZoomIndex(FIT_INDEX);
    setQuarterTurns(0);
  };
  const rotateLeft = () => setQuarterTurns((q) => q - 1);
  const rotateRight = () => setQuarterTurns((q) => q + 1);

  // Shortcuts work from anywhere in the dialog (toolbar, image, Close button); state setters are stable.
  useEffect(() => {
    const scope: HTMLElement | null = layoutRef.current?.closest('dialog') ?? layoutRef.current;
    if (!scope) return;
    const actions: Record<string, () => void> = {
      '+': () => setZoomIndex(zoomInFrom),
      '=': () => setZoomIndex(zoomInFrom),
      '-': () => setZoomIndex(zoomOutFrom),
      _: () => setZoomIndex(zoomOutFrom),
      '0': () => {
        setZoomIndex(FIT_INDEX);
        setQuarterTurns(0);
      },
      r: () => setQuarterTurns((q) => q + 1),
      R: () => setQuarterTurns((q) => q - 1),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !event.target) return;
      if (isTyping(event.target)) return;
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    scope.addEventListener('keydown', onKeyDown);
    return () => scope.removeEventListener('keydown', onKeyDown);
  }, []);

  // The wheel over the image zooms (one step per notch) instead of scrolling the page behind the dialog.
  useEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      setZoomIndex(event.deltaY < 0 ? zoomInFrom : zoomOutFrom);
    };
    // Not passive: preventDefault keeps the wheel from scrolling.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  // Drag to pan: a pressed pointer moves the stage's scroll position with it.
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = stageRef.current;
    if (!element || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
    try {
      // Keeps the drag going when the pointer leaves the stage.
      element.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event): the drag still works inside the stage.
    }
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = stageRef.current;
    const start = drag.current;
    if (!element || !start) return;
    element.scrollLeft = start.left - (event.clientX - start.x);
    element.scrollTop = start.top - (event.clientY - start.y);
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  // Layout: fit the rotated image into the stage, then apply the zoom.
  let box = { width: 0, height: 0 };
  let imageSize = { width: 0, height: 0 };
  if (natural) {
    const rotated = sideways ? { width: natural.height, height: natural.width } : natural;
    const availableWidth = stage.width - STAGE_PADDING * 2;
    const availableHeight = stage.height - STAGE_PADDING * 2;
    const fit =
      availableWidth > 0 && availableHeight > 0 ? Math.min(1, availableWidth / rotated.width, availableHeight / rotated.height) : 1;
    const scale = fit * zoom;
    box = { width: rotated.width * scale, height: rotated.height * scale };
    imageSize = { width: natural.width * scale, height: natural.height * scale };
  }

  const atMin = zoomIndex === 0;
  const atMax = zoomIndex === IMAGE_ZOOM_STEPS.length - 1;
  const percent = Math.round(zoom * 100);

  const tool = (label: string, keys: string, shortcutHint: string, onPress: () => void, Icon: () => ReactNode, inert = false) => (
    <ToolButton
      type="button"
      aria-label={label}
      aria-keyshortcuts={keys}
      aria-disabled={inert || undefined}
      title={`${label} (${shortcutHint})`}
      onClick={() => {
        if (!inert) onPress();
      }}
    >
      <Icon />
    </ToolButton>
  );

  return (
    <Layout ref={layoutRef}>
      <Toolbar role="group" aria-label={m.imageControls}>
        {tool(m.zoomOut, '-', '−', zoomOut, ZoomOutIcon, atMin)}
        {tool(m.zoomIn, '+', '+', zoomIn, ZoomInIcon, atMax)}
        {tool(m.resetZoom, '0', '0', reset, ResetIcon, zoomIndex === FIT_INDEX && angle === 0)}
        <Separator aria-hidden="true" />
        {tool(m.rotateLeft, 'Shift+R', 'Shift+R', rotateLeft, RotateLeftIcon)}
        {tool(m.rotateRight, 'R', 'R', rotateRight, RotateRightIcon)}
        <Readout role="status">
          {/* Numbers and signs read left to right in every language. */}
          <span aria-hidden="true" dir="ltr">
            {number(percent)}% · {number(angle)}°
          </span>
          <Hidden>{m.zoomStatus(number(percent), number(angle))}</Hidden>
        </Readout>
        {originalUrl && (
          <OriginalLink href={originalUrl} target="_blank" rel="noopener noreferrer" aria-label={m.opensInNewTab(m.openOriginal)}>
            {m.openOriginal}
            <ExternalIcon />
          </OriginalLink>
        )}
      </Toolbar>
      {/* Focusable so the zoomed image can be scrolled with the arrow keys. */}
      {/* The wheel zooms and a drag pans (mouse or touch); the toolbar and the keys do the same for the keyboard. */}
      <Stage
        ref={stageRef}
        tabIndex={0}
        role="group"
        aria-label={`${title}, ${percent}%`}
        data-dragging={dragging ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {failed ? (
          <StageMessage>{m.imageFailed}</StageMessage>
        ) : (
          <>
            {!natural && <StageMessage>{m.loadingImage}</StageMessage>}
            <Canvas style={{ width: box.width, height: box.height }}>
              <Image
                src={src}
                alt={alt}
                draggable={false}
                data-loaded={natural ? 'true' : 'false'}
                style={{
                  width: imageSize.width || undefined,
                  height: imageSize.height || undefined,
                  transform: `translate(-50%, -50%) rotate(${quarterTurns * 90}deg)`,
                }}
                onLoad={(event) => {
                  const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                  if (width && height) setNatural({ width, height });
                }}
                onError={() => setFailed(true)}
              />
            </Canvas>
          </>
        )}
      </Stage>
    </Layout>
  );
}

/**
 * A document image, full size in a modal: zoom in/out/reset, rotate left/right, keyboard shortcuts
 * (+, -, 0, r, Shift+R), the mouse wheel zooms and a drag pans the zoomed image, and a link to the
 * original in a new tab.
 * The URL must be http(s) or same-origin (`isSafeDocumentUrl`); anything else is not rendered.
 *
 * ```tsx
 * <ImageViewer open={open} onOpenChange={setOpen} src={doc.download_url} title="National ID (front)" />
 * <ImageViewer trigger={<Button>View ID</Button>} src={doc.download_url} title="National ID (front)" />
 * ```
 */
export function ImageViewer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel,
  returnFocus,
  src,
  title,
  alt,
  originalUrl,
  description,
  dir,
  className,
}: ImageViewerProps) {
  const safeSrc = isSafeDocumentUrl(src) ? (src as string) : null;
  const m = useAdminLocale().messages;
  const original = originalUrl === undefined ? safeSrc : isSafeDocumentUrl(originalUrl) ? originalUrl : null;

  return (
    <Modal
      // Modal keeps the open state, controlled or not: this dialog only hands the three props on.
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      closeLabel={closeLabel}
      returnFocus={returnFocus}
      title={title}
      description={description}
      size="full"
      dir={dir}
      className={className}
    >
      {safeSrc ? (
        <ViewerContent src={safeSrc} title={title} alt={alt ?? title} originalUrl={original} />
      ) : (
        <StageMessage>{m.documentUnavailable}</StageMessage>
      )}
    </Modal>
  );
}
