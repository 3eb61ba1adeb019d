/** Parts of an address that name a street, a building or a box, not a town (several languages; \b knows no Cyrillic). */
const streetWords =
  /(?<!\p{L})(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|close|court|place|square|suite|unit|floor|building|po box|rua|avenida|calle|via|rue|straße|strasse|str|platz|weg|gasse|allee|ulica|ул|улица|пр|проспект|пер|переулок|шоссе|д|дом|корп|кв|офис|стр)(?!\p{L})\.?/iu;
/** Town markers in front of the name: "г. Казань", "город Казань". */
/** German street names are compounds: "Bäckerstraße", "Lindenweg". */
const streetSuffix = /\p{L}(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm)(?!\p{L})/iu;
const townPrefix = /^(?:г\.|город|гор\.)\s*/iu;

/**
 * The town of a free-form address, for the sentences that say where the business is ("Pastries baked every morning
 * in Porto"): the last comma-separated part left with one to three words of letters once postcodes, house numbers
 * and state codes are taken out, and no street word. Undefined when no part qualifies; the texts then name the country.
 */
export function townOf(address: string): string | undefined {
  const parts = address
    .split(',')
    .map((part) => part.trim().replace(townPrefix, ''))
    .filter((part) => part && !streetWords.test(part) && !streetSuffix.test(part));
  for (const part of parts.reverse()) {
    const words = part.split(/\s+/).filter((word) => !/\d/.test(word) && !/^\p{Lu}{2}$/u.test(word));
    if (words.length >= 1 && words.length <= 3 && words.every((word) => /^\p{L}[\p{L}'’.-]*$/u.test(word)) && words.join('').length >= 3) return words.join(' ');
  }
  return undefined;
}
