import dns2 from 'dns2';

const { Packet } = dns2;

export type TestRecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT' | 'CAA' | 'SOA';

/** A DNS server on 127.0.0.1 (npm dns2) answering from records the test sets, for DNS_SERVERS. */
export interface TestDns {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  server: string;
  /**
   * Sets the records of one type at a name (replacing those there). CAA values are `tag value` (`issue letsencrypt.org`);
   * an SOA's value is its primary name server.
   */
  set(name: string, type: TestRecordType, values: string[]): void;
  /** Removes a name's records of one type, or all of them. */
  remove(name: string, type?: TestRecordType): void;
  /**
   * From now on answers each question (`TYPE name`) after the milliseconds `delay` gives it, as a slow DNS host does;
   * `'never'` drops it, as a host that is down does. `answerAfter(0)` answers at once again.
   */
  answerAfter(delay: number | 'never' | ((question: string) => number | 'never')): void;
  /** Every question asked so far, as `TYPE name`. */
  asked: string[];
  close(): Promise<void>;
}

/** A record as the server writes it (dns2's own type also asks for methods that only parsed records have). */
type Answer = Omit<dns2.Packet.Resource, 'toBuffer'> & { flags?: number; tag?: string; value?: string };
const NXDOMAIN = 3;

const typeNames = new Map<number, TestRecordType>((['A', 'AAAA', 'CNAME', 'TXT', 'CAA', 'SOA'] as const).map((type) => [Packet.TYPE[type], type]));

function resource(name: string, type: TestRecordType, value: string): Answer {
  const base = { name, type: Packet.TYPE[type], class: Packet.CLASS.IN, ttl: 1 };
  switch (type) {
    case 'A':
    case 'AAAA':
      return { ...base, address: value };
    case 'CNAME':
      return { ...base, domain: value };
    case 'TXT':
      return { ...base, data: value };
    case 'CAA': {
      const [tag = '', ...rest] = value.split(' ');
      return { ...base, flags: 0, tag, value: rest.join(' ') };
    }
    case 'SOA':
      return { ...base, primary: value, admin: `hostmaster.${name}`, serial: 1, refresh: 3600, retry: 600, expiration: 86400, minimum: 1 };
  }
}

/**
 * Starts the server. It answers as an authoritative server would: a name with no records at all is NXDOMAIN, one
 * without the type asked is an empty answer, and a CNAME is followed (up to 5 steps) for a type the name lacks.
 */
export async function startTestDns(): Promise<TestDns> {
  const zone = new Map<string, Map<TestRecordType, string[]>>();
  const asked: string[] = [];
  let delayOf = (_question: string): number | 'never' => 0;

  const answer = (name: string, type: TestRecordType, out: Answer[], depth = 0): boolean => {
    const records = zone.get(name);
    const cname = records?.get('CNAME')?.[0];
    // Records of the very type asked come first: a zone root with a CNAME (a mistake) still answers for its SOA.
    if (cname && type !== 'CNAME' && !records?.has(type)) {
      out.push(resource(name, 'CNAME', cname));
      if (depth < 5) answer(cname, type, out, depth + 1);
      return true;
    }
    for (const value of records?.get(type) ?? []) out.push(resource(name, type, value));
    return records !== undefined;
  };

  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const type = question && typeNames.get(question.type);
      const asking = question && `${type ?? question.type} ${question.name.toLowerCase()}`;
      if (asking) asked.push(asking);
      if (!question || !type || !answer(question.name.toLowerCase(), type, response.answers as Answer[])) response.header.rcode = NXDOMAIN;
      const delay = asking ? delayOf(asking) : 0;
      if (delay === 'never') return;
      if (delay === 0) send(response);
      else setTimeout(() => send(response), delay);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${addresses.udp!.port}`,
    asked,
    answerAfter(delay) {
      delayOf = typeof delay === 'function' ? delay : () => delay;
    },
    set(name, type, values) {
      const records = zone.get(name) ?? new Map<TestRecordType, string[]>();
      records.set(type, values);
      zone.set(name, records);
    },
    remove(name, type) {
      if (type) zone.get(name)?.delete(type);
      if (!type || zone.get(name)?.size === 0) zone.delete(name);
    },
    close: () => server.close(),
  };
}
