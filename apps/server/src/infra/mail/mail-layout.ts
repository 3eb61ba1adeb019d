import { isInterfaceLanguage, type InterfaceLanguage } from '@sitecraft/shared/i18n';
import { PRODUCT_TITLE } from '@sitecraft/shared/product';
import type { MailMessage } from './mailer.ts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

export interface MailContent {
  to: string;
  /**
   * The language the mail is written in: the HTML part says so (`<html lang>`) and the layout's own words follow it
   * (in English for a language the interface has not: a visitor's mail is in the site's language).
   */
  language: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /**
   * The button: its label in the mail, `name`, what the link is in the server's own words ("Verification link"), and
   * `fallback`, the words under it before its link, for a language the layout has no words in (a site's).
   */
  action?: { label: string; url: string; name: string; fallback?: string };
  footnote: string;
}

/** The layout's own words, under the button, in each language a mail is written in. */
const buttonFallback: Record<InterfaceLanguage, string> = {
  ru: 'Если кнопка не работает, откройте ссылку:',
  en: 'If the button does not work, open this link:',
};

/** Lays a mail out as plain text and as simple, inline-styled HTML under the product's title, in the mail's language. */
export function renderMail(content: MailContent): MailMessage {
  const subject = `${content.subject} — ${PRODUCT_TITLE}`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footnote,
    '',
    `— ${PRODUCT_TITLE}`,
  ].join('\n');
  const button = content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(content.action.fallback ?? buttonFallback[isInterfaceLanguage(content.language) ? content.language : 'en'])} <br><a href="${escapeHtml(content.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 20px">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">🧩 ${escapeHtml(PRODUCT_TITLE)}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px">
<p style="margin-top:0">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#475569;margin-bottom:0">${escapeHtml(content.footnote)}</p>
</div></div></body></html>`;
  const link = content.action && { name: content.action.name, url: content.action.url };
  return { to: content.to, subject, text, html, ...(link && { link }) };
}
