import type { ServerContext } from '../context';
import { LOCAL_SERVICE_ROLE_KEY } from '../dev-keys';
import { readObjectAs } from '../storage/objects';
import type { ArtworkDecisionNotice, ArtworkNoticeStore, CampaignArtworkStatus } from '../../functions/_shared/artwork-emails';
import { ARTWORK_BUCKET } from '../../functions/_shared/business-rules';

const SERVICE_CLAIMS = { role: 'service_role' };

/** The deployed artwork notice store's behaviour here: the same database functions and storage, as the service role. */
export function createLocalArtworkNoticeStore(ctx: ServerContext): ArtworkNoticeStore {
  return {
    async artworkDecision(versionId) {
      const { rows } = await ctx.db.asRole('service_role', SERVICE_CLAIMS, { readOnly: true }, (tx) =>
        tx.query<ArtworkDecisionNotice>(
          `select email, reference, board, version, state::text as state, reject_reason::text as reject_reason, staff_comment,
                  campaign_id::text as campaign_id, to_json(go_live_at) #>> '{}' as go_live_at
           from public.artwork_decision_notice($1::uuid)`,
          [versionId],
        ),
      );
      return rows[0] ?? null;
    },
    async artworkStatus(target) {
      const [campaign, booking] = 'campaign' in target ? [target.campaign, null] : [null, target.booking];
      const { rows } = await ctx.db.asRole('service_role', SERVICE_CLAIMS, { readOnly: true }, (tx) =>
        tx.query<{ status: CampaignArtworkStatus }>('select public.campaign_artwork_status($1::uuid, $2::uuid) as status', [campaign, booking]),
      );
      return rows[0]!.status;
    },
    async readArtwork(path) {
      try {
        const service = { role: 'service_role' as const, claims: SERVICE_CLAIMS, token: LOCAL_SERVICE_ROLE_KEY };
        return new Uint8Array((await readObjectAs(ctx, service, ARTWORK_BUCKET, path)).bytes);
      } catch {
        return null;
      }
    },
  };
}
