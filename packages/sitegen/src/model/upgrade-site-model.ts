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
 * the values as generated, so a copy that differs from them is one the owner corrected, and it wins.
 */
function fromVersion1(input: Node): Node {
  const { brand, ...model } = input;
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

/**
 * A version 2 model, whose contact sections could show a call-to-action card without a button, as a version 3 one:
 * the card on the contact page calls the business (or is left out when it has no phone), elsewhere it leads to the
 * contact page, as the header's button does. The business's JSON-LD names its language as schema.org has it for a
 * business (knowsLanguage, not a work's inLanguage).
 */
function fromVersion2(model: Node): Node {
  const business = isNode(model.business) ? model.business : {};
  for (const edition of nodes(model.editions)) {
    const nav = isNode(edition.nav) ? edition.nav : {};
    const toContact = isNode(nav.action) ? nav.action : nodes(nav.links).find((link) => link.key === 'contact');
    for (const page of nodes(edition.pages)) {
      for (const node of nodes(page.jsonLd)) {
        if (node['@type'] !== 'LocalBusiness' || !('inLanguage' in node)) continue;
        node.knowsLanguage = node.inLanguage;
        delete node.inLanguage;
      }
      for (const section of nodes(page.sections)) {
        const data = isNode(section.data) ? section.data : {};
        if (section.kind !== 'contact' || !isNode(data.aside)) continue;
        const callLabel = isNode(data.phone) ? textOf(data.phone.callLabel) : undefined;
        const action = page.key === 'contact'
          ? business.phone && callLabel ? { fact: 'phone', label: callLabel } : undefined
          : toContact && { label: toContact.label, href: toContact.href };
        if (action) data.aside.action = action;
        else delete data.aside;
      }
    }
  }
  return { ...model, version: 3 };
}

/**
 * A version 3 model as a version 4 one, whose reviews are only the owner's (held in `business`): the testimonials a
 * version 3 site showed were written by the engine, not said by anyone, so their sections are left out.
 */
function fromVersion3(model: Node): Node {
  for (const page of nodes(model.editions).flatMap((edition) => nodes(edition.pages))) {
    page.sections = nodes(page.sections).filter((section) => section.kind !== 'testimonials');
  }
  return { ...model, version: 4 };
}

const upgrades: Record<number, (model: Node) => Node> = { 1: fromVersion1, 2: fromVersion2, 3: fromVersion3 };

/** A model saved with an earlier schema version as the current one; other input is returned as it is, for the schema to judge. */
export function upgradeSiteModel(input: unknown): unknown {
  if (!isNode(input) || typeof input.version !== 'number' || !upgrades[input.version]) return input;
  let model = structuredClone(input);
  for (let step = upgrades[Number(model.version)]; step; step = upgrades[Number(model.version)]) model = step(model);
  return model;
}
