import type { BoardCycleProof } from '../api/get-proof';
import { cycleLabel, deliveredShare, formatPlays } from '../lib/proof-format';
import { PROOF_TEXT } from '../lib/proof-text';

/** Plays contracted and delivered, one row per board and cycle. */
export function ProofFigures({ cycles }: { cycles: BoardCycleProof[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="mt-2 w-full text-left text-sm">
        <caption className="text-left font-medium text-gray-800">{PROOF_TEXT.figuresCaption}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-1 pr-3">
              {PROOF_TEXT.board}
            </th>
            <th scope="col" className="py-1 pr-3">
              {PROOF_TEXT.cycle}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {PROOF_TEXT.contracted}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {PROOF_TEXT.delivered}
            </th>
            <th scope="col" className="py-1 text-right">
              {PROOF_TEXT.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {cycles.map((c) => (
            <tr key={`${c.locationId}/${c.cycleStart}`} className="border-b border-gray-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {c.boardName}
              </th>
              <td className="py-1 pr-3">{cycleLabel(c.cycleStart, c.cycleEnd)}</td>
              <td className="py-1 pr-3 text-right" title={c.contracted === null ? PROOF_TEXT.hoursUnknown : undefined}>
                {formatPlays(c.contracted)}
              </td>
              <td className="py-1 pr-3 text-right">{formatPlays(c.delivered)}</td>
              <td className="py-1 text-right">{deliveredShare(c.delivered, c.contracted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cycles.some((c) => c.contracted === null) ? <p className="mt-1 text-xs text-gray-700">Not stated: {PROOF_TEXT.hoursUnknown}</p> : null}
      <p className="mt-2 text-xs text-gray-700">{PROOF_TEXT.contractedNote}</p>
    </div>
  );
}
