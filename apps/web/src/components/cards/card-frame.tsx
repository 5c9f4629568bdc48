import { type SavedType } from '@sendero/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookmarkButton } from '../save-buttons.tsx';
import { SmartImage } from '../smart-image.tsx';
import { cardFrameClass, cardImageClass, cardLinkClass } from './card-styles.ts';

interface CardFrameProps {
  href: string;
  image: { src: string; alt: string };
  /** Extra classes for the link and the image (e.g. the spot card's side-by-side layout). */
  linkClassName?: string;
  imageClassName?: string;
  /** Adds the corner Bookmark button, outside the link so it is its own tab stop. */
  bookmark?: { targetType: SavedType; targetId: number; initial: boolean | undefined };
  /** The card's text, under (or beside) the image. */
  children: ReactNode;
}

const withExtra = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** The frame of every content card: one link holding image and text, and the optional bookmark. */
export function CardFrame({
  href,
  image,
  linkClassName,
  imageClassName,
  bookmark,
  children,
}: CardFrameProps) {
  return (
    <article className={cardFrameClass}>
      <Link to={href} className={withExtra(cardLinkClass, linkClassName)}>
        <SmartImage
          src={image.src}
          alt={image.alt}
          width={480}
          height={360}
          className={withExtra(cardImageClass, imageClassName)}
        />
        {children}
      </Link>
      {bookmark && <BookmarkButton {...bookmark} className="absolute top-3 right-3" />}
    </article>
  );
}
