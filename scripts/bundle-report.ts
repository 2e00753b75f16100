// The client build's chunk graph, and what each page loads from it. Written by
// a Vite plugin during `npm run build`; read by the prerender (modulepreload
// links), the bundle budget test and the benchmark.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { industrySlugs } from '../src/config/paths.ts';

/** JS the home page loads before it is interactive, gzipped: the build test and the bench hold it. */
export const HOME_JS_BUDGET_BYTES = 130 * 1024;

export interface ChunkInfo {
  file: string;
  isEntry: boolean;
  /** Source module the chunk stands for (a lazy route), relative to the project root. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Every module bundled into the chunk, relative to the project root. */
  modules: string[];
  css: string[];
}

export interface BundleReport {
  entry: string;
  entryCss: string[];
  chunks: Record<string, ChunkInfo>;
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Build metadata lives outside the deployed folder: node_modules/.cache/ldb-build/<outDir name>. */
export function buildInfoDir(outDir: string): string {
  return path.join(projectRoot, 'node_modules', '.cache', 'ldb-build', path.basename(path.resolve(projectRoot, outDir)));
}

export function bundleReportPath(outDir: string): string {
  return path.join(buildInfoDir(outDir), 'bundle-report.json');
}

function relativeModule(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  return path.isAbsolute(clean) ? path.relative(projectRoot, clean).split(path.sep).join('/') : clean;
}

/** Vite plugin: records the client build's chunk graph in `reportFile`. */
export function bundleReportPlugin(reportFile: string): Plugin {
  return {
    name: 'ldb-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkInfo> = {};
      let entry = '';
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const css = [...(item.viteMetadata?.importedCss ?? [])];
        chunks[item.fileName] = {
          file: item.fileName,
          isEntry: item.isEntry,
          facade: item.facadeModuleId ? relativeModule(item.facadeModuleId) : null,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: item.moduleIds.map(relativeModule),
          css,
        };
        if (item.isEntry) entry = item.fileName;
      }
      if (!entry) this.error('bundle report: no entry chunk');
      const report: BundleReport = { entry, entryCss: chunks[entry]!.css, chunks };
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(report, null, 1));
    },
  };
}

