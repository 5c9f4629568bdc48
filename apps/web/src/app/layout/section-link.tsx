import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isInSection } from './nav-items.ts';

/** A header section link, marked current (style and `aria-current`) on every page of its section. */
export function SectionLink({
  to,
  className,
  onClick,
  children,
}: {
  to: string;
  className: (active: boolean) => string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const active = isInSection(to, pathname);
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={className(active)}
    >
      {children}
    </Link>
  );
}
