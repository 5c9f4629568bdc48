interface FormMessageProps {
  kind: 'success' | 'error';
  children: string;
  id?: string;
}

/** A form outcome: role="status" for success, role="alert" for errors. */
export function FormMessage({ kind, children, id }: FormMessageProps) {
  const styles =
    kind === 'success'
      ? 'border-jade-300 bg-jade-50 text-jade-800 dark:border-jade-700 dark:bg-jade-900/40 dark:text-jade-100'
      : 'border-terracotta-400 bg-terracotta-400/10 text-terracotta-700 dark:text-terracotta-400';
  return (
    <p
      id={id}
      role={kind === 'success' ? 'status' : 'alert'}
      className={`rounded-lg border px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </p>
  );
}
