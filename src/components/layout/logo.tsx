import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/cn';

export interface LogoProps {
  /** 'light' for the dark footer. */
  tone?: 'dark' | 'light';
  onClick?: () => void;
}

/** Wordmark linking home; drawn inline so the header never waits for an image. */
export function Logo({ tone = 'dark', onClick }: LogoProps) {
  return (
    <Link to={paths.home} onClick={onClick} className="inline-flex min-w-0 items-center gap-3 font-extrabold tracking-tight lg:shrink-0">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-9 w-9 shrink-0">
        <rect x="2" y="4" width="28" height="17" rx="2" fill="#f0af00" />
        <rect x="6" y="8" width="20" height="9" rx="1" fill="#111827" />
        <rect x="14" y="21" width="4" height="8" fill={tone === 'light' ? '#f9fafb' : '#111827'} />
      </svg>
      {/* Between lg and xl the full nav needs the room: the name wraps onto two lines there. */}
      <span
        className={cn('text-lg leading-tight sm:text-xl lg:max-w-[8rem] lg:text-base xl:max-w-none xl:text-xl', tone === 'light' ? 'text-white' : 'text-ink')}
      >
        {site.name}
      </span>
    </Link>
  );
}
