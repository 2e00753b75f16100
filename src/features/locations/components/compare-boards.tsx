import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Check, Plus, X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { LazyImage } from '@/components/ui/lazy-image';
import { paths } from '@/config/paths';
import { shippedImageSources } from '@/content/images';
import { safeUrl } from '@/lib/safe-url';
import { useHydrated } from '@/lib/use-hydrated';
import type { BillboardLocation } from '@/types/billboard-location';
import { formatDay } from '@shared/booking-cycles.ts';
import { bookableStarts } from '../lib/plan-period';
import { BOOKING } from '@shared/business-rules.ts';
import { useActiveLocations } from '../api/get-active-locations';
import { useAvailabilityAtMount, useBoardAvailability } from '../api/get-board-availability';
import { useAudienceByBoard } from '../hooks/use-board-audience';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import { useCompareList } from '../hooks/use-compare-list';
import { AUDIENCE_LABELS, AUDIENCE_TEXT, impressionsText, playsPerDayText, shareOfVoiceText, trafficText } from '../lib/audience-text';
import { boardAudience } from '../lib/board-audience';
import { boardCycles, firstFreeStart } from '../lib/board-cycles';
import { priceText, resolutionText, spotText } from '../lib/board-facts';
import { boardPageHref } from '../lib/board-links';
import { COMPARE_MAX_BOARDS } from '../lib/compare-store';
import { thumbnailAlt } from '../lib/location-text';
import { PLAN_BUTTON_TEXT, planButtonLabel } from '../lib/location-text';

