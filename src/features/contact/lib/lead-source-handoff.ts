import { isLeadSource, type LeadSource } from '@shared/contact-inquiry';

// A page without the form (an industry page, the costs page) sends visitors to
// the contact page with its own name in the history entry's state, so their
// inquiry says which page brought them. State rather than the URL: the
// contact page's address stays the one to share and to index.

export interface LeadSourceState {
  leadSource: LeadSource;
}

export function leadSourceState(source: LeadSource): LeadSourceState {
  return { leadSource: source };
}

/** The source a history entry names, if it names a valid one. */
export function readLeadSource(state: unknown): LeadSource | null {
  if (typeof state !== 'object' || state === null || !('leadSource' in state)) return null;
  const source = (state as { leadSource: unknown }).leadSource;
  return typeof source === 'string' && isLeadSource(source) ? source : null;
}
