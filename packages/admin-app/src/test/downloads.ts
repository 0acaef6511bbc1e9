/** A file the app handed to the browser to download. */
export interface CapturedDownload {
  fileName: string;
  blob: Blob;
  text(): Promise<string>;
}

/**
 * Catches the app's downloads (platform/download: a Blob URL clicked through a link with `download`) instead of
 * saving them, in jsdom and in Chromium alike: `URL.createObjectURL` keeps the Blob, the link's click is not followed.
 * Call `restore()` after the test.
 */
export function captureDownloads() {
  const files: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
    click: Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click'),
  };
  let n = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:captured/${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) files.push({ fileName: this.download, blob, text: () => readText(blob) });
  };
  const restore = () => {
    const put = (target: object, key: string, descriptor: PropertyDescriptor | undefined) => {
      if (descriptor) Object.defineProperty(target, key, descriptor);
      else delete (target as Record<string, unknown>)[key];
    };
    put(URL, 'createObjectURL', original.create);
    put(URL, 'revokeObjectURL', original.revoke);
    put(HTMLAnchorElement.prototype, 'click', original.click);
  };
  return { files, restore };
}

/** A Blob's text, its byte order mark kept (Blob.text() would drop it), through FileReader where jsdom lacks text(). */
async function readText(blob: Blob): Promise<string> {
  const buffer =
    typeof blob.arrayBuffer === 'function'
      ? await blob.arrayBuffer()
      : await new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error ?? new Error('The download could not be read.'));
          reader.readAsArrayBuffer(blob);
        });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer);
}
