// The parts the editor's insert dialogs (image, link) share.

export const dialogInputClass = 'mt-1 w-full rounded border border-gray-300 px-2 py-1.5';

export interface DialogActionsProps {
  onCancel: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
}

/** Cancel, then the dialog's submit button. */
export function DialogActions({ onCancel, submitLabel, submitDisabled }: DialogActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className="rounded border border-gray-300 px-3 py-1.5 text-sm">
        Cancel
      </button>
      <button type="submit" disabled={submitDisabled} className="rounded bg-brand-500 px-3 py-1.5 text-sm font-semibold text-ink disabled:opacity-50">
        {submitLabel}
      </button>
    </div>
  );
}
