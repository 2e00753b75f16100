import { lazy, Suspense, useMemo, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { CAMPAIGN_TERMS } from '@/config/campaign-terms';
import { paths } from '@/config/paths';
import type { ArtworkBoard } from '@shared/artwork-fit.ts';
import { uploadArtwork } from '../api/upload-artwork';
import { InquiryError } from '../api/send-inquiry';
import { CampaignTermsNotice } from './campaign-terms-notice';
import type { ContactFormExtension } from './contact-form';

// The artwork check (and the booking rules it reads) loads only for a plan with dates, not with every contact page.
const ArtworkField = lazy(() => import('./artwork-field').then((module) => ({ default: module.ArtworkField })));

export const BOOKING_TEXT = {
  submit: 'Request these dates',
  submitWithoutDates: 'Send Message',
  conflict: 'Some boards are no longer free for these dates:',
  conflictHelp:
    "Everything you typed is kept. Send your inquiry without these boards' dates (the other boards keep theirs) and we will suggest others, or go back to the map to pick new dates.",
  withoutDates: 'Send without these dates',
  editPlan: 'Edit plan',
  sentWithoutDates: 'Your inquiry is sent without dates.',
} as const;

/** The JSON body of the function's refusal, which sendInquiry keeps on the error. */
function refusalBody(error: InquiryError): unknown {
  return (error as InquiryError & { body?: unknown }).body ?? null;
}

/** Why the function refused the artwork (its stored bytes are not the image it claimed to be, or it never arrived), in its words; null for any other refusal. */
export function artworkRefusal(body: unknown): string | null {
  const fields = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : null;
  const message = typeof fields === 'object' && fields !== null ? (fields as { artwork_path?: unknown }).artwork_path : null;
  return typeof message === 'string' && message ? message : null;
}

export interface BookingBoard extends ArtworkBoard {
  id: string;
}

export interface BookingRequestInput {
  boards: readonly BookingBoard[];
  booking: { starts_on: string; cycles: number };
}

export interface TakenBoard {
  id: string | null;
  name: string;
}

/** The boards a 409 names as no longer free: each one's id, and its name (the answer's own, or the plan's). */
export function unavailableBoards(body: unknown, boards: readonly BookingBoard[]): TakenBoard[] {
  const list = typeof body === 'object' && body !== null ? (body as { unavailable?: unknown }).unavailable : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name } = entry as Record<string, unknown>;
    const known = boards.find((board) => board.id === id);
    const said = typeof name === 'string' && name ? name : known?.name;
    return said ? [{ id: known ? known.id : null, name: said }] : [];
  });
}

/**
 * The dates to send once some boards were found taken: those boards' dates
 * go, the others keep theirs (their ids then name the boards to hold). A
 * taken board the plan cannot name leaves no board sure to be free: no dates.
 */
export function datesWithout(request: BookingRequestInput, taken: readonly TakenBoard[]): Record<string, unknown> {
  if (taken.length === 0) return { booking: request.booking };
  if (taken.some((board) => board.id === null)) return { booking: null };
  const gone = new Set(taken.map((board) => board.id));
  const kept = request.boards.filter((board) => !gone.has(board.id));
  return kept.length > 0 ? { booking: request.booking, location_ids: kept.map((board) => board.id) } : { booking: null };
}

/**
 * What a campaign plan with dates adds to the contact form: the dates and
 * the artwork sent with the inquiry, the artwork field, the campaign terms
 * (their version sent with the dates), and, when a board
 * filled up meanwhile (409: the lead is stored all the same), which boards
 * and a way to send the same inquiry without the dates.
 */
export function useBookingRequest(request: BookingRequestInput | null): ContactFormExtension | undefined {
  // Boards found taken and dropped from the dates so far; a second refusal adds to them.
  const [dropped, setDropped] = useState<TakenBoard[]>([]);
  const [conflict, setConflict] = useState<TakenBoard[] | null>(null);
  const [artworkProblem, setArtworkProblem] = useState<string | null>(null);
  const file = useRef<File | null>(null);
  // One upload per chosen file: a retry of the same request reuses its path.
  const uploaded = useRef<{ file: File; path: Promise<string> } | null>(null);

  return useMemo<ContactFormExtension | undefined>(() => {
    if (!request) return undefined;
    const { boards } = request;
    const dates = datesWithout(request, dropped);
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
      const taken = conflict ?? [];
      // The form reads the body when it sends: the taken boards' dates must be gone first.
      flushSync(() => {
        setDropped((before) => [...before, ...taken]);
        setConflict(null);
      });
      form?.requestSubmit();
    }

    return {
      // The terms go with the dates: the version sent is the one shown below.
      body: async () => ({ ...dates, artwork_path: await artworkPath(), ...(dates.booking ? { terms_version: CAMPAIGN_TERMS.version } : {}) }),
      submitLabel: dates.booking ? BOOKING_TEXT.submit : BOOKING_TEXT.submitWithoutDates,
      onError: (error: Error) => {
        if (!(error instanceof InquiryError)) return false;
        const artwork = artworkRefusal(refusalBody(error));
        if (artwork) {
          // The refused file is gone from storage: the next send uploads the chosen file again.
          uploaded.current = null;
          setArtworkProblem(artwork);
          return true;
        }
        if (error.status !== 409) return false;
        setConflict(unavailableBoards(refusalBody(error), boards));
        return true;
      },
      children: (
        <>
          <Suspense>
            <ArtworkField
              boards={boards}
              onFile={(chosen) => {
                file.current = chosen;
                setArtworkProblem(null);
              }}
            />
          </Suspense>
          {artworkProblem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {artworkProblem}
            </p>
          )}
          {conflict && (
            <div role="alert" className="rounded-md border-2 border-red-600 bg-red-50 p-4 text-ink">
              <p className="font-semibold">{BOOKING_TEXT.conflict}</p>
              <ul className="mt-1 list-disc pl-5">
                {conflict.map((board) => (
                  <li key={board.id ?? board.name}>{board.name}</li>
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
          {dates.booking ? <CampaignTermsNotice /> : null}
        </>
      ),
    };
  }, [request, dropped, conflict, artworkProblem]);
}
