export const titleLimits = { min: 10, max: 70 } as const;
export const descriptionLimits = { min: 50, max: 300 } as const;

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:—–|-]+$/u, '')}…`;
}

/** A page title of 10 to 70 characters: drops the "| brand" part first, then shortens at a word. */
export function fitTitle(title: string, brand: string): string {
  let out = title.replace(/\s+/g, ' ').trim();
  if (out.length > titleLimits.max) {
    // The brand as a whole, even one with a dash in it ("Tails — Mobile Grooming"); else the last part after a bar or dash.
    const brandPart = [' | ', ' — ', ' – ', ' - ', ' · '].map((bar) => `${bar}${brand}`).find((part) => brand && out.endsWith(part));
    const withoutBrand = (brandPart ? out.slice(0, -brandPart.length) : out.replace(/\s*[|—–-]\s*[^|—–-]*$/u, '')).trim();
    out = withoutBrand.length >= titleLimits.min || brandPart ? withoutBrand : out;
  }
  out = cutAtWord(out, titleLimits.max);
  // A short title takes the brand on where it fits whole: a title cut in the brand reads as broken, a short one does not.
  const branded = `${out} | ${brand}`.replace(/^\s*\|\s*/, '');
  if (out.length < titleLimits.min && branded.length <= titleLimits.max) out = branded;
  while (out.length < titleLimits.min && `${out} · ${brand}`.length <= titleLimits.max) out = `${out} · ${brand}`;
  return cutAtWord(out, titleLimits.max);
}

/** A meta description of 50 to 300 characters, topped up with `extra` sentences when short. */
export function fitDescription(description: string, extra: readonly string[]): string {
  let out = description.replace(/\s+/g, ' ').trim();
  for (const sentence of extra) {
    if (out.length >= descriptionLimits.min) break;
    out = `${out} ${sentence}`.trim();
  }
  while (out.length < descriptionLimits.min) out = `${out} ${extra[0] ?? out}`.trim();
  return cutAtWord(out, descriptionLimits.max);
}
