import { useId, useRef, useState, type FormEvent } from 'react';
import { useSignIn } from '../api/sign-in';

export interface SignInFormProps {
  /** The one admin e-mail, shown read-only. */
  adminEmail: string;
  /** Called before the request starts, so the page does not treat the coming session as "already signed in". */
  onSubmitStart?: () => void;
  onSuccess: () => void;
  onFailure?: () => void;
}

export function SignInForm({ adminEmail, onSubmitStart, onSuccess, onFailure }: SignInFormProps) {
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; retryable: boolean } | null>(null);
  const signIn = useSignIn();
  const form = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    onSubmitStart?.();
    const email = new FormData(event.currentTarget).get('email');
    const result = await signIn.mutateAsync({ email: typeof email === 'string' ? email : '', password, adminEmail });
    if (result.ok) {
      onSuccess();
    } else {
      setError({ message: result.message, retryable: result.retryable ?? false });
      onFailure?.();
    }
  }

  return (
    <form ref={form} onSubmit={handleSubmit} className="space-y-5">
      <div>
        <label htmlFor={emailId} className="block text-sm font-medium text-gray-800">
          Email
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          value={adminEmail}
          readOnly
          aria-readonly="true"
          autoComplete="username"
          className="mt-1 block w-full cursor-not-allowed rounded-md border border-gray-300 bg-gray-100 px-3 py-2 text-sm text-gray-700 sm:text-base"
        />
      </div>
      <div>
        <label htmlFor={passwordId} className="block text-sm font-medium text-gray-800">
          Password
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={signIn.isPending}
          className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-500"
        />
      </div>
      {error && (
        <div id={errorId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          <p>{error.message}</p>
          {error.retryable ? (
            <button type="button" onClick={() => form.current?.requestSubmit()} disabled={signIn.isPending} className="mt-2 font-semibold underline">
              Try again
            </button>
          ) : null}
        </div>
      )}
      <button
        type="submit"
        disabled={signIn.isPending}
        className="w-full rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink hover:bg-brand-400 disabled:opacity-60"
      >
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
