import { HtmlValidate } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { BOOK_PAGE, BOOKING_SLOTS_END, BOOKING_SLOTS_START, bookingTexts } from '@sitecraft/shared/bookings';
import { FORM_TOKEN_PLACEHOLDER, formLanguages } from '@sitecraft/shared/forms';
import { applySiteEdits, generate, renderSite } from '../src/index.ts';
import { bookPage } from '../src/render/book-page.ts';
import { editRefusal } from './support/edit-refusal.ts';
import { fixedNow, request } from './support/requests.ts';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
const action = 'https://sitecraft.example/api/v1/forms/Qm9va2luZ0Zvcm1JZDAwMQ';
const rules = { enabled: true, slot_minutes: 45, days_ahead: 21, notice_hours: 12, time_zone: 'Europe/Rome' };
const hours = { days: (['tue', 'wed', 'sat'] as const).map((day) => ({ day, opens: '10:00', closes: day === 'sat' ? '13:00' : '18:00' })) };

// One two-language site that takes bookings: its model, re-rendered as the editor changes it.
const result = await generate(
  request({ second_site_language: 'Russian', opening_hours: hours, offers: [{ name: 'Margherita class', price: '€40' }, { name: 'Pizza party' }], bookings: rules }),
  { now: fixedNow, formAction: () => Promise.resolve(action) },
);
const site = result.sites[0]!;
const page = (file: string) => String(site.files.get(file));

