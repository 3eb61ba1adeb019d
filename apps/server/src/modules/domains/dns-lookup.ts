import { Resolver } from 'node:dns/promises';

/** A CAA record's property (`issue`, `issuewild`, `iodef`…) and value. */
export interface CaaRecord {
  tag: string;
  value: string;
}

/**
 * The DNS lookups the domain checks make; each answers [] when the name or the type does not exist, and throws
 * DnsUnavailable when no answer came (a timeout, a failing server): that is not "the record is missing".
 */
export interface DnsLookup {
  cname(name: string): Promise<string[]>;
  a(name: string): Promise<string[]>;
  aaaa(name: string): Promise<string[]>;
  /** Each TXT record as one string (its character-strings joined, as RFC 7208 reads them). */
  txt(name: string): Promise<string[]>;
  caa(name: string): Promise<CaaRecord[]>;
  /** Whether the name is the root of a DNS zone (it has an SOA record): a CNAME cannot live there. */
  isZoneApex(name: string): Promise<boolean>;
}

export class DnsUnavailable extends Error {
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(`DNS lookup of ${host} failed: ${code}`);
    this.name = 'DnsUnavailable';
  }
}

const NOT_THERE = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME']);

async function records<T>(name: string, lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    if (NOT_THERE.has(code)) return [];
    throw new DnsUnavailable(name, code);
  }
}

const CAA_TAGS = ['issue', 'issuewild', 'iodef', 'contactemail', 'contactphone'] as const;

/** node:dns, asking `servers` (DNS_SERVERS) or else the system's resolvers; 2 s per try, two tries. */
export function createDnsLookup(servers: string[] | undefined): DnsLookup {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers) resolver.setServers(servers);
  return {
    cname: (name) => records(name, () => resolver.resolveCname(name)),
    a: (name) => records(name, () => resolver.resolve4(name)),
    aaaa: (name) => records(name, () => resolver.resolve6(name)),
    txt: async (name) => (await records(name, () => resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    caa: async (name) =>
      (await records(name, () => resolver.resolveCaa(name))).flatMap((record) =>
        CAA_TAGS.filter((tag) => record[tag] !== undefined).map((tag) => ({ tag, value: String(record[tag]) })),
      ),
    // A name with a CNAME answers an SOA question with the CNAME alone, which c-ares calls a bad response: no apex.
    isZoneApex: async (name) => (await records(name, () => resolver.resolveSoa(name).then((soa) => [soa], (error: NodeJS.ErrnoException) => (error.code === 'EBADRESP' ? [] : Promise.reject(error))))).length > 0,
  };
}
