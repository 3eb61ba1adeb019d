import type { AnswerTable } from './table.ts';

/** The Russian names of the languages whose commonest words cannot be stop words (packages/shared/src/generation/common-words.ts). */
const languageNames: ReadonlyArray<readonly [english: string, russian: string]> = [
  ['English', 'английского'],
  ['German', 'немецкого'],
  ['Russian', 'русского'],
];

/**
 * The validation of a generation request (packages/shared/src/generation: request-schema.ts, business-facts.ts,
 * domains.ts, and the booking rules of packages/shared/src/bookings/booking-rules.ts), written in English. Field names
 * stay as the API spells them.
 */
export const generationRequestAnswers: AnswerTable = {
  russianByEnglish: [
    // request-schema.ts
    ['features (the style description) must be text.', 'Поле features (описание стиля) должно быть текстом.'],
    ['features (the style description) must be at most 2000 characters long.', 'Поле features (описание стиля) должно быть не длиннее 2000 символов.'],
    ['edit_after_generation must be "true" or "false".', 'Поле edit_after_generation должно быть "true" или "false".'],
    ['site_count must be a number from 1 to 10.', 'Поле site_count должно быть числом от 1 до 10.'],
    ['file_extension must be HTML or PHP.', 'Поле file_extension должно быть HTML или PHP.'],
    [
      'rename_index must be a file name of letters, digits, hyphens and underscores, without an extension (for example "index" or "home").',
      'Поле rename_index должно быть именем файла из латинских букв, цифр, дефисов и подчеркиваний, без расширения (например, "index" или "home").',
    ],
    [
      'rename_index may not be the name of another page (products, services, about, contact, blog, privacy, 404 and similar).',
      'Поле rename_index не может быть именем другой страницы (products, services, about, contact, blog, privacy, 404 и подобных).',
    ],
    ['baseTemplate must be the file name of a template of the gallery (for example "1.html").', 'Поле baseTemplate должно быть именем файла шаблона из галереи (например, "1.html").'],
    ['domain_name is required.', 'Заполните поле domain_name.'],
    ['track_id must be a UUID.', 'Поле track_id должно быть UUID.'],
    // domains.ts
    ['A domain name is empty.', 'Одно из доменных имен пустое.'],
    // business-facts.ts
    ['Each offer needs a name.', 'У каждого предложения должно быть название.'],
    ['An offer’s name must be at most 100 characters long.', 'Название предложения должно быть не длиннее 100 символов.'],
    ['An offer’s price must be text, such as “£35” or “from 20 €”.', 'Цена предложения должна быть текстом, например «£35» или «от 20 €».'],
    ['An offer’s price must be at most 40 characters long.', 'Цена предложения должна быть не длиннее 40 символов.'],
    ['Opening times are written as HH:MM, from 00:00 to 23:59.', 'Время открытия пишется как ЧЧ:ММ, от 00:00 до 23:59.'],
    ['Closing times are written as HH:MM, from 00:00 to 23:59.', 'Время закрытия пишется как ЧЧ:ММ, от 00:00 до 23:59.'],
    ['A day’s closing time must come after its opening time.', 'Время закрытия должно быть позже времени открытия в тот же день.'],
    ['The opening hours note must be text.', 'Примечание к часам работы должно быть текстом.'],
    ['The opening hours note must be at most 120 characters long.', 'Примечание к часам работы должно быть не длиннее 120 символов.'],
    ['Each weekday may appear once in the opening hours.', 'Каждый день недели может встречаться в часах работы только один раз.'],
    ['Opening hours need at least one day or a note.', 'В часах работы нужен хотя бы один день или примечание.'],
    ['Each review needs the customer’s words.', 'В каждом отзыве должны быть слова клиента.'],
    ['A review’s words must be at least 10 characters long.', 'Текст отзыва должен быть не короче 10 символов.'],
    ['A review’s words must be at most 600 characters long.', 'Текст отзыва должен быть не длиннее 600 символов.'],
    ['A reviewer’s name must be text.', 'Имя автора отзыва должно быть текстом.'],
    ['A reviewer’s name must be at most 60 characters long.', 'Имя автора отзыва должно быть не длиннее 60 символов.'],
    ['Where a review was given must be text.', 'Место, где оставлен отзыв, должно быть текстом.'],
    ['Where a review was given must be at most 60 characters long.', 'Место, где оставлен отзыв, должно быть не длиннее 60 символов.'],
    ['Each area served must be text.', 'Каждый район обслуживания должен быть текстом.'],
    ['An area served cannot be empty.', 'Район обслуживания не может быть пустым.'],
    ['An area served must be at most 80 characters long.', 'Район обслуживания должен быть не длиннее 80 символов.'],
    ['areas_served must be a list of places.', 'Поле areas_served должно быть списком мест.'],
    ['areas_served may list at most 12 places.', 'В поле areas_served можно указать не больше 12 мест.'],
    ['Each payment method must be text.', 'Каждый способ оплаты должен быть текстом.'],
    ['A payment method cannot be empty.', 'Способ оплаты не может быть пустым.'],
    ['A payment method must be at most 40 characters long.', 'Способ оплаты должен быть не длиннее 40 символов.'],
    ['payment_methods must be a list of ways to pay.', 'Поле payment_methods должно быть списком способов оплаты.'],
    ['payment_methods may list at most 10 ways to pay.', 'В поле payment_methods можно указать не больше 10 способов оплаты.'],
    ['year_founded must be a year, such as 1998.', 'Поле year_founded должно быть годом, например 1998.'],
    ['year_founded must be 1800 or later.', 'Поле year_founded должно быть не раньше 1800.'],
    ['year_founded cannot be in the future.', 'Поле year_founded не может быть в будущем.'],
    ['offers must be a list of { name, price }.', 'Поле offers должно быть списком { name, price }.'],
    ['contact_email must be an email address, such as hello@example.com.', 'Поле contact_email должно быть адресом email, например hello@example.com.'],
    ['reviews must be a list of { quote, name, source }.', 'Поле reviews должно быть списком { quote, name, source }.'],
    // booking-rules.ts
    ['enabled must be true or false.', 'Поле enabled должно быть true или false.'],
    ['slot_minutes must be a number of minutes.', 'Поле slot_minutes должно быть числом минут.'],
    ['slot_minutes must be a whole number of minutes.', 'Поле slot_minutes должно быть целым числом минут.'],
    ['A slot must last at least 10 minutes.', 'Слот должен длиться не меньше 10 минут.'],
    ['A slot can last at most 480 minutes (8 hours).', 'Слот может длиться не больше 480 минут (8 часов).'],
    ['days_ahead must be a number of days.', 'Поле days_ahead должно быть числом дней.'],
    ['days_ahead must be a whole number of days.', 'Поле days_ahead должно быть целым числом дней.'],
    ['Bookings must be open at least 1 day ahead.', 'Запись должна быть открыта хотя бы на 1 день вперед.'],
    ['Bookings can be open at most 180 days ahead.', 'Запись может быть открыта не больше чем на 180 дней вперед.'],
    ['notice_hours must be a number of hours.', 'Поле notice_hours должно быть числом часов.'],
    ['notice_hours must be a whole number of hours.', 'Поле notice_hours должно быть целым числом часов.'],
    ['The minimum notice cannot be negative.', 'Минимальный срок предупреждения не может быть отрицательным.'],
    ['The minimum notice can be at most 336 hours (two weeks).', 'Минимальный срок предупреждения может быть не больше 336 часов (двух недель).'],
    ['time_zone must be a time zone such as Europe/London.', 'Поле time_zone должно быть часовым поясом, например Europe/London.'],
    ['offer_minutes maps an offer’s name to its length in minutes.', 'Поле offer_minutes сопоставляет названию предложения его длительность в минутах.'],
  ],
  russianPatterns: [
    // request-schema.ts: the cross-field checks.
    [
      /^domain_name must hold exactly (\d+) comma-separated domains? \(site_count\), but it holds (\d+)\.$/,
      'Число доменов через запятую в поле domain_name должно быть равно site_count ($1), а указано $2.',
    ],
    [/^The domain “(.+)” is listed twice\.$/s, 'Домен «$1» указан дважды.'],
    [/^Keywords: (\d+) are listed; use at most (\d+)\.$/, 'Ключевые слова: указано $1, а можно не больше $2.'],
    [/^Keywords: “(.+)” is (\d+) characters long; keep each keyword to (\d+) characters\.$/s, 'Ключевые слова: в «$1» $2 симв., а каждое ключевое слово должно быть не длиннее $3 символов.'],
    [/^Keywords: “(.+)” holds no letter or digit; write each keyword in the words people search for\.$/s, 'Ключевые слова: в «$1» нет ни буквы, ни цифры. Пишите каждое ключевое слово теми словами, которыми люди ищут.'],
    [/^Each stop word must be at most (\d+) characters long\.$/, 'Каждое стоп-слово должно быть не длиннее $1 символов.'],
    ...languageNames.map(
      ([english, russian]) =>
        [
          new RegExp(`^The stop word “(.+)” is one of the commonest words of ${english}: no text can be written without it\\. Remove it from the stop words\\.$`, 's'),
          `Стоп-слово «$1» — одно из самых частых слов ${russian} языка: без него не написать ни одного текста. Уберите его из стоп-слов.`,
        ] as const,
    ),
    [/^The stop word “(.+)” holds no letter; stop words must be words, not numbers or symbols\.$/s, 'В стоп-слове «$1» нет ни одной буквы: стоп-слова должны быть словами, а не числами или символами.'],
    [/^The stop word “(.+)” is part of the domain “(.+)”; remove it from the stop words or change the domain\.$/s, 'Стоп-слово «$1» входит в домен «$2». Уберите его из стоп-слов или измените домен.'],
    [
      /^The stop word “(.+)” is part of the home page's file name \(rename_index “(.+)”\); choose another name for the home page or remove the stop word\.$/s,
      'Стоп-слово «$1» входит в имя файла главной страницы (rename_index «$2»). Выберите другое имя для главной страницы или уберите стоп-слово.',
    ],
    // domains.ts: a domain's checks, the domain quoted.
    [
      /^The domain “(.+)” is refused: a domain may hold only letters, digits, hyphens and dots \(no slashes, spaces, “\.\.” or other symbols\)\.$/s,
      'Домен «$1» не принят: в домене могут быть только буквы, цифры, дефисы и точки (без косых черт, пробелов, «..» и других символов).',
    ],
    [/^The domain “(.+)” needs a dot and an ending such as \.com or \.рф\.$/s, 'В домене «$1» нужны точка и окончание, например .com или .рф.'],
    [/^A part of the domain “(.+)” is longer than 63 characters\.$/s, 'Часть домена «$1» длиннее 63 символов.'],
    [/^The domain “(.+)” has a part that starts or ends with a hyphen or holds other symbols\.$/s, 'В домене «$1» есть часть, которая начинается или заканчивается дефисом или содержит другие символы.'],
    [/^“(.+)” looks like an IP address; enter a domain name instead\.$/s, '«$1» похож на IP-адрес; укажите вместо него доменное имя.'],
    [/^The domain “(.+)” is not a valid host name\.$/s, 'Домен «$1» не является допустимым именем хоста.'],
    [/^The domain “(.+)” is longer than 253 characters\.$/s, 'Домен «$1» длиннее 253 символов.'],
    // business-facts.ts
    [/^Each day of the opening hours must be one of ([a-z, ]+)\.$/, 'Каждый день в часах работы должен быть одним из: $1.'],
    [/^offers may list at most (\d+) offers\.$/, 'В поле offers можно указать не больше $1 предложений.'],
    [/^reviews may list at most (\d+) reviews\.$/, 'В поле reviews можно указать не больше $1 отзывов.'],
    // Any field's text checks (request-schema.ts's text(), business-facts.ts's business_name): after the specific ones.
    [/^([A-Za-z_]+) must be text\.$/, 'Поле $1 должно быть текстом.'],
    [/^([A-Za-z_]+) must be at most (\d+) characters long\.$/, 'Поле $1 должно быть не длиннее $2 символов.'],
  ],
};
