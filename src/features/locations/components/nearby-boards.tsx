import { Link } from 'react-router-dom';
import { useNearbyBoards } from '../api/get-board-page';
import { priceText } from '../lib/board-facts';
import { boardPageHref } from '../lib/board-links';

export const NEARBY_TEXT = { heading: 'Nearby boards' } as const;

/** The closest other boards, each linking to its page; nothing when there are none. */
export function NearbyBoards({ boardId, className }: { boardId: string; className?: string }) {
  const { data } = useNearbyBoards(boardId);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="nearby-boards-heading" className={className}>
      <h2 id="nearby-boards-heading" className="mb-4 text-2xl font-bold text-ink">
        {NEARBY_TEXT.heading}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {data.map((board) => (
          <li key={board.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <Link to={boardPageHref(board)} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800">
              {board.name}
            </Link>
            <p className="mt-1 text-sm text-gray-700">{board.address}</p>
            <p className="mt-1 text-sm text-gray-700">{priceText(board)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
