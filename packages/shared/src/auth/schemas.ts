import { z } from 'zod';
import { interfaceLanguages } from '../i18n/index.ts';
import { authTexts } from './texts.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** Argon2 hashes whatever it is given; a ceiling keeps a hostile body from costing more than a normal one. */
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ error: 'Введите email' })
  .trim()
  .min(1, 'Введите email')
  .max(254, 'Email слишком длинный')
  .pipe(z.email({ error: 'Введите корректный email' }))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: 'Введите пароль' })
  .min(PASSWORD_MIN_LENGTH, authTexts.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`);

/** A request body that refuses unknown fields, so no body can slip in role, credits or flags. */
function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Неизвестные поля: ${issue.keys.join(', ')}` : undefined),
  });
}

/** A 40-hex token from a mailed link (verification, reset, confirmation). */
export const mailTokenSchema = z.string().regex(/^[0-9a-f]{40}$/i, 'Недействительный токен');

export const loginRequestSchema = strictBody({
  email,
  password: z.string({ error: 'Введите пароль' }).min(1, 'Введите пароль').max(PASSWORD_MAX_LENGTH, 'Неверный email или пароль'),
});

export const registerRequestSchema = strictBody({
  name: z.string({ error: 'Введите имя' }).trim().min(1, 'Введите имя').max(100, 'Имя должно быть не длиннее 100 символов'),
  email,
  password,
});

export const emailRequestSchema = strictBody({ email });

export const resetPasswordRequestSchema = strictBody({ token: mailTokenSchema, password });

export const userRoleSchema = z.enum(['user', 'admin']);

/** The user the SPA keeps in localStorage after login. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  isEmailVerified: z.boolean(),
  pro: z.boolean(),
  plan: z.string(),
  /** The interface language kept on the account (chosen, or asked for at registration); null until one is named. */
  language: z.enum(interfaceLanguages).nullable(),
});

/** PUT /user/language: the interface language to keep on the account. */
export const languageRequestSchema = strictBody({ language: z.enum(interfaceLanguages) });

export const currentUserSchema = sessionUserSchema.extend({ credits: z.number().int() });

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const loginResponseSchema = messageResponseSchema.extend({ token: z.string(), user: sessionUserSchema });

export const currentUserResponseSchema = z.object({ success: z.literal(true), user: currentUserSchema });

/** Whether the login page may offer the DEV button: DEV_LOGIN is on and the client is on the server's machine. */
export const devLoginOfferSchema = z.object({ success: z.literal(true), enabled: z.boolean() });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type UserRole = z.infer<typeof userRoleSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type DevLoginOffer = z.infer<typeof devLoginOfferSchema>;
export type LanguageRequest = z.infer<typeof languageRequestSchema>;
