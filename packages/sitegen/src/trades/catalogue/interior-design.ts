import type { Trade } from '../types.ts';

export const interiorDesign: Trade = {
  id: 'interior-design',
  theme: 'Interior Design',
  kind: 'services',
  icons: 'construction',
  offerIcons: ['messages-square', 'swatch-book', 'drafting-compass', 'armchair', 'cooking-pot', 'bath', 'hard-hat', 'sofa'],
  en: {
    noun: 'interior design studio',
    descriptor: 'an interior design studio that plans and styles homes, room by room or as a whole',
    audience: 'clients',
    eyebrows: ['Interior design and styling', 'Homes planned room by room', 'Layouts, colour, furniture, light'],
    heroTitles: [
      'Rooms that work for the way you live',
      'Interiors planned down to the last socket',
      'A home that feels like yours, from plan to styling',
      'Design projects for flats and family houses',
    ],
    heroLeads: [
      'We plan layouts, choose finishes, furniture and lighting, and produce drawings your builders can work from. Book a single consultation, one room or a full project for the whole home.',
      'At {brand}, every project starts with how you use your home: who cooks, who works from the sofa, where the coats and bikes end up. The plan, colours and furniture follow from that.',
      'From the first measured survey to the last cushion, you get a clear plan, a realistic budget and someone who checks the work on site.',
    ],
    offersHeadings: ['How we can help', 'Design projects and consultations', 'From one room to the whole home'],
    offersLeads: [
      'Full projects are priced per square metre of floor area; single rooms and consultations have fixed starting prices.',
      'Choose the level of help you need: advice before you redecorate, or a complete set of drawings and site visits through a renovation.',
    ],
    offers: [
      { title: 'Design consultation', text: 'A two-hour visit to talk through layout, colour, lighting and furniture, followed by a written summary of our recommendations.', price: 150, unit: 'per visit' },
      { title: 'Concept design', text: 'Layout options, a mood board and a colour scheme for each room: the right start if you want a clear direction and plan to do the rest yourself.', price: 25, from: true, unit: 'per m²' },
      { title: 'Full design project', text: 'Measured survey, layouts, 3D visualisations and a full set of working drawings for electrics, lighting, plumbing, tiling and joinery, with a finishes schedule.', price: 55, from: true, unit: 'per m²' },
      { title: 'Single-room design', text: 'A complete plan for one living room, bedroom or nursery: layout, lighting, colour, furniture and a shopping list with links.', price: 900, from: true, unit: 'per room' },
      { title: 'Kitchen design', text: 'Layout, units, worktops, appliances, lighting and splashback planned together, with drawings ready for your kitchen fitter.', price: 1200, from: true },
      { title: 'Bathroom design', text: 'Layout, sanitaryware, tiles and lighting for bathrooms and shower rooms, with tiling plans and drawings for the plumber.', price: 800, from: true },
      { title: 'Site supervision', text: 'Regular visits during the renovation to check the work against the drawings, answer the builders’ questions and keep the details on track.', price: 600, from: true, unit: 'per month' },
      { title: 'Styling and decoration', text: 'Furniture, rugs, curtains, art and accessories chosen, ordered and placed, for a finished room without a full renovation.', price: 600, from: true, unit: 'per room' },
    ],
    highlights: [
      { title: 'Drawings builders can use', text: 'Every full project comes with dimensioned plans for electrics, lighting, plumbing and tiling, so nothing is left to guesswork on site.' },
      { title: 'A budget from day one', text: 'We set a realistic budget with you at the start and choose finishes and furniture to fit it, not the other way round.' },
      { title: 'Plans built around your routines', text: 'Storage, sockets and lighting are planned around how your household really lives, not around a show home.' },
      { title: 'See it before you buy', text: '3D views of the main rooms let you see the scheme before anything is ordered or built.' },
      { title: 'Support until the last delivery', text: 'We stay involved through the build and the deliveries, checking the work and sorting out problems with suppliers.' },
    ],
    process: [
      { title: 'First conversation', text: 'A call or meeting to hear what you want to change, your timescale and your budget, and to agree which service fits.' },
      { title: 'Measured survey', text: 'We measure every room, photograph the existing services and note walls, windows, radiators and anything that cannot move.' },
      { title: 'Layouts and concept', text: 'You get layout options, a mood board and a colour scheme, and we refine them together until the plan feels right.' },
      { title: 'Drawings and specification', text: 'We produce 3D visualisations, working drawings and a schedule of every finish, fitting and piece of furniture with prices.' },
      { title: 'Build and styling', text: 'During the works we visit the site to check progress against the drawings, then place the furniture and accessories at the end.' },
    ],
    faq: [
      { question: 'How much does a full design project cost?', answer: 'Full projects are priced per square metre of floor area, so the fee is clear before we start. Single rooms, kitchens and consultations have fixed starting prices, listed on this page.' },
      { question: 'Do I have to buy furniture through you?', answer: 'No. The specification lists every item with its supplier and price, and you can buy everything yourself. If you prefer, we can place and track the orders for you.' },
      { question: 'How long does the design stage take?', answer: 'A full project for a typical flat takes six to ten weeks from the measured survey to the final drawings. A single room or a concept is usually ready in two to four weeks.' },
      { question: 'Can you work with my builder?', answer: 'Yes. Our drawings are made for builders, and we are happy to answer their questions and visit the site. If you have no builder yet, we can suggest contractors to ask for quotes.' },
      { question: 'Will my home look like your other projects?', answer: 'Your home should look like you. We start from your rooms, your routines and the things you already love, and plan around them rather than around a signature style.' },
      { question: 'Can we do one room now and the rest later?', answer: 'Of course. Many clients start with the kitchen or the living room. We keep the plans and colour scheme on file so later rooms follow on naturally.' },
    ],
    story: [
      '{brand} plans and styles homes: flats, family houses and single rooms that need rethinking. We work on layout, lighting, colour, finishes and furniture together, because a room only works when all of them agree. Every project ends with drawings and a specification your builders can follow without guessing.',
      'We start with how you live rather than with a look. Who cooks, where the bikes go, which corner gets the afternoon sun and who needs a quiet place to work all shape the plan. Colours and furniture come after, chosen to suit both the room and the budget.',
      'Clients see the scheme in 3D before anything is ordered and know what each item costs. During the renovation we visit the site to check details against the drawings. At the end we unpack, place and hang everything, so the first evening in the finished room is a real one.',
    ],
    values: [
      { title: 'Function first', text: 'A room has to be comfortable to use every day before it is beautiful in a photograph.' },
      { title: 'Honest budgets', text: 'Clear fees and a specification with prices, so there are no surprises when the orders go in.' },
      { title: 'Detail on paper', text: 'Socket heights, tile joints and skirting details are drawn, not left for someone to decide on site.' },
      { title: 'Your taste, not ours', text: 'We design around the things you love and the way you live, not around a house style.' },
    ],
    ctaHeadings: ['Book a consultation', 'Planning a renovation or a room makeover?', 'Tell us about your home'],
    ctaTexts: [
      'Send us a few photos and a rough floor plan, and we’ll suggest the service that suits your project and budget.',
      'Book a two-hour consultation for clear advice on layout, colour and lighting before you spend on anything else.',
    ],
    articles: [
      {
        titles: ['How to plan lighting for a living room', 'Layers of light: a living room that works day and night'],
        description: 'Ambient, task and accent lighting explained: how to plan circuits, sockets and lamps in a living room so it suits reading, films and guests.',
        excerpt: 'A single pendant in the middle of the ceiling rarely does everything a living room needs. Here is how to plan the light before the renovation starts.',
        sections: [
          {
            heading: 'Start with three layers',
            paragraphs: [
              'Comfortable lighting mixes three kinds of light. Ambient light fills the room, task light lets you read or work, and accent light picks out shelves, pictures or texture. A single ceiling pendant tries to do all three and usually fails at each. Plan every layer separately, then see how they combine.',
            ],
          },
          {
            heading: 'Plan circuits and sockets before the walls are closed',
            paragraphs: [
              'Decide where floor and table lamps will stand and put sockets there, ideally on a switched circuit so one switch by the door turns them all on. Wall lights, picture lights and shelf strips need cables chased in before plastering. Adding them afterwards means cutting into finished walls. A lighting plan drawn over the furniture layout avoids most of these problems.',
            ],
          },
          {
            heading: 'Colour temperature and dimming',
            paragraphs: [
              'Warm white bulbs of around 2700 kelvin feel most comfortable in a living room in the evening. Mixing warm and cool bulbs in one room tends to look patchy, so keep to one colour temperature. Put as many circuits on dimmers as you can, and check that the bulbs you choose are dimmable. Dimming is the simplest way to change the mood of a room.',
            ],
          },
          {
            heading: 'Common mistakes to avoid',
            paragraphs: [
              'A grid of downlights flattens a room and lights the floor rather than the people in it. A pendant hung too low over a walkway gets in the way, while one hung too high over a coffee table loses its effect. Forgetting a reading light by the sofa is another frequent miss. Walk through an ordinary evening in the room and check there is the right light for each moment.',
            ],
          },
        ],
      },
      {
        titles: ['Drawings, 3D views and site visits: what a full project includes', 'From survey to styling: the stages of a home renovation plan'],
        description: 'Measured survey, layouts, 3D views, working drawings, specification and site visits: what a full interior design project includes and why each stage matters.',
        excerpt: 'A full design project is far more than pretty pictures. Here is what you receive at each stage and how your builders will use it.',
        sections: [
          {
            heading: 'The measured survey and brief',
            paragraphs: [
              'Every project starts with measuring the home accurately, including ceiling heights, windows, radiators, risers and existing services. We also talk through how each room is used now and what frustrates you about it. The brief covers budget, timescale and the things you want to keep. Survey and brief together become the reference for every later decision.',
            ],
          },
          {
            heading: 'Layouts and concept',
            paragraphs: [
              'Next come layout options for each room, showing furniture, storage and the routes people take through it. Alongside them, a mood board and a colour scheme set the overall feel. Agreeing the layout early matters most, since sockets, lighting and plumbing all depend on where the furniture will stand.',
            ],
          },
          {
            heading: 'Visualisations and working drawings',
            paragraphs: [
              'Once the layout is agreed, 3D visualisations show the main rooms as they will look. The working drawings then translate the design for builders: demolition and new walls, electrics and lighting, plumbing points, tiling, flooring and joinery. Each sheet is dimensioned so that nothing depends on guesswork.',
            ],
          },
          {
            heading: 'Specification and site visits',
            paragraphs: [
              'The specification lists every finish, fitting and piece of furniture with its supplier and price, turning the design into a budget. During the works, site visits check that what is built matches the drawings. Small questions get answered on the spot, before they become expensive mistakes. The project ends with styling: furniture placed, pictures hung and textiles in place.',
            ],
          },
        ],
      },
      {
        titles: ['Choosing paint colours that work in your light', 'Why paint looks different on your wall, and how to choose'],
        description: 'Why the same paint changes from room to room, how north and south light affect colour, and a simple way to test samples before you commit to a colour.',
        excerpt: 'A colour that looked perfect on the card can turn grey or yellow on your wall. Light is usually the reason, and it can be planned for.',
        sections: [
          {
            heading: 'Light changes every colour',
            paragraphs: [
              'Paint has no fixed colour; it reflects whatever light falls on it. North-facing rooms get cool, even light that pushes colours towards grey and blue. South-facing rooms get warm light that makes colours richer, and sometimes too yellow by late afternoon. East and west rooms change through the day, so look at them both in the morning and in the evening.',
            ],
          },
          {
            heading: 'Undertones matter more than the name',
            paragraphs: [
              'Two whites or two greys can look identical on a chart and completely different on the wall. The difference is the undertone: a hint of green, pink, yellow or blue in the base colour. Holding samples against plain white paper makes the undertone easy to see. In a cool north-facing room, whites and greys with a warm undertone usually feel more comfortable.',
            ],
          },
          {
            heading: 'Test samples properly',
            paragraphs: [
              'Small patches painted side by side on an old wall confuse the eye. Paint sample boards of at least A4 size with two coats and move them around the room: by the window, in the darkest corner, next to the floor and the sofa. Look at them over two or three days, in daylight and under your own lamps. The colour you still like at the end is usually the right one.',
            ],
          },
          {
            heading: 'Think about the whole home',
            paragraphs: [
              'Rooms that open into each other are seen together, so plan their colours together rather than one room at a time. A common approach is one calm colour for the hall and landing, with stronger colours in the rooms behind doors. Ceilings and woodwork in the same white, or in a shade of the wall colour, tie everything together.',
              'Finish matters as much as colour. Flat matt paint hides imperfections on walls, while eggshell or satin suits woodwork. Kitchens and bathrooms need a wipeable finish made for damp rooms.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'студия дизайна интерьера',
    descriptor: 'студия дизайна интерьера, которая продумывает квартиры и дома целиком или по комнатам',
    audience: 'клиенты',
    eyebrows: ['Дизайн интерьера и декор', 'Планировки, свет, цвет, мебель', 'Продуманные квартиры и дома'],
    heroTitles: [
      'Квартира, в которой удобно жить каждый день',
      'Продумываем дом до последней розетки',
      'Ваш дом — от планировки до последней подушки',
      'Дизайн-проекты квартир и частных домов',
    ],
    heroLeads: [
      'Разрабатываем планировки, подбираем отделку, мебель и свет, готовим чертежи, по которым работают строители. Можно заказать консультацию, одну комнату или полный проект.',
      'В «{brand}» проект начинается с вашего образа жизни: кто готовит, кто работает из дома, где хранить велосипеды и сезонные вещи. Планировка, цвета и мебель следуют уже из этого.',
      'От обмерного плана до последней подушки: понятный проект, реалистичный бюджет и авторский надзор на объекте.',
    ],
    offersHeadings: ['Чем мы можем помочь', 'Проекты и консультации', 'От одной комнаты до всего дома'],
    offersLeads: [
      'Полный проект считается по площади, а у отдельных комнат и консультаций есть фиксированная стартовая цена.',
      'Выберите нужный объём помощи: совет перед косметическим ремонтом или полный комплект чертежей с выездами на объект.',
    ],
    offers: [
      { title: 'Консультация дизайнера', text: 'Двухчасовая встреча у вас дома: обсуждаем планировку, цвета, свет и мебель, после чего вы получаете письменные рекомендации.', price: 150, unit: 'за встречу' },
      { title: 'Эскизный проект', text: 'Варианты планировки, коллаж настроения и цветовая схема каждой комнаты — для тех, кто хочет задать направление и дальше действовать сам.', price: 25, from: true, unit: 'за м²' },
      { title: 'Полный дизайн-проект', text: 'Обмеры, планировки, 3D-визуализации и полный комплект рабочих чертежей: электрика, свет, сантехника, раскладка плитки, столярка и ведомость отделки.', price: 55, from: true, unit: 'за м²' },
      { title: 'Дизайн одной комнаты', text: 'Продуманная гостиная, спальня или детская: планировка, свет, цвет, мебель и список покупок со ссылками.', price: 900, from: true, unit: 'за комнату' },
      { title: 'Дизайн кухни', text: 'Планировка, фасады, столешница, техника, подсветка и фартук продумываются вместе, а чертежи готовы для сборщика кухни.', price: 1200, from: true },
      { title: 'Дизайн ванной комнаты', text: 'Планировка, сантехника, плитка и свет для ванной и душевой, с раскладкой плитки и схемами для сантехника.', price: 800, from: true },
      { title: 'Авторский надзор', text: 'Регулярные выезды на объект во время ремонта: сверяем работы с чертежами, отвечаем на вопросы строителей и следим за деталями.', price: 600, from: true, unit: 'в месяц' },
      { title: 'Комплектация и декор', text: 'Подбираем, заказываем и расставляем мебель, ковры, шторы, картины и аксессуары — готовая комната без капитального ремонта.', price: 600, from: true, unit: 'за комнату' },
    ],
    highlights: [
      { title: 'Чертежи, понятные строителям', text: 'К полному проекту прилагаются схемы электрики, освещения, сантехники и плитки с размерами, так что на объекте ничего не делается на глаз.' },
      { title: 'Бюджет с первого дня', text: 'Мы вместе определяем реалистичный бюджет и подбираем отделку и мебель под него, а не наоборот.' },
      { title: 'Планировка под ваш ритм жизни', text: 'Хранение, розетки и свет продумываются под то, как живёт ваша семья, а не под картинку из журнала.' },
      { title: 'Сначала 3D, потом покупки', text: 'Визуализации основных комнат показывают интерьер до того, как что-то заказано или построено.' },
      { title: 'Рядом до последней поставки', text: 'Во время ремонта и поставок мы остаёмся на связи, проверяем работы и решаем вопросы с поставщиками.' },
    ],
    process: [
      { title: 'Знакомство', text: 'Созваниваемся или встречаемся, обсуждаем, что вы хотите изменить, сроки и бюджет, и выбираем подходящий формат работы.' },
      { title: 'Обмеры', text: 'Обмеряем каждую комнату, фотографируем коммуникации, отмечаем окна, радиаторы, стояки и всё, что нельзя перенести.' },
      { title: 'Планировка и концепция', text: 'Показываем варианты планировки, коллаж настроения и цветовую схему и дорабатываем их вместе с вами.' },
      { title: 'Чертежи и спецификация', text: 'Готовим 3D-визуализации, рабочие чертежи и ведомость всех материалов, сантехники и мебели с ценами.' },
      { title: 'Ремонт и комплектация', text: 'Во время ремонта выезжаем на объект и сверяем работы с проектом, а в конце расставляем мебель и декор.' },
    ],
    faq: [
      { question: 'Сколько стоит полный дизайн-проект?', answer: 'Полный проект считается за квадратный метр площади, поэтому стоимость понятна до начала работы. У отдельных комнат, кухни и консультаций есть фиксированная стартовая цена — она указана на этой странице.' },
      { question: 'Обязательно ли покупать мебель через вас?', answer: 'Нет. В спецификации указан каждый предмет с поставщиком и ценой, и всё можно купить самостоятельно. Если так удобнее, мы сами оформим и отследим заказы.' },
      { question: 'Сколько времени занимает проект?', answer: 'Полный проект типовой квартиры занимает от шести до десяти недель — от обмеров до готовых чертежей. Одна комната или эскизный проект обычно готовы за две–четыре недели.' },
      { question: 'Вы работаете с моей бригадой?', answer: 'Да. Наши чертежи сделаны для строителей, мы охотно отвечаем на их вопросы и приезжаем на объект. Если бригады пока нет, подскажем подрядчиков, у которых можно запросить смету.' },
      { question: 'Будет ли мой интерьер похож на ваши другие проекты?', answer: 'Интерьер должен быть похож на вас. Мы отталкиваемся от вашего дома, привычек и вещей, которые вы любите, а не от фирменного стиля.' },
      { question: 'Можно сделать одну комнату сейчас, а остальные потом?', answer: 'Конечно. Многие начинают с кухни или гостиной. Планировку и цветовую схему мы сохраняем, чтобы следующие комнаты естественно продолжили начатое.' },
    ],
    story: [
      '«{brand}» продумывает интерьеры квартир, домов и отдельных комнат. Планировку, свет, цвет, отделку и мебель мы разрабатываем вместе, потому что комната работает, только когда всё согласовано. Каждый проект заканчивается чертежами и спецификацией, по которым строители работают без догадок.',
      'Мы начинаем не со стиля, а с того, как вы живёте. Кто готовит, где хранить велосипеды, куда падает вечернее солнце и кому нужен тихий угол для работы — всё это определяет планировку. Цвета и мебель выбираются потом, с учётом и комнаты, и бюджета.',
      'Клиенты видят интерьер в 3D до того, как что-то заказано, и знают цену каждой позиции. Во время ремонта мы выезжаем на объект и сверяем детали с чертежами. В конце распаковываем, расставляем и развешиваем, чтобы первый вечер в новой комнате был настоящим.',
    ],
    values: [
      { title: 'Сначала удобство', text: 'Комната должна быть удобной каждый день, а уже потом красивой на фотографии.' },
      { title: 'Честный бюджет', text: 'Понятная стоимость работы и спецификация с ценами — никаких сюрпризов, когда дело доходит до заказов.' },
      { title: 'Детали на бумаге', text: 'Высота розеток, швы плитки и примыкание плинтусов прорисованы заранее, а не решаются на объекте.' },
      { title: 'Ваш вкус, а не наш', text: 'Мы проектируем вокруг ваших любимых вещей и образа жизни, а не вокруг фирменного стиля.' },
    ],
    ctaHeadings: ['Запишитесь на консультацию', 'Планируете ремонт или обновление комнаты?', 'Расскажите о вашем доме'],
    ctaTexts: [
      'Пришлите несколько фотографий и примерный план квартиры — подскажем формат работы под ваш проект и бюджет.',
      'Запишитесь на двухчасовую консультацию и получите понятные советы по планировке, цвету и свету, прежде чем тратить деньги на остальное.',
    ],
    articles: [
      {
        titles: ['Как спланировать освещение в гостиной', 'Сценарии света: гостиная, удобная и днём, и вечером'],
        description: 'Общий, рабочий и акцентный свет: как спланировать группы, розетки и светильники в гостиной, чтобы было удобно читать, смотреть кино и принимать гостей.',
        excerpt: 'Одна люстра в центре потолка редко справляется со всем сразу. Рассказываем, как продумать свет в гостиной ещё до начала ремонта.',
        sections: [
          {
            heading: 'Три слоя света',
            paragraphs: [
              'Удобное освещение сочетает три вида света. Общий заполняет комнату, рабочий позволяет читать или работать, а акцентный подчёркивает полки, картины и фактуры. Одна люстра пытается решать все три задачи и ни с одной толком не справляется. Продумайте каждый слой отдельно, а затем посмотрите, как они сочетаются.',
            ],
          },
          {
            heading: 'Розетки и группы — до чистовой отделки',
            paragraphs: [
              'Решите, где будут стоять торшеры и настольные лампы, и выведите туда розетки, желательно на отдельной группе с выключателем у входа. Бра, подсветка картин и полок требуют штробления до штукатурки. Добавлять их потом значит резать готовые стены. Схема освещения, нанесённая на план расстановки мебели, снимает большинство таких проблем.',
            ],
          },
          {
            heading: 'Цветовая температура и диммеры',
            paragraphs: [
              'Вечером в гостиной комфортнее всего тёплый свет около 2700 кельвинов. Лампы разной температуры в одной комнате выглядят пятнами, поэтому держитесь одной. Ставьте диммеры на как можно большее число групп и проверяйте, что выбранные лампы поддерживают регулировку. Диммер — самый простой способ поменять настроение комнаты.',
            ],
          },
          {
            heading: 'Частые ошибки',
            paragraphs: [
              'Сетка точечных светильников делает комнату плоской и освещает пол, а не людей. Подвес, опущенный слишком низко над проходом, мешает, а поднятый слишком высоко над журнальным столиком теряет смысл. Ещё одна частая ошибка — забыть про свет для чтения у дивана. Мысленно проживите обычный вечер в комнате и проверьте, что для каждого момента есть подходящий свет.',
            ],
          },
        ],
      },
      {
        titles: ['Обмеры, чертежи, надзор: что входит в полный проект', 'От обмеров до декора: этапы работы над квартирой'],
        description: 'Обмеры, планировки, 3D-визуализация, рабочие чертежи, спецификация и авторский надзор: что входит в полный дизайн-проект и зачем нужен каждый этап.',
        excerpt: 'Полный дизайн-проект — гораздо больше, чем красивые картинки. Рассказываем, что вы получаете на каждом этапе и как этим пользуются строители.',
        sections: [
          {
            heading: 'Обмеры и техническое задание',
            paragraphs: [
              'Любой проект начинается с точных обмеров: высота потолков, окна, радиаторы, стояки и существующие коммуникации. Мы обсуждаем, как сейчас используются комнаты и что в них раздражает. В техническое задание входят бюджет, сроки и вещи, которые вы хотите сохранить. Обмерный план и задание становятся опорой для всех последующих решений.',
            ],
          },
          {
            heading: 'Планировка и концепция',
            paragraphs: [
              'Дальше — варианты планировки каждой комнаты с мебелью, местами хранения и проходами. Параллельно коллаж настроения и цветовая схема задают общее впечатление от интерьера. Утвердить планировку важно как можно раньше: от расстановки мебели зависят розетки, свет и сантехника.',
            ],
          },
          {
            heading: 'Визуализации и рабочие чертежи',
            paragraphs: [
              'Когда планировка утверждена, 3D-визуализации показывают основные комнаты такими, какими они будут. Рабочие чертежи переводят замысел на язык строителей: демонтаж и новые перегородки, электрика и освещение, выводы сантехники, раскладка плитки, полы и столярка. На каждом листе проставлены размеры, чтобы ничего не делалось на глаз.',
            ],
          },
          {
            heading: 'Спецификация и авторский надзор',
            paragraphs: [
              'В спецификации перечислены все материалы, сантехника и мебель с поставщиками и ценами, и проект превращается в понятный бюджет. Во время ремонта выезды на объект позволяют убедиться, что строят по чертежам. Мелкие вопросы решаются на месте, пока не превратились в дорогие ошибки. Завершает проект комплектация: мебель расставлена, картины развешаны, текстиль на своих местах.',
            ],
          },
        ],
      },
      {
        titles: ['Как выбрать цвет стен с учётом освещения', 'Почему краска на стене выглядит иначе, чем на образце'],
        description: 'Почему одна и та же краска меняется от комнаты к комнате, как на цвет влияют северные и южные окна и как правильно проверить выкраски перед покупкой.',
        excerpt: 'Цвет, который идеально смотрелся на веере, на стене вдруг становится серым или жёлтым. Чаще всего дело в свете, и его можно учесть заранее.',
        sections: [
          {
            heading: 'Свет меняет любой цвет',
            paragraphs: [
              'У краски нет постоянного цвета: она отражает тот свет, который на неё падает. В комнатах с окнами на север свет холодный и ровный, и цвета уходят в серый и голубой. Южные комнаты получают тёплый свет, от которого цвета становятся насыщеннее, а к вечеру иногда слишком жёлтыми. Восточные и западные комнаты меняются в течение дня, поэтому смотрите их и утром, и вечером.',
            ],
          },
          {
            heading: 'Подтон важнее названия',
            paragraphs: [
              'Два белых или два серых на веере могут выглядеть одинаково, а на стене — совсем по-разному. Разница в подтоне: примеси зелёного, розового, жёлтого или голубого в основном цвете. Приложите образцы к чистому белому листу, и подтон станет заметен. В холодной северной комнате уютнее выглядят белые и серые оттенки с тёплым подтоном.',
            ],
          },
          {
            heading: 'Как правильно проверить выкраски',
            paragraphs: [
              'Маленькие пятна краски рядом друг с другом на старой стене только сбивают глаз. Покрасьте в два слоя листы размером хотя бы А4 и перемещайте их по комнате: у окна, в самом тёмном углу, рядом с полом и диваном. Смотрите на них два-три дня — при дневном свете и при ваших лампах. Цвет, который нравится и в конце, чаще всего и есть нужный.',
            ],
          },
          {
            heading: 'Думайте о квартире целиком',
            paragraphs: [
              'Комнаты, которые видны одна из другой, воспринимаются как единая картинка, поэтому цвета стоит планировать вместе. Частый приём — спокойный цвет в коридоре и прихожей и более смелые цвета в комнатах за дверями. Потолки и двери в одном белом или в оттенке цвета стен связывают всё воедино.',
              'Степень блеска важна не меньше цвета. Глубокоматовая краска скрывает неровности стен, а для дверей и откосов подходит полуматовая. На кухне и в ванной нужна моющаяся краска для влажных помещений.',
            ],
          },
        ],
      },
    ],
  },
};
