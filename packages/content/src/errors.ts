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

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The dataset's rules in words an editor reads at a field ("must not be empty", "takes at most 12
 * items") instead of zod's own ("Too small: expected string to have >=1 characters"). Given to
 * every parse of content, by the validator and the newsroom alike; a rule's own message wins.
 */
export function contentIssueText(issue: Issue): string | undefined {
  const bound = (key: 'minimum' | 'maximum') => Number((issue as Record<string, unknown>)[key]);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return bound('minimum') <= 1
          ? 'must not be empty'
          : `must be at least ${plural(bound('minimum'), 'character')}`;
      }
      if (issue.origin === 'array') return `needs at least ${plural(bound('minimum'), 'item')}`;
      return `must be at least ${bound('minimum')}`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `must be at most ${plural(bound('maximum'), 'character')}`;
      }
      if (issue.origin === 'array') return `takes at most ${plural(bound('maximum'), 'item')}`;
      return `must be at most ${bound('maximum')}`;
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be a ${issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has fields the dataset does not know: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}
