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
 * it (about 12 KiB compressed, one script and one style sheet: the 'home-list' chunk group)
 * alongside the shell instead. At low priority: it runs only after the framework and the shell,
 * and the market list's data (asked for by the boot script) must not queue behind it for one of
 * the browser's six connections.
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
            .map(
              (file) =>
                `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
            ),
          ...[...styles]
            .filter((file) => !named(file))
            .map(
              (file) =>
                `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`,
            ),
        ];
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/** The boot module (src/boot.ts) and the two modules it shares with the app. */
const BOOT_MODULES = /[\\/]src[\\/](boot\.ts|lib[\\/](live-price-feed|boot-prefetch)\.ts)$/;

/**
 * src/boot.ts in a chunk of its own (the 'boot' chunk group below), run by a script tag of its
 * own before the framework's: it opens the live socket and asks for the market list as soon as
 * its ~1 KiB arrives, while the browser is still downloading React and the shell (~190 KiB). As
 * part of the shell it ran only once the whole first-page graph had arrived and been parsed (a
 * module runs after all its static imports). The boot chunk imports nothing, and its script is
 * `async`, so it runs as soon as it has arrived.
 */
function bootScriptFirst(): Plugin {
  return {
    name: 'meridian-boot-script-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const boot = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            output.moduleIds.some((id) => /[\\/]src[\\/]boot\.ts$/.test(id)),
        );
        if (!boot || boot.type !== 'chunk') throw new Error('bootScriptFirst: no boot chunk');
        // An async script runs whenever it arrives: it must not need anything loaded before it.
        if (boot.imports.length > 0)
          throw new Error(`bootScriptFirst: the boot chunk imports ${boot.imports.join(', ')}`);
        const src = `src="/${boot.fileName}"`;
        // `async`: a deferred script, even one whose imports are in, waits for the page's style
        // sheets (32 KiB) before it runs; an async one runs as soon as it has arrived. High
        // priority, or Chromium fetches an async script after everything else in the head.
        const tag = `<script type="module" async fetchpriority="high" crossorigin ${src}></script>`;
        // Vite may already have named it after the runtime: drop that line, it is put back below.
        const rest = html
          .split('\n')
          .filter((line) => !line.includes(src))
          .join('\n');
        // First of the page's scripts, so the browser asks for it first.
        const at = rest.indexOf('<script type="module"');
        if (at === -1) throw new Error('bootScriptFirst: index.html has no module script');
        return `${rest.slice(0, at)}${tag}\n    ${rest.slice(at)}`;
      },
    },
  };
}

/**
 * Fails the build when the first page's code (the 'shell' and 'home-list' chunks) uses a Mantine
 * class that its style sheets do not define: src/app/mantine-styles.ts imports only the Mantine
 * style sheets of the components the first page shows, and a component added to the shell
 * without its sheet would show unstyled until the rest arrive.
 */
function mantineFirstWaveCheck(): Plugin {
  const CLASS = /\bm_[0-9a-f]{8}\b/g;
  return {
    name: 'meridian-mantine-first-wave-check',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const sheets = path.dirname(fileURLToPath(import.meta.resolve('@mantine/core/styles.css')));
      const definedBy = new Map<string, string>();
      for (const file of await readdir(path.join(sheets, 'styles'))) {
        if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
        const css = await readFile(path.join(sheets, 'styles', file), 'utf8');
        for (const [name] of css.matchAll(CLASS)) definedBy.set(name, file);
      }
      const chunks = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && /^(shell|home-list)$/.test(output.name),
      );
      if (chunks.length !== 2)
        this.error('mantineFirstWaveCheck: shell or home-list chunk missing');
      const used = new Set<string>();
      const defined = new Set<string>();
      for (const chunk of chunks) {
        if (chunk.type !== 'chunk') continue;
        for (const [name] of chunk.code.matchAll(CLASS)) used.add(name);
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[css];
          if (asset?.type === 'asset')
            for (const [name] of String(asset.source).matchAll(CLASS)) defined.add(name);
        }
      }
      const missing = new Set(
        [...used]
          .filter((name) => definedBy.has(name) && !defined.has(name))
          .map((name) => definedBy.get(name)),
      );
      if (missing.size > 0)
        this.error(
          `The first page uses Mantine components whose style sheets src/app/mantine-styles.ts does not import: ${[...missing].join(', ')}`,
        );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    bootScriptFirst(),
    preloadHomeMarketList(),
    mantineFirstWaveCheck(),
    precompress(),
  ],
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
              // The boot entry and the two modules it shares with the app (the live-price feed,
              // the prefetches): its own few hundred bytes, never part of the shell.
              name: 'boot',
              test: BOOT_MODULES,
              priority: 30,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 20,
            },
            {
              // What the home page's lazy market list needs beyond the shell, in one chunk (and
              // one style sheet): left to the default splitting it came as ten files of 0.5-5 KiB,
              // each waiting for one of the browser's six connections on the first load. Below
              // the shell's priority, so what the shell has stays there.
              name: 'home-list',
              test: /[\\/]src[\\/]features[\\/]markets[\\/]components[\\/]MarketList\.tsx$/,
              priority: 5,
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
