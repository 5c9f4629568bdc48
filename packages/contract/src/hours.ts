/**
 * Opening hours as the API sends them (issue 30, decision 0031). A spot's hours are an
 * OpenStreetMap `opening_hours` value evaluated on the server; the browser gets the result as
 * open intervals per local day, enough to say "Open now · closes 18:00" for a week after the
 * answer was made, without shipping the evaluator.
 */
import { z } from 'zod';

/** OpenStreetMap's weekday codes, Monday first (the order of ISO 8601). */
export const WEEKDAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** `openDays` covers the day before the answer was made (a bar open past midnight) … */
export const OPEN_DAYS_BEFORE = 1;
/** … through this many days after it, so a page kept for a week still knows today's hours. */
export const OPEN_DAYS_AFTER = 7;

/** A wall-clock time "HH:MM" in the place's zone; "24:00" ends a range at midnight. */
export const clockTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be HH:MM (24-hour)');

/** A calendar date "YYYY-MM-DD" (a local date in the place's zone). */
export const localDate = z.iso.date();

/** A moment of the day "HH:MM", 00:00–23:59: a range may end at 24:00, a moment may not. */
export const timeOfDay = clockTime.refine((t) => t !== '24:00', 'must be HH:MM (24-hour)');

/** A wall-clock date and time with no zone, "YYYY-MM-DDTHH:MM" (read on a place's own clock). */
export const localDateTime = z.string().refine((value) => {
  const [date, time, ...rest] = value.split('T');
  return (
    rest.length === 0 && localDate.safeParse(date).success && timeOfDay.safeParse(time).success
  );
}, 'must be a real date and a time, YYYY-MM-DDTHH:MM');

export const openDay = z.object({
  date: localDate,
  /** Open ranges of this local day, in order; [] when closed all day. */
  open: z.array(z.tuple([clockTime, clockTime])),
  /** The public or bank holiday on this date in México, by name, if any. */
  holiday: z.string().nullable(),
});
export type OpenDay = z.infer<typeof openDay>;

/** The fields every spot carries about its hours (spread into spotSummary). */
export const spotHoursFields = {
  /** OpenStreetMap `opening_hours` value ("Tu-Su 10:00-18:00; Mo off; PH off"); null: not known. */
  openingHours: z.string().nullable(),
  /** What the syntax cannot say ("Last entry 17:00", "Closed to visitors during Mass"). */
  hoursNote: z.string().nullable(),
  /** A typical visit in minutes. */
  visitMinutes: z.number().int().positive(),
  /** The date the hours and price were last checked against a source (SOURCES.md). */
  factsCheckedOn: localDate,
  /** The IANA zone of the spot's city: every "now" is this place's now. */
  timeZone: z.string(),
  /** The hours evaluated per local day (empty when the hours are not known). */
  openDays: z.array(openDay),
};

/** The state of a tour stop when the walk reaches it on a chosen day. */
export const STOP_ARRIVAL_STATES = ['open', 'closes-during-visit', 'closed', 'unknown'] as const;
export type StopArrivalState = (typeof STOP_ARRIVAL_STATES)[number];

/** GET /api/tours/{id}/plan?date=…&start=…: the walk's times on that day. */
export const tourPlanQuery = z.object({
  date: localDate,
  start: timeOfDay,
});
export type TourPlanQuery = z.infer<typeof tourPlanQuery>;

export const tourPlan = z.object({
  date: localDate,
  start: clockTime,
  timeZone: z.string(),
  /** Minutes from the start to leaving the last stop. */
  totalMinutes: z.number().int(),
  /** The public or bank holiday on that date, if any. */
  holiday: z.string().nullable(),
  stops: z.array(
    z.object({
      spotId: z.number().int(),
      name: z.string(),
      /** Minutes of walking or driving from the previous stop (0 for the first). */
      travelMinutes: z.number().int(),
      travelMode: z.enum(['walk', 'drive']).nullable(),
      /** Minutes after the start: arrival and leaving (may pass midnight: over 1440). */
      arriveAfter: z.number().int(),
      leaveAfter: z.number().int(),
      arrive: clockTime,
      leave: clockTime,
      state: z.enum(STOP_ARRIVAL_STATES),
    }),
  ),
});
export type TourPlan = z.infer<typeof tourPlan>;
