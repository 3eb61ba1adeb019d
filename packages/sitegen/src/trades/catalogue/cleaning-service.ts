import type { Trade } from '../types.ts';

export const cleaningService: Trade = {
  id: 'cleaning-service',
  theme: 'Cleaning Service',
  kind: 'services',
  icons: 'cleaning',
  offerIcons: ['broom', 'sparkles', 'key', 'hard-hat', 'building', 'robot-vacuum', 'sofa', 'microwave', 'blinds'],
  offerLines: { home: [0, 1, 2, 3, 7], office: [4], upholstery: [5, 6], windows: [8] },
  en: {
    noun: 'cleaning company',
    descriptor: 'a cleaning company for homes and offices: regular and deep cleans, end of tenancy and carpets',
    audience: 'customers',
    eyebrows: ['Homes, offices, carpets', 'Regular, deep and move-out cleans', 'Home and office cleaning'],
    heroTitles: [
      'Come home to a spotless house',
      'Your home, properly looked after every week',
      'Deep cleans, move-out cleans and carpets',
      'More free evenings, less scrubbing',
    ],
    heroLeads: [
      'We look after homes weekly or fortnightly, take on deep cleans and end-of-tenancy jobs, and bring tired carpets and sofas back to life. Our teams bring their own equipment and products.',
      'With {brand}, the same person comes on every visit, knows your home and follows a checklist you agree at the start. Keys are held securely, and you can change the schedule with a message.',
      'Moving out, moving in or just behind on the housework? Book a one-off deep clean at a fixed price based on the size of your home.',
    ],
    offersHeadings: ['Our services and prices', 'Regular visits and one-off jobs', 'What we clean'],
    offersLeads: [
      'Regular visits are charged by the hour; one-off jobs have fixed prices that depend on the size of the property.',
      'All products and equipment are included. Tell us about pets, allergies or surfaces that need special care.',
    ],
    offers: [
      { title: 'Regular home cleaning', text: 'Weekly or fortnightly visits from the same person: kitchen, bathrooms, dusting, vacuuming and mopping, with a two-hour minimum.', price: 28, unit: 'per hour', words: ['mop', 'spotless', 'home', 'house', 'room', 'floor'] },
      { title: 'Deep cleaning', text: 'A top-to-bottom clean inside cupboards, behind appliances and along skirting boards, doors and switches, with limescale and grease removed.', price: 250, from: true },
      { title: 'End of tenancy cleaning', text: 'A checklist clean for tenants and landlords covering the oven, the inside of cupboards, windows and every room, ready for the inspection.', price: 280, from: true, words: ['moving'] },
      { title: 'After-builders cleaning', text: 'Plaster dust, paint splashes, adhesive and builders’ debris removed after a renovation, from the ceilings down to the skirting boards.', price: 350, from: true },
      { title: 'Office cleaning', text: 'Early-morning or evening cleaning of desks, kitchens, washrooms and floors, on a schedule that fits your working hours.', price: 32, from: true, unit: 'per hour' },
      { title: 'Carpet cleaning', text: 'Hot-water extraction that lifts dirt, stains and odours from carpets and rugs, which are dry again within a few hours.', price: 45, from: true, unit: 'per room' },
      { title: 'Sofa and upholstery cleaning', text: 'Sofas, armchairs, dining chairs and mattresses cleaned with a method suited to the fabric, removing stains and odours.', price: 80, from: true },
      { title: 'Oven cleaning', text: 'Ovens, hobs, extractor hoods and grill pans taken apart and cleaned of burnt-on grease.', price: 90, from: true },
      { title: 'Window cleaning', text: 'Windows inside and out where they can be reached safely, plus frames and sills, cleaned by hand and left streak-free.', price: 60, from: true },
    ],
    highlights: [
      { title: 'The same person every visit', text: 'Your regular cleaner gets to know your home and how you like things done.' },
      { title: 'Products and equipment included', text: 'We bring vacuum cleaners, mops, cloths and products, with fragrance-free or eco options on request.' },
      { title: 'An agreed checklist', text: 'We set out together what is cleaned on each visit, so nothing is forgotten and nothing is done twice.' },
      { title: 'Careful with your keys', text: 'Keys are labelled with a code, never an address, and kept in secure storage.' },
      { title: 'Easy to reschedule', text: 'Holidays, guests or a change of plan: move or skip a visit with a message.' },
    ],
    process: [
      { title: 'Tell us about your home', text: 'The number of rooms and bathrooms, any pets and what you need: a regular clean, a one-off deep clean or a move-out clean.' },
      { title: 'Get a price', text: 'Regular cleans are priced by the hour; one-off jobs get a fixed price, confirmed from photos or a short visit.' },
      { title: 'Agree the checklist', text: 'We agree what is cleaned, where to start and what to leave alone, from delicate surfaces to the cat’s corner.' },
      { title: 'The clean', text: 'Your cleaner arrives with everything needed and works through the checklist room by room.' },
      { title: 'Check and feedback', text: 'Tell us within 48 hours if anything was missed, and we’ll come back and put it right at no charge.' },
    ],
    faq: [
      { question: 'Do I need to be at home during the clean?', answer: 'No. Many customers give us a key or a door code. Keys are labelled with a code rather than an address and kept in secure storage.' },
      { question: 'Do you bring your own products and equipment?', answer: 'Yes, everything is included. If you would like us to use your own products, or you need fragrance-free ones because of allergies, just let us know.' },
      { question: 'What is the difference between a regular clean and a deep clean?', answer: 'A regular clean keeps a home in order week to week: surfaces, floors, kitchen and bathrooms. A deep clean goes further, inside cupboards and appliances, behind furniture, and onto the limescale, grease and grime that build up over months.' },
      { question: 'Will an end of tenancy clean help me get my deposit back?', answer: 'We clean to the checklist most letting agents use, including the oven, the inside of cupboards and windows. If the agent points out anything we missed within 72 hours, we come back and put it right free of charge.' },
      { question: 'How long does a carpet take to dry?', answer: 'Usually four to six hours, depending on the carpet and the weather. Opening windows or running the heating speeds it up. Avoid walking on it in outdoor shoes until it is fully dry.' },
      { question: 'Can I cancel or move a regular visit?', answer: 'Yes. With 24 hours’ notice there is no charge. Later changes may be charged, as your cleaner has kept that time free for you.' },
    ],
    story: [
      '{brand} cleans homes and offices week in, week out, and takes on the big one-off jobs too: deep cleans, move-outs and after-builders cleans. Regular customers have the same cleaner on every visit, working to a checklist agreed at the start. Nothing is left to guesswork, and nothing gets skipped because nobody noticed it.',
      'Our teams arrive with their own vacuum cleaners, mops, cloths and products, chosen for each surface. Natural stone, wooden floors and delicate fabrics each get the right treatment. When someone in the house has allergies or asthma, we switch to fragrance-free products.',
      'Trust matters when someone holds your keys. Keys are coded, never labelled with an address, and schedules change with a single message. If something was missed, tell us within 48 hours and we’ll come back to put it right.',
    ],
    values: [
      { title: 'Reliability', text: 'Same day, same time, same person, unless you ask otherwise.' },
      { title: 'Attention to detail', text: 'Skirting boards, light switches and the tops of door frames, not just the parts everyone sees.' },
      { title: 'Trust', text: 'Your keys, your home and your privacy treated with care.' },
      { title: 'Safe products', text: 'The right product for each surface, and fragrance-free options for allergies, children and pets.' },
    ],
    ctaHeadings: ['Book your first visit', 'Moving out or moving in?', 'Get a price for your home'],
    ctaTexts: [
      'Tell us the size of your home and what you need, and we’ll send a price and the next available dates.',
      'Book a regular visit, a one-off deep clean or an end of tenancy clean with a message or a call.',
    ],
    articles: [
      {
        titles: ['What an end of tenancy clean includes', 'Moving out: the checklist that gets a flat ready for inspection'],
        description: 'The rooms and details an end of tenancy clean covers, from the oven and limescale to skirting boards, and how to prepare before the team arrives.',
        excerpt: 'Letting agents check far more than the floors. Here is what a thorough move-out clean covers and how to prepare for it.',
        sections: [
          {
            heading: 'The kitchen gets the closest look',
            paragraphs: [
              'Agents open the oven, the fridge and the cupboards first. The oven is taken apart and degreased, the fridge and freezer are defrosted, emptied and wiped, and every cupboard and drawer is cleaned inside. Tiles, extractor filters, the sink and taps are descaled and polished. A greasy hob is one of the most common reasons for deductions from a deposit.',
            ],
          },
          {
            heading: 'Bathrooms and limescale',
            paragraphs: [
              'Limescale on taps, shower screens and tiles is the next thing an inspector notices. Toilets are cleaned inside and out, including the base and behind the pedestal. Sealant is scrubbed, extractor fans are wiped and mirrors are left streak-free. Mouldy sealant that no longer cleans up may need replacing before the inspection.',
            ],
          },
          {
            heading: 'Every room, top to bottom',
            paragraphs: [
              'In bedrooms and living areas, work starts at the top with light fittings, cobwebs and the tops of doors and wardrobes. Skirting boards, switches, sockets, radiators and window sills are wiped down. Windows and frames are cleaned on the inside, and floors are vacuumed and mopped last. Stained carpets, or carpets that were cleaned before you moved in, usually need cleaning again.',
            ],
          },
          {
            heading: 'How to prepare',
            paragraphs: [
              'Move everything out before the clean, since working around boxes and furniture is never as thorough. Make sure the electricity and hot water are still on, and leave the keys where the team can collect them. Keep your check-in inventory to hand, as the agent will compare the property against it. Book the clean as close to the inspection date as you can.',
            ],
          },
        ],
      },
      {
        titles: ['How often does a home need a deep clean?', 'Weekly upkeep and a twice-yearly reset for your home'],
        description: 'What a regular clean covers and what a deep clean adds, how often each needs booking, and a simple yearly plan that keeps a home in good order.',
        excerpt: 'A weekly clean keeps a home tidy, but grease, limescale and dust still build up where nobody looks. Here is how to plan for both.',
        sections: [
          {
            heading: 'What a regular clean covers',
            paragraphs: [
              'A weekly or fortnightly clean looks after the surfaces you use every day. Kitchen worktops, the hob and sink, bathrooms and toilets, dusting, vacuuming and mopping make up most of the visit. Beds can be changed and bins emptied on the same round. The aim is a home that never falls far behind.',
            ],
          },
          {
            heading: 'What a deep clean adds',
            paragraphs: [
              'A deep clean reaches the places a regular visit skips. Cleaners work inside the oven, fridge and cupboards, behind and under furniture, on top of wardrobes and along every skirting board. Limescale comes off taps, tiles and shower screens, and grease off extractor hoods and kitchen walls. Light switches, door handles and radiators get a thorough wipe too.',
            ],
          },
          {
            heading: 'How often to book one',
            paragraphs: [
              'For most homes, a deep clean twice a year is enough when regular cleans happen in between. Homes with pets, young children or someone with allergies benefit from one every three or four months. Spring is a natural time, as is the run-up to the winter holidays or a visit from guests.',
            ],
          },
          {
            heading: 'Small habits between visits',
            paragraphs: [
              'A few small habits make every clean easier. Wipe the shower screen after use and the hob after cooking, before grime sets. Run the extractor fan to keep mould out of the bathroom. Clear surfaces before your cleaner arrives, so the visit is spent cleaning rather than tidying.',
            ],
          },
        ],
      },
      {
        titles: ['How to look after your carpets between cleans', 'Carpet stains: what to do in the first five minutes'],
        description: 'How to treat common carpet stains straight away, how often carpets need a hot-water extraction clean, and everyday habits that help them last longer.',
        excerpt: 'Most carpet stains can be removed if you act quickly and use the right method. Here is what to do and what to avoid.',
        sections: [
          {
            heading: 'Act fast: blot, never rub',
            paragraphs: [
              'Deal with spills while they are still wet. Blot with a clean white cloth or kitchen paper, working from the outside of the stain inwards so it does not spread. Rubbing pushes the stain deeper and roughens the pile. Keep blotting until no more colour comes away on the cloth.',
            ],
          },
          {
            heading: 'Common stains and how to treat them',
            paragraphs: [
              'For red wine, coffee and tea, blot, then dab with cold water and a drop of washing-up liquid, and blot again with plain water. Mud is easier to remove once dry, by breaking it up and vacuuming. Grease and make-up need a small amount of carpet spot cleaner. Always test any product on a hidden corner first.',
            ],
          },
          {
            heading: 'What to avoid',
            paragraphs: [
              'Hot water sets protein stains such as blood, milk and egg, so use cold water for those. Bleach and strong household cleaners can strip the colour from a carpet for good. Soaking the carpet is a mistake too, as water reaching the backing can cause shrinkage and smells.',
            ],
          },
          {
            heading: 'Regular care and a yearly clean',
            paragraphs: [
              'Vacuum busy areas at least twice a week to stop grit cutting the fibres. Doormats at every entrance catch much of the dirt before it reaches the carpet. A hot-water extraction clean once a year, or twice in homes with pets, lifts the dirt that vacuuming leaves behind. Well-kept carpets stay smart for longer and last years more.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'клининговая компания',
    descriptor: 'клининговая компания: регулярная и генеральная уборка, уборка после ремонта, офисы и химчистка ковров',
    audience: 'клиенты',
    eyebrows: ['Уборка квартир и офисов', 'Регулярная и генеральная уборка', 'Дома, офисы, ковры и мебель'],
    heroTitles: [
      'Возвращайтесь домой в чистоту',
      'Чистый дом каждую неделю без ваших усилий',
      'Генеральная уборка, переезд, химчистка',
      'Больше свободных вечеров, меньше уборки',
    ],
    heroLeads: [
      'Убираем квартиры и дома раз в неделю или раз в две недели, делаем генеральные уборки и уборку после ремонта, чистим ковры и диваны. Инвентарь и средства привозим с собой.',
      'В «{brand}» к вам приходит один и тот же сотрудник: он знает ваш дом и работает по согласованному чек-листу. Ключи хранятся надёжно, а расписание меняется одним сообщением.',
      'Переезжаете или просто не успеваете с домашними делами? Закажите разовую генеральную уборку по фиксированной цене в зависимости от площади.',
    ],
    offersHeadings: ['Что мы убираем', 'Услуги и цены', 'Регулярные визиты и разовые заказы'],
    offersLeads: [
      'Регулярная уборка оплачивается по часам, разовые работы — по фиксированной цене в зависимости от площади.',
      'Средства и инвентарь включены в стоимость. Расскажите нам о питомцах, аллергии и поверхностях, которым нужен особый уход.',
    ],
    offers: [
      { title: 'Регулярная уборка', text: 'Уборка раз в неделю или раз в две недели одним и тем же сотрудником: кухня, санузлы, пыль, пылесос и мытьё полов. Минимальный визит — два часа.', price: 28, unit: 'за час', words: ['швабр', 'дом', 'пол', 'комнат'] },
      { title: 'Генеральная уборка', text: 'Уборка сверху донизу: внутри шкафов, за техникой, плинтусы, двери и выключатели, удаление известкового налёта и жира.', price: 250, from: true },
      { title: 'Уборка перед выездом из квартиры', text: 'Уборка по чек-листу для арендаторов и собственников: духовка, шкафы изнутри, окна и все комнаты — квартира готова к сдаче.', price: 280, from: true },
      { title: 'Уборка после ремонта', text: 'Убираем строительную пыль, брызги краски, следы клея и мусор после ремонта — от потолков до плинтусов.', price: 350, from: true },
      { title: 'Уборка офисов', text: 'Уборка рабочих мест, кухни, санузлов и полов рано утром или вечером — по графику, удобному вашей команде.', price: 32, from: true, unit: 'за час' },
      { title: 'Химчистка ковров', text: 'Экстракторная чистка горячей водой удаляет грязь, пятна и запахи из ковров и ковролина, которые высыхают за несколько часов.', price: 45, from: true, unit: 'за комнату' },
      { title: 'Химчистка мягкой мебели', text: 'Чистим диваны, кресла, стулья и матрасы способом, подходящим для ткани, удаляем пятна и запахи.', price: 80, from: true },
      { title: 'Чистка духовки', text: 'Разбираем и отмываем от пригоревшего жира духовку, варочную панель, вытяжку и противни.', price: 90, from: true },
      { title: 'Мытьё окон', text: 'Моем окна изнутри и снаружи там, где можно безопасно дотянуться, а также рамы и подоконники — без разводов.', price: 60, from: true },
    ],
    highlights: [
      { title: 'Один и тот же сотрудник', text: 'За вами закреплён один человек, который знает ваш дом и ваши привычки.' },
      { title: 'Средства и инвентарь включены', text: 'Привозим пылесос, швабры, салфетки и средства, а по запросу — средства без запаха или эко.' },
      { title: 'Согласованный чек-лист', text: 'Вместе решаем, что убирается в каждый визит, чтобы ничего не забылось и не делалось дважды.' },
      { title: 'Бережно с ключами', text: 'Ключи маркируются кодом, а не адресом, и хранятся в надёжном месте.' },
      { title: 'Легко перенести визит', text: 'Отпуск, гости, изменились планы — перенесите или пропустите уборку одним сообщением.' },
    ],
    process: [
      { title: 'Расскажите о доме', text: 'Сколько комнат и санузлов, есть ли питомцы и что нужно: регулярная уборка, генеральная или уборка перед выездом.' },
      { title: 'Узнайте цену', text: 'Регулярная уборка считается по часам, разовые работы — по фиксированной цене, которую подтверждаем по фото или после короткого осмотра.' },
      { title: 'Согласуйте чек-лист', text: 'Договариваемся, что убираем, с чего начинаем и чего не трогаем — от деликатных поверхностей до кошачьего уголка.' },
      { title: 'Уборка', text: 'Сотрудник приезжает со всем необходимым и проходит чек-лист комната за комнатой.' },
      { title: 'Проверка и отзыв', text: 'Если что-то упустили, сообщите в течение 48 часов — мы приедем и исправим бесплатно.' },
    ],
    faq: [
      { question: 'Нужно ли быть дома во время уборки?', answer: 'Нет. Многие клиенты оставляют нам ключ или код от двери. Ключи маркируются кодом, а не адресом, и хранятся в надёжном месте.' },
      { question: 'Вы приезжаете со своими средствами?', answer: 'Да, всё включено в стоимость. Если хотите, чтобы мы пользовались вашими средствами, или из-за аллергии нужны средства без запаха, просто скажите.' },
      { question: 'Чем регулярная уборка отличается от генеральной?', answer: 'Регулярная уборка поддерживает порядок из недели в неделю: поверхности, полы, кухня и санузлы. Генеральная идёт глубже — внутрь шкафов и техники, за мебель, к известковому налёту, жиру и грязи, которые копятся месяцами.' },
      { question: 'Поможет ли уборка вернуть залог за квартиру?', answer: 'Мы убираем по чек-листу, которым пользуется большинство собственников: духовка, шкафы изнутри, окна. Если хозяин квартиры в течение 72 часов укажет на что-то пропущенное, мы приедем и исправим бесплатно.' },
      { question: 'Сколько сохнет ковёр после химчистки?', answer: 'Обычно четыре–шесть часов, в зависимости от ковра и погоды. Открытые окна или включённое отопление ускоряют высыхание. Пока ковёр не высох полностью, не ходите по нему в уличной обуви.' },
      { question: 'Можно ли отменить или перенести регулярный визит?', answer: 'Да. Если предупредить за 24 часа, перенос бесплатный. При более позднем переносе визит может быть оплачен, ведь сотрудник держал это время для вас.' },
    ],
    story: [
      '«{brand}» убирает квартиры, дома и офисы из недели в неделю и берётся за крупные разовые задачи: генеральную уборку, уборку перед выездом и после ремонта. У постоянных клиентов в каждый визит приходит один и тот же сотрудник, который работает по согласованному чек-листу. Ничего не делается наугад, и ничего не пропускается из-за того, что не бросилось в глаза.',
      'Сотрудники приезжают со своими пылесосами, швабрами, салфетками и средствами, подобранными под каждую поверхность. Натуральный камень, паркет и деликатные ткани требуют разного ухода, и мы это учитываем. Если у кого-то в доме аллергия или астма, переходим на средства без запаха.',
      'Когда у кого-то ваши ключи, доверие важнее всего. Ключи маркируются кодом, а не адресом, а расписание меняется одним сообщением. Если что-то упустили, сообщите в течение 48 часов, и мы приедем исправить.',
    ],
    values: [
      { title: 'Надёжность', text: 'Тот же день, то же время, тот же человек — если вы не попросите иначе.' },
      { title: 'Внимание к деталям', text: 'Плинтусы, выключатели и верх дверных коробок, а не только то, что на виду.' },
      { title: 'Доверие', text: 'Бережное отношение к вашим ключам, вашему дому и вашей частной жизни.' },
      { title: 'Безопасные средства', text: 'Подходящее средство для каждой поверхности и варианты без запаха для аллергиков, детей и животных.' },
    ],
    ctaHeadings: ['Запишитесь на первую уборку', 'Переезжаете или въезжаете?', 'Узнайте цену для вашей квартиры'],
    ctaTexts: [
      'Расскажите о площади и задачах — пришлём цену и ближайшие свободные даты.',
      'Закажите регулярную уборку, генеральную или уборку перед выездом — сообщением или звонком.',
    ],
    articles: [
      {
        titles: ['Что входит в уборку перед выездом из квартиры', 'Съезжаете со съёмной квартиры: чек-лист перед сдачей'],
        description: 'Что входит в уборку перед выездом из съёмной квартиры — от духовки и налёта до плинтусов — и как подготовить квартиру к приезду команды.',
        excerpt: 'Собственник проверяет гораздо больше, чем полы. Рассказываем, что входит в тщательную уборку перед выездом и как к ней подготовиться.',
        sections: [
          {
            heading: 'Кухню проверяют строже всего',
            paragraphs: [
              'Первым делом открывают духовку, холодильник и шкафы. Духовку разбирают и отмывают от жира, холодильник и морозилку размораживают, освобождают и протирают, а каждый шкаф и ящик моют изнутри. Плитку, фильтры вытяжки, мойку и смесители очищают от налёта. Жир на плите — одна из самых частых причин удержаний из залога.',
            ],
          },
          {
            heading: 'Санузел и известковый налёт',
            paragraphs: [
              'Налёт на смесителях, душевых перегородках и плитке — следующее, что замечает проверяющий. Унитаз моют внутри и снаружи, включая основание и место за ним. Герметик очищают, решётки вентиляции протирают, зеркала оставляют без разводов. Почерневший герметик, который уже не отмывается, иногда стоит заменить до проверки.',
            ],
          },
          {
            heading: 'Каждая комната — сверху вниз',
            paragraphs: [
              'В спальнях и гостиной уборка начинается сверху: светильники, паутина, верх дверей и шкафов. Затем протирают плинтусы, выключатели, розетки, радиаторы и подоконники. Окна и рамы моют изнутри, а полы пылесосят и моют в последнюю очередь. Ковры с пятнами обычно отдают в химчистку.',
            ],
          },
          {
            heading: 'Как подготовиться',
            paragraphs: [
              'Вывезите вещи до уборки: вокруг коробок и мебели так же тщательно убрать не получится. Проверьте, что электричество и горячая вода не отключены, и оставьте ключи там, где их смогут забрать. Держите под рукой опись имущества при заселении — по ней собственник будет сравнивать состояние квартиры. Назначайте уборку как можно ближе к дню сдачи.',
            ],
          },
        ],
      },
      {
        titles: ['Как часто нужна генеральная уборка', 'Еженедельный порядок и большая уборка дважды в год'],
        description: 'Что входит в регулярную уборку и что добавляет генеральная, как часто её заказывать и простой план на год, который держит дом в порядке.',
        excerpt: 'Еженедельная уборка поддерживает порядок, но жир, налёт и пыль всё равно копятся там, куда никто не заглядывает. Рассказываем, как планировать и то и другое.',
        sections: [
          {
            heading: 'Что входит в регулярную уборку',
            paragraphs: [
              'Уборка раз в неделю или в две недели заботится о поверхностях, которыми вы пользуетесь каждый день. Столешницы, плита и мойка на кухне, ванная и туалет, пыль, пылесос и мытьё полов — основная часть визита. Заодно можно сменить постельное бельё и вынести мусор. Цель — чтобы дом никогда сильно не запускался.',
            ],
          },
          {
            heading: 'Что добавляет генеральная уборка',
            paragraphs: [
              'Генеральная уборка добирается туда, куда регулярная не доходит. Сотрудники моют духовку, холодильник и шкафы изнутри, убирают за мебелью и под ней, на шкафах и вдоль каждого плинтуса. С кранов, плитки и душевых перегородок удаляют налёт, с вытяжки и кухонных стен — жир. Выключатели, дверные ручки и радиаторы тоже тщательно протирают.',
            ],
          },
          {
            heading: 'Как часто её заказывать',
            paragraphs: [
              'Для большинства домов достаточно генеральной уборки дважды в год, если между ними проходят регулярные. В домах с животными, маленькими детьми или аллергиками её стоит делать раз в три-четыре месяца. Естественное время — весна, а также канун зимних праздников или приезда гостей.',
            ],
          },
          {
            heading: 'Привычки между визитами',
            paragraphs: [
              'Несколько простых привычек облегчают любую уборку. Протирайте душевую перегородку после душа, а плиту — сразу после готовки, пока грязь не въелась. Включайте вытяжку в ванной, чтобы не появлялась плесень. Освободите поверхности перед приходом сотрудника, чтобы визит ушёл на уборку, а не на раскладывание вещей.',
            ],
          },
        ],
      },
      {
        titles: ['Как ухаживать за коврами между чистками', 'Пятно на ковре: что делать в первые пять минут'],
        description: 'Как сразу вывести частые пятна с ковра, как часто ему нужна глубокая экстракторная чистка и какие привычки помогают ковру дольше выглядеть аккуратно.',
        excerpt: 'Большинство пятен на ковре можно вывести, если действовать быстро и правильно. Рассказываем, что делать и чего избегать.',
        sections: [
          {
            heading: 'Быстро промакивайте, но не трите',
            paragraphs: [
              'Займитесь пятном, пока оно не высохло. Промакивайте чистой белой тканью или бумажным полотенцем от краёв пятна к центру, чтобы оно не расползлось. Если тереть, пятно уйдёт глубже, а ворс растреплется. Промакивайте, пока на ткани не перестанет оставаться цвет.',
            ],
          },
          {
            heading: 'Частые пятна и что с ними делать',
            paragraphs: [
              'Красное вино, кофе и чай промокните, затем обработайте холодной водой с каплей средства для посуды и снова промокните чистой водой. Грязь легче убрать, когда она высохнет: разомните её и пропылесосьте. Для жира и косметики нужно немного пятновыводителя для ковров. Любое средство сначала проверьте на незаметном участке.',
            ],
          },
          {
            heading: 'Чего избегать',
            paragraphs: [
              'Горячая вода закрепляет белковые пятна — кровь, молоко, яйцо, — поэтому для них берите только холодную. Отбеливатель и агрессивная бытовая химия могут навсегда обесцветить ковёр. Не заливайте ковёр водой: если она дойдёт до основы, он может дать усадку и начать пахнуть.',
            ],
          },
          {
            heading: 'Регулярный уход и ежегодная чистка',
            paragraphs: [
              'Пылесосьте проходные места минимум дважды в неделю, чтобы песок не подрезал волокна. Коврики у каждого входа задерживают большую часть грязи ещё до ковра. Экстракторная чистка раз в год, а в доме с животными дважды, убирает грязь, которую оставляет пылесос. Ухоженный ковёр дольше выглядит аккуратно и служит на годы дольше.',
            ],
          },
        ],
      },
    ],
  },
};
