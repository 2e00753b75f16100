import type { FormOutcome } from '@/components/ui/form-result';
import { site } from '@/config/site';
import { INQUIRY_LABELS, type InquiryField } from '@shared/contact-inquiry';

// The panel that replaces the quote form once it is sent (see ContactForm).
export const CONTACT_RESULT_TEXT = {
  title: 'Thank you! Your message was sent.',
  nextStep: (email: string) => `${site.responsePromise} We will reply to ${email}, or call you if that is quicker.`,
  boards: 'Billboards',
  boardCount: (count: number) => `${count} from your campaign plan`,
  sendAnother: 'Send another message',
} as const;

/** What happens next, with what the visitor sent, as they typed it. */
export function contactOutcome(sent: Record<InquiryField, string>, boardCount: number): FormOutcome {
  const fields = (Object.keys(INQUIRY_LABELS) as InquiryField[]).map((name) => ({ label: INQUIRY_LABELS[name], value: sent[name] }));
  return {
    title: CONTACT_RESULT_TEXT.title,
    nextStep: CONTACT_RESULT_TEXT.nextStep(sent.email),
    sent: boardCount > 0 ? [...fields, { label: CONTACT_RESULT_TEXT.boards, value: CONTACT_RESULT_TEXT.boardCount(boardCount) }] : fields,
    againLabel: CONTACT_RESULT_TEXT.sendAnother,
  };
}
