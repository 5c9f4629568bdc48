export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-jade-600 text-white hover:bg-jade-700 dark:bg-jade-500 dark:text-slate-950 dark:hover:bg-jade-400',
  secondary:
    'border border-jade-600 text-jade-700 hover:bg-jade-50 dark:border-jade-400 dark:text-jade-300 dark:hover:bg-slate-800',
  accent: 'bg-marigold-500 text-stone-900 hover:bg-marigold-400',
  ghost: 'text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800',
  danger: 'bg-terracotta-700 text-white hover:bg-terracotta-600',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return [base, variants[variant], extra].filter(Boolean).join(' ');
}
