import { PASSWORD_MAX_LENGTH, authServerTexts, authTexts } from '@sitecraft/shared/auth';
import { emailConfirmationTexts } from '@sitecraft/shared/email-confirmation';
import { databaseUnavailable } from '../../plugins/error-handler.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/security.ts';
import type { AnswerTable } from './table.ts';

/** The spec's and the auth answers, the auth forms' validation and the error handler's (Russian); the email confirmation's (English). */
export const authAnswers: AnswerTable = {
  englishByRussian: [
    // The spec's texts (section 8) and the auth screens'.
    [authTexts.registerSuccess, 'Registration successful! Check your email to confirm your account.'],
    [authTexts.resendSuccess, 'A confirmation email has been sent! Check your inbox.'],
    [authTexts.passwordTooShort, 'The password must be at least 6 characters long'],
    [authTexts.passwordsDiffer, 'The passwords do not match'],
    [authTexts.resendEmptyEmail, 'Please enter your email'],
    [authTexts.verifyMissingToken, 'The verification token is missing'],
    // Auth answers.
    [authServerTexts.loginSuccess, 'Signed in successfully'],
    [authServerTexts.invalidCredentials, 'Wrong email or password'],
    [authServerTexts.tooManyAttempts, 'Too many failed sign-in attempts. Try again later.'],
    [authServerTexts.verifySuccess, 'Email confirmed successfully!'],
    [authServerTexts.verifyInvalid, 'This confirmation link is invalid or has expired. Request a new email.'],
    [authServerTexts.mailThrottled, 'The email has already been sent. You can send it again in a minute.'],
    [authServerTexts.forgotSuccess, 'If an account with this email exists, we have sent a link to reset the password.'],
    [authServerTexts.resetSuccess, 'Password changed. Sign in with the new password.'],
    [authServerTexts.resetInvalid, 'This password reset link is invalid or has expired. Request a new one.'],
    [authServerTexts.logoutSuccess, 'You have signed out'],
    [authServerTexts.unauthorized, 'Please sign in'],
    [authServerTexts.forbidden, 'Not enough rights'],
    // Validation of the auth forms (packages/shared/src/auth/schemas.ts).
    ['Введите email', 'Enter your email'],
    ['Email слишком длинный', 'The email is too long'],
    ['Введите корректный email', 'Enter a valid email'],
    ['Введите пароль', 'Enter your password'],
    ['Введите имя', 'Enter your name'],
    ['Имя должно быть не длиннее 100 символов', 'The name must be at most 100 characters long'],
    [`Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`, `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`],
    ['Недействительный токен', 'Invalid token'],
    ['Некорректное значение', 'Invalid value'],
    // The error handler's.
    ['Некорректный JSON в теле запроса', 'The request body is not valid JSON'],
    ['Пустое тело запроса', 'The request body is empty'],
    ['Слишком большой запрос', 'The request is too large'],
    ['Неподдерживаемый тип содержимого', 'Unsupported content type'],
    ['Некорректная длина запроса', 'Invalid request length'],
    ['Хранилище файлов сейчас недоступно. Попробуйте через несколько минут.', 'File storage is unavailable right now. Try again in a few minutes.'],
    [databaseUnavailable, 'The database is unavailable right now. Try again in a few seconds.'],
    ['Запрос прерван клиентом', 'The client aborted the request'],
    ['Внутренняя ошибка сервера. Попробуйте позже.', 'Internal server error. Try again later.'],
    ['Запрос с другого сайта отклонён', 'A request from another site was refused'],
    ['Некорректный адрес запроса', 'The request address is invalid'],
    [TOO_MANY_REQUESTS, 'Too many requests from your address. Try again later.'],
    ['Вход выполнен (DEV)', 'Signed in (DEV)'],
  ],
  englishPatterns: [
    [/^Не найдено: (.+)$/s, 'Not found: $1'],
    [/^Неизвестные поля: (.+)$/s, 'Unknown fields: $1'],
  ],
  russianByEnglish: [
    [emailConfirmationTexts.emailRequired, 'Введите email.'],
    [emailConfirmationTexts.emailTooLong, 'Email слишком длинный.'],
    [emailConfirmationTexts.emailInvalid, 'Введите корректный email, например name@example.com.'],
    [emailConfirmationTexts.sendSuccess, 'Мы отправили ссылку для подтверждения на ваш email.'],
    [emailConfirmationTexts.confirmSuccess, 'Email успешно подтвержден.'],
    [emailConfirmationTexts.codeInvalid, 'Ссылка подтверждения недействительна: ею уже воспользовались, срок ее действия истек (ссылки действуют 24 часа) или она скопирована не полностью. Запросите новую ссылку.'],
    [emailConfirmationTexts.emailTaken, 'Этот адрес email уже принадлежит другому аккаунту, поэтому он не может стать адресом вашего. Ничего не изменено: подтвердите другой адрес или войдите в аккаунт, который его использует.'],
    [emailConfirmationTexts.alreadyConfirmed, 'Этот email уже подтвержден для вашего аккаунта.'],
    [emailConfirmationTexts.mailThrottled, 'Ссылка подтверждения была отправлена на этот адрес меньше минуты назад. Проверьте почту или попробуйте снова через минуту.'],
    [emailConfirmationTexts.mailFailed, 'Письмо с подтверждением сейчас не удалось отправить. Попробуйте снова через минуту.'],
  ],
  russianPatterns: [
    [/^Unknown fields: (.+)$/s, 'Неизвестные поля: $1'],
    // The unsafe input refusals (apps/server/src/plugins/unsafe-input.ts).
    [/^The field “(.+)” holds a control character \(such as NUL\); remove it and try again\.$/s, 'Поле «$1» содержит управляющий символ (например, NUL): удалите его и попробуйте снова.'],
    [/^The field “(.+)” is nested too deeply: at most (\d+) levels of arrays and objects are accepted\.$/s, 'Поле «$1» вложено слишком глубоко: допускается не больше $2 уровней массивов и объектов.'],
  ],
};
