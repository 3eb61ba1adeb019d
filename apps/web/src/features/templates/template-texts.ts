export const templateTexts = {
  notFound: 'Шаблон не найден: ',
  back: 'Назад',
  backToTemplates: 'Back to templates',
  createBased: 'Create based on this template',
  openInNewTab: 'Open in new tab',
  loading: 'Loading template…',
} as const;
