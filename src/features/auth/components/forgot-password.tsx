import { useId, useState } from 'react';
import { RECOVERY_TEXT, resetPageUrl, useRequestPasswordReset } from '../api/password-recovery';

export interface ForgotPasswordProps {
  adminEmail: string;
  /** Our page the e-mail's link opens (paths.authResetPassword). */
  resetPath: string;
}

/** "Forgot password?": e-mails the admin a link to set a new password. */
export function ForgotPassword({ adminEmail, resetPath }: ForgotPasswordProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const request = useRequestPasswordReset();

  async function send() {
    setResult(null);
    const outcome = await request.mutateAsync({ email: adminEmail, redirectTo: resetPageUrl(resetPath) });
    setResult(outcome.ok ? { ok: true, message: RECOVERY_TEXT.sent(adminEmail) } : outcome);
  }

  return (
    <div className="mt-4 text-center">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="text-sm font-medium text-brand-800 underline hover:text-ink"
      >
        {RECOVERY_TEXT.forgot}
      </button>
      <div id={panelId} hidden={!open} className="mt-3 space-y-3 rounded-md border border-gray-200 bg-gray-50 p-3 text-left text-sm">
        <p className="text-gray-700">We will e-mail a link to set a new password to {adminEmail}.</p>
        <button
          type="button"
          onClick={() => void send()}
          disabled={request.isPending}
          className="rounded-md border border-gray-300 bg-white px-3 py-1.5 font-semibold text-ink hover:bg-gray-100 disabled:opacity-60"
        >
          {request.isPending ? RECOVERY_TEXT.sending : RECOVERY_TEXT.send}
        </button>
        {/* Present before any message, so screen readers announce it when it arrives. */}
        <p role="status" className={result ? (result.ok ? 'text-green-800' : 'text-red-700') : 'sr-only'}>
          {result?.message}
        </p>
      </div>
    </div>
  );
}
