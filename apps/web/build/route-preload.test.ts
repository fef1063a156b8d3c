import { describe, expect, it } from 'vitest';
import { type BundleChunk, preloadScript, routeFilePath, routePreloadMap } from './route-preload';

const routes = '/app/src/routes';
const chunk = (fileName: string, imports: string[], facadeModuleId?: string): BundleChunk => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
});
const bundle = (...chunks: BundleChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('routeFilePath', () => {
  it('leaves pathless layouts and index out of the address', () => {
    expect(routeFilePath('_shell/invoices')).toBe('/invoices');
    expect(routeFilePath('_shell/index')).toBe('/');
    expect(routeFilePath('_shell')).toBe('/');
    expect(routeFilePath('settings.tsx')).toBe('/settings');
  });

  it('is null for the root route, private folders and paths with parameters', () => {
    expect(routeFilePath('__root')).toBeNull();
    expect(routeFilePath('_shell/-components/InvoicesScreen')).toBeNull();
    expect(routeFilePath('invoices/$id')).toBeNull();
  });
});

describe('routePreloadMap', () => {
  it("lists a page's chunks and its layout's, without what the entry already loads", () => {
    const map = routePreloadMap(
      bundle(
        chunk('assets/index.js', ['assets/react.js']),
        chunk('assets/react.js', []),
        chunk('assets/table.js', ['assets/react.js']),
        chunk('assets/shell.js', ['assets/react.js'], `${routes}/_shell.tsx?tsr-split=component`),
        chunk(
          'assets/invoices.js',
          ['assets/table.js', 'assets/index.js'],
          `${routes}/_shell/invoices.tsx?tsr-split=component`,
        ),
        chunk('assets/settings.js', [], `${routes}/settings.tsx?tsr-split=component`),
        chunk('assets/lazy-dialog.js', ['assets/table.js'], '/app/src/invoices/Dialog.tsx'),
      ),
      'assets/index.js',
      routes,
    );
    expect(map).toEqual({
      '/': ['assets/shell.js'],
      '/invoices': ['assets/shell.js', 'assets/invoices.js', 'assets/table.js'],
      '/settings': ['assets/settings.js'],
    });
  });
});

describe('preloadScript', () => {
  it('adds modulepreload links for the opened path, trailing slash or not', () => {
    const map = { '/invoices': ['assets/invoices.js'] };
    for (const pathname of ['/invoices', '/invoices/', '/settings']) {
      document.head.innerHTML = '';
      new Function('location', preloadScript(map, '/'))({ pathname });
      const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
      expect(links.map((l) => l.getAttribute('href'))).toEqual(
        pathname === '/settings' ? [] : ['/assets/invoices.js'],
      );
    }
  });
});
