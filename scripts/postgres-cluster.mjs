// A throwaway PostgreSQL cluster for tests: initdb in a temporary folder, the
// server on a free loopback port, trust authentication, removed when stopped.
// Uses the server binaries of an installed PostgreSQL (Debian's `postgresql`
// package, or POSTGRES_BIN pointing at a bin folder). Nothing listens beyond
// 127.0.0.1 and nothing persists.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folder holding initdb and postgres, or null when no server is installed. */
export function findPostgresBin(env = process.env) {
  const candidates = [];
  if (env.POSTGRES_BIN) candidates.push(env.POSTGRES_BIN);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    /* no pg_config on PATH */
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) ?? null;
}

/**
 * Whether this server's installation has pg_cron (Debian's postgresql-15-cron):
 * its control file in the server's share folder, as pg_config names it.
 */
export function hasPgCron(bin) {
  try {
    const share = execFileSync(path.join(bin, 'pg_config'), ['--sharedir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return existsSync(path.join(share, 'extension', 'pg_cron.control'));
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb and postgres refuse to run as root: as root, run them as the postgres user. */
function asServerUser(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function userIds(name) {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function waitForReady(bin, port, socketDir, child, output) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${output()}`);
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q'], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`postgres did not accept connections within 30 s (socket dir ${socketDir}):\n${output()}`);
}

/** Starts postgres on the cluster in `dataDir`; `log` reads what it has printed so far. */
function startServer(bin, dataDir, root, port, database) {
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['port', String(port)],
    ['unix_socket_directories', root],
    // A test cluster: nothing here must survive a crash, so skip the disk flushes.
    ['fsync', 'off'],
    ['synchronous_commit', 'off'],
    ['full_page_writes', 'off'],
    ['max_connections', '100'],
    // pg_cron as hosted Supabase has it, for the test database only: the local backend registers the
    // migration's jobs there and pauses them, so nothing fires on its own during the tests.
    ...(hasPgCron(bin)
      ? [
          ['shared_preload_libraries', 'pg_cron'],
          ['cron.database_name', database],
        ]
      : []),
  ].flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const [cmd, args] = asServerUser(path.join(bin, 'postgres'), ['-D', dataDir, ...settings]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  return { child, log: () => log };
}

/**
 * Starts a cluster; resolves with { url, stop }. `url` names the database
 * `database` (not created: the local backend creates and resets it).
 */
export async function startThrowawayPostgres({ bin = findPostgresBin(), database = 'local_backend' } = {}) {
  if (!bin) throw new Error('No PostgreSQL server found (install Debian\'s "postgresql" package or set POSTGRES_BIN)');
  const root = mkdtempSync(path.join(tmpdir(), 'throwaway-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(root, uid, gid);
  }
  const [initCmd, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  execFileSync(initCmd, initArgs, { stdio: ['ignore', 'ignore', 'pipe'] });

  // A port found free can be taken before the server binds it (any connection the machine opens
  // may get it): then the server says so and another port is tried.
  let port, child, log;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    ({ child, log } = startServer(bin, dataDir, root, port, database));
    try {
      await waitForReady(bin, port, root, child, log);
      break;
    } catch (err) {
      child.kill('SIGKILL');
      if (attempt < 3 && /could not bind|Address already in use/.test(log())) continue;
      rmSync(root, { recursive: true, force: true });
      throw err;
    }
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT is PostgreSQL's fast shutdown: connections are ended, nothing waits.
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(root, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, stop, log };
}
