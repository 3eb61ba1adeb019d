import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import type { FaultClass } from './support/fault-rules.ts';
import { scanPage, scanZip, type OwnerWords } from './support/page-faults.ts';

/** The texts of a small page in one language, each in a place the scan must read. */
interface PageParts {
  title: string;
  description: string;
  alt: string;
  heading: string;
  /** One paragraph per section. */
  sections: readonly string[];
  tagline: string;
  ldName: string;
}

const escape = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

/** A page as the engine writes one: head with title, description and share texts, body with sections, a footer and JSON-LD. */
function html(parts: PageParts, lang: string): string {
  const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: parts.ldName, url: 'https://example.com/', telephone: '+44 117 496 0000' });
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escape(parts.title)}</title>
<meta name="description" content="${escape(parts.description)}"><meta property="og:title" content="${escape(parts.title)}">
<meta property="og:description" content="${escape(parts.description)}"><script type="application/ld+json">${ld}</script><style>p { color: red; }</style></head>
<body><header><nav aria-label="Menu"><a href="index.html">Home</a></nav></header><main>
<section><h1>${escape(parts.heading)}</h1><img src="a.svg" alt="${escape(parts.alt)}"><p>${escape(parts.sections[0] ?? '')}</p></section>
${parts.sections.slice(1).map((text) => `<section><p>${escape(text)}</p></section>`).join('\n')}
</main><footer><p>${escape(parts.tagline)}</p></footer></body></html>`;
}

const clean: Record<string, { owner: OwnerWords; parts: PageParts }> = {
  en: {
    owner: { language: 'en', keywords: ['sourdough bread'], stopWords: ['cheap'] },
    parts: {
      title: 'Sourdough bread in Bristol | Park Street Bakery',
      description: 'A family bakery in Bristol: sourdough bread, pastries and celebration cakes, baked by hand every morning on Park Street.',
      alt: 'A loaf of sourdough bread on a wooden board',
      heading: 'Sourdough bread, baked slowly on Park Street',
      sections: ['Our sourdough bread rests for a whole day before it meets the oven, so the crust cracks and the crumb stays moist.', 'Come in, ask for a taste and tell us what you like: we will help you choose a loaf for the week.'],
      tagline: 'Bread and cakes baked every morning in Bristol.',
      ldName: 'Park Street Bakery',
    },
  },
  ru: {
    owner: { language: 'ru', keywords: ['свежий хлеб'], stopWords: ['скидка'] },
    parts: {
      title: 'Свежий хлеб в Казани | Пекарня «Колос»',
      description: 'Пекарня «Колос» в Казани: свежий хлеб, выпечка и торты на заказ каждое утро на улице Баумана.',
      alt: 'Свежий хлеб на деревянной доске',
      heading: 'Свежий хлеб каждое утро',
      sections: ['Мы печём свежий хлеб на закваске ночью, чтобы утром он уже лежал на прилавке тёплым.', 'Заходите, пробуйте и рассказывайте, что вам нравится, а мы поможем выбрать хлеб на неделю.'],
      tagline: 'Хлеб и торты каждое утро в Казани. Анна К.',
      ldName: 'Колос',
    },
  },
  de: {
    owner: { language: 'de', keywords: ['Sauerteigbrot'], stopWords: ['billig'] },
    parts: {
      title: 'Sauerteigbrot aus Pankow | Bäckerei Sonnenkorn',
      description: 'Familienbäckerei in Berlin-Pankow: Sauerteigbrot, Brötchen und Kuchen, jeden Morgen frisch und von Hand gebacken.',
      alt: 'Ein Sauerteigbrot auf einem Holzbrett',
      heading: 'Sauerteigbrot, ehrlich gebacken in Pankow',
      sections: ['Unser Sauerteigbrot reift einen ganzen Tag, bevor es in den Ofen kommt. Bringen Sie gern Ihre Fragen mit.', 'Kommen Sie vorbei und lassen Sie sich beraten, welches Brot zu Ihrem Frühstück passt. Rufen Sie uns an.'],
      tagline: 'Brot und Kuchen, jeden Morgen frisch aus Pankow.',
      ldName: 'Bäckerei Sonnenkorn',
    },
  },
  fr: {
    owner: { language: 'fr', keywords: ['barbier Lyon'], stopWords: ['discount'] },
    parts: {
      title: 'Barbier à Lyon | Le Barbier du Vieux Lyon',
      description: 'Salon de barbier au cœur du Vieux Lyon : coupe homme, taille de barbe et rasage à l’ancienne aux serviettes chaudes.',
      alt: 'Un fauteuil de barbier en cuir dans le salon',
      heading: 'Votre barbier Lyon, rue Saint-Jean',
      sections: ['Nous nous occupons de votre coupe et de votre barbe avec précision, dans un salon calme du Vieux Lyon.', 'Prenez rendez-vous par téléphone ou passez nous voir pour un rasage à l’ancienne.'],
      tagline: 'Coupes, barbes et rasages au cœur du Vieux Lyon.',
      ldName: 'Le Barbier du Vieux Lyon',
    },
  },
  es: {
    owner: { language: 'es', keywords: ['pan de masa madre'], stopWords: ['barato'] },
    parts: {
      title: 'Pan de masa madre en Valencia | La Espiga',
      description: 'Panadería familiar en Ruzafa: pan de masa madre, bollería y tartas, horneados a mano cada mañana en la calle de Sueca.',
      alt: 'Un pan de masa madre sobre una tabla de madera',
      heading: 'Pan de masa madre horneado con calma',
      sections: ['Nuestro pan de masa madre fermenta un día entero antes de entrar en el horno, y las caracolas se enrollan una a una.', 'Pase a vernos y le ayudaremos a elegir el pan de la semana.'],
      tagline: 'Pan y tartas cada mañana en Ruzafa.',
      ldName: 'Panadería La Espiga',
    },
  },
  ja: {
    owner: { language: 'ja', keywords: ['自家焙煎コーヒー'], stopWords: ['激安'] },
    parts: {
      title: '自家焙煎コーヒー｜京都・左京区の喫茶ひだまり',
      description: '京都・左京区の小さな喫茶店です。季節の豆を使った自家焙煎コーヒーを、ハンドドリップで一杯ずつていねいにお淹れしています。',
      alt: 'カウンターに置かれたハンドドリップのコーヒー',
      heading: '私たちが大切にしていること',
      sections: ['浅めに焙煎した豆は果実のような明るい風味に、深めに焙煎した豆はまろやかな甘さとコクに。', '自家焙煎コーヒーと手作りの焼き菓子を、ひとつひとつ一杯一杯ていねいにご用意して、お待ちしています。'],
      tagline: '至福の一杯を。',
      ldName: '喫茶ひだまり',
    },
  },
};

/** Each fault of the catalogue planted in one place of a clean page: the language, the place and the text it changes. */
const planted: readonly { fault: FaultClass; language: string; change: (parts: PageParts) => Partial<PageParts> }[] = [
  { fault: 'placeholder', language: 'en', change: (parts) => ({ description: `${parts.description} Call {{phone_number}}.` }) },
  { fault: 'placeholder', language: 'en', change: () => ({ title: 'Fresh bread in {city} | Park Street Bakery' }) },
  { fault: 'placeholder', language: 'de', change: () => ({ alt: 'Foto von [Ihr Name] in der Backstube' }) },
  { fault: 'placeholder', language: 'en', change: (parts) => ({ sections: [`Ask <name> about our sourdough bread.`, ...parts.sections.slice(1)] }) },
  { fault: 'placeholder', language: 'fr', change: () => ({ tagline: 'Coupes et barbes à %s.' }) },
  { fault: 'placeholder', language: 'es', change: () => ({ ldName: 'Panadería TODO' }) },
  { fault: 'placeholder', language: 'ja', change: () => ({ heading: 'XXX の焼き菓子' }) },
  { fault: 'filler', language: 'en', change: () => ({ tagline: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' }) },
  { fault: 'filler', language: 'ru', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), 'Здесь будет ваш текст.'] }) },
  { fault: 'filler', language: 'de', change: () => ({ alt: 'Blindtext' }) },
  { fault: 'filler', language: 'fr', change: () => ({ description: 'Votre texte ici. Salon de barbier au cœur du Vieux Lyon.' }) },
  { fault: 'filler', language: 'es', change: () => ({ heading: 'Texto de ejemplo' }) },
  { fault: 'filler', language: 'ja', change: () => ({ tagline: 'ダミーテキスト' }) },
  { fault: 'doubled word', language: 'en', change: () => ({ tagline: 'Friendly Friendly service every day.' }) },
  { fault: 'doubled word', language: 'en', change: () => ({ title: 'Sourdough bread bread in Bristol | Park Street Bakery' }) },
  { fault: 'doubled word', language: 'ru', change: (parts) => ({ sections: ['Мы хотели хотели испечь свежий хлеб для вас.', ...parts.sections.slice(1)] }) },
  { fault: 'doubled word', language: 'ja', change: () => ({ heading: 'ラテとアイスラテアイスラテ' }) },
  { fault: 'cut sentence', language: 'en', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), 'Try a slice, and come back, and.'] }) },
  { fault: 'cut sentence', language: 'en', change: () => ({ alt: 'Bread, cakes and' }) },
  { fault: 'cut sentence', language: 'de', change: () => ({ description: 'Familienbäckerei in Berlin-Pankow: Brot, Brötchen und Kuchen für die.' }) },
  { fault: 'cut sentence', language: 'fr', change: () => ({ title: 'Coupe homme, barbe et rasage avec' }) },
  { fault: 'cut sentence', language: 'es', change: () => ({ tagline: 'Pan y tartas cada mañana en Ruzafa y.' }) },
  { fault: 'cut sentence', language: 'ja', change: () => ({ tagline: 'コーヒーと焼き菓子、そして。' }) },
  { fault: 'cut sentence', language: 'en', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), 'Every loaf is shaped by hand for the quality of.'] }) },
  { fault: 'cut sentence', language: 'en', change: () => ({ description: 'A family bakery in Bristol, baked by hand every morning on Park Street. We bake with a love of.' }) },
  { fault: 'cut sentence', language: 'en', change: () => ({ alt: 'A loaf on a board, the pride of' }) },
  { fault: 'markdown', language: 'en', change: () => ({ heading: '## Sourdough bread, baked slowly' }) },
  { fault: 'markdown', language: 'de', change: (parts) => ({ sections: ['Unser **Sauerteigbrot** reift einen ganzen Tag.', ...parts.sections.slice(1)] }) },
  { fault: 'markdown', language: 'es', change: () => ({ tagline: '- Pan y tartas cada mañana en Ruzafa.' }) },
  { fault: 'html', language: 'en', change: (parts) => ({ sections: [`<strong>Fresh</strong> ${parts.sections[0] ?? ''}`, ...parts.sections.slice(1)] }) },
  { fault: 'html', language: 'ru', change: () => ({ description: 'Пекарня «Колос» в Казани.<br>Свежий хлеб, выпечка и торты на заказ каждое утро.' }) },
  { fault: 'code', language: 'en', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), '```json'] }) },
  { fault: 'code', language: 'fr', change: () => ({ description: '{"description": "Salon de barbier au cœur du Vieux Lyon"}' }) },
  { fault: 'self-talk', language: 'en', change: () => ({ description: 'As an AI language model, I cannot verify this, but we bake sourdough bread every morning in Bristol.' }) },
  { fault: 'self-talk', language: 'es', change: () => ({ alt: 'Aquí está el JSON: pan de masa madre' }) },
  { fault: 'self-talk', language: 'de', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), 'Hinweis: Passen Sie diesen Text an Ihre Bäckerei an.'] }) },
  { fault: 'self-talk', language: 'de', change: () => ({ tagline: 'Brot und Kuchen, jeden Morgen frisch aus Pankow Hinweis: Passen Sie diesen Text an.' }) },
  { fault: 'self-talk', language: 'de', change: (parts) => ({ sections: [`${parts.sections[0] ?? ''} Anmerkung: Bitte prüfen.`, ...parts.sections.slice(1)] }) },
  { fault: 'self-talk', language: 'ru', change: () => ({ tagline: 'Хлеб и торты каждое утро в Казани Примечание: замените этот текст.' }) },
  { fault: 'self-talk', language: 'fr', change: () => ({ tagline: 'Coupes, barbes et rasages au cœur du Vieux Lyon Remarque : adaptez ce texte.' }) },
  { fault: 'self-talk', language: 'fr', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), 'Remarque : adaptez ce texte à votre salon.'] }) },
  { fault: 'self-talk', language: 'es', change: () => ({ tagline: 'Pan y tartas cada mañana en Ruzafa Nota: adapte este texto.' }) },
  { fault: 'self-talk', language: 'ja', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), '注意：この文章は適宜変更してください。'] }) },
  { fault: 'self-talk', language: 'ja', change: () => ({ tagline: '至福の一杯を。注：この文章は適宜変更してください。' }) },
  { fault: 'wrong language', language: 'de', change: (parts) => ({ sections: [...parts.sections.slice(0, 1), 'Come in and ask for a taste: we will help you choose the bread that fits your breakfast and your week.'] }) },
  { fault: 'wrong language', language: 'en', change: () => ({ tagline: 'Хлеб и торты каждое утро, с любовью к своему делу.' }) },
  { fault: 'wrong language', language: 'ja', change: () => ({ title: 'Home-roasted coffee and cakes in Kyoto, every day' }) },
  { fault: 'wrong language', language: 'fr', change: () => ({ description: 'Our barbershop in the old town of Lyon is the place for a haircut, a beard trim and a hot towel shave.' }) },
  { fault: 'repeated sentence', language: 'en', change: (parts) => ({ sections: [parts.sections[0] ?? '', `${parts.sections[1] ?? ''} ${parts.sections[0] ?? ''}`] }) },
  { fault: 'repeated sentence', language: 'ja', change: (parts) => ({ sections: [parts.sections[0] ?? '', `${parts.sections[0] ?? ''}${parts.sections[1] ?? ''}`] }) },
  { fault: 'over-long', language: 'en', change: () => ({ title: 'Sourdough bread in Bristol, pastries, celebration cakes and fresh croissants | Park Street Bakery' }) },
  { fault: 'over-long', language: 'ru', change: () => ({ title: 'Свежий хлеб в Казани, выпечка и торты на заказ каждое утро на улице…' }) },
  { fault: 'over-long', language: 'de', change: () => ({ alt: `Ein Sauerteigbrot ${'auf einem schönen alten Holzbrett '.repeat(6)}` }) },
  { fault: 'keyword label', language: 'en', change: () => ({ heading: 'Sourdough bread: how we bake it on Park Street' }) },
  { fault: 'keyword label', language: 'ja', change: () => ({ title: '自家焙煎コーヒー：京都・左京区の喫茶ひだまり' }) },
  { fault: 'stop word', language: 'en', change: () => ({ tagline: 'Cheaper bread and cakes every morning.' }) },
  { fault: 'stop word', language: 'ru', change: () => ({ alt: 'Скидки на свежий хлеб' }) },
  { fault: 'stop word', language: 'ja', change: () => ({ ldName: '激安喫茶ひだまり' }) },
  { fault: 'stop word', language: 'fr', change: () => ({ description: 'Salon de barbier au cœur du Vieux Lyon, prix discount sur la taille de barbe et le rasage à l’ancienne.' }) },
];

