import { splitList } from '@sitecraft/shared/generation';
import { beforeAll, describe, expect, test } from 'vitest';
import { composeSites, type SiteModel } from '../src/index.ts';
import { ownTowns } from '../src/content/keyword-phrase.ts';
import { checkSite, type QualityInput, type QualityProblem } from '../src/quality/check-site.ts';
import { qualityMessage } from '../src/quality/message.ts';
import { repeatedSentences, textFaults, type OutputFault, type TextPlace } from '../src/quality/output-faults.ts';
import { StopWordFilter } from '../src/safety/stop-words.ts';
import { catalogue, findTrade } from '../src/trades/index.ts';
import { fixedNow, request } from './support/requests.ts';

const place = (textCode: string, protectedWords: readonly string[] = [], role: TextPlace['role'] = 'prose'): TextPlace => ({ role, textCode, scriptCodes: [textCode], protectedWords });
const faultsOf = (text: string, at: TextPlace) => textFaults(text, at).map((fault) => fault.fault);

describe('the catalogue of output faults, one class at a time', () => {
  const cases: readonly [OutputFault, string, readonly string[]][] = [
    ['placeholders', 'en', ['Call us on {phone}.', 'Call us on {{phone_number}} today.', 'Visit us in {{ city }}.', 'Signed, [Your name].', 'Ask <name> about it.', 'We open at %s every day.', 'TODO: write this part.', 'Call XXX for a table.']],
    ['placeholders', 'ja', ['ひと休みしに、いらっしゃいませんか%s', '%sのコーヒーをどうぞ。', 'お電話はXXXまで。']],
    ['filler', 'en', ['Lorem ipsum dolor sit amet, consectetur adipiscing elit.', 'Sample text for the about page.', 'Your text here.']],
    ['filler', 'ru', ['Здесь будет текст о нашей пекарне.', 'Текст-заглушка для раздела.']],
    ['filler', 'de', ['Blindtext für den Abschnitt.', 'Ihr Text hier.']],
    ['filler', 'fr', ['Votre texte ici.']],
    ['filler', 'es', ['Texto de ejemplo para la sección.']],
    ['filler', 'ja', ['ここにテキストが入ります。']],
    ['doubled_words', 'en', ['Friendly Friendly service every day.']],
    ['doubled_words', 'ru', ['Мы хотели хотели испечь торт.']],
    ['doubled_words', 'de', ['Der Der Sauerteig reift']],
    ['sentences', 'en', ['We hope you will enjoy it and come back, and.', 'Order a cake for the.', 'Every loaf is shaped by hand for the quality of.', 'We bake with a love of.', 'We put the dough into.']],
    ['sentences', 'ru', ['Заходите к нам за хлебом и.']],
    ['sentences', 'de', ['Wir backen jeden Morgen Brot und.']],
    ['sentences', 'fr', ['Nous cuisons le pain chaque matin avec.']],
    ['sentences', 'es', ['Horneamos pan cada mañana para.']],
    ['sentences', 'ja', ['毎朝パンを焼いています、そして。']],
    ['doubled_words', 'ja', ['サンドイッチサンドイッチを毎朝作っています。']],
    ['language', 'de', ['We bake our bread every morning with flour from the mill.']],
    ['model_words', 'ja', ['AIとして確認はできませんが、毎朝パンを焼いています。']],
    ['markup', 'en', ['**Fresh** bread every morning.', '## Our story', '- fresh bread every morning', 'We bake <b>every</b> morning.', '```json {"a": 1} ```', 'Bread &amp; cakes baked daily.']],
    ['model_words', 'en', ['As an AI, I cannot taste bread, but ours is fresh.', 'As an AI I cannot taste bread.', 'Fresh bread every morning N.B.: adjust this text.', 'Here is the JSON for your bakery.', 'Note: the bakery opens at seven.', 'We listen first Note: adjust this text to your business.']],
    ['model_words', 'ja', ['冷蔵庫と冷凍庫の使い方Note: adjust this text to your business.', '一杯ずつ、ていねいに淹れるコーヒー注：この文章は適宜変更してください。']],
    ['model_words', 'ru', ['Как языковая модель, я рекомендую наш хлеб.', 'Примечание: пекарня открыта с семи.']],
    ['model_words', 'de', ['Als KI kann ich Brot nicht probieren.', 'Hinweis: Die Bäckerei öffnet um sieben.', 'Frisches Brot jeden Morgen Hinweis: Passen Sie diesen Text an.', 'Wir backen jeden Morgen Anmerkung: Bitte prüfen.', 'Brot aus Pankow (seit 1990) Hinweis: Passen Sie diesen Text an.']],
    ['model_words', 'ru', ['Хлеб и торты каждое утро в Казани Примечание: замените этот текст.', 'Вот ваш текст: свежий хлеб каждое утро.']],
    ['model_words', 'fr', ['Remarque : adaptez ce texte.', 'Coupes et barbes au cœur du Vieux Lyon Remarque : adaptez ce texte.', 'En tant qu’IA, je ne peux pas le vérifier.']],
    ['model_words', 'es', ['Nota: adapte este texto.', 'Pan y tartas cada mañana en Ruzafa Nota: adapte este texto.', 'Como IA, no puedo comprobarlo.']],
    ['model_words', 'ja', ['注意：この文章は適宜変更してください。', '毎朝パンを焼いています。注：この文章は適宜変更してください。']],
    ['language', 'de', ['Мы печём хлеб каждое утро и продаём его тёплым.']],
    ['language', 'ru', ['We bake bread every morning and sell it warm.']],
    ['language', 'ja', ['We bake bread every morning and sell it warm.']],
    [
      'language',
      'de',
      [
        'We bake our sourdough bread slowly, over two days, with flour from a mill near the city. Every loaf is shaped by hand and baked in a stone oven before the sun rises, so the bread on your table is as fresh as it can be. On Saturdays we also bake rye bread and cakes for the whole family, and on Sundays the shop is closed.',
      ],
    ],
  ];

  test.each(cases)('finds %s (%s)', (fault, code, texts) => {
    for (const text of texts) expect(faultsOf(text, place(code)), text).toContain(fault);
  });

  test('finds a heading or title cut after a joining word, without its full stop', () => {
    expect(faultsOf('Fresh bread and', place('en', [], 'heading'))).toContain('sentences');
    expect(faultsOf('Baked for the quality of', place('en', [], 'heading'))).toContain('sentences');
    expect(faultsOf('What we are proud of', place('en', [], 'heading'))).toEqual([]);
    expect(faultsOf('Frisches Brot und', place('de', [], 'heading'))).toContain('sentences');
    expect(faultsOf('What we stand for', place('en', [], 'heading'))).toEqual([]);
  });

  test('passes good prose in every language it has rules for, and what good prose may hold twice or end on', () => {
    const good: readonly [string, string][] = [
      ['en', 'We buy beans from roasters who tell us where each lot comes from. It is worth looking into. Find out what the wall is made of.'],
      ['ru', 'Ваш вкус, а не наш. Файлы и права — ваши.'],
      ['en', 'Of course. We bake every morning, and we deliver across the city.'],
      ['ru', 'Зелёные символы подтверждают, что что-то включено. Мы печём хлеб каждое утро.'],
      ['de', 'Für Kunden, die die Qualität schätzen. Bitte geben Sie eine gültige E-Mail-Adresse ein. Kommen Sie mit.'],
      ['fr', 'Nous nous occupons de tout, du pain aux gâteaux.'],
      ['es', 'Horneamos pan cada mañana y lo repartimos por la ciudad.'],
      ['ja', '毎朝パンを焼いています。'],
      ['ru', 'UX/UI-дизайн в Figma'],
      ['ja', 'Wi-Fi完備のカフェで、毎朝パンを焼いています。'],
      ['en', 'Our sizes run from S to XXXL, and most orders ship the same day.'],
      ['en', 'Please note: we close at six on Saturdays.'],
      ['en', 'A loaf to be proud of. It is the best bread we can think of. Everything is taken care of. Whatever you are into.'],
      ['en', 'Maria started here as an assistant. I can’t help but smile when I visit. Cakes are decorated as requested.'],
      ['en', 'What you see here is the version we bake every day.'],
      ['de', 'Ein wichtiger Hinweis: Wir schließen samstags um sechs. Unsere Anmerkung: Bestellen Sie Torten drei Tage vorher.'],
      ['es', 'Aquí tienes todo lo que necesitas para tu fiesta.'],
      ['ru', 'Я не могу нарадоваться этому хлебу, пишет Анна.'],
    ];
    for (const [code, text] of good) expect(textFaults(text, place(code)), text).toEqual([]);
  });
});

