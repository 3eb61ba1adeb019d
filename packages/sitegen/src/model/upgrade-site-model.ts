type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
/** A phone as a version 1 model kept its copies (non-breaking spaces and hyphens) back as the owner wrote it. */
const unbroken = (text: string | undefined) => text?.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');
/** The generated value, unless the owner corrected one of its copies: then the first corrected copy. */
const corrected = (generated: string | undefined, copies: readonly (string | undefined)[]) => copies.find((copy) => copy !== undefined && copy !== generated) ?? generated;

/**
 * A model saved with schema version 1, where each header, footer, contact section and JSON-LD node held its own copy
 * of the business's name, phone and address, as a version 2 model holding them once in `business`. The JSON-LD keeps
 * the values as generated, so a copy that differs from them is one the owner corrected, and it wins. Other input is
 * returned as it is, for the schema to judge.
 */
export function upgradeSiteModel(input: unknown): unknown {
  if (!isNode(input) || input.version !== 1) return input;
  const { brand, ...model } = structuredClone(input);
  const editions = nodes(model.editions);
  const pages = editions.flatMap((edition) => nodes(edition.pages));
  const jsonLd = pages.flatMap((page) => nodes(page.jsonLd));
  const org = jsonLd.find((node) => node['@type'] === 'LocalBusiness') ?? {};
  const postal = isNode(org.address) ? org.address : {};
  const generated = { phone: textOf(org.telephone), address: textOf(postal.streetAddress) };
  const copies = { name: [] as (string | undefined)[], phone: [] as (string | undefined)[], address: [] as (string | undefined)[] };

  for (const edition of editions) {
    for (const part of [edition.nav, edition.footer]) if (isNode(part)) copies.name.push(textOf(part.brand));
    if (!isNode(edition.footer)) continue;
    // Version 1 listed the address first, then the country, then the phone (a link when it could be dialled).
    edition.footer.contact = nodes(edition.footer.contact).map((line, index) => {
      const text = textOf(line.text);
      if (String(line.href).startsWith('tel:') || (text !== undefined && text === generated.phone)) {
        copies.phone.push(unbroken(text));
        return { fact: 'phone' };
      }
      if (index !== 0 || generated.address === undefined) return line;
      copies.address.push(text);
      return { fact: 'address' };
    });
  }
  for (const section of pages.flatMap((page) => nodes(page.sections))) {
    if (section.kind !== 'contact' || !isNode(section.data)) continue;
    const { phone, address } = section.data;
    if (isNode(phone)) copies.phone.push(unbroken(textOf(phone.value)));
    if (isNode(address)) copies.address.push(textOf(address.value));
  }
  for (const node of jsonLd) {
    if (node['@type'] === 'LocalBusiness') for (const key of ['name', 'telephone', 'address']) delete node[key];
    if (isNode(node.author)) delete node.author.name;
  }

  const name = corrected(textOf(brand), copies.name);
  const phone = corrected(generated.phone, copies.phone);
  const address = corrected(generated.address, copies.address);
  const country = textOf(postal.addressCountry);
  return { ...model, version: 2, business: { name, ...(phone ? { phone } : {}), ...(address ? { address } : {}), ...(country ? { country } : {}) } };
}
