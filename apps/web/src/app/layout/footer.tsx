import { paths } from '@sendero/contract';
import { Link } from 'react-router';
import { SOCIAL_LINKS } from './social-icons.tsx';

export const FOOTER_COMPANY_LINKS = [
  { label: 'About Us', hash: 'about-us' },
  { label: 'Press', hash: 'press' },
  { label: 'Investors', hash: 'investors' },
  { label: 'Events', hash: 'events' },
  { label: 'Terms of Use', hash: 'terms-of-use' },
  { label: 'Privacy Policy', hash: 'privacy-policy' },
  { label: 'Contact Us', hash: 'contact-us' },
] as const;

const linkClass =
  'text-sm text-stone-600 hover:text-jade-700 hover:underline dark:text-stone-400 dark:hover:text-jade-300';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t print:hidden border-cream-200 bg-cream-100 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_2fr] lg:px-8">
        <div>
          <Link to="/" className="font-display text-2xl font-bold text-jade-700 dark:text-jade-300">
            Sendero
          </Link>
          <p className="mt-2 max-w-xs text-sm text-stone-600 dark:text-stone-400">
            Authentic, curated experiences across México, shared by a community of travellers.
          </p>
          <ul className="mt-4 flex gap-2" aria-label="Sendero on social media">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Sendero on ${label} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white text-jade-700 shadow-sm hover:bg-jade-600 hover:text-white dark:bg-slate-800 dark:text-jade-300 dark:hover:bg-jade-500 dark:hover:text-slate-950"
                >
                  <Icon aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-8 sm:grid-cols-2">
          <nav aria-label="Company">
            <h2 className="text-xs font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400">
              Company
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
              {FOOTER_COMPANY_LINKS.map((link) => (
                <li key={link.hash}>
                  <Link to={paths.companyInfo(link.hash)} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Community">
            <h2 className="text-xs font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400">
              Community
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              <li>
                <Link to={paths.submit()} className={linkClass}>
                  Share a spot
                </Link>
              </li>
              <li>
                <Link to={paths.terms()} className={linkClass}>
                  Terms &amp; Conditions
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-cream-200 py-4 text-center text-xs text-stone-600 dark:border-slate-800 dark:text-stone-400">
        <p>© {year} Sendero. All rights reserved.</p>
      </div>
    </footer>
  );
}
