// Labels shared by the info window and the list.
export const SALES_SHEET_LABEL = 'View Sales Sheet (PDF)';
export const MEDIA_TYPE_LABEL = 'Media type:';

export function thumbnailAlt(name: string, index: 1 | 2): string {
  return `${name}, billboard view ${index}`;
}

export function salesSheetAriaLabel(name: string): string {
  return `Sales sheet for ${name} (PDF, opens in a new tab)`;
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
