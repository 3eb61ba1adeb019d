/** A country of step 6: its ISO region code, currency and a rough local price level against US dollars. */
interface CountryFacts {
  region: string;
  currency: string;
  /** How many units of the currency a typical one-dollar price becomes. */
  priceLevel: number;
}

const euro = (region: string): CountryFacts => ({ region, currency: 'EUR', priceLevel: 1 });

// English names and common aliases as the wizard and customers write them.
const countries: Record<string, CountryFacts> = {
  argentina: { region: 'AR', currency: 'ARS', priceLevel: 1000 }, armenia: { region: 'AM', currency: 'AMD', priceLevel: 400 },
  australia: { region: 'AU', currency: 'AUD', priceLevel: 1.5 }, austria: euro('AT'), azerbaijan: { region: 'AZ', currency: 'AZN', priceLevel: 1.7 },
  belarus: { region: 'BY', currency: 'BYN', priceLevel: 3 }, belgium: euro('BE'), brazil: { region: 'BR', currency: 'BRL', priceLevel: 5 },
  bulgaria: euro('BG'), canada: { region: 'CA', currency: 'CAD', priceLevel: 1.4 }, china: { region: 'CN', currency: 'CNY', priceLevel: 7 },
  croatia: euro('HR'), cyprus: euro('CY'), 'czech republic': { region: 'CZ', currency: 'CZK', priceLevel: 23 }, czechia: { region: 'CZ', currency: 'CZK', priceLevel: 23 },
  denmark: { region: 'DK', currency: 'DKK', priceLevel: 7 }, egypt: { region: 'EG', currency: 'EGP', priceLevel: 50 }, estonia: euro('EE'),
  finland: euro('FI'), france: euro('FR'), georgia: { region: 'GE', currency: 'GEL', priceLevel: 2.7 }, germany: euro('DE'), greece: euro('GR'),
  hungary: { region: 'HU', currency: 'HUF', priceLevel: 360 }, india: { region: 'IN', currency: 'INR', priceLevel: 80 },
  indonesia: { region: 'ID', currency: 'IDR', priceLevel: 16000 }, ireland: euro('IE'), israel: { region: 'IL', currency: 'ILS', priceLevel: 3.7 },
  italy: euro('IT'), japan: { region: 'JP', currency: 'JPY', priceLevel: 150 }, kazakhstan: { region: 'KZ', currency: 'KZT', priceLevel: 450 },
  latvia: euro('LV'), lithuania: euro('LT'), mexico: { region: 'MX', currency: 'MXN', priceLevel: 18 }, moldova: { region: 'MD', currency: 'MDL', priceLevel: 18 },
  netherlands: euro('NL'), 'new zealand': { region: 'NZ', currency: 'NZD', priceLevel: 1.6 }, norway: { region: 'NO', currency: 'NOK', priceLevel: 10 },
  poland: { region: 'PL', currency: 'PLN', priceLevel: 4 }, portugal: euro('PT'), romania: { region: 'RO', currency: 'RON', priceLevel: 4.5 },
  russia: { region: 'RU', currency: 'RUB', priceLevel: 80 }, 'russian federation': { region: 'RU', currency: 'RUB', priceLevel: 80 },
  serbia: { region: 'RS', currency: 'RSD', priceLevel: 110 }, singapore: { region: 'SG', currency: 'SGD', priceLevel: 1.35 }, spain: euro('ES'),
  sweden: { region: 'SE', currency: 'SEK', priceLevel: 10 }, switzerland: { region: 'CH', currency: 'CHF', priceLevel: 1 },
  turkey: { region: 'TR', currency: 'TRY', priceLevel: 35 }, türkiye: { region: 'TR', currency: 'TRY', priceLevel: 35 },
  'united arab emirates': { region: 'AE', currency: 'AED', priceLevel: 3.7 }, uae: { region: 'AE', currency: 'AED', priceLevel: 3.7 },
  'united kingdom': { region: 'GB', currency: 'GBP', priceLevel: 0.8 }, uk: { region: 'GB', currency: 'GBP', priceLevel: 0.8 },
  'united states': { region: 'US', currency: 'USD', priceLevel: 1 }, usa: { region: 'US', currency: 'USD', priceLevel: 1 },
  ukraine: { region: 'UA', currency: 'UAH', priceLevel: 40 }, uzbekistan: { region: 'UZ', currency: 'UZS', priceLevel: 12000 },
  montenegro: euro('ME'), slovakia: euro('SK'), slovenia: euro('SI'), luxembourg: euro('LU'), malta: euro('MT'),
  'south korea': { region: 'KR', currency: 'KRW', priceLevel: 1350 }, thailand: { region: 'TH', currency: 'THB', priceLevel: 35 },
  vietnam: { region: 'VN', currency: 'VND', priceLevel: 25000 }, 'saudi arabia': { region: 'SA', currency: 'SAR', priceLevel: 3.75 },
  'south africa': { region: 'ZA', currency: 'ZAR', priceLevel: 18 }, nigeria: { region: 'NG', currency: 'NGN', priceLevel: 1500 },
  chile: { region: 'CL', currency: 'CLP', priceLevel: 950 },
};

const fallback: CountryFacts = { region: '', currency: 'USD', priceLevel: 1 };

/** What the engine knows of the country answered (US dollars for one it does not know). */
// Customers writing through the API name countries in their own language ("Россия", "Deutschland").
const nameLanguages = ['ru', 'uk', 'de', 'fr', 'es', 'it', 'pt', 'pl', 'nl', 'tr', 'cs', 'sv'];
let byName: Map<string, CountryFacts> | undefined;

function countryIndex(): Map<string, CountryFacts> {
  if (byName) return byName;
  byName = new Map(Object.entries(countries));
  for (const language of nameLanguages) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    for (const facts of Object.values(countries)) {
      const name = names.of(facts.region)?.toLocaleLowerCase();
      if (name && !byName.has(name)) byName.set(name, facts);
    }
  }
  return byName;
}

export function countryFacts(country: string): CountryFacts {
  return countryIndex().get(country.trim().toLocaleLowerCase()) ?? fallback;
}

/** The country's name in the page language, as Intl knows it; as answered when the country is unknown. */
export function localCountryName(country: string, languageCode: string): string {
  const { region } = countryFacts(country);
  if (!region) return country;
  try {
    const name = new Intl.DisplayNames([languageCode], { type: 'region', fallback: 'none' }).of(region);
    return name && name !== region ? name : country;
  } catch {
    return country;
  }
}

// English names of countries that take "the" in running text ("in the United Kingdom", "in the Netherlands").
const withArticle = /^(?:United\b|Netherlands$|Philippines$|Czech Republic$|Dominican Republic$|Central African Republic$|Bahamas$|Maldives$|Gambia$|Comoros$|Seychelles$|Marshall Islands$|Solomon Islands$|UK$|USA$|UAE$|US$)/u;

/** The country's name as a sentence says it in the page language: "the United Kingdom" in English. */
export function countryInText(country: string, languageCode: string): string {
  const name = localCountryName(country, languageCode);
  return languageCode.split('-')[0] === 'en' && withArticle.test(name) ? `the ${name}` : name;
}
