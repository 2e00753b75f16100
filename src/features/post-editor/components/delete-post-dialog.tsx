import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';

export const DELETE_CONFIRM_MESSAGE = 'Are you sure you want to delete this post?';

export interface DeletePostDialogProps {
  /** The post's title while the dialog is open; null when closed. */
  title: string | null;
  published: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a post is deleted for good, naming it, so the wrong row is not lost to a misclick. */
export function DeletePostDialog({ title, published, onCancel, onConfirm }: DeletePostDialogProps) {
  return (
    <Dialog.Root open={title !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="break-words text-lg font-bold text-ink">Delete “{title}”?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">
            {DELETE_CONFIRM_MESSAGE} {published ? 'It is published: it leaves the blog and the sitemap.' : 'It is a draft: nobody outside has seen it.'} This
            cannot be undone.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button onClick={onConfirm} className="bg-red-700 text-white hover:bg-red-800">
              Delete post
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
