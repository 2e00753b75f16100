import type { LocalDatabase, Tx } from '../database';
import { campaignNoticeFromRows, type CampaignNoticeRow, type CampaignNoticeStore } from '../../functions/_shared/campaign-notice-store';

const SERVICE_CLAIMS = { role: 'service_role' };

/** The deployed campaign notice store's behaviour here: the same database functions, called as the service role. */
export function createLocalCampaignNoticeStore(db: LocalDatabase): CampaignNoticeStore {
  const asService = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => db.asRole('service_role', SERVICE_CLAIMS, { readOnly: false }, fn);
  return {
    async campaignNotice(campaignId) {
      const { rows } = await asService((tx) =>
        tx.query<CampaignNoticeRow>(
          `select email, status::text as status, reference, board, to_char(starts_on, 'YYYY-MM-DD') as starts_on, cycles,
                  booking_status::text as booking_status
           from public.campaign_notice($1::uuid)`,
          [campaignId],
        ),
      );
      return campaignNoticeFromRows(rows);
    },
  };
}
