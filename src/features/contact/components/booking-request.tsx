import { lazy, Suspense, useMemo, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ArtworkBoard } from '@shared/artwork-fit.ts';
import { uploadArtwork } from '../api/upload-artwork';
import { InquiryError } from '../api/send-inquiry';
import type { ContactFormExtension } from './contact-form';

// The artwork check (and the booking rules it reads) loads only for a plan with dates, not with every contact page.
const ArtworkField = lazy(() => import('./artwork-field').then((module) => ({ default: module.ArtworkField })));

export const BOOKING_TEXT = {
  submit: 'Request these dates',
  submitWithoutDates: 'Send Message',
  conflict: 'Some boards are no longer free for these dates:',
  conflictHelp: 'Everything you typed is kept. Send your inquiry without these dates and we will suggest others, or go back to the map to pick new dates.',
  withoutDates: 'Send without these dates',
  editPlan: 'Edit plan',
  sentWithoutDates: 'Your inquiry is sent without dates.',
} as const;

/** The JSON body of the function's refusal, which sendInquiry keeps on the error. */
function refusalBody(error: InquiryError): unknown {
  return (error as InquiryError & { body?: unknown }).body ?? null;
}

export interface BookingBoard extends ArtworkBoard {
  id: string;
}

export interface BookingRequestInput {
  boards: readonly BookingBoard[];
  booking: { starts_on: string; cycles: number };
}

/** The boards a 409 names as no longer free, by name (the answer's own, or the plan's). */
export function unavailableBoards(body: unknown, boards: readonly BookingBoard[]): string[] {
  const list = typeof body === 'object' && body !== null ? (body as { unavailable?: unknown }).unavailable : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name } = entry as Record<string, unknown>;
    if (typeof name === 'string' && name) return [name];
    const known = boards.find((board) => board.id === id);
    return known ? [known.name] : [];
  });
}

/**
 * What a campaign plan with dates adds to the contact form: the dates and
 * the artwork sent with the inquiry, the artwork field, and, when a board
 * filled up meanwhile (409: the lead is stored all the same), which boards
 * and a way to send the same inquiry without the dates.
 */
export function useBookingRequest(request: BookingRequestInput | null): ContactFormExtension | undefined {
  const [withoutDates, setWithoutDates] = useState(false);
  const [conflict, setConflict] = useState<string[] | null>(null);
  const file = useRef<File | null>(null);
  // One upload per chosen file: a retry of the same request reuses its path.
  const uploaded = useRef<{ file: File; path: Promise<string> } | null>(null);

  return useMemo<ContactFormExtension | undefined>(() => {
    if (!request) return undefined;
    const { boards, booking } = request;
    async function artworkPath(): Promise<string | null> {
      const chosen = file.current;
      if (!chosen) return null;
      if (uploaded.current?.file !== chosen) uploaded.current = { file: chosen, path: uploadArtwork(chosen) };
      try {
        return await uploaded.current.path;
      } catch (error) {
        uploaded.current = null;
        throw error;
      }
    }

    function sendWithoutDates(event: MouseEvent<HTMLButtonElement>) {
      const form = event.currentTarget.form;
      // The form reads the body when it sends: the dates must be gone first.
      flushSync(() => setWithoutDates(true));
      form?.requestSubmit();
    }

    return {
      body: async () => ({ booking: withoutDates ? null : booking, artwork_path: await artworkPath() }),
      submitLabel: withoutDates ? BOOKING_TEXT.submitWithoutDates : BOOKING_TEXT.submit,
      onError: (error: Error) => {
        if (!(error instanceof InquiryError) || error.status !== 409) return false;
        setConflict(unavailableBoards(refusalBody(error), boards));
        return true;
      },
      children: (
        <>
          <Suspense>
            <ArtworkField boards={boards} onFile={(chosen) => (file.current = chosen)} />
          </Suspense>
          {conflict && !withoutDates && (
            <div role="alert" className="rounded-md border-2 border-red-600 bg-red-50 p-4 text-ink">
              <p className="font-semibold">{BOOKING_TEXT.conflict}</p>
              <ul className="mt-1 list-disc pl-5">
                {conflict.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <p className="mt-2 text-sm">{BOOKING_TEXT.conflictHelp}</p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <button type="button" onClick={sendWithoutDates} className="rounded-md bg-ink px-4 py-2 font-semibold text-white hover:bg-gray-800">
                  {BOOKING_TEXT.withoutDates}
                </button>
                <Link to={paths.billboardMap} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
                  {BOOKING_TEXT.editPlan}
                </Link>
              </div>
            </div>
          )}
        </>
      ),
    };
  }, [request, withoutDates, conflict]);
}
