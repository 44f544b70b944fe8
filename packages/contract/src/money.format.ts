/**
 * `damage_cost` is text (spec 001 §3, §9: "parsed as a dollar amount with optional two decimals, shown as $X.XX").
 * Amounts travel as integer cents everywhere else so sums never drift.
 */
export const formatDollars = (cents: number): string => {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${(Math.abs(rounded) / 100).toFixed(2)}`;
};

/** '$1,234.5' -> 123450, '12' -> 1200, 'USD 7.05' -> 705; null when the text holds no amount. */
export const parseDollarAmount = (text: string): number | null => {
  const match = /(-)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) return null;
  const whole = Number(match[2]!.replaceAll(',', ''));
  const fraction = match[3] ? Number(match[3].padEnd(2, '0')) : 0;
  const cents = whole * 100 + fraction;
  return match[1] ? -cents : cents;
};
