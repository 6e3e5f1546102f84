import { vi } from 'vitest';

/**
 * Catches the files a page hands the browser (an object URL on a clicked link, as `lib/csv.ts` downloadCsv and
 * the .ics and FHIR exports do): their names and contents, in order. Spies only, which the shared set-up restores
 * after each test (src/test/setup.ts), so the next test file finds jsdom's URL as it was.
 */
export function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}
