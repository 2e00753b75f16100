import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DataError } from '@/lib/data-error';
import { usePlayerNames, useAddPlayerName, useRemovePlayerName, type PlayerSoftware } from '../api/player-names';

export const PLAYER_NAMES_TEXT = {
  heading: 'Names in the players',
  hint: 'How each player’s proof of play export names this board: the display’s name in Xibo, the frame id in an Outsmart playout file.',
  player: 'Player',
  name: 'Name',
  add: 'Add name',
  remove: (name: string) => `Remove ${name}`,
  none: 'No names yet: the board’s plays in a player’s export are not recognised.',
  taken: 'Another board already has this name in this player.',
  failed: 'The name could not be saved: ',
} as const;

export const PLAYER_LABELS: Record<PlayerSoftware, string> = { xibo: 'Xibo display', outsmart: 'Outsmart frame id' };

/** A board's names in the players' software, added and removed in place. */
export function PlayerNames({ locationId, boardName }: { locationId: string; boardName: string }) {
  const id = useId();
  const names = usePlayerNames();
  const add = useAddPlayerName();
  const remove = useRemovePlayerName();
  const [player, setPlayer] = useState<PlayerSoftware>('xibo');
  const [name, setName] = useState('');
  const mine = (names.data ?? []).filter((n) => n.location_id === locationId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    add.mutate({ location_id: locationId, player, name }, { onSuccess: () => setName('') });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-3 border-t border-gray-100 pt-3">
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-ink">
        {PLAYER_NAMES_TEXT.heading}
      </h4>
      <p className="text-xs text-gray-700">{PLAYER_NAMES_TEXT.hint}</p>
      {names.isSuccess && mine.length === 0 ? <p className="mt-1 text-xs text-gray-700">{PLAYER_NAMES_TEXT.none}</p> : null}
      <ul className="mt-1 flex flex-wrap gap-2" aria-label={`${PLAYER_NAMES_TEXT.heading}: ${boardName}`}>
        {mine.map((n) => (
          <li key={`${n.player}/${n.name}`} className="flex items-center gap-1 rounded bg-gray-100 px-2 py-1 text-xs">
            <span>
              {PLAYER_LABELS[n.player]}: {n.name}
            </span>
            <Button variant="outline" size="sm" aria-label={PLAYER_NAMES_TEXT.remove(n.name)} disabled={remove.isPending} onClick={() => remove.mutate(n)}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} className="mt-2 flex flex-wrap items-end gap-2">
        <label className="text-xs font-medium text-gray-800">
          {PLAYER_NAMES_TEXT.player}
          <select className="mt-1 block rounded-md border border-gray-300 p-1" value={player} onChange={(e) => setPlayer(e.target.value as PlayerSoftware)}>
            {(Object.keys(PLAYER_LABELS) as PlayerSoftware[]).map((p) => (
              <option key={p} value={p}>
                {PLAYER_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-gray-800">
          {PLAYER_NAMES_TEXT.name}
          <input className="mt-1 block rounded-md border border-gray-300 p-1" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        </label>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {PLAYER_NAMES_TEXT.add}
        </Button>
      </form>
      {add.isError ? (
        <p role="alert" className="mt-1 text-xs text-red-800">
          {add.error instanceof DataError && add.error.kind === 'conflict' ? PLAYER_NAMES_TEXT.taken : PLAYER_NAMES_TEXT.failed + add.error.message}
        </p>
      ) : null}
    </section>
  );
}
