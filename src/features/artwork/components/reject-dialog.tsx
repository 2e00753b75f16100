import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import type { ArtworkRejectReason } from '@shared/artwork-reasons.ts';
import { Button } from '@/components/ui/button';
import { REJECT_REASON_LABELS } from '../lib/artwork-text';

export const REJECT_DIALOG_TEXT = {
  title: (version: number, reference: string) => `Send back version ${version} of ${reference}`,
  description: 'The advertiser is e-mailed the reason in words and your comment, and can upload a new version.',
  reason: 'Reason',
  choose: 'Choose a reason',
  comment: 'Comment for the advertiser',
  submit: 'Send back',
  pending: 'Sending back...',
  keep: 'Keep it pending',
  needReason: 'Choose the reason the artwork is sent back.',
} as const;

export interface RejectDialogProps {
  open: boolean;
  version: number;
  reference: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (reason: ArtworkRejectReason, comment: string) => void;
}

/** The staff's refusal: a reason from the fixed list and a comment, in a labelled dialog (Escape closes it, focus stays inside). */
export function RejectDialog({ open, version, reference, pending, error, onClose, onSubmit }: RejectDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ArtworkRejectReason | ''>('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (!reason) return setMissing(true);
    onSubmit(reason, comment.trim());
  }

  const shown = missing && !reason ? REJECT_DIALOG_TEXT.needReason : error;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{REJECT_DIALOG_TEXT.title(version, reference)}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{REJECT_DIALOG_TEXT.description}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <div>
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
                {REJECT_DIALOG_TEXT.reason}
              </label>
              <select
                id={`${id}-reason`}
                value={reason}
                aria-required="true"
                aria-invalid={missing && !reason}
                onChange={(e) => setReason(e.target.value as ArtworkRejectReason | '')}
                className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
              >
                <option value="">{REJECT_DIALOG_TEXT.choose}</option>
                {(Object.keys(REJECT_REASON_LABELS) as ArtworkRejectReason[]).map((key) => (
                  <option key={key} value={key}>
                    {REJECT_REASON_LABELS[key]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
                {REJECT_DIALOG_TEXT.comment}
              </label>
              <textarea
                id={`${id}-comment`}
                value={comment}
                maxLength={1000}
                rows={3}
                onChange={(e) => setComment(e.target.value)}
                className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
              />
            </div>
            {shown ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {shown}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline">{REJECT_DIALOG_TEXT.keep}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending} className="bg-red-700 text-white hover:bg-red-800">
                {pending ? REJECT_DIALOG_TEXT.pending : REJECT_DIALOG_TEXT.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
