import { Play } from 'lucide-react';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import type { ImageAsset } from '@/content/images';

export interface VideoPosterProps {
  /** null until the client gives the video. */
  youtubeId: string | null;
  /** Title of the video: the iframe's title and part of the play button's name. */
  title: string;
  poster: ImageAsset;
}

/** A real YouTube video id: eleven letters, digits, '-' or '_' (a placeholder is not one). */
export function isYoutubeId(value: string): boolean {
  return /^[A-Za-z0-9_-]{11}$/.test(value);
}

export function youtubeEmbedUrl(youtubeId: string): string {
  // The no-cookie host sets no tracking cookies until the visitor plays the video.
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

/**
 * A poster image with a play button; the YouTube player (hundreds of KB of
 * script) is only requested when the visitor asks for it.
 */
export function VideoPoster({ youtubeId, title, poster }: VideoPosterProps) {
  const [playing, setPlaying] = useState(false);

  // Until the client gives the real video, the poster is shown as the picture
  // it is: a player would only show YouTube's error, and a promise of a video
  // is not something a visitor can use.
  if (youtubeId === null || !isYoutubeId(youtubeId)) {
    return (
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-ink shadow-lg">
        <LazyImage {...poster} fill />
      </div>
    );
  }

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-ink shadow-lg">
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          <LazyImage {...poster} fill />
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${title}`}
            className="group absolute inset-0 flex items-center justify-center bg-ink/30 transition hover:bg-ink/10"
          >
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand text-ink shadow-xl transition group-hover:scale-110">
              <Play aria-hidden="true" className="ml-1 h-9 w-9" fill="currentColor" />
            </span>
          </button>
        </>
      )}
    </div>
  );
}
