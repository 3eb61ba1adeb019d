import type { InterfaceLanguage } from '@sitecraft/shared/i18n';

/** One domain mail's words for a domain and the link to My sites. */
interface DomainMailTexts {
  subject(domain: string): string;
  greeting: string;
  paragraphs(domain: string, sitesUrl: string): string[];
  footnote: string;
}

/** In the language the owner uses the product in (their account's; Russian, the spec's, until they choose). */
export const domainMailTexts: Record<InterfaceLanguage, { takenOver: DomainMailTexts; released: DomainMailTexts }> = {
  ru: {
    takenOver: {
      subject: (domain) => `Домен ${domain} подключён к другому аккаунту`,
      greeting: 'Здравствуйте!',
      paragraphs: (domain, sitesUrl) => [
        `Другой аккаунт подтвердил домен ${domain}: в его DNS-записи _sitecraft.${domain} теперь стоит токен того аккаунта. С этого момента по адресу ${domain} открывается его сайт, а не ваш.`,
        `Если домен ваш, верните в TXT-запись _sitecraft.${domain} токен своего аккаунта и нажмите «Проверить» в разделе «Мои сайты»: ${sitesUrl}`,
      ],
      footnote: 'Домен достаётся тому аккаунту, чей токен стоит в его TXT-записи: так подключить чужой домен нельзя.',
    },
    released: {
      subject: (domain) => `Домен ${domain} отключён`,
      greeting: 'Здравствуйте!',
      paragraphs: (domain, sitesUrl) => [
        `Семь дней подряд мы не находили TXT-запись _sitecraft.${domain} с токеном вашего аккаунта, поэтому домен ${domain} отключён от вашего сайта и больше им не открывается.`,
        `Чтобы подключить его снова, верните TXT-запись и нажмите «Проверить» в разделе «Мои сайты»: ${sitesUrl}`,
      ],
      footnote: 'Мы проверяем TXT-запись подключённого домена раз в сутки: она подтверждает, что домен по-прежнему ваш.',
    },
  },
  en: {
    takenOver: {
      subject: (domain) => `The domain ${domain} is now connected to another account`,
      greeting: 'Hello,',
      paragraphs: (domain, sitesUrl) => [
        `Another account has verified the domain ${domain}: its DNS record _sitecraft.${domain} now holds that account's token. From now on, ${domain} opens that account's site, not yours.`,
        `If the domain is yours, put your own account's token back in the TXT record _sitecraft.${domain} and press "Check now" in My sites: ${sitesUrl}`,
      ],
      footnote: 'A domain goes to the account whose token its TXT record holds: that way nobody can connect a domain that is not theirs.',
    },
    released: {
      subject: (domain) => `The domain ${domain} is disconnected`,
      greeting: 'Hello,',
      paragraphs: (domain, sitesUrl) => [
        `For seven days in a row we did not find the TXT record _sitecraft.${domain} with your account's token, so the domain ${domain} has been disconnected from your site and no longer opens it.`,
        `To connect it again, put the TXT record back and press "Check now" in My sites: ${sitesUrl}`,
      ],
      footnote: 'We look at the TXT record of a connected domain once a day: it confirms that the domain is still yours.',
    },
  },
};
