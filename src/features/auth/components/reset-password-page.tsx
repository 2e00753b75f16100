import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RECOVERY_TEXT, useSetNewPassword, verifyRecoveryLink } from '../api/password-recovery';
import { useAuth } from '../hooks/use-auth';

export const MIN_PASSWORD_LENGTH = 8;

// A token is spent on first use: StrictMode's second effect, or a remount,
// must reuse the first verification, not spend it again.
const verifications = new Map<string, ReturnType<typeof verifyRecoveryLink>>();
const verifyOnce = (tokenHash: string) => {
  if (!verifications.has(tokenHash)) verifications.set(tokenHash, verifyRecoveryLink(tokenHash));
  return verifications.get(tokenHash)!;
};

type LinkState = { kind: 'checking' } | { kind: 'ready' } | { kind: 'invalid'; message: string };

/** Where the reset e-mail's link lands: the token becomes a session, then the admin sets a new password. */
export function ResetPasswordPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tokenHash = params.get('type') === 'recovery' ? params.get('token_hash') : null;
  const [link, setLink] = useState<LinkState>({ kind: tokenHash ? 'checking' : 'ready' });

  useEffect(() => {
    if (!tokenHash) return;
    let live = true;
    void verifyOnce(tokenHash).then((result) => {
      if (!live) return;
      setLink(result.ok ? { kind: 'ready' } : { kind: 'invalid', message: result.message });
      // The token is spent: keep it out of the history and of a reload.
      if (result.ok) navigate(paths.authResetPassword, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [tokenHash, navigate]);

  let body;
  if (link.kind === 'invalid') body = <Problem message={link.message} />;
  else if (link.kind === 'checking' || auth.status === 'loading')
    body = (
      <p role="status" className="text-gray-600">
        Checking the link...
      </p>
    );
  else if (auth.status === 'signedIn') body = <NewPasswordForm email={auth.user.email ?? ''} onSaved={() => navigate(paths.adminBlog, { replace: true })} />;
  else body = <Problem message={RECOVERY_TEXT.linkMissing} />;

  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center bg-gray-50 px-4 py-16">
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-bold text-ink">Set a new password</h1>
        {body}
      </div>
    </main>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div>
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
        {message}
      </p>
      <p className="mt-4">
        <Link to={paths.auth} className="text-sm font-medium text-brand-800 underline hover:text-ink">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}

function NewPasswordForm({ email, onSaved }: { email: string; onSaved: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetNewPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(RECOVERY_TEXT.tooShort);
    if (password !== confirm) return setError(RECOVERY_TEXT.mismatch);
    setError(null);
    save.mutate(password, { onSuccess: onSaved, onError: (e) => setError(e.message) });
  }

  const inputClass = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-500';
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {/* For password managers: which account the new password belongs to. */}
      <input type="email" name="email" value={email} readOnly autoComplete="username" hidden />
      <p className="text-sm text-gray-700">
        For {email}. At least {MIN_PASSWORD_LENGTH} characters.
      </p>
      <div>
        <label htmlFor={`${id}-new`} className="block text-sm font-medium text-gray-800">
          New password
        </label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-confirm`} className="block text-sm font-medium text-gray-800">
          Confirm new password
        </label>
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          className={inputClass}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={save.isPending}
        className="w-full rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink hover:bg-brand-400 disabled:opacity-60"
      >
        {save.isPending ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}
