import { paths } from '@/config/paths';
import { safeUrl } from '@/lib/safe-url';
import type { BillboardLocation } from '@/types/billboard-location';

// Where a board's links lead: its page, and its sales sheet, which is the
// page's print version unless the staff uploaded a PDF of their own.

/** The query that opens a board's page as its sales sheet. */
export const PRINT_QUERY = 'print';

export const boardPageHref = (board: Pick<BillboardLocation, 'slug'>): string => paths.board(board.slug);

export interface SalesSheetLink {
  href: string;
  /** True for the staff's uploaded PDF (opened in a new tab), false for the page's print version. */
  isPdf: boolean;
}

export function salesSheetLink(board: Pick<BillboardLocation, 'slug' | 'sales_sheet_pdf_url'>): SalesSheetLink {
  const pdf = safeUrl(board.sales_sheet_pdf_url);
  return pdf ? { href: pdf, isPdf: true } : { href: `${boardPageHref(board)}?${PRINT_QUERY}`, isPdf: false };
}

/** Google Maps' directions to the board's coordinates, from wherever the visitor is (Maps URLs, no key). */
export function directionsHref(board: Pick<BillboardLocation, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${board.latitude},${board.longitude}`;
}

/** The coordinates as printed on the sales sheet: five decimals, about a metre. */
export const coordinatesText = (board: Pick<BillboardLocation, 'latitude' | 'longitude'>): string =>
  `${board.latitude.toFixed(5)}, ${board.longitude.toFixed(5)}`;
