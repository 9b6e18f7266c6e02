import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, at the highest levels
 * (done once per build, not per request); the server picks one by Accept-Encoding
 * (@fastify/static `preCompressed`). A variant that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'meridian-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The home page's market list is a lazy chunk (the phone's home page and most other pages do not
 * run it), so without a hint the browser learns of it only once the shell has run, then of its
 * data: two round trips in a row before the first price shows. Preload hints in index.html fetch
 * it (about 17 KiB compressed, in a few files) alongside the shell instead.
 */
function preloadHomeMarketList(): Plugin {
  const MODULE = /[\\/]src[\\/]features[\\/]markets[\\/]components[\\/]MarketList\.tsx$/;
  return {
    name: 'meridian-preload-home-market-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const list = chunks.find((chunk) => MODULE.test(chunk.facadeModuleId ?? ''));
        if (!list) throw new Error('preloadHomeMarketList: the MarketList chunk was not found');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (scripts.has(fileName)) return;
          scripts.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          chunk?.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk?.imports.forEach(visit);
        };
        visit(list.fileName);
        const named = (file: string) => html.includes(`/${file}"`);
        const tags = [
          ...[...scripts]
            .filter((file) => !named(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles]
            .filter((file) => !named(file))
            .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadHomeMarketList(), precompress()],
  resolve: {
    // `@/lib/…`, `@/components/…`: shared code by absolute path (features never import each other).
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/swx': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
      '/docs': 'http://localhost:8080',
      '/health': 'http://localhost:8080',
      '/websocket': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries every page runs, in one chunk: with many lazy pages the default splitting cut
        // them into dozens of small shared chunks whose glue made the first page heavier.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 20,
            },
            {
              // The rest of what the first page runs (the entry's static import graph: the
              // shell, its Mantine components, the app's shared code) in one chunk too. Left to
              // the default splitting it came as ~50 files of 1-15 KiB, and on a slow link each
              // costs a round trip within the browser's six connections per host.
              name: 'shell',
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
