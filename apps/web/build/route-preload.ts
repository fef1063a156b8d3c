import { relative } from 'node:path';
import type { Plugin } from 'vite';

// The router downloads a page's split code only once the app has started (after the entry
// has loaded and run), a round trip the first paint then waits for. The production build
// knows which chunks each route file needs: index.html gets a small inline script that adds
// <link rel="modulepreload"> for the chunks of the address being opened, so they download
// alongside the entry, the configuration and the session.

/** A chunk of the bundle as the plugin reads it (a subset of Rollup's output chunk). */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/**
 * The URL path a route file serves: `_shell/invoices` -> /invoices, `_shell/index` and the
 * pathless layout `_shell` -> /, `settings` -> /settings. Null for files that are no page.
 */
export function routeFilePath(rel: string): string | null {
  const segments = rel.replace(/\.[jt]sx?$/, '').split('/');
  if (segments.some((s) => s === '__root' || s.startsWith('-') || s.includes('$'))) return null;
  const named = segments.filter((s) => !s.startsWith('_') && s !== 'index' && s !== 'route');
  return `/${named.join('/')}`;
}

/**
 * For each page path, the chunks its route files (the page and the layouts above it) import
 * beyond what the entry already loads, in the bundle's own order.
 */
export function routePreloadMap(
  bundle: Record<string, BundleChunk>,
  entryFileName: string,
  routesDir: string,
): Record<string, string[]> {
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedWithEntry = closure(entryFileName, new Set());
  const routeFiles: Array<{ rel: string; chunks: string[] }> = [];
  for (const chunk of Object.values(bundle)) {
    const id = chunk.type === 'chunk' ? chunk.facadeModuleId : undefined;
    if (!id?.includes('tsr-split')) continue;
    const rel = relative(routesDir, id.split('?')[0] ?? id).replaceAll('\\', '/');
    if (rel.startsWith('..')) continue;
    const chunks = [...closure(chunk.fileName, new Set())].filter((f) => !loadedWithEntry.has(f));
    routeFiles.push({ rel: rel.replace(/\.[jt]sx?$/, '').replace(/\/route$/, ''), chunks });
  }
  const map: Record<string, string[]> = {};
  for (const page of routeFiles) {
    const path = routeFilePath(page.rel);
    if (path === null) continue;
    const layouts = routeFiles.filter((l) => page.rel.startsWith(`${l.rel}/`));
    const files = new Set([...(map[path] ?? []), ...layouts.flatMap((l) => l.chunks)]);
    for (const f of page.chunks) files.add(f);
    map[path] = [...files];
  }
  return map;
}

/** The inline script: modulepreload links for the opened path (trailing slash ignored). */
export function preloadScript(map: Record<string, string[]>, base: string): string {
  return (
    `(function(m,b){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `(m[p]||[]).forEach(function(f){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=b+f;document.head.appendChild(l)})})` +
    `(${JSON.stringify(map)},${JSON.stringify(base)})`
  );
}

/** Vite plugin (build only): the per-route modulepreload script in index.html. */
export function routePreload(routesDir: string): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!ctx.bundle || !ctx.chunk) return html;
        const map = routePreloadMap(
          ctx.bundle as Record<string, BundleChunk>,
          ctx.chunk.fileName,
          routesDir,
        );
        const script = `<script>${preloadScript(map, base)}</script>\n    `;
        // After the entry's own preloads (they come first), before the stylesheet: a script
        // after a stylesheet would wait for it.
        const at = html.indexOf('<link rel="stylesheet"');
        return at < 0
          ? html.replace('</head>', `${script}</head>`)
          : html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