describe('the owner’s words are masked, never a reason to skip a text', () => {
  test('a doubled word next to a keyword is caught; one inside a keyword or the name is the owner’s', () => {
    expect(faultsOf('Friendly Friendly service every day.', place('en', ['friendly service']))).toContain('doubled_words');
    expect(faultsOf('Хотели хотели свежий хлеб к завтраку?', place('ru', ['свежий хлеб']))).toContain('doubled_words');
    expect(faultsOf('Welcome to Bora Bora Bakes, where the the band plays.', place('en', ['Bora Bora Bakes', 'the the band']))).toEqual([]);
  });

  test('in Japanese, a word said again right after a keyword that ends in it is caught and said once; one inside a name is the owner’s', async () => {
    const { sayOnce } = await import('../src/repair/scrub.ts');
    const heading = 'コーヒーと焼き菓子菓子のメニュー';
    const found = textFaults(heading, place('ja', ['焼き菓子'], 'heading'));
    expect(found.map((fault) => fault.fault)).toContain('doubled_words');
    expect(sayOnce(heading, found.map((fault) => fault.detail))).toBe('コーヒーと焼き菓子のメニュー');
    expect(sayOnce('京都 カフェカフェの店主が教える保存方法', textFaults('京都 カフェカフェの店主が教える保存方法', place('ja', ['京都 カフェ'], 'heading')).map((fault) => fault.detail))).toBe('京都 カフェの店主が教える保存方法');
    expect(faultsOf('喫茶ココココで一休み', place('ja', ['喫茶ココココ'], 'heading'))).toEqual([]);
  });

  test('a cut sentence that holds the business’s name, a keyword or the town is caught', () => {
    expect(faultsOf('Crumb & Crust bakes sourdough every morning, and.', place('en', ['Crumb & Crust']))).toContain('sentences');
    expect(faultsOf('Sourdough bread in Bristol for the.', place('en', ['sourdough bread', 'Bristol']))).toContain('sentences');
    expect(faultsOf('«Колос» печёт хлеб в Казани для.', place('ru', ['Колос', 'Казани']))).toContain('sentences');
    // A name that ends on a joining word is the owner's: "Bread and" is no cut sentence.
    expect(faultsOf('Everything we bake is sold at Bread and.', place('en', ['Bread and']))).toEqual([]);
  });

  test('a placeholder spelled as a keyword by the owner is theirs', () => {
    expect(faultsOf('Tpl{{7*7}} is what we bake.', place('en', ['Tpl{{7*7}}']))).toEqual([]);
  });
});

