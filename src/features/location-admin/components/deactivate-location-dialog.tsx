import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { adminCampaign } from '@/config/admin-paths';
import type { FutureBooking } from '../lib/future-bookings';

export const DEACTIVATE_TEXT = {
  title: (name: string) => `Deactivate ${name}?`,
  description: (count: number) =>
    `It has ${count} booking${count === 1 ? '' : 's'} still to run. ${count === 1 ? 'It keeps its slots' : 'They keep their slots'}: the board leaves the public map and stays in the bookings grid, marked Inactive.`,
  status: { requested: 'Requested', confirmed: 'Confirmed' },
  cancel: 'Keep it active',
  confirm: 'Deactivate anyway',
} as const;

export interface DeactivateLocationDialogProps {
  /** The board and its bookings ahead, or null when the dialog is closed. */
  warning: { name: string; bookings: FutureBooking[] } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a board with bookings ahead is taken off the map, naming each booking. */
export function DeactivateLocationDialog({ warning, onCancel, onConfirm }: DeactivateLocationDialogProps) {
  return (
    <Dialog.Root open={warning !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          {warning ? (
            <>
              <Dialog.Title className="text-lg font-bold text-ink">{DEACTIVATE_TEXT.title(warning.name)}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-gray-700">{DEACTIVATE_TEXT.description(warning.bookings.length)}</Dialog.Description>
              <ul className="mt-4 space-y-2 text-sm">
                {warning.bookings.map((booking) => (
                  <li key={booking.id} className="rounded-md border border-gray-200 p-3">
                    {booking.campaignId ? (
                      <Link to={adminCampaign(booking.campaignId)} className="font-semibold text-ink underline">
                        {booking.title}
                      </Link>
                    ) : (
                      <span className="font-semibold">{booking.title}</span>
                    )}
                    <span className="block text-gray-700">
                      {booking.period} · {DEACTIVATE_TEXT.status[booking.status]}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <Dialog.Close asChild>
                  <Button variant="outline">{DEACTIVATE_TEXT.cancel}</Button>
                </Dialog.Close>
                <Button onClick={onConfirm} className="bg-red-700 text-white hover:bg-red-800">
                  {DEACTIVATE_TEXT.confirm}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
