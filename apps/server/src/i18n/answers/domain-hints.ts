import type { AnswerTable } from './table.ts';

const dnsHost = 'DNS-провайдера';

/**
 * The Russian of the DNS check's hints (packages/shared/src/domains/texts.ts, `domainsServerTexts.hints`), which the
 * "Check now" answer carries in `hints`; written in English. The values are domain names, addresses and DNS codes.
 */
export const domainHintAnswers: AnswerTable = {
  russianPatterns: [
    [
      /^(\S+) has AAAA \(IPv6\) records that do not point here: (.+?)\. Visitors on IPv6 reach that server instead of your site, and the certificate cannot be issued\. Delete them at your DNS host\.$/s,
      `У $1 есть записи AAAA (IPv6), которые указывают не сюда: $2. Посетители с IPv6 попадают на тот сервер, а не на ваш сайт, и сертификат не может быть выпущен. Удалите эти записи у своего ${dnsHost}.`,
    ],
    [
      /^(\S+) has A records that do not point here: (.+?)\. Delete them and add the CNAME record shown above\.$/s,
      'У $1 есть записи A, которые указывают не сюда: $2. Удалите их и добавьте запись CNAME, показанную выше.',
    ],
    [
      /^(\S+) has A records that do not point here: (.+?)\. Delete them or change them to the addresses shown above\.$/s,
      'У $1 есть записи A, которые указывают не сюда: $2. Удалите их или замените на адреса, показанные выше.',
    ],
    [/^(\S+) is a CNAME to (\S+); it must point to (\S+)\.$/, 'Запись CNAME для $1 указывает на $2, а должна указывать на $3.'],
    [
      /^(\S+) is the root of your domain and has a CNAME record\. A CNAME there breaks the domain’s mail and many DNS hosts ignore it: use the A and AAAA records shown above instead \(or your DNS host’s ALIAS \/ ANAME record\)\.$/,
      `$1 — корень вашего домена, и у него есть запись CNAME. CNAME там ломает почту домена, и многие DNS-провайдеры ее не учитывают: используйте вместо нее записи A и AAAA, показанные выше (или запись ALIAS / ANAME вашего ${dnsHost}).`,
    ],
    [
      /^(\S+) is the root of your domain and has a CNAME record\. A CNAME there breaks the domain’s mail and many DNS hosts ignore it: use an ALIAS or ANAME record instead, or have your DNS host redirect \1 to www\.\1, as shown above\.$/,
      `$1 — корень вашего домена, и у него есть запись CNAME. CNAME там ломает почту домена, и многие DNS-провайдеры ее не учитывают: используйте вместо нее запись ALIAS или ANAME либо настройте у своего ${dnsHost} переадресацию с $1 на www.$1, как показано выше.`,
    ],
    [
      /^(\S+) does not point here\. Add an ALIAS \(or ANAME\) record for \1 to (\S+) if your DNS host offers one; otherwise have your DNS host redirect \1 to www\.\1, and serve the site at www\.\1 \(below\)\.$/,
      `$1 указывает не сюда. Добавьте запись ALIAS (или ANAME) для $1 на $2, если ваш DNS-провайдер ее поддерживает; иначе настройте у своего ${dnsHost} переадресацию с $1 на www.$1 и подключите сайт на www.$1 (ниже).`,
    ],
    [
      /^The CAA records of (\S+) allow only no one to issue certificates, so Let’s Encrypt cannot give your site HTTPS\. Add a CAA record: 0 issue "letsencrypt\.org"\.$/,
      'Записи CAA домена $1 никому не разрешают выпускать сертификаты, поэтому Let’s Encrypt не может дать вашему сайту HTTPS. Добавьте запись CAA: 0 issue "letsencrypt.org".',
    ],
    [
      /^The CAA records of (\S+) allow only (.+) to issue certificates, so Let’s Encrypt cannot give your site HTTPS\. Add a CAA record: 0 issue "letsencrypt\.org"\.$/s,
      'Записи CAA домена $1 разрешают выпускать сертификаты только $2, поэтому Let’s Encrypt не может дать вашему сайту HTTPS. Добавьте запись CAA: 0 issue "letsencrypt.org".',
    ],
    [
      /^No TXT record was found at (\S+)\. Add it as shown above; a new record can take up to an hour to be seen\.$/,
      'Запись TXT для $1 не найдена. Добавьте ее, как показано выше; новая запись может стать видна не сразу, а в течение часа.',
    ],
    [
      /^The TXT record at (\S+) does not hold this account’s token\. Change its value to the one shown above\.$/,
      'Запись TXT для $1 не содержит токен этого аккаунта. Замените ее значение на показанное выше.',
    ],
    [
      /^The DNS did not answer in time about (\S+), so nothing could be checked\. DNS hosts are sometimes slow for a moment: try again in a minute\.$/,
      'DNS не успел ответить на запрос о $1, поэтому проверить ничего не удалось. DNS-серверы иногда ненадолго замедляются: попробуйте снова через минуту.',
    ],
    [
      /^The DNS answered about (\S+) with an error \((\S+)\), so nothing could be checked\. Try again in a minute; if this lasts, ask your DNS host whether your domain’s name servers work\.$/,
      `На запрос о $1 DNS ответил ошибкой ($2), поэтому проверить ничего не удалось. Попробуйте снова через минуту; если ошибка не проходит, спросите у своего ${dnsHost}, работают ли DNS-серверы вашего домена.`,
    ],
    [
      /^The DNS could not be asked about (\S+) \((\S+)\), so nothing could be checked\. Try again in a minute\.$/,
      'Не удалось отправить в DNS запрос о $1 ($2), поэтому проверить ничего не удалось. Попробуйте снова через минуту.',
    ],
    [
      /^(\S+) belongs to another account\. It moves to this account only once the TXT record above holds this account’s token; the other account will be told\.$/,
      '$1 принадлежит другому аккаунту. Он перейдет к этому аккаунту, только когда запись TXT выше будет содержать токен этого аккаунта; другой аккаунт получит уведомление.',
    ],
  ],
};
