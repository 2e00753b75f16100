// npx tsx supabase/local/start.ts [--port N] [--public-url URL] [--site-url URL] [--data-dir DIR | --memory] [--reset] [--reset-only] [--no-scheduled-jobs] [--no-xibo]
// With DATABASE_URL set it runs on that PostgreSQL database instead of PGlite.
// The functions' Xibo secrets point at the Xibo stand-in, so approved artwork
// is published to it as it would be to the boards' CMS; --no-xibo runs them
// as without a CMS.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY, LOCAL_DEFAULT_PORT, LOCAL_SERVICE_ROLE_KEY } from './dev-keys';
import { openDatabase } from './database';
import { startLocalBackend } from './server';
import { LOCAL_XIBO_DEV_DISPLAY_GROUPS, LOCAL_XIBO_PATH } from './xibo/keys';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataRoot = path.join(here, '.data');
const outboxDir = path.join(dataRoot, 'outbox');

/** Uploaded files live beside the database folder. */
function storageDirFor(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'storage');
}

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

/** The URL without its password, for the console. */
function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

interface Args {
  port: number;
  publicUrl?: string;
  /** Where the site runs: the functions' SITE_URL (their e-mails' links) and the Stripe stand-in's return URLs. */
  siteUrl?: string;
  scheduledJobs: boolean;
  xibo: boolean;
  dataDir: string | null;
  reset: boolean;
  resetOnly: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { port: LOCAL_DEFAULT_PORT, dataDir: path.join(dataRoot, 'db'), reset: false, resetOnly: false, scheduledJobs: true, xibo: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port') args.port = Number(argv[++i]);
    else if (arg === '--public-url') args.publicUrl = argv[++i];
    else if (arg === '--site-url') args.siteUrl = argv[++i];
    else if (arg === '--no-scheduled-jobs') args.scheduledJobs = false;
    else if (arg === '--no-xibo') args.xibo = false;
    else if (arg === '--data-dir') args.dataDir = path.resolve(argv[++i] ?? '');
    else if (arg === '--memory') args.dataDir = null;
    else if (arg === '--reset') args.reset = true;
    else if (arg === '--reset-only') args.resetOnly = true;
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('--port needs a port number');
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.resetOnly) {
    if (!args.dataDir) throw new Error('--reset-only needs a data dir, not --memory');
    const db = await openDatabase({ dataDir: args.dataDir, databaseUrl, reset: true });
    await db.close();
    for (const dir of [storageDirFor(args.dataDir), outboxDir]) rmSync(dir, { recursive: true, force: true });
    console.log(`Local database rebuilt in ${path.relative(process.cwd(), args.dataDir)} (bootstrap, migrations, seed); uploads and outbox cleared.`);
    return;
  }
  // In memory nothing persists, the outbox included: two such backends never share one.
  const memoryOutbox = args.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'local-outbox-'));
  const backend = await startLocalBackend({
    port: args.port,
    databaseUrl,
    dataDir: args.dataDir,
    storageDir: args.dataDir ? storageDirFor(args.dataDir) : undefined,
    outboxDir: memoryOutbox ?? outboxDir,
    reset: args.reset,
    publicUrl: args.publicUrl,
    siteUrl: args.siteUrl,
    scheduledJobs: args.scheduledJobs,
    xibo: args.xibo,
  });
  console.log(`Local Supabase-compatible backend on ${backend.url}`);
  console.log(`  data:             ${databaseUrl ? `PostgreSQL (${redacted(databaseUrl)})` : (args.dataDir ?? 'in memory')}`);
  console.log(`  anon key:         ${LOCAL_ANON_KEY}`);
  console.log(`  service role key: ${LOCAL_SERVICE_ROLE_KEY}`);
  console.log(`  admin sign-in:    ${LOCAL_ADMIN_EMAIL} / ${LOCAL_ADMIN_PASSWORD}`);
  if (args.xibo)
    console.log(
      `  Xibo stand-in:    ${backend.url}${LOCAL_XIBO_PATH} (display groups ${LOCAL_XIBO_DEV_DISPLAY_GROUPS[0]} to ${LOCAL_XIBO_DEV_DISPLAY_GROUPS.at(-1)})`,
    );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local backend`);
    backend.close().then(
      () => {
        if (memoryOutbox) rmSync(memoryOutbox, { recursive: true, force: true });
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
