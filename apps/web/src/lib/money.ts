/**
 * Prices in the dataset are US dollars. In México "$" alone means pesos, so a bare "$5" reads as
 * five pesos: every price the app shows names its currency (US$5).
 */
export function formatUsd(amount: number): string {
  const value = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `US$${value}`;
}
