import type { Trade } from '../types.ts';

export const designStudio: Trade = {
  id: 'design-studio',
  theme: 'Design Studio',
  kind: 'services',
  icons: 'creative',
  offerIcons: ['pen-tool', 'palette', 'monitor', 'rocket', 'package', 'tag', 'book-open', 'contact', 'shapes'],
  en: {
    noun: 'design studio',
    descriptor: 'a design studio for branding, logos, websites, packaging and print',
    audience: 'clients',
    eyebrows: ['Branding, web and packaging', 'Graphic design and branding', 'Design studio'],
    heroTitles: [
      'Branding, websites and packaging that fit together',
      'Clear, memorable design for growing businesses',
      'Logos, identities, websites and print',
      'From the first sketch to the printed box',
    ],
    heroLeads: [
      'Logos, brand identities, websites, packaging and print for businesses that want to look as good as their work. One team and one visual language across everything you make.',
      '{brand} designs brands from the first sketch to the final file: the logo, colours and type, then the website, packaging and printed materials that use them.',
      'Launching something new, or tidying up a brand that grew by accident? Tell us about your business and we’ll propose a plan, a timeline and a fixed price.',
    ],
    offersHeadings: ['What we design', 'Branding, web, packaging and print', 'Studio services and prices'],
    offersLeads: [
      'Prices are starting prices for a typical small-business project. After a first call, we send a fixed quote for yours.',
      'Every project includes research, concepts, revisions and final files ready for print and screen.',
    ],
    offers: [
      {
        title: 'Logo design',
        text: 'A distinctive logo with two or three initial concepts, two rounds of revisions and final files in every format you need, for print and screen.',
        price: 800,
        from: true,
      },
      {
        title: 'Brand identity',
        text: 'The logo plus colour palette, typefaces, graphic elements and a brand guidelines document, so everyone who uses your brand uses it the same way.',
        price: 3000,
        from: true,
      },
      {
        title: 'Website design and build',
        text: 'A site of up to ten pages, designed around your customers and built on an easy-to-edit content system, with mobile layouts and basic search setup.',
        price: 4000,
        from: true,
      },
      {
        title: 'Landing page',
        text: 'A single page for a product launch, event or campaign, designed to lead visitors to one clear action, with copy structure and mobile layout.',
        price: 1200,
        from: true,
      },
      {
        title: 'Packaging design',
        text: 'Boxes, bags, jars and tins designed on the printer’s dieline, from concept to print-ready files, with a printed mock-up before the run.',
        price: 1500,
        from: true,
      },
      {
        title: 'Label design',
        text: 'Labels for bottles, jars and cosmetics that meet legal text requirements, with versions for every flavour, scent or size in the range.',
        price: 500,
        from: true,
      },
      {
        title: 'Brochure and catalogue design',
        text: 'Layouts for brochures, catalogues, menus and annual reports, with a clear grid, typography and images prepared for print.',
        price: 600,
        from: true,
      },
      {
        title: 'Business cards and stationery',
        text: 'Business cards, letterheads, email signatures and document templates in your brand style, ready to print or use straight away.',
        price: 300,
        from: true,
      },
      {
        title: 'Ongoing design support',
        text: 'Social media graphics, adverts, presentations and small updates for brands we have designed or inherited, billed by the hour.',
        price: 70,
        unit: 'per hour',
      },
    ],
    highlights: [
      {
        title: 'A fixed price, agreed upfront',
        text: 'After the first call you receive a written quote with the scope, timeline and price. The price changes only if the scope does.',
      },
      {
        title: 'Research before drawing',
        text: 'We start with your customers, competitors and goals, so the design solves a real business problem rather than just looking nice.',
      },
      {
        title: 'Revisions built in',
        text: 'Each stage includes two rounds of revisions, and you always know what is included before asking for changes.',
      },
      {
        title: 'Files and rights are yours',
        text: 'At the end you receive all source files and full rights to the final design, with no licence fees.',
      },
      {
        title: 'One language across everything',
        text: 'Logo, website, packaging and print are designed to work together, so your brand looks the same everywhere customers meet it.',
      },
    ],
    process: [
      {
        title: 'Introductory call',
        text: 'A 30-minute conversation about your business, goals, budget and deadline, and whether we are the right fit.',
      },
      {
        title: 'Proposal and quote',
        text: 'We send the scope, timeline and a fixed price in writing. A deposit of half the fee books the project into our schedule.',
      },
      {
        title: 'Research and concepts',
        text: 'We study your market, share a moodboard and then present two or three concepts, each explained in terms of your goals.',
      },
      {
        title: 'Refining the chosen direction',
        text: 'You choose a direction and we refine it over two rounds of revisions, applying it to real examples such as a box, a page or a sign.',
      },
      {
        title: 'Final files and handover',
        text: 'You receive the final files in every format, the guidelines and help briefing printers or developers. The remaining half of the fee is due at handover.',
      },
    ],
    faq: [
      {
        question: 'How long does a project take?',
        answer: 'A logo usually takes three to four weeks, a full brand identity six to eight, and a website six to ten, depending on the number of pages and how quickly content arrives. We agree the timeline at the start.',
      },
      {
        question: 'How many concepts and revisions do we get?',
        answer: 'Logos and identities start with two or three concepts, and every stage includes two rounds of revisions. Further changes are possible at our hourly rate, and we always tell you before they add to the cost.',
      },
      {
        question: 'Do we own the final design?',
        answer: 'Yes. Once the project is paid in full, the rights to the final design pass to you, and you receive all the source files. Concepts you didn’t choose remain ours.',
      },
      {
        question: 'Do you build websites or only design them?',
        answer: 'Both. We design the site and build it on a content system you can edit yourself, then show you how to update pages, photos and news. Hosting and domain can stay in your name.',
      },
      {
        question: 'Can you organise the printing?',
        answer: 'Yes. We prepare print-ready files, get quotes from printers we trust, check proofs and colour, and can attend a press check for larger runs. Printing is quoted separately from design.',
      },
      {
        question: 'What do you need from us to start?',
        answer: 'A short description of your business and customers, examples of design you like and dislike, any existing materials, and one person who can make decisions. We’ll send a brief template to make this easy.',
      },
    ],
    story: [
      '{brand} is a small design studio working on brands, websites, packaging and print. We work mainly with small and growing businesses: cafés and shops, makers and manufacturers, consultancies and start-ups. What they share is a good product and a look that doesn’t yet do it justice.',
      'Every project starts with questions rather than sketches. Who are your customers, where do they meet you, and what should they feel when they do? The answers shape every decision that follows, from the weight of a typeface to the colour of a box. Design that looks good but doesn’t help the business is not finished.',
      'We keep projects small enough to give each one full attention. You talk to the designers doing the work, see progress at agreed points and always know what is included in the price. At the end, you get every file and clear guidelines, so your brand stays consistent long after the project ends.',
    ],
    values: [
      { title: 'Purpose before style', text: 'Every design decision can be explained in terms of your customers and goals.' },
      { title: 'Clear prices', text: 'A fixed quote for a clear scope, and no surprises on the final invoice.' },
      { title: 'Built to be used', text: 'Files and guidelines that printers, developers and your own team can work with easily.' },
      { title: 'Direct contact', text: 'You talk to the people designing your project, not to a go-between.' },
    ],
    ctaHeadings: ['Tell us about your project', 'Book an introductory call', 'Get a fixed quote for your brand'],
    ctaTexts: [
      'Send a few lines about your business and what you need, and we’ll arrange a short call to talk it through.',
      'Every project starts with a written quote and timeline, so you know exactly what you’ll get and when.',
    ],
    articles: [
      {
        titles: ['What goes into a brand identity beyond the logo', 'Logo or brand identity: what you actually get'],
        description: 'What a brand identity includes besides the logo: colour palette, typefaces, graphic elements, imagery and guidelines, and when a logo alone is enough.',
        excerpt: 'A logo is the signature, but a brand identity is the whole handwriting. Here is what an identity project includes and why it matters.',
        sections: [
          {
            heading: 'The logo and its versions',
            paragraphs: [
              'A good logo comes in several versions, not one. There is usually a main version, a compact one for small spaces such as social media avatars, and a simple mark for favicons and stamps. Each version works in colour, in black and in white. Without these variations, people stretch and squeeze one file to fit, and the brand starts to look careless.',
            ],
          },
          {
            heading: 'Colour and typography',
            paragraphs: [
              'A brand palette sets out main and supporting colours, with exact values for print, screen and paint. Typefaces are chosen for headings and body text, with rules for sizes and spacing. Together, colour and type do most of the work of recognition, often more than the logo itself. Customers notice when a flyer uses the wrong blue, even if they can’t say why.',
            ],
          },
          {
            heading: 'Graphic elements and imagery',
            paragraphs: [
              'Patterns, icons, illustration styles and photo direction make a brand feel complete. They give you something to work with on packaging, websites and social media when a logo alone would look empty. A clear photo style, such as natural light and real people, keeps images from different sources consistent. A strong set of graphic elements keeps a brand recognisable even when the logo is out of sight.',
            ],
          },
          {
            heading: 'Guidelines, and when a logo is enough',
            paragraphs: [
              'Brand guidelines collect all of the above in one document, with examples of right and wrong use. They let printers, web developers and new staff use the brand correctly without calling the designer every time. A new business testing an idea may only need a logo and two colours at first. Once you print packaging, open premises or hire a team, a full identity pays for itself.',
            ],
          },
        ],
      },
      {
        titles: ['How to write a design brief for your project', 'Writing a design brief: what to tell your designer'],
        description: 'How to write a design brief that gets you the right result: your business and customers, goals, examples, practical limits, budget and deadline.',
        excerpt: 'A clear brief is the cheapest way to a good design. Here is what to include, even if you have never written one before.',
        sections: [
          {
            heading: 'Your business and customers',
            paragraphs: [
              'Describe what you do in two or three plain sentences, as you would to a new acquaintance. Then describe your customers: who they are, what they care about and where they come across you. Add what makes you different from competitors, and name a few of those competitors. A designer who understands your customers makes far fewer wrong guesses.',
            ],
          },
          {
            heading: 'Goals and what success looks like',
            paragraphs: [
              'Say why you need the project now: a launch, a move upmarket, a new product range or simply an outdated look. Describe what should change afterwards, such as more enquiries, a higher price point or easier recognition on a shelf. Goals give the designer a way to explain choices and give you a way to judge concepts. Without them, feedback turns into personal taste.',
            ],
          },
          {
            heading: 'Examples you like and dislike',
            paragraphs: [
              'Collect five to ten examples of design you like, from any industry, and a few you don’t. For each, write a line on what attracts or bothers you. Examples are not there to be copied; they help both sides agree on words like modern, warm or friendly. Include any existing materials you want to keep, such as a colour customers already know.',
            ],
          },
          {
            heading: 'Practical limits, budget and deadline',
            paragraphs: [
              'List what the design must work on: shop signs, embroidery, tiny labels, dark websites or vehicle livery. Mention legal text, printing methods or materials that are already decided. Share your budget and the date that matters, because both shape the scope more than anything else. Finally, name the person who will make the decisions, so feedback arrives in one voice.',
            ],
          },
        ],
      },
      {
        titles: ['Packaging design: what to know before you print', 'From dieline to print run: preparing your packaging'],
        description: 'What to settle before designing and printing packaging: the dieline and materials, mandatory information, colour and proofs, and testing a prototype.',
        excerpt: 'Packaging mistakes are expensive because they arrive by the thousand. Here is what to settle before the design goes to print.',
        sections: [
          {
            heading: 'Start with the dieline and materials',
            paragraphs: [
              'A dieline is the flat template of your box or label, showing cuts, folds and glue areas. Get it from your printer or packaging supplier before design starts, because every format has its own. Decide on the material early, too: uncoated board, kraft paper and glossy card all change how colours look. Designing on the wrong template is one of the most common and costly mistakes.',
            ],
          },
          {
            heading: 'Information that must be on the pack',
            paragraphs: [
              'Food, cosmetics and many other goods have legal requirements for what appears on the pack. The usual list includes the product name, ingredients, allergens, net quantity, storage, best-before or expiry date, and the producer’s details. Barcodes need enough white space and contrast to scan reliably. Check the rules for every market you sell in, and leave room for them from the first sketch.',
            ],
          },
          {
            heading: 'Colour, finishes and proofs',
            paragraphs: [
              'Screens show colour in light, while printers build it from ink, so what you see on a monitor is only a guide. For exact brand colours, specify spot colours and ask for a printed proof on the real material. Finishes such as foil, embossing and soft-touch lamination add cost but can transform a simple design. Always sign off a physical proof before a full run.',
            ],
          },
          {
            heading: 'Test a prototype',
            paragraphs: [
              'Before ordering thousands of boxes, make a few by hand or order a short digital run. Put the real product inside, close it, post it to yourself and stand it on a shelf next to competitors. You may find the box is too tight, the text too small or the colour lost under shop lighting. Fixing those details now costs a fraction of a reprint.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'дизайн-студия',
    descriptor: 'дизайн-студия: фирменный стиль, логотипы, сайты, упаковка и полиграфия',
    audience: 'клиенты',
    eyebrows: ['Брендинг, сайты и упаковка', 'Графический дизайн и айдентика', 'Дизайн-студия'],
    heroTitles: [
      'Фирменный стиль, сайт и упаковка в одном ключе',
      'Понятный и запоминающийся дизайн для растущего бизнеса',
      'Логотипы, айдентика, сайты и полиграфия',
      'От первого наброска до напечатанной коробки',
    ],
    heroLeads: [
      'Логотипы, фирменный стиль, сайты, упаковка и полиграфия для бизнеса, который хочет выглядеть так же хорошо, как работает. Одна команда и единый визуальный язык во всём.',
      '«{brand}» ведёт бренд от первого наброска до финальных файлов: логотип, цвета и шрифты, а затем сайт, упаковка и печатные материалы на их основе.',
      'Запускаете что-то новое или хотите навести порядок в стиле, который сложился сам собой? Расскажите о своём бизнесе, и мы предложим план, сроки и фиксированную цену.',
    ],
    offersHeadings: ['Что мы делаем', 'Брендинг, сайты, упаковка и полиграфия', 'Услуги и цены студии'],
    offersLeads: [
      'Указаны цены «от» для типичного проекта небольшого бизнеса. После первого созвона пришлём фиксированную смету на ваш проект.',
      'В каждый проект входят исследование, концепции, правки и финальные файлы, готовые к печати и для экрана.',
    ],
    offers: [
      {
        title: 'Разработка логотипа',
        text: 'Узнаваемый логотип: две-три стартовые концепции, два круга правок и финальные файлы во всех нужных форматах для печати и экрана.',
        price: 800,
        from: true,
      },
      {
        title: 'Фирменный стиль',
        text: 'Логотип, палитра, шрифты, графические элементы и брендбук, чтобы все, кто работает с вашим брендом, использовали его одинаково.',
        price: 3000,
        from: true,
      },
      {
        title: 'Дизайн и разработка сайта',
        text: 'Сайт до десяти страниц, спроектированный под ваших клиентов, на удобной системе управления, с мобильной версией и базовой настройкой для поисковиков.',
        price: 4000,
        from: true,
      },
      {
        title: 'Лендинг',
        text: 'Одностраничный сайт для запуска продукта, мероприятия или кампании, который ведёт посетителя к одному понятному действию. С мобильной версией.',
        price: 1200,
        from: true,
      },
      {
        title: 'Дизайн упаковки',
        text: 'Коробки, пакеты, банки и жестяные упаковки на штанцевой развёртке типографии — от концепции до файлов в печать, с макетом-образцом перед тиражом.',
        price: 1500,
        from: true,
      },
      {
        title: 'Дизайн этикетки',
        text: 'Этикетки для бутылок, банок и косметики с учётом обязательной информации и версиями для каждого вкуса, аромата или объёма в линейке.',
        price: 500,
        from: true,
      },
      {
        title: 'Дизайн буклетов и каталогов',
        text: 'Вёрстка буклетов, каталогов, меню и годовых отчётов с продуманной сеткой, типографикой и подготовленными к печати изображениями.',
        price: 600,
        from: true,
      },
      {
        title: 'Визитки и деловая документация',
        text: 'Визитки, бланки, подписи для писем и шаблоны документов в вашем фирменном стиле — готовы к печати или к работе сразу.',
        price: 300,
        from: true,
      },
      {
        title: 'Дизайн-поддержка',
        text: 'Графика для соцсетей, рекламные макеты, презентации и небольшие доработки для брендов, которые мы сделали или приняли в работу. Оплата по часам.',
        price: 70,
        unit: 'за час',
      },
    ],
    highlights: [
      {
        title: 'Фиксированная цена с самого начала',
        text: 'После первого созвона вы получаете письменную смету с объёмом работ, сроками и ценой. Цена меняется, только если меняется задача.',
      },
      {
        title: 'Сначала исследование, потом эскизы',
        text: 'Начинаем с ваших клиентов, конкурентов и целей, чтобы дизайн решал задачу бизнеса, а не просто красиво выглядел.',
      },
      {
        title: 'Правки заложены в работу',
        text: 'На каждом этапе предусмотрены два круга правок, и вы всегда заранее знаете, что входит в стоимость.',
      },
      {
        title: 'Файлы и права — ваши',
        text: 'В конце вы получаете все исходники и полные права на итоговый дизайн, без лицензионных платежей.',
      },
      {
        title: 'Единый язык во всём',
        text: 'Логотип, сайт, упаковка и полиграфия делаются так, чтобы работать вместе и выглядеть одинаково везде, где клиенты встречают ваш бренд.',
      },
    ],
    process: [
      {
        title: 'Знакомство',
        text: 'Получасовой разговор о вашем бизнесе, целях, бюджете и сроках — и о том, подходим ли мы друг другу.',
      },
      {
        title: 'Предложение и смета',
        text: 'Присылаем объём работ, сроки и фиксированную цену письменно. Предоплата в половину суммы закрепляет проект в нашем графике.',
      },
      {
        title: 'Исследование и концепции',
        text: 'Изучаем ваш рынок, показываем мудборд, а затем две-три концепции, каждую с объяснением, как она отвечает вашим целям.',
      },
      {
        title: 'Доработка выбранного направления',
        text: 'Вы выбираете направление, мы дорабатываем его за два круга правок и показываем на реальных примерах: коробке, странице, вывеске.',
      },
      {
        title: 'Финальные файлы и передача',
        text: 'Вы получаете файлы во всех форматах, брендбук и помощь в работе с типографией или разработчиками. Вторая половина оплаты — при передаче.',
      },
    ],
    faq: [
      {
        question: 'Сколько длится проект?',
        answer: 'Логотип обычно занимает три-четыре недели, полный фирменный стиль — шесть-восемь, сайт — от шести до десяти в зависимости от числа страниц и того, как быстро готов контент. Сроки фиксируем в начале.',
      },
      {
        question: 'Сколько концепций и правок входит в работу?',
        answer: 'Логотип и фирменный стиль начинаются с двух-трёх концепций, а на каждом этапе есть два круга правок. Дополнительные изменения возможны по часовой ставке, и мы всегда предупреждаем, если они увеличат стоимость.',
      },
      {
        question: 'Кому принадлежат права на дизайн?',
        answer: 'Вам. После полной оплаты исключительные права на итоговый дизайн переходят к вам, и вы получаете все исходные файлы. Невыбранные концепции остаются у нас.',
      },
      {
        question: 'Вы делаете сайты целиком или только дизайн?',
        answer: 'И то и другое. Мы проектируем сайт и собираем его на системе управления, которую вы сможете редактировать сами, а потом показываем, как обновлять страницы, фото и новости. Хостинг и домен можно оформить на вас.',
      },
      {
        question: 'Можете ли вы организовать печать?',
        answer: 'Да. Готовим файлы к печати, запрашиваем цены у проверенных типографий, проверяем цветопробы и для больших тиражей можем приехать на приладку. Печать оплачивается отдельно от дизайна.',
      },
      {
        question: 'Что нужно от нас, чтобы начать?',
        answer: 'Короткое описание бизнеса и клиентов, примеры дизайна, который вам нравится и не нравится, имеющиеся материалы и один человек, который принимает решения. Чтобы было проще, пришлём шаблон брифа.',
      },
    ],
    story: [
      '«{brand}» — небольшая дизайн-студия, которая занимается брендингом, сайтами, упаковкой и полиграфией. Чаще всего мы работаем с небольшим и растущим бизнесом: кофейнями и магазинами, мастерскими и производствами, консалтингом и стартапами. Их объединяет хороший продукт и внешний вид, который пока до него не дотягивает.',
      'Каждый проект начинается с вопросов, а не с эскизов. Кто ваши клиенты, где они с вами встречаются и что должны почувствовать в этот момент? Ответы определяют все дальнейшие решения — от насыщенности шрифта до цвета коробки. Дизайн, который хорошо выглядит, но не помогает бизнесу, мы не считаем законченным.',
      'Мы берём столько проектов, чтобы каждому уделять полное внимание. Вы общаетесь напрямую с дизайнерами, которые делают работу, видите промежуточные результаты в согласованные моменты и всегда знаете, что входит в цену. В конце вы получаете все файлы и понятный брендбук, чтобы стиль оставался единым и после завершения проекта.',
    ],
    values: [
      { title: 'Смысл важнее стиля', text: 'Каждое решение в дизайне можно объяснить через ваших клиентов и цели.' },
      { title: 'Понятные цены', text: 'Фиксированная смета на чётко описанную задачу и никаких сюрпризов в итоговом счёте.' },
      { title: 'Удобно в работе', text: 'Файлы и брендбук, с которыми легко работать типографии, разработчикам и вашей команде.' },
      { title: 'Прямой контакт', text: 'Вы общаетесь с теми, кто делает ваш проект, а не с посредником.' },
    ],
    ctaHeadings: ['Расскажите о своём проекте', 'Запишитесь на знакомство', 'Получите фиксированную смету на свой бренд'],
    ctaTexts: [
      'Напишите пару строк о бизнесе и о том, что нужно, и мы договоримся о коротком созвоне, чтобы всё обсудить.',
      'Каждый проект начинается с письменной сметы и сроков, поэтому вы точно знаете, что и когда получите.',
    ],
    articles: [
      {
        titles: ['Что входит в фирменный стиль, кроме логотипа', 'Логотип или айдентика: что вы на самом деле получаете'],
        description: 'Что входит в фирменный стиль помимо логотипа: палитра, шрифты, графические элементы, стиль изображений и брендбук, и когда хватит одного логотипа.',
        excerpt: 'Логотип — это подпись, а фирменный стиль — весь почерк. Рассказываем, что входит в проект айдентики и почему это важно.',
        sections: [
          {
            heading: 'Логотип и его версии',
            paragraphs: [
              'У хорошего логотипа несколько версий, а не одна. Обычно есть основная, компактная для маленьких мест вроде аватарки в соцсетях и простой знак для фавиконки и печати. Каждая версия работает в цвете, в чёрном и в белом. Без таких вариантов один файл растягивают и сжимают, чтобы он влез, и бренд начинает выглядеть небрежно.',
            ],
          },
          {
            heading: 'Цвет и шрифты',
            paragraphs: [
              'Фирменная палитра задаёт основные и дополнительные цвета с точными значениями для печати, экрана и краски. Шрифты подбирают для заголовков и основного текста, с правилами размеров и интервалов. Вместе цвет и шрифт делают большую часть работы по узнаванию, часто больше, чем сам логотип. Клиенты замечают, когда в листовке не тот синий, даже если не могут объяснить, в чём дело.',
            ],
          },
          {
            heading: 'Графические элементы и изображения',
            paragraphs: [
              'Паттерны, иконки, стиль иллюстраций и фотографий делают бренд цельным. С ними есть с чем работать на упаковке, сайте и в соцсетях, где один логотип смотрелся бы пусто. Понятный стиль фото — например, естественный свет и живые люди — сохраняет единство снимков из разных источников. Благодаря этим элементам бренд узнают, даже когда логотипа не видно.',
            ],
          },
          {
            heading: 'Брендбук и когда хватит логотипа',
            paragraphs: [
              'Брендбук собирает всё перечисленное в одном документе с примерами правильного и неправильного использования. С ним типография, веб-разработчики и новые сотрудники работают с брендом верно, не звоня дизайнеру каждый раз. Новому бизнесу, который только проверяет идею, поначалу может хватить логотипа и двух цветов. Когда вы печатаете упаковку, открываете точку или нанимаете команду, полный фирменный стиль окупается.',
            ],
          },
        ],
      },
      {
        titles: ['Как написать бриф на дизайн', 'Бриф для дизайнера: что обязательно рассказать'],
        description: 'Как составить бриф, чтобы получить нужный результат: бизнес и клиенты, цели, примеры, практические ограничения, бюджет и сроки проекта.',
        excerpt: 'Понятный бриф — самый дешёвый путь к хорошему дизайну. Рассказываем, что в него включить, даже если вы никогда раньше брифов не писали.',
        sections: [
          {
            heading: 'Ваш бизнес и клиенты',
            paragraphs: [
              'Опишите, чем вы занимаетесь, в двух-трёх простых предложениях — так, как рассказали бы новому знакомому. Затем опишите клиентов: кто они, что для них важно и где они о вас узнают. Добавьте, чем вы отличаетесь от конкурентов, и назовите нескольких из них. Дизайнер, который понимает ваших клиентов, гораздо реже ошибается в догадках.',
            ],
          },
          {
            heading: 'Цели и признаки успеха',
            paragraphs: [
              'Объясните, почему проект нужен именно сейчас: запуск, выход в более дорогой сегмент, новая линейка или просто устаревший вид. Опишите, что должно измениться после: больше заявок, возможность поднять цены, заметность на полке. Цели дают дизайнеру способ объяснять решения, а вам — способ оценивать концепции. Без них обсуждение сводится к личному вкусу.',
            ],
          },
          {
            heading: 'Примеры, которые нравятся и не нравятся',
            paragraphs: [
              'Соберите пять-десять примеров дизайна, который вам нравится, из любых отраслей, и несколько тех, что не нравятся. К каждому напишите строчку о том, что привлекает или раздражает. Примеры нужны не для копирования: они помогают обеим сторонам одинаково понимать слова вроде «современный» или «тёплый». Укажите и то, что хотите сохранить, например цвет, который клиенты уже знают.',
            ],
          },
          {
            heading: 'Ограничения, бюджет и сроки',
            paragraphs: [
              'Перечислите, где будет жить дизайн: вывески, вышивка, крошечные этикетки, тёмные сайты или брендирование машин. Упомяните обязательный текст, способы печати или материалы, которые уже выбраны. Назовите бюджет и важную для вас дату: именно они сильнее всего определяют объём работ. И наконец, назначьте человека, который принимает решения, чтобы обратная связь звучала одним голосом.',
            ],
          },
        ],
      },
      {
        titles: ['Дизайн упаковки: что важно знать до печати', 'От развёртки до тиража: как подготовить упаковку'],
        description: 'Что решить до дизайна и печати упаковки: развёртка и материалы, обязательная информация, цвет и цветопробы, проверка образца.',
        excerpt: 'Ошибки в упаковке дорого обходятся, потому что приезжают тысячами. Рассказываем, что решить до того, как дизайн уйдёт в печать.',
        sections: [
          {
            heading: 'Начните с развёртки и материалов',
            paragraphs: [
              'Штанцевая развёртка — это плоский шаблон коробки или этикетки с линиями реза, сгибов и склейки. Получите её у типографии или поставщика упаковки до начала дизайна: у каждого формата она своя. Материал тоже выбирайте заранее, потому что немелованный картон, крафт и глянец по-разному передают цвет. Дизайн на неправильной развёртке — одна из самых частых и дорогих ошибок.',
            ],
          },
          {
            heading: 'Что обязательно должно быть на упаковке',
            paragraphs: [
              'Для продуктов питания, косметики и многих других товаров закон определяет, что должно быть на упаковке. Обычно это название, состав, аллергены, масса или объём, условия хранения, срок годности и данные производителя, а для рынков ЕАЭС — ещё знак EAC и место под код маркировки. Штрихкоду нужны свободные поля и контраст, чтобы он надёжно считывался. Проверьте требования для каждого рынка, где продаёте, и оставьте под них место с первого эскиза.',
            ],
          },
          {
            heading: 'Цвет, отделка и цветопробы',
            paragraphs: [
              'Экран показывает цвет светом, а типография собирает его из красок, поэтому монитор даёт лишь приблизительное представление. Для точных фирменных цветов используйте пантоны и просите цветопробу на реальном материале. Отделка вроде тиснения фольгой, конгрева и софт-тач ламинации добавляет стоимости, но может преобразить простой дизайн. Всегда подписывайте физическую пробу перед тиражом.',
            ],
          },
          {
            heading: 'Проверьте образец',
            paragraphs: [
              'Прежде чем заказывать тысячи коробок, склейте несколько вручную или закажите короткий цифровой тираж. Положите внутрь настоящий товар, закройте, отправьте себе по почте и поставьте на полку рядом с конкурентами. Может оказаться, что коробка тесная, текст мелкий или цвет теряется при магазинном освещении. Исправить это сейчас стоит в разы меньше, чем перепечатывать тираж.',
            ],
          },
        ],
      },
    ],
  },
};
