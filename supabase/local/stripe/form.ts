// stripe-node sends its parameters form-encoded with brackets
// (line_items[0][price_data][currency]=cad, metadata[campaign_id]=...): read
// back into the nested object they came from.

type Value = string | Value[] | { [key: string]: Value };

export function parseStripeForm(body: string): Record<string, Value> {
  const root: Record<string, Value> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Record<string, Value> | Value[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, Value>;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, Value> | Value[];
    });
  }
  return root;
}
