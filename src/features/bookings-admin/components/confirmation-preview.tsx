import { useMemo } from 'react';
import { confirmationPreview, PREVIEW_TEXT, type PreviewSale } from '../lib/confirmation-preview';

export const CONFIRMATION_PREVIEW_TEXT = {
  summary: 'Preview the e-mail',
  to: 'To',
  subject: 'Subject',
  incomplete: 'Choose the advertiser and at least one board to see the e-mail.',
  noAddress: 'This advertiser has no e-mail address: the confirmation cannot be sent.',
  decidedLater: 'The parts in square brackets are decided when the sale is recorded or the e-mail is sent.',
} as const;

export interface ConfirmationPreviewProps {
  /** Null until the staff choose the advertiser. */
  sale: PreviewSale | null;
}

/** The customer's confirmation as the outbox job will word it, in a disclosure the staff open before recording the sale. */
export function ConfirmationPreview({ sale }: ConfirmationPreviewProps) {
  const email = useMemo(() => (sale ? confirmationPreview(sale) : null), [sale]);
  const missing = !sale || sale.boards.length === 0 ? CONFIRMATION_PREVIEW_TEXT.incomplete : !sale.email ? CONFIRMATION_PREVIEW_TEXT.noAddress : null;
  return (
    <details className="ml-6 mt-2 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2">
        {CONFIRMATION_PREVIEW_TEXT.summary}
      </summary>
      {email ? (
        <div className="mt-3 grid gap-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">{CONFIRMATION_PREVIEW_TEXT.to}</dt>
            <dd>{email.to}</dd>
            <dt className="font-medium">{CONFIRMATION_PREVIEW_TEXT.subject}</dt>
            <dd>{email.subject}</dd>
          </dl>
          <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded border border-gray-200 bg-white p-3 font-sans text-sm">{email.text}</pre>
          <p className="text-xs text-gray-700">
            {CONFIRMATION_PREVIEW_TEXT.decidedLater} {PREVIEW_TEXT.withoutStripe}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-gray-700">{missing ?? CONFIRMATION_PREVIEW_TEXT.incomplete}</p>
      )}
    </details>
  );
}
