/** An image in the sizes the server made: the browser picks the smallest that fills the slot, below the fold lazily. */
import type { CSSProperties } from 'react';
import type { ImageView } from '@newsroom/shared';

interface ResponsiveImageProps {
  image: ImageView;
  alt: string;
  /** The CSS width the image takes, for `sizes` (e.g. "(max-width: 768px) 100vw, 33vw"). */
  sizes: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function ResponsiveImage({ image, alt, sizes, priority = false, className, style }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto', objectFit: 'cover', ...style }}
    />
  );
}
