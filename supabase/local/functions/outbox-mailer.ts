import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailerMode } from '../context';
import type { Mailer, OutgoingEmail } from '../../functions/_shared/mailer';

let sequence = 0;

/** Stands in for the e-mail provider: one JSON file per message, in send order. */
export function createOutboxMailer(outboxDir: string, state: { mode: MailerMode }): Mailer {
  return {
    async send(email: OutgoingEmail) {
      if (state.mode === 'fail') throw new Error('Local outbox mailer is set to fail (POST /__local/mailer {"mode":"ok"} to restore)');
      await mkdir(outboxDir, { recursive: true });
      const id = randomUUID();
      const name = `${Date.now().toString().padStart(15, '0')}-${String(sequence++).padStart(6, '0')}-${id}.json`;
      const message: OutgoingEmail = { to: email.to, replyTo: email.replyTo, subject: email.subject, html: email.html, text: email.text };
      await writeFile(path.join(outboxDir, name), JSON.stringify(message, null, 2));
      return { id };
    },
  };
}

export async function readOutbox(outboxDir: string): Promise<OutgoingEmail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(outboxDir, n), 'utf8')) as OutgoingEmail));
}
