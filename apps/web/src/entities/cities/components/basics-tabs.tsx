import type { CityInfo } from '@sendero/contract';
import { Lightbulb } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { nextTabIndex } from './tab-keys.ts';

type InfoSection = CityInfo['sections'][number];
type Topic = InfoSection['topics'][number];

function TopicView({ topic }: { topic: Topic }) {
  const tips = topic.tips.filter((tip) => tip.tipText.trim() !== '');
  const empty = !topic.description.trim() && tips.length === 0;
  return (
    <li className="rounded-xl border border-cream-200 bg-cream-50 p-4 dark:border-slate-800 dark:bg-slate-950">
      <h4 className="font-semibold text-stone-900 dark:text-stone-100">{topic.title}</h4>
      {empty ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          This topic is not available.
        </p>
      ) : (
        <>
          {topic.description && (
            <p className="mt-1 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
              {topic.description}
            </p>
          )}
          {tips.length > 0 && (
            <ul aria-label={`Tips: ${topic.title}`} className="mt-3 space-y-2">
              {tips.map((tip, index) => (
                <li
                  key={index}
                  className="flex gap-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300"
                >
                  <Lightbulb
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-marigold-600"
                  />
                  <span>{tip.tipText}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}

/** The city's Basics as tabs: one tab per info section, arrow/Home/End keys, roving tabindex. */
export function BasicsTabs({ sections }: { sections: InfoSection[] }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  if (sections.length === 0) {
    return <p className="text-stone-600 dark:text-stone-400">Data not available.</p>;
  }

  const current = Math.min(selected, sections.length - 1);
  const section = sections[current];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, current, sections.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="rounded-2xl border border-cream-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div
        role="tablist"
        aria-label="City basics"
        className="flex gap-1 overflow-x-auto border-b border-cream-200 p-2 dark:border-slate-800"
      >
        {sections.map((item, index) => {
          const isSelected = index === current;
          return (
            <button
              key={item.sectionKey}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              // Only the selected tab's panel is rendered; the others' would point at nothing.
              aria-controls={isSelected ? `${baseId}-panel-${index}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                isSelected
                  ? 'bg-jade-600 text-white dark:bg-jade-500 dark:text-slate-950'
                  : 'text-stone-700 hover:bg-cream-100 dark:text-stone-300 dark:hover:bg-slate-800'
              }`}
            >
              {item.title}
            </button>
          );
        })}
      </div>
      {section && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current}`}
          aria-labelledby={`${baseId}-tab-${current}`}
          tabIndex={0}
          className="p-5"
        >
          <h3 className="font-display text-xl font-bold text-stone-900 dark:text-stone-50">
            {section.title}
          </h3>
          {section.description && (
            <p className="mt-1 text-stone-600 dark:text-stone-400">{section.description}</p>
          )}
          {section.topics.length === 0 ? (
            <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">
              No topics available in this section.
            </p>
          ) : (
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {section.topics.map((topic) => (
                <TopicView key={topic.topicKey} topic={topic} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
