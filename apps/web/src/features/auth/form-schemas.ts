import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sitecraft/shared/auth';
import type { ParseKeys } from 'i18next';

/** A validation message is a key of the auth catalogue, shown in the person's language (see useFieldError). */
type AuthMessage = ParseKeys<'auth'>;
const message = (key: AuthMessage) => key;

const email = (emptyMessage: AuthMessage) =>
  z.string().trim().min(1, message(emptyMessage)).max(254, message('emailTooLong')).pipe(z.email({ error: message('emailInvalid') }));

const newPassword = z
  .string()
  .min(1, message('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, message('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, message('passwordTooLong'));

export const loginFormSchema = z.object({
  email: email('emailRequired'),
  password: z.string().min(1, message('passwordRequired')),
});

export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, message('nameRequired')).max(100, message('nameTooLong')),
    email: email('emailRequired'),
    password: newPassword,
    confirmPassword: z.string().min(1, message('repeatPassword')),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: message('passwordsDiffer') });

export const emailFormSchema = z.object({ email: email('resendEmptyEmail') });

export const resetFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, message('repeatPassword')) })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: message('passwordsDiffer') });

export type LoginForm = z.infer<typeof loginFormSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
export type EmailForm = z.infer<typeof emailFormSchema>;
export type ResetForm = z.infer<typeof resetFormSchema>;
