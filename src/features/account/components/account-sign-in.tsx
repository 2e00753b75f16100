import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ACCOUNT_SIGN_IN_TEXT as TEXT, isEmailAddress, isSignInCode, requestSignInEmail, verifySignInCode, verifySignInLink } from '../api/sign-in-by-email';

// A link's token is spent on first use: StrictMode's second effect, or a
// remount, must reuse the first verification, not spend it again.
const linkVerifications = new Map<string, ReturnType<typeof verifySignInLink>>();
const verifyLinkOnce = (tokenHash: string) => {
  if (!linkVerifications.has(tokenHash)) linkVerifications.set(tokenHash, verifySignInLink(tokenHash));
  return linkVerifications.get(tokenHash)!;
};

const inputClass = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-500';
const primaryClass = 'w-full rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink hover:bg-brand-400 disabled:opacity-60';

function Problem({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * The advertiser's sign-in: their e-mail, then the code from the e-mail (or
 * its link, which lands back here with a token hash). A session that arrives
 * reaches the page through the auth provider.
 */
export function AccountSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tokenHash = params.get('type') === 'magiclink' ? params.get('token_hash') : null;
  const [linkState, setLinkState] = useState<'checking' | 'failed' | null>(tokenHash ? 'checking' : null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (!tokenHash) return;
    let live = true;
    void verifyLinkOnce(tokenHash).then((result) => {
      if (!live) return;
      setLinkState(result.ok ? null : 'failed');
      // Spent either way: keep it out of the history and of a reload.
      navigate(paths.account, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [tokenHash, navigate]);

  return (
    <div className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-ink">{TEXT.heading}</h1>
      {linkState === 'checking' ? (
        <p role="status" className="mt-4 text-gray-700">
          {TEXT.checkingLink}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700">{TEXT.intro}</p>
          {linkState === 'failed' ? (
            <div className="mt-4">
              <Problem message={TEXT.linkInvalid} />
            </div>
          ) : null}
          <div className="mt-6">{sentTo ? <CodeForm email={sentTo} onOtherAddress={() => setSentTo(null)} /> : <EmailForm onSent={setSentTo} />}</div>
        </>
      )}
    </div>
  );
}

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmailAddress(email)) return setError(TEXT.badEmail);
    setError(null);
    setPending(true);
    const result = await requestSignInEmail({ email, redirectTo: `${window.location.origin}${paths.account}` });
    setPending(false);
    if (result.ok) onSent(email.trim().toLowerCase());
    else setError(result.message);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-gray-800">
          {TEXT.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
      {error ? <Problem id={`${id}-error`} message={error} /> : null}
      <button type="submit" disabled={pending} className={primaryClass}>
        {pending ? TEXT.sending : TEXT.send}
      </button>
    </form>
  );
}

function CodeForm({ email, onOtherAddress }: { email: string; onOtherAddress: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isSignInCode(code)) return setError(TEXT.badCode);
    setError(null);
    setPending(true);
    const result = await verifySignInCode({ email, code });
    // On success the session arrives through the auth provider and this form goes away.
    if (!result.ok) {
      setPending(false);
      setError(result.message);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        {TEXT.sent(email)}
      </p>
      <div>
        <label htmlFor={`${id}-code`} className="block text-sm font-medium text-gray-800">
          {TEXT.codeLabel}
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} tracking-[0.3em]`}
        />
      </div>
      {error ? <Problem id={`${id}-error`} message={error} /> : null}
      <button type="submit" disabled={pending} className={primaryClass}>
        {pending ? TEXT.signingIn : TEXT.signIn}
      </button>
      <button type="button" onClick={onOtherAddress} className="text-sm font-medium text-brand-800 underline hover:text-ink">
        {TEXT.otherAddress}
      </button>
    </form>
  );
}
