import type { Trade } from '../types.ts';

export const gaming: Trade = {
  id: 'gaming',
  theme: 'Gaming',
  kind: 'products',
  icons: 'gaming',
  offerIcons: ['gamepad-2', 'gem', 'package', 'map', 'headphones', 'turntable', 'book-image', 'shirt', 'badge'],
  en: {
    noun: 'game studio',
    descriptor: 'an independent game studio that makes and publishes its own games, soundtracks and merch',
    audience: 'players',
    eyebrows: ['Independent games', 'Games, soundtracks and merch', 'Indie game studio'],
    heroTitles: [
      'Independent games, made by a small team',
      'Play the game, hear the music, wear the merch',
      'Story-driven indie games',
      'Editions, expansions and extras from our games',
    ],
    heroLeads: [
      'We make story-driven games with worlds, characters and music built from scratch. Buy the game, the expansion, the soundtrack or a T-shirt straight from the people who made them.',
      '{brand} is an independent studio: we write, draw, code and compose our games ourselves. Buying directly from us helps pay for the next one.',
      'Digital editions arrive as a key by email within minutes. Boxed editions, vinyl and merch are packed by our own team and posted to your door.',
    ],
    offersHeadings: ['Games, expansions and extras', 'From the makers, straight to you', 'The studio shop'],
    offersLeads: [
      'Start with the standard edition or go all in with the collector’s box. Every purchase here goes straight to the team that made the game.',
      'Digital keys by email in minutes; physical items packed by hand and posted with tracking.',
    ],
    offers: [
      {
        title: 'Standard edition (digital)',
        text: 'The full game as a digital key, with every update and patch we release. Everything you need to play from start to finish.',
        price: 20,
      },
      {
        title: 'Deluxe edition (digital)',
        text: 'The full game plus the digital soundtrack and the digital artbook, with concept art and notes from the team. For players who want the whole picture.',
        price: 30,
      },
      {
        title: 'Collector’s edition (boxed)',
        text: 'A printed box with the game key, a hardback artbook, a folded world map, three art prints and an enamel pin. Made in a limited run.',
        price: 89,
      },
      {
        title: 'Story expansion (DLC)',
        text: 'A new chapter with unexplored areas, new characters and around six hours of play, picking up where the main story ends. Requires the base game.',
        price: 12,
      },
      {
        title: 'Original soundtrack (digital)',
        text: 'Every track from the game in lossless and MP3 formats, including pieces that didn’t make the final cut.',
        price: 10,
      },
      {
        title: 'Soundtrack on vinyl',
        text: 'A 12-inch vinyl record with selected tracks from the game, in a printed sleeve with a download code for the full album.',
        price: 35,
      },
      {
        title: 'Hardback artbook',
        text: 'Around 150 pages of concept art, sketches, character designs and notes on how the game’s world took shape.',
        price: 30,
      },
      {
        title: 'Game T-shirt',
        text: 'A heavyweight cotton T-shirt printed with artwork from the game, drawn by our own artists. Sizes S to XXL, unisex fit.',
        price: 25,
      },
      {
        title: 'Enamel pin set',
        text: 'Three hard enamel pins of characters and symbols from the game, on a printed backing card. Made in small batches.',
        price: 15,
      },
    ],
    highlights: [
      {
        title: 'Buy direct, support the team',
        text: 'When you buy here, more of the price reaches the people who made the game than through any other store.',
      },
      {
        title: 'Keys in minutes',
        text: 'Digital editions and the expansion are delivered as a key by email straight after payment, day or night.',
      },
      {
        title: 'No loot boxes, no pay-to-win',
        text: 'You pay once for the game and for expansions you choose. Nothing in the game is designed to make you spend more.',
      },
      {
        title: 'Updates after launch',
        text: 'We keep fixing bugs and improving performance after release, guided by what players report to us.',
      },
      {
        title: 'Merch drawn by our artists',
        text: 'T-shirts, pins and prints use artwork from the people who designed the game, printed in small runs.',
      },
    ],
    process: [
      {
        title: 'Pick your edition or item',
        text: 'Compare the editions, check the system requirements and add the game, the expansion or merch to your basket.',
      },
      {
        title: 'Pay at checkout',
        text: 'Pay by card or a digital wallet. A receipt and your order number arrive by email straight away.',
      },
      {
        title: 'Get your key',
        text: 'Digital items arrive as a key or download link by email within minutes. Redeem the key on your platform and start playing.',
      },
      {
        title: 'Physical items posted',
        text: 'Boxed editions, vinyl and merch are packed by hand and dispatched within three working days, with a tracking number.',
      },
      {
        title: 'Tell us what you think',
        text: 'Report bugs, share screenshots and suggest improvements through our community channels. We read every report.',
      },
    ],
    faq: [
      {
        question: 'Which platforms is the game on?',
        answer: 'Each product page lists the platforms and the minimum and recommended system requirements. Please check them before buying, especially on older computers.',
      },
      {
        question: 'How do I receive a digital copy?',
        answer: 'After payment you get an email with your key and instructions for redeeming it. If it hasn’t arrived within an hour, check your spam folder and then write to us with your order number.',
      },
      {
        question: 'Does the deluxe edition include the expansion?',
        answer: 'No. The deluxe edition adds the soundtrack and the digital artbook to the game. The story expansion is sold separately and can be added to any edition at any time.',
      },
      {
        question: 'Can I get a refund?',
        answer: 'Unredeemed keys can be refunded within 14 days of purchase. Once a key is activated, the refund rules of the platform where you activated it apply. Physical items can be returned unused within 14 days of delivery.',
      },
      {
        question: 'Do you post physical items abroad?',
        answer: 'Yes, we post to most countries. The delivery cost is shown at checkout, and orders outside your own customs area may be charged import duties on arrival.',
      },
      {
        question: 'Can I stream the game or post videos of it?',
        answer: 'Yes. You are welcome to stream, record and monetise videos of our games. A link to the game in the description is appreciated but not required.',
      },
    ],
    story: [
      '{brand} is a small independent studio. We write the stories, draw the worlds, program the systems and compose the music ourselves, which means every part of our games is made by someone who cares about it. There is no publisher telling us what to cut.',
      'Our games are built to be played at your own pace and finished. You buy a game once, and if we make more of it later, you choose whether to buy the expansion. There are no loot boxes, timers or currencies designed to nudge you into spending.',
      'Players shape a lot of what we do. Bug reports, playtest notes and messages from people who finished the game go straight to the team. Buying directly from us is the most useful way to support the next game, and we are grateful to everyone who does.',
    ],
    values: [
      { title: 'Games you finish', text: 'Complete stories with a beginning, a middle and an end, not endless grinds.' },
      { title: 'Fair prices', text: 'Pay once for what you play; extras are optional and clearly described.' },
      { title: 'Made in-house', text: 'Story, art, code and music come from our own team.' },
      { title: 'Listening to players', text: 'Patches and improvements follow what players tell us about the game.' },
    ],
    ctaHeadings: ['Get the game', 'Add the expansion to your game', 'Take the soundtrack home on vinyl'],
    ctaTexts: [
      'Digital keys arrive by email within minutes, and every purchase here goes straight to the team that made the game.',
      'Physical editions and merch are packed by hand and posted with tracking.',
    ],
    articles: [
      {
        titles: ['How to make the game run smoothly on an older PC', 'Getting smoother frame rates on modest hardware'],
        description: 'Which graphics settings matter most, how drivers and background apps affect performance, and what to try when an older PC still stutters.',
        excerpt: 'You don’t need a new graphics card to enjoy the game. A few settings and checks usually make the biggest difference on older PCs.',
        sections: [
          {
            heading: 'Start with the system requirements',
            paragraphs: [
              'Compare your processor, graphics card and memory with the minimum and recommended requirements on the product page. Minimum means the game will run at low settings and a lower resolution. Recommended means comfortable play at medium to high settings. If your PC sits between the two, the settings below will help most.',
            ],
          },
          {
            heading: 'The settings that matter most',
            paragraphs: [
              'Resolution has the biggest effect on performance, so try lowering it or using the resolution scale slider first. Shadows, volumetric lighting and reflections come next and can often drop a level without you noticing much. Texture quality mostly depends on your graphics card’s memory rather than its speed. Turn settings down one at a time and watch the frame rate counter to see what really helps.',
            ],
          },
          {
            heading: 'Drivers, background apps and storage',
            paragraphs: [
              'Update your graphics driver from the manufacturer’s website, because new drivers often fix stutters in recent games. Close browsers, recording software and overlays you don’t need while playing. Installing the game on a solid-state drive shortens loading times and reduces hitches when new areas load. On laptops, plug in the charger and choose the high-performance power mode.',
            ],
          },
          {
            heading: 'If the game still stutters',
            paragraphs: [
              'Verify the game files in your launcher to rule out a damaged installation. Cap the frame rate a little below what your PC can hold, which often feels smoother than an unstable higher number. Check that your PC isn’t overheating by cleaning dust from the fans. If none of this helps, send us your system details and a short description, and we’ll look into it.',
            ],
          },
        ],
      },
      {
        titles: ['Standard, deluxe or collector’s: which edition to choose', 'Game editions compared: what each one includes'],
        description: 'What the standard, deluxe and collector’s editions include, how the story expansion fits in, and which edition suits which kind of player.',
        excerpt: 'Three editions, one game. Here is exactly what each one adds, so you can choose without worrying about missing out.',
        sections: [
          {
            heading: 'The game is the same in every edition',
            paragraphs: [
              'Every edition contains the full game, with the same story, levels and free updates. Nothing that affects play is locked behind a more expensive version. The differences are extras for people who want the music, the art or something to put on a shelf. If you only want to play, the standard edition is all you need.',
            ],
          },
          {
            heading: 'What the deluxe edition adds',
            paragraphs: [
              'The deluxe edition includes the digital soundtrack and the digital artbook. The soundtrack comes in lossless and MP3 formats, and the artbook shows concept art and notes from the team. Bought together, they cost less than separately. The deluxe edition suits players who enjoy the music and like to see how a game was made.',
            ],
          },
          {
            heading: 'What is in the collector’s box',
            paragraphs: [
              'The collector’s edition is a printed box with a game key, a hardback artbook, a folded map, three art prints and an enamel pin. Made in a limited run, it is not reprinted once sold out. Boxes are packed by hand and posted with tracking. Because the game itself is a key, you can start playing before the box arrives.',
            ],
          },
          {
            heading: 'Where the expansion fits in',
            paragraphs: [
              'The story expansion is a separate purchase for any edition. The expansion continues after the main story ends, so most players enjoy it once they have finished the game. You can buy it whenever you like, and it works with saves from the base game. Upgrading later costs no more than buying everything at once.',
            ],
          },
        ],
      },
      {
        titles: ['How we playtest a game before release', 'From first playtest to launch patch: how we test'],
        description: 'How a small team tests a game: internal playtests, sessions with new players, checks on modest hardware and the patches that follow launch.',
        excerpt: 'Bugs are found by playing, and playing again. Here is how we test our games, from the first rough build to the patches after launch.',
        sections: [
          {
            heading: 'Playing our own builds every week',
            paragraphs: [
              'Every week the whole team plays the newest build, not only the programmers. Artists spot missing textures, writers spot broken dialogue, and the composer hears music cutting off. Each problem goes into a shared list with steps to reproduce it. Fixing bugs while the code is fresh in everyone’s mind is far quicker than at the end.',
            ],
          },
          {
            heading: 'Watching new players',
            paragraphs: [
              'We know our games too well to judge whether they are clear, so we invite people who have never seen them. We watch silently while they play and note where they get lost, stuck or bored. A puzzle that seems obvious to us can stop half of the testers. Those sessions change more design decisions than any meeting.',
            ],
          },
          {
            heading: 'Testing on modest hardware',
            paragraphs: [
              'Our own computers are not typical, so we keep older PCs and laptops for testing. Each release candidate is checked on the minimum specification and with different graphics cards and screen sizes. We measure frame rates and loading times in the heaviest scenes. The minimum requirements on the store page come from those tests.',
            ],
          },
          {
            heading: 'After launch',
            paragraphs: [
              'However much we test, players find new bugs within hours of release. We collect reports from our community channels and the in-game feedback form, and sort them by how many people they affect. Crashes and lost progress come first, then smaller issues. Patch notes list what was fixed, with thanks to the players who reported it.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'игровая студия',
    descriptor: 'независимая игровая студия, которая сама делает и издаёт свои игры, саундтреки и мерч',
    audience: 'игроки',
    eyebrows: ['Независимые игры', 'Игры, саундтреки и мерч', 'Инди-студия'],
    heroTitles: [
      'Независимые игры от небольшой команды',
      'Играйте, слушайте музыку, носите мерч',
      'Сюжетные инди-игры',
      'Издания, дополнения и мерч по нашим играм',
    ],
    heroLeads: [
      'Мы делаем сюжетные игры, в которых мир, персонажи и музыка созданы с нуля. Игру, дополнение, саундтрек или футболку можно купить напрямую у тех, кто их сделал.',
      '«{brand}» — независимая студия: сценарий, графику, код и музыку к своим играм мы делаем сами. Покупка напрямую у нас помогает сделать следующую игру.',
      'Цифровые издания приходят ключом на почту через несколько минут. Коробочные издания, винил и мерч мы упаковываем сами и отправляем вам.',
    ],
    offersHeadings: ['Игры, дополнения и мерч', 'Напрямую от разработчиков', 'Магазин студии'],
    offersLeads: [
      'Начните со стандартного издания или возьмите коллекционную коробку целиком. Каждая покупка здесь идёт прямо команде, которая сделала игру.',
      'Цифровые ключи — на почту за несколько минут, физические товары упаковываем вручную и отправляем с трек-номером.',
    ],
    offers: [
      {
        title: 'Стандартное издание (цифровое)',
        text: 'Полная версия игры цифровым ключом со всеми обновлениями и патчами. Всё, что нужно, чтобы пройти игру от начала до конца.',
        price: 20,
      },
      {
        title: 'Делюкс-издание (цифровое)',
        text: 'Игра, цифровой саундтрек и цифровой артбук с концепт-артами и заметками команды. Для тех, кто хочет увидеть картину целиком.',
        price: 30,
      },
      {
        title: 'Коллекционное издание (коробка)',
        text: 'Печатная коробка с ключом игры, артбуком в твёрдой обложке, картой мира, тремя арт-принтами и значком. Выпускается ограниченным тиражом.',
        price: 89,
      },
      {
        title: 'Сюжетное дополнение (DLC)',
        text: 'Новая глава с новыми локациями и персонажами примерно на шесть часов игры — продолжение после финала основной истории. Нужна основная игра.',
        price: 12,
      },
      {
        title: 'Оригинальный саундтрек (цифровой)',
        text: 'Все треки из игры в форматах lossless и MP3, включая композиции, не вошедшие в финальную версию.',
        price: 10,
      },
      {
        title: 'Саундтрек на виниле',
        text: 'Пластинка 12 дюймов с избранными треками из игры в печатном конверте и с кодом для скачивания полного альбома.',
        price: 35,
      },
      {
        title: 'Артбук в твёрдой обложке',
        text: 'Около 150 страниц концепт-артов, скетчей, дизайна персонажей и заметок о том, как складывался мир игры.',
        price: 30,
      },
      {
        title: 'Футболка с артом из игры',
        text: 'Плотная хлопковая футболка с рисунком наших художников по мотивам игры. Размеры от S до XXL, унисекс.',
        price: 25,
      },
      {
        title: 'Набор эмалевых значков',
        text: 'Три значка из твёрдой эмали с персонажами и символами игры на печатной подложке. Делаются небольшими партиями.',
        price: 15,
      },
    ],
    highlights: [
      {
        title: 'Покупка напрямую поддерживает команду',
        text: 'Когда вы покупаете здесь, разработчикам достаётся большая часть цены, чем через любой другой магазин.',
      },
      {
        title: 'Ключ через несколько минут',
        text: 'Цифровые издания и дополнение приходят ключом на почту сразу после оплаты, днём и ночью.',
      },
      {
        title: 'Без лутбоксов и доната',
        text: 'Вы платите один раз за игру и за дополнения, которые выбираете сами. В игре нет ничего, что подталкивает тратить больше.',
      },
      {
        title: 'Обновления после релиза',
        text: 'После выхода игры мы продолжаем исправлять ошибки и улучшать производительность — по тому, что сообщают игроки.',
      },
      {
        title: 'Мерч рисуют наши художники',
        text: 'Для футболок, значков и принтов используется арт тех, кто создавал игру, и печатаются они небольшими тиражами.',
      },
    ],
    process: [
      {
        title: 'Выберите издание или товар',
        text: 'Сравните издания, проверьте системные требования и добавьте в корзину игру, дополнение или мерч.',
      },
      {
        title: 'Оплатите заказ',
        text: 'Оплатить можно картой или электронным кошельком. Чек и номер заказа сразу придут на почту.',
      },
      {
        title: 'Получите ключ',
        text: 'Цифровые товары приходят ключом или ссылкой на скачивание в течение нескольких минут. Активируйте ключ на своей платформе и играйте.',
      },
      {
        title: 'Физические товары — почтой',
        text: 'Коробочные издания, винил и мерч упаковываем вручную и отправляем в течение трёх рабочих дней с трек-номером.',
      },
      {
        title: 'Расскажите, как вам игра',
        text: 'Сообщайте об ошибках, делитесь скриншотами и предлагайте улучшения в наших сообществах. Мы читаем каждое сообщение.',
      },
    ],
    faq: [
      {
        question: 'На каких платформах выходит игра?',
        answer: 'На странице каждого товара указаны платформы, минимальные и рекомендуемые системные требования. Проверьте их перед покупкой, особенно если компьютер не новый.',
      },
      {
        question: 'Как я получу цифровую копию?',
        answer: 'После оплаты придёт письмо с ключом и инструкцией по активации. Если письма нет в течение часа, проверьте папку «Спам», а затем напишите нам с номером заказа.',
      },
      {
        question: 'Входит ли дополнение в делюкс-издание?',
        answer: 'Нет. Делюкс-издание добавляет к игре саундтрек и цифровой артбук. Сюжетное дополнение продаётся отдельно, и его можно докупить к любому изданию в любой момент.',
      },
      {
        question: 'Можно ли вернуть деньги?',
        answer: 'За неактивированный ключ деньги можно вернуть в течение 14 дней после покупки. После активации действуют правила возврата той платформы, где вы активировали ключ. Физические товары можно вернуть неиспользованными в течение 14 дней после получения.',
      },
      {
        question: 'Вы отправляете физические товары в другие страны?',
        answer: 'Да, отправляем в большинство стран. Стоимость доставки видна при оформлении заказа, а при доставке из-за рубежа на таможне могут взять пошлину.',
      },
      {
        question: 'Можно ли стримить игру и выкладывать видео?',
        answer: 'Да. Стримьте, записывайте и монетизируйте видео по нашим играм. Ссылка на игру в описании будет приятна, но не обязательна.',
      },
    ],
    story: [
      '«{brand}» — небольшая независимая студия. Сюжет, графику, игровые системы и музыку мы делаем сами, поэтому за каждой частью игры стоит человек, которому она небезразлична. Издателя, который решал бы, что вырезать, у нас нет.',
      'Наши игры можно проходить в своём темпе и пройти до конца. Игру вы покупаете один раз, а если позже выйдет продолжение, сами решаете, брать ли дополнение. Никаких лутбоксов, таймеров и внутриигровых валют, которые подталкивают тратить деньги.',
      'Игроки во многом определяют, что мы делаем. Отчёты об ошибках, заметки с плейтестов и письма тех, кто прошёл игру, сразу попадают к команде. Покупка напрямую у нас — самый действенный способ поддержать следующую игру, и мы благодарны всем, кто так делает.',
    ],
    values: [
      { title: 'Игры, которые проходят', text: 'Законченные истории с началом, серединой и финалом, а не бесконечный гринд.' },
      { title: 'Честные цены', text: 'Платите один раз за то, во что играете, а дополнительные товары необязательны и подробно описаны.' },
      { title: 'Всё делаем сами', text: 'Сюжет, графика, код и музыка — работа нашей собственной команды.' },
      { title: 'Слушаем игроков', text: 'Патчи и улучшения выходят по тому, что игроки рассказывают нам об игре.' },
    ],
    ctaHeadings: ['Купите игру', 'Добавьте дополнение к своей игре', 'Заберите саундтрек на виниле'],
    ctaTexts: [
      'Цифровые ключи приходят на почту за несколько минут, а каждая покупка здесь идёт прямо команде, которая сделала игру.',
      'Коробочные издания и мерч упаковываем вручную и отправляем с трек-номером.',
    ],
    articles: [
      {
        titles: ['Как добиться плавной игры на старом ПК', 'Больше кадров в секунду на скромном железе'],
        description: 'Какие настройки графики важнее всего, как драйверы и фоновые программы влияют на производительность и что делать, если старый ПК всё равно тормозит.',
        excerpt: 'Чтобы получить удовольствие от игры, не обязательно покупать новую видеокарту. На старом ПК больше всего помогают несколько настроек и проверок.',
        sections: [
          {
            heading: 'Начните с системных требований',
            paragraphs: [
              'Сравните процессор, видеокарту и объём памяти с минимальными и рекомендуемыми требованиями на странице игры. Минимальные означают, что игра запустится на низких настройках и в пониженном разрешении. Рекомендуемые — что играть будет комфортно на средних и высоких настройках. Если ваш ПК где-то посередине, настройки ниже помогут больше всего.',
            ],
          },
          {
            heading: 'Настройки, которые важнее всего',
            paragraphs: [
              'Сильнее всего на производительность влияет разрешение, поэтому сначала попробуйте понизить его или воспользоваться ползунком масштаба рендеринга. Следом идут тени, объёмное освещение и отражения: их часто можно снизить на ступень почти незаметно для глаза. Качество текстур зависит скорее от объёма видеопамяти, чем от мощности видеокарты. Снижайте настройки по одной и следите за счётчиком кадров, чтобы понять, что действительно помогает.',
            ],
          },
          {
            heading: 'Драйверы, фоновые программы и диск',
            paragraphs: [
              'Обновите драйвер видеокарты с сайта производителя: новые драйверы часто убирают подтормаживания в свежих играх. Закройте браузер, программы записи и ненужные оверлеи на время игры. Установка игры на SSD сокращает загрузки и уменьшает фризы при подгрузке новых локаций. На ноутбуке подключите зарядку и выберите режим высокой производительности.',
            ],
          },
          {
            heading: 'Если игра всё равно тормозит',
            paragraphs: [
              'Проверьте целостность файлов игры в лаунчере, чтобы исключить повреждённую установку. Ограничьте частоту кадров чуть ниже того, что ваш ПК стабильно держит: ровные кадры ощущаются плавнее, чем скачущие высокие. Проверьте, не перегревается ли компьютер, и почистите вентиляторы от пыли. Если ничего не помогло, пришлите нам характеристики системы и короткое описание проблемы, и мы разберёмся.',
            ],
          },
        ],
      },
      {
        titles: ['Стандартное, делюкс или коллекционное: какое издание выбрать', 'Сравниваем издания игры: что входит в каждое'],
        description: 'Что входит в стандартное, делюкс- и коллекционное издания, как с ними связано сюжетное дополнение и какое издание подойдёт какому игроку.',
        excerpt: 'Три издания — одна игра. Рассказываем, что именно добавляет каждое, чтобы вы выбрали без страха что-то упустить.',
        sections: [
          {
            heading: 'Игра во всех изданиях одна и та же',
            paragraphs: [
              'Каждое издание содержит полную игру с тем же сюжетом, уровнями и бесплатными обновлениями. Ничего, что влияет на игровой процесс, не спрятано за более дорогой версией. Различаются только дополнительные материалы для тех, кто хочет музыку, арт или что-то для полки. Если вы хотите просто играть, стандартного издания достаточно.',
            ],
          },
          {
            heading: 'Что добавляет делюкс-издание',
            paragraphs: [
              'В делюкс-издание входят цифровой саундтрек и цифровой артбук. Саундтрек поставляется в форматах lossless и MP3, а в артбуке собраны концепт-арты и заметки команды. Вместе они стоят дешевле, чем по отдельности. Делюкс подойдёт тем, кто любит музыку из игры и хочет увидеть, как она создавалась.',
            ],
          },
          {
            heading: 'Что лежит в коллекционной коробке',
            paragraphs: [
              'Коллекционное издание — печатная коробка с ключом игры, артбуком в твёрдой обложке, картой, тремя арт-принтами и эмалевым значком. Тираж ограничен, и после того как коробки закончатся, допечатки не будет. Коробки упаковываем вручную и отправляем с трек-номером. Ключ приходит сразу, поэтому играть можно начать ещё до того, как приедет посылка.',
            ],
          },
          {
            heading: 'Где здесь дополнение',
            paragraphs: [
              'Сюжетное дополнение покупается отдельно и подходит к любому изданию. Его история начинается после финала основной игры, поэтому большинство игроков берутся за него, когда пройдут игру. Купить дополнение можно в любой момент, и оно работает с сохранениями основной игры. Докупить его позже стоит не дороже, чем взять всё сразу.',
            ],
          },
        ],
      },
      {
        titles: ['Как мы тестируем игру перед релизом', 'От первого плейтеста до патча после релиза'],
        description: 'Как небольшая команда тестирует игру: внутренние плейтесты, сессии с новыми игроками, проверка на слабом железе и патчи после выхода.',
        excerpt: 'Ошибки находят, играя, и играя снова. Рассказываем, как мы тестируем свои игры — от первой сырой сборки до патчей после релиза.',
        sections: [
          {
            heading: 'Каждую неделю играем в свежую сборку',
            paragraphs: [
              'Каждую неделю в новую сборку играет вся команда, а не только программисты. Художники замечают пропавшие текстуры, сценаристы — сломанные диалоги, композитор — обрывающуюся музыку. Каждая проблема попадает в общий список с шагами, как её повторить. Исправлять ошибки, пока код ещё у всех в голове, гораздо быстрее, чем в самом конце.',
            ],
          },
          {
            heading: 'Наблюдаем за новыми игроками',
            paragraphs: [
              'Мы знаем свои игры слишком хорошо, чтобы судить, всё ли в них понятно, поэтому приглашаем людей, которые их ни разу не видели. Молча смотрим, как они играют, и отмечаем, где они теряются, застревают или скучают. Головоломка, очевидная для нас, может остановить половину тестировщиков. Такие сессии меняют больше решений, чем любое совещание.',
            ],
          },
          {
            heading: 'Проверяем на скромном железе',
            paragraphs: [
              'Наши рабочие компьютеры нетипичны, поэтому для тестов мы держим старые ПК и ноутбуки. Каждый релиз-кандидат проверяем на минимальной конфигурации, с разными видеокартами и размерами экрана. В самых тяжёлых сценах замеряем частоту кадров и время загрузки. Минимальные требования на странице игры берутся именно из этих тестов.',
            ],
          },
          {
            heading: 'После релиза',
            paragraphs: [
              'Сколько бы мы ни тестировали, в первые же часы после выхода игроки находят новые ошибки. Мы собираем сообщения из наших сообществ и формы обратной связи в игре и сортируем их по тому, скольких игроков они затрагивают. Сначала исправляем вылеты и потерю прогресса, потом всё остальное. В списке изменений к патчу мы перечисляем исправления и благодарим игроков, которые о них сообщили.',
            ],
          },
        ],
      },
    ],
  },
};
