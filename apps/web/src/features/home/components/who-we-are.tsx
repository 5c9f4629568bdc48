import { paths } from '@sendero/contract';
import { useState } from 'react';
import { Accordion } from '../../../components/accordion.tsx';
import { ButtonLink } from '../../../components/button.tsx';

const ITEMS = [
  {
    id: 'our-mission',
    title: 'Our Mission',
    body: 'To connect travellers with authentic, curated experiences across México through a community-driven platform: the taquería the neighbours queue for, the quiet viewpoint above the city, the festival that fills the streets once a year.',
  },
  {
    id: 'our-vision',
    title: 'Our Vision',
    body: 'A México explored like a local, story by story: every visitor able to find the tour that fits who they are — foodie, history buff or nature lover — and every community proud of the places it shares.',
  },
] as const;

/** Two accordions, one open at a time (content spec §2). */
export function WhoWeAre() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="who-we-are-heading">
      <h2
        id="who-we-are-heading"
        className="font-display text-3xl font-bold text-stone-900 dark:text-stone-50"
      >
        Who We Are
      </h2>
      <div className="mt-6 space-y-3">
        {ITEMS.map((item) => (
          <Accordion
            key={item.id}
            id={item.id}
            title={item.title}
            level={3}
            open={openId === item.id}
            group="who-we-are"
            onToggle={(id, isOpen) =>
              setOpenId((current) => (isOpen ? id : current === id ? null : current))
            }
          >
            <p>{item.body}</p>
          </Accordion>
        ))}
      </div>
      <div className="mt-6">
        <ButtonLink to={paths.companyInfo('about-us')} variant="secondary">
          Get to Know Us
        </ButtonLink>
      </div>
    </section>
  );
}
