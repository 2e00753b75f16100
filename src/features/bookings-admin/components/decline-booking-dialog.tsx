import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';

export const DECLINE_TEXT = {
  title: 'Decline this request?',
  description: (board: string, period: string) =>
    `${board}, ${period}: its slots go back on sale at once, and the prospect is told by e-mail. This cannot be undone.`,
  cancel: 'Keep the request',
  confirm: 'Decline request',
} as const;

export interface DeclineBookingDialogProps {
  /** The request being declined, or null when the dialog is closed. */
  request: { board: string; period: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a request is declined: the prospect loses the slots they were holding. */
export function DeclineBookingDialog({ request, onCancel, onConfirm }: DeclineBookingDialogProps) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{DECLINE_TEXT.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">
            {request ? DECLINE_TEXT.description(request.board, request.period) : null}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline">{DECLINE_TEXT.cancel}</Button>
            </Dialog.Close>
            <Button onClick={onConfirm} className="bg-red-700 text-white hover:bg-red-800">
              {DECLINE_TEXT.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
