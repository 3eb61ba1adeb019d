/** The server's answers about own domains, shown to the customer as they are. */
export const domainsServerTexts = {
  siteNotFound: 'This site does not exist, or it is not yours.',
  phpSite: 'PHP sites cannot be served here, so they cannot use an own domain. Download the ZIP and upload it to a host with PHP 8.1 or newer.',
  badDomain: 'This site’s domain cannot be used as an own domain.',
  noBinding: 'This site does not use an own domain.',
  notAllowed: 'No site is served at this domain.',
  checkThrottled: (times: number, seconds: number) =>
    `This domain was already checked ${times} times in the last minute. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}: new DNS records can take a while to be seen anyway.`,
  hints: {
    stray_aaaa: (name: string, addresses: string[]) =>
      `${name} has AAAA (IPv6) records that do not point here: ${addresses.join(', ')}. Visitors on IPv6 reach that server instead of your site, and the certificate cannot be issued. Delete them at your DNS host.`,
    stray_a: (name: string, addresses: string[], fix: 'addresses' | 'cname') =>
      `${name} has A records that do not point here: ${addresses.join(', ')}. ${fix === 'cname' ? 'Delete them and add the CNAME record shown above.' : 'Delete them or change them to the addresses shown above.'}`,
    wrong_cname: (name: string, found: string, target: string) => `${name} is a CNAME to ${found}; it must point to ${target}.`,
    cname_at_apex: (name: string, fix: 'addresses' | 'alias_or_redirect') =>
      `${name} is the root of your domain and has a CNAME record. A CNAME there breaks the domain’s mail and many DNS hosts ignore it: ${
        fix === 'addresses' ? 'use the A and AAAA records shown above instead (or your DNS host’s ALIAS / ANAME record).' : `use an ALIAS or ANAME record instead, or have your DNS host redirect ${name} to www.${name}, as shown above.`
      }`,
    root_not_pointed: (name: string, target: string) =>
      `${name} does not point here. Add an ALIAS (or ANAME) record for ${name} to ${target} if your DNS host offers one; otherwise have your DNS host redirect ${name} to www.${name}, and serve the site at www.${name} (below).`,
    caa_forbids: (name: string, issuers: string[]) =>
      `The CAA records of ${name} allow only ${issuers.join(', ')} to issue certificates, so Let’s Encrypt cannot give your site HTTPS. Add a CAA record: 0 issue "letsencrypt.org".`,
    txt_missing: (name: string) => `No TXT record was found at ${name}. Add it as shown above; a new record can take up to an hour to be seen.`,
    txt_other_value: (name: string) => `The TXT record at ${name} does not hold this account’s token. Change its value to the one shown above.`,
    dns_no_answer: (name: string, code: string) => {
      if (code === 'ETIMEOUT') return `The DNS did not answer in time about ${name}, so nothing could be checked. DNS hosts are sometimes slow for a moment: try again in a minute.`;
      const domainsError = code === 'ESERVFAIL' || code === 'EREFUSED';
      return domainsError
        ? `The DNS answered about ${name} with an error (${code}), so nothing could be checked. Try again in a minute; if this lasts, ask your DNS host whether your domain’s name servers work.`
        : `The DNS could not be asked about ${name} (${code}), so nothing could be checked. Try again in a minute.`;
    },
    held_by_other: (domain: string) =>
      `${domain} belongs to another account. It moves to this account only once the TXT record above holds this account’s token; the other account will be told.`,
  },
} as const;
