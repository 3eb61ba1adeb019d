import { z } from 'zod';

export const messageFolders = ['inbox', 'spam'] as const;
export const messageFolderSchema = z.enum(messageFolders);
export type MessageFolder = z.infer<typeof messageFolderSchema>;

/**
 * Why a message was put in Spam: a filled honeypot, too many links, a time token sent too soon, too late, twice or
 * forged, or none where the site takes no post without one (see tokenlessPostsSchema).
 */
export const spamReasons = ['honeypot', 'links', 'too_soon', 'too_late', 'reused', 'forged', 'no_token'] as const;
export const spamReasonSchema = z.enum(spamReasons);
export type SpamReason = z.infer<typeof spamReasonSchema>;

/** One message sent through a site's contact form, as its owner reads it. */
export const formMessageSchema = z.object({
  id: z.number(),
  folder: messageFolderSchema,
  /** Set for messages in Spam (and kept if the owner moves one back). */
  spam_reason: spamReasonSchema.nullable(),
  name: z.string(),
  /** The email address or phone number the visitor gave. */
  contact: z.string(),
  message: z.string(),
  received_at: z.number(),
  read: z.boolean(),
});
export type FormMessage = z.infer<typeof formMessageSchema>;

const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) });

export const messageListQuerySchema = strict({
  folder: messageFolderSchema.default('inbox'),
  /** Paging: messages older than this id (the previous page's next_before). */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListResponseSchema = z.object({
  /** Newest first. */
  messages: z.array(formMessageSchema),
  /** Unread messages in the inbox (Spam is not counted). */
  unread: z.number(),
  /** Messages in each folder. */
  counts: z.object({ inbox: z.number(), spam: z.number() }),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.number().nullable(),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const messageUpdateRequestSchema = strict({
  read: z.boolean().optional(),
  /** 'spam' marks it spam, 'inbox' marks it not spam. */
  folder: messageFolderSchema.optional(),
}).refine((update) => update.read !== undefined || update.folder !== undefined, { error: 'Send read, folder or both.' });
export type MessageUpdateRequest = z.infer<typeof messageUpdateRequestSchema>;

export const messageExportQuerySchema = strict({ folder: messageFolderSchema.default('inbox') });

/** Unread inbox messages per site of the account, for My sites; sites with none are left out. */
export const unreadCountsResponseSchema = z.object({
  sites: z.array(z.object({ track_id: z.string(), host: z.string(), unread: z.number() })),
});
export type UnreadCountsResponse = z.infer<typeof unreadCountsResponseSchema>;

/**
 * Posts without a time token. Pages the product serves carry one; only a copy of the site hosted elsewhere, from its
 * ZIP, has none. So they reach the inbox only from a site that was downloaded, and while its owner allows them;
 * otherwise they are spam.
 */
export const tokenlessPostsSchema = z.object({
  /** Whether the site was ever downloaded as a ZIP (the generation's, or one of its versions). */
  downloaded: z.boolean(),
  /** The owner's switch; off, they are spam even from a downloaded site. */
  allowed: z.boolean(),
});
export type TokenlessPosts = z.infer<typeof tokenlessPostsSchema>;

/** A site's form: where it posts, the signed webhook that hears of each message (when one is set), and posts without a time token. */
export const formSettingsResponseSchema = z.object({
  action: z.string(),
  webhook: z
    .object({
      url: z.string(),
      /** The Standard Webhooks secret (`whsec_…`) to verify the `webhook-signature` header with. */
      secret: z.string(),
    })
    .nullable(),
  tokenless: tokenlessPostsSchema,
});
export type FormSettingsResponse = z.infer<typeof formSettingsResponseSchema>;

export const tokenlessRequestSchema = strict({ allowed: z.boolean({ error: 'Send allowed: true or false.' }) });
export type TokenlessRequest = z.infer<typeof tokenlessRequestSchema>;

export const webhookRequestSchema = strict({
  url: z
    .url({ protocol: /^https?$/, error: 'The webhook must be an http:// or https:// address.' })
    .max(2000, { error: 'The webhook address must be at most 2000 characters long.' }),
});
export type WebhookRequest = z.infer<typeof webhookRequestSchema>;
