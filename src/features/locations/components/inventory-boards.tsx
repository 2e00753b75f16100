import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';
import type { BillboardLocation } from '@/types/billboard-location';
import { useActiveLocations } from '../api/get-active-locations';
import { priceText } from '../lib/board-facts';
import { boardPageHref } from '../lib/board-links';

export const INVENTORY_BOARDS_TEXT = {
  heading: 'Every Active Board',
  intro: 'Open a board for its photos, specs, audience and free cycles, or add it to your plan from its page.',
  loading: 'Loading the boards...',
  error: 'The boards could not be loaded. Please try again later, or call us.',
  none: 'No board is available right now. Please call us.',
} as const;

// The next free start reads live availability with the booking calendar's code:
// it arrives in a chunk of its own once the page runs, never in the first load.
const NextFreeStart = lazy(() => import('./inventory-next-free').then((module) => ({ default: module.NextFreeStart })));

/** The active boards as cards, each linking to its page with its price and, once the page runs, its next free start. */
export function InventoryBoards({ headingId }: { headingId: string }) {
  const { data, isPending, isError } = useActiveLocations();
  return (
    <>
      <h2 id={headingId} className="mb-3 text-center text-3xl font-bold text-ink sm:text-4xl">
        {INVENTORY_BOARDS_TEXT.heading}
      </h2>
      <p className="mx-auto mb-8 max-w-2xl text-center text-lg text-gray-700">{INVENTORY_BOARDS_TEXT.intro}</p>
      {isPending ? (
        <p role="status" className="text-center text-gray-600">
          {INVENTORY_BOARDS_TEXT.loading}
        </p>
      ) : isError ? (
        <p role="alert" className="text-center text-red-700">
          {INVENTORY_BOARDS_TEXT.error}
        </p>
      ) : data.length === 0 ? (
        <p className="text-center text-gray-700">{INVENTORY_BOARDS_TEXT.none}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((board) => (
            <BoardCard key={board.id} board={board} />
          ))}
        </ul>
      )}
    </>
  );
}

function BoardCard({ board }: { board: BillboardLocation }) {
  const live = useHydrated();
  return (
    <li className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold text-ink">
        <Link to={boardPageHref(board)} className="underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800">
          {board.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-gray-700">{board.address}</p>
      <p className="mt-3 font-semibold text-ink">{priceText(board)}</p>
      <p data-next-free="" className="mt-1 min-h-6 text-sm text-gray-800">
        {live ? (
          <Suspense>
            <NextFreeStart boardId={board.id} />
          </Suspense>
        ) : null}
      </p>
    </li>
  );
}
