// Labels shared by the info window and the list.
export const SALES_SHEET_LABEL = 'View Sales Sheet (PDF)';
export const MEDIA_TYPE_LABEL = 'Media type:';

export function thumbnailAlt(name: string, index: 1 | 2): string {
  return `${name}, billboard view ${index}`;
}

export function salesSheetAriaLabel(name: string): string {
  return `Sales sheet for ${name} (PDF, opens in a new tab)`;
}

/** A board without a PDF of its own: its sales sheet is its page's print version. */
export const PRINT_SALES_SHEET_LABEL = 'Sales Sheet (print version)';

export function printSalesSheetAriaLabel(name: string): string {
  return `Sales sheet for ${name} (printable page)`;
}

export const BOARD_PAGE_LINK_TEXT = 'See this board';

export function boardPageLinkLabel(name: string): string {
  return `See the page of ${name}`;
}

export const PLAN_BUTTON_TEXT = {
  add: 'Add to my plan',
  remove: 'Remove from my plan',
} as const;

/** The plan button's accessible name: which board, and what a press does. */
export function planButtonLabel(name: string, inPlan: boolean): string {
  return inPlan ? `Remove ${name} from my plan` : `Add ${name} to my plan`;
}

/** Said of a board the plan's dates cannot have: next to its disabled add button, or on it when already in the plan. */
export const SOLD_OUT_TEXT = 'Sold out for these dates';
