import { describe, expect, it } from 'vitest';
import { versionSummaryIn } from '../../src/i18n/version-summaries.ts';

// Every kind of change the engine's edits write in a version's summary (packages/sitegen/src/edit).
const summaries: [english: string, russian: string][] = [
  ['Edited a text on index.html ×2; hid a faq section on about.html', 'Изменен текст на index.html ×2; скрыт раздел «Вопросы и ответы» на about.html'],
  ['Edited a text on the menu; edited a text on the footer', 'Изменен текст в меню; изменен текст в подвале'],
  ['Replaced a picture on index.html; replaced the logo', 'Заменена картинка на index.html; заменен логотип'],
  ['Changed the business’s phone number on every page', 'Изменено: телефон на всех страницах'],
  ['Took the business’s email address off every page', 'Убрано: email со всех страниц'],
  ['Changed the opening hours on every page; took the founding year off every page', 'Изменено: часы работы на всех страницах; убрано: год основания со всех страниц'],
  ['Set the offers (3) on every page; set the reviews (2) on every page', 'Предложения (3) заданы на всех страницах; отзывы (2) заданы на всех страницах'],
  ['Changed the ways to pay on every page; took the areas served off every page', 'Изменено: способы оплаты на всех страницах; убрано: районы работы со всех страниц'],
  ['Turned booking requests on; changed the booking rules', 'Запись включена; изменены правила записи'],
  ['Took the look of Harbor Legal; took the colours of Nova Arena', 'Взят облик шаблона Harbor Legal; взяты цвета шаблона Nova Arena'],
  ['Moved a blogTeaser section on index.html; restyled a hero section on index.html; duplicated a cta section on about.html; showed a faq section on faq.html', 'Перемещен раздел «Последние статьи» на index.html; изменен вид раздела «Первый экран» на index.html; повторен раздел «Призыв к действию» на about.html; показан раздел «Вопросы и ответы» на faq.html'],
  ['Restored version 3', 'Восстановлена версия 3'],
  ['Generated', 'Сгенерирована'],
];

describe("a version's summary in the reader's language", () => {
  it.each(summaries)('%s', (english, russian) => {
    expect(versionSummaryIn('ru', english).replaceAll('ё', 'е')).toBe(russian);
    expect(versionSummaryIn('en', english)).toBe(english);
    expect(versionSummaryIn(undefined, english)).toBe(english);
  });

  it('leaves a summary with a change it cannot read as written, rather than half translated', () => {
    expect(versionSummaryIn('ru', 'Edited a text on index.html; painted the moon')).toBe('Edited a text on index.html; painted the moon');
  });
});
