import { PAGE_PATTERNS } from '@sendero/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** The site's own pages that a sentence may name by path ("/submit", "/terms"), longest first. */
const PAGE_PATHS = Object.values(PAGE_PATTERNS)
  .filter((pattern) => pattern !== '/' && !pattern.includes(':'))
  .sort((a, b) => b.length - a.length);

/** An e-mail address (ending on a letter or digit, so a full stop after it stays text) or a page path. */
const LINKABLE = new RegExp(
  `([\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)*\\.[a-z]{2,})|((?:${PAGE_PATHS.join('|')})(?![\\w/-]))`,
  'gi',
);

const linkClass = 'font-semibold text-jade-700 underline dark:text-jade-300';

/** Plain text with its e-mail addresses and the site's page paths as links (issue 15). */
export function LinkedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const [whole, email, path] = match;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      email ? (
        <a key={start} href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ) : (
        <Link key={start} to={path ?? whole} className={linkClass}>
          {whole}
        </Link>
      ),
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
