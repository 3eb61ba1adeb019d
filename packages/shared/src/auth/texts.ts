/** Texts of the account screens, quoted exactly as the product spec gives them. */
export const authTexts = {
  loginTitle: 'Вход в систему',
  loginSubmitting: 'Входим...',
  loginDefaultError: 'Ошибка входа',
  registerDefaultError: 'Ошибка регистрации',
  registerSuccess: 'Регистрация успешна! Проверьте email для подтверждения аккаунта.',
  genericErrorPrefix: 'Произошла ошибка: ',
  resendLink: 'Не получили письмо подтверждения?',
  resendSubmit: 'Отправить письмо',
  resendSuccess: 'Письмо с подтверждением отправлено! Проверьте ваш email.',
  resendError: 'Произошла ошибка при отправке письма',
  resendRetryError: 'Произошла ошибка. Попробуйте еще раз.',
  resendEmptyEmail: 'Пожалуйста, введите email',
  verifyError: 'Произошла ошибка при подтверждении email',
  verifyRetryError: 'Произошла ошибка при подтверждении email. Попробуйте еще раз.',
  verifyMissingToken: 'Отсутствует токен верификации',
  verifiedLoginMessage: 'Email подтвержден! Теперь вы можете войти в систему.',
  loginNow: 'Войти сейчас',
  passwordsDiffer: 'Пароли не совпадают',
  passwordTooShort: 'Пароль должен содержать минимум 6 символов',
  devLogin: 'Войти без авторизации (DEV)',
} as const;

/** Server answers of the auth API. The spec leaves their wording open; they are Russian like the screens. */
export const authServerTexts = {
  loginSuccess: 'Вход выполнен успешно',
  invalidCredentials: 'Неверный email или пароль',
  tooManyAttempts: 'Слишком много неудачных попыток входа. Попробуйте позже.',
  verifySuccess: 'Email успешно подтвержден!',
  verifyInvalid: 'Ссылка подтверждения недействительна или устарела. Запросите новое письмо.',
  mailThrottled: 'Письмо уже отправлено. Повторная отправка возможна через минуту.',
  forgotSuccess: 'Если аккаунт с этим email существует, мы отправили ссылку для сброса пароля.',
  resetSuccess: 'Пароль изменен. Войдите с новым паролем.',
  resetInvalid: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.',
  logoutSuccess: 'Вы вышли из системы',
  unauthorized: 'Требуется вход в систему',
  forbidden: 'Недостаточно прав',
} as const;
