import path from 'node:path';

/** What rolldown's chunking asks of the module graph (ChunkingContext.getModuleInfo). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Packages every page runs before it works; all of each is on the first page anyway (docs/web-performance.md). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|use-sync-external-store|clsx)[\\/]/;

/**
 * Chunking of the browser build (decision 127): the frameworks and the app's own modules that the home page imports
 * statically (from the entry and the home route) go into one chunk, `first-page`, instead of the ~35 small chunks
 * rolldown makes by default (each a request, each compressed alone). The home page's own components
 * (`features/home`, `app/routes/home.tsx`) stay in the home route's chunk, so other routes do not download them.
 * Other packages keep rolldown's automatic splitting: the walk does not enter node_modules, because a package's
 * index (radix-ui, lucide-react) names every part of it, and capturing those would pull what only other routes use
 * into the first page.
 */
export function firstPageChunks(srcDir: string) {
  const entry = path.join(srcDir, 'main.tsx');
  const homeRoute = path.join(srcDir, 'app/routes/home.tsx');
  const homeOnly = (id: string) =>
    id === homeRoute || id.startsWith(path.join(srcDir, 'features/home') + path.sep);
  const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);
  let appModules: Set<string> | null = null;

  const appClosure = (graph: ModuleGraph, from: string[]) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || isPackage(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  return {
    groups: [
      {
        debugName: 'first-page',
        name(id: string, graph: ModuleGraph) {
          appModules ??= appClosure(graph, [entry, homeRoute]);
          if (FRAMEWORK.test(id)) return 'first-page';
          // The entry itself stays the entry chunk, which index.html and the manifest name. A module something loads
          // on demand (another language's messages, which packages/shared/src/messages.ts also imports for the
          // server) keeps its own chunk: captured here, it would arrive with the first page.
          if (id === entry || !appModules.has(id) || homeOnly(id) || id.endsWith('.css')) return null;
          if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
          return 'first-page';
        },
      },
    ],
  };
}
