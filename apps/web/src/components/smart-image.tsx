import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../lib/card-image.ts';

interface SmartImageProps {
  src?: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load eagerly and decode with the page. */
  priority?: boolean;
}

/** An image with fixed dimensions that swaps to the placeholder once if it fails to load. */
export function SmartImage({ src, alt, width, height, className, priority }: SmartImageProps) {
  const wanted = src && src.trim() !== '' ? src : PLACEHOLDER_IMAGE;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={() => {
        // Only once: if the placeholder itself fails there is nothing better to show.
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
      }}
    />
  );
}
