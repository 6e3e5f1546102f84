/**
 * The public pages' first paint, rendered at build time (docs/adr/0035-first-page.md, "The first paint in the
 * HTML"): the shell and the page as an anonymous visitor sees them in each language, before any data has arrived.
 * scripts/prerender-web.ts builds this module for Node (Vite's SSR build) and calls `render` for each of
 * `prerenderedPaths`; the server sends the page's HTML inside `#root`, and the app, rendered beside it, takes its
 * place once its first screen has drawn (shell/prerendered.ts). Nothing here runs in the browser.
 */
import './zod-config.ts';
import type { AppManifest } from '@halo/contract';
import { manifests } from '@halo/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { i18n, type Language, languages } from './i18n/i18n.ts';
import { AuthProvider } from './shell/auth/auth-context.tsx';
import { createSessionStore } from './shell/auth/session.store.ts';
import { renderedTitle } from './shell/layout/use-document-title.ts';
import { createQueryClient } from './shell/query-client.ts';
import { planRouting } from './shell/routing/route-rules.ts';
import { buildRouteTree } from './shell/routing/route-tree.tsx';

export { languages };

/**
 * The pages rendered: the public applications' homes (a manifest's public layout), the first page a citizen sees.
 * They are built-in routes (the manifests', not the database's), so what an anonymous visitor sees there does not
 * depend on the data an administrator edits.
 */
export const prerenderedPaths: readonly string[] = (manifests as readonly AppManifest[]).flatMap(
  (manifest) => (manifest.layout?.isPublic ? [manifest.layout.path] : []),
);

export interface Prerendered {
  /** The HTML of `#root`'s content. */
  html: string;
  /** The document's title as the page sets it. */
  title: string | null;
}

/** What the layout and the screens may do before the app has started: nothing (the app replaces the page). */
const inert = {
  store: createSessionStore({ storage: null, writeCookies: () => undefined }),
  signIn: () => undefined,
  signOut: () => undefined,
  chooseApplication: () => undefined,
  extendSession: () => undefined,
  idlePolicy: null,
};

function Routes({ plan }: { plan: ReturnType<typeof planRouting> }) {
  return useRoutes(buildRouteTree(plan));
}

/**
 * The page at `path` for an anonymous visitor in `language`, once every screen, layout and text it uses has
 * loaded (every Suspense boundary resolved): the data of the page's sections is never fetched here, so they show
 * their pending state, as they do in the browser until their answers arrive.
 */
export async function render(path: string, language: Language): Promise<Prerendered> {
  await i18n.changeLanguage(language);
  renderedTitle.value = null;
  const plan = planRouting({ kind: 'anonymous' });
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: string[] = [];
    let failure: unknown = null;
    const stream = renderToPipeableStream(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <AuthProvider auth={inert}>
            <StaticRouter location={path}>
              <Routes plan={plan} />
            </StaticRouter>
          </AuthProvider>
        </QueryClientProvider>
      </StrictMode>,
      {
        onAllReady() {
          if (failure) return;
          // React writes to anything with Node's Writable's few methods: the bytes are gathered, then decoded.
          const decoder = new TextDecoder();
          stream.pipe({
            write(chunk: Uint8Array | string) {
              chunks.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
              return true;
            },
            end() {
              chunks.push(decoder.decode());
              resolve(chunks.join(''));
            },
            on() {
              return this;
            },
          } as unknown as Parameters<typeof stream.pipe>[0]);
        },
        onShellError: reject,
        // A boundary that failed would be rendered by the browser instead: the page must not be prerendered so.
        onError(error) {
          failure = error;
          reject(error);
        },
      },
    );
  });
  return { html, title: renderedTitle.value };
}
