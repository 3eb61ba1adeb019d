/** A country of step 6: its ISO region code. */
interface CountryFacts {
  region: string;
}

// English names and common aliases as the wizard and customers write them.
const countries: Record<string, CountryFacts> = {
  argentina: { region: 'AR' }, armenia: { region: 'AM' },
  australia: { region: 'AU' }, austria: { region: 'AT' }, azerbaijan: { region: 'AZ' },
  belarus: { region: 'BY' }, belgium: { region: 'BE' }, brazil: { region: 'BR' },
  bulgaria: { region: 'BG' }, canada: { region: 'CA' }, china: { region: 'CN' },
  croatia: { region: 'HR' }, cyprus: { region: 'CY' }, 'czech republic': { region: 'CZ' }, czechia: { region: 'CZ' },
  denmark: { region: 'DK' }, egypt: { region: 'EG' }, estonia: { region: 'EE' },
  finland: { region: 'FI' }, france: { region: 'FR' }, georgia: { region: 'GE' }, germany: { region: 'DE' }, greece: { region: 'GR' },
  hungary: { region: 'HU' }, india: { region: 'IN' },
  indonesia: { region: 'ID' }, ireland: { region: 'IE' }, israel: { region: 'IL' },
  italy: { region: 'IT' }, japan: { region: 'JP' }, kazakhstan: { region: 'KZ' },
  latvia: { region: 'LV' }, lithuania: { region: 'LT' }, mexico: { region: 'MX' }, moldova: { region: 'MD' },
  netherlands: { region: 'NL' }, 'new zealand': { region: 'NZ' }, norway: { region: 'NO' },
  poland: { region: 'PL' }, portugal: { region: 'PT' }, romania: { region: 'RO' },
  russia: { region: 'RU' }, 'russian federation': { region: 'RU' },
  serbia: { region: 'RS' }, singapore: { region: 'SG' }, spain: { region: 'ES' },
  sweden: { region: 'SE' }, switzerland: { region: 'CH' },
  turkey: { region: 'TR' }, türkiye: { region: 'TR' },
  'united arab emirates': { region: 'AE' }, uae: { region: 'AE' },
  'united kingdom': { region: 'GB' }, uk: { region: 'GB' },
  'united states': { region: 'US' }, usa: { region: 'US' },
  ukraine: { region: 'UA' }, uzbekistan: { region: 'UZ' },
  montenegro: { region: 'ME' }, slovakia: { region: 'SK' }, slovenia: { region: 'SI' }, luxembourg: { region: 'LU' }, malta: { region: 'MT' },
  'south korea': { region: 'KR' }, thailand: { region: 'TH' },
  vietnam: { region: 'VN' }, 'saudi arabia': { region: 'SA' },
  'south africa': { region: 'ZA' }, nigeria: { region: 'NG' },
  chile: { region: 'CL' },
};

const fallback: CountryFacts = { region: '' };

/** What the engine knows of the country answered (no region for one it does not know). */
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
