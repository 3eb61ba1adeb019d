import type { Trade } from '../types.ts';

export const eventAgency: Trade = {
  id: 'event-agency',
  theme: 'Event Agency',
  kind: 'services',
  icons: 'events',
  offerIcons: ['martini', 'lectern', 'users', 'rocket', 'party-popper', 'balloon', 'ferris-wheel', 'clipboard-check'],
  offerLines: { corporate: [0, 1, 2, 3], private: [4, 5], public: [6] },
  en: {
    noun: 'event agency',
    descriptor: 'an event agency that plans and runs corporate events, parties and festivals',
    audience: 'clients',
    eyebrows: ['Event planning', 'Corporate events, parties, festivals', 'Events from idea to final bow'],
    heroTitles: [
      'Events people talk about for weeks',
      'From first idea to the last guest home',
      'Corporate events, parties and festivals',
      'An event agency that sweats the details',
    ],
    heroLeads: [
      'Corporate parties, conferences, team-building days, private celebrations and festivals, planned around your goals and your budget.',
      '{brand} takes care of the venue, the suppliers, the programme and the running order, so on the day you can simply enjoy it.',
      'One team and one point of contact, from the first brief to the last supplier leaving the venue.',
    ],
    offersHeadings: ['What we organise', 'Events of every size', 'Formats and starting prices'],
    offersLeads: [
      'Prices are starting points. The final estimate depends on the number of guests, the venue, the date and the programme, and you see every line of it before anything is booked.',
      'We can run the whole event or take on just the part you need, from finding a venue to coordinating the day itself.',
    ],
    offers: [
      {
        title: 'Corporate party',
        text: 'End-of-year and summer parties, company anniversaries and team celebrations: venue, catering, entertainment and a host, planned to your budget.',
        price: 3000,
        from: true,
        words: ['company', 'companies', 'office'],
      },
      {
        title: 'Conference or business event',
        text: 'Conferences, forums and seminars with registration, staging, sound, screens, catering breaks and a team running the day.',
        price: 5000,
        from: true,
      },
      {
        title: 'Team-building day',
        text: 'Outdoor quests, cooking challenges, sports days and creative workshops that get colleagues talking and working together.',
        price: 1500,
        from: true,
      },
      {
        title: 'Product launch or presentation',
        text: 'A launch for clients, partners or press with a clear concept, set design, a tight programme and photo and video coverage.',
        price: 4000,
        from: true,
      },
      {
        title: 'Private party',
        text: 'Birthdays, anniversaries and family celebrations: a venue, a host, music, decor and a menu planned around your guests.',
        price: 1200,
        from: true,
      },
      {
        title: 'Children’s party',
        text: 'Themed parties for ages three to twelve with entertainers, games, a show and a cake, at home, in a café or at a venue we find.',
        price: 600,
        from: true,
      },
      {
        title: 'Festival or outdoor event',
        text: 'Festivals, fairs and open-air concerts: site plan, stages, vendors, permits, safety and crowd flow, all managed by one team.',
        price: 10000,
        from: true,
      },
      {
        title: 'On-the-day coordination',
        text: 'Planned everything yourself? A coordinator takes over on the day, manages the suppliers and keeps the timing on track.',
        price: 800,
        from: true,
      },
    ],
    highlights: [
      { title: 'One point of contact', text: 'A single manager leads your event from the first call to the final report, so nothing gets lost between people.' },
      { title: 'Transparent estimates', text: 'Every cost is listed line by line, with options to save where it matters least.' },
      { title: 'Trusted suppliers', text: 'Venues, caterers, sound engineers and hosts we have worked with many times and know we can rely on.' },
      { title: 'A plan B for everything', text: 'Backup suppliers, wet-weather options and spare equipment are part of every plan.' },
      { title: 'Calm on the day', text: 'A detailed running order and a team on site mean you spend the event with your guests, not on the phone.' },
    ],
    process: [
      { title: 'Brief', text: 'Tell us the occasion, the date, the number of guests, the budget and what you want people to feel and remember.' },
      { title: 'Concept and estimate', text: 'Within a few working days you receive one or two concepts, venue ideas and a detailed estimate.' },
      { title: 'Agreement and planning', text: 'Once you approve, we sign the contract, book the venue and suppliers and build the timeline together.' },
      { title: 'Preparation', text: 'Regular updates, tastings and site visits, a final running order and a rehearsal where the format needs one.' },
      { title: 'The event and wrap-up', text: 'Our team runs the day on site, and afterwards you get photos, a short report and the final accounts.' },
    ],
    faq: [
      { question: 'How far in advance should we get in touch?', answer: 'For corporate parties and conferences, three to six months is ideal, especially for December dates. Smaller private parties can be organised in three to four weeks, and we take on short-notice events when suppliers are free.' },
      { question: 'Can you work within a fixed budget?', answer: 'Yes. Tell us the figure at the start and we design the event around it, showing where the money goes and where you can save without guests noticing.' },
      { question: 'Do you find the venue?', answer: 'Yes. We shortlist venues that fit your date, guest numbers and style, arrange viewings and negotiate the terms. If you already have a venue, we work with it.' },
      { question: 'Can you organise just part of an event?', answer: 'Of course. Some clients need only a venue and catering, others a host and a programme, or just on-the-day coordination.' },
      { question: 'What happens if it rains on an outdoor event?', answer: 'Every outdoor plan includes a wet-weather option: marquees, a covered area or an indoor backup. We agree the deadline for switching to it in advance.' },
      { question: 'How does payment work?', answer: 'Usually a deposit to secure the date and suppliers, a second payment closer to the event and the balance after the final accounts. The exact schedule is set out in the contract.' },
    ],
    story: [
      '{brand} plans and runs events for companies and private clients: corporate parties, conferences, team-building days, family celebrations and festivals. Every project starts with a simple question: what should your guests feel and remember? The venue, the programme and the details all follow from the answer.',
      'A good event looks effortless, but behind it sit dozens of suppliers, timings and decisions. We handle all of them, with one manager as your single point of contact and a detailed running order that every supplier works from. Estimates are transparent, and every plan includes a backup for the things that can go wrong.',
      'On the day, our team is on site from the first delivery to the last guest leaving. We deal with the unexpected quietly, so you can spend the event with your colleagues, family or guests. Afterwards, you get the photos, a short report and the final accounts, with no loose ends.',
    ],
    values: [
      { title: 'Your goals first', text: 'Every choice, from the venue to the playlist, serves what you want the event to achieve.' },
      { title: 'Honest budgets', text: 'Clear estimates, no hidden fees and straight advice on where to spend and where to save.' },
      { title: 'Reliability', text: 'Contracts, backups and timings checked twice, so the day runs to plan.' },
      { title: 'Care for every guest', text: 'Accessibility, dietary needs and children’s comfort are planned for, not improvised.' },
    ],
    ctaHeadings: ['Tell us about your event', 'Let’s plan something memorable', 'Get a concept and an estimate'],
    ctaTexts: [
      'Send us the date, the number of guests and a rough budget, and we’ll come back with ideas and an estimate within a few working days.',
      'Not sure where to start? Book a short call and we’ll help you shape the brief.',
    ],
    articles: [
      {
        titles: ['How to plan a corporate party: a timeline that works', 'Planning the office party: what to do and when'],
        description: 'A simple timeline for planning a corporate party, from setting the budget and booking a venue months ahead to the final checks in the week of the event.',
        excerpt: 'Popular dates go early and good suppliers book up fast. A month-by-month plan for a stress-free office party.',
        sections: [
          {
            heading: 'Four to six months before',
            paragraphs: [
              'Agree the budget, the rough number of guests and the purpose of the evening with management. A thank-you party for the team needs a different format from a celebration with clients. Book the date early, especially in December, when the most popular venues fill up first. Once the venue is booked, everything else can be planned around it.',
            ],
          },
          {
            heading: 'Two to three months before',
            paragraphs: [
              'Choose the programme: a host, music, entertainment and any speeches or awards. Book the caterer and agree the menu, including vegetarian and allergy options. Send a save-the-date to colleagues so they can plan childcare and travel. Ask whether partners are invited, because the answer changes the numbers a lot.',
            ],
          },
          {
            heading: 'The last month',
            paragraphs: [
              'Send invitations with a reply deadline, and chase the last answers a week before. Confirm the final numbers with the venue and caterer, usually seven to ten days ahead. Write a running order with times for arrival, food, speeches and entertainment. Share it with every supplier so everyone works from the same plan.',
            ],
          },
          {
            heading: 'On the night and after',
            paragraphs: [
              'Appoint one person to deal with suppliers and problems, so managers can enjoy the evening. Arrange transport or taxi accounts for the end of the night. Afterwards, send a short thank-you with photos and ask for feedback. A few answers on what people enjoyed make next year’s party easier to plan.',
            ],
          },
        ],
      },
      {
        titles: ['How to set a realistic event budget', 'Where the money goes: budgeting for an event'],
        description: 'How to build a realistic budget for a corporate event or party: the main cost items, the hidden extras, where to save and why a contingency line matters.',
        excerpt: 'A clear budget is the foundation of every good event. The main cost items, the extras people forget and where you can save.',
        sections: [
          {
            heading: 'Start with the cost per guest',
            paragraphs: [
              'The simplest way to set a budget is to multiply a cost per guest by the number of guests. The figure depends on the format: a drinks reception costs far less per head than a seated dinner with a show. Ask for a rough estimate for two or three formats before deciding. Having a per-guest figure makes it easy to see what happens if numbers change.',
            ],
          },
          {
            heading: 'The main cost items',
            paragraphs: [
              'Venue hire and food and drink usually take half of the budget or more. Entertainment, the host, sound and lighting come next, followed by decor and printing. Transport, staff costs and photography are smaller items but add up quickly. A good estimate lists each item separately, so you can see where the money goes.',
            ],
          },
          {
            heading: 'The extras people forget',
            paragraphs: [
              'Service charges, corkage, cloakroom staff and late-night extensions often appear only on the venue’s final invoice. Equipment delivery, set-up and take-down are charged separately by many suppliers. Outdoor events add toilets, power, permits and security. Ask every supplier for a full price including these items before you sign.',
            ],
          },
          {
            heading: 'Where to save and where not to',
            paragraphs: [
              'Guests rarely notice expensive invitations or elaborate table decor, but they always notice cold food, bad sound and long queues at the bar. Spend on the things that shape the experience and save on details that disappear in the photos. A weekday date or an off-season month can cut venue costs noticeably. Always keep about ten per cent of the budget for the unexpected.',
            ],
          },
        ],
      },
      {
        titles: ['Team building that people actually enjoy', 'Choosing a team-building format your colleagues will like'],
        description: 'How to choose a team-building format that colleagues enjoy: quests, cooking challenges, sports and creative workshops, and how to match the format to your team.',
        excerpt: 'Good team building feels like a day out, not a compulsory exercise. How to choose a format that suits your team.',
        sections: [
          {
            heading: 'Start with the goal',
            paragraphs: [
              'Decide first what the day should achieve. A new team may need to get to know each other, while a long-standing one may need a break and some fun after a hard project. Some companies combine a short strategy session in the morning with activities in the afternoon. The goal shapes the format, the length and the mix of people in each group.',
            ],
          },
          {
            heading: 'Formats that work for most teams',
            paragraphs: [
              'City quests and puzzle games suit mixed groups, because they need brains more than fitness. Cooking challenges with a chef get everyone working together and end with a shared meal. Creative workshops, from painting to making music, work well for calmer teams. Sports days suit active groups, as long as there are roles for people who prefer not to run.',
            ],
          },
          {
            heading: 'Avoid the common pitfalls',
            paragraphs: [
              'Activities that embarrass people or demand high fitness leave some colleagues on the sidelines. Evenings and weekends eat into family time and are rarely popular, so a working day is usually the better choice. Mixing departments in teams breaks up the usual cliques. Keep competition friendly, with small prizes rather than big stakes.',
            ],
          },
          {
            heading: 'Making it last',
            paragraphs: [
              'End the day with food and time to talk, which is often when real connections are made. Share photos and short highlights afterwards to keep the mood going. Ask colleagues what they enjoyed and what they would change. One or two well-run days a year do more than frequent events nobody looks forward to.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'ивент-агентство',
    descriptor: 'ивент-агентство, которое организует корпоративы, частные праздники и фестивали',
    audience: 'клиенты',
    eyebrows: ['Организация мероприятий', 'Корпоративы, праздники, фестивали', 'От идеи до последнего гостя'],
    heroTitles: [
      'Праздники, о которых вспоминают неделями',
      'От первой идеи до последнего гостя',
      'Корпоративы, праздники и фестивали',
      'Ивент-агентство, которое продумывает детали',
    ],
    heroLeads: [
      'Корпоративы, конференции, тимбилдинги, частные праздники и фестивали — под ваши задачи и ваш бюджет.',
      '«{brand}» берёт на себя площадку, подрядчиков, программу и тайминг, а вы в день мероприятия просто наслаждаетесь праздником.',
      'Одна команда и один менеджер на связи — от первого брифа до момента, когда площадку покидает последний подрядчик.',
    ],
    offersHeadings: ['Что мы организуем', 'Мероприятия любого масштаба', 'Форматы и стартовые цены'],
    offersLeads: [
      'Цены указаны «от». Итоговая смета зависит от числа гостей, площадки, даты и программы, и вы видите каждую её строку до любых бронирований.',
      'Мы можем провести мероприятие целиком или взять на себя только нужную часть — от поиска площадки до координации в сам день.',
    ],
    offers: [
      {
        title: 'Корпоратив',
        text: 'Новогодние и летние корпоративы, юбилеи компании и праздники для команды: площадка, кейтеринг, шоу-программа и ведущий в рамках вашего бюджета.',
        price: 3000,
        from: true,
        words: ['компани'],
      },
      {
        title: 'Конференция или деловое мероприятие',
        text: 'Конференции, форумы и семинары: регистрация, сцена, звук, экраны, кофе-брейки и команда, которая ведёт весь день.',
        price: 5000,
        from: true,
      },
      {
        title: 'Тимбилдинг',
        text: 'Квесты на природе, кулинарные баттлы, спортивные дни и творческие мастер-классы, после которых коллеги лучше понимают друг друга.',
        price: 1500,
        from: true,
      },
      {
        title: 'Презентация продукта',
        text: 'Запуск для клиентов, партнёров или прессы: понятная концепция, оформление площадки, плотная программа, фото- и видеосъёмка.',
        price: 4000,
        from: true,
      },
      {
        title: 'Частный праздник',
        text: 'Дни рождения, юбилеи и семейные торжества: площадка, ведущий, музыка, декор и меню, продуманные под ваших гостей.',
        price: 1200,
        from: true,
      },
      {
        title: 'Детский праздник',
        text: 'Тематические праздники для детей от трёх до двенадцати лет: аниматоры, игры, шоу и торт — дома, в кафе или на площадке, которую найдём мы.',
        price: 600,
        from: true,
      },
      {
        title: 'Фестиваль или городское мероприятие',
        text: 'Фестивали, ярмарки и концерты под открытым небом: план площадки, сцены, участники, согласования, безопасность и потоки гостей.',
        price: 10000,
        from: true,
      },
      {
        title: 'Координация в день мероприятия',
        text: 'Всё подготовили сами? Координатор возьмёт на себя сам день: будет на связи с подрядчиками и проследит за таймингом.',
        price: 800,
        from: true,
      },
    ],
    highlights: [
      { title: 'Один менеджер на связи', text: 'Один человек ведёт ваше мероприятие от первого звонка до итогового отчёта, и ничего не теряется между исполнителями.' },
      { title: 'Прозрачные сметы', text: 'Каждая статья расходов расписана отдельной строкой, с вариантами, где можно сэкономить без потерь.' },
      { title: 'Проверенные подрядчики', text: 'Площадки, кейтеринг, звукорежиссёры и ведущие, с которыми мы много раз работали и на которых можно положиться.' },
      { title: 'План Б на любой случай', text: 'Запасные подрядчики, вариант на случай дождя и резервное оборудование заложены в каждый план.' },
      { title: 'Спокойствие в день праздника', text: 'Подробный тайминг и команда на площадке — вы проводите время с гостями, а не с телефоном в руке.' },
    ],
    process: [
      { title: 'Бриф', text: 'Расскажите о поводе, дате, числе гостей, бюджете и о том, что гости должны почувствовать и запомнить.' },
      { title: 'Концепция и смета', text: 'За несколько рабочих дней вы получаете одну-две концепции, варианты площадок и подробную смету.' },
      { title: 'Договор и планирование', text: 'После согласования подписываем договор, бронируем площадку и подрядчиков и вместе составляем план подготовки.' },
      { title: 'Подготовка', text: 'Регулярные отчёты, дегустации и выезды на площадку, финальный тайминг и репетиция, если формат её требует.' },
      { title: 'Мероприятие и итоги', text: 'Наша команда ведёт день на площадке, а после вы получаете фотографии, короткий отчёт и закрывающие документы.' },
    ],
    faq: [
      { question: 'За сколько времени нужно обращаться?', answer: 'Для корпоративов и конференций идеально за три-шесть месяцев, особенно если речь о декабре. Небольшой частный праздник можно организовать за три-четыре недели, а срочные проекты берём, если свободны подрядчики.' },
      { question: 'Можете уложиться в фиксированный бюджет?', answer: 'Да. Назовите сумму в начале, и мы выстроим мероприятие под неё, показав, куда уходят деньги и где можно сэкономить так, чтобы гости этого не заметили.' },
      { question: 'Вы подбираете площадку?', answer: 'Да. Мы отбираем площадки под вашу дату, число гостей и стиль, организуем просмотры и договариваемся об условиях. Если площадка у вас уже есть, работаем с ней.' },
      { question: 'Можно заказать только часть работы?', answer: 'Конечно. Кому-то нужны только площадка и кейтеринг, кому-то — ведущий и программа или только координация в день мероприятия.' },
      { question: 'Что, если на мероприятии под открытым небом пойдёт дождь?', answer: 'В каждом плане уличного мероприятия есть вариант на случай непогоды: шатры, крытая зона или запасная площадка в помещении. Срок, до которого принимаем решение о переносе, согласуем заранее.' },
      { question: 'Как устроена оплата?', answer: 'Обычно это предоплата, чтобы закрепить дату и подрядчиков, второй платёж ближе к мероприятию и остаток после закрывающих документов. Точный график прописываем в договоре.' },
    ],
    story: [
      '«{brand}» организует мероприятия для компаний и частных клиентов: корпоративы, конференции, тимбилдинги, семейные праздники и фестивали. Каждый проект начинается с простого вопроса: что должны почувствовать и запомнить ваши гости? Площадка, программа и все детали вытекают из ответа.',
      'Хорошее мероприятие выглядит лёгким, но за ним стоят десятки подрядчиков, таймингов и решений. Мы берём их все на себя: один менеджер на связи с вами и подробный тайминг, по которому работает каждый подрядчик. Сметы прозрачные, а в каждом плане есть запасной вариант на случай, если что-то пойдёт не так.',
      'В день мероприятия наша команда на площадке с первой доставки до ухода последнего гостя. Неожиданности решаем тихо, чтобы вы провели время с коллегами, семьёй или гостями. После праздника вы получаете фотографии, короткий отчёт и закрывающие документы — без хвостов.',
    ],
    values: [
      { title: 'Сначала ваши цели', text: 'Каждое решение, от площадки до плейлиста, работает на то, чего вы хотите добиться.' },
      { title: 'Честные бюджеты', text: 'Понятные сметы, никаких скрытых платежей и прямые советы, где тратить, а где экономить.' },
      { title: 'Надёжность', text: 'Договоры, запасные варианты и тайминг проверены дважды, чтобы день прошёл по плану.' },
      { title: 'Забота о каждом госте', text: 'Доступность площадки, особое питание и комфорт детей продумываем заранее, а не на ходу.' },
    ],
    ctaHeadings: ['Расскажите о своём мероприятии', 'Давайте устроим что-то запоминающееся', 'Получите концепцию и смету'],
    ctaTexts: [
      'Пришлите дату, число гостей и примерный бюджет — за несколько рабочих дней вернёмся с идеями и сметой.',
      'Не знаете, с чего начать? Запишитесь на короткий звонок, и мы поможем сформулировать бриф.',
    ],
    articles: [
      {
        titles: ['Как организовать корпоратив: план, который работает', 'Подготовка корпоратива: что и когда делать'],
        description: 'Простой план подготовки корпоратива: от бюджета и бронирования площадки за несколько месяцев до финальных проверок в неделю мероприятия.',
        excerpt: 'Популярные даты разбирают рано, а хорошие подрядчики быстро заняты. План по месяцам для спокойной подготовки корпоратива.',
        sections: [
          {
            heading: 'За четыре-шесть месяцев',
            paragraphs: [
              'Согласуйте с руководством бюджет, примерное число гостей и цель вечера. Праздник в благодарность команде требует другого формата, чем торжество с клиентами. Бронируйте дату заранее, особенно в декабре, когда самые популярные площадки разбирают первыми. Когда площадка забронирована, всё остальное можно планировать вокруг неё.',
            ],
          },
          {
            heading: 'За два-три месяца',
            paragraphs: [
              'Выберите программу: ведущего, музыку, развлечения, поздравления или награждение. Забронируйте кейтеринг и согласуйте меню с вегетарианскими блюдами и вариантами для аллергиков. Разошлите коллегам предварительное приглашение, чтобы они успели договориться с няней и дорогой. Решите, приглашаете ли вторых половинок, — от этого число гостей сильно меняется.',
            ],
          },
          {
            heading: 'Последний месяц',
            paragraphs: [
              'Разошлите приглашения со сроком ответа и за неделю до него напомните тем, кто не ответил. Подтвердите итоговое число гостей площадке и кейтерингу, обычно за семь-десять дней. Составьте тайминг: время сбора, ужина, поздравлений и шоу-программы. Отправьте его всем подрядчикам, чтобы все работали по одному плану.',
            ],
          },
          {
            heading: 'В сам вечер и после',
            paragraphs: [
              'Назначьте одного человека, который будет решать вопросы с подрядчиками, чтобы руководство могло отдыхать. Продумайте трансфер или корпоративное такси на конец вечера. После праздника разошлите короткое спасибо с фотографиями и попросите обратную связь. Несколько ответов о том, что понравилось, облегчат подготовку следующего корпоратива.',
            ],
          },
        ],
      },
      {
        titles: ['Как составить реалистичный бюджет мероприятия', 'Куда уходят деньги: бюджет праздника по статьям'],
        description: 'Как составить реалистичный бюджет корпоратива или праздника: основные статьи расходов, скрытые платежи, на чём экономить и зачем нужен резерв.',
        excerpt: 'Понятный бюджет — основа любого удачного мероприятия. Основные статьи расходов, забытые мелочи и где можно сэкономить.',
        sections: [
          {
            heading: 'Начните со стоимости на гостя',
            paragraphs: [
              'Проще всего задать бюджет, умножив стоимость на одного гостя на число гостей. Сумма зависит от формата: фуршет обходится на человека заметно скромнее, чем банкет с шоу-программой. Попросите примерную смету для двух-трёх форматов, прежде чем решать. Зная стоимость на гостя, легко понять, что будет, если число гостей изменится.',
            ],
          },
          {
            heading: 'Основные статьи расходов',
            paragraphs: [
              'Аренда площадки, еда и напитки обычно забирают половину бюджета или больше. Дальше идут шоу-программа, ведущий, звук и свет, затем декор и полиграфия. Трансфер, работа персонала и фотосъёмка — статьи поменьше, но они быстро складываются. В хорошей смете каждая позиция указана отдельно, и видно, куда уходят деньги.',
            ],
          },
          {
            heading: 'Расходы, о которых забывают',
            paragraphs: [
              'Плата за обслуживание, пробковый сбор, гардероб и продление работы площадки часто появляются только в итоговом счёте. Доставку, монтаж и демонтаж оборудования многие подрядчики считают отдельно. На уличных мероприятиях добавляются туалеты, электричество, согласования и охрана. Прежде чем подписывать договор, просите у каждого подрядчика полную стоимость с учётом всех этих пунктов.',
            ],
          },
          {
            heading: 'На чём экономить, а на чём нет',
            paragraphs: [
              'Гости редко замечают дорогие пригласительные или сложный декор столов, но всегда замечают холодную еду, плохой звук и очереди у бара. Тратьте на то, что создаёт впечатление, и экономьте на деталях, которые теряются на фотографиях. Будний день или несезонный месяц могут заметно снизить стоимость площадки. Всегда оставляйте около десяти процентов бюджета на непредвиденные расходы.',
            ],
          },
        ],
      },
      {
        titles: ['Тимбилдинг, который нравится сотрудникам', 'Как выбрать формат тимбилдинга, который понравится коллегам'],
        description: 'Как выбрать формат тимбилдинга, который понравится сотрудникам: квесты, кулинарные баттлы, спорт и мастер-классы, и как подобрать формат под свою команду.',
        excerpt: 'Хороший тимбилдинг ощущается как выходной, а не как обязательное мероприятие. Как выбрать формат под свою команду.',
        sections: [
          {
            heading: 'Начните с цели',
            paragraphs: [
              'Сначала решите, чего должен добиться этот день. Новой команде нужно познакомиться, а давно сложившейся — отдохнуть и повеселиться после тяжёлого проекта. Некоторые компании совмещают короткую стратегическую сессию утром и активности после обеда. От цели зависят формат, продолжительность и состав команд.',
            ],
          },
          {
            heading: 'Форматы, которые подходят большинству',
            paragraphs: [
              'Городские квесты и головоломки хороши для смешанных групп: в них важнее сообразительность, чем физическая форма. Кулинарные баттлы с шеф-поваром заставляют всех работать вместе и заканчиваются общим ужином. Творческие мастер-классы, от живописи до создания музыки, подходят спокойным командам. Спортивный день хорош для активных коллективов, если в нём есть роли для тех, кто бегать не любит.',
            ],
          },
          {
            heading: 'Как избежать типичных ошибок',
            paragraphs: [
              'Задания, которые ставят людей в неловкое положение или требуют хорошей физической подготовки, оставляют часть коллег в стороне. Вечера и выходные отнимают время у семьи и редко радуют сотрудников, поэтому рабочий день обычно удачнее. Смешанные команды из разных отделов разбивают привычные компании. Соревнование должно оставаться дружеским, с небольшими призами, а не высокими ставками.',
            ],
          },
          {
            heading: 'Как продлить эффект',
            paragraphs: [
              'Завершите день общим ужином и временем для разговоров — именно тогда часто и завязываются настоящие связи. После разошлите фотографии и короткий ролик, чтобы сохранить настроение. Спросите коллег, что им понравилось и что бы они изменили. Один-два хорошо организованных дня в году дают больше, чем частые мероприятия, которых никто не ждёт.',
            ],
          },
        ],
      },
    ],
  },
};
