import type { BillboardLocation } from '@/types/billboard-location';
import { AUDIENCE_LABELS, AUDIENCE_TEXT, impressionsText, playsPerDayText, shareOfVoiceText, trafficText } from '../lib/audience-text';
import { boardAudience } from '../lib/board-audience';

export interface AudienceFactsProps {
  board: Pick<BillboardLocation, 'slots_per_loop' | 'daily_impressions' | 'impressions_source'>;
  /** One spot's plays in a cycle: undefined while unknown, null when the board's hours cannot be counted. */
  playsPerCycle: number | null | undefined;
  /** The plays could not be read. */
  failed: boolean;
}

/** A board's audience as a buyer compares it: traffic, plays per day, share of voice and impressions per cycle, the traffic count with its source, and the method. */
export function AudienceFacts({ board, playsPerCycle, failed }: AudienceFactsProps) {
  const audience = boardAudience(board, playsPerCycle ?? null);
  const plays = playsPerCycle !== undefined ? playsPerDayText(audience) : failed ? AUDIENCE_TEXT.unavailable : AUDIENCE_TEXT.loading;
  const rows = [
    { label: AUDIENCE_LABELS.traffic, value: trafficText(board) },
    { label: AUDIENCE_LABELS.playsPerDay, value: plays },
    { label: AUDIENCE_LABELS.shareOfVoice, value: shareOfVoiceText(audience) },
    { label: AUDIENCE_LABELS.impressions, value: impressionsText(audience) },
  ];
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-800 print:text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-gray-700 print:text-xs">{AUDIENCE_TEXT.method}</p>
    </div>
  );
}
