import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ValidationError } from '../../errors.ts';

/** Bootstrap Italia's icon names, read once from the sprite sheet the SPA ships. */
let iconCache: string[] | undefined;
export function bootstrapItaliaIcons(): string[] {
  if (!iconCache) {
    const sprites = readFileSync(
      createRequire(import.meta.url).resolve('bootstrap-italia/dist/svg/sprites.svg'),
      'utf8',
    );
    iconCache = [...sprites.matchAll(/<symbol id="(it-[a-z0-9-]+)"/g)].map((m) => m[1] ?? '').sort();
  }
  return iconCache;
}

/** An application shows an icon the SPA has. */
export function checkIcon(icon: string, path: string): void {
  if (!bootstrapItaliaIcons().includes(icon)) {
    throw new ValidationError([{ path, message: "Icona sconosciuta: scegliere un'icona dall'elenco." }]);
  }
}
