import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useSetXiboDisplayGroup, useXiboDisplayGroups } from '../api/xibo-display-groups';
import { parseDisplayGroupId } from '../lib/xibo-display-group-id';

export const XIBO_DISPLAY_GROUP_TEXT = {
  label: 'Xibo display group id',
  hint: 'Approved artwork for this board is scheduled on this display group in Xibo (the display’s own group, or a group of displays). Left empty, nothing is sent to Xibo for it.',
  save: 'Save display group',
  invalid: 'Enter the display group id as a whole number above 0, as Xibo shows it.',
  saved: 'Saved.',
  failed: 'The display group could not be saved: ',
} as const;

/** The board's Xibo display group id, set, changed or cleared in place. */
export function XiboDisplayGroupField({ locationId, boardName }: { locationId: string; boardName: string }) {
  const id = useId();
  const groups = useXiboDisplayGroups();
  const save = useSetXiboDisplayGroup();
  const current = groups.data?.find((g) => g.location_id === locationId)?.display_group_id ?? null;
  // What the staff typed; until they type, the stored id.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const value = draft ?? (current === null ? '' : String(current));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDisplayGroupId(value);
    if (parsed === 'invalid') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (parsed === current) return;
    save.mutate({ location_id: locationId, display_group_id: parsed }, { onSuccess: () => setDraft(null) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-2 border-t border-gray-100 pt-3">
      {/* Named for its board among the list's many; the form itself is no landmark, as the player names' is not. */}
      <div role="group" aria-label={`${XIBO_DISPLAY_GROUP_TEXT.label}: ${boardName}`}>
        <label htmlFor={`${id}-input`} className="text-xs font-medium text-gray-800">
          {XIBO_DISPLAY_GROUP_TEXT.label}
        </label>
        <input
          id={`${id}-input`}
          className="mt-1 block w-32 rounded-md border border-gray-300 p-1"
          inputMode="numeric"
          value={value}
          disabled={!groups.isSuccess}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setDraft(e.target.value);
            setInvalid(false);
          }}
        />
      </div>
      <Button type="submit" size="sm" disabled={!groups.isSuccess || save.isPending}>
        {XIBO_DISPLAY_GROUP_TEXT.save}
      </Button>
      <p id={`${id}-hint`} className="w-full text-xs text-gray-700">
        {XIBO_DISPLAY_GROUP_TEXT.hint}
      </p>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="w-full text-xs text-red-800">
          {XIBO_DISPLAY_GROUP_TEXT.invalid}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="w-full text-xs text-red-800">
          {XIBO_DISPLAY_GROUP_TEXT.failed + save.error.message}
        </p>
      ) : null}
      {save.isSuccess && draft === null ? (
        <p role="status" className="w-full text-xs text-gray-700">
          {XIBO_DISPLAY_GROUP_TEXT.saved}
        </p>
      ) : null}
    </form>
  );
}
