/** Content spec §9: the community counter reaches 1247 over 1500 ms, ticking every 30 ms. */
export const COMMUNITY_COUNT = 1247;
export const COUNT_UP_MS = 1500;
export const COUNT_UP_TICK_MS = 30;

/** The value shown `elapsed` ms into the animation; exactly `target` from the end onwards. */
export function countUpValue(elapsed: number, target = COMMUNITY_COUNT, duration = COUNT_UP_MS) {
  if (!(elapsed > 0)) return 0;
  if (elapsed >= duration) return target;
  return Math.floor((target * elapsed) / duration);
}
