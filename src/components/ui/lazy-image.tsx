import { startTransition, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { preload, type PreloadOptions } from 'react-dom';
import { cn } from '@/lib/cn';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'src' | 'alt'> {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box so nothing shifts while loading. */
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  /** Optional modern-format sources, e.g. [{ type: 'image/avif', srcSet: '...' }]. */
  sources?: { type: string; srcSet: string; sizes?: string }[];
  /** Covers its positioned parent (a hero's or a video's backdrop) instead of keeping its own aspect ratio. */
  fill?: boolean;
  /** Fills its box and crops to it (object-cover) instead of keeping its height. Implied by `fill`. */
  cover?: boolean;
  wrapperClassName?: string;
}

export const imageErrorText = 'Image not available';

/**
 * 'waiting' until the app runs (the prerendered page, and the render that hydrates it): its
 * placeholder stays still. Pulsing from the first paint, it would go on behind images that had
 * long arrived, and every frame of that animation is drawn while the phone starts the app.
 * 'loading' once the app knows the image has not arrived yet: then the placeholder pulses.
 */
type Status = 'waiting' | 'loading' | 'loaded' | 'error';

/**
 * Asks the prerendered <head> to preload the page's above-the-fold image (its
 * hero) so it downloads with the HTML: React writes the preload into the
 * server render's head, and finds it already there in the browser. It is for
 * what the browser will pick: the <picture>'s first source (AVIF, listed first
 * for this reason), else the <img> itself, with the same candidates and sizes.
 */
function preloadImage({ src, srcSet, sizes, sources }: Pick<LazyImageProps, 'src' | 'srcSet' | 'sizes' | 'sources'>): void {
  const first = sources?.[0];
  const options: PreloadOptions = { as: 'image', fetchPriority: 'high' };
  if (first) Object.assign(options, { type: first.type, imageSrcSet: first.srcSet, imageSizes: first.sizes });
  else if (srcSet) Object.assign(options, { imageSrcSet: srcSet, imageSizes: sizes });
  // With a srcset the href is only the preload's key: React leaves it out of the tag.
  preload(src, options);
}

// Native lazy loading with a pulse placeholder and a clear message on error.
export function LazyImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fill = false,
  cover = fill,
  sources,
  className,
  wrapperClassName,
  onLoad,
  onError,
  ...rest
}: LazyImageProps) {
  if (priority) preloadImage({ src, srcSet: rest.srcSet, sizes: rest.sizes, sources });
  const [status, setStatus] = useState<Status>('waiting');
  const [prevSrc, setPrevSrc] = useState(src);
  const imgRef = useRef<HTMLImageElement>(null);

  // A new src starts over (adjusting state during render, as React recommends).
  if (prevSrc !== src) {
    setPrevSrc(src);
    setStatus('loading');
  }

  // A cached or prerendered image can finish before React attaches onLoad;
  // without this check its placeholder would stay forever. One still on its
  // way starts to pulse.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setStatus('loaded');
    // Not urgent: on a page of many images, these re-renders are done in short slices.
    else startTransition(() => setStatus((current) => (current === 'waiting' ? 'loading' : current)));
  }, [src]);

  const aspectRatio = `${width} / ${height}`;
  const pending = status === 'waiting' || status === 'loading';

  if (status === 'error') {
    return (
      <div
        role="img"
        aria-label={alt || imageErrorText}
        className={cn(
          'flex items-center justify-center bg-gray-100 text-sm text-gray-600',
          fill && 'absolute inset-0 h-full w-full',
          wrapperClassName,
          className,
        )}
        style={{ aspectRatio }}
      >
        {imageErrorText}
      </div>
    );
  }

  const img = (
    <img
      {...rest}
      ref={imgRef}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      // Element Timing reports when the hero is on screen: the app's scripts wait for that (after-page-painted.ts).
      {...(priority ? { elementtiming: 'hero' } : {})}
      // `relative` keeps the image above the absolutely placed placeholder.
      className={cn('relative w-full', cover ? 'h-full object-cover' : 'h-auto', className)}
      onLoad={(e) => {
        setStatus('loaded');
        onLoad?.(e);
      }}
      onError={(e) => {
        setStatus('error');
        onError?.(e);
      }}
    />
  );

  return (
    <span
      className={cn('block overflow-hidden', fill ? 'absolute inset-0 h-full w-full' : 'relative', wrapperClassName)}
      style={{ aspectRatio }}
      aria-busy={pending || undefined}
    >
      {/* The pulse sits behind the image instead of on the wrapper, so the image itself never fades. */}
      {pending ? <span aria-hidden="true" className={cn('absolute inset-0 bg-gray-200', status === 'loading' && 'animate-pulse')} /> : null}
      {sources?.length ? (
        <picture>
          {sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={s.sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}
