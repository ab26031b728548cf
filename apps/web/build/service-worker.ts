import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds src/sw.ts into dist/sw.js once the app is built, as its own small bundle (decision 315): nothing of the app
 * is in it and it is in no chunk of the app's, so the first page's JavaScript is unchanged. Its caches are named
 * after the build (a hash of the build's manifest), so a new build's worker drops the old hashed assets.
 */
export function serviceWorker(srcDir: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'kalasetu-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = await readFile(path.join(outDir, '.vite/manifest.json'));
      const buildId = createHash('sha256').update(manifest).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __BUILD_ID__: JSON.stringify(buildId) },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          copyPublicDir: false,
          minify: true,
          lib: { entry: path.join(srcDir, 'sw.ts'), formats: ['es'], fileName: () => 'sw.js' },
        },
      });
    },
  };
}
