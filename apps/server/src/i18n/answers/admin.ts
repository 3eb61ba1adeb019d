import { CREDIT_ADJUSTMENT_LIMIT, adminServerTexts } from '@sitecraft/shared/admin';
import type { AnswerTable } from './table.ts';

/** The admin API's answers (packages/shared/src/admin/texts.ts), written in Russian. */
export const adminAnswers: AnswerTable = {
  englishByRussian: [
    [adminServerTexts.accountNotFound, 'Account not found'],
    [adminServerTexts.generationNotFound, 'Generation not found'],
    [adminServerTexts.noResult, 'This generation has no finished archive'],
    [adminServerTexts.nothingToChange, 'Specify at least one change'],
    [adminServerTexts.cannotDemoteSelf, 'You cannot remove the administrator role from yourself'],
    [adminServerTexts.creditsAdjusted, 'Balance changed'],
    [adminServerTexts.accountUpdated, 'Account updated'],
    [adminServerTexts.notPngDataUrl, 'A PNG image is expected in the form data:image/png;base64,...'],
    // Validation of the admin requests (packages/shared/src/admin/schemas.ts).
    ['track_id состоит из шестнадцатеричных цифр и дефисов', 'A track_id consists of hexadecimal digits and hyphens'],
    ['Некорректный id аккаунта', 'Invalid account id'],
    ['Укажите тариф', 'Enter a plan'],
    ['Тариф не длиннее 32 символов', 'The plan must be at most 32 characters long'],
    ['Тариф: латинские буквы, цифры, дефис и подчеркивание', 'The plan may hold Latin letters, digits, hyphens and underscores'],
    ['Укажите целое число кредитов', 'Enter a whole number of credits'],
    [`Не больше ${CREDIT_ADJUSTMENT_LIMIT} за раз`, `At most ${CREDIT_ADJUSTMENT_LIMIT} at a time`],
    ['Количество кредитов не может быть нулем', 'The number of credits cannot be zero'],
    ['Укажите причину', 'Enter a reason'],
    ['Причина не длиннее 200 символов', 'The reason must be at most 200 characters long'],
  ],
  englishPatterns: [
    [/^Недостаточно кредитов для списания: баланс (-?\d+)$/, 'Not enough credits to deduct: the balance is $1'],
    [/^Неизвестный шаблон: (.+)$/s, 'Unknown template: $1'],
    [/^Шаблон указан дважды: (.+)$/s, 'Template listed twice: $1'],
    [/^Файл для (.+) не является PNG-изображением$/s, 'The file for $1 is not a PNG image'],
    [/^Изображение больше (\d+) КБ$/, 'The image is larger than $1 KB'],
    [/^Опубликовано превью: (\d+)\. Галерея показывает новые изображения\.$/, 'Previews published: $1. The gallery shows the new images.'],
  ],
};
