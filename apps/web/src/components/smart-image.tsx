import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../lib/card-image.ts';
import { preload } from 'react-dom';

interface SmartImageProps {
  src?: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * Above the fold (the page's LCP image): load eagerly at high priority, announced with a preload
   * (`react-dom`'s `preload`, which the server renderer writes into the page's head).
   */
  priority?: boolean;
}

/**
 * An image with fixed dimensions (nothing shifts when it arrives; the box's CSS may set another
 * aspect ratio) that is lazy below the fold, and swaps to the placeholder once if it fails to load.
 * A server-rendered picture can fail before the page hydrates, when React was not yet listening:
 * on mount a picture that has finished without pixels (`complete`, no natural width) counts as
 * failed too. (A lazy picture not yet requested is not `complete`.)
 */
export function SmartImage({ src, alt, width, height, className, priority }: SmartImageProps) {
  const wanted = src && src.trim() !== '' ? src : PLACEHOLDER_IMAGE;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  if (priority) preload(shown, { as: 'image', fetchPriority: 'high' });
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    const src = img?.getAttribute('src');
    if (img?.complete && img.naturalWidth === 0 && src && src !== PLACEHOLDER_IMAGE) {
      setFailedSrc(src);
    }
  }, []);
  return (
    <img
      ref={ref}
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
