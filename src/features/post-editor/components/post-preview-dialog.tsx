import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { PostArticle, type PostArticleData } from '@/components/post/post-article';

export interface PostPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: PostArticleData;
}

/** The unsaved post as the public page will show it: same article component, same sanitiser. */
export function PostPreviewDialog({ open, onOpenChange, post }: PostPreviewDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-4 z-50 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none md:inset-10 md:p-10">
          <div className="mb-6 flex items-center justify-between border-b border-gray-200 pb-3">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-gray-500">Preview</Dialog.Title>
            <Dialog.Description className="sr-only">How the post will look on the blog.</Dialog.Description>
            <Dialog.Close className="rounded p-1 text-gray-600 hover:bg-gray-100" aria-label="Close preview">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <PostArticle post={post} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
