import { INQUIRY_FIELDS, type InquiryField } from '@shared/contact-inquiry-fields';

// What the visitor typed into the contact form, kept for this tab's session
// so a trip to the map ("Edit plan") and back loses nothing; cleared once the
// inquiry is sent. Session storage: it goes with the tab, never to another
// visitor of a shared computer the next day.

export const DRAFT_STORAGE_KEY = 'ldb:contact-draft';

export type FormDraft = Partial<Record<InquiryField, string>>;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused: nothing is kept.
    return null;
  }
}

/** The kept fields; anything else stored under the key is no draft. */
export function readDraft(): FormDraft {
  try {
    const value: unknown = JSON.parse(session()?.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return {};
    const draft: FormDraft = {};
    for (const name of INQUIRY_FIELDS) {
      const text = (value as Record<string, unknown>)[name];
      if (typeof text === 'string' && text) draft[name] = text;
    }
    return draft;
  } catch {
    return {};
  }
}

/**
 * Keeps the typed fields. Project Details is kept only when it is not the
 * text a plan wrote (`planMessage`): coming back with a changed plan, the
 * new plan's text must win over the old one's.
 */
export function writeDraft(values: Partial<Record<InquiryField, string>>, planMessage: string | null): void {
  const draft: FormDraft = {};
  for (const name of INQUIRY_FIELDS) {
    const text = values[name];
    if (!text || (name === 'message' && text === planMessage)) continue;
    draft[name] = text;
  }
  try {
    if (Object.keys(draft).length === 0) session()?.removeItem(DRAFT_STORAGE_KEY);
    else session()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused: the fields stay on the page, only the trip away would lose them.
  }
}

export function clearDraft(): void {
  try {
    session()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Refused: nothing was kept.
  }
}
