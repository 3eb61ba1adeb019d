import { countryFacts } from '../brief/countries.ts';
import type { UiText } from '../content/schema.ts';

/** Rounds a converted price the way price lists do: two significant digits, whole units from ten up. */
function roundPrice(value: number): number {
  if (value <= 0) return 0;
  if (value < 10) return Math.round(value * 2) / 2;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

export interface PriceTag {
  usd: number;
  from?: boolean;
  unit?: string;
}

/**
 * A trade's typical price in the site country's currency and the page language: "from €80",
 * "2 400 ₽ за час". The amounts are examples of the trade's level, for the owner to adjust.
 */
export function formatPrice(tag: PriceTag, country: string, languageCode: string, ui: UiText): string {
  const { currency, priceLevel } = countryFacts(country);
  const amount = roundPrice(tag.usd * priceLevel);
  const money = new Intl.NumberFormat(languageCode, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
  const price = tag.from ? ui.sections.priceFrom.replace('{price}', money) : money;
  return tag.unit ? `${price} ${tag.unit}` : price;
}
