import { proMessagesTexts } from '@sitecraft/shared/pro-messages';
import type { AnswerTable } from './table.ts';

/** The pro message API's answers (packages/shared/src/pro-messages), written in English. */
export const proMessagesAnswers: AnswerTable = {
  russianByEnglish: [
    [proMessagesTexts.proOnly, 'Сообщения доступны только для pro-аккаунтов.'],
    [proMessagesTexts.typeRequired, 'Укажите тип сообщения, например «Акция».'],
    [proMessagesTexts.typeTooLong, 'Тип сообщения должен быть не длиннее 60 символов.'],
    [proMessagesTexts.messageRequired, 'Напишите сообщение.'],
    [proMessagesTexts.messageTooLong, 'Сообщение должно быть не длиннее 4000 символов.'],
  ],
};
