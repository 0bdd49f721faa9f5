import { onTestFinished } from 'vitest';

/*
 * For tests of a file download: object URLs stand for their blobs (jsdom has none), and a click
 * on a download link is caught, not followed, and kept as the file it would save.
 */

export interface SavedFile {
  name: string;
  blob: Blob;
}

export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const descriptors = {
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => blobs.delete(url),
  });
  function onClick(event: MouseEvent) {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const blob = blobs.get(link.getAttribute('href') ?? '');
    if (blob) saved.push({ name: link.download, blob });
  }
  document.addEventListener('click', onClick);
  onTestFinished(() => {
    document.removeEventListener('click', onClick);
    for (const [name, descriptor] of Object.entries(descriptors)) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });
  return saved;
}
