// Keeps Tab inside an open panel and the control that opened it.

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The control, then what can take focus inside the panel, in page order; collapsed parts (`hidden`) left out. */
export function focusStops(control: HTMLElement | null, panel: HTMLElement | null): HTMLElement[] {
  const inside = panel ? [...panel.querySelectorAll<HTMLElement>(focusable)] : [];
  return [control, ...inside].filter((el): el is HTMLElement => !!el && !el.closest('[hidden]'));
}

/** Where Tab (or Shift+Tab) goes from `active`: round the stops, and into them from anywhere else. */
export function nextFocusStop(stops: HTMLElement[], active: Element | null, backwards: boolean): HTMLElement | undefined {
  if (!stops.length) return undefined;
  const at = stops.indexOf(active as HTMLElement);
  if (at === -1) return backwards ? stops[stops.length - 1] : stops[0];
  return stops[(at + (backwards ? stops.length - 1 : 1)) % stops.length];
}
