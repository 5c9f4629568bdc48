/** The time a service acts at; tests pass a fixed or moving one instead of the wall clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
