// The cheap bundle check of `npm test`, run on the build scripts/e2e.mjs has
// just made (BUNDLE_CHECK_DIR; `dist` by default). Lighthouse figures are the
// benchmark's job (`npm run bench`); this only reads the chunk graph.
//   BUNDLE_BUDGET=report   only prints the home page's JS size (to look at a
//                          change that is knowingly over budget); by default it fails.
// React itself (react-dom's client) is about half of the home page's budget;
// the rest fits because routing is React Router's declarative form, the shared
// libraries come in two chunks (vite.config.ts), and supabase-js, sonner and
// the like load only when they are used. The editor/Maps/admin isolation checks
// below always enforce.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsClassBudgetBytes } from '../../scripts/js-class';
import {
  findForbidden,
  gzipBytes,
  HOME_JS_BUDGET_BYTES,
  kB,
  LIVE_MOUNT_MODULES,
  mountJs,
  pageAssets,
  pageRouteIds,
  PLAN_MOUNT_MODULES,
  publicPages,
  readBundleReport,
} from '../../scripts/bundle-report';

const outDir = path.resolve(process.env.BUNDLE_CHECK_DIR ?? 'dist');
const enforceSize = process.env.BUNDLE_BUDGET !== 'report';

describe(`bundle budget (${path.basename(outDir)})`, () => {
  const report = readBundleReport(outDir);

  it("a prerendered page asks for the entry's own imports itself, beside the entry, not once the entry has run", () => {
    // Left to the entry to find, each is a round trip later on a slow connection, before the page's first paint is done.
    const page = readFileSync(path.join(outDir, 'faq.html'), 'utf8');
    const active = page.slice(0, page.indexOf('<template'));
    const imports = report.chunks[report.entry]!.imports;
    expect(imports.length).toBeGreaterThan(0);
    for (const file of imports) expect(active).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
  });

  it('a page that reads live data as it mounts asks for its data client with its other modules; a page that does not, never', () => {
    // Imported only at mount, the client would be asked for once the app ran: a phone's round trip before the data's own.
    const listed = (file: string) => {
      const page = readFileSync(path.join(outDir, file), 'utf8');
      return page.slice(page.indexOf('<template id="page-modules">'), page.indexOf('</template>'));
    };
    const client = Object.values(report.chunks).find((chunk) => chunk.modules.includes(LIVE_MOUNT_MODULES[0]!))!.file;
    for (const file of ['billboard-map.html', 'compare.html']) expect(listed(file), file).toContain(`href="/${client}"`);
    expect(listed('faq.html')).not.toContain(`href="/${client}"`);
  });

  it('the entry loads the locale data in a worker it carries inline, with no request of its own', () => {
    const entry = readFileSync(path.join(outDir, report.entry), 'utf8');
    expect(entry).toContain('new Worker(');
    expect(entry).toMatch(/Intl\.DateTimeFormat|Intl%2EDateTimeFormat/);
    expect(readdirSync(path.join(outDir, 'assets')).filter((file) => file.includes('intl-warmup'))).toEqual([]);
  });

  it(`home page initial JS is at most ${kB(HOME_JS_BUDGET_BYTES)} gzipped`, () => {
    const { initialJs } = pageAssets(report, ['routes/home']);
    const bytes = gzipBytes(outDir, initialJs);
    console.info(
      `home page initial JS: ${kB(bytes)} gzipped in ${initialJs.length} chunks (budget ${kB(HOME_JS_BUDGET_BYTES)}${enforceSize ? '' : ', report only'})`,
    );
    if (enforceSize) expect(bytes, `home page initial JS ${kB(bytes)} gz`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  // The pages that read live data as they mount (scripts/js-class.ts): the map, a board's page and the
  // comparison. Their count holds what they import as they mount as well (the public reads' client), and the
  // map's, for a returning prospect, the plan's contents too: a visitor waits for all of it before the page works.
  it.each([
    { routeId: 'routes/billboard-map', mount: LIVE_MOUNT_MODULES },
    { routeId: 'routes/billboard-map', mount: [...LIVE_MOUNT_MODULES, ...PLAN_MOUNT_MODULES], withPlan: true },
    { routeId: 'routes/board', mount: LIVE_MOUNT_MODULES },
    { routeId: 'routes/compare', mount: LIVE_MOUNT_MODULES },
  ])(`$routeId (a plan stored: $withPlan) first-load JS is at most ${kB(jsClassBudgetBytes.live)} gzipped`, ({ routeId, mount }) => {
    const { initialJs } = pageAssets(report, [routeId]);
    const files = [...initialJs, ...mountJs(report, mount, initialJs)];
    const bytes = gzipBytes(outDir, files);
    console.info(
      `${routeId} first-load JS: ${kB(bytes)} gzipped in ${files.length} chunks (budget ${kB(jsClassBudgetBytes.live)}${enforceSize ? '' : ', report only'})`,
    );
    if (enforceSize) expect(bytes, `${routeId} first-load JS ${kB(bytes)} gz`).toBeLessThanOrEqual(jsClassBudgetBytes.live);
  });

  // The contact page reads a campaign plan only for a visitor who may have one: without, it is a page that
  // reads nothing live, and its first load is the home page's class.
  it(`routes/contact first-load JS is at most ${kB(jsClassBudgetBytes.static)} gzipped, and holds none of the plan's code`, () => {
    const { initialJs } = pageAssets(report, ['routes/contact']);
    const bytes = gzipBytes(outDir, initialJs);
    console.info(`routes/contact first-load JS: ${kB(bytes)} gzipped in ${initialJs.length} chunks (budget ${kB(jsClassBudgetBytes.static)})`);
    const plan = initialJs.flatMap((file) => report.chunks[file]!.modules).filter((m) => /^src\/features\/locations\/|booking-cycles/.test(m));
    expect(plan).toEqual([]);
    if (enforceSize) expect(bytes, `routes/contact first-load JS ${kB(bytes)} gz`).toBeLessThanOrEqual(jsClassBudgetBytes.static);
  });

  it.each(publicPages)('$routeId loads no editor, Maps loader, admin, sanitiser, availability or artwork code it does not need', (page) => {
    const { initialJs, onDemandJs } = pageAssets(report, pageRouteIds(page));
    const found = findForbidden(report, [...initialJs, ...onDemandJs], page.allow);
    // One line per chunk and rule, so the report stays readable.
    const summary = [...new Set(found.map((v) => `${v.rule} in ${v.chunk} (e.g. ${v.module})`))];
    expect(summary).toEqual([]);
  });
});

describe(`what the map page loads only when it is needed (${path.basename(outDir)})`, () => {
  const report = readBundleReport(outDir);
  const { initialJs, onDemandJs } = pageAssets(report, ['routes/billboard-map']);
  const modulesIn = (files: string[], test: RegExp) => files.flatMap((file) => report.chunks[file]!.modules).filter((m) => test.test(m));

  it("the code that draws on the map arrives with Google's script, not with the page", () => {
    const drawing = /^src\/features\/locations\/lib\/(map-runtime|map-markers|info-window-content|load-google-maps)\.ts$/;
    expect(modulesIn(initialJs, drawing)).toEqual([]);
    expect(modulesIn(onDemandJs, drawing).sort()).toEqual([
      'src/features/locations/lib/info-window-content.ts',
      'src/features/locations/lib/load-google-maps.ts',
      'src/features/locations/lib/map-markers.ts',
      'src/features/locations/lib/map-runtime.ts',
    ]);
  });

  it("a plan's dates, boards and estimate arrive with the plan's first board", () => {
    const planContent = /^src\/features\/locations\/components\/(plan-tray-boards|plan-period-controls|estimate-note)\.tsx$/;
    expect(modulesIn(initialJs, planContent)).toEqual([]);
    expect(modulesIn(onDemandJs, planContent)).toContain('src/features/locations/components/plan-tray-boards.tsx');
  });
});

describe(`no development defaults in the bundle (${path.basename(outDir)})`, () => {
  // This build targets its own backend (scripts/e2e.mjs): the dev server's
  // default backend must not have been compiled in beside it.
  it("no asset mentions the dev server's default backend, http://127.0.0.1:54321", () => {
    const assets = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(10);
    const leaking = assets.filter((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8').includes('127.0.0.1:54321'));
    expect(leaking).toEqual([]);
  });
});