export function readBundleReport(outDir: string): BundleReport {
  const file = bundleReportPath(outDir);
  if (!existsSync(file)) throw new Error(`No bundle report at ${file}: build with \`npm run build\` (or scripts/e2e.mjs) first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as BundleReport;
}

/** Chunks loaded by statically importing `files` (the files themselves included). */
export function staticClosure(report: BundleReport, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = report.chunks[file];
    if (!chunk) throw new Error(`bundle report: unknown chunk ${file}`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/** The chunk of a lazy route, by its id in src/app/routes.tsx ('routes/home' -> src/app/routes/home.tsx). */
export function routeChunk(report: BundleReport, routeId: string): ChunkInfo {
  const source = `src/app/${routeId}.tsx`;
  const chunk = Object.values(report.chunks).find((c) => c.facade === source);
  if (!chunk) throw new Error(`bundle report: no chunk for route '${routeId}' (${source}); do the ids in src/app/routes.tsx match the files?`);
  return chunk;
}

const isRouteModule = (chunk: ChunkInfo) => chunk.facade?.startsWith('src/app/routes/') ?? false;

export interface PageAssets {
  /** JS the page loads before it is interactive: the entry, the route chunks and their static imports. */
  initialJs: string[];
  /** JS the page may import later on its own (e.g. the Maps loader), other routes excluded. */
  onDemandJs: string[];
  css: string[];
}

/** The module src/main.tsx imports once the page has painted: the app itself. */
export const APP_START_MODULE = 'src/app/start.tsx';

function appStartChunk(report: BundleReport): ChunkInfo {
  const chunk = Object.values(report.chunks).find((c) => c.facade === APP_START_MODULE);
  if (!chunk) throw new Error(`bundle report: no chunk for ${APP_START_MODULE}`);
  return chunk;
}

/** What a page made of these lazy routes loads. */
export function pageAssets(report: BundleReport, routeIds: string[]): PageAssets {
  const routeFiles = routeIds.map((id) => routeChunk(report, id).file);
  // The entry imports the app once the page has painted: part of what every
  // page loads before it is interactive.
  const initial = staticClosure(report, [report.entry, appStartChunk(report).file, ...routeFiles]);
  const routeOwn = staticClosure(report, routeFiles);

  const dynamicTargets = [...routeOwn].flatMap((f) => report.chunks[f]!.dynamicImports).filter((f) => !isRouteModule(report.chunks[f]!));
  const onDemand = [...staticClosure(report, dynamicTargets)].filter((f) => !initial.has(f));

  const css = new Set<string>();
  for (const file of initial) report.chunks[file]!.css.forEach((c) => css.add(c));
  return { initialJs: [...initial], onDemandJs: onDemand, css: [...css] };
}

/**
 * Modules a page that reads live data imports as it mounts, before it works:
 * the public reads' client (and the error mapping its hooks use). The
 * footer's code is not among them: it loads once the page is idle, and the
 * prerendered footer's links work without it.
 */
export const LIVE_MOUNT_MODULES = ['src/lib/public-reads.ts', 'src/lib/to-data-error.ts'];
/** What the map adds as it mounts for a returning prospect whose plan holds boards: the plan's dates, boards and estimate. */
export const PLAN_MOUNT_MODULES = ['src/features/locations/components/plan-tray-boards.tsx'];

/** The chunks (with their static imports) that hold `modules`, less those in `loaded`: the code a page imports as it mounts. */
export function mountJs(report: BundleReport, modules: string[], loaded: Iterable<string>): string[] {
  const files = modules.map((module) => {
    const chunk = Object.values(report.chunks).find((c) => c.modules.includes(module));
    if (!chunk) throw new Error(`${module} is in no chunk of the build`);
    return chunk.file;
  });
  const already = new Set(loaded);
  return [...staticClosure(report, files)].filter((file) => !already.has(file));
}

export function gzipBytes(outDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
}

export interface ForbiddenRule {
  name: string;
  test: RegExp;
}

/** Code that must stay on its own routes (the editor, the Maps loader, admin) or on the post page (the sanitiser). */
export const forbiddenRules = {
  editor: { name: 'TipTap/ProseMirror editor', test: /node_modules\/(@tiptap|prosemirror-)/ },
  maps: { name: 'Google Maps loader', test: /node_modules\/@googlemaps\// },
  admin: {
    name: 'admin code',
    test: /^src\/(app\/routes\/admin|features\/(post-editor|auth|leads|location-admin|bookings-admin|privacy-admin|advertisers-admin)|components\/admin|lib\/advertisers)\//,
  },
  // The advertiser's area (/account) is its own chunk: no public page carries it.
  account: { name: 'advertiser account code', test: /^src\/(app\/routes\/account|features\/account)[/.]/ },
  sanitiser: { name: 'HTML sanitiser', test: /node_modules\/dompurify\/|^src\/lib\/sanitize\.ts$/ },
  // Availability, the booking calendar and the artwork check and upload: the
  // map, costs and contact pages' business, never the home page's budget.
  booking: {
    name: 'availability and artwork code',
    test: /^(supabase\/functions\/_shared\/(booking-cycles|booking-slots|artwork-fit)\.ts|src\/features\/locations\/(api\/get-board-availability|hooks\/use-plan-availability)\.ts|src\/features\/contact\/(components\/(artwork-field|booking-request)\.tsx|api\/upload-artwork\.ts|lib\/read-image-size\.ts))$/,
  },
} satisfies Record<string, ForbiddenRule>;

export type ForbiddenKey = keyof typeof forbiddenRules;

/** Public pages by route id, and what each may load beyond the shared rules. */
export interface PublicPage {
  routeId: string;
  /** The route tables the page's module sits in (the industries' own). */
  within?: string[];
  allow: ForbiddenKey[];
}

/** The lazy routes a public page is made of: the tables it sits in, then its own module. */
export const pageRouteIds = (page: PublicPage): string[] => [...(page.within ?? []), page.routeId];

export const publicPages: PublicPage[] = [
  { routeId: 'routes/home', allow: [] },
  { routeId: 'routes/about', allow: [] },
  { routeId: 'routes/billboards', allow: [] },
  { routeId: 'routes/rent', allow: [] },
  { routeId: 'routes/costs', allow: ['booking'] },
  // The boards' next free starts arrive once the page runs, in a chunk of their own.
  { routeId: 'routes/inventory', allow: ['booking'] },
  // The map page is where the Maps loader belongs (loaded on demand).
  { routeId: 'routes/billboard-map', allow: ['maps', 'booking'] },
  // A board's page shows its availability; never the Maps loader.
  { routeId: 'routes/board', allow: ['booking'] },
  // The comparison shows each board's next free start.
  { routeId: 'routes/compare', allow: ['booking'] },
  { routeId: 'routes/faq', allow: [] },
  { routeId: 'routes/contact', allow: ['booking'] },
  { routeId: 'routes/unsubscribe', allow: [] },
  { routeId: 'routes/newsletter-confirm', allow: [] },
  { routeId: 'routes/privacy-policy', allow: [] },
  { routeId: 'routes/accessibility', allow: [] },
  ...industrySlugs.map((slug) => ({ routeId: `routes/industries/${slug}`, within: ['routes/industries/index'], allow: [] })),
  { routeId: 'routes/blog/index', allow: [] },
  // Post HTML goes through the sanitiser.
  { routeId: 'routes/blog/post', allow: ['sanitiser'] },
  { routeId: 'routes/not-found', allow: [] },
];

export interface Violation {
  rule: string;
  chunk: string;
  module: string;
}

/** Forbidden modules in `files`, skipping the rules in `allow`. */
export function findForbidden(report: BundleReport, files: string[], allow: ForbiddenKey[] = []): Violation[] {
  const rules = (Object.keys(forbiddenRules) as ForbiddenKey[]).filter((k) => !allow.includes(k)).map((k) => forbiddenRules[k]);
  const found: Violation[] = [];
  for (const file of files) {
    for (const module of report.chunks[file]!.modules) {
      const rule = rules.find((r) => r.test.test(module));
      if (rule) found.push({ rule: rule.name, chunk: file, module });
    }
  }
  return found;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