describe('every text of every page is checked', () => {
  const input = request({ key_words: 'wood-fired pizza, pizza delivery', stop_words: 'frozen' });
  let model: SiteModel;
  let quality: QualityInput;
  beforeAll(async () => {
    model = (await composeSites(input, { now: fixedNow })).models[0]!;
    quality = {
      keywords: splitList(input.key_words),
      stopWords: new StopWordFilter(splitList(input.stop_words)),
      textLanguages: ['en'],
      trade: findTrade(input.site_theme ?? '', input.description ?? '', input.key_words ?? ''),
      catalogue,
      customerTexts: [input.description ?? '', input.contact_address ?? '', 'Bella Pizza', input.site_theme ?? ''],
      places: { towns: ownTowns(input.contact_address ?? '', input.description ?? ''), description: input.description ?? '' },
    };
  }, 60_000);

  const edited = (change: (site: SiteModel) => void): QualityProblem[] => {
    const copy = structuredClone(model);
    change(copy);
    return checkSite(copy, quality);
  };

  test('the offline site passes', () => {
    expect(checkSite(model, quality)).toEqual([]);
  });

  test('the page title, meta description, alt text, JSON-LD, share picture, footer tagline and menu', () => {
    const home = (site: SiteModel) => site.editions[0]!.pages.find((page) => page.key === 'home')!;
    expect(edited((site) => (home(site).title = 'Pizza Pizza | Bella Pizza')).map((problem) => problem.check)).toContain('doubled_words');
    expect(edited((site) => (home(site).description = `${home(site).description} Lorem ipsum dolor sit amet.`)).map((problem) => problem.check)).toContain('filler');
    const alt = edited((site) => {
      const hero = home(site).sections.find((section) => section.kind === 'hero')!;
      (hero.data as { image: { alt: string } }).image.alt = 'Photo: {{hero_image}}';
    });
    expect(alt.find((problem) => problem.check === 'placeholders')?.detail).toMatch(/\(alt\)$/u);
    const jsonLd = edited((site) => (home(site).jsonLd[0]!.description = 'Here is the JSON for the pizzeria.'));
    expect(jsonLd.find((problem) => problem.check === 'model_words')?.detail).toMatch(/\(json-ld\)$/u);
    const og = edited((site) => {
      const asset = site.assets.find((each) => each.kind === 'og' && each.file === home(site).ogImage);
      if (asset?.kind === 'og') asset.title = '**Bella Pizza**';
    });
    expect(og.find((problem) => problem.check === 'markup')?.detail).toMatch(/\(share picture\)$/u);
    const footer = edited((site) => (site.editions[0]!.footer.tagline = 'Neapolitan pizza from our wood-fired oven, and.'));
    expect(footer.find((problem) => problem.check === 'sentences')?.detail).toMatch(/\(footer\)$/u);
    const long = edited((site) => {
      const hero = home(site).sections.find((section) => section.kind === 'hero')!;
      (hero.data as { image: { alt: string } }).image.alt = `Photo: ${'a wood-fired oven in the old town of Naples, '.repeat(5)}`;
    });
    expect(long.find((problem) => problem.check === 'too_long')?.detail).toMatch(/at most 160\) \(alt\)$/u);
    const nav = edited((site) => (site.editions[0]!.nav.links[0]!.label = 'TODO'));
    expect(nav.find((problem) => problem.check === 'placeholders')?.detail).toMatch(/\(navigation\)$/u);
  });

  test('a sentence repeated across a page’s sections, and a title the page had to cut', () => {
    const sentence = 'Every pizza is stretched by hand and baked for ninety seconds at four hundred degrees.';
    const repeated = edited((site) => {
      const home = site.editions[0]!.pages.find((page) => page.key === 'home')!;
      const hero = home.sections.find((section) => section.kind === 'hero')!.data as { lead: string };
      const about = home.sections.find((section) => section.kind === 'about')!.data as { paragraphs: string[] };
      hero.lead = `${hero.lead} ${sentence}`;
      about.paragraphs[0] = `${about.paragraphs[0]} ${sentence}`;
    });
    expect(repeated.filter((problem) => problem.check === 'repeated_sentences').map((problem) => problem.piece)).toEqual([sentence]);
    const cut = edited((site) => (site.editions[0]!.pages[0]!.title = 'Neapolitan pizza from a wood-fired oven, baked in the old town every…'));
    expect(cut.map((problem) => problem.check)).toContain('too_long');
  });
});

