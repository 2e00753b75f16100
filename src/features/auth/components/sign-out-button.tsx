import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSignOut } from '../api/sign-out';

export interface SignOutButtonProps {
  className?: string;
}

export function SignOutButton({ className }: SignOutButtonProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <button
      type="button"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.auth, { replace: true }) })}
      className={cn(
        'inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:opacity-60',
        className,
      )}
    >
      <LogOut aria-hidden="true" className="h-4 w-4" />
      {signOut.isPending ? 'Signing out...' : 'Sign out'}
    </button>
  );
}
