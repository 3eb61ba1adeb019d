/** Answers of the admin API. The spec leaves their wording open; they are Russian like the screens. */
export const adminServerTexts = {
  accountNotFound: 'Аккаунт не найден',
  generationNotFound: 'Генерация не найдена',
  noResult: 'У этой генерации нет готового архива',
  nothingToChange: 'Укажите хотя бы одно изменение',
  cannotDemoteSelf: 'Нельзя снять роль администратора с самого себя',
  notEnoughCredits: (balance: number) => `Недостаточно кредитов для списания: баланс ${balance}`,
  creditsAdjusted: 'Баланс изменен',
  accountUpdated: 'Аккаунт обновлен',
  unknownTemplate: (name: string) => `Неизвестный шаблон: ${name}`,
  duplicateTemplate: (name: string) => `Шаблон указан дважды: ${name}`,
  notPng: (name: string) => `Файл для ${name} не является PNG-изображением`,
  pngTooLarge: (limitKb: number) => `Изображение больше ${limitKb} КБ`,
  notPngDataUrl: 'Ожидается изображение PNG в формате data:image/png;base64,...',
  previewsPublished: (count: number) => `Опубликовано превью: ${count}. Галерея показывает новые изображения.`,
} as const;
