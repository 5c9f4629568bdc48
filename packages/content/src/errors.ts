import type { z } from 'zod';

/** A dataset problem, always naming the file and, where there is one, the field. */
export interface DatasetProblem {
  file: string;
  field?: string;
  message: string;
}

export class DatasetError extends Error {
  constructor(readonly problems: DatasetProblem[]) {
    super(
      `The content dataset has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map(formatProblem).join('\n'),
    );
    this.name = 'DatasetError';
  }
}

export function formatProblem(problem: DatasetProblem): string {
  return `  ${problem.file}${problem.field ? ` › ${problem.field}` : ''}: ${problem.message}`;
}

export function problemsFromZod(file: string, error: z.ZodError, prefix = ''): DatasetProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || undefined,
    message: issue.message,
  }));
}
