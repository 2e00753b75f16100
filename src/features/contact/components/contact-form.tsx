import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from '@/components/ui/button';
import { FormResult, type FormOutcome } from '@/components/ui/form-result';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import type { LeadSource } from '@shared/contact-inquiry';
import { CONTACT_FORM_CONSENT, INQUIRY_LABELS, type InquiryField } from '@shared/contact-inquiry-fields';
import type { InquiryFieldErrors } from '../api/send-inquiry';
import { isInquiryError, loadInquirySender, useSendInquiry } from '../api/use-send-inquiry';
import { clearDraft, readDraft, writeDraft } from '../lib/form-draft';
import type { PendingRequest } from '../lib/pending-request';
import { EmailHint } from './email-hint';

// The field labels and every refusal's words come from the inquiry's schema,
// which the contact function checks with too: the same words either way.
export const CONTACT_FORM_TEXT = {
  formLabel: 'Request a quote',
  submit: 'Send Message',
  submitting: 'Sending...',
  success: "Thank you for your inquiry! We'll contact you within 24 hours.",
  failure: 'Sorry, there was an error sending your message. Please try again or call us directly.',
  privacy: 'How we use your details: our',
  privacyLink: 'privacy policy',
} as const;

type Values = Record<InquiryField, string> & { website: string };

// The rules (zod) load when the visitor starts on the form, not with the page:
// the home page shows this form and its JavaScript has a budget.
const loadSchema = () => import('@shared/contact-inquiry-schema');
// Likewise the words of the panel that replaces the form once it is sent,
// and the e-mail typo check (with its list of common domains).
const loadOutcome = () => import('./contact-outcome');
const loadEmailHint = () => import('../lib/email-hint');

// A booking request's hold and its "Wrong e-mail address?", shown once one is sent.
const HeldRequestPanel = lazy(() => import('./held-request').then((m) => ({ default: m.HeldRequestPanel })));
const loadPendingRequest = () => import('../lib/pending-request');
type PendingRequests = Awaited<ReturnType<typeof loadPendingRequest>>;

const FORM_FIELDS: readonly (keyof Values)[] = ['name', 'email', 'company', 'phone', 'message', 'website'];

interface FieldSpec {
  name: InquiryField;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
];

const inputClasses =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2.5 text-ink shadow-sm ' +
  'focus:border-focus focus:outline-none focus:ring-2 focus:ring-focus disabled:cursor-not-allowed disabled:bg-gray-100 ' +
  // A field with an error is marked by more than its message's colour.
  'aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-600';

export interface ContactFormPrefill {
  /** Project Details to start from (editable). */
  message: string;
  /** The billboard locations of the visitor's campaign plan, sent with the inquiry. */
  locationIds: string[];
}

/** What a page adds to the form: the contact page's booking request (its dates and artwork). */
export interface ContactFormExtension {
  /**
   * Sent with the inquiry besides the typed fields, asked for at each send
   * (it may wait for an upload; a rejection stops the send). Not part of what
   * makes a new submission: re-sent without the dates, it is the same lead.
   */
  body: () => Promise<Record<string, unknown>>;
  submitLabel: string;
  /** Shown above the submit button. */
  children: ReactNode;
  /** True when it explains the refusal itself, instead of the form's toast. */
  onError: (error: Error) => boolean;
}

export interface ContactFormProps {
  /** Where the visitor is writing from: the page that shows the form, or what brought them to it. */
  source: LeadSource;
  prefill?: ContactFormPrefill;
  extension?: ContactFormExtension;
}

