import type { DnsRecord } from '@sitecraft/shared/domains';

/** Texts of "Use my own domain" in My sites. */
export const ownDomainTexts = {
  open: 'Use my own domain',
  intro: (domain: string) =>
    `Serve this site at ${domain} and www.${domain}, with HTTPS. You set a few DNS records where the domain is registered; the domain is yours here once its TXT record holds this account’s token.`,
  bind: (domain: string) => `Use ${domain}`,
  statusVerified: 'Verified: served at',
  statusPending: 'Waiting for the TXT record. Set the records below, then check.',
  statusHeld: 'This domain belongs to another account. It moves to yours only once the TXT record below holds your token; the other account will be told.',
  recordsTitle: 'DNS records to set at your DNS host',
  type: 'Type',
  name: 'Name',
  value: 'Value',
  /** How a record type reads; DNS hosts call an ALIAS an ANAME too. */
  typeLabel: (type: DnsRecord['type']) => (type === 'ALIAS' ? 'ALIAS or ANAME' : type),
  copy: 'Copy',
  copied: 'Copied',
  /** Read after "Copy" by screen readers: which field of which record. */
  copyWhat: (field: string, record: DnsRecord) => ` ${field.toLowerCase()} of ${record.type} ${record.name}`,
  copiedStatus: (field: string) => `${field} copied.`,
  selected: 'Selected',
  selectedStatus: (field: string) => `${field} selected: press Ctrl+C (⌘C on a Mac) to copy it.`,
  aliasOrRedirect: (domain: string) =>
    `No ALIAS or ANAME record at your DNS host? Skip that record and have your DNS host redirect ${domain} to https://www.${domain}/ instead (often called forwarding or URL redirect). A CNAME cannot be used for ${domain} itself.`,
  preferWwwForRedirect: (domain: string) => `A redirect by your DNS host needs www.${domain} here; ${domain} works with an ALIAS record only.`,
  check: 'Check now',
  checking: 'Checking…',
  resultsTitle: 'What the DNS says',
  expected: 'Expected',
  found: 'Found',
  ok: 'OK',
  wrong: 'Not yet',
  nothing: 'nothing',
  anyValue: 'not checked',
  checkedAt: (time: string) => `Checked at ${time}.`,
  allGood: 'Everything is set: the site is served at your domain. A certificate for HTTPS is issued at the first visit.',
  preferLegend: 'Serve the site at',
  preferNote: 'The other address redirects there.',
  remove: 'Stop using this domain',
  removeConfirm: (domain: string) => `Stop serving this site at ${domain}? The domain is then free for any account.`,
  removeYes: 'Stop using it',
  cancel: 'Cancel',
  failed: 'That did not work. Try again in a moment.',
} as const;
