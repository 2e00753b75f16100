import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';

export interface DeleteLocationDialogProps {
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a location, its photos and its sales sheet are deleted for good. */
export function DeleteLocationDialog({ name, onCancel, onConfirm }: DeleteLocationDialogProps) {
  return (
    <Dialog.Root open={name !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">Delete {name}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">
            The location leaves the map, and its photos and sales sheet are deleted. To take it off the map for a while, make it inactive instead.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button onClick={onConfirm} className="bg-red-700 text-white hover:bg-red-800">
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
