import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CAMPAIGN } from '@shared/business-rules.ts';
import { addDays, cycleStartOnOrAfter, formatDay, torontoDate } from '@shared/booking-cycles.ts';
import { Button } from '@/components/ui/button';
import { adminCampaign } from '@/config/admin-paths';
import { site } from '@/config/site';
import { downloadCsv } from '@/lib/csv';
import { downloadBlob } from '@/lib/download-file';
import { useLoadingList } from '../api/get-loading-list';
import { loadingCsv, loadingFileStem } from '../lib/loading-csv';
import { planLoading, type BoardPlan, type ChangeDay, type PlayerFile } from '../lib/loading-plan';
import { zipPlayerFiles } from '../lib/player-zip';

export const PLAYERS_TEXT = {
  loading: 'Loading what the players must play...',
  failed: 'Could not load the loading list: ',
  period: (from: string, until: string) =>
    `Changes from ${formatDay(from)} to ${formatDay(until)}. Each file is named after its campaign's reference, so the players' proof of play finds its campaign.`,
  empty: 'Nothing to load or remove on any board in this period.',
  board: 'Board',
  allBoards: 'All boards',
  downloadCsv: 'Download CSV',
  loadFrom: (day: string) => `Load from ${formatDay(day)}`,
  removeAfter: (day: string) => `Remove after ${formatDay(day)}`,
  missing: (reference: string, name: string) => `${reference} ${name}: no approved artwork yet.`,
  downloadZip: 'Download ZIP',
  zipName: (board: string, day: string) => `Download ZIP of the files to load on ${board} from ${formatDay(day)}`,
  zipping: 'Preparing the ZIP...',
  zipFailed: 'The ZIP could not be made: ',
  columns: { campaign: 'Campaign', version: 'Version', file: 'File name' },
  makeGood: (days: number) => `Includes ${days} make-good ${days === 1 ? 'day' : 'days'}`,
} as const;

/** Changes shown: from the current cycle's start (what should be playing now) for a year of cycles. */
const SPAN_DAYS = CAMPAIGN.cycleDays * 13;

export interface PlayerLoadingListProps {
  /** Today in Toronto ('YYYY-MM-DD'); the clock's by default. */
  today?: string;
}

/** The staff's loading list: per board, per day, the files to load on its player and those to remove. */
export function PlayerLoadingList({ today = torontoDate(new Date()) }: PlayerLoadingListProps) {
  const from = cycleStartOnOrAfter(addDays(today, 1 - CAMPAIGN.cycleDays), site.bookingCycles);
  const until = addDays(from, SPAN_DAYS - 1);
  const list = useLoadingList(from, until);
  const plan = useMemo(() => (list.data ? planLoading(list.data, from, until) : []), [list.data, from, until]);
  const [boardId, setBoardId] = useState('');
  const selectId = useId();

  if (list.isPending) return <p>{PLAYERS_TEXT.loading}</p>;
  if (list.isError)
    return (
      <p role="alert" className="text-red-800">
        {PLAYERS_TEXT.failed}
        {list.error.message}
      </p>
    );

  const shown = boardId ? plan.filter((b) => b.locationId === boardId) : plan;
  const shownBoard = boardId ? (shown[0]?.board ?? null) : null;
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-700">{PLAYERS_TEXT.period(from, until)}</p>
      {plan.length === 0 ? (
        <p>{PLAYERS_TEXT.empty}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <div className="w-full sm:w-auto sm:min-w-[16rem]">
              <label htmlFor={selectId} className="block text-sm font-medium">
                {PLAYERS_TEXT.board}
              </label>
              <select
                id={selectId}
                value={boardId}
                onChange={(e) => setBoardId(e.target.value)}
                className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
              >
                <option value="">{PLAYERS_TEXT.allBoards}</option>
                {plan.map((b) => (
                  <option key={b.locationId} value={b.locationId}>
                    {b.board}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="outline" size="sm" onClick={() => downloadCsv(`${loadingFileStem(from, shownBoard)}.csv`, loadingCsv(shown))}>
              {PLAYERS_TEXT.downloadCsv}
            </Button>
          </div>
          {shown.map((board) => (
            <BoardSection key={board.locationId} board={board} />
          ))}
        </>
      )}
    </div>
  );
}

function BoardSection({ board }: { board: BoardPlan }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {board.board}
      </h2>
      {board.days.map((day) => (
        <DayChanges key={day.on} board={board.board} day={day} />
      ))}
    </section>
  );
}

function DayChanges({ board, day }: { board: string; day: ChangeDay }) {
  const loadId = useId();
  const removeId = useId();
  return (
    <div className="space-y-3 border-t border-gray-100 pt-3 first:border-t-0 first:pt-0">
      {day.remove.length > 0 ? (
        <div>
          <h3 id={removeId} className="font-semibold">
            {PLAYERS_TEXT.removeAfter(day.removeAfter)}
          </h3>
          <FileTable labelledBy={removeId} files={day.remove} />
        </div>
      ) : null}
      {day.load.length > 0 || day.missing.length > 0 ? (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={loadId} className="font-semibold">
              {PLAYERS_TEXT.loadFrom(day.on)}
            </h3>
            {day.load.length > 0 ? <ZipButton board={board} day={day.on} files={day.load} /> : null}
          </div>
          {day.load.length > 0 ? <FileTable labelledBy={loadId} files={day.load} /> : null}
          {day.missing.map((m) => (
            <p key={m.campaignId} className="mt-2 text-sm text-red-800">
              <Link to={adminCampaign(m.campaignId)} className="underline">
                {PLAYERS_TEXT.missing(m.reference, m.campaignName)}
              </Link>
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function FileTable({ labelledBy, files }: { labelledBy: string; files: PlayerFile[] }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        <thead className="text-gray-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {PLAYERS_TEXT.columns.campaign}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {PLAYERS_TEXT.columns.version}
            </th>
            <th scope="col" className="py-1 font-medium">
              {PLAYERS_TEXT.columns.file}
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((f) => (
            <tr key={f.fileName} className="border-t border-gray-100 align-top">
              <td className="py-1 pr-3">
                <Link to={adminCampaign(f.campaignId)} className="underline">
                  {f.reference}
                </Link>{' '}
                {f.campaignName}
                {f.makeGoodDays > 0 ? <span className="block text-gray-700">{PLAYERS_TEXT.makeGood(f.makeGoodDays)}</span> : null}
              </td>
              <td className="py-1 pr-3">{f.version}</td>
              <td className="break-all py-1 font-mono">{f.fileName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ZipButton({ board, day, files }: { board: string; day: string; files: PlayerFile[] }) {
  const zip = useMutation({
    mutationFn: () => zipPlayerFiles(files),
    onSuccess: (blob) => downloadBlob(`${loadingFileStem(day, board)}.zip`, blob),
  });
  return (
    <div className="flex flex-col items-end gap-1">
      <Button size="sm" aria-label={PLAYERS_TEXT.zipName(board, day)} disabled={zip.isPending} onClick={() => zip.mutate()}>
        {zip.isPending ? PLAYERS_TEXT.zipping : PLAYERS_TEXT.downloadZip}
      </Button>
      {zip.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {PLAYERS_TEXT.zipFailed}
          {zip.error.message}
        </p>
      ) : null}
    </div>
  );
}
