import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isEmail } from '@shared/is-email';
import { useDeletePersonalData, useExportPersonalData, type PrivacyExport } from '../api/privacy-request';
import { downloadBlob } from '@/lib/download-file';

export const PRIVACY_ADMIN_TEXT = {
  label: 'E-mail address of the person asking',
  invalid: 'Enter the e-mail address the person used.',
  export: 'Download everything stored (JSON)',
  delete: 'Delete everything stored',
  confirm: (email: string) =>
    `Delete every lead, booking request, campaign, artwork file, proof photo, sign-in account and newsletter subscription of ${email}? Invoices and payments are kept. This cannot be undone.`,
  exported: (email: string, count: number) => `Downloaded ${count} record${count === 1 ? '' : 's'} stored for ${email}.`,
  deleted: (email: string) => `Everything stored for ${email} is deleted.`,
  invoicesKept: 'Their invoices and payments are kept for six years, as tax law requires.',
  failed: 'The request failed: ',
} as const;

function recordCount(data: PrivacyExport): number {
  return [
    data.contact_inquiries,
    data.bookings,
    data.artwork,
    data.advertisers,
    data.invoices_without_campaign,
    data.payments_without_campaign,
    data.newsletter_subscribers,
  ].reduce((sum, records) => sum + records.length, 0);
}

function downloadJson(fileName: string, data: unknown): void {
  downloadBlob(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}

/** Access and deletion requests: one address, its data as a download, or all of it deleted. */
export function PrivacyRequests() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<string[] | null>(null);
  const exporting = useExportPersonalData();
  const deleting = useDeletePersonalData();
  const busy = exporting.isPending || deleting.isPending;
  const error = exporting.error ?? deleting.error;

  function address(): string | null {
    const value = email.trim();
    const ok = isEmail(value);
    setInvalid(!ok);
    setMessage(null);
    return ok ? value : null;
  }

  function onExport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = address();
    if (!value) return;
    deleting.reset();
    exporting.mutate(value, {
      onSuccess: (data) => {
        downloadJson(`personal-data-${value}.json`, data);
        setMessage([PRIVACY_ADMIN_TEXT.exported(value, recordCount(data))]);
      },
    });
  }

  function onDelete() {
    const value = address();
    if (!value || !window.confirm(PRIVACY_ADMIN_TEXT.confirm(value))) return;
    exporting.reset();
    deleting.mutate(value, { onSuccess: () => setMessage([PRIVACY_ADMIN_TEXT.deleted(value), PRIVACY_ADMIN_TEXT.invoicesKept]) });
  }

  return (
    <section className="max-w-2xl space-y-4">
      <form onSubmit={onExport} noValidate className="space-y-3">
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
          {PRIVACY_ADMIN_TEXT.label}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="block w-full rounded-md border border-gray-300 px-3 py-2.5 text-ink focus:outline-none focus:ring-2 focus:ring-focus"
        />
        {invalid ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {PRIVACY_ADMIN_TEXT.invalid}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {PRIVACY_ADMIN_TEXT.export}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onDelete}>
            {PRIVACY_ADMIN_TEXT.delete}
          </Button>
        </div>
      </form>
      <div role="status">
        {message?.map((line) => (
          <p key={line} className="text-green-800">
            {line}
          </p>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-red-800">
          {PRIVACY_ADMIN_TEXT.failed}
          {error.message}
        </p>
      ) : null}
    </section>
  );
}
