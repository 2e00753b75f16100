import { useQuery } from '@tanstack/react-query';
import { ARTWORK_URL_SECONDS, createArtworkUrl } from '@/lib/artwork-url';
import type { ArtworkVersion } from '../api/artwork';
import { artworkKeys } from '../api/get-campaign-artwork';
import { ARTWORK_VERSION_TEXT } from '../lib/artwork-text';

/** Height of the thumbnail, in CSS pixels. */
const THUMB_HEIGHT = 64;
/** The widest a very wide board's artwork may draw its thumbnail. */
const THUMB_MAX_WIDTH = 192;

/**
 * A small picture of a version's file: the private bucket's short-lived signed
 * link (the same as the staff's "View artwork"), asked again before it runs
 * out, and loaded by the browser only as it scrolls into view. Nothing shows
 * when no link is issued; the version's words stay.
 */
export function ArtworkThumbnail({ version }: { version: Pick<ArtworkVersion, 'storage_path' | 'version' | 'width' | 'height'> }) {
  const url = useQuery({
    queryKey: [...artworkKeys.all, 'thumbnail', version.storage_path],
    queryFn: () => createArtworkUrl(version.storage_path),
    staleTime: (ARTWORK_URL_SECONDS / 2) * 1000,
    refetchInterval: (ARTWORK_URL_SECONDS / 2) * 1000,
    retry: false,
  });
  if (!url.data) return null;
  const width = version.width && version.height ? Math.min(THUMB_MAX_WIDTH, Math.round((THUMB_HEIGHT * version.width) / version.height)) : THUMB_HEIGHT;
  return (
    <img
      src={url.data}
      alt={ARTWORK_VERSION_TEXT.thumbnailAlt(version.version)}
      loading="lazy"
      decoding="async"
      width={width}
      height={THUMB_HEIGHT}
      className="h-16 w-auto max-w-48 shrink-0 rounded border border-gray-200 bg-gray-900 object-contain"
    />
  );
}
