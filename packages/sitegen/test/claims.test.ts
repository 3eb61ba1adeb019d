import { describe, expect, test } from 'vitest';
import { recounted, listCount } from '../src/compose/article-counts.ts';
import { claimKinds, claimsIn, unsupportedClaims, type ClaimKind, type OwnerFacts } from '../src/quality/claims.ts';

/** Per class of the catalogue: sentences that state such a claim, in English and Russian (and a German one where cheap). */
const stated: Record<ClaimKind, { en: string[]; ru: string[]; de?: string[] }> = {
  response_time: {
    en: [
      'We answer every message within 24 hours.', '24 h to answer every message', 'Calls and emails are answered within one working day.', 'Write to the editors, and we will reply within a few days.',
      'Questions are answered by the same small team that packs your order, usually on the same day.',
    ],
    ru: ['Отвечаем на каждое сообщение в течение одного рабочего дня.', 'Перезвоним в течение 15 минут.', 'Напишите в редакцию, и мы ответим в течение нескольких дней.', 'На звонки отвечаем в тот же рабочий день.'],
    de: ['Wir antworten innerhalb von 24 Stunden.'],
  },
  turnaround: {
    en: [
      'Same-day delivery across London.', 'Orders are dispatched within two working days.', 'Urgent cases are seen the same day.', 'Parcels are delivered the next working day.', 'Within a week you receive a written proposal.',
      'Most results are ready within one to two working days.', 'Digital keys arrive by email within minutes.', 'We give a two-hour arrival window.', 'Help with toothache the same day',
    ],
    ru: ['Доставим по городу в тот же день.', 'Портретные галереи готовы в течение двух недель.', 'В течение недели присылаем письменное предложение.', 'Цифровые ключи приходят на почту за несколько минут.', 'Острая боль — в тот же день'],
  },
  guarantee: { en: ['Every repair comes with a 12-month guarantee.', 'Money-back if you are not happy.'], ru: ['Гарантия на все работы — год.'], de: ['Wir geben zwei Jahre Garantie.'] },
  deposit: { en: ['A 50% deposit secures your date.', 'Full prepayment is required.'], ru: ['Предоплата в половину суммы закрепляет дату.', 'Задаток возвращается при отмене.'] },
  years: {
    en: ['Family-run since 1998.', 'With 20 years of experience in the trade.', 'We have been baking for over thirty years.'],
    ru: ['Работаем с 1998 года.', 'Более 20 лет опыта в профессии.'],
    de: ['Seit 1998 in Berlin.'],
  },
  count: {
    en: ['Over 500 happy clients.', 'Group walks take no more than four dogs.', '4 clear steps, start to finish', '98% of our clients come back.'],
    ru: ['Более 500 довольных клиентов.', 'В группе не больше четырёх собак.', '4 понятных шага от начала до конца'],
  },
  free: { en: ['Book a free consultation.', 'Delivery is free of charge.'], ru: ['Бесплатная консультация для новых клиентов.', 'Доставка бесплатно.'], de: ['Die Beratung ist kostenlos.'] },
  superlative: { en: ['The best pizza in town.', 'The number one groomer in Bristol.', 'Top-rated by locals.'], ru: ['Лучшая пицца в городе.', 'Мы — №1 в Казани.'] },
  certification: {
    en: ['Fully insured and DBS-checked walkers.', 'Award-winning bakers.', 'Our certified electricians do the work.'],
    ru: ['Лицензированная клиника.', 'Наши сертифицированные мастера.', 'Победители конкурса 2023 года.'],
  },
  policy: {
    en: [
      'We never sedate.', 'Photos after every visit.', 'We reply to every enquiry in person.', 'No hidden fees.', 'Returns within 14 days', 'Please give at least 24 hours’ notice.',
      'Late cancellations may be charged.', 'Classes can be cancelled up to two hours before they start.', 'Priced per night, for a minimum of two nights.', 'Charged by the hour, with a one-hour minimum.', 'We’ll keep your size aside for 48 hours.', 'For a yearly fee of around 1% of the amount invested.',
    ],
    ru: ['Мы никогда не используем седацию.', 'Фото после каждого визита.', 'Мы лично отвечаем на каждое обращение.', 'Обмен в течение 14 дней', 'Отменить можно с предупреждением за месяц.', 'Отмена — не позже чем за два часа до начала.', 'Минимальный визит — два часа.', 'Мы отложим ваш размер на 48 часов.', 'Сопровождаем портфель за годовое вознаграждение около 1% от суммы.'],
  },
  hours: { en: ['Open on Saturdays from 9.', 'Open 24/7 for emergencies.'], ru: ['Работаем без выходных.', 'Работаем по субботам.'] },
  review: { en: ['“Best groomers in Bristol!” — Anna K.', 'Our clients say we are the friendliest team in town.'], ru: ['«Лучший груминг в городе!» — Анна К.', 'Клиенты говорят, что у нас уютно.'] },
};

const kindsIn = (text: string, language: string) => claimsIn(text, language).map((claim) => claim.kind);

