import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccountHeaderProps {
  title: ReactNode;
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The page's heading, who is signed in, and the way out. */
export function AccountHeader({ title, email, onSignOut, signingOut }: AccountHeaderProps) {
  return (
    <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-1 break-all text-sm text-gray-700">Signed in as {email}</p>
      </div>
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        className="inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:opacity-60"
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {signingOut ? 'Signing out...' : 'Sign out'}
      </button>
    </div>
  );
}
