import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz next to every script, style and page, which the server sends to browsers that accept them. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ext-translate:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((name) => /\.(js|css|html|svg)$/.test(name));
      for (const name of new Set(files)) {
        const path = join(outDir, name);
        const content = await readFile(path);
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(`${path}.br`, brotliCompressSync(content));
      }
    },
  };
}

/**
 * The admin app is served by the server under /admin/ (src/host/http/admin-app.ts) and built into
 * dist/admin, which the package ships. In development `vite` proxies /api to a running `serve`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [vue(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    // One chunk per screen (lazy routes); the initial load is the shell, the router and the API client.
    chunkSizeWarningLimit: 300,
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': process.env.EXT_TRANSLATE_API ?? 'http://127.0.0.1:8080' },
  },
});