/** The quote request form (home page and /contact-us). Sends to the send-contact-email function. */
export function ContactForm({ source, prefill, extension }: ContactFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<InquiryFieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  // A likely typo in the e-mail's domain, pointed out when the visitor leaves the field.
  const [emailHint, setEmailHint] = useState<string | null>(null);
  const { mutate, isPending } = useSendInquiry();
  // The key of the text last sent: sending the same text again (a retry, or a
  // second press after the success toast) reuses it, so the function stores
  // one lead however often it arrives; changed text is a new submission.
  const submission = useRef<{ key: string; text: string } | null>(null);
  const hydrated = useHydrated();
  // The prefill (a campaign plan) goes in once the form is live: the
  // prerendered form has none, and hydration must find what it rendered.
  // Whatever the visitor typed first wins.
  const prefilled = useRef<string | null>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const prefillMessage = prefill?.message ?? null;
  // What was typed before a trip away (to the map and back) comes back first,
  // into fields still empty, so the plan's text below never overwrites it.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form) return;
    for (const [name, text] of Object.entries(readDraft())) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.value) field.value = text;
    }
  }, [hydrated]);
  useEffect(() => {
    const field = messageField.current;
    if (!hydrated || !field || prefilled.current === prefillMessage) return;
    // The plan's text replaces the previous plan's text, never the visitor's own.
    const untouched = !field.value.trim() || field.value === prefilled.current;
    prefilled.current = prefillMessage;
    if (untouched) field.value = prefillMessage ?? '';
  }, [hydrated, prefillMessage]);

  function keepDraft() {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    writeDraft(Object.fromEntries(FIELDS.map(({ name }) => [name, String(data.get(name) ?? '')])), prefilled.current);
  }

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.target.name;
    if (name in errors) setErrors(({ [name as InquiryField]: _, ...rest }) => rest);
    if (name === 'email') setEmailHint(null);
    keepDraft();
  }

  function onBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (event.target.name !== 'email') return;
    const field = event.target;
    const typed = field.value;
    void loadEmailHint()
      // Only while the field still holds what was checked.
      .then(({ emailHint: hint }) => field.value === typed && setEmailHint(hint(typed)))
      .catch(() => undefined);
  }

  function acceptEmailHint(suggestion: string) {
    const field = formRef.current?.elements.namedItem('email');
    if (!(field instanceof HTMLInputElement)) return;
    field.value = suggestion;
    setEmailHint(null);
    setErrors(({ email: _, ...rest }) => rest);
    keepDraft();
    field.focus();
  }

  const checking = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields are uncontrolled: what they hold is what the visitor typed,
    // including anything typed into the prerendered form before the app ran.
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FORM_FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as Values;
    const newsletter = data.get('newsletter') !== null;
    if (checking.current) return;
    checking.current = true;
    let checked, extra, pending: PendingRequest | null, pendingRequests: PendingRequests | null;
    try {
      checked = (await loadSchema()).checkInquiryFields(values);
      extra = extension ? { ...(await extension.body()) } : undefined;
      // The same browser sending its open request again (the right address after a typo) corrects it.
      pendingRequests = extension ? await loadPendingRequest() : null;
      pending = pendingRequests?.pendingRequest() ?? null;
      if (extra && pending) extra.correction_token = pending.token;
    } catch {
      // The rules could not be fetched (offline): nothing can be sent either.
      toast.error(CONTACT_FORM_TEXT.failure);
      return;
    } finally {
      checking.current = false;
    }
    const found: InquiryFieldErrors = checked.ok ? {} : checked.fields;
    setErrors(found);
    if (!checked.ok) {
      const first = FIELDS.find((f) => found[f.name]);
      if (first) document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    const locationIds = prefill?.locationIds ?? [];
    const text = JSON.stringify([checked.value, source, locationIds, newsletter]);
    if (submission.current?.text !== text) submission.current = { key: crypto.randomUUID(), text };
    mutate(
      {
        ...checked.value,
        ...(values.website ? { website: values.website } : {}),
        source,
        idempotencyKey: submission.current.key,
        locationIds,
        newsletter,
        extra,
      },
      {
        onSuccess: ({ held: answered }) => {
          form.reset();
          clearDraft();
          setErrors({});
          const sent = checked.value;
          if (answered?.correctionToken && answered.correctUntil) {
            pendingRequests?.savePendingRequest({ token: answered.correctionToken, until: answered.correctUntil, reference: answered.reference });
          }
          // A request sent again is answered without a token: the one this browser holds for it still corrects it.
          const held = answered && pendingRequests ? pendingRequests.withPendingCorrection(answered, pending) : answered;
          const details = held ? (
            <Suspense fallback={null}>
              <HeldRequestPanel held={held} />
            </Suspense>
          ) : undefined;
          void loadOutcome()
            .then(({ contactOutcome }) => setOutcome({ ...contactOutcome(sent, locationIds.length), details }))
            // Offline after sending: the toast still says it went.
            .catch(() => undefined);
          toast.success(CONTACT_FORM_TEXT.success);
        },
        // Everything typed stays: the visitor can retry or call.
        onError: (error) => {
          if (isInquiryError(error)) setErrors(error.fields);
          if (!extension?.onError(error)) toast.error(CONTACT_FORM_TEXT.failure);
        },
      },
    );
  }

  return (
    <FormResult outcome={outcome} onAgain={() => setOutcome(null)}>
      {/* noValidate: the messages below, next to each field, replace the browser bubbles. */}
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => {
          void loadSchema().catch(() => undefined);
          void loadOutcome().catch(() => undefined);
          void loadInquirySender().catch(() => undefined);
        }}
        noValidate
        aria-label={CONTACT_FORM_TEXT.formLabel}
        aria-busy={isPending}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map(({ name, type, autoComplete }) => {
            const inputId = `${id}-${name}`;
            const errorId = `${inputId}-error`;
            const hintId = `${inputId}-hint`;
            const error = errors[name];
            const hint = name === 'email' ? emailHint : null;
            const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
            const shared = {
              id: inputId,
              name,
              autoComplete,
              required: true,
              disabled: isPending,
              onChange,
              onBlur,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy || undefined,
            };
            return (
              <div key={name} className={cn(type === 'textarea' && 'sm:col-span-2')}>
                <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
                  {INQUIRY_LABELS[name]}
                </label>
                {type === 'textarea' ? (
                  <textarea {...shared} ref={messageField} rows={5} className={inputClasses} />
                ) : (
                  <input {...shared} type={type} className={inputClasses} />
                )}
                {error && (
                  <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
                {hint && <EmailHint id={hintId} suggestion={hint} onAccept={acceptEmailHint} />}
              </div>
            );
          })}
        </div>

        {/* Honeypot: bots fill every input; people never see or reach this one.
          Off-screen rather than display:none, which some bots skip. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>

        {extension?.children}
        {/* Express consent: unticked unless the visitor ticks it. Uncontrolled, so a tick before the app starts survives. */}
        <label className="flex items-center gap-3 text-sm text-ink">
          <input name="newsletter" type="checkbox" disabled={isPending} className="h-5 w-5 rounded border-gray-400 accent-brand-700" />
          {CONTACT_FORM_CONSENT}
        </label>

        {/* Until the app runs it cannot send: a plain button (the browser would otherwise post the
          form to the page itself), marked unavailable but still focusable. */}
        <Button type={hydrated ? 'submit' : 'button'} size="lg" disabled={isPending} aria-disabled={hydrated ? undefined : true} className="w-full sm:w-auto">
          {isPending ? CONTACT_FORM_TEXT.submitting : (extension?.submitLabel ?? CONTACT_FORM_TEXT.submit)}
        </Button>
        <p className="text-sm text-gray-600">
          {CONTACT_FORM_TEXT.privacy}{' '}
          <Link to={paths.privacyPolicy} className="underline hover:text-ink">
            {CONTACT_FORM_TEXT.privacyLink}
          </Link>
          .
        </p>
      </form>
    </FormResult>
  );
}
