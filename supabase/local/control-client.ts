import type { OutgoingEmail } from '../functions/_shared/mailer';
import { LOCAL_SERVICE_ROLE_KEY } from './dev-keys';

/** An e-mail the local outbox mailer "sent": what the function handed its mailer. */
export type OutboxMessage = OutgoingEmail;

/** Client of the local backend's test-only controls (/__local/*, service-role protected). */
export interface LocalBackendControl {
  url: string;
  /** Rebuilds the database from migrations and seed, empties storage and the outbox, sets the mailer to ok. */
  reset(): Promise<void>;
  /** E-mails "sent" by the contact function, oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** Makes the contact function's mailer succeed or fail. */
  setMailer(mode: 'ok' | 'fail'): Promise<void>;
  /** Runs the outbox-delivery job now, as its schedule would: what the changes wrote to the outbox is sent. */
  deliverOutbox(): Promise<void>;
  /** The stand-in build hook: off (no hook configured), recording calls, or failing; and the calls so far. */
  setBuildHook(mode: 'off' | 'record' | 'fail'): Promise<void>;
  buildHookCalls(): Promise<string[]>;
  /** Runs one scheduled job now, as its time would; whether it ran without error. */
  runScheduledJob(name: string): Promise<{ ok: boolean; error?: string }>;
  /** How long signed upload URLs made from now on stay valid (2 hours until a reset), as a hosted project's storage setting. */
  setSignedUploadExpiry(seconds: number): Promise<void>;
  /** Time passes for a campaign: its confirmed bookings start one cycle earlier (their new starts), so its first cycle has begun. */
  startCampaignCycleEarlier(campaignId: string): Promise<string[]>;
  /** How long e-mailed sign-in links and codes work (an hour until a reset), as a hosted project's mailer_otp_exp. */
  setOtpExpiry(seconds: number): Promise<void>;
}

export function localBackendControl(url: string): LocalBackendControl {
  async function control(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${url}/__local/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`local backend ${path}: ${res.status} ${await res.text()}`);
    return res;
  }
  return {
    url,
    reset: async () => {
      await control('reset', { method: 'POST', body: '{}' });
    },
    outbox: async () => (await (await control('outbox')).json()) as OutboxMessage[],
    setMailer: async (mode) => {
      await control('mailer', { method: 'POST', body: JSON.stringify({ mode }) });
    },
    deliverOutbox: async () => {
      const run = (await (await control('scheduled-jobs/run', { method: 'POST', body: JSON.stringify({ name: 'outbox-delivery' }) })).json()) as {
        ok: boolean;
        error?: string;
      };
      if (!run.ok) throw new Error(`outbox-delivery failed: ${run.error ?? 'no reason given'}`);
    },
    setBuildHook: async (mode) => {
      await control('build-hook', { method: 'POST', body: JSON.stringify({ mode }) });
    },
    buildHookCalls: async () => ((await (await control('build-hook')).json()) as { calls: string[] }).calls,
    runScheduledJob: async (name) =>
      (await (await control('scheduled-jobs/run', { method: 'POST', body: JSON.stringify({ name }) })).json()) as { ok: boolean; error?: string },
    startCampaignCycleEarlier: async (campaignId) =>
      (
        (await (await control('campaign/cycle-earlier', { method: 'POST', body: JSON.stringify({ campaign_id: campaignId }) })).json()) as {
          starts_on: string[];
        }
      ).starts_on,
    setSignedUploadExpiry: async (seconds) => {
      await control('storage-settings', { method: 'POST', body: JSON.stringify({ signedUploadExpiresIn: seconds }) });
    },
    setOtpExpiry: async (seconds) => {
      await control('auth-settings', { method: 'POST', body: JSON.stringify({ otpExpirySeconds: seconds }) });
    },
  };
}