export const COMPARE_TEXT = {
  loading: 'Loading your comparison…',
  error: 'The boards could not be loaded. Please try again later, or call us.',
  empty: `No boards to compare yet. Choose “Compare” on up to ${COMPARE_MAX_BOARDS} boards in the map’s list or on a board’s page.`,
  toMap: 'Find boards on the map',
  caption: 'Boards side by side',
  scrollHint: 'Scroll sideways to see every board.',
  leftOut: 'A board you chose is no longer offered, so it is left out.',
  notStated: 'Not stated',
  noPhoto: 'No photo',
  soldOut: `Sold out for the next ${BOOKING.bookableStarts} cycles`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from the comparison`,
  removed: (name: string) => `${name} removed from the comparison.`,
  rows: {
    photo: 'Photo',
    location: 'Location',
    size: 'Screen size',
    resolution: 'Resolution',
    spot: 'Spot and loop',
    hours: 'Operating hours',
    price: 'Price per cycle',
    nextFree: 'Next free start',
    actions: 'Your choice',
  },
} as const;

/**
 * The visitor's shortlist side by side: one column per board, one row per
 * fact, each row named by its header. On a phone the table scrolls sideways
 * inside its own region (focusable, so a keyboard scrolls it too), its row
 * headers kept in view.
 */
export function CompareBoards() {
  const live = useHydrated();
  const compare = useCompareList();
  const { plan, add, remove } = useCampaignPlan();
  const { data, isError } = useActiveLocations();
  const audience = useAudienceByBoard();
  const starts = useMemo(() => (live ? bookableStarts(new Date()) : null), [live]);
  useAvailabilityAtMount();
  const availability = useBoardAvailability(starts?.[0] ?? null);
  const [said, setSaid] = useState('');
  const regionRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);

  const boards = useMemo(() => {
    const byId = new Map(data?.map((board) => [board.id, board]));
    return compare.ids.map((id) => byId.get(id)).filter((board): board is BillboardLocation => board !== undefined);
  }, [data, compare.ids]);

  if (!live) return <LoadingTable />;
  if (compare.ids.length === 0) {
    return (
      <div>
        <p ref={emptyRef} tabIndex={-1} className="text-gray-800">
          {COMPARE_TEXT.empty}
        </p>
        <Link
          to={paths.billboardMap}
          className="mt-4 inline-block font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800"
        >
          {COMPARE_TEXT.toMap}
        </Link>
        <p role="status" className="sr-only">
          {said}
        </p>
      </div>
    );
  }
  if (isError && !data) {
    return (
      <p role="alert" className="text-red-700">
        {COMPARE_TEXT.error}
      </p>
    );
  }
  if (!data) return <LoadingTable />;

  const nextFree = (board: BillboardLocation): string => {
    if (!starts || !availability.data) return availability.isError ? AUDIENCE_TEXT.unavailable : AUDIENCE_TEXT.loading;
    const free = firstFreeStart(boardCycles(availability.data, board.id, starts));
    return free ? formatDay(free) : COMPARE_TEXT.soldOut;
  };
  const figures = (board: BillboardLocation) => boardAudience(board, audience.playsOf(board.id) ?? null);
  const stated = (value: string | null) => value?.trim() || COMPARE_TEXT.notStated;

  const onRemove = (board: BillboardLocation) => {
    compare.remove(board.id);
    setSaid(COMPARE_TEXT.removed(board.name));
    // The pressed button is gone with its column: the table (or, once empty, the message) takes the focus.
    requestAnimationFrame(() => (regionRef.current ?? emptyRef.current)?.focus());
  };

  // One cell maker per row header; the order is ROW_LABELS'.
  const cellOf: Record<RowLabel, (board: BillboardLocation) => ReactNode> = {
    [COMPARE_TEXT.rows.photo]: (board) => {
      const src = safeUrl(board.thumbnail_image_1);
      return src ? (
        <LazyImage
          src={src}
          sources={shippedImageSources(src)}
          alt={board.thumbnail_image_1_alt?.trim() || thumbnailAlt(board.name, 1)}
          width={400}
          height={300}
          className="rounded object-cover"
        />
      ) : (
        COMPARE_TEXT.noPhoto
      );
    },
    [COMPARE_TEXT.rows.location]: (board) => board.address,
    [COMPARE_TEXT.rows.size]: (board) => stated(board.screen_size),
    [COMPARE_TEXT.rows.resolution]: (board) => stated(resolutionText(board)),
    [COMPARE_TEXT.rows.spot]: (board) => spotText(board),
    [COMPARE_TEXT.rows.hours]: (board) => stated(board.operating_hours),
    [AUDIENCE_LABELS.traffic]: (board) => trafficText(board),
    [AUDIENCE_LABELS.playsPerDay]: (board) => {
      const plays = audience.playsOf(board.id);
      if (plays === undefined) return audience.isError ? AUDIENCE_TEXT.unavailable : AUDIENCE_TEXT.loading;
      return playsPerDayText(figures(board));
    },
    [AUDIENCE_LABELS.shareOfVoice]: (board) => shareOfVoiceText(figures(board)),
    [AUDIENCE_LABELS.impressions]: (board) => impressionsText(figures(board)),
    [COMPARE_TEXT.rows.price]: (board) => priceText(board),
    [COMPARE_TEXT.rows.nextFree]: nextFree,
    [COMPARE_TEXT.rows.actions]: (board) => {
      const inPlan = plan.ids.includes(board.id);
      return (
        <div className="flex flex-col items-start gap-2">
          <button
            type="button"
            onClick={() => (inPlan ? remove(board.id) : add(board.id))}
            aria-label={planButtonLabel(board.name, inPlan)}
            className={buttonVariants({ variant: inPlan ? 'secondary' : 'primary', size: 'sm' })}
          >
            {inPlan ? <Check className="h-4 w-4" aria-hidden="true" /> : <Plus className="h-4 w-4" aria-hidden="true" />}
            {inPlan ? PLAN_BUTTON_TEXT.remove : PLAN_BUTTON_TEXT.add}
          </button>
          <button
            type="button"
            onClick={() => onRemove(board)}
            aria-label={COMPARE_TEXT.removeLabel(board.name)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {COMPARE_TEXT.remove}
          </button>
        </div>
      );
    },
  };

  return (
    <Framed above={boards.length < compare.ids.length ? <p className="mb-3 text-gray-800">{COMPARE_TEXT.leftOut}</p> : null}>
      <CompareTable
        regionRef={regionRef}
        columns={boards.map((board) => ({
          key: board.id,
          head: (
            <Link to={boardPageHref(board)} className="text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800">
              {board.name}
            </Link>
          ),
        }))}
        rows={ROW_LABELS.map((label) => ({ label, cells: boards.map((board) => cellOf[label](board)) }))}
      />
      <p role="status" className="sr-only">
        {said}
      </p>
    </Framed>
  );
}

/** The facts' row headers, in the table's order: the loaded table's and the one that stands in while the boards load. */
const ROW_LABELS = [
  COMPARE_TEXT.rows.photo,
  COMPARE_TEXT.rows.location,
  COMPARE_TEXT.rows.size,
  COMPARE_TEXT.rows.resolution,
  COMPARE_TEXT.rows.spot,
  COMPARE_TEXT.rows.hours,
  AUDIENCE_LABELS.traffic,
  AUDIENCE_LABELS.playsPerDay,
  AUDIENCE_LABELS.shareOfVoice,
  AUDIENCE_LABELS.impressions,
  COMPARE_TEXT.rows.price,
  COMPARE_TEXT.rows.nextFree,
  COMPARE_TEXT.rows.actions,
] as const;
type RowLabel = (typeof ROW_LABELS)[number];

/**
 * While the shortlist and the boards load (and in the prerendered page): the
 * table's own rows with a column of placeholders, a photo's height kept, so
 * the boards take the place it held instead of pushing the page down.
 */
function LoadingTable() {
  const bar = <span aria-hidden="true" className="block h-5 w-28 rounded bg-gray-100" />;
  return (
    <Framed>
      <CompareTable
        columns={[
          {
            key: 'loading',
            head: (
              <span role="status" className="font-normal text-gray-700">
                {COMPARE_TEXT.loading}
              </span>
            ),
          },
        ]}
        rows={ROW_LABELS.map((label) => ({
          label,
          cells: [
            label === COMPARE_TEXT.rows.photo ? <span aria-hidden="true" className="block aspect-[4/3] w-full max-w-[400px] rounded bg-gray-100" /> : bar,
          ],
        }))}
      />
    </Framed>
  );
}

/** What surrounds the table, loading or loaded alike: the phone's scroll hint above it, the figures' method below. */
function Framed({ above, children }: { above?: ReactNode; children: ReactNode }) {
  return (
    <div>
      {above}
      <p className="mb-2 text-sm text-gray-700 md:hidden">{COMPARE_TEXT.scrollHint}</p>
      {children}
      <p className="mt-3 text-sm text-gray-700">{AUDIENCE_TEXT.method}</p>
    </div>
  );
}

interface CompareTableProps {
  columns: { key: string; head: ReactNode }[];
  /** Each row's header and its cells, one per column. */
  rows: { label: string; cells: ReactNode[] }[];
  regionRef?: RefObject<HTMLDivElement | null>;
}

function CompareTable({ columns, rows, regionRef }: CompareTableProps) {
  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <table className="w-full border-collapse text-left text-sm text-gray-800">
        <caption id="compare-caption" className="sr-only">
          {COMPARE_TEXT.caption}
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-32 min-w-32 border-b border-gray-300 bg-white" />
            {columns.map((column) => (
              <th key={column.key} scope="col" className="min-w-48 border-b border-l border-gray-300 p-3 align-top text-base font-semibold">
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-gray-200 last:border-b-0">
              <th scope="row" className="sticky left-0 z-10 w-32 min-w-32 bg-gray-50 p-3 align-top font-semibold text-ink">
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]!.key} className="border-l border-gray-300 p-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
