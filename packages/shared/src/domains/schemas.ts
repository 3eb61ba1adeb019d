import { z } from 'zod';

/** Which form of an own domain is served; the other redirects to it. */
export const domainPreferenceSchema = z.enum(['apex', 'www']);
export type DomainPreference = z.infer<typeof domainPreferenceSchema>;

/** A record the customer sets at their DNS host. An ALIAS (ANAME at some hosts) points a zone's root at a name. */
export const dnsRecordSchema = z.object({
  name: z.string(),
  type: z.enum(['A', 'AAAA', 'CNAME', 'ALIAS', 'TXT']),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/** What one lookup of "Check now" found at a name against what it expects there; `expected` is empty where nothing is asked for. */
export const dnsFindingSchema = z.object({
  name: z.string(),
  type: z.enum(['A', 'AAAA', 'CNAME', 'TXT', 'CAA']),
  expected: z.array(z.string()),
  found: z.array(z.string()),
  ok: z.boolean(),
});
export type DnsFinding = z.infer<typeof dnsFindingSchema>;

/** `dns_no_answer`: the DNS gave no answer in time (or only an error), so nothing was found either way. */
export const dnsHintCodeSchema = z.enum(['stray_aaaa', 'stray_a', 'wrong_cname', 'cname_at_apex', 'root_not_pointed', 'caa_forbids', 'txt_missing', 'txt_other_value', 'held_by_other', 'dns_no_answer']);
export type DnsHintCode = z.infer<typeof dnsHintCodeSchema>;

/** A mistake the records found point at, and how to fix it. */
export const dnsHintSchema = z.object({ code: dnsHintCodeSchema, message: z.string() });
export type DnsHint = z.infer<typeof dnsHintSchema>;

/**
 * How the domain itself is pointed here: A/AAAA records to the server's addresses (PUBLISH_IPS); a CNAME, for a name
 * under a registered domain (`shop.example.com`); or, for a registered domain (`example.com`, `example.co.uk`) when
 * the server has no fixed addresses, an ALIAS/ANAME record, else a redirect to its www form by the DNS host, since
 * most DNS hosts refuse a CNAME there.
 */
export const rootPointingSchema = z.enum(['addresses', 'cname', 'alias_or_redirect']);
export type RootPointing = z.infer<typeof rootPointingSchema>;

/** An own domain of one of the account's sites: the records to set and whether it is served. */
export const domainBindingSchema = z.object({
  track_id: z.string(),
  /** Which of the generation's sites. */
  host: z.string(),
  /** The domain in its ASCII form (punycode for an internationalised one), without `www.`. */
  domain: z.string(),
  /** The same domain as people read it (Unicode). */
  display: z.string(),
  www: z.string(),
  prefer: domainPreferenceSchema,
  /** Verified: its TXT record holds this account's token, and it is served by host. */
  verified: z.boolean(),
  verified_at: z.number().nullable(),
  /** Another account holds the domain: it moves here only once this account's TXT record is found. */
  held_by_other: z.boolean(),
  records: z.array(dnsRecordSchema),
  root_pointing: rootPointingSchema,
  /** Where the site is served once verified and pointed here. */
  url: z.string(),
});
export type DomainBinding = z.infer<typeof domainBindingSchema>;

export const domainListResponseSchema = z.object({ domains: z.array(domainBindingSchema) });
export type DomainListResponse = z.infer<typeof domainListResponseSchema>;

/**
 * The answer of "Check now": the binding as it is after the check, what was found, and hints. When the DNS did not
 * answer, `findings` is empty, `txt_ok` and `pointed` are false and the one hint is `dns_no_answer`.
 */
export const domainCheckResponseSchema = z.object({
  binding: domainBindingSchema,
  checked_at: z.number(),
  /** The TXT record holds this account's token. */
  txt_ok: z.boolean(),
  /** The domain and its www form point at us. */
  pointed: z.boolean(),
  findings: z.array(dnsFindingSchema),
  hints: z.array(dnsHintSchema),
});
export type DomainCheckResponse = z.infer<typeof domainCheckResponseSchema>;

export const domainPreferenceRequestSchema = z.strictObject({ prefer: domainPreferenceSchema });
export type DomainPreferenceRequest = z.infer<typeof domainPreferenceRequestSchema>;
