import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Link } from 'react-router';

function isExternal(href: string | undefined): boolean {
  return typeof href === 'string' && /^https?:\/\//i.test(href);
}

const components: Components = {
  a({ href, children, node: _node, ...rest }) {
    return isExternal(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    ) : href?.startsWith('/') ? (
      // A page of the site (a spot, tour or event a guide names): moved to without a reload.
      <Link to={href} {...rest}>
        {children}
      </Link>
    ) : (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
};

/**
 * react-markdown with its defaults on purpose: raw HTML becomes text and the default urlTransform
 * keeps only http, https, irc, ircs, mailto and xmpp links (content spec §3).
 */
export function PostMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="post-body space-y-4 leading-relaxed text-stone-700 dark:text-stone-300 [&_a]:font-medium [&_a]:text-jade-700 [&_a]:underline dark:[&_a]:text-jade-300 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900 dark:[&_h3]:text-stone-100 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_strong]:text-stone-900 dark:[&_strong]:text-stone-100 [&_table]:w-full [&_table]:text-sm [&_td]:border-t [&_td]:border-cream-200 [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3 [&_th]:text-left [&_ul]:list-disc [&_ul]:space-y-1">
      <Markdown components={components}>{markdown}</Markdown>
    </div>
  );
}
