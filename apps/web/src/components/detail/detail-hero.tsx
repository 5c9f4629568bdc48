import type { ReactNode } from 'react';
import { SmartImage } from '../smart-image.tsx';

/** The wide image at the top of a tour or spot page, with the title laid over it. */
export function DetailHero({
  image,
  alt,
  title,
  eyebrow,
  children,
}: {
  image: string;
  alt: string;
  title: string;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative mt-4 overflow-hidden rounded-3xl bg-cream-200 shadow-sm dark:bg-slate-800">
      <SmartImage
        src={image}
        alt={alt}
        width={1280}
        height={560}
        priority
        className="aspect-[4/3] w-full object-cover sm:aspect-[16/7]"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 p-5 sm:p-8">
        {eyebrow && <div className="text-sm font-semibold text-marigold-300">{eyebrow}</div>}
        <h1 className="mt-1 font-display text-3xl leading-tight font-bold text-white drop-shadow sm:text-5xl">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}
