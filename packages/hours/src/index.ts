/**
 * Place facts a traveller can act on (issue 30): opening hours evaluated in the place's zone,
 * México's holidays, travel between places, and a tour's walk checked against its stops' hours.
 * This entry is for the server and the content tools; the browser imports `./open-state` and
 * `./travel`, which carry no evaluator.
 */
export * from './duration.ts';
export * from './holidays.ts';
export * from './local-time.ts';
export * from './opening-hours.ts';
export * from './open-state.ts';
export * from './order-day.ts';
export * from './tour-plan.ts';
export * from './travel.ts';
export * from './trip-days.ts';
