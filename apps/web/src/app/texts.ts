/** Texts of the shell (header, redirect and error screens), quoted exactly as the spec gives them. */
export const shellTexts = {
  puzzle: '🧩',
  userLogin: 'User Login',
  logout: 'Logout',
  redirecting: 'Перенаправление...',
  routerError: 'Unexpected Application Error!',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  mainMenu: 'Основное меню',
  mobileMenu: 'Мобильное меню',
  templates: 'Templates',
  toBuilder: 'Перейти к конструктору',
  toLanding: 'Перейти на главную',
} as const;
