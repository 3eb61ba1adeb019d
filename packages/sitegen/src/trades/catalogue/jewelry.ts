import type { Trade } from '../types.ts';

export const jewelry: Trade = {
  id: 'jewelry',
  theme: 'Jewelry',
  kind: 'products',
  icons: 'shop',
  offerIcons: ['gem', 'blend', 'sparkles', 'heart', 'eclipse', 'torus', 'stamp', 'pencil', 'ruler'],
  en: {
    noun: 'jeweller',
    descriptor: 'a jeweller’s workshop making rings, necklaces and earrings in gold and silver, and custom pieces to order',
    audience: 'customers',
    eyebrows: ['Jewellery workshop', 'Rings, necklaces, earrings', 'Gold and silver, made to order'],
    heroTitles: [
      'Rings, necklaces and earrings made at our bench',
      'Gold and silver pieces to wear every day',
      'Engagement rings and custom pieces',
      'Your own design, made in gold or silver',
    ],
    heroLeads: [
      'Engagement rings, wedding bands, everyday gold and silver, and pieces made to your own design. Come in to try them on, or talk to us about something new.',
      '{brand} makes and sells jewellery in gold and silver, from simple stacking rings to one-off commissions. Every piece is finished and checked at our own bench.',
      'Choosing an engagement ring, a gift or a new life for an old family piece? We’ll show you the options, explain the price and make it to fit.',
    ],
    offersHeadings: ['Rings, necklaces and earrings', 'Made at our own bench', 'From the jewellery cases'],
    offersLeads: [
      'Everyday pieces in silver and gold alongside engagement rings and wedding bands. Rings are made or adjusted to your size.',
      'Prices below are for the pieces as shown; stones, metal and size can be changed to order, and we’ll quote before we start.',
    ],
    offers: [
      {
        title: 'Solitaire engagement ring',
        text: 'A round brilliant diamond of about 0.3 carat in a four-claw setting on an 18ct gold band. Yellow, white or rose gold, made to your size.',
        price: 1500,
        from: true,
      },
      {
        title: 'Gold wedding band',
        text: 'A classic court-shaped band in 14ct or 18ct gold, 2 to 6 mm wide, comfortable for everyday wear. Engraving inside on request.',
        price: 450,
        from: true,
      },
      {
        title: 'Sterling silver stacking ring',
        text: 'A slim hammered or polished ring in sterling silver, made to be worn alone or in a stack of three. Sized to your finger.',
        price: 45,
      },
      {
        title: 'Gold pendant necklace',
        text: 'A small disc or bar pendant in 14ct gold on a fine 45 cm chain, with room to engrave an initial or a date.',
        price: 220,
      },
      {
        title: 'Pearl stud earrings',
        text: 'Round white cultured pearls of about 7 mm on 14ct gold posts and butterflies. A gift that goes with everything.',
        price: 85,
      },
      {
        title: 'Silver hoop earrings',
        text: 'Lightweight sterling silver hoops, 20 mm across, with a hinged snap fastening that stays closed. Comfortable from morning to night.',
        price: 75,
      },
      {
        title: 'Engraved signet ring',
        text: 'A solid signet ring in sterling silver or 14ct gold, hand-engraved with initials or a simple crest of your choice.',
        price: 380,
        from: true,
      },
      {
        title: 'Custom design commission',
        text: 'A piece designed with you from a first sketch: a ring, pendant or earrings, in new metal or remade from your own old gold and stones.',
        price: 800,
        from: true,
      },
      {
        title: 'Ring resizing',
        text: 'Making a gold or silver ring larger or smaller by up to two sizes, with the join soldered, polished and invisible.',
        price: 40,
        from: true,
      },
    ],
    highlights: [
      {
        title: 'Finished at our own bench',
        text: 'Setting, polishing and final checks happen in our workshop, so we know every claw and clasp on a piece we sell.',
      },
      {
        title: 'A written price first',
        text: 'Custom work starts with a written quote listing metal, stones and labour. Nothing is made until you have approved it.',
      },
      {
        title: 'Rings made to fit',
        text: 'We measure your finger with proper ring gauges, allowing for knuckles and warm days, before a ring is made or resized.',
      },
      {
        title: 'Old gold given new life',
        text: 'Inherited or broken jewellery can be melted down and its stones reset into a new design you will actually wear.',
      },
      {
        title: 'Cleaning and checks',
        text: 'Drop in with a piece you bought from us and we’ll clean it and check the claws and clasp while you wait.',
      },
    ],
    process: [
      {
        title: 'Book a consultation',
        text: 'Tell us what you have in mind, whether it’s an engagement ring, a gift or a remake. Bring photos, sketches or the old pieces you want to reuse.',
      },
      {
        title: 'Design and quote',
        text: 'We sketch the piece or show it as a 3D model, suggest metal and stones to suit your budget, and give you a written price.',
      },
      {
        title: 'Approve and pay a deposit',
        text: 'Once you are happy with the design, a deposit of half the price starts the work and the stones are ordered or set aside.',
      },
      {
        title: 'Making the piece',
        text: 'Casting, setting, engraving and polishing usually take three to six weeks, depending on the design. We’ll keep you updated along the way.',
      },
      {
        title: 'Fitting and collection',
        text: 'Try the piece on in the workshop, check the fit and pay the balance. Small adjustments are made on the spot.',
      },
    ],
    faq: [
      {
        question: 'How do I find out my ring size?',
        answer: 'The easiest way is to come in and be measured with our ring gauges. If the ring is a surprise, borrow one that fits the right finger and bring it along, or draw around its inside edge on paper.',
      },
      {
        question: 'How long does a custom piece take?',
        answer: 'Usually three to six weeks from approving the design, depending on its complexity and on sourcing the stones. If you have a date in mind, tell us at the first meeting.',
      },
      {
        question: 'Can you use my old gold or stones?',
        answer: 'Yes. We check the metal and stones first and tell you honestly what can be reused. Your gold can be refined into a new piece, and sound stones can be reset in a new design.',
      },
      {
        question: 'Which gold should I choose?',
        answer: '18ct gold is richer in colour and a little softer; 14ct is harder-wearing and more affordable. White gold is usually rhodium plated and needs re-plating every year or two to stay bright.',
      },
      {
        question: 'Can every ring be resized?',
        answer: 'Most plain and stone-set rings can be made up to two sizes larger or smaller. Eternity rings with stones all the way round, and some patterned bands, usually can’t and may need remaking instead.',
      },
      {
        question: 'Can you engrave a piece?',
        answer: 'Yes, we engrave names, dates and short messages inside rings, on the back of pendants and on signet rings. Ask when ordering so the engraving is part of the price.',
      },
    ],
    story: [
      '{brand} is a working jeweller’s: the pieces we sell are made in our own workshop. We make rings, necklaces and earrings in gold and silver, and take on commissions of every size. Most of our days are spent setting stones, soldering and polishing.',
      'Good jewellery is worn every day for decades, so we build it to cope. Claws are thick enough to hold a stone safely, clasps are tested, and bands are heavy enough not to bend out of shape. Where a design would be pretty but fragile, we’ll say so and suggest a stronger version.',
      'Many of our favourite commissions start with a box of old pieces. A grandmother’s ring, a broken chain or a single earring can become something new that is worn again. We talk it through with you, show you the design and give you a written price before anything is melted.',
    ],
    values: [
      { title: 'Made to be worn', text: 'Pieces strong enough for everyday life, not just for special occasions.' },
      { title: 'Clear prices', text: 'A written quote for every commission, with metal, stones and labour listed separately.' },
      { title: 'Honest advice', text: 'We tell you when a stone is too soft for a ring or a design too fragile to last.' },
      { title: 'Nothing wasted', text: 'Old gold and sound stones are reused whenever they can be, and scrap from the bench is refined.' },
    ],
    ctaHeadings: ['Talk to us about a custom piece', 'Find the ring you’ve been looking for', 'Book a ring fitting'],
    ctaTexts: [
      'Book a consultation to talk through your idea, see designs and get a written price. There’s no obligation to order.',
      'Come in to try on rings, necklaces and earrings, or bring an old piece and ask what it could become.',
    ],
    articles: [
      {
        titles: ['How to find your ring size at home', 'Measuring your ring size: methods that really work'],
        description: 'Simple ways to measure your ring size at home, the mistakes that give a wrong result, and how to size a ring that is meant to be a surprise.',
        excerpt: 'A ring that spins or won’t pass the knuckle is no fun to wear. Here is how to measure your size at home and avoid the usual mistakes.',
        sections: [
          {
            heading: 'Measure a ring that already fits',
            paragraphs: [
              'The most reliable home method is to use a ring that fits the same finger comfortably. Measure its inside diameter across the middle with a ruler or calliper, in millimetres. Compare the figure with a ring size chart, or bring the ring to us and we’ll check it on a mandrel. Make sure you measure the inside, not the outside edge.',
            ],
          },
          {
            heading: 'The paper strip method',
            paragraphs: [
              'Wrap a thin strip of paper snugly around the base of your finger and mark where it overlaps. Lay it flat and measure the length up to the mark; this is the circumference of your finger. The strip should slide over the knuckle with a little resistance. Measure two or three times, because paper stretches and slips easily.',
            ],
          },
          {
            heading: 'When and how to measure',
            paragraphs: [
              'Fingers swell in the heat, after exercise and later in the day, and shrink in the cold. Measure at room temperature in the afternoon, when your fingers are at their average size. Your dominant hand is often half a size larger, so measure the finger on the hand you will wear the ring. Wide bands need a slightly larger size than narrow ones.',
            ],
          },
          {
            heading: 'Sizing a ring that is a surprise',
            paragraphs: [
              'If the ring is a secret, borrow one your partner wears on the same finger and bring it in, or draw around its inside on paper. A close friend or family member may know the size already. When in doubt, choose a slightly larger size, because making a ring smaller is easier than stretching it. Most plain rings can be resized after the proposal.',
            ],
          },
        ],
      },
      {
        titles: ['Choosing an engagement ring: metal, stone and setting', 'What to decide before ordering an engagement ring'],
        description: 'How to choose an engagement ring: which gold or platinum to pick, what matters most in a diamond, and how the setting affects comfort and safety.',
        excerpt: 'An engagement ring is worn every day for a lifetime. Three decisions shape it: the metal, the stone and the way the stone is held.',
        sections: [
          {
            heading: 'Choosing the metal',
            paragraphs: [
              'Yellow, white and rose gold are all alloys of gold with other metals, which set their colour and hardness. 18ct gold has a richer colour, while 14ct is a little harder and more affordable. White gold is usually rhodium plated and needs re-plating every year or two. Platinum stays white without plating and wears slowly, but costs more.',
            ],
          },
          {
            heading: 'The stone and the four Cs',
            paragraphs: [
              'Diamonds are graded by cut, colour, clarity and carat weight. Cut matters most for sparkle, so a well-cut smaller stone often looks better than a larger, poorly cut one. Slight inclusions invisible to the eye can save a lot of money. Sapphires are a durable coloured alternative, while softer stones such as opal or emerald need more careful wear.',
            ],
          },
          {
            heading: 'Settings and everyday wear',
            paragraphs: [
              'A claw setting lets in the most light and shows off the stone, but tall claws can catch on knitwear. A bezel setting surrounds the stone with metal, protecting it well and suiting active hands. Lower settings sit closer to the finger and sit neatly next to a wedding band. Think about how the partner uses their hands each day before choosing.',
            ],
          },
          {
            heading: 'Setting a budget and a timeline',
            paragraphs: [
              'Decide on a comfortable budget first and share it at the first meeting, so the design fits it from the start. A made-to-order ring usually takes three to six weeks, longer if a particular stone has to be sourced. Leave time for a fitting and any final changes. A ring that fits well and suits daily life will be loved far longer than one chosen in a hurry.',
            ],
          },
        ],
      },
      {
        titles: ['How to clean and store gold and silver at home', 'Caring for your rings, chains and earrings'],
        description: 'How to clean gold and silver at home, what tarnish is and how to prevent it, and how to store rings, chains and earrings so they stay safe.',
        excerpt: 'A few minutes of care keeps gold bright and silver from darkening. Here is how to clean and store your pieces safely.',
        sections: [
          {
            heading: 'Cleaning gold at home',
            paragraphs: [
              'Soak gold pieces for ten minutes in warm water with a few drops of washing-up liquid. Brush gently with a soft toothbrush, paying attention to the back of stone settings where dirt collects. Rinse in clean water, with the plug in the sink, and dry with a lint-free cloth. Avoid toothpaste and baking soda, which scratch the surface.',
            ],
          },
          {
            heading: 'Silver and tarnish',
            paragraphs: [
              'Sterling silver darkens when it reacts with sulphur in the air, in wool and in some foods. Wearing silver often actually slows tarnish, because skin and clothes polish it gently. Light tarnish comes off with a silver polishing cloth. Heavily darkened pieces or those with oxidised details are best cleaned in the workshop.',
            ],
          },
          {
            heading: 'What to keep away from your pieces',
            paragraphs: [
              'Take rings off before gardening, cleaning with chemicals, swimming in chlorinated pools or going to the gym. Put jewellery on after perfume, hairspray and creams, not before. Pearls are especially sensitive and should be wiped with a soft cloth after wearing. Knocks against hard surfaces can loosen claws over time.',
            ],
          },
          {
            heading: 'Storing and checking',
            paragraphs: [
              'Store pieces separately, in soft pouches or a box with compartments, so diamonds don’t scratch softer stones and chains don’t tangle. Keep silver in an airtight bag with an anti-tarnish strip. Fasten chains before putting them away. Once a year, have rings with stones checked by a jeweller, because a worn claw is easy to fix and a lost stone is not.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'ювелирная мастерская',
    descriptor: 'ювелирная мастерская: кольца, колье и серьги из золота и серебра и украшения на заказ',
    audience: 'покупатели',
    eyebrows: ['Ювелирная мастерская', 'Кольца, колье, серьги', 'Золото и серебро на заказ'],
    heroTitles: [
      'Кольца, колье и серьги из нашей мастерской',
      'Золото и серебро, которое носят каждый день',
      'Помолвочные кольца и украшения на заказ',
      'Украшение по вашему эскизу — в золоте или серебре',
    ],
    heroLeads: [
      'Помолвочные и обручальные кольца, золото и серебро на каждый день, украшения по вашему замыслу. Приходите примерить или обсудить что-то новое.',
      '«{brand}» делает и продаёт украшения из золота и серебра — от тонких колец для наборов до единственных в своём роде изделий на заказ. Каждое изделие мы доводим и проверяем у себя за верстаком.',
      'Выбираете помолвочное кольцо, подарок или хотите переделать старое семейное украшение? Покажем варианты, объясним цену и сделаем точно по размеру.',
    ],
    offersHeadings: ['Кольца, колье и серьги', 'Сделано у нас за верстаком', 'Из витрины ювелирной мастерской'],
    offersLeads: [
      'Украшения из серебра и золота на каждый день, помолвочные и обручальные кольца. Кольца делаем или подгоняем под ваш размер.',
      'Цены указаны за изделия в том виде, как на фото. Камни, металл и размер можно изменить, и мы назовём стоимость до начала работы.',
    ],
    offers: [
      {
        title: 'Помолвочное кольцо с бриллиантом',
        text: 'Круглый бриллиант около 0,3 карата в крапанах на шинке из золота 750 пробы. Жёлтое, белое или розовое золото, по вашему размеру.',
        price: 1500,
        from: true,
      },
      {
        title: 'Обручальное кольцо из золота',
        text: 'Классическое гладкое кольцо комфортной посадки из золота 585 или 750 пробы, шириной от 2 до 6 мм. По желанию — гравировка внутри.',
        price: 450,
        from: true,
      },
      {
        title: 'Серебряное кольцо для набора',
        text: 'Тонкое кольцо из серебра 925 пробы, гладкое или с фактурой «молоток». Носится отдельно или по три вместе, делается по размеру.',
        price: 45,
      },
      {
        title: 'Золотой кулон на цепочке',
        text: 'Небольшой кулон-диск или пластинка из золота 585 пробы на тонкой цепочке 45 см. На нём можно выгравировать инициал или дату.',
        price: 220,
      },
      {
        title: 'Серьги-пусеты с жемчугом',
        text: 'Круглый белый культивированный жемчуг около 7 мм на золотых штифтах 585 пробы с заглушками. Подарок, который подходит ко всему.',
        price: 85,
      },
      {
        title: 'Серебряные серьги-кольца',
        text: 'Лёгкие серьги-конго из серебра 925 пробы диаметром 20 мм с надёжным замком на шарнире. Удобно носить с утра до вечера.',
        price: 75,
      },
      {
        title: 'Печатка с гравировкой',
        text: 'Цельная печатка из серебра или золота 585 пробы с ручной гравировкой инициалов или простого герба по вашему выбору.',
        price: 380,
        from: true,
      },
      {
        title: 'Украшение по индивидуальному эскизу',
        text: 'Кольцо, кулон или серьги, которые мы придумаем вместе с вами с первого наброска — из нового металла или из вашего старого золота и камней.',
        price: 800,
        from: true,
      },
      {
        title: 'Изменение размера кольца',
        text: 'Увеличим или уменьшим золотое или серебряное кольцо до двух размеров: спаяем, отполируем, и место шва не будет видно.',
        price: 40,
        from: true,
      },
    ],
    highlights: [
      {
        title: 'Доводим изделия сами',
        text: 'Закрепка камней, полировка и финальная проверка проходят в нашей мастерской, поэтому мы знаем каждый крапан и замок того, что продаём.',
      },
      {
        title: 'Сначала письменная смета',
        text: 'Работа на заказ начинается со сметы, где отдельно указаны металл, камни и работа. Ничего не делаем, пока вы её не одобрите.',
      },
      {
        title: 'Кольца точно по размеру',
        text: 'Измеряем палец настоящими кольцемерами, с учётом сустава и того, как пальцы отекают в жару, прежде чем делать или менять размер кольца.',
      },
      {
        title: 'Новая жизнь старого золота',
        text: 'Доставшиеся по наследству или сломанные украшения можно переплавить, а камни переставить в новое изделие, которое вы будете носить.',
      },
      {
        title: 'Чистка и осмотр',
        text: 'Заходите с украшением, купленным у нас, — почистим его и проверим крапаны и замок, пока вы ждёте.',
      },
    ],
    process: [
      {
        title: 'Запишитесь на консультацию',
        text: 'Расскажите, что задумали: помолвочное кольцо, подарок или переделку. Принесите фото, наброски или старые украшения, которые хотите использовать.',
      },
      {
        title: 'Эскиз и смета',
        text: 'Нарисуем эскиз или покажем 3D-модель, предложим металл и камни под ваш бюджет и назовём стоимость письменно.',
      },
      {
        title: 'Согласование и предоплата',
        text: 'Когда дизайн вас полностью устраивает, предоплата в половину стоимости запускает работу, а камни заказываются или откладываются для вас.',
      },
      {
        title: 'Изготовление',
        text: 'Литьё, закрепка, гравировка и полировка обычно занимают от трёх до шести недель в зависимости от сложности. По ходу работы держим вас в курсе.',
      },
      {
        title: 'Примерка и получение',
        text: 'Примерьте украшение в мастерской, проверьте посадку и оплатите остаток. Небольшие доработки сделаем на месте.',
      },
    ],
    faq: [
      {
        question: 'Как узнать размер кольца?',
        answer: 'Проще всего прийти к нам и измерить палец кольцемером. Если кольцо — сюрприз, возьмите кольцо, которое подходит на нужный палец, и принесите его или обведите изнутри на бумаге.',
      },
      {
        question: 'Сколько делается украшение на заказ?',
        answer: 'Обычно от трёх до шести недель после утверждения эскиза — в зависимости от сложности и поиска камней. Если у вас есть конкретная дата, скажите о ней на первой встрече.',
      },
      {
        question: 'Можно ли использовать моё старое золото или камни?',
        answer: 'Да. Сначала мы проверим металл и камни и честно скажем, что можно использовать. Золото можно переплавить в новое изделие, а целые камни — закрепить в новом дизайне.',
      },
      {
        question: 'Какое золото выбрать?',
        answer: 'Золото 750 пробы насыщеннее по цвету и чуть мягче, 585 проба прочнее и доступнее. Белое золото обычно покрывают родием, и раз в год-два покрытие нужно обновлять, чтобы сохранить блеск.',
      },
      {
        question: 'Любое ли кольцо можно увеличить или уменьшить?',
        answer: 'Большинство гладких колец и колец с камнями можно изменить до двух размеров в обе стороны. Дорожки с камнями по всей окружности и некоторые кольца с узором обычно не меняют, их проще переделать.',
      },
      {
        question: 'Вы делаете гравировку?',
        answer: 'Да, гравируем имена, даты и короткие надписи внутри колец, на обороте кулонов и на печатках. Скажите о гравировке при заказе, чтобы она вошла в стоимость.',
      },
    ],
    story: [
      '«{brand}» — действующая ювелирная мастерская: здесь украшения и делают, и продают. Мы изготавливаем кольца, колье и серьги из золота и серебра и берёмся за заказы любого масштаба. Большая часть нашего дня — закрепка камней, пайка и полировка.',
      'Хорошее украшение носят каждый день десятилетиями, поэтому мы делаем его с запасом прочности. Крапаны достаточно толстые, чтобы надёжно держать камень, замки проверены, а шинки не гнутся от нагрузки. Если изящный дизайн окажется хрупким, мы честно скажем и предложим более прочный вариант.',
      'Многие наши любимые заказы начинаются с коробочки старых украшений. Бабушкино кольцо, порванная цепочка или одинокая серёжка могут стать новой вещью, которую снова будут носить. Мы всё обсудим с вами, покажем эскиз и назовём цену письменно, прежде чем что-то отправится в переплавку.',
    ],
    values: [
      { title: 'Чтобы носить', text: 'Украшения, которые выдерживают обычную жизнь, а не только праздники.' },
      { title: 'Понятные цены', text: 'Письменная смета на каждый заказ: металл, камни и работа указаны отдельно.' },
      { title: 'Честный совет', text: 'Скажем, если камень слишком мягкий для кольца или дизайн слишком хрупкий, чтобы служить долго.' },
      { title: 'Без отходов', text: 'Старое золото и целые камни используем везде, где можно, а опилки с верстака отправляем на аффинаж.' },
    ],
    ctaHeadings: ['Обсудим украшение на заказ', 'Найдите кольцо, которое давно ищете', 'Запишитесь на примерку колец'],
    ctaTexts: [
      'Запишитесь на консультацию: обсудим идею, покажем эскизы и назовём цену письменно. Ни к чему не обязывает.',
      'Приходите примерить кольца, колье и серьги или принесите старое украшение и спросите, чем оно может стать.',
    ],
    articles: [
      {
        titles: ['Как узнать размер кольца дома', 'Измеряем размер кольца: способы, которые работают'],
        description: 'Простые способы узнать размер кольца дома, ошибки, из-за которых результат выходит неверным, и как подобрать размер кольца-сюрприза.',
        excerpt: 'Кольцо, которое крутится или не проходит через сустав, носить неудобно. Рассказываем, как измерить размер дома и не ошибиться.',
        sections: [
          {
            heading: 'Измерьте кольцо, которое подходит',
            paragraphs: [
              'Самый надёжный домашний способ — взять кольцо, которое удобно сидит на том же пальце. Линейкой или штангенциркулем измерьте его внутренний диаметр посередине в миллиметрах. Российский размер кольца и есть этот диаметр: 17 мм — это 17-й размер. Измеряйте именно внутренний край, а не внешний.',
            ],
          },
          {
            heading: 'Способ с полоской бумаги',
            paragraphs: [
              'Плотно оберните основание пальца тонкой полоской бумаги и отметьте, где она сходится. Разложите полоску и измерьте длину до отметки: получится окружность пальца. Разделите её на 3,14, и вы узнаете диаметр, то есть размер. Измерьте два-три раза, потому что бумага тянется и легко соскальзывает.',
            ],
          },
          {
            heading: 'Когда и как измерять',
            paragraphs: [
              'Пальцы отекают в жару, после спорта и к вечеру, а на холоде становятся тоньше. Измеряйте при комнатной температуре днём, когда пальцы среднего размера. На ведущей руке пальцы часто на полразмера больше, поэтому мерьте палец той руки, на которой будете носить кольцо. Для широкого кольца нужен размер чуть больше, чем для узкого.',
            ],
          },
          {
            heading: 'Как узнать размер для сюрприза',
            paragraphs: [
              'Если кольцо — секрет, возьмите кольцо, которое ваша вторая половина носит на том же пальце, и принесите его в мастерскую или обведите изнутри на бумаге. Близкая подруга или родственники могут знать размер. Если сомневаетесь, берите чуть больше: уменьшить кольцо проще, чем растянуть. Размер большинства гладких колец можно изменить и после предложения.',
            ],
          },
        ],
      },
      {
        titles: ['Как выбрать помолвочное кольцо: металл, камень и закрепка', 'Что решить до заказа помолвочного кольца'],
        description: 'Как выбрать помолвочное кольцо: какое золото или платину взять, что важнее всего в бриллианте и как закрепка влияет на удобство и сохранность камня.',
        excerpt: 'Помолвочное кольцо носят каждый день всю жизнь. Его определяют три решения: металл, камень и то, как камень закреплён.',
        sections: [
          {
            heading: 'Выбор металла',
            paragraphs: [
              'Жёлтое, белое и розовое золото — сплавы золота с другими металлами, которые задают цвет и твёрдость. Золото 750 пробы насыщеннее по цвету, а 585 проба чуть твёрже и доступнее. Белое золото обычно покрывают родием, и раз в год-два покрытие обновляют. Платина остаётся белой без покрытия и медленно изнашивается, но стоит дороже.',
            ],
          },
          {
            heading: 'Камень и правило четырёх C',
            paragraphs: [
              'Бриллианты оценивают по огранке, цвету, чистоте и массе в каратах. Для игры света важнее всего огранка, поэтому хорошо огранённый небольшой камень часто смотрится лучше крупного с плохой огранкой. Небольшие включения, невидимые глазу, заметно снижают цену. Сапфир — прочная цветная альтернатива, а более мягкие опал или изумруд требуют бережного обращения.',
            ],
          },
          {
            heading: 'Закрепка и повседневная носка',
            paragraphs: [
              'Крапановая закрепка пропускает больше всего света и открывает камень, но высокие крапаны цепляются за трикотаж. Глухая закрепка окружает камень металлом, хорошо его защищает и подходит тем, кто много работает руками. Низкая посадка держит камень ближе к пальцу и аккуратно сочетается с обручальным кольцом. Прежде чем выбирать, подумайте, чем человек занимается руками каждый день.',
            ],
          },
          {
            heading: 'Бюджет и сроки',
            paragraphs: [
              'Сначала определите комфортный бюджет и назовите его на первой встрече, чтобы дизайн сразу под него подстраивался. Кольцо на заказ обычно делается от трёх до шести недель, дольше, если нужно найти определённый камень. Оставьте время на примерку и последние правки. Кольцо, которое хорошо сидит и подходит к жизни, будут любить намного дольше, чем выбранное второпях.',
            ],
          },
        ],
      },
      {
        titles: ['Как чистить и хранить золото и серебро дома', 'Уход за кольцами, цепочками и серьгами'],
        description: 'Как почистить золото и серебро дома, почему темнеет серебро и как этого избежать, как хранить кольца, цепочки и серьги, чтобы они не портились.',
        excerpt: 'Несколько минут ухода сохраняют блеск золота и не дают серебру темнеть. Рассказываем, как чистить и хранить украшения без риска.',
        sections: [
          {
            heading: 'Чистка золота дома',
            paragraphs: [
              'Замочите золотые украшения на десять минут в тёплой воде с несколькими каплями средства для посуды. Аккуратно почистите мягкой зубной щёткой, особенно с обратной стороны закрепки, где скапливается грязь. Ополосните чистой водой, закрыв слив раковины, и вытрите безворсовой салфеткой. Зубную пасту и соду не используйте: они царапают поверхность.',
            ],
          },
          {
            heading: 'Серебро и потемнение',
            paragraphs: [
              'Серебро 925 пробы темнеет, вступая в реакцию с серой из воздуха, шерсти и некоторых продуктов. Если носить серебро часто, оно темнеет медленнее, потому что кожа и одежда его понемногу полируют. Лёгкий налёт снимается специальной салфеткой для серебра. Сильно потемневшие изделия и украшения с чернением лучше почистить в мастерской.',
            ],
          },
          {
            heading: 'От чего беречь украшения',
            paragraphs: [
              'Снимайте кольца перед работой в саду, уборкой с бытовой химией, бассейном с хлорированной водой и спортзалом. Украшения надевайте после духов, лака для волос и крема, а не до. Жемчуг особенно чувствителен: после носки протирайте его мягкой тканью. Удары о твёрдые поверхности со временем расшатывают крапаны.',
            ],
          },
          {
            heading: 'Хранение и осмотр',
            paragraphs: [
              'Храните украшения отдельно, в мягких мешочках или шкатулке с ячейками, чтобы бриллианты не царапали более мягкие камни, а цепочки не путались. Серебро держите в закрытом пакете с полоской против потемнения. Цепочки перед хранением застёгивайте. Раз в год показывайте кольца с камнями мастеру: стёртый крапан легко исправить, а потерянный камень — нет.',
            ],
          },
        ],
      },
    ],
  },
};
