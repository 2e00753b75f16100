// The advertiser's e-mails are written by the database in the change's own
// transaction and sent by its outbox job: a screen that calls a mail-sending
// function after an RPC would send what the job sends too, or send what a
// rolled-back change never made. The one staff e-mail left to the browser is
// the inbox's "Resend" of a lead (staff-email's { resend }); the visitor's
// contact form (send-contact-email) is how a request arrives, not a notice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every source file under src/ a screen ships, tests and generated types aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(`${path.sep}types`) || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The staff function's name as the source may spell it. */
const STAFF = /^(?:'staff-email'|"staff-email"|`staff-email`|STAFF_FUNCTION)$/;
/** The actions of the staff function that are notices after an RPC. */
const NOTICE_KEYS = /\b(?:campaign_notice|booking_notice|artwork_decision)\s*:/;

/** What in one file's text sends mail that the database's outbox sends: each call, in words. */
export function mailSendingCalls(text: string): string[] {
  const found: string[] = [];
  for (const call of text.matchAll(/functions\s*\.\s*invoke\s*(?:<[^>]*>)?\s*\(\s*([^,)]+?)\s*,\s*\{\s*body\s*:\s*\{\s*(\w+)/g)) {
    const [, fn, key] = call;
    if (STAFF.test(fn!) && key !== 'resend') found.push(`${fn} with { ${key} }`);
  }
  if (NOTICE_KEYS.test(text)) found.push(`a notice body (${NOTICE_KEYS.exec(text)![0].replace(/\s*:$/, '')})`);
  return found;
}

describe('no screen sends the e-mails the outbox sends', () => {
  it('finds such a call where there is one, and lets the lead’s Resend through', () => {
    expect(mailSendingCalls("await supabase.functions.invoke('staff-email', { body: { campaign_notice: id } });")).toEqual([
      "'staff-email' with { campaign_notice }",
      'a notice body (campaign_notice)',
    ]);
    expect(mailSendingCalls('supabase.functions.invoke<{ ok: boolean }>(STAFF_FUNCTION, { body: { artwork_decision: v } })')).toHaveLength(2);
    expect(mailSendingCalls('supabase.functions.invoke<{ delivered?: boolean }>(STAFF_FUNCTION, { body: { resend: id } })')).toEqual([]);
    expect(mailSendingCalls('supabase.functions.invoke(CONTACT_FUNCTION, { body })')).toEqual([]);
  });

  it('no file under src/ invokes a mail-sending function after an RPC', () => {
    const offenders = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      mailSendingCalls(readFileSync(file, 'utf8')).map((call) => `${path.relative(root, file)}: ${call}`),
    );
    expect(offenders).toEqual([]);
  });
});