describe('the message of a failed generation', () => {
  const problem = (check: QualityProblem['check'], text: string): QualityProblem => ({ check, page: 'index.html', detail: `${check}: “${text}”`, edition: 0, text });
  const stopWords = new StopWordFilter(['Industrie', 'Crust']);
  const answers = [{ answer: 'business_name' as const, text: 'Crumb & Crust' }, { answer: 'contact_address' as const, text: 'Florastraße 21, 13187 Berlin' }];

  test('names the fault and the field in the customer’s language, and puts the cause on our side', () => {
    const message = qualityMessage([problem('stop_words', 'Warum unsere Backstube ohne Industrie-Backmischungen…')], { language: 'de', stopWords, answers, fieldOf: () => 'article1.title' });
    expect(message).toBe(
      'Die Website konnte nicht fertiggestellt werden: ein Stoppwort ließ sich nicht vermeiden, ein Blogartikel (index.html) „Warum unsere Backstube ohne Industrie-Backmischungen…“. Die Ursache liegt bei uns, nicht in Ihren Angaben: Bitte versuchen Sie es erneut; Ihre Credits wurden erstattet.',
    );
    expect(message).not.toMatch(/stop words are the cause/u);
    expect(qualityMessage([problem('sentences', 'Мы печём хлеб и.')], { language: 'ru', stopWords, answers, fieldOf: () => 'site.faq.1.answer' })).toMatch(/^Сайт не удалось закончить: предложение вышло оборванным, вопросы и ответы \(index\.html\)/u);
  });

  test('blames the owner only where their own answer holds the stop word, and names that answer', () => {
    const message = qualityMessage([problem('stop_words', 'Crumb & Crust')], { language: 'en', stopWords, answers });
    expect(message).toBe('The website could not be finished. Your stop word “Crust” is part of your business name, so the site cannot leave it out. Remove it from the stop words or change the business name; your credits were returned.');
    const description = [{ answer: 'description' as const, text: 'We never use Industrie mixes.' }];
    expect(qualityMessage([problem('stop_words', 'Bread without Industrie mixes')], { language: 'en', stopWords, answers: description })).toMatch(/The cause is on our side/u);
  });
});

