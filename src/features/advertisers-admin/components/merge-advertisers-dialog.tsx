import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { AdvertiserCombobox } from '@/components/admin/advertiser-combobox';
import { Button } from '@/components/ui/button';
import { advertiserName, type Advertiser } from '@/lib/advertisers/advertisers';
import { toast } from '@/lib/toast';
import type { AdvertiserSummary } from '../api/advertisers';
import { useMergeAdvertisers, useMergeSides } from '../api/use-advertisers';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const MERGE_TEXT = {
  title: 'Merge advertisers',
  intro: 'Two records of one customer become one: choose the one to keep and the one to merge into it.',
  keep: 'Keep',
  merge: 'Merge into it',
  review: 'Review the merge',
  confirmTitle: (keep: string, merge: string) => `Merge ${merge} into ${keep}?`,
  moves: (keep: string, merge: string, leads: number, campaigns: number) =>
    `${merge}’s ${plural(leads, 'lead')} and ${plural(campaigns, 'campaign')} move to ${keep}, and ${merge} is deleted. ` +
    `What ${keep} lacks (company, e-mail, phone) is taken from ${merge}, and their notes are joined. This cannot be undone.`,
  loading: 'Counting what moves...',
  back: 'Back',
  cancel: 'Cancel',
  confirm: 'Merge',
  merging: 'Merging...',
  done: (keep: string, merge: string) => `${merge} was merged into ${keep}.`,
  failed: 'Not merged: ',
} as const;

export interface MergeAdvertisersDialogProps {
  /** The advertiser the dialog opens on (to keep), or null when closed. */
  start: AdvertiserSummary | null;
  onClose: () => void;
}

/** Chooses the two sides of a merge, then asks, naming both and what moves, before merge_advertisers runs. */
export function MergeAdvertisersDialog({ start, onClose }: MergeAdvertisersDialogProps) {
  return (
    <Dialog.Root open={start !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          {start ? <MergeSteps key={start.id} start={start} onClose={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MergeSteps({ start, onClose }: { start: Advertiser; onClose: () => void }) {
  const [keep, setKeep] = useState<Advertiser | null>(start);
  const [merge, setMerge] = useState<Advertiser | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sides = useMergeSides(confirming ? (keep?.id ?? null) : null, confirming ? (merge?.id ?? null) : null);
  const run = useMergeAdvertisers();

  if (confirming && keep && merge) {
    const keepName = advertiserName(keep);
    const mergeName = advertiserName(merge);
    const gone = sides.data?.find((a) => a.id === merge.id);
    function confirm() {
      if (!keep || !merge) return;
      run.mutate(
        { keep: keep.id, merge: merge.id },
        {
          onSuccess: () => {
            toast.success(MERGE_TEXT.done(keepName, mergeName));
            onClose();
          },
          onError: (error) => setProblem(`${MERGE_TEXT.failed}${error.message}`),
        },
      );
    }
    return (
      <>
        <Dialog.Title className="text-lg font-bold text-ink">{MERGE_TEXT.confirmTitle(keepName, mergeName)}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-gray-700">
          {gone
            ? MERGE_TEXT.moves(keepName, mergeName, gone.leads, gone.campaigns)
            : sides.isError
              ? `${MERGE_TEXT.failed}${sides.error.message}`
              : MERGE_TEXT.loading}
        </Dialog.Description>
        {problem ? (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {MERGE_TEXT.back}
          </Button>
          <Button onClick={confirm} disabled={!gone || run.isPending} className="bg-red-700 text-white hover:bg-red-800">
            {run.isPending ? MERGE_TEXT.merging : MERGE_TEXT.confirm}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <Dialog.Title className="text-lg font-bold text-ink">{MERGE_TEXT.title}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-gray-700">{MERGE_TEXT.intro}</Dialog.Description>
      <div className="mt-4 grid gap-4">
        <AdvertiserCombobox label={MERGE_TEXT.keep} value={keep} onChange={setKeep} excludeIds={merge ? [merge.id] : []} />
        <AdvertiserCombobox label={MERGE_TEXT.merge} value={merge} onChange={setMerge} excludeIds={keep ? [keep.id] : []} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="outline">{MERGE_TEXT.cancel}</Button>
        </Dialog.Close>
        <Button variant="secondary" disabled={!keep || !merge || keep.id === merge.id} onClick={() => setConfirming(true)}>
          {MERGE_TEXT.review}
        </Button>
      </div>
    </>
  );
}
