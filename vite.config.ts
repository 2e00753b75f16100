import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitemapPlugin } from './scripts/sitemap-plugin.ts';

/** Chunks the app has loaded before it imports any page: the groups every page loads, and the bundler's runtime. */
const LOADED_BEFORE_ANY_PAGE = /^(react|router|react-query|shared|preload-helper|rolldown-runtime)-[\w-]{8}\.js$/;

export default defineConfig({
  plugins: [react(), sitemapPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Shapes and rules the browser shares with the edge functions (plain TypeScript, no Deno APIs).
      { find: '@shared', replacement: fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)) },
    ],
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
    modulePreload: {
      // Every browser the target (es2022) covers supports modulepreload: no polyfill in the entry.
      polyfill: false,
      // An admin page's dependency list (the editor, the admin's own chunks) would otherwise ride in
      // the route table every public page loads; behind sign-in its imports load it in turn.
      // Past the entry, the libraries every page loads first (the groups below, and the bundler's runtime)
      // are in the browser already: listing them again for each lazy page only weighs on the app chunk.
      resolveDependencies: (filename, deps, { hostId, hostType }) => {
        if (path.basename(filename).startsWith('admin-')) return [];
        // The page itself (index.html) and the entry load before anything else: theirs stay whole.
        if (hostType === 'html' || path.basename(hostId).startsWith('index-')) return deps;
        return deps.filter((dep) => !LOADED_BEFORE_ANY_PAGE.test(path.basename(dep)));
      },
    },
    rolldownOptions: {
      output: {
        // Admin pages are named as such, so the preload rule above can tell them apart.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/src/app/routes/admin/') ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        // The libraries every page loads, in two chunks instead of a dozen
        // small shared ones: fewer requests, and gzip does better on one file
        // (about 4 kB less for the home page). Only what every page needs
        // belongs here; anything a group matches loads with it.
        codeSplitting: {
          groups: [
            // Vite's preload helper on its own (0.5 kB): the entry needs it before the page has painted, and in a
            // group with other modules it would bring them (and their imports) along to compete with the hero image.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // React on its own: the entry evaluates it a task before the app, and with the router and head manager
            // in the same file that evaluation was one task long enough to count against a phone's interactivity.
            // src/app/react-client.ts is its ES face for the entry, so the entry needs no CommonJS interop helper.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-client\.ts/, priority: 1 },
            // What every page routes and heads with, in one file instead of five.
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|react-helmet-async|invariant|shallowequal|react-fast-compare)[\\/]/ },
            // Small modules of our own that every public page loads (or all but a few small ones: the head tags,
            // images, buttons, the data client's loader, prices), the icon helper and the map pin most pages
            // draw: one file instead of a dozen.
            {
              name: 'shared',
              test: /node_modules[\\/](clsx|lucide-react[\\/]dist[\\/]esm[\\/](shared|context|Icon|createLucideIcon|icons[\\/]map-pin\.mjs$))|supabase[\\/]functions[\\/]_shared[\\/](account-link|uuid)\.ts$|src[\\/](config[\\/](paths|env|browser-storage)|lib[\\/](cn|react-query|toast|query-keys|supabase-lazy|use-hydrated)|content[\\/](images|pricing)|components[\\/]seo[\\/](site-url|json-ld|seo)|components[\\/]ui[\\/](lazy-image|button-link|button))\.tsx?$/,
            },
            // The map's and the board pages' plan code, a score of modules of a few hundred bytes each, in one
            // file: apart, their requests and gzip's per-file cost outweighed the code. Their own dependencies are
            // not pulled in (other pages share those), and the plan's contents (dates, boards, estimate) stay a file
            // of their own that loads with the plan's first board. The invoices' arithmetic the estimate shares
            // rides here too: as files of their own, their names alone grew the list every page's entry carries.
            {
              name: 'plan',
              test: /src[\\/]features[\\/]locations[\\/](lib[\\/](board-facts|board-links|location-text|estimate|period-text|next-free-start|plan-period|plan-request|quote-handoff|quote-plan|plan-limits|plan-store|plan-announcement)|hooks[\\/](use-plan-availability|use-plan-handoff|use-campaign-plan)|api[\\/](get-board-availability|get-active-locations)|components[\\/](availability-badge|board-facts-details|plan-text|plan-tray))\.tsx?$|supabase[\\/]functions[\\/]_shared[\\/](booking-cycles|invoice-amounts|tax|money)\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](clipboard-list|file-text)\.mjs$/,
              includeDependenciesRecursively: false,
            },
            // The shortlist's toggle, store and announcer: the map and a board's page load them together (the
            // comparison, most of them).
            {
              name: 'board-list',
              test: /src[\\/]features[\\/]locations[\\/](components[\\/](plan-announcer|compare-toggle)\.tsx|hooks[\\/]use-compare-list\.ts|lib[\\/]compare-store\.ts)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](columns-3|check|plus)\.mjs$/,
              includeDependenciesRecursively: false,
            },
            // What a page reading live data loads as it mounts, at once: the public reads' client and its errors.
            {
              name: 'public-reads',
              test: /node_modules[\\/]@supabase[\\/]postgrest-js[\\/]|src[\\/]lib[\\/](public-reads|to-data-error)\.ts$/,
              // The data error's shape stays apart: pages that only show one (the contact form) need not load the client.
              includeDependenciesRecursively: false,
            },
            {
              name: 'plan-content',
              test: /src[\\/]features[\\/]locations[\\/]components[\\/](estimate-note|cycles-select|plan-period-controls|plan-tray-boards)\.tsx$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
