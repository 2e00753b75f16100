// A function's real Deno entry (index.ts, Deno.serve; send-contact-email
// unless another is named) started under Deno from the `deno` package, with
// the environment a hosted project gives it, and a local stand-in for Resend's
// HTTP API that records what it is sent and can be made to fail.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutgoingEmail } from '../../supabase/functions/send-contact-email/types';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DENO = path.join(root, 'node_modules', '.bin', 'deno');
// Deno compiles the function's modules as it starts: on a busy two-core machine that is slow.
const DENO_START_LIMIT_MS = 180_000;

// Deno.serve's own line once it listens: "Listening on http://127.0.0.1:PORT/".
const LISTENING = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//;

const entryOf = (name: string) => path.join(root, 'supabase/functions', name, 'index.ts');

/** Resend's POST /emails as the function calls it: records each e-mail, answers Resend's shapes. */
export interface ResendStandIn {
  url: string;
  sent: OutgoingEmail[];
  failing: boolean;
  close(): Promise<void>;
}

export async function startResendStandIn(): Promise<ResendStandIn> {
  const state = { sent: [] as OutgoingEmail[], failing: false };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || !/^Bearer re_/.test(req.headers.authorization ?? '')) {
        res.writeHead(401).end(JSON.stringify({ statusCode: 401, message: 'API key is invalid', name: 'validation_error' }));
        return;
      }
      if (state.failing) {
        res.writeHead(500).end(JSON.stringify({ statusCode: 500, message: 'An unexpected error occurred.', name: 'internal_server_error' }));
        return;
      }
      const payload = JSON.parse(body) as { to: string[]; reply_to?: string; subject: string; html: string; text: string };
      state.sent.push({ to: payload.to[0]!, replyTo: payload.reply_to, subject: payload.subject, html: payload.html, text: payload.text });
      res.writeHead(200).end(JSON.stringify({ id: `re-${state.sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/emails`,
    get sent() {
      return state.sent;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface DenoFunction {
  url: string;
  /** What the function has written to stdout and stderr so far (its logs). */
  output(): string;
  stop(): void;
}

/** An environment without the variables a test left unset. */
function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Starts index.ts under `deno run` against the local backend; resolves once it answers.
 * `env` overrides the hosted project's environment: a value of undefined leaves that secret unset.
 */
export async function startDenoFunction(
  backendUrl: string,
  resendUrl: string,
  env: Record<string, string | undefined> = {},
  name = 'send-contact-email',
): Promise<DenoFunction> {
  const entry = entryOf(name);
  const config = path.join(path.dirname(entry), 'deno.json');
  const child: ChildProcess = spawn(DENO, ['run', '--config', config, '--node-modules-dir=manual', '--allow-net=127.0.0.1', '--allow-env', entry], {
    cwd: root,
    env: definedOnly({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DENO_DIR: path.join(root, 'node_modules', '.cache', 'deno'),
      // Port 0: the system gives a free port as Deno binds it (Deno.serve says which). A port
      // found free beforehand could be taken, by any connection the machine opens, while Deno compiles.
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      NO_COLOR: '1',
      SUPABASE_URL: backendUrl,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      RESEND_API_KEY: 're_local_test_key',
      RESEND_API_URL: resendUrl,
      CONTACT_NOTIFY_EMAIL: 'sales@londondigitalbillboards.ca',
      CONTACT_FROM_EMAIL: 'Website <noreply@londondigitalbillboards.ca>',
      ALLOWED_ORIGINS: '*',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + DENO_START_LIMIT_MS;
  let url: string | null = null;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`deno exited (${child.exitCode}):\n${output}`);
    url ??= LISTENING.exec(output)?.[1] ?? null;
    try {
      if (url) {
        await fetch(url, { method: 'OPTIONS', signal: AbortSignal.timeout(1000) });
        break;
      }
    } catch {
      // Listening but not answering yet: asked again below.
    }
    if (Date.now() > deadline) throw new Error(`deno did not answer within ${DENO_START_LIMIT_MS / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, output: () => output, stop: () => child.kill('SIGTERM') };
}