describe('a keyword set in front of a paragraph as a label', () => {
  test('is found in the body and mended by taking the label off', async () => {
    const { withoutLabel } = await import('../src/repair/scrub.ts');
    const input = request({ key_words: 'wood-fired pizza, pizza delivery', stop_words: '' });
    const model = (await composeSites(input, { now: fixedNow })).models[0]!;
    const home = model.editions[0]!.pages.find((page) => page.key === 'home')!;
    const hero = home.sections.find((section) => section.kind === 'hero')!.data as { lead: string };
    hero.lead = `Pizza delivery: ${hero.lead}`;
    const quality: QualityInput = { keywords: splitList(input.key_words), stopWords: new StopWordFilter([]), textLanguages: ['en'], trade: findTrade(input.site_theme ?? '', input.description ?? '', ''), catalogue, customerTexts: [input.description ?? ''] };
    const found = checkSite(model, quality).filter((problem) => problem.check === 'keyword_headings');
    expect(found.map((problem) => problem.text)).toContain(hero.lead);
    expect(withoutLabel(hero.lead, found.map((problem) => problem.detail))).toBe(`${hero.lead.slice('Pizza delivery: '.length, 'Pizza delivery: '.length + 1).toUpperCase()}${hero.lead.slice('Pizza delivery: '.length + 1)}`);
  }, 60_000);
});

describe('a doubled word is said once', () => {
  test('with a space between, and in Japanese with none', async () => {
    const { sayOnce } = await import('../src/repair/scrub.ts');
    const reasonOf = (text: string) => textFaults(text, place(/\p{Script=Katakana}/u.test(text) ? 'ja' : 'en')).map((fault) => fault.detail);
    expect(sayOnce('Friendly Friendly service every day.', reasonOf('Friendly Friendly service every day.'))).toBe('Friendly service every day.');
    const japanese = 'エスプレッソドリンクエスプレッソドリンクの違いと楽しみ方。';
    expect(sayOnce(japanese, reasonOf(japanese))).toBe('エスプレッソドリンクの違いと楽しみ方。');
  });
});

describe('a placeholder is taken out', () => {
  test('in Japanese glued to the words around it, without leaving a gap; elsewhere with the punctuation tidied', async () => {
    const { scrubbed } = await import('../src/repair/scrub.ts');
    expect(scrubbed('ひと休みしに、いらっしゃいませんか%s', ['placeholders'], [], 'ja', 70)).toBe('ひと休みしに、いらっしゃいませんか');
    expect(scrubbed('当店%sのコーヒーをどうぞ。', ['placeholders'], [], 'ja', 70)).toBe('当店のコーヒーをどうぞ。');
    expect(scrubbed('Call us on {{phone_number}} today.', ['placeholders'], [], 'en', 70)).toBe('Call us on today.');
  });

  test('a note the model tacked on after a heading is taken off, the heading kept', async () => {
    const { scrubbed } = await import('../src/repair/scrub.ts');
    expect(scrubbed('We listen first Note: adjust this text to your business.', ['model_words'], [], 'en', 70)).toBe('We listen first');
    expect(scrubbed('冷蔵庫と冷凍庫の使い方Note: adjust this text to your business.', ['model_words'], [], 'ja', 70)).toBe('冷蔵庫と冷凍庫の使い方');
    expect(scrubbed('一杯ずつ、ていねいに淹れるコーヒー注：この文章は適宜変更してください。', ['model_words'], [], 'ja', 70)).toBe('一杯ずつ、ていねいに淹れるコーヒー');
    expect(scrubbed('Frisches Brot jeden Morgen Hinweis: Passen Sie diesen Text an.', ['model_words'], [], 'de', 70)).toBe('Frisches Brot jeden Morgen');
    expect(scrubbed('Coupes et barbes au cœur du Vieux Lyon Remarque : adaptez ce texte.', ['model_words'], [], 'fr', 70)).toBe('Coupes et barbes au cœur du Vieux Lyon');
  });

  test('a sentence cut after “of” is ended on the word before; one that strands “of” is left whole', async () => {
    const { endedEarlier, shortenedAtWord } = await import('../src/repair/scrub.ts');
    expect(endedEarlier('Every loaf is shaped by hand for the quality of.', 'en')).toBe('Every loaf is shaped by hand for the quality.');
    expect(shortenedAtWord('Baked for the quality of our bread', 26, 'en')).toBe('Baked for the quality');
    expect(shortenedAtWord('Something to be proud of every day', 24, 'en')).toBe('Something to be proud of');
  });
});

describe('a sentence said twice on a page', () => {
  test('is found in Japanese, which has no spaces to count words by; a short one is not', () => {
    const sentence = 'エスプレッソをベースにしたドリンクは、抽出の量やミルクの合わせ方で表情が変わります。';
    expect(repeatedSentences([`季節の豆をご用意しています。${sentence}`, `${sentence}ぜひお試しください。`]).map((each) => each.sentence)).toEqual([sentence]);
    expect(repeatedSentences(['毎朝パンを焼いています。', 'ようこそ。毎朝パンを焼いています。'])).toEqual([]);
  });
});
