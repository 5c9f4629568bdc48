import type { ReactNode } from 'react';

export function PageContainer({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8 ${className}`}>
      {children}
    </div>
  );
}
