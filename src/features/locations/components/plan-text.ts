export const PLAN_TEXT = {
  heading: 'My campaign plan',
  empty: 'Add boards from the list or the map to plan a campaign and see a price estimate.',
  requestQuote: 'Request a quote for this plan',
  requested: (day: string) => `Quote requested on ${day}. Change the plan to request a new one, or clear it.`,
  clear: 'Clear plan',
  remove: 'Remove',
  boards: 'Boards in my plan',
  leftOut: 'Left out of the estimate and the request.',
  noneFree: 'No board of this plan is free for these dates: choose other dates, or request a quote without dates.',
} as const;
