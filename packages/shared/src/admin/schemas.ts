import { z } from 'zod';
import { userRoleSchema } from '../auth/index.ts';
import { adminServerTexts } from './texts.ts';

export const generationStatusSchema = z.enum(['queued', 'running', 'completed', 'failed']);
export const generationStatuses = generationStatusSchema.options;

/** Admin request bodies refuse unknown fields, like every other body of the API. */
function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Неизвестные поля: ${issue.keys.join(', ')}` : undefined),
  });
}

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const search = z.string().trim().max(254).optional();

export const accountListQuerySchema = z.object({ q: search, role: userRoleSchema.optional(), page, pageSize });
export const generationListQuerySchema = z.object({
  /** A part of the owner's email or name. */
  user: search,
  status: generationStatusSchema.optional(),
  /** The start of a track_id (the whole one finds exactly that generation). */
  trackId: z.string().trim().toLowerCase().max(36).regex(/^[0-9a-f-]*$/, 'track_id состоит из шестнадцатеричных цифр и дефисов').optional(),
  page,
  pageSize,
});
export const outboxListQuerySchema = z.object({ to: search, page, pageSize });
export const auditListQuerySchema = z.object({ page, pageSize });

export const accountIdParamsSchema = z.object({ id: z.uuid({ error: 'Некорректный id аккаунта' }) });
export const trackIdParamsSchema = z.object({ trackId: z.uuid({ error: 'track_id must be a UUID.' }) });

export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  pro: z.boolean(),
  plan: z.string(),
  isEmailVerified: z.boolean(),
  credits: z.number().int(),
  createdAt: z.number(),
});

export const ledgerLineSchema = z.object({ id: z.number(), delta: z.number().int(), reason: z.string(), createdAt: z.number() });

export const adminGenerationSchema = z.object({
  trackId: z.string(),
  accountId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  status: generationStatusSchema,
  progress: z.number(),
  domains: z.array(z.string()),
  charged: z.number().int(),
  refunded: z.boolean(),
  failureReason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.number(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** Same-origin link to the ZIP (admins only), or null while there is no result. */
  downloadUrl: z.string().nullable(),
});

export const generationEventSchema = z.object({ id: z.number(), status: z.string(), progress: z.number(), message: z.string(), createdAt: z.number() });

/** A text of a generated site that failed a quality check, and how the engine set it right. */
export const qualityRepairSchema = z.object({
  host: z.string(),
  language: z.string(),
  /** "site.intro.heading", "article2.title"; "site" or "article2" for a whole answer. */
  field: z.string(),
  check: z.string(),
  problem: z.string(),
  /** mended (in place), writer (asked again), composer, keyword sentence, left out, stop word taken out, English texts. */
  fix: z.string(),
  /** The round of asking the writer again, for a text it wrote anew. */
  round: z.number().int().optional(),
});

/** What the quality stage of a finished generation checked and repaired. */
export const generationQualitySchema = z.object({ checks: z.array(z.string()), rounds: z.number().int(), repairs: z.array(qualityRepairSchema) });

/**
 * Where a mail of the outbox is: kept (no SMTP server is configured; it is read here), pending (waiting for its next
 * attempt), sending (a worker has it), sent, or failed (a permanent refusal, or every attempt failed).
 */
export const mailStatusSchema = z.enum(['kept', 'pending', 'sending', 'sent', 'failed']);

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** The body while the mail is kept or waits to be sent; null once sent or failed, when it is no longer kept. */
  text: z.string().nullable(),
  createdAt: z.number(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  /** When a pending mail is tried next. */
  nextAttemptAt: z.number().nullable(),
  /** What the mail server said at the last failed attempt. */
  lastError: z.string().nullable(),
  sentAt: z.number().nullable(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.number(),
});

const statusCounts = z.object({ queued: z.number(), running: z.number(), completed: z.number(), failed: z.number() });

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  accounts: z.object({ total: z.number(), verified: z.number(), verifiedShare: z.number(), admins: z.number(), pro: z.number() }),
  generations: z.object({ last24h: statusCounts, last7d: statusCounts }),
  /** granted: credits given (welcome, admin grants), not counting refunds; spent: charges of generations that were not refunded. */
  credits: z.object({ granted: z.number(), spent: z.number(), refunded: z.number(), balance: z.number() }),
  generatedAt: z.number(),
});

const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ success: z.literal(true), items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const accountListResponseSchema = listOf(adminAccountSchema);
export const generationListResponseSchema = listOf(adminGenerationSchema);
export const outboxListResponseSchema = listOf(outboxMailSchema);
export const auditListResponseSchema = listOf(auditEntrySchema);

export const accountDetailResponseSchema = z.object({
  success: z.literal(true),
  account: adminAccountSchema,
  ledger: z.array(ledgerLineSchema),
  generations: z.array(adminGenerationSchema),
});

export const generationDetailResponseSchema = z.object({
  success: z.literal(true),
  generation: adminGenerationSchema,
  events: z.array(generationEventSchema),
  request: z.record(z.string(), z.unknown()),
  /** Null while it runs, when it failed, or when it finished before the engine recorded its quality. */
  quality: generationQualitySchema.nullable(),
});

/** A plan's name: at most PLAN_MAX_LENGTH Latin letters, digits, hyphens and underscores (the admin forms check it too). */
export const PLAN_MAX_LENGTH = 32;
export const PLAN_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The longest reason a credit adjustment keeps in the ledger. */
export const REASON_MAX_LENGTH = 200;

export const accountUpdateRequestSchema = strictBody({
  role: userRoleSchema.optional(),
  pro: z.boolean().optional(),
  plan: z
    .string()
    .trim()
    .min(1, 'Укажите тариф')
    .max(PLAN_MAX_LENGTH, `Тариф не длиннее ${PLAN_MAX_LENGTH} символов`)
    .regex(PLAN_PATTERN, 'Тариф: латинские буквы, цифры, дефис и подчеркивание')
    .optional(),
}).refine((body) => body.role !== undefined || body.pro !== undefined || body.plan !== undefined, adminServerTexts.nothingToChange);

export const CREDIT_ADJUSTMENT_LIMIT = 100_000;

export const creditAdjustmentRequestSchema = strictBody({
  /** Positive grants credits, negative deducts them; the balance never goes below zero. */
  delta: z
    .number({ error: 'Укажите целое число кредитов' })
    .int('Укажите целое число кредитов')
    .min(-CREDIT_ADJUSTMENT_LIMIT, `Не больше ${CREDIT_ADJUSTMENT_LIMIT} за раз`)
    .max(CREDIT_ADJUSTMENT_LIMIT, `Не больше ${CREDIT_ADJUSTMENT_LIMIT} за раз`)
    .refine((delta) => delta !== 0, 'Количество кредитов не может быть нулем'),
  reason: z.string({ error: 'Укажите причину' }).trim().min(1, 'Укажите причину').max(REASON_MAX_LENGTH, `Причина не длиннее ${REASON_MAX_LENGTH} символов`),
});

export const accountChangeResponseSchema = z.object({ success: z.literal(true), message: z.string(), account: adminAccountSchema });

export type AdminAccount = z.infer<typeof adminAccountSchema>;
export type AdminGeneration = z.infer<typeof adminGenerationSchema>;
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
export type GenerationEvent = z.infer<typeof generationEventSchema>;
export type OutboxMailEntry = z.infer<typeof outboxMailSchema>;
export type MailStatus = z.infer<typeof mailStatusSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type GenerationStatusName = z.infer<typeof generationStatusSchema>;
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;
export type GenerationListQuery = z.infer<typeof generationListQuerySchema>;
export type AccountListResponse = z.infer<typeof accountListResponseSchema>;
export type GenerationListResponse = z.infer<typeof generationListResponseSchema>;
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
export type AccountDetailResponse = z.infer<typeof accountDetailResponseSchema>;
export type GenerationDetailResponse = z.infer<typeof generationDetailResponseSchema>;
export type GenerationQuality = z.infer<typeof generationQualitySchema>;
export type QualityRepair = z.infer<typeof qualityRepairSchema>;
export type AccountUpdateRequest = z.infer<typeof accountUpdateRequestSchema>;
export type CreditAdjustmentRequest = z.infer<typeof creditAdjustmentRequestSchema>;
export type AccountChangeResponse = z.infer<typeof accountChangeResponseSchema>;
