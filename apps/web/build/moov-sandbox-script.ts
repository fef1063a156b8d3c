import type { Plugin } from 'vite';

// @moovio/moov-js loads Moov's script from its CDN unless `window.Moov` already exists. While
// the product uses the sandbox's Moov, the page loads the sandbox's stand-in script first, so
// the bank widget works offline with the real library; with the real Moov nothing is added.

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/** The stand-in's script URL when Moov is the sandbox (MOOV_API_URL unset or local), else null. */
export function moovSandboxScriptUrl(env: Record<string, string | undefined>): string | null {
  const apiUrl = env.MOOV_API_URL || 'http://localhost:4040';
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return null;
  }
  if (!LOOPBACK.test(url.hostname)) return null;
  return new URL('/moov.js', url).toString();
}

/** Vite plugin adding the sandbox's Moov script to index.html when the sandbox is in use. */
export function moovSandboxScript(env: Record<string, string | undefined>): Plugin {
  const src = moovSandboxScriptUrl(env);
  return {
    name: 'moov-sandbox-script',
    transformIndexHtml: () =>
      // Deferred: it runs before the app's module scripts (document order) without holding up
      // the page's parsing; the library looks for `window.Moov` only when the widget opens.
      src ? [{ tag: 'script', attrs: { src, defer: true }, injectTo: 'head-prepend' }] : [],
  };
}
