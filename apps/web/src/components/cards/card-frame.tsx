import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SmartImage } from '../smart-image.tsx';
import { cardFrameClass, cardImageClass, cardLinkClass } from './card-styles.ts';

interface CardFrameProps {
  href: string;
  image: { src: string; alt: string };
  /** Extra classes for the link and the image (e.g. the spot card's side-by-side layout). */
  linkClassName?: string;
  imageClassName?: string;
  /**
   * The corner actions (Bookmark and Add to trip, from entities/saved), outside the link so each
   * is its own tab stop; they place themselves (`cardActionsClass`).
   */
  action?: ReactNode;
  /** The card's text, under (or beside) the image. */
  children: ReactNode;
}

const withExtra = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** The frame of every content card: one link holding image and text, and the optional action. */
export function CardFrame({
  href,
  image,
  linkClassName,
  imageClassName,
  action,
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
      {action}
    </article>
  );
}
