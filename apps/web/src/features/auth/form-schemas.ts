import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, authTexts } from '@sitecraft/shared/auth';

const email = (emptyMessage: string) =>
  z.string().trim().min(1, emptyMessage).max(254, 'Email слишком длинный').pipe(z.email({ error: 'Введите корректный email' }));

const newPassword = z
  .string()
  .min(1, 'Введите пароль')
  .min(PASSWORD_MIN_LENGTH, authTexts.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`);

export const loginFormSchema = z.object({
  email: email('Введите email'),
  password: z.string().min(1, 'Введите пароль'),
});

export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Введите имя').max(100, 'Имя должно быть не длиннее 100 символов'),
    email: email('Введите email'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'Повторите пароль'),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: authTexts.passwordsDiffer });

export const emailFormSchema = z.object({ email: email(authTexts.resendEmptyEmail) });

export const resetFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, 'Повторите пароль') })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: authTexts.passwordsDiffer });

export type LoginForm = z.infer<typeof loginFormSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
export type EmailForm = z.infer<typeof emailFormSchema>;
export type ResetForm = z.infer<typeof resetFormSchema>;
