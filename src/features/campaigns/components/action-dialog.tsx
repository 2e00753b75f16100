import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  keepLabel: string;
  /** A change that cannot be undone: the submit button says so by its colour. */
  danger?: boolean;
  pending: boolean;
  pendingLabel: string;
  /** The database's refusal of the last try, shown in its words. */
  error: string | null;
  onClose: () => void;
  onSubmit: () => void;
  /** The dialog's labelled fields. */
  children?: ReactNode;
}

/** One campaign action's dialog: what it will do, its fields, and the refusal if the database said no. */
export function ActionDialog({
  open,
  title,
  description,
  submitLabel,
  keepLabel,
  danger,
  pending,
  pendingLabel,
  error,
  onClose,
  onSubmit,
  children,
}: ActionDialogProps) {
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!pending) onSubmit();
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{description}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            {children}
            {error ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline">{keepLabel}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending} className={cn(danger && 'bg-red-700 text-white hover:bg-red-800')}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
