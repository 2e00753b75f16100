// A table cell shown from the small breakpoint up: on a phone the invoices'
// tables leave out the columns a reader can do without, so the amounts that
// matter fit the screen without scrolling sideways.
export const WIDE_ONLY = 'hidden sm:table-cell';
