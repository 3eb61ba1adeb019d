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

/** How long one question waits for its answer: `timeout` ms for the first try, twice that for the second. */
export interface DnsPatience {
  timeout: number;
  tries: number;
}

/**
 * node:dns, asking `servers` (DNS_SERVERS) or else the system's resolvers; 2 s for the first try, 4 s for the second.
 * Each question gets a resolver of its own: c-ares cuts a resolver's timeout to five times the average answer it has
 * seen (250 ms at least, whatever `timeout` says), so a DNS host that turned slow right after fast answers timed out
 * in under a second, and Node 20 has no option to stop that.
 */
export function createDnsLookup(servers: string[] | undefined, patience: DnsPatience = { timeout: 2000, tries: 2 }): DnsLookup {
  const resolver = () => {
    const fresh = new Resolver(patience);
    if (servers) fresh.setServers(servers);
    return fresh;
  };
  return {
    cname: (name) => records(name, () => resolver().resolveCname(name)),
    a: (name) => records(name, () => resolver().resolve4(name)),
    aaaa: (name) => records(name, () => resolver().resolve6(name)),
    txt: async (name) => (await records(name, () => resolver().resolveTxt(name))).map((chunks) => chunks.join('')),
    caa: async (name) =>
      (await records(name, () => resolver().resolveCaa(name))).flatMap((record) =>
        CAA_TAGS.filter((tag) => record[tag] !== undefined).map((tag) => ({ tag, value: String(record[tag]) })),
      ),
    // A name with a CNAME answers an SOA question with the CNAME alone, which c-ares calls a bad response: no apex.
    isZoneApex: async (name) => (await records(name, () => resolver().resolveSoa(name).then((soa) => [soa], (error: NodeJS.ErrnoException) => (error.code === 'EBADRESP' ? [] : Promise.reject(error))))).length > 0,
  };
}
