import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { formatDay } from '@shared/booking-cycles.ts';
import { Button } from '@/components/ui/button';
import { adminCampaign } from '@/config/admin-paths';
import { advertiserName } from '@/lib/advertisers/advertisers';
import { useCellCampaigns } from '../api/get-cell-campaigns';
import { cellText, type GridCell } from '../lib/booking-grid';

export const CELL_TEXT = {
  title: (board: string, start: string) => `${board}, cycle starting ${formatDay(start)}`,
  status: { requested: 'Requested', confirmed: 'Confirmed' },
  loading: 'Loading the campaigns...',
  failed: 'Could not load the campaigns: ',
  close: 'Close',
} as const;

export interface OpenCell {
  boardId: string;
  board: string;
  cell: GridCell;
}

export interface CellCampaignsDialogProps {
  open: OpenCell | null;
  onClose: () => void;
}

/** The campaigns holding slots in one cell of the grid, read when it opens, each linking to its page. */
export function CellCampaignsDialog({ open, onClose }: CellCampaignsDialogProps) {
  const campaigns = useCellCampaigns(open ? { boardId: open.boardId, cycleStart: open.cell.cycleStart } : null);
  return (
    <Dialog.Root open={open !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[80vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          {open ? (
            <>
              <Dialog.Title className="text-lg font-bold text-ink">{CELL_TEXT.title(open.board, open.cell.cycleStart)}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-700">{cellText(open.cell)}</Dialog.Description>
              {campaigns.isPending ? (
                <p className="mt-4 text-sm text-gray-700" role="status">
                  {CELL_TEXT.loading}
                </p>
              ) : campaigns.isError ? (
                <p className="mt-4 text-sm text-red-800" role="alert">
                  {CELL_TEXT.failed}
                  {campaigns.error.message}
                </p>
              ) : (
                <ul className="mt-4 space-y-2">
                  {campaigns.data.map(({ campaign, bookingStatus }, i) => (
                    <li key={`${campaign.id}-${i}`} className="rounded-md border border-gray-200 p-3 text-sm">
                      <Link to={adminCampaign(campaign.id)} className="font-semibold text-ink underline">
                        {campaign.name}
                      </Link>
                      <span className="block text-gray-700">
                        {[campaign.advertiser ? advertiserName(campaign.advertiser) : null, campaign.reference, CELL_TEXT.status[bookingStatus]]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-6 flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="outline">{CELL_TEXT.close}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
