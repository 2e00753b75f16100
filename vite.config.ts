import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompatAliases } from './scripts/preact-compat.ts';
import { sitemapPlugin } from './scripts/sitemap-plugin.ts';

export default defineConfig({
  plugins: [react(), sitemapPlugin()],
  resolve: {
    alias: [...preactCompatAliases, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The admin editor chunk (TipTap + ProseMirror, ~500 kB raw, ~160 kB gz)
    // only loads on /admin/blog, behind sign-in; splitting it further would add
    // requests without saving anyone a byte. Public pages have their own
    // budget (npm test: tests/build/bundle-budget.test.ts; npm run bench).
    chunkSizeWarningLimit: 600,
    // Every browser the target (es2022) covers supports modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-router looks up React.useOptimistic at run time and does without
        // it when absent, as it is in preact/compat: nothing to fix.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
});
