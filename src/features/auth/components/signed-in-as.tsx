import { useAuth } from '../hooks/use-auth';

export interface SignedInAsProps {
  className?: string;
}

export function SignedInAs({ className }: SignedInAsProps) {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return null;
  return <p className={className}>Signed in as {auth.user.email}</p>;
}
