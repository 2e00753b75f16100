import { Fragment } from 'react';
import { cycleStartLabel, torontoDate } from '@shared/booking-cycles.ts';
import { aboutImpressions, deliveredImpressions } from '@shared/delivered-impressions.ts';
import type { BoardCycleProof as Figures, MakeGood, ProofPhoto } from '../api/get-proof';
import { MAKE_GOOD_PROOF_TEXT, makeGoodsOf, makeGoodText } from '../lib/make-good-text';
import { cycleLabel, deliveredShare, formatPlays } from '../lib/proof-format';
import { PROOF_TEXT } from '../lib/proof-text';
import { ProofPhotos } from './proof-photos';

export const DELIVERY_TEXT = {
  soFar: ' so far',
} as const;

/**
 * The delivered plays in words: a cycle that has not started (and has no
 * plays yet) says when it starts rather than a zero, a running one says its
 * count is so far.
 */
export function deliveredText(figures: Pick<Figures, 'cycleStart' | 'cycleEnd' | 'delivered' | 'contracted'>, today: string): string {
  if (figures.cycleStart > today && figures.delivered === 0) return cycleStartLabel(figures.cycleStart);
  const share = deliveredShare(figures.delivered, figures.contracted);
  const running = figures.cycleStart <= today && today <= figures.cycleEnd;
  return `${formatPlays(figures.delivered)}${share ? ` (${share})` : ''}${running ? DELIVERY_TEXT.soFar : ''}`;
}

/** 'About 370,400', or not estimated without a traffic count or a contracted figure. */
export function impressionsText(figures: Pick<Figures, 'contracted' | 'delivered' | 'dailyImpressions' | 'slotsPerLoop'>): string {
  const n =
    figures.slotsPerLoop === null
      ? null
      : deliveredImpressions({
          contracted: figures.contracted,
          delivered: figures.delivered,
          daily_impressions: figures.dailyImpressions,
          slots_per_loop: figures.slotsPerLoop,
        });
  if (n === null) return PROOF_TEXT.notEstimated;
  const about = aboutImpressions(n);
  return about.charAt(0).toUpperCase() + about.slice(1);
}

export const photosOf = (photos: ProofPhoto[], c: Pick<Figures, 'locationId' | 'cycleStart'>) =>
  photos.filter((p) => p.locationId === c.locationId && p.cycleStart === c.cycleStart);

/** One board in one cycle: its figures in words, its make-good if it was given one, and its photos. */
export function BoardCycleProof({
  figures,
  photos,
  makeGoods = [],
  heading,
  showBoard = true,
  eager = false,
  onRemove,
}: {
  figures: Figures;
  photos: ProofPhoto[];
  makeGoods?: readonly MakeGood[];
  heading: 'h3' | 'h4';
  showBoard?: boolean;
  eager?: boolean;
  onRemove?: (photo: ProofPhoto) => void;
}) {
  const Heading = heading;
  const today = torontoDate(new Date());
  return (
    <article className="mt-4 break-inside-avoid">
      <Heading className="font-semibold text-ink">
        {showBoard ? `${figures.boardName}: ` : ''}
        {cycleLabel(figures.cycleStart, figures.cycleEnd)}
      </Heading>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-gray-700">{PROOF_TEXT.contracted}</dt>
        <dd>{formatPlays(figures.contracted)}</dd>
        <dt className="text-gray-700">{PROOF_TEXT.delivered}</dt>
        <dd>{deliveredText(figures, today)}</dd>
        {figures.cycleStart <= today || figures.delivered > 0 ? (
          <>
            <dt className="text-gray-700">{PROOF_TEXT.impressions}</dt>
            <dd>{impressionsText(figures)}</dd>
          </>
        ) : null}
        {makeGoodsOf(makeGoods, figures).map((m) => (
          <Fragment key={m.id}>
            <dt className="text-gray-700">{MAKE_GOOD_PROOF_TEXT.label}</dt>
            <dd>{makeGoodText(m, today)}</dd>
          </Fragment>
        ))}
      </dl>
      {figures.contracted === null ? <p className="text-xs text-gray-700">{PROOF_TEXT.hoursUnknown}</p> : null}
      <p className="mt-2 text-sm font-medium text-gray-800">{PROOF_TEXT.photos}</p>
      <ProofPhotos photos={photosOf(photos, figures)} boardName={figures.boardName} eager={eager} onRemove={onRemove} />
    </article>
  );
}
