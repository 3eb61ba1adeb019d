import type { Trade } from '../types.ts';

export const charityNonprofit: Trade = {
  id: 'charity-nonprofit',
  theme: 'Charity & Nonprofit',
  kind: 'services',
  icons: 'general',
  offerIcons: ['groceries', 'house-heart', 'graduation-cap', 'clipboard-pen', 'hand-coins', 'hand-helping', 'piggy-bank', 'package', 'handshake'],
  en: {
    noun: 'charity',
    descriptor: 'a local charity supporting families, older people and young people in our community',
    audience: 'supporters',
    offersLabel: 'Our work',
    eyebrows: ['Local charity', 'Neighbours helping neighbours', 'Food, friendship and support'],
    heroTitles: [
      'Neighbours helping neighbours through hard times',
      'Food, friendship and a helping hand close to home',
      'Nobody in our community should face it alone',
      'Local help for local people',
      'Give an hour, a gift or a voice',
    ],
    heroLeads: [
      'We run a community pantry, visit older neighbours who live alone, mentor young people and help with forms and debts, thanks to local volunteers and donors.',
      '{brand} turns local generosity into practical help: food on the table, a weekly visit, a mentor and someone to sort out the paperwork with.',
      'Every programme runs on donations and volunteers. A monthly gift or a couple of hours a week makes a real difference to someone nearby.',
    ],
    offersHeadings: ['Our programmes and ways to help', 'How we help, and how you can too', 'Where your support goes'],
    offersLeads: [
      'Four programmes meet the needs we see most often in our community. Below them are the ways you can keep them going.',
      'All our help is free to the people who receive it, paid for by donations, grants and local fundraising.',
    ],
    offers: [
      {
        title: 'Community food support',
        text: 'Weekly food parcels and a community pantry for families and individuals going through a hard time, with no judgement and no long forms.',
      },
      {
        title: 'Befriending older people',
        text: 'Volunteers visit or phone older neighbours who live alone every week, for a chat, a cup of tea and help with small errands.',
      },
      {
        title: 'Mentoring young people',
        text: 'Young people aged 11 to 18 are matched with a trained volunteer mentor who meets them regularly to help with school, confidence and plans.',
      },
      {
        title: 'Advice and paperwork help',
        text: 'Confidential help with benefits, debt, housing forms and finding the right service, at drop-in sessions and by phone.',
      },
      {
        title: 'Make a monthly gift',
        text: 'A regular donation, however small, lets us plan ahead and keep every programme running through the quieter months.',
      },
      {
        title: 'Volunteer with us',
        text: 'Pack food parcels, befriend an older neighbour, mentor a teenager or help behind the scenes. Every volunteer is trained and supported.',
      },
      {
        title: 'Fundraise for us',
        text: 'Run, bake, cycle or hold a quiz in our name. We send you a fundraising pack, posters and a collection page, and cheer you on.',
      },
      {
        title: 'Give food and essentials',
        text: 'Drop off tinned food, toiletries and baby supplies at our collection points, or organise a collection at your school or workplace.',
      },
      {
        title: 'Partner with us as a business',
        text: 'Staff volunteering days, matched giving, donated goods and skills, or sponsorship of a whole programme for a year.',
      },
    ],
    highlights: [
      { title: 'Help that stays local', text: 'Every donation supports people in our own neighbourhood, and you can see the difference on your own street.' },
      { title: 'Volunteers at the heart', text: 'Most of our work is done by trained local volunteers, so every gift goes further.' },
      { title: 'No judgement, no long forms', text: 'People come to us at a hard moment. We listen first and help quickly, with as little paperwork as possible.' },
      { title: 'Open about money', text: 'We publish our accounts every year and explain in plain words how donations are spent.' },
      { title: 'Working with local services', text: 'We work alongside schools, doctors, housing teams and other organisations, so people get the right help sooner.' },
    ],
    process: [
      { title: 'Get in touch', text: 'Fill in the short form or call us to say whether you would like to volunteer, fundraise, donate goods or ask for help.' },
      { title: 'A friendly chat', text: 'We talk through what you are looking for and how much time you have, or what support you need, with no obligation.' },
      { title: 'Checks and training', text: 'Volunteers who work with older or young people have a background check and a half-day induction before they start.' },
      { title: 'Getting started', text: 'You join a programme with an experienced volunteer alongside you for your first few sessions.' },
      { title: 'Staying in touch', text: 'Regular catch-ups, volunteer get-togethers and short updates on what your time and gifts have made possible.' },
    ],
    faq: [
      {
        question: 'How is my donation spent?',
        answer: 'Most of every donation goes directly on our programmes: food, volunteer training and travel, and advice sessions. The rest covers essential running costs such as rent and insurance, and our annual accounts show the full breakdown.',
      },
      {
        question: 'Can I choose which programme my gift supports?',
        answer: 'Yes. Mention the programme when you donate and we will spend your gift on it. Unrestricted gifts are just as welcome, as they let us put money where it is needed most.',
      },
      {
        question: 'How much time do I need to give as a volunteer?',
        answer: 'Most roles ask for two to three hours a week or a few hours a month. Packing food and helping at events work well for people who can only help now and then.',
      },
      {
        question: 'Do I need experience to volunteer?',
        answer: 'No. We train you for every role and pair new volunteers with someone experienced. Reliability and kindness matter far more than a CV.',
      },
      {
        question: 'How do I ask for help for myself or someone else?',
        answer: 'Call us, drop in during opening hours, or ask a doctor, school or social worker to refer you. Everything you tell us stays confidential.',
      },
      {
        question: 'Can my company support you?',
        answer: 'Yes, through staff volunteering days, matched giving, collections, sponsoring a programme or donating goods and skills. Get in touch and we will suggest what fits your team.',
      },
      {
        question: 'Will I get a receipt for my donation?',
        answer: 'Yes, every donation is acknowledged with a receipt. Where gifts to charity reduce your tax, the receipt includes the details you need for your claim.',
      },
    ],
    story: [
      '{brand} is a local charity built on a simple observation: the people who need help and the people who want to give it often live on the same street. We connect the two. Food, company, mentoring and practical advice all come from neighbours, supported by a small staff team.',
      'Our programmes grew out of what people told us they needed. Families asked for food without the shame of a long queue, older residents for someone to talk to, parents for a steady adult in their teenager’s life. Each programme is shaped by the people who use it, and we keep asking them what works.',
      'We are funded by individual donors, local businesses, grants and a great many bake sales. Every donation is accounted for, and we report back on what your support has made possible. Whether you can give time, money or simply spread the word, there is a place for you here.',
    ],
    values: [
      { title: 'Dignity', text: 'People who come to us are treated as neighbours, never as cases.' },
      { title: 'Kindness in practice', text: 'Good intentions only count when they become food, visits and solved problems.' },
      { title: 'Openness', text: 'We are honest about where the money goes and about what we have and haven’t achieved.' },
      { title: 'Community', text: 'Help works better when it comes from people nearby, and everyone has something to give.' },
    ],
    ctaHeadings: ['Help a neighbour this month', 'Give an hour, a gift or a voice', 'Become a volunteer'],
    ctaTexts: [
      'A monthly gift, however small, keeps our programmes running all year. Donating online takes a couple of minutes.',
      'Have a couple of hours a week? Tell us what you enjoy, and we will find a role that suits you.',
    ],
    articles: [
      {
        titles: ['What it’s really like to volunteer with us', 'Your first month as a volunteer: what to expect'],
        description: 'How to choose a volunteering role, what checks and training involve, what your first sessions look like and how to fit volunteering around work and family.',
        excerpt: 'Thinking about volunteering but not sure where to start? Here is what happens from your first phone call to your first month.',
        sections: [
          {
            heading: 'Choosing a role',
            paragraphs: [
              'Start with what you enjoy and how much time you really have. If you like people and conversation, befriending or mentoring may suit you; if you prefer to keep busy, the food pantry always needs hands. Roles behind the scenes, from driving to bookkeeping, matter just as much. We are happy to let you try a session before you decide.',
            ],
          },
          {
            heading: 'Checks and training',
            paragraphs: [
              'Anyone working with older people or young people has a background check before starting. Checks sound daunting, but in practice you fill in a form, show some ID and wait a few weeks. Meanwhile you join a half-day induction on safeguarding, confidentiality and how each programme works. Mentors and befrienders also receive extra training on listening and keeping healthy boundaries.',
            ],
          },
          {
            heading: 'Your first sessions',
            paragraphs: [
              'For the first few sessions, an experienced volunteer works alongside you. You learn the routine, meet the people we support and ask all the questions you like. Nobody expects you to know everything from day one. After a month we sit down together to see how it is going and whether the role still fits.',
            ],
          },
          {
            heading: 'Making it fit your life',
            paragraphs: [
              'Volunteering works well only when it is sustainable, so tell us honestly what you can manage. Many volunteers give two hours a week; others help at a few events a year. If your circumstances change, you can pause or switch roles at any time. We would always rather keep you for years at a gentle pace than lose you after a busy month.',
            ],
          },
        ],
      },
      {
        titles: ['Where your donation goes', 'How a monthly gift turns into help on the ground'],
        description: 'What a regular gift makes possible, the difference between restricted and unrestricted donations, why running costs matter and how we report back to you.',
        excerpt: 'Every gift, one-off or monthly, turns into food, visits and advice. Here is how donations are spent and why regular giving matters so much.',
        sections: [
          {
            heading: 'Why regular gifts matter',
            paragraphs: [
              'One-off donations often arrive around the holidays, but people need food, company and advice all year round. Monthly gifts, even small ones, let us plan ahead, book training and promise help we know we can deliver. Regular gifts also cost less to process than many separate donations. You can change or stop a regular gift at any time by getting in touch.',
            ],
          },
          {
            heading: 'Restricted or unrestricted giving',
            paragraphs: [
              'A restricted gift is spent only on the programme you choose, and we keep to that promise. An unrestricted gift lets us put money where the need is greatest at that moment. When food prices rise, for example, unrestricted funds let us stock the pantry without cutting other programmes. Both kinds are welcome, and you can tell us your preference whenever you give.',
            ],
          },
          {
            heading: 'What running costs really pay for',
            paragraphs: [
              'Rent, insurance, phone lines, background checks and a small staff team are not glamorous, but no programme works without them. Trained, supported volunteers stay longer and help more people. A coordinator who answers the phone means someone in crisis reaches a person, not a voicemail. We keep these costs as low as we can and show them openly in our accounts.',
            ],
          },
          {
            heading: 'How we report back',
            paragraphs: [
              'Supporters receive short updates on what their gifts have made possible, with stories shared only with permission. Our annual report and accounts set out income, spending and what each programme achieved. If you ever want to know more, ask us, and we will answer honestly. Visiting a programme is also possible, as long as it respects the privacy of the people we support.',
            ],
          },
        ],
      },
      {
        titles: ['Fundraising ideas for schools, workplaces and friends', 'How to fundraise for us: ideas that work'],
        description: 'Simple fundraising ideas for schools, offices and groups of friends, how we support fundraisers, and how to collect money safely and openly for a charity.',
        excerpt: 'From bake sales to sponsored walks, fundraising can be fun and surprisingly effective. Here are ideas that work and how we help you make them happen.',
        sections: [
          {
            heading: 'Pick something you enjoy',
            paragraphs: [
              'People give more readily when they can see you are having a go at something real. A sponsored run, a bake sale, a quiz night or a birthday fundraiser online all work well. Choose an idea that suits your skills and your circle rather than the biggest challenge you can think of. Tell us what you are planning, and we will send a fundraising pack with posters and tips.',
            ],
          },
          {
            heading: 'Ideas for schools',
            paragraphs: [
              'Non-uniform days, cake sales and sponsored silences are classics for a reason: they are easy to run and everyone can join in. Older pupils can organise a talent show or a sponsored read as part of a project. A food collection in the school hall stocks our pantry and teaches children where help goes. We can visit a school assembly to explain what the money will do.',
            ],
          },
          {
            heading: 'Ideas for workplaces',
            paragraphs: [
              'A dress-down day, a sweepstake or a team challenge brings colleagues together and raises money at the same time. Ask whether your employer matches staff fundraising, as many businesses do. A staff volunteering day at the food pantry or a garden tidy for older residents gives a team something to remember. Collections of toiletries or school supplies are another easy way to help.',
            ],
          },
          {
            heading: 'Collecting money safely and openly',
            paragraphs: [
              'Use our official online fundraising page or the collection tins we provide, so every donation is recorded. Please don’t collect cash on the street or door to door without agreeing it with us first, as rules on public collections apply. Count money with a second person present and pay it in within a few days. Afterwards, tell your supporters what you raised and what it will pay for.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'благотворительная организация',
    descriptor: 'местная благотворительная организация, которая помогает семьям, пожилым людям и подросткам',
    audience: 'жертвователи и волонтёры',
    offersLabel: 'Наши программы',
    eyebrows: ['Местная благотворительная организация', 'Соседи помогают соседям', 'Еда, общение и поддержка'],
    heroTitles: [
      'Соседи помогают соседям в трудное время',
      'Продукты, общение и поддержка рядом с домом',
      'Никто рядом с нами не должен справляться в одиночку',
      'Помощь тем, кто живёт рядом',
      'Подарите час, пожертвование или голос',
    ],
    heroLeads: [
      'Мы собираем продуктовые наборы, навещаем одиноких пожилых соседей, помогаем подросткам через наставничество и разбираемся с документами и долгами — благодаря волонтёрам и жертвователям.',
      '«{brand}» превращает щедрость соседей в конкретную помощь: еду на столе, еженедельный визит, наставника и человека, с которым можно разобраться в бумагах.',
      'Все программы держатся на пожертвованиях и волонтёрах. Ежемесячное пожертвование или пара часов в неделю по-настоящему меняют жизнь того, кто живёт рядом.',
    ],
    offersHeadings: ['Наши программы и как помочь', 'Как помогаем мы и как можете помочь вы', 'Куда идёт ваша поддержка'],
    offersLeads: [
      'Четыре программы отвечают на нужды, с которыми к нам обращаются чаще всего. Ниже — способы поддержать их работу.',
      'Для тех, кто получает помощь, она бесплатна: её оплачивают пожертвования, гранты и сборы, которые устраивают наши соседи.',
    ],
    offers: [
      {
        title: 'Продуктовая помощь',
        text: 'Еженедельные продуктовые наборы и общественная кладовая для семей и одиноких людей в трудной ситуации — без осуждения и длинных анкет.',
      },
      {
        title: 'Поддержка одиноких пожилых людей',
        text: 'Волонтёры каждую неделю навещают или обзванивают пожилых соседей, которые живут одни: поговорить, выпить чаю, помочь с мелкими делами.',
      },
      {
        title: 'Наставничество для подростков',
        text: 'Подросткам от 11 до 18 лет мы подбираем обученного наставника-волонтёра, который регулярно встречается с ними и помогает с учёбой, уверенностью в себе и планами.',
      },
      {
        title: 'Консультации и помощь с документами',
        text: 'Конфиденциальная помощь с пособиями, долгами, жилищными документами и поиском нужной службы — на приёмных часах и по телефону.',
      },
      {
        title: 'Ежемесячное пожертвование',
        text: 'Регулярное пожертвование, даже небольшое, позволяет нам планировать работу и не сворачивать программы в месяцы, когда помогают реже.',
      },
      {
        title: 'Стать волонтёром',
        text: 'Собирать продуктовые наборы, навещать пожилого соседа, стать наставником подростка или помогать с организационными делами. Каждого волонтёра мы обучаем и поддерживаем.',
      },
      {
        title: 'Организовать сбор',
        text: 'Пробегите забег, испеките пироги для ярмарки или проведите квиз в нашу поддержку. Мы пришлём материалы, афиши и ссылку на страницу сбора.',
      },
      {
        title: 'Передать продукты и вещи',
        text: 'Приносите консервы, крупы, средства гигиены и детские товары в наши пункты сбора или устройте сбор в школе или на работе.',
      },
      {
        title: 'Партнёрство для компаний',
        text: 'Корпоративные волонтёрские дни, удвоение пожертвований сотрудников, передача товаров и услуг или поддержка целой программы на год.',
      },
    ],
    highlights: [
      { title: 'Помощь остаётся рядом', text: 'Каждое пожертвование помогает людям в нашем районе, и результат можно увидеть на соседней улице.' },
      { title: 'Всё держится на волонтёрах', text: 'Большую часть работы делают обученные волонтёры из округи, поэтому каждое пожертвование работает дольше.' },
      { title: 'Без осуждения и лишних анкет', text: 'К нам приходят в трудную минуту. Сначала мы слушаем, а потом быстро помогаем, обходясь минимумом бумаг.' },
      { title: 'Открыто о деньгах', text: 'Каждый год мы публикуем отчёт и простыми словами объясняем, на что потрачены пожертвования.' },
      { title: 'Вместе с местными службами', text: 'Работаем рядом со школами, поликлиниками, соцзащитой и другими организациями, чтобы люди быстрее получали нужную помощь.' },
    ],
    process: [
      { title: 'Свяжитесь с нами', text: 'Заполните короткую форму или позвоните и расскажите, хотите ли вы стать волонтёром, организовать сбор, передать вещи или получить помощь.' },
      { title: 'Знакомство', text: 'Обсуждаем, что вы ищете и сколько у вас времени или какая поддержка вам нужна. Ни к чему не обязывает.' },
      { title: 'Проверка и обучение', text: 'Волонтёры, которые работают с пожилыми людьми и подростками, проходят проверку и вводное занятие на полдня.' },
      { title: 'Первые смены', text: 'Вы присоединяетесь к программе, и первые несколько раз рядом с вами работает опытный волонтёр.' },
      { title: 'Остаёмся на связи', text: 'Регулярные встречи, вечера для волонтёров и короткие отчёты о том, что стало возможным благодаря вашему времени и пожертвованиям.' },
    ],
    faq: [
      {
        question: 'На что тратится моё пожертвование?',
        answer: 'Большая часть каждого пожертвования идёт прямо на программы: продукты, обучение и проезд волонтёров, консультации. Остальное покрывает необходимые расходы вроде аренды и страховки, а полную раскладку показывает наш годовой отчёт.',
      },
      {
        question: 'Можно выбрать, какую программу поддержать?',
        answer: 'Да. Укажите программу при пожертвовании, и мы потратим деньги именно на неё. Пожертвования без указания цели тоже очень нужны: они позволяют направить деньги туда, где помощь нужнее всего.',
      },
      {
        question: 'Сколько времени нужно уделять волонтёрству?',
        answer: 'Большинство ролей требуют двух-трёх часов в неделю или нескольких часов в месяц. Сборка продуктовых наборов и помощь на мероприятиях подходят тем, кто может помогать лишь время от времени.',
      },
      {
        question: 'Нужен ли опыт, чтобы стать волонтёром?',
        answer: 'Нет. Мы обучаем для каждой роли и ставим новичков в пару с опытными волонтёрами. Надёжность и доброта важнее любого резюме.',
      },
      {
        question: 'Как попросить помощи для себя или знакомого?',
        answer: 'Позвоните нам, приходите в приёмные часы или попросите врача, школу или соцработника направить вас к нам. Всё, что вы расскажете, останется конфиденциальным.',
      },
      {
        question: 'Как может помочь наша компания?',
        answer: 'Корпоративными волонтёрскими днями, удвоением пожертвований сотрудников, сборами, поддержкой программы или передачей товаров и навыков ваших специалистов. Напишите нам, и мы предложим формат под вашу команду.',
      },
      {
        question: 'Я получу подтверждение пожертвования?',
        answer: 'Да, на каждое пожертвование мы выдаём подтверждение. Если ваше пожертвование даёт право на налоговый вычет, в документе будут нужные для этого данные.',
      },
    ],
    story: [
      '«{brand}» — местная благотворительная организация, которая выросла из простого наблюдения: те, кому нужна помощь, и те, кто готов помочь, часто живут на одной улице. Мы просто знакомим их друг с другом. Продукты, общение, наставничество и практические советы — всё это дают соседи при поддержке небольшой команды сотрудников.',
      'Наши программы появились из того, о чём нас просили люди. Семьи просили продуктов без унизительных очередей, пожилые жители — человека, с которым можно поговорить, родители — надёжного взрослого рядом с их подростком. Каждую программу мы выстраиваем вместе с теми, кому она помогает, и постоянно спрашиваем, что работает.',
      'Нас поддерживают частные жертвователи, местные компании, гранты и бесчисленные благотворительные ярмарки с пирогами. Каждое пожертвование учтено, и мы рассказываем, что стало возможным благодаря вашей поддержке. Можете подарить время, деньги или просто рассказать о нас друзьям — для вас здесь найдётся место.',
    ],
    values: [
      { title: 'Достоинство', text: 'Те, кто приходит к нам, для нас соседи, а не «случаи».' },
      { title: 'Доброта на деле', text: 'Добрые намерения чего-то стоят, только когда становятся продуктами, визитами и решёнными проблемами.' },
      { title: 'Открытость', text: 'Мы честно рассказываем, куда идут деньги и чего нам удалось или пока не удалось добиться.' },
      { title: 'Соседство', text: 'Помощь работает лучше, когда приходит от людей рядом, и каждому есть что дать.' },
    ],
    ctaHeadings: ['Помогите соседу в этом месяце', 'Подарите час, пожертвование или голос', 'Станьте волонтёром'],
    ctaTexts: [
      'Ежемесячное пожертвование, даже небольшое, поддерживает программы весь год. Оформить его на сайте можно за пару минут.',
      'Есть пара свободных часов в неделю? Расскажите, что вам нравится делать, и мы подберём подходящую роль.',
    ],
    articles: [
      {
        titles: ['Каково это — быть нашим волонтёром', 'Первый месяц волонтёра: чего ожидать'],
        description: 'Как выбрать волонтёрскую роль, что включают проверка и обучение, как проходят первые смены и как совместить волонтёрство с работой и семьёй.',
        excerpt: 'Хотите стать волонтёром, но не знаете, с чего начать? Рассказываем, что происходит от первого звонка до конца первого месяца.',
        sections: [
          {
            heading: 'Выбор роли',
            paragraphs: [
              'Начните с того, что вам нравится, и того, сколько времени у вас действительно есть. Если вы любите общаться, вам может подойти поддержка пожилых или наставничество, а если хочется действовать руками, в кладовой всегда нужна помощь. Организационные роли — от водителя до помощи с бухгалтерией — важны не меньше. Перед тем как решить, можно попробовать одну смену.',
            ],
          },
          {
            heading: 'Проверка и обучение',
            paragraphs: [
              'Все, кто работает с пожилыми людьми или подростками, перед началом проходят проверку. Звучит пугающе, но на деле нужно заполнить анкету, показать документы и подождать несколько недель. Тем временем вы проходите вводное занятие на полдня: безопасность подопечных, конфиденциальность и устройство каждой программы. Наставники и волонтёры, навещающие пожилых, дополнительно учатся слушать и соблюдать здоровые границы.',
            ],
          },
          {
            heading: 'Первые смены',
            paragraphs: [
              'Первые несколько раз рядом с вами работает опытный волонтёр. Вы осваиваете порядок работы, знакомитесь с подопечными и задаёте любые вопросы. Никто не ждёт, что вы будете знать всё с первого дня. Через месяц мы встречаемся, чтобы обсудить, как идут дела и подходит ли вам роль.',
            ],
          },
          {
            heading: 'Как совместить с жизнью',
            paragraphs: [
              'Волонтёрство приносит больше всего пользы, когда оно посильно, поэтому честно скажите, сколько вы можете. Многие волонтёры дают два часа в неделю, другие помогают на нескольких мероприятиях в год. Если обстоятельства изменятся, можно взять паузу или сменить роль в любой момент. Нам важнее, чтобы вы оставались с нами годами в спокойном темпе, чем выгорели за один напряжённый месяц.',
            ],
          },
        ],
      },
      {
        titles: ['Куда идёт ваше пожертвование', 'Как ежемесячное пожертвование превращается в помощь'],
        description: 'Что даёт регулярное пожертвование, чем целевое отличается от пожертвования без цели, зачем нужны расходы на работу и как мы отчитываемся перед вами.',
        excerpt: 'Каждое пожертвование, разовое или ежемесячное, превращается в продукты, визиты и консультации. Рассказываем, как тратятся деньги и почему так важна регулярность.',
        sections: [
          {
            heading: 'Почему важны регулярные пожертвования',
            paragraphs: [
              'Разовые пожертвования чаще приходят под праздники, а продукты, общение и советы нужны людям круглый год. Ежемесячные пожертвования, даже небольшие, позволяют планировать, проводить обучение и обещать помощь, которую мы точно сможем оказать. Один регулярный платёж к тому же требует меньше расходов на обработку, чем множество разовых. Изменить или отменить регулярное пожертвование можно в любой момент, просто написав нам.',
            ],
          },
          {
            heading: 'Целевое пожертвование или без цели',
            paragraphs: [
              'Целевое пожертвование мы тратим только на выбранную вами программу и держим это обещание. Пожертвование без указания цели позволяет направить деньги туда, где помощь нужнее всего прямо сейчас. Например, когда дорожают продукты, такие средства помогают пополнить кладовую, не урезая другие программы. Нужны оба вида, и о своём выборе вы можете сказать при каждом пожертвовании.',
            ],
          },
          {
            heading: 'На что на самом деле идут расходы на работу',
            paragraphs: [
              'Аренда, страховка, телефон, проверки волонтёров и небольшая команда сотрудников выглядят скучно, но без них не работает ни одна программа. Обученные волонтёры, которых поддерживают, остаются с нами дольше и помогают большему числу людей. Координатор на телефоне означает, что человек в кризисе дозвонится до живого человека, а не до автоответчика. Мы держим эти расходы как можно ниже и открыто показываем их в отчётах.',
            ],
          },
          {
            heading: 'Как мы отчитываемся',
            paragraphs: [
              'Жертвователи получают короткие письма о том, что стало возможным благодаря их поддержке, а истории подопечных мы публикуем только с их согласия. Годовой отчёт показывает поступления, расходы и результаты каждой программы. Если хотите знать больше, спросите — мы ответим честно. Можно и побывать на одной из программ, если это не нарушает частную жизнь тех, кому мы помогаем.',
            ],
          },
        ],
      },
      {
        titles: ['Идеи для сбора пожертвований в школе, в офисе и с друзьями', 'Как организовать сбор в нашу поддержку'],
        description: 'Простые идеи сборов для школ, офисов и компаний друзей: как мы поддерживаем организаторов и как собирать деньги честно, открыто и безопасно.',
        excerpt: 'От ярмарки с пирогами до забега — сбор может быть весёлым и очень действенным. Делимся идеями, которые работают, и рассказываем, как мы помогаем их воплотить.',
        sections: [
          {
            heading: 'Выберите то, что вам по душе',
            paragraphs: [
              'Люди охотнее жертвуют, когда видят, что вы делаете что-то настоящее. Хорошо работают забег, ярмарка с выпечкой, квиз или онлайн-сбор ко дню рождения. Выбирайте идею, которая подходит вашим умениям и вашему кругу, а не самое громкое испытание, какое можно придумать. Расскажите нам о своих планах, и мы пришлём материалы, афиши и советы.',
            ],
          },
          {
            heading: 'Идеи для школы',
            paragraphs: [
              'Ярмарки с домашней выпечкой, благотворительные концерты и марафоны чтения давно стали классикой: их легко провести, и участвовать может каждый. Старшеклассники могут организовать сбор как школьный проект. Сбор продуктов в школьном холле пополняет нашу кладовую и показывает детям, куда идёт помощь. Мы можем прийти на классный час и рассказать, на что пойдут деньги.',
            ],
          },
          {
            heading: 'Идеи для офиса',
            paragraphs: [
              'День без дресс-кода за символический взнос, командный забег или турнир по настольным играм объединяют коллег и заодно собирают деньги. Узнайте, удваивает ли ваш работодатель пожертвования сотрудников: многие компании так делают. Волонтёрский день в нашей кладовой или уборка дворов у пожилых соседей запомнится команде надолго. Сбор средств гигиены или канцелярии для школьников — ещё один простой способ помочь.',
            ],
          },
          {
            heading: 'Как собирать деньги честно и безопасно',
            paragraphs: [
              'Пользуйтесь нашей официальной страницей сбора или ящиками для пожертвований, которые мы выдаём, чтобы каждое пожертвование было учтено. Пожалуйста, не собирайте наличные на улице или по квартирам, не согласовав это с нами: на публичные сборы действуют свои правила. Пересчитывайте деньги вдвоём и передавайте их нам в течение нескольких дней. А после сбора расскажите тем, кто вас поддержал, сколько удалось собрать и на что пойдут деньги.',
            ],
          },
        ],
      },
    ],
  },
};