describe('the independent scan of a site’s pages', () => {
  test.each(Object.keys(clean))('finds nothing on a clean %s page', (language) => {
    const { owner, parts } = clean[language] as { owner: OwnerWords; parts: PageParts };
    expect(scanPage('index.html', html(parts, language), owner)).toEqual([]);
  });

  test.each(planted.map((each, index) => [index, each.fault, each.language] as const))('#%i finds %s planted on a %s page', (index) => {
    const { fault, language, change } = planted[index] as (typeof planted)[number];
    const { owner, parts } = clean[language] as { owner: OwnerWords; parts: PageParts };
    const found = scanPage('index.html', html({ ...parts, ...change(parts) }, language), owner);
    expect(found.map((each) => each.fault)).toContain(fault);
  });

  test('a sentence may end on “of” or “into” after a word that strands it, and a note or “here is” in the site’s own words is no self-talk', () => {
    const pages: readonly [string, Partial<PageParts>][] = [
      ['en', { sections: ['A loaf to be proud of. Find out what the wall is made of. It is the best bread we can think of.', 'Everything is taken care of. Gluten-free baking is worth looking into. Please note: we close at six on Saturdays.'] }],
      ['en', { heading: 'What we are proud of', tagline: 'Maria started here as an assistant. I can’t help but smile when I visit.' }],
      ['de', { sections: ['Ein wichtiger Hinweis: Wir schließen samstags um sechs.', 'Unsere Anmerkung: Bestellen Sie Torten drei Tage vorher.'] }],
      ['es', { sections: ['Aquí tienes todo lo que necesitas para tu fiesta.', 'Pase a vernos y le ayudaremos a elegir el pan de la semana.'] }],
    ];
    for (const [language, change] of pages) {
      const { owner, parts } = clean[language] as { owner: OwnerWords; parts: PageParts };
      expect(scanPage('index.html', html({ ...parts, ...change }, language), owner), JSON.stringify(change)).toEqual([]);
    }
  });

  test('reads the ZIP: a keyword missing from the home page or from the whole site, and a clean site', () => {
    const { owner, parts } = clean.en as { owner: OwnerWords; parts: PageParts };
    const zip = (home: PageParts) => zipSync({ 'site.example/index.html': strToU8(html(home, 'en')), 'site.example/about.html': strToU8(html(parts, 'en')), 'site.example/logo.svg': strToU8('<svg/>') });
    expect(scanZip(zip(parts), owner)).toEqual([]);
    const withoutKeyword = { ...parts, title: 'Park Street Bakery in Bristol', description: 'A family bakery in Bristol: loaves, pastries and celebration cakes, baked by hand every morning on Park Street.', heading: 'Baked slowly on Park Street', alt: 'A loaf on a board', sections: ['Our loaves rest for a whole day before they meet the oven.', 'Come in and ask for a taste.'] };
    expect(scanZip(zip(withoutKeyword), owner).map((each) => [each.fault, each.page])).toEqual([['keyword missing', 'site.example/index.html']]);
    expect(scanZip(zip(parts), { ...owner, keywords: ['sourdough bread', 'rye bread'] }).map((each) => [each.fault, each.detail])).toEqual([['keyword missing', 'rye bread']]);
  });

  test('an offer line may start with the offer’s name where it is also a keyword; a keyword as a label elsewhere is a fault', () => {
    const { owner, parts } = clean.fr as { owner: OwnerWords; parts: PageParts };
    const line = { sections: [...parts.sections, 'Rasage à l’ancienne : serviettes chaudes, rasoir coupe-chou et baume apaisant.'] };
    const asOffer = { ...owner, keywords: [...owner.keywords, 'rasage à l’ancienne'], offers: ['Rasage à l’ancienne'] };
    expect(scanPage('prices.html', html({ ...parts, ...line }, 'fr'), asOffer)).toEqual([]);
    expect(scanPage('prices.html', html({ ...parts, ...line }, 'fr'), { ...asOffer, offers: [] }).map((each) => each.fault)).toEqual(['keyword label']);
  });
});
