import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ADVERTISER_SEARCH_DEBOUNCE_MS, advertiserName } from '@/lib/advertisers/advertisers';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADVERTISERS_LIMIT, type AdvertiserSummary } from '../api/advertisers';
import { useAdvertisers } from '../api/use-advertisers';
import { AdvertiserEditForm } from './advertiser-edit-form';
import { MergeAdvertisersDialog } from './merge-advertisers-dialog';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const ADVERTISERS_TEXT = {
  search: 'Search advertisers',
  searchHint: 'Company, contact or e-mail.',
  loading: 'Loading advertisers...',
  failed: 'Could not load the advertisers: ',
  empty: 'No advertiser matches.',
  capped: `Showing the first ${ADVERTISERS_LIMIT}: search to narrow the list.`,
  counts: (leads: number, campaigns: number) => `${plural(leads, 'lead')} · ${plural(campaigns, 'campaign')}`,
  noEmail: 'No e-mail on file',
  edit: 'Edit',
  merge: 'Merge…',
} as const;

/** The company's customers: find one, see their contact and how many leads and campaigns they have, edit them, merge two into one. */
export function AdvertisersAdmin() {
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), ADVERTISER_SEARCH_DEBOUNCE_MS);
  const list = useAdvertisers(term);
  const [editing, setEditing] = useState<string | null>(null);
  const [merging, setMerging] = useState<AdvertiserSummary | null>(null);

  return (
    <div>
      <div className="max-w-md">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium">
          {ADVERTISERS_TEXT.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {ADVERTISERS_TEXT.searchHint}
        </p>
      </div>
      {list.isPending ? (
        <p role="status" className="mt-6 text-gray-600">
          {ADVERTISERS_TEXT.loading}
        </p>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {ADVERTISERS_TEXT.failed}
          {list.error.message}
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-6 text-gray-600">{ADVERTISERS_TEXT.empty}</p>
      ) : (
        <>
          {list.data.length >= ADVERTISERS_LIMIT ? <p className="mt-4 text-sm text-gray-700">{ADVERTISERS_TEXT.capped}</p> : null}
          <ul className="mt-6 space-y-3" aria-label="Advertisers">
            {list.data.map((advertiser) => (
              <li key={advertiser.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
                {editing === advertiser.id ? (
                  <AdvertiserEditForm advertiser={advertiser} onDone={() => setEditing(null)} />
                ) : (
                  <AdvertiserCard advertiser={advertiser} onEdit={() => setEditing(advertiser.id)} onMerge={() => setMerging(advertiser)} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <MergeAdvertisersDialog start={merging} onClose={() => setMerging(null)} />
    </div>
  );
}

function AdvertiserCard({ advertiser, onEdit, onMerge }: { advertiser: AdvertiserSummary; onEdit: () => void; onMerge: () => void }) {
  const name = advertiserName(advertiser);
  const headingId = `advertiser-${advertiser.id}-name`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="break-words text-lg font-semibold text-ink">
          {name}
        </h3>
        <p className="text-sm text-gray-700">
          {advertiser.company ? <span>{advertiser.contact_name} · </span> : null}
          {advertiser.email ? (
            <a href={`mailto:${advertiser.email}`} className="underline">
              {advertiser.email}
            </a>
          ) : (
            ADVERTISERS_TEXT.noEmail
          )}
          {advertiser.phone ? (
            <>
              {' · '}
              <a href={`tel:${advertiser.phone.replace(/[^\d+]/g, '')}`} className="underline">
                {advertiser.phone}
              </a>
            </>
          ) : null}
        </p>
        <p className="mt-1 text-sm font-semibold text-gray-800">{ADVERTISERS_TEXT.counts(advertiser.leads, advertiser.campaigns)}</p>
        {advertiser.notes ? <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-700">{advertiser.notes}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-label={`${ADVERTISERS_TEXT.edit} ${name}`} onClick={onEdit}>
          {ADVERTISERS_TEXT.edit}
        </Button>
        <Button variant="outline" size="sm" aria-label={`Merge ${name}`} onClick={onMerge}>
          {ADVERTISERS_TEXT.merge}
        </Button>
      </div>
    </article>
  );
}
