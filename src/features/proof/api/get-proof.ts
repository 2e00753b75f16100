import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { PROOF_PHOTO_BUCKET } from '@shared/sale-rules.ts';
import { toDataError } from '@/lib/to-data-error';
import { proofKeys } from './proof-keys';
import { isUuid } from '@shared/is-uuid.ts';
import type { Database } from '@/types/database';

/** How long a photo's signed URL lasts: long enough to look at the page, short enough that a copied link soon stops working. */
export const PHOTO_URL_SECONDS = 600;
export const PROOF_BUCKET = PROOF_PHOTO_BUCKET;

export interface BoardCycleProof {
  locationId: string;
  boardName: string;
  boardSlug: string | null;
  cycleStart: string;
  cycleEnd: string;
  operatingHours: string | null;
  loopSeconds: number;
  /** Null when the board's operating hours are not in a form the count can use. */
  contracted: number | null;
  delivered: number;
  /** The board's daily traffic count; null when it publishes none (or the board is no longer shown). */
  dailyImpressions: number | null;
  slotsPerLoop: number | null;
}

export interface ProofPhoto {
  id: string;
  locationId: string;
  cycleStart: string;
  storagePath: string;
  takenAt: string;
  width: number;
  height: number;
  /** A short-lived signed URL; null when storage would not sign one. */
  url: string | null;
}

/** What the staff gave for one board-cycle delivered under its plays: extra days on the board, or a credit note. */
export type MakeGood = {
  id: string;
  locationId: string;
  boardName: string;
  /** The cycle it makes good. */
  cycleStart: string;
} & (
  | {
      kind: 'extra_days';
      startsOn: string;
      lastDay: string;
      days: number;
      /** The campaign's plays on the board within those days, so far. */
      plays: number;
    }
  | { kind: 'credit'; creditNote: string; creditSubtotalCents: number; creditTotalCents: number }
);

export interface CampaignProof {
  campaign: { id: string; reference: string; name: string | null; company: string | null };
  cycles: BoardCycleProof[];
  photos: ProofPhoto[];
  makeGoods: MakeGood[];
}

type MakeGoodRow = Database['public']['Functions']['campaign_make_goods']['Returns'][number];

function makeGoodOf(r: MakeGoodRow): MakeGood {
  const base = { id: r.id, locationId: r.location_id, boardName: r.board_name, cycleStart: r.cycle_start };
  return r.kind === 'extra_days'
    ? { ...base, kind: 'extra_days', startsOn: r.starts_on, lastDay: r.last_day, days: r.days, plays: r.make_good_plays }
    : {
        ...base,
        kind: 'credit',
        creditNote: r.credit_note_number,
        creditSubtotalCents: r.credit_subtotal_cents,
        creditTotalCents: r.credit_total_cents,
      };
}

/**
 * A campaign's proof as the signed-in caller may see it (row-level security
 * and campaign_proof decide: the admin, or the campaign's own advertiser):
 * plays contracted and delivered per board and cycle, and the photos, each
 * with a signed URL, and the make-goods given for board-cycles delivered
 * under their plays (campaign_make_goods). Null when the caller cannot see the campaign.
 */
export async function getCampaignProof(campaignId: string): Promise<CampaignProof | null> {
  if (!isUuid(campaignId)) return null;
  const campaign = await supabase.from('campaigns').select('id, reference, name, advertiser:advertisers(company)').eq('id', campaignId).maybeSingle();
  if (campaign.error) throw toDataError(campaign.error, campaign.status);
  if (!campaign.data) return null;
  const [figures, makeGoods, photos] = await Promise.all([
    supabase.rpc('campaign_proof', { p_campaign: campaignId }),
    supabase.rpc('campaign_make_goods', { p_campaign: campaignId }),
    supabase
      .from('proof_photos')
      .select('id, location_id, cycle_start, storage_path, taken_at, width, height')
      .eq('campaign_id', campaignId)
      .order('taken_at')
      .order('id'),
  ]);
  if (figures.error) throw toDataError(figures.error, figures.status);
  if (photos.error) throw toDataError(photos.error, photos.status);
  if (makeGoods.error) throw toDataError(makeGoods.error, makeGoods.status);
  // The boards' traffic counts, for the impressions estimate (public facts of the boards shown).
  const boardIds = [...new Set((figures.data ?? []).map((r) => r.location_id))];
  const boards = boardIds.length
    ? await supabase.from('billboard_locations').select('id, daily_impressions, slots_per_loop').in('id', boardIds)
    : { data: [], error: null, status: 200 };
  if (boards.error) throw toDataError(boards.error, boards.status);
  const audience = new Map((boards.data ?? []).map((b) => [b.id, b]));
  const signed = await Promise.all(
    (photos.data ?? []).map(async (p) => {
      const { data } = await supabase.storage.from(PROOF_BUCKET).createSignedUrl(p.storage_path, PHOTO_URL_SECONDS);
      return {
        id: p.id,
        locationId: p.location_id,
        cycleStart: p.cycle_start,
        storagePath: p.storage_path,
        takenAt: p.taken_at,
        width: p.width,
        height: p.height,
        url: data?.signedUrl ?? null,
      };
    }),
  );
  const { advertiser, ...rest } = campaign.data;
  return {
    campaign: { ...rest, company: advertiser?.company ?? null },
    cycles: (figures.data ?? []).map((r) => ({
      locationId: r.location_id,
      boardName: r.board_name,
      boardSlug: r.board_slug,
      cycleStart: r.cycle_start,
      cycleEnd: r.cycle_end,
      operatingHours: r.operating_hours,
      loopSeconds: r.loop_seconds,
      contracted: r.contracted_plays,
      delivered: r.delivered_plays,
      dailyImpressions: audience.get(r.location_id)?.daily_impressions ?? null,
      slotsPerLoop: audience.get(r.location_id)?.slots_per_loop ?? null,
    })),
    photos: signed,
    makeGoods: (makeGoods.data ?? []).map(makeGoodOf),
  };
}

export function campaignProofQueryOptions(campaignId: string) {
  // Refetched well before the photos' signed URLs expire.
  return queryOptions({
    queryKey: proofKeys.campaign(campaignId),
    queryFn: () => getCampaignProof(campaignId),
    staleTime: 0,
    refetchInterval: (PHOTO_URL_SECONDS / 2) * 1000,
  });
}

export function useCampaignProof(campaignId: string) {
  return useQuery(campaignProofQueryOptions(campaignId));
}
