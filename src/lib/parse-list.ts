// Tags and categories: typed as comma-separated text, stored as lists of
// trimmed, non-empty items. A single value or a list
// is normalised the same way.

export type ListInput = string | readonly string[] | null | undefined;

export function parseList(value: ListInput): string[] {
  if (value == null) return [];
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((item) => String(item).split(','));
  return parts.map((part) => part.trim()).filter((item) => item.length > 0);
}

/** The comma-separated text shown in a form field for a stored list. */
export function formatList(list: readonly string[] | null | undefined): string {
  return (list ?? []).join(', ');
}
