import { Button } from '@/components/ui/button';
import { useArtworkUrl } from '@/lib/artwork-url';

export const ARTWORK_LINK_TEXT = {
  view: 'View artwork',
  opening: 'Opening...',
  open: 'Open the artwork (link valid 10 minutes)',
  failed: 'The artwork could not be opened: ',
} as const;

export interface ArtworkLinkProps {
  path: string;
}

/**
 * The prospect's artwork lives in a private bucket: a click asks for a
 * short-lived signed link and opens it; the link stays on the card in case the
 * browser blocked the new tab.
 */
export function ArtworkLink({ path }: ArtworkLinkProps) {
  const link = useArtworkUrl();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={link.isPending}
        onClick={() => link.mutate(path, { onSuccess: (url) => window.open(url, '_blank', 'noopener,noreferrer') })}
      >
        {link.isPending ? ARTWORK_LINK_TEXT.opening : ARTWORK_LINK_TEXT.view}
      </Button>
      {link.data ? (
        <a className="text-sm underline" href={link.data} target="_blank" rel="noopener noreferrer">
          {ARTWORK_LINK_TEXT.open}
        </a>
      ) : null}
      {link.isError ? (
        <span role="alert" className="text-sm text-red-800">
          {ARTWORK_LINK_TEXT.failed}
          {link.error.message}
        </span>
      ) : null}
    </span>
  );
}
