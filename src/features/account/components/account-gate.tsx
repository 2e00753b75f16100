import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AccountViewer, SignedInViewer } from '../lib/viewer';
import { AccountShell } from './account-shell';
import { AccountSignIn } from './account-sign-in';

export const ACCOUNT_GATE_TEXT = {
  loading: 'Loading...',
  adminHeading: 'This area is for advertisers',
  adminBody: 'You are signed in with the staff account. Advertisers sign in here to follow their own campaigns; your screens are in the admin.',
  adminLink: 'Go to the admin',
} as const;

export interface AccountGateProps {
  viewer: AccountViewer;
  /** What a signed-in advertiser sees. */
  children: (viewer: SignedInViewer) => ReactNode;
}

/**
 * Who sees what at /account: the sign-in (also whenever an e-mailed link
 * lands here, whoever is signed in), a note for the staff, or the
 * advertiser's own pages. A courtesy for the UI: row-level security decides
 * what any session reads.
 */
export function AccountGate({ viewer, children }: AccountGateProps) {
  const [params] = useSearchParams();
  const landingLink = params.get('type') === 'magiclink' && params.has('token_hash');
  if (landingLink || viewer.status === 'signedOut') {
    return (
      <AccountShell>
        <AccountSignIn />
      </AccountShell>
    );
  }
  if (viewer.status === 'loading') {
    return (
      <AccountShell>
        <p role="status" className="flex min-h-[40vh] items-center justify-center text-gray-600">
          {ACCOUNT_GATE_TEXT.loading}
        </p>
      </AccountShell>
    );
  }
  if (viewer.isAdmin) {
    return (
      <AccountShell>
        <h1 className="text-2xl font-bold text-ink">{ACCOUNT_GATE_TEXT.adminHeading}</h1>
        <p className="mt-3 text-gray-700">{ACCOUNT_GATE_TEXT.adminBody}</p>
        <p className="mt-4">
          <Link to={paths.admin} className="font-medium text-brand-800 underline hover:text-ink">
            {ACCOUNT_GATE_TEXT.adminLink}
          </Link>
        </p>
      </AccountShell>
    );
  }
  return <AccountShell>{children(viewer)}</AccountShell>;
}
