import { describe, expect, it } from 'vitest';
import { eventData } from '../components/drafts-fixtures.tsx';
import { formChanged, messagesByField, problemsAtFields } from './draft-form.ts';
import { eventDataOf, eventFieldOf, eventFormModel, eventFormOf } from './event-form.ts';

describe('the event form', () => {
  it('gives back the dataset’s shape, in its order', () => {
    const data = eventData();
    const back = eventDataOf(eventFormOf(data));
    expect(back).toEqual(data);
    expect(Object.keys(back)).toEqual(Object.keys(data));
  });

  it('leaves out an empty end time and credit, and keeps dates and times as typed', () => {
    const form = {
      ...eventFormOf(eventData()),
      startsOn: '2027-07-20',
      endsOn: '2027-07-27',
      startTime: '11:30',
      endTime: ' ',
      imageCredit: '',
    };
    const data = eventDataOf(form);
    expect(data).toMatchObject({
      startsOn: '2027-07-20',
      endsOn: '2027-07-27',
      startTime: '11:30',
    });
    expect(data).not.toHaveProperty('endTime');
    expect(data['image']).toEqual({
      file: 'events/guelaguetza.svg',
      alt: 'Dancers in regional dress',
    });
    expect(eventDataOf({ ...form, imageCredit: 'Ana' })['image']).toMatchObject({
      credit: 'Ana',
    });
  });

  it('reads the yes-or-no fields as the dataset does: missing is no', () => {
    const data = eventData();
    delete data['datesVary'];
    delete data['recursYearly'];
    expect(eventFormOf(data)).toMatchObject({ datesVary: false, recursYearly: false });
    expect(eventDataOf(eventFormOf(data))).toMatchObject({
      datesVary: false,
      recursYearly: false,
    });
    const form = eventFormOf(eventData());
    expect(formChanged(eventFormModel, { ...form, recursYearly: false }, eventData())).toBe(true);
    expect(formChanged(eventFormModel, { ...form, tags: 'festival,dance, ' }, eventData())).toBe(
      false,
    );
  });

  it('finds the field of a problem by its path', () => {
    expect(
      ['endsOn', 'image.alt', 'image', 'image.credit', 'tags.1', 'link', 'slug', 'data'].map(
        eventFieldOf,
      ),
    ).toEqual(['endsOn', 'imageAlt', 'imageFile', 'imageCredit', 'tags', 'link', null, null]);
    const problems = problemsAtFields(eventFormModel, [
      { field: 'endsOn', message: 'must not be before startsOn' },
      { field: 'tags.1', message: 'must be at most 40 characters' },
    ]);
    expect(messagesByField(problems)).toEqual({
      endsOn: 'must not be before startsOn',
      tags: 'Tag 2: must be at most 40 characters',
    });
  });
});
