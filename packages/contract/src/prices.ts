/**
 * What a price is for (issue 34): "US$41" for a Xochimilco boat reads like a ticket unless it says
 * "per boat per hour". A closed list, so the dataset, the editors and the pages agree on the words.
 * Without zod, like content-rules.ts, for the web app's first paint.
 */
export const PRICE_UNITS = [
  'free',
  'per-person',
  'per-group',
  'per-vehicle',
  'per-boat-per-hour',
  'per-song',
] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** The words after an amount ("US$41 per boat per hour"); 'free' stands alone. */
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  free: 'Free',
  'per-person': 'per person',
  'per-group': 'per group',
  'per-vehicle': 'per vehicle',
  'per-boat-per-hour': 'per boat per hour',
  'per-song': 'per song',
};

/** The unit on its own, as a choice or a heading: "Per boat per hour", "Free". */
export function priceUnitTitle(unit: PriceUnit): string {
  const label = PRICE_UNIT_LABELS[unit];
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/**
 * Prices in the dataset are US dollars. In México "$" alone means pesos, so a bare "$5" reads as
 * five pesos: every price the app shows names its currency (US$5).
 */
export function formatUsd(amount: number): string {
  const value = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `US$${value}`;
}

/**
 * An amount with what it is for: "US$41 per boat per hour", "Free" for 0; null when the amount is
 * unknown.
 */
export function formatPrice(
  amount: number | null | undefined,
  unit: PriceUnit | null | undefined,
): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  if (amount === 0 || unit === 'free') return PRICE_UNIT_LABELS.free;
  return unit ? `${formatUsd(amount)} ${PRICE_UNIT_LABELS[unit]}` : formatUsd(amount);
}

/**
 * An event's price text, which is the organiser's words, led by what its amounts are for: "Per
 * person: Whale-watching tours about US$70–130". A free event's text stands alone.
 */
export function formatEventPrice(event: { priceText: string; priceUnit: PriceUnit }): string {
  if (event.priceUnit === 'free') return event.priceText;
  return `${priceUnitTitle(event.priceUnit)}: ${event.priceText}`;
}