describe('the claims catalogue', () => {
  test('has a class for every kind of promise, policy or figure the issue names', () => {
    expect(Object.keys(stated).sort()).toEqual([...claimKinds].sort());
  });

  describe.each(claimKinds)('%s', (kind) => {
    test('is found in English and Russian (and German where it has rules)', () => {
      const cases = stated[kind];
      for (const [language, sentences] of Object.entries(cases)) for (const sentence of sentences) expect(kindsIn(sentence, language), sentence).toContain(kind);
    });

    test('is allowed where the owner’s facts state it', () => {
      const cases = stated[kind];
      for (const [language, sentences] of Object.entries(cases)) {
        for (const sentence of sentences) expect(unsupportedClaims(sentence, language, { description: sentence }), sentence).toEqual([]);
      }
    });
  });

  test('finds nothing in plain invitations, general advice or the trade’s words', () => {
    const plain = {
      en: [
        'Write to us and tell us what you need.',
        'We reply as soon as we can.',
        'Feel free to ask us anything about the menu.',
        'Gluten-free loaves and sugar-free cakes.',
        'A bath every two to three months is plenty for short coats.',
        'A term deposit pays a fixed rate of interest.',
        'The most reliable way to get a lost pet home is a microchip.',
        'Free weights, cardio machines and squat racks.',
        'If you will not finish a loaf within a few days, slice it and freeze the slices.',
        'Answer questions quickly in the first week and share short tips.',
        'Many countries set a legal minimum of 1.6 mm of tread.',
      ],
      ru: [
        'Напишите нам и расскажите, что вам нужно.', 'Ответим, как только сможем.', 'Подарочный сертификат на любую услугу.', 'Чип — самый надёжный способ вернуть животное домой.', 'Лучше прийти к нужному оттенку за два визита.',
        'Буханку легко вернуть к жизни за несколько минут.', 'Через месяц большинство команд уже не хотят возвращаться к старому.', 'Тест минимум за 48 часов до процедуры покажет, нет ли реакции.',
      ],
    };
    for (const [language, sentences] of Object.entries(plain)) for (const sentence of sentences) expect(claimsIn(sentence, language), sentence).toEqual([]);
  });

  test('reads the facts for what they support, and only that', () => {
    const facts: OwnerFacts = {
      description: 'Dog grooming in Bristol. We deliver the same or next day.',
      offers: [{ name: 'Free consultation' }, { name: 'Full groom', price: '£45' }],
      hours: { days: [{ day: 'sat', opens: '09:00', closes: '13:00' }] },
      yearFounded: 2001,
      year: 2026,
      reviews: [{ quote: 'Lovely people.', name: 'Anna K.' }],
    };
    expect(unsupportedClaims('Book your free consultation today.', 'en', facts)).toEqual([]);
    expect(unsupportedClaims('Next-day delivery across the city.', 'en', facts)).toEqual([]);
    expect(unsupportedClaims('Open on Saturdays.', 'en', facts)).toEqual([]);
    expect(unsupportedClaims('Family-run since 2001, with over 20 years of experience.', 'en', facts)).toEqual([]);
    expect(unsupportedClaims('Our clients say we are lovely.', 'en', facts)).toEqual([]);
    expect(unsupportedClaims('Open on Sundays.', 'en', facts).map((claim) => claim.kind)).toEqual(['hours']);
    expect(unsupportedClaims('Free parking for every visitor.', 'en', facts).map((claim) => claim.kind)).toEqual(['free']);
    expect(unsupportedClaims('Since 1998, with 30 years of experience.', 'en', facts).map((claim) => claim.kind)).toEqual(['years', 'years']);
  });
});

describe('a title that counts its list', () => {
  test('is read in English and Russian, in words and digits', () => {
    expect(listCount('Five questions to ask before you start', 'en')).toBe(5);
    expect(listCount('Before you sign: 7 points to check in any contract', 'en')).toBe(7);
    expect(listCount('Пять вопросов, которые стоит задать до начала работы', 'ru')).toBe(5);
    expect(listCount('Starting strength training: your first four weeks', 'en')).toBeUndefined();
    expect(listCount('Two ways to pay for software development, compared', 'en')).toBeUndefined();
  });

  test('follows the count of sections shown, with the noun’s form in Russian', () => {
    expect(recounted('Five questions to ask before you start', 4, 'en')).toBe('Four questions to ask before you start');
    expect(recounted('Before you sign: seven points to check in any contract', 3, 'en')).toBe('Before you sign: three points to check in any contract');
    expect(recounted('Пять вопросов, которые стоит задать до начала работы', 4, 'ru')).toBe('Четыре вопроса, которые стоит задать до начала работы');
    expect(recounted('Перед стартом: пять важных вопросов', 3, 'ru')).toBe('Перед стартом: три важных вопроса');
    expect(recounted('Четыре привычки, которые обходятся бизнесу в деньги', 2, 'ru')).toBe('Две привычки, которые обходятся бизнесу в деньги');
    expect(recounted('Прорвало трубу дома: четыре шага, чтобы уменьшить ущерб', 5, 'ru')).toBe('Прорвало трубу дома: пять шагов, чтобы уменьшить ущерб');
    expect(recounted('Ten minutes of morning yoga you can do at home', 3, 'en')).toBe('Ten minutes of morning yoga you can do at home');
  });
});
