import { vi } from 'vitest';

/**
 * Catches the files a page hands the browser (`lib/csv.ts` downloadCsv: an object URL on a clicked link): their
 * names and contents. Undone by `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:download';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}
