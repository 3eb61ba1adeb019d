import { getAllCountries, getCountry } from 'countries-and-timezones';
import type { GenerationRequest } from '@sitecraft/shared/generation';

const namers = ['en', 'ru', 'de', 'fr', 'es'].map((language) => new Intl.DisplayNames([language], { type: 'region' }));

/**
 * The time zone a business most likely keeps, from the country and address the owner gave ("United Kingdom",
 * «Россия», "DE"), or undefined when the country is not recognised. In a country of several zones, the zone whose
 * city the address names wins ("Novosibirsk" → Asia/Novosibirsk), else the country's first (its capital's, mostly).
 */
export function businessZone(country: string | undefined, address: string | undefined): string | undefined {
  const code = countryCode(country ?? '');
  if (!code) return undefined;
  const zones = getCountry(code)?.timezones ?? [];
  const place = normalise(address ?? '');
  const named = zones.find((zone) => [zone.split('/').at(-1)!.replace(/_/g, ' '), ...(russianCities[zone] ?? [])].some((city) => place.includes(normalise(city))));
  return named ?? mainZones[code] ?? zones[0];
}

/**
 * The request with its bookings' time zone put in, when the owner asked for bookings without naming one: the zone of
 * the contact country and address, else UTC (the owner changes it in Business details).
 */
export function withBusinessZone(request: GenerationRequest): GenerationRequest {
  const { bookings } = request;
  if (!bookings || bookings.time_zone) return request;
  return { ...request, bookings: { ...bookings, time_zone: businessZone(request.contact_country, request.contact_address) ?? 'UTC' } };
}

/** The zone most of a country of several zones keeps (its capital's), where its list is alphabetical. */
const mainZones: Record<string, string> = {
  RU: 'Europe/Moscow',
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  KZ: 'Asia/Almaty',
  ID: 'Asia/Jakarta',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  DE: 'Europe/Berlin',
  UA: 'Europe/Kyiv',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  NZ: 'Pacific/Auckland',
  UZ: 'Asia/Tashkent',
  MN: 'Asia/Ulaanbaatar',
};

/** Russian towns of Russia's zones, as an owner writes them in a Russian address. */
const russianCities: Record<string, string[]> = {
  'Europe/Kaliningrad': ['Калининград'],
  'Europe/Samara': ['Самара', 'Тольятти'],
  'Europe/Saratov': ['Саратов'],
  'Europe/Ulyanovsk': ['Ульяновск'],
  'Europe/Astrakhan': ['Астрахань'],
  'Asia/Yekaterinburg': ['Екатеринбург', 'Челябинск', 'Пермь', 'Тюмень', 'Уфа'],
  'Asia/Omsk': ['Омск'],
  'Asia/Novosibirsk': ['Новосибирск'],
  'Asia/Barnaul': ['Барнаул'],
  'Asia/Tomsk': ['Томск'],
  'Asia/Novokuznetsk': ['Новокузнецк', 'Кемерово'],
  'Asia/Krasnoyarsk': ['Красноярск'],
  'Asia/Irkutsk': ['Иркутск'],
  'Asia/Chita': ['Чита'],
  'Asia/Yakutsk': ['Якутск'],
  'Asia/Vladivostok': ['Владивосток', 'Хабаровск'],
  'Asia/Magadan': ['Магадан'],
  'Asia/Sakhalin': ['Южно-Сахалинск'],
  'Asia/Kamchatka': ['Петропавловск-Камчатский'],
};

function countryCode(country: string): string | undefined {
  const wanted = normalise(country);
  if (!wanted) return undefined;
  const codes = Object.keys(getAllCountries());
  const byCode = /^[a-z]{2}$/.test(wanted) ? codes.find((code) => code.toLowerCase() === wanted) : undefined;
  return byCode ?? codes.find((code) => namers.some((namer) => normalise(namer.of(code) ?? '') === wanted)) ?? aliases[wanted];
}

/** Names owners write that the display names do not give. */
const aliases: Record<string, string> = { uk: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', usa: 'US', 'united states of america': 'US', рф: 'RU', англия: 'GB', сша: 'US' };

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
