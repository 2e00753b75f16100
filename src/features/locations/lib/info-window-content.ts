import type { BillboardLocation } from '@/types/billboard-location';
import { AVAILABILITY_LABELS, type AvailabilityStatus } from '@shared/booking-cycles.ts';
import { boardFacts } from './board-facts';
import { boardPageHref, salesSheetLink } from './board-links';
import {
  BOARD_PAGE_LINK_TEXT,
  boardPageLinkLabel,
  MEDIA_TYPE_LABEL,
  PLAN_BUTTON_TEXT,
  planButtonLabel,
  PRINT_SALES_SHEET_LABEL,
  printSalesSheetAriaLabel,
  SALES_SHEET_LABEL,
  salesSheetAriaLabel,
  SOLD_OUT_TEXT,
  thumbnailAlt,
} from './location-text';
import { addForStartLabel, addForStartText, nextFreeText } from './next-free-start';
import { safeUrl } from '@/lib/safe-url';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export interface InfoWindowPlanAction {
  inPlan: boolean;
  toggle: () => void;
  /** Availability for the plan's dates; null while unknown. */
  status?: AvailabilityStatus | null;
  /** When the plan's dates are taken: the board's next free start, and how to add it for that start. */
  nextFree?: string | null;
  addAt?: (start: string) => void;
}

/**
 * The info window of one location, built as DOM nodes: database text only
 * ever goes through textContent, URLs through safeUrl. With `plan`, a button
 * adds the board to the visitor's plan or takes it out.
 */
export function buildInfoWindowContent(location: BillboardLocation, plan?: InfoWindowPlanAction): HTMLElement {
  const root = el('div', 'billboard-info-window max-w-xs text-sm text-gray-800');
  root.dataset.locationId = location.id;

  root.append(el('h3', 'mb-1 text-base font-bold text-gray-900', location.name));
  root.append(el('p', 'mb-1', location.address));

  const media = el('p', 'mb-1');
  media.append(el('span', 'font-semibold', `${MEDIA_TYPE_LABEL} `), document.createTextNode(location.media_type));
  root.append(media);

  if (location.description) root.append(el('p', 'mb-2 text-gray-600', location.description));

  // Specs, audience and price: a short list, the window is small.
  const facts = el('dl', 'mb-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs');
  for (const fact of boardFacts(location)) facts.append(el('dt', 'font-semibold', fact.label), el('dd', '', fact.value));
  root.append(facts);

  const thumbs = [location.thumbnail_image_1, location.thumbnail_image_2]
    .map((src, i) => ({ src: safeUrl(src), index: (i + 1) as 1 | 2 }))
    .filter((t): t is { src: string; index: 1 | 2 } => t.src !== null);
  if (thumbs.length > 0) {
    const gallery = el('div', 'mb-2 flex gap-2');
    for (const thumb of thumbs) {
      const img = el('img', 'h-20 w-32 rounded object-cover');
      img.src = thumb.src;
      img.alt = (thumb.index === 1 ? location.thumbnail_image_1_alt : location.thumbnail_image_2_alt)?.trim() || thumbnailAlt(location.name, thumb.index);
      img.width = 128;
      img.height = 80;
      img.loading = 'lazy';
      gallery.append(img);
    }
    root.append(gallery);
  }

  // The board's page, and its sales sheet: the staff's PDF, else the page's print version.
  const links = el('p', 'flex flex-wrap gap-x-3 gap-y-1');
  const page = el('a', 'font-semibold text-amber-700 underline', BOARD_PAGE_LINK_TEXT);
  page.href = boardPageHref(location);
  page.setAttribute('aria-label', boardPageLinkLabel(location.name));
  const sheet = salesSheetLink(location);
  const sheetLink = el('a', 'font-semibold text-amber-700 underline', sheet.isPdf ? SALES_SHEET_LABEL : PRINT_SALES_SHEET_LABEL);
  sheetLink.href = sheet.href;
  if (sheet.isPdf) {
    sheetLink.target = '_blank';
    sheetLink.rel = 'noopener noreferrer';
  }
  sheetLink.setAttribute('aria-label', sheet.isPdf ? salesSheetAriaLabel(location.name) : printSalesSheetAriaLabel(location.name));
  links.append(page, sheetLink);
  root.append(links);

  if (plan) {
    if (plan.status) root.append(el('p', 'mt-2 font-semibold', AVAILABILITY_LABELS[plan.status]));
    const soldOut = plan.status === 'sold-out';
    // A sold-out board is added for its next free start, as in the list; without one it cannot be added.
    const later = soldOut && !plan.inPlan && plan.nextFree && plan.addAt ? plan.nextFree : null;
    if (soldOut) {
      const reason = el('p', 'font-semibold text-red-800', SOLD_OUT_TEXT);
      reason.id = `info-sold-out-${location.id}`;
      if (plan.nextFree) reason.append(el('span', 'block font-medium text-gray-800', nextFreeText(plan.nextFree)));
      root.append(reason);
    }
    const button = el(
      'button',
      'mt-2 block rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-ink hover:bg-brand-400 disabled:cursor-not-allowed disabled:opacity-60',
      later ? addForStartText(later) : plan.inPlan ? PLAN_BUTTON_TEXT.remove : PLAN_BUTTON_TEXT.add,
    );
    button.type = 'button';
    button.setAttribute('aria-label', later ? addForStartLabel(location.name, later) : planButtonLabel(location.name, plan.inPlan));
    if (soldOut) {
      button.setAttribute('aria-describedby', `info-sold-out-${location.id}`);
      button.disabled = !plan.inPlan && !later;
    }
    button.addEventListener('click', () => (later ? plan.addAt?.(later) : plan.toggle()));
    root.append(button);
  }
  return root;
}
