import type { Trade } from '../types.ts';

export const weddingPlanning: Trade = {
  id: 'wedding-planning',
  theme: 'Wedding Planning',
  kind: 'services',
  icons: 'events',
  offerIcons: ['calendar-heart', 'puzzle', 'clipboard-check', 'castle', 'flower-2', 'plane', 'heart', 'notebook-pen'],
  en: {
    noun: 'wedding planner',
    descriptor: 'a wedding planner for calm, carefully organised weddings',
    audience: 'couples',
    eyebrows: ['Wedding planning & coordination', 'Your day, without the stress', 'Planning, design, coordination'],
    heroTitles: [
      'Your wedding, planned with care from start to finish',
      'Enjoy your engagement while we handle the planning',
      'A calm, beautiful wedding day, down to the last detail',
      'Plan less, celebrate more',
    ],
    heroLeads: [
      'Venue, suppliers, design and the timeline of the day: we take on the planning so you can enjoy the run-up to your wedding.',
      '{brand} plans and coordinates weddings of every size, from an intimate ceremony to a celebration for two hundred guests.',
      'Tell us how you imagine the day, and we will turn it into a clear plan and a budget you can rely on.',
    ],
    offersHeadings: ['How we can help', 'Planning packages', 'From full planning to the day itself'],
    offersLeads: [
      'Every wedding is different, so packages are a starting point. After our first meeting, you receive a fixed quote for exactly the help you need.',
      'Choose full planning, help with part of it or coordination on the day. Prices depend on the guest count, the date and the location.',
    ],
    offers: [
      {
        title: 'Full wedding planning',
        text: 'From the first budget conversation to the last dance: venue search, suppliers, design, timeline and coordination on the day. For couples who want every detail handled.',
        price: 3500,
        from: true,
      },
      {
        title: 'Partial planning',
        text: 'You have the venue and a few suppliers; we take over the rest, fill the gaps and pull everything together into one clear plan for the day.',
        price: 1800,
        from: true,
      },
      {
        title: 'On-the-day coordination',
        text: 'We join you four to six weeks before the wedding, confirm every supplier and run the day itself, so you and your family can simply enjoy it.',
        price: 900,
        from: true,
      },
      {
        title: 'Venue search',
        text: 'A shortlist of venues that match your guest count, budget and style, with viewings arranged and contracts checked before you sign.',
        price: 400,
        from: true,
      },
      {
        title: 'Wedding design and styling',
        text: 'A visual concept for your day, from the colour palette and flowers to table settings, signage and lighting, brought to life by our styling team.',
        price: 1200,
        from: true,
      },
      {
        title: 'Destination wedding planning',
        text: 'A wedding abroad, planned from home: venue and local suppliers, guest travel and accommodation, paperwork and a team on the ground.',
        price: 4500,
        from: true,
      },
      {
        title: 'Elopement or small wedding',
        text: 'An intimate ceremony for two or a small circle: a registry appointment or symbolic ceremony, a photographer, flowers and dinner afterwards.',
        price: 1200,
        from: true,
      },
      {
        title: 'Planning consultation',
        text: 'A two-hour session to build your budget, timeline and supplier checklist, for couples who plan their own wedding but want a planner’s guidance.',
        price: 150,
        from: true,
      },
    ],
    highlights: [
      { title: 'One person who knows everything', text: 'Your planner is with you from the first meeting to the last dance and knows every detail of your day.' },
      { title: 'Suppliers we have worked with', text: 'Photographers, florists, caterers and musicians we know and trust, matched to your style and budget.' },
      { title: 'A budget that holds', text: 'We set a realistic budget at the start and track every payment, so there are no unpleasant surprises.' },
      { title: 'Calm on the day', text: 'We run the timeline, brief suppliers and solve small problems quietly, often before you notice them.' },
      { title: 'Your style, not ours', text: 'We listen to how you want the day to feel and design around that, rather than repeating a template.' },
    ],
    process: [
      { title: 'First meeting', text: 'We meet in person or by video to talk about your date, guest count, budget and the kind of wedding you imagine.' },
      { title: 'Proposal and plan', text: 'You receive a proposal with the scope of work, a fixed fee and a first outline of the budget and timeline.' },
      { title: 'Venue and suppliers', text: 'We shortlist venues and suppliers, arrange viewings and tastings, and negotiate contracts on your behalf.' },
      { title: 'Design and final details', text: 'Together we settle the look of the day, the running order, the seating plan and every last detail, with regular check-ins.' },
      { title: 'The wedding day', text: 'Our team arrives first and leaves last, runs the timeline and looks after the suppliers, so you can be fully present.' },
    ],
    faq: [
      {
        question: 'How far in advance should we book a wedding planner?',
        answer: 'For full planning, twelve to eighteen months before the date is ideal, especially for popular summer Saturdays. For on-the-day coordination, three to six months ahead is usually fine.',
      },
      {
        question: 'Will a planner fit our budget?',
        answer: 'A good planner often saves money by negotiating with suppliers and helping you avoid costly mistakes. We work with a range of budgets and tell you honestly what is possible.',
      },
      {
        question: 'Can we use our own suppliers?',
        answer: 'Of course. If you already have a photographer or a caterer you love, we will bring them into the plan and work alongside them.',
      },
      {
        question: 'What is included in on-the-day coordination?',
        answer: 'We take over about six weeks before the wedding: confirming suppliers, building the timeline, running a rehearsal if needed and managing the whole day, from set-up to the end of the evening.',
      },
      {
        question: 'Do you plan weddings abroad?',
        answer: 'Yes. We organise destination weddings, including the venue, local suppliers, guest travel and the paperwork for a legal or symbolic ceremony.',
      },
      {
        question: 'How do payments work?',
        answer: 'A deposit secures your date, and the rest of our fee is split into stages up to the wedding. You pay supplier invoices directly, so you always see exactly where your money goes.',
      },
    ],
    story: [
      '{brand} was started to give couples what every wedding needs most: a calm head and a clear plan. We know how many decisions a wedding involves and how easily the planning can take over. Our job is to carry that weight, so the months before your wedding feel exciting rather than exhausting. You make the choices, and we make them happen.',
      'Every wedding begins with a conversation about you, not about trends. We want to know how you met, what you love and how you want your guests to feel. Your answers shape a plan, a budget and a design that belong to you alone. Suppliers are chosen to suit your style, and every contract is checked before you sign.',
      'On the day, our team arrives first and leaves last. We keep the timeline moving, greet suppliers, cue the music and handle the small hitches every wedding has. Most of the time you will not even notice we are there. What you will remember is a day that felt relaxed and entirely yours.',
    ],
    values: [
      { title: 'Calm under pressure', text: 'We stay steady when plans change, so you never have to worry about them.' },
      { title: 'Honest advice', text: 'We tell you what will work and what will not, even when it is not what you hoped to hear.' },
      { title: 'Care for detail', text: 'From the order of the speeches to the last place card, nothing is left to chance.' },
      { title: 'Respect for your budget', text: 'Every recommendation comes with a price, and we never push extras you do not need.' },
    ],
    ctaHeadings: ['Tell us about your wedding', 'Book your first consultation', 'Let’s plan your day together'],
    ctaTexts: [
      'Share your date, guest count and a few ideas, and we will arrange a first meeting to talk it all through.',
      'Whether you need full planning or just a calm team on the day, we will suggest the help that suits you.',
    ],
    articles: [
      {
        titles: ['Your wedding planning timeline, month by month', 'What to book first: a 12-month wedding checklist'],
        description: 'A practical wedding planning timeline: what to book twelve months out, what can wait, and the final tasks for the last month and the week of the wedding.',
        excerpt: 'A year sounds like plenty of time until the bookings start. Here is the order we recommend tackling everything in.',
        sections: [
          {
            heading: 'Twelve to nine months before',
            paragraphs: [
              'Start with the three decisions everything else depends on: the budget, the guest count and the date. With those in place, book the venue and, if you want one, the planner. Photographers, caterers and bands are often booked a year ahead for summer Saturdays, so secure your favourites next. Save-the-date cards can go out once the venue is confirmed.',
            ],
          },
          {
            heading: 'Eight to four months before',
            paragraphs: [
              'Now is the time to choose the dress or suit, the florist, the cake and the hair and make-up artists. Send formal invitations three to four months before the wedding, or earlier for a destination wedding. Book blocks of rooms for guests travelling from afar. Arrange the paperwork for a legal ceremony early, as requirements and waiting times vary.',
            ],
          },
          {
            heading: 'The last three months',
            paragraphs: [
              'Confirm numbers with the venue and caterer once the replies are in, and build the seating plan. Finalise the running order of the day, including speeches, the first dance and photographs. Schedule dress fittings and a hair and make-up trial. Pay remaining balances on time and keep a list of every supplier with their contact details.',
            ],
          },
          {
            heading: 'The final week',
            paragraphs: [
              'Send the final timeline to every supplier and to everyone with a role on the day. Prepare envelopes with final payments and gifts, and hand them to someone you trust. Pack an emergency kit with safety pins, plasters, painkillers and a phone charger. Then step back, rest and let the team take over.',
            ],
          },
        ],
      },
      {
        titles: ['How to set a wedding budget that holds', 'Wedding budget: where the money goes and how to plan it'],
        description: 'How to set a realistic wedding budget: typical shares for venue, food, photography and attire, plus the hidden costs couples often forget to include.',
        excerpt: 'A clear budget makes every other wedding decision easier. Here is how we help couples set one and stick to it.',
        sections: [
          {
            heading: 'Start with the total',
            paragraphs: [
              'Decide the total you are comfortable spending before you look at a single venue. Agree who is contributing and how much, so there are no awkward conversations later. Keep ten percent aside as a contingency for the unexpected. A clear ceiling makes every later decision easier.',
            ],
          },
          {
            heading: 'Where the money usually goes',
            paragraphs: [
              'Venue and catering usually take the largest share, often around half of the budget. Photography and video, attire, flowers and entertainment follow. The guest count drives most costs, because every extra guest adds food, drink, a seat and stationery. Trimming the list by ten people often saves more than cutting any single supplier.',
            ],
          },
          {
            heading: 'The costs people forget',
            paragraphs: [
              'Service charges, taxes and overtime fees can add a surprising amount to supplier quotes. Transport, registration fees, alterations, rings and favours are easy to overlook. Meals for suppliers who work through the day are often required by their contracts. Ask every supplier for a complete quote that includes all of these.',
            ],
          },
          {
            heading: 'Keeping the budget on track',
            paragraphs: [
              'Use one shared spreadsheet with every quote, deposit and due date. Review it every month and move money between categories on purpose rather than overspending quietly. When something matters a lot to you, save on something that matters less. A planner can help you find those trade-offs and negotiate better terms.',
            ],
          },
        ],
      },
      {
        titles: ['How to choose a wedding venue: questions to ask on a viewing', 'Wedding venue viewings: what to look for and what to ask'],
        description: 'What to check when viewing a wedding venue: capacity, exclusive use, catering rules, timings, wet-weather options and the costs hidden in the contract.',
        excerpt: 'The venue shapes almost every other part of the day. Take this list with you to every viewing.',
        sections: [
          {
            heading: 'Before the viewing',
            paragraphs: [
              'Arrive with your rough guest count, your budget and two or three dates that would work. Venues price Saturdays, Fridays and off-peak months very differently, so flexible dates give you more choice. Look at photos from real weddings at the venue rather than only styled shoots. Shortlist three or four places to view, not ten.',
            ],
          },
          {
            heading: 'Questions to ask',
            paragraphs: [
              'Ask how many guests the venue seats for dinner and how many it holds for the evening reception. Check whether you have exclusive use or share the venue with other events that day. Find out whether you must use their caterer and bar, or whether outside suppliers are allowed. Ask what time you can get in to set up and when the music must stop.',
            ],
          },
          {
            heading: 'Picturing the day itself',
            paragraphs: [
              'Walk the route your guests will take, from arrival to the ceremony, drinks, dinner and dancing. If any part of the day is outdoors, ask about the plan for bad weather. Check where photographs could be taken and how the light falls at your planned ceremony time. Consider access for older or less mobile guests.',
            ],
          },
          {
            heading: 'Before you sign',
            paragraphs: [
              'Read the contract carefully, especially the cancellation terms, minimum spends and extra charges. Ask what the hire fee includes, because tables, chairs, linen, staff and cleaning are not always covered. Confirm the deposit and the payment schedule in writing. If we are planning your wedding, we review the contract with you before you commit.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'свадебное агентство',
    descriptor: 'свадебное агентство для спокойной и продуманной до мелочей свадьбы',
    audience: 'пары',
    eyebrows: ['Организация свадеб', 'Свадьба без стресса', 'Планирование, декор, координация'],
    heroTitles: [
      'Ваша свадьба, продуманная от начала до конца',
      'Наслаждайтесь подготовкой, а хлопоты оставьте нам',
      'Спокойный и красивый день до последней детали',
      'Меньше хлопот, больше праздника',
    ],
    heroLeads: [
      'Площадка, подрядчики, декор и тайминг дня — мы берём планирование на себя, чтобы вы могли радоваться подготовке к свадьбе.',
      '«{brand}» организует свадьбы любого масштаба — от камерной церемонии до праздника на двести гостей.',
      'Расскажите, каким вы видите этот день, и мы превратим его в понятный план и бюджет, на который можно опереться.',
    ],
    offersHeadings: ['Чем мы можем помочь', 'Пакеты организации', 'От полной организации до координации в день свадьбы'],
    offersLeads: [
      'Каждая свадьба особенная, поэтому пакеты — лишь отправная точка. После первой встречи вы получите фиксированную смету ровно на ту помощь, которая нужна.',
      'Выберите полную организацию, помощь с частью задач или координацию в день свадьбы. Цена зависит от числа гостей, даты и места.',
    ],
    offers: [
      {
        title: 'Полная организация свадьбы',
        text: 'От первого разговора о бюджете до последнего танца: поиск площадки, подрядчики, декор, тайминг и координация в день свадьбы. Для пар, которые хотят доверить нам всё.',
        price: 3500,
        from: true,
      },
      {
        title: 'Частичная организация',
        text: 'Площадка и несколько подрядчиков у вас уже есть — мы берём на себя остальное, закрываем пробелы и собираем всё в один понятный план.',
        price: 1800,
        from: true,
      },
      {
        title: 'Координация в день свадьбы',
        text: 'Подключаемся за четыре–шесть недель до свадьбы, подтверждаем всех подрядчиков и ведём сам день, чтобы вы и ваши родные просто наслаждались праздником.',
        price: 900,
        from: true,
      },
      {
        title: 'Подбор площадки',
        text: 'Короткий список площадок под ваше число гостей, бюджет и стиль, с организацией просмотров и проверкой договора до подписания.',
        price: 400,
        from: true,
      },
      {
        title: 'Концепция и декор',
        text: 'Визуальная концепция дня — от палитры и флористики до сервировки, навигации и света, — которую наши декораторы воплощают в день свадьбы.',
        price: 1200,
        from: true,
      },
      {
        title: 'Свадьба за границей',
        text: 'Свадьба за рубежом, спланированная из дома: площадка и местные подрядчики, перелёт и проживание гостей, документы и команда на месте.',
        price: 4500,
        from: true,
      },
      {
        title: 'Камерная свадьба',
        text: 'Небольшая церемония вдвоём или в кругу близких: регистрация или выездная церемония, фотограф, цветы и ужин после.',
        price: 1200,
        from: true,
      },
      {
        title: 'Консультация организатора',
        text: 'Двухчасовая встреча, на которой мы составим бюджет, тайминг и список подрядчиков, — для пар, которые готовят свадьбу сами, но хотят совета организатора.',
        price: 150,
        from: true,
      },
    ],
    highlights: [
      { title: 'Один человек знает всё', text: 'Ваш организатор рядом с первой встречи до последнего танца и знает каждую деталь вашего дня.' },
      { title: 'Проверенные подрядчики', text: 'Фотографы, флористы, кейтеринг и музыканты, с которыми мы работали и которым доверяем, — под ваш стиль и бюджет.' },
      { title: 'Бюджет без сюрпризов', text: 'В начале составляем реалистичный бюджет и отслеживаем каждый платёж, чтобы не было неприятных неожиданностей.' },
      { title: 'Спокойствие в день свадьбы', text: 'Ведём тайминг, инструктируем подрядчиков и тихо решаем мелкие проблемы, часто до того, как вы их заметите.' },
      { title: 'Ваш стиль, а не наш', text: 'Слушаем, каким вы хотите почувствовать этот день, и строим всё вокруг этого ощущения, а не повторяем шаблон.' },
    ],
    process: [
      { title: 'Первая встреча', text: 'Встречаемся лично или по видеосвязи и обсуждаем дату, число гостей, бюджет и то, какой вы видите свою свадьбу.' },
      { title: 'Предложение и план', text: 'Вы получаете предложение с объёмом работ, фиксированной стоимостью и первым наброском бюджета и тайминга.' },
      { title: 'Площадка и подрядчики', text: 'Подбираем площадки и подрядчиков, организуем просмотры и дегустации и договариваемся об условиях от вашего имени.' },
      { title: 'Концепция и детали', text: 'Вместе утверждаем образ дня, программу, рассадку и все мелочи, регулярно сверяясь с вами.' },
      { title: 'День свадьбы', text: 'Наша команда приезжает первой и уезжает последней, ведёт тайминг и координирует подрядчиков, чтобы вы были полностью в моменте.' },
    ],
    faq: [
      {
        question: 'За сколько времени нужно обращаться к организатору?',
        answer: 'Для полной организации идеально за 12–18 месяцев до даты, особенно если это популярная летняя суббота. Для координации в день свадьбы обычно достаточно трёх–шести месяцев.',
      },
      {
        question: 'Впишется ли организатор в наш бюджет?',
        answer: 'Хороший организатор часто экономит деньги: договаривается с подрядчиками о выгодных условиях и помогает избежать дорогих ошибок. Мы работаем с разными бюджетами и честно говорим, что возможно.',
      },
      {
        question: 'Можно работать со своими подрядчиками?',
        answer: 'Конечно. Если у вас уже есть любимый фотограф или кейтеринг, мы подключим их к общему плану и будем работать вместе.',
      },
      {
        question: 'Что входит в координацию в день свадьбы?',
        answer: 'Мы подключаемся примерно за шесть недель: подтверждаем подрядчиков, составляем тайминг, при необходимости проводим репетицию и ведём весь день — от монтажа до конца вечера.',
      },
      {
        question: 'Вы организуете свадьбы за границей?',
        answer: 'Да. Берём на себя площадку, местных подрядчиков, поездку гостей и документы для официальной или выездной церемонии.',
      },
      {
        question: 'Как устроена оплата?',
        answer: 'Предоплата закрепляет за вами дату, а остальная сумма делится на этапы до свадьбы. Счета подрядчиков вы оплачиваете напрямую, поэтому всегда видите, куда уходят деньги.',
      },
    ],
    story: [
      'Мы создавали «{brand}», чтобы дать парам то, что нужно каждой свадьбе больше всего: спокойствие и понятный план. Мы знаем, сколько решений требует свадьба и как легко подготовка может захватить всю жизнь. Наша задача — взять эту нагрузку на себя, чтобы месяцы до свадьбы радовали, а не выматывали. Решения принимаете вы, а воплощаем их мы.',
      'Каждая свадьба начинается с разговора о вас, а не о трендах. Нам важно знать, как вы познакомились, что любите и что должны почувствовать гости. Из ваших историй складываются план, бюджет и концепция, которые принадлежат только вам. Подрядчиков подбираем под ваш стиль, а каждый договор проверяем до подписания.',
      'В день свадьбы наша команда приезжает первой и уезжает последней. Мы следим за таймингом, встречаем подрядчиков, даём сигнал музыкантам и решаем мелкие накладки, которые бывают на любой свадьбе. Чаще всего вы даже не заметите нашего присутствия. Запомнится вам день, который прошёл легко и был полностью вашим.',
    ],
    values: [
      { title: 'Спокойствие', text: 'Сохраняем хладнокровие, когда планы меняются, чтобы вам не пришлось волноваться.' },
      { title: 'Честные советы', text: 'Говорим, что сработает, а что нет, даже если вы надеялись услышать другое.' },
      { title: 'Внимание к деталям', text: 'От порядка тостов до последней карточки рассадки — ничего не оставляем на волю случая.' },
      { title: 'Уважение к бюджету', text: 'К каждой рекомендации прилагаем цену и никогда не навязываем лишнего.' },
    ],
    ctaHeadings: ['Расскажите о своей свадьбе', 'Запишитесь на первую консультацию', 'Давайте спланируем ваш день вместе'],
    ctaTexts: [
      'Назовите дату, число гостей и поделитесь идеями — договоримся о первой встрече и всё обсудим.',
      'Нужна полная организация или спокойная команда в день свадьбы — подскажем формат помощи, который вам подходит.',
    ],
    articles: [
      {
        titles: ['План подготовки к свадьбе по месяцам', 'Что бронировать в первую очередь: чек-лист на 12 месяцев'],
        description: 'Практичный план подготовки к свадьбе: что бронировать за год, что может подождать и какие дела оставить на последний месяц и неделю до свадьбы.',
        excerpt: 'Год кажется большим сроком, пока не начнутся бронирования. Рассказываем, в каком порядке мы советуем всё делать.',
        sections: [
          {
            heading: 'За 12–9 месяцев',
            paragraphs: [
              'Начните с трёх решений, от которых зависит всё остальное: бюджет, число гостей и дата. Когда они приняты, бронируйте площадку и, если нужен, организатора. Фотографов, кейтеринг и музыкантов на летние субботы часто бронируют за год, поэтому следующими закрепите самых желанных. Карточки save the date можно рассылать, как только площадка подтверждена.',
            ],
          },
          {
            heading: 'За 8–4 месяца',
            paragraphs: [
              'Пора выбрать платье или костюм, флориста, торт, стилиста и визажиста. Официальные приглашения отправляйте за три-четыре месяца до свадьбы, а для свадьбы за границей — раньше. Забронируйте номера для гостей, которые приедут издалека. Заранее займитесь документами для регистрации: требования и сроки везде разные.',
            ],
          },
          {
            heading: 'Последние три месяца',
            paragraphs: [
              'Когда гости ответят на приглашения, подтвердите их число площадке и кейтерингу и составьте рассадку. Утвердите программу дня: тосты, первый танец, фотосессию. Запишитесь на примерки и пробный образ у стилиста и визажиста. Вовремя вносите оставшиеся платежи и держите под рукой список всех подрядчиков с контактами.',
            ],
          },
          {
            heading: 'Последняя неделя',
            paragraphs: [
              'Разошлите итоговый тайминг всем подрядчикам и тем, у кого есть роль в этот день. Подготовьте конверты с оплатой и подарками и передайте их человеку, которому доверяете. Соберите тревожный набор: булавки, пластыри, обезболивающее и зарядку для телефона. А потом выдохните, отдохните и доверьтесь команде.',
            ],
          },
        ],
      },
      {
        titles: ['Как составить свадебный бюджет и уложиться в него', 'Бюджет свадьбы: на что уходят деньги и как всё спланировать'],
        description: 'Как составить реалистичный бюджет свадьбы: доли площадки, банкета, фотографа и нарядов, а также скрытые расходы, о которых пары часто забывают.',
        excerpt: 'Понятный бюджет упрощает все остальные решения. Рассказываем, как помогаем парам его составить и в него уложиться.',
        sections: [
          {
            heading: 'Начните с общей суммы',
            paragraphs: [
              'Определите общую сумму, которую готовы потратить, ещё до просмотра первой площадки. Договоритесь, кто и сколько вкладывает, чтобы потом не было неловких разговоров. Отложите десять процентов на непредвиденные расходы. Чёткий потолок упрощает каждое следующее решение.',
            ],
          },
          {
            heading: 'На что обычно уходят деньги',
            paragraphs: [
              'Больше всего забирают площадка и банкет — часто около половины бюджета. Следом идут фото и видео, наряды, флористика и развлекательная программа. Большую часть расходов определяет число гостей: каждый гость означает еду, напитки, место за столом и полиграфию. Сокращение списка на десять человек нередко экономит больше, чем отказ от любого подрядчика.',
            ],
          },
          {
            heading: 'О чём часто забывают',
            paragraphs: [
              'Сервисный сбор, налоги и оплата переработки могут заметно увеличить смету подрядчика. Транспорт, госпошлину, подгонку нарядов, кольца и подарки гостям легко упустить из виду. Питание подрядчиков, которые работают весь день, часто прописано в их договорах. Просите у каждого подрядчика полную смету со всеми этими пунктами.',
            ],
          },
          {
            heading: 'Как держать бюджет под контролем',
            paragraphs: [
              'Ведите одну общую таблицу со всеми сметами, предоплатами и сроками платежей. Пересматривайте её раз в месяц и перераспределяйте деньги между статьями осознанно, а не перерасходуйте незаметно. Если что-то для вас очень важно, сэкономьте на том, что важно меньше. Организатор поможет найти такие компромиссы и договориться о выгодных условиях.',
            ],
          },
        ],
      },
      {
        titles: ['Как выбрать площадку для свадьбы: вопросы на просмотре', 'Просмотр свадебной площадки: на что смотреть и что спрашивать'],
        description: 'Что проверить на просмотре свадебной площадки: вместимость, эксклюзивность, правила кейтеринга, тайминг, план на случай дождя и скрытые расходы.',
        excerpt: 'Площадка определяет почти всё остальное в этом дне. Возьмите этот список на каждый просмотр.',
        sections: [
          {
            heading: 'Перед просмотром',
            paragraphs: [
              'Приходите с примерным числом гостей, бюджетом и двумя-тремя подходящими датами. Цены на субботу, пятницу и несезонные месяцы сильно различаются, поэтому гибкость в датах даёт больше выбора. Смотрите фотографии с реальных свадеб на площадке, а не только постановочные съёмки. Выберите для просмотра три-четыре места, а не десять.',
            ],
          },
          {
            heading: 'Что спросить',
            paragraphs: [
              'Уточните, сколько гостей площадка вмещает за ужином и сколько — на вечерней части. Узнайте, будет ли площадка только вашей или в тот же день там пройдут другие мероприятия. Спросите, обязательно ли пользоваться их кухней и баром или можно пригласить своих подрядчиков. Выясните, во сколько можно начать монтаж и до какого часа разрешена музыка.',
            ],
          },
          {
            heading: 'Представьте сам день',
            paragraphs: [
              'Пройдите маршрут гостей — от приезда до церемонии, фуршета, ужина и танцев. Если какая-то часть дня проходит на улице, спросите о плане на случай плохой погоды. Посмотрите, где можно фотографироваться и как падает свет в запланированное время церемонии. Подумайте о доступности для пожилых гостей и гостей с ограниченной подвижностью.',
            ],
          },
          {
            heading: 'Перед подписанием договора',
            paragraphs: [
              'Внимательно прочитайте договор, особенно условия отмены, минимальный чек и дополнительные сборы. Уточните, что входит в аренду: столы, стулья, текстиль, персонал и уборка включены не всегда. Зафиксируйте сумму предоплаты и график платежей письменно. Если свадьбу организуем мы, то проверим договор вместе с вами до подписания.',
            ],
          },
        ],
      },
    ],
  },
};