describe('the Book page of a site taking booking requests', () => {
  test('is a plain form in each language posting to the booking endpoint, with the offers, a day and the opening times, and no script', async () => {
    expect(site.model.business.bookings).toEqual(rules);
    for (const [file, lang] of [[BOOK_PAGE, 'en'], [`ru/${BOOK_PAGE}`, 'ru']] as const) {
      const book = page(file);
      const texts = bookingTexts[lang];
      expect(book, file).toContain(`<form class="book_form" method="post" action="${action}/booking">`);
      expect(book, file).toContain(`<h1>${texts.title}</h1>`);
      const names = [...book.matchAll(/<(?:input|textarea|select)[^>]*name="(\w+)"/g)].map((match) => match[1]).sort();
      expect(names, file).toEqual(['contact', 'day', 'lang', 'name', 'note', 'offer', 'page', 'time', 'token', 'website']);
      expect(book, file).toContain(`value="${FORM_TOKEN_PLACEHOLDER}"`);
      expect(book, file).toContain('<option>Margherita class</option><option>Pizza party</option>');
      // 45-minute slots from 10:00: the last one that ends by 18:00 starts at 16:45; Saturday's hours add none.
      const times = [...book.matchAll(/<option>(\d\d:\d\d)<\/option>/g)].map((match) => match[1]);
      expect(times[0]).toBe('10:00');
      expect(times.at(-1)).toBe('16:45');
      expect(times).toContain('12:15');
      expect(book, file).toContain(texts.zone('Europe/Rome'));
      expect(book).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
      const config = JSON.parse(book.slice(book.indexOf(BOOKING_SLOTS_START) + BOOKING_SLOTS_START.length, book.indexOf(' -->', book.indexOf(BOOKING_SLOTS_START))));
      expect(config).toEqual({ lang, zone: 'Europe/Rome', minutes: 45, daysAhead: 21, noticeHours: 12, days: hours.days });
      expect(book.indexOf(BOOKING_SLOTS_END)).toBeGreaterThan(book.indexOf('name="time"'));
      const report = await validator.validateString(book);
      expect(report.valid ? [] : report.results.flatMap((each) => each.messages.map((message) => `${message.ruleId}: ${message.message}`)), file).toEqual([]);
    }
    expect(page(`ru/${BOOK_PAGE}`)).toContain('Записаться');
  });

  test('is linked from every menu, and the calls to action that led to the contact page lead to it', () => {
    for (const [file, content] of site.files) {
      if (!file.endsWith('.html') || file.includes('thank-you')) continue;
      expect(String(content), file).toMatch(/<a href="book\.html"[^>]*>(Book|Запись)<\/a>/);
    }
    const contactLinks = [...page('index.html').matchAll(/<a class="ui_btn[^"]*" href="contact\.html"/g)];
    expect(contactLinks).toHaveLength(0);
    expect(page('index.html')).toMatch(/<a class="ui_btn[^"]*" href="book\.html">Book a time<\/a>/);
  });

  test('names the Book page in the footer menu, and the thank-you page thanks for a request (#booking-sent) in each language', () => {
    for (const [file, lang] of [['thank-you.html', 'en'], ['ru/thank-you.html', 'ru']] as const) {
      const thanks = page(file);
      const footer = thanks.slice(thanks.indexOf('<footer'));
      expect(footer, file).toMatch(/<a href="book\.html"[^>]*>(Book|Запись)<\/a>/);
      expect(thanks, file).toContain(`<span class="thankYou_standard_bookedTitle">${bookingTexts[lang].sentTitle}</span>`);
      expect(thanks, file).toMatch(new RegExp(`<div class="thankYou_standard_booked" id="booking-sent"><p class="ui_lead thankYou_standard_text">${bookingTexts[lang].sent}</p>`));
    }
    // Shown only when the booking endpoint sends the visitor back there, in place of the contact form's thanks.
    expect(page('thank-you.html')).toContain('.thankYou_standard_booked:target { display: block; }');
  });

  test('has the privacy policy say what a booking request keeps, in each language', () => {
    const privacy = (edition: number) => site.model.editions[edition]!.pages.find((each) => each.key === 'privacy')!.file;
    expect(page(privacy(0))).toContain(bookingTexts.en.privacy);
    expect(page(privacy(1))).toContain(bookingTexts.ru.privacy);
    expect(page(privacy(1))).toContain(bookingTexts.ru.privacyHeading);
  });

  test('goes when the editor turns bookings off, and cannot be turned on for a business without opening days', () => {
    const off = applySiteEdits(site.model, [{ op: 'bookings', bookings: { ...rules, enabled: false } }]);
    expect(off.summary).toBe('Turned booking requests off');
    const files = renderSite(off.model);
    expect(files.has(BOOK_PAGE)).toBe(false);
    expect(String(files.get('index.html'))).not.toContain('book.html');
    // The Book page alone, rendered from the changed models (a whole site's rendering costs a second).
    const changed = applySiteEdits(site.model, [{ op: 'bookings', bookings: { ...rules, slot_minutes: 60 } }]);
    expect(bookPage(changed.model, changed.model.editions[0]!)?.html).toContain('"minutes":60');
    const closed = applySiteEdits(site.model, [{ op: 'hours', hours: { note: 'By appointment' } }]).model;
    expect(bookPage(closed, closed.editions[0]!)).toBeUndefined();
    expect(editRefusal(closed, [{ op: 'bookings', bookings: rules }])).toContain('need opening hours');
  });


  test('shows none of the site’s stop words, in the page or the menu that leads to it', () => {
    const strict = { ...site.model, stopWords: [...site.model.stopWords, 'book', 'appointment', 'request'] };
    const book = bookPage(strict, strict.editions[0]!)!.html;
    const text = book.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ');
    expect(text).not.toMatch(/\b(book|appointment|request)\b/i);
    expect(book).toContain(`action="${action}/booking"`);
  });
});

describe('the booking texts', () => {
  test('every language of the contact form has them all, the zone, names and times in their place', () => {
    for (const code of formLanguages) {
      const texts = bookingTexts[code];
      for (const [key, value] of Object.entries(texts)) if (typeof value === 'string') expect(value.trim(), `${code}.${key}`).not.toBe('');
      for (const value of Object.values(texts.problems)) expect(value.trim(), code).not.toBe('');
      expect(texts.zone('Europe/London'), code).toContain('Europe/London');
      expect(texts.mail.greeting('Maria'), code).toContain('Maria');
      for (const write of [texts.mail.received, texts.mail.confirmed, texts.mail.declined]) expect(write('Monday 10:00'), code).toContain('Monday 10:00');
      for (const write of [texts.mail.receivedSubject, texts.mail.confirmedSubject, texts.mail.declinedSubject]) expect(write('Waggy Tails'), code).toContain('Waggy Tails');
    }
  });
});
