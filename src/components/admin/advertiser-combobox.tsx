import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { ADVERTISER_SEARCH_DEBOUNCE_MS, advertiserKeys, advertiserName, searchAdvertisers, type Advertiser } from '@/lib/advertisers/advertisers';
import { cn } from '@/lib/cn';
import { supabase } from '@/lib/supabase';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const COMBOBOX_TEXT = {
  searching: 'Searching...',
  none: 'No advertiser matches.',
  failed: 'The search failed: ',
} as const;

export interface AdvertiserComboboxProps {
  label: string;
  value: Advertiser | null;
  onChange: (advertiser: Advertiser | null) => void;
  /** Advertisers not to offer (the other side of a merge). */
  excludeIds?: readonly string[];
  hint?: string;
}

/**
 * Search as you type for an advertiser (company, contact or e-mail): the
 * ARIA 1.2 combobox pattern, an input that owns a listbox. Arrows move
 * through the matches, Enter picks one, Escape closes the list.
 */
export function AdvertiserCombobox({ label, value, onChange, excludeIds = [], hint }: AdvertiserComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value ? advertiserName(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), ADVERTISER_SEARCH_DEBOUNCE_MS);
  const search = useQuery({ queryKey: advertiserKeys.search(term), queryFn: () => searchAdvertisers(supabase, term), enabled: open, staleTime: 10_000 });
  const options = (search.data ?? []).filter((a) => !excludeIds.includes(a.id));
  // The shown text is the chosen advertiser's: a value set from outside shows too.
  const [shownFor, setShownFor] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shownFor) {
    setShownFor(value?.id ?? null);
    if (value) setText(advertiserName(value));
  }

  function choose(advertiser: Advertiser) {
    onChange(advertiser);
    setText(advertiserName(advertiser));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      const option = open ? options[active] : undefined;
      if (option) {
        // Enter picks the option; it must not submit the form around the field.
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const activeOption = open && active >= 0 ? options[active] : undefined;
  const settling = term !== text.trim() || search.isFetching;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${id}-option-${activeOption.id}` : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.map((advertiser, i) => (
          <li
            key={advertiser.id}
            id={`${id}-option-${advertiser.id}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(advertiser);
            }}
            className={cn('cursor-pointer px-3 py-2', i === active ? 'bg-ink text-white' : 'hover:bg-gray-100')}
          >
            <span className="block font-semibold">{advertiserName(advertiser)}</span>
            <span className={cn('block text-xs', i === active ? 'text-gray-100' : 'text-gray-600')}>
              {[advertiser.company ? advertiser.contact_name : null, advertiser.email].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {open ? (
        <p role="status" className="mt-1 text-xs text-gray-600">
          {search.isError
            ? `${COMBOBOX_TEXT.failed}${search.error.message}`
            : settling
              ? COMBOBOX_TEXT.searching
              : options.length === 0
                ? COMBOBOX_TEXT.none
                : `${options.length} match${options.length === 1 ? '' : 'es'}`}
        </p>
      ) : null}
    </div>
  );
}
