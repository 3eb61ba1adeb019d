import { bookingsServerTexts } from '@sitecraft/shared/bookings';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import { formsServerTexts } from '@sitecraft/shared/forms';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import { statsServerTexts } from '@sitecraft/shared/site-stats';
import type { AnswerTable } from './table.ts';

const notYourSite = 'Такого сайта нет, или он вам не принадлежит.';

/** The answers about My sites: sites and publishing, own domains, statistics, inbox and forms, bookings; written in English. */
export const sitesAnswers: AnswerTable = {
  russianByEnglish: [
    // packages/shared/src/sites/texts.ts
    [sitesServerTexts.notFound, notYourSite],
    [sitesServerTexts.stillRunning, 'Этот сайт еще генерируется. Удалите его, когда генерация завершится или прервется.'],
    [sitesServerTexts.notReady, 'Опубликовать можно только готовый сайт.'],
    [sitesServerTexts.hostNotFound, 'В этой генерации нет сайта для этого домена.'],
    [
      sitesServerTexts.phpNeedsHost,
      'Сайты на PHP обрабатывают форму обратной связи на PHP-сервере, поэтому здесь их опубликовать нельзя. Скачайте ZIP-архив и загрузите его на хостинг с PHP 8.1 или новее.',
    ],
    [sitesServerTexts.publicationNotFound, 'По этому адресу сайт не опубликован.'],
    [sitesServerTexts.badPath, 'Этот адрес недопустим.'],
    [
      sitesServerTexts.notEditable,
      'Этот сайт сгенерирован без возможности редактирования (редактирование после генерации было выключено), поэтому в нем нечего редактировать и нет версий.',
    ],
    [sitesServerTexts.versionNotFound, 'У этого сайта нет такой версии.'],
    [sitesServerTexts.versionConflict, 'Тем временем этот сайт сохранили в другом месте (в другой вкладке?). Обновите страницу, чтобы редактировать последнюю версию.'],
    [sitesServerTexts.generatedVersion, 'Сгенерирована'],
    [sitesServerTexts.uploadType, 'Загрузите изображение JPEG, PNG или WebP. Другие файлы, в том числе SVG, не принимаются.'],
    [sitesServerTexts.uploadTooLarge, 'Изображение больше 10 МБ. Загрузите изображение поменьше (фото с телефона обычно весит от 2 до 5 МБ).'],
    [sitesServerTexts.uploadPixels, 'В изображении больше 40 мегапикселей. Загрузите изображение поменьше.'],
    [sitesServerTexts.uploadUnreadable, 'Этот файл не удается прочитать как изображение. Загрузите изображение JPEG, PNG или WebP.'],
    [sitesServerTexts.uploadMissing, 'Загрузите изображение еще раз: его нет среди загрузок этого сайта.'],
    [sitesServerTexts.uploadsBusy, 'Сейчас загружается много изображений. Загрузите свое еще раз через несколько секунд.'],
    [sitesServerTexts.wordingFailed, 'Сейчас не удалось заново написать тексты. Попробуйте еще раз чуть позже или отредактируйте их вручную.'],
    // packages/shared/src/domains/texts.ts (its hints are answered in `hints`, which is not translated yet)
    [domainsServerTexts.siteNotFound, notYourSite],
    [
      domainsServerTexts.phpSite,
      'Сайты на PHP здесь не обслуживаются, поэтому к ним нельзя подключить свой домен. Скачайте ZIP-архив и загрузите его на хостинг с PHP 8.1 или новее.',
    ],
    [domainsServerTexts.badDomain, 'Домен этого сайта нельзя использовать как свой домен.'],
    [domainsServerTexts.noBinding, 'Этот сайт не использует свой домен.'],
    [domainsServerTexts.notAllowed, 'На этом домене нет ни одного сайта.'],
    // packages/shared/src/site-stats/texts.ts, packages/shared/src/forms/texts.ts
    [statsServerTexts.siteNotFound, notYourSite],
    [formsServerTexts.siteNotFound, notYourSite],
    [formsServerTexts.messageNotFound, 'Такого сообщения нет, или оно вам не принадлежит.'],
    [formsServerTexts.webhookNotSet, 'У этого сайта нет вебхука.'],
    // Validation of the inbox and form settings (packages/shared/src/forms/schemas.ts).
    ['Send read, folder or both.', 'Передайте read, folder или оба поля.'],
    ['Send allowed: true or false.', 'Передайте allowed: true или false.'],
    ['The webhook must be an http:// or https:// address.', 'Вебхук должен быть адресом http:// или https://.'],
    ['The webhook address must be at most 2000 characters long.', 'Адрес вебхука должен быть не длиннее 2000 символов.'],
    // packages/shared/src/bookings/owner-bookings.ts
    [bookingsServerTexts.notFound, 'Такого бронирования нет, или оно вам не принадлежит.'],
    [
      bookingsServerTexts.slotTaken,
      'Это время уже занято другим принятым бронированием, поэтому эту заявку принять нельзя. Отклоните ее или попросите посетителя выбрать другое время.',
    ],
    [bookingsServerTexts.notWaiting, 'По этой заявке уже принято решение.'],
    [bookingsServerTexts.notAccepted, 'Отменить можно только принятое бронирование.'],
    [bookingsServerTexts.notRequested, 'Другое время можно предложить только по заявке, которая ждет вашего решения.'],
    [bookingsServerTexts.slotNotFree, 'Это время уже не свободно (или не подходит по правилам записи сайта). Выберите другое.'],
    ['Choose a day and time.', 'Выберите день и время.'],
    ['The note must be text.', 'Примечание должно быть текстом.'],
    ['The note may be at most 1,000 characters long.', 'Примечание может быть не длиннее 1000 символов.'],
  ],
  russianPatterns: [
    // The strict bodies of packages/shared/src/{sites,forms}/schemas.ts.
    [/^Unknown field: (.+)\.$/s, 'Неизвестное поле: $1.'],
    [/^Restored version (\d+)$/, 'Восстановлена версия $1'],
    [
      /^This domain was already checked (\d+) times in the last minute\. Try again in (\d+) seconds?: new DNS records can take a while to be seen anyway\.$/,
      'Проверок этого домена за последнюю минуту: $1. Попробуйте снова через $2 с: новые DNS-записи в любом случае становятся видны не сразу.',
    ],
  ],
};

