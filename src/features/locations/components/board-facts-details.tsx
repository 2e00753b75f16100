import type { BillboardLocation } from '@/types/billboard-location';
import { BOARD_FACT_LABELS, boardFacts, priceText } from '../lib/board-facts';

/**
 * A board's price, always in view, and its specs and audience folded under
 * it: a card stays short on a phone, and every fact is one tap away.
 */
export function BoardFactsDetails({ location }: { location: BillboardLocation }) {
  const facts = boardFacts(location).filter((fact) => fact.label !== BOARD_FACT_LABELS.price);
  return (
    <div className="text-sm text-gray-700">
      <p className="font-semibold text-ink">{priceText(location)}</p>
      <details className="mt-1 group">
        <summary className="cursor-pointer font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
          {BOARD_FACT_LABELS.summary}
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold text-gray-800">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
