import { useState, type ImgHTMLAttributes } from 'react';
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
  wrapperClassName?: string;
}

// Native lazy loading with a pulse placeholder and a clear message on error.
export function LazyImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sources,
  className,
  wrapperClassName,
  onLoad,
  onError,
  ...rest
}: LazyImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');

  if (status === 'error') {
    return (
      <div
        role="img"
        aria-label={alt || 'Image not available'}
        className={cn('flex items-center justify-center bg-gray-100 text-sm text-gray-500', wrapperClassName, className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        Image not available
      </div>
    );
  }

  const img = (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('h-auto w-full', className)}
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
      className={cn('relative block overflow-hidden', status === 'loading' && 'animate-pulse bg-gray-200', wrapperClassName)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
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
