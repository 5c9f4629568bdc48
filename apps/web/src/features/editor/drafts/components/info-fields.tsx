import { keepCharacters } from '../../../../lib/keep-characters.ts';
import { useRef } from 'react';
import { Button } from '../../../../components/button.tsx';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import type { SectionForm, TopicForm } from '../utils/city-form.ts';
import { DraftInput, DraftTextArea } from './spot-field.tsx';

const EMPTY_TOPIC: TopicForm = { key: '', title: '', description: '', tips: '' };
const EMPTY_SECTION: SectionForm = { key: '', title: '', description: '', topics: [] };

const replaced = <T,>(list: T[], index: number, item: T) =>
  list.map((old, i) => (i === index ? item : old));
const removed = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

const boxClasses = 'space-y-4 rounded-xl border border-cream-200 p-4 dark:border-slate-700';
const legendClasses = 'px-1 font-semibold text-stone-900 dark:text-stone-50';

/**
 * A city's practical information (the city page's "Basics" tabs): sections, each with topics,
 * each with its tips, one a line. Sections and topics are added and removed with buttons; when
 * one is removed, focus goes to the whole group, so a keyboard user is not left nowhere. The
 * rules' messages for any part are shown at the group, naming where.
 */
export function InfoFields({
  id,
  legend,
  sections,
  error,
  onSections,
}: {
  /** The group's id (the model's `fieldId`): the problem summary links to it. */
  id: string;
  legend: string;
  sections: SectionForm[];
  error: string | undefined;
  onSections: (sections: SectionForm[]) => void;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  const focusGroup = () => group.current?.focus();
  const setSection = (index: number, change: Partial<SectionForm>) =>
    onSections(replaced(sections, index, { ...sections[index]!, ...change }));

  return (
    <fieldset
      ref={group}
      id={id}
      tabIndex={-1}
      aria-describedby={error ? fieldErrorId(id) : undefined}
      className="scroll-mt-24 space-y-4 rounded-2xl border border-cream-200 p-4 dark:border-slate-700"
    >
      <legend className="px-1 font-display text-lg font-bold text-stone-900 dark:text-stone-50">
        {legend}
      </legend>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
      {sections.length === 0 && (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          No sections yet: travellers see no Basics on the city page.
        </p>
      )}
      {sections.map((section, s) => {
        const sectionId = `${id}-${s}`;
        const name = `Section ${s + 1}`;
        return (
          <fieldset key={s} className={boxClasses}>
            <legend className={legendClasses}>
              {name}
              {section.title && `: ${section.title}`}
            </legend>
            <DraftInput
              controlId={`${sectionId}-title`}
              label={`${name} title`}
              value={section.title}
              onInput={keepCharacters(120)}
              autoComplete="off"
              onValue={(title) => setSection(s, { title })}
            />
            <DraftTextArea
              controlId={`${sectionId}-description`}
              label={`${name} summary`}
              value={section.description}
              rows={2}
              onInput={keepCharacters(1200)}
              onValue={(description) => setSection(s, { description })}
            />
            {section.topics.map((topic, t) => (
              <TopicFields
                key={t}
                id={`${sectionId}-${t}`}
                name={`${name}, topic ${t + 1}`}
                removeLabel={`Remove topic ${t + 1} of section ${s + 1}`}
                topic={topic}
                onTopic={(next) => setSection(s, { topics: replaced(section.topics, t, next) })}
                onRemove={() => {
                  setSection(s, { topics: removed(section.topics, t) });
                  focusGroup();
                }}
              />
            ))}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                onClick={() => setSection(s, { topics: [...section.topics, EMPTY_TOPIC] })}
              >
                Add a topic to section {s + 1}
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  onSections(removed(sections, s));
                  focusGroup();
                }}
              >
                Remove section {s + 1}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        onClick={() => onSections([...sections, EMPTY_SECTION])}
      >
        Add a section
      </Button>
    </fieldset>
  );
}

function TopicFields({
  id,
  name,
  removeLabel,
  topic,
  onTopic,
  onRemove,
}: {
  id: string;
  name: string;
  removeLabel: string;
  topic: TopicForm;
  onTopic: (topic: TopicForm) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset className={boxClasses}>
      <legend className={legendClasses}>
        {name}
        {topic.title && `: ${topic.title}`}
      </legend>
      <DraftInput
        controlId={`${id}-title`}
        label={`${name} title`}
        value={topic.title}
        onInput={keepCharacters(120)}
        autoComplete="off"
        onValue={(title) => onTopic({ ...topic, title })}
      />
      <DraftTextArea
        controlId={`${id}-description`}
        label={`${name} text`}
        value={topic.description}
        rows={3}
        onInput={keepCharacters(1200)}
        onValue={(description) => onTopic({ ...topic, description })}
      />
      <DraftTextArea
        controlId={`${id}-tips`}
        label={`${name} tips`}
        help="One tip a line."
        value={topic.tips}
        rows={4}
        onValue={(tips) => onTopic({ ...topic, tips })}
      />
      <Button type="button" variant="secondary" onClick={onRemove}>
        {removeLabel}
      </Button>
    </fieldset>
  );
}
