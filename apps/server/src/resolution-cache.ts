import module from 'node:module';

/**
 * Remembers where each import resolved, so that the same specifier imported from the same folder is resolved once
 * per process (docs/adr/0034-spa-builds.md, issue 31's restart). Node resolves every `import` statement of every
 * module on its own, and for each one reads the nearest package.json again, parsing its `exports` map: a start of
 * the server made about 4,000 resolutions of 1,500 modules, and drizzle-orm's package.json (180 kB of `exports`)
 * was parsed again for each import between its own files, half a second of a restart. A resolution depends only on
 * the specifier, the importing module's folder, the conditions and the import attributes (the files do not move
 * while the process runs), so the cached answer is the one Node would give again.
 */
export function cacheResolutions(): void {
  // Node 22.15 / 23.5 and later; without it, imports resolve as usual.
  if (typeof module.registerHooks !== 'function') return;
  const resolved = new Map<string, module.ResolveFnOutput>();
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (!parent || specifier.startsWith('node:')) return nextResolve(specifier, context);
      const key = [
        specifier,
        parent.slice(0, parent.lastIndexOf('/')),
        context.conditions.join(','),
        JSON.stringify(context.importAttributes),
      ].join('\u0000');
      const known = resolved.get(key);
      if (known) return { ...known, shortCircuit: true };
      const result = nextResolve(specifier, context);
      resolved.set(key, result);
      return result;
    },
  });
}
