import type { Trade } from '../types.ts';

export const consulting: Trade = {
  id: 'consulting',
  theme: 'Consulting',
  kind: 'services',
  icons: 'finance',
  offerIcons: ['presentation', 'gauge', 'target', 'workflow', 'calculator', 'network', 'clipboard-check', 'handshake'],
  en: {
    noun: 'consultancy',
    descriptor: 'a business consultancy that helps owners sharpen their strategy and fix the way work gets done',
    audience: 'clients',
    eyebrows: ['Business consulting', 'Strategy, operations and processes', 'Advice for growing companies'],
    heroTitles: [
      'Clear strategy, smoother operations, steady growth',
      'Practical advice for owners and management teams',
      'From a plan on paper to changes that stick',
      'Business consulting that gets things done',
    ],
    heroLeads: [
      'We help owners and management teams decide where the business is going and fix the way work gets done, from a one-day strategy workshop to a full operations review.',
      'Fixed project fees, a scope agreed in advance and recommendations your team can actually carry out.',
      '{brand} works alongside your people: we study the numbers, talk to staff and customers, and leave you with a plan and the means to follow it.',
    ],
    offersHeadings: ['How we work with you', 'Strategy, operations and organisation', 'Projects and fees'],
    offersLeads: [
      'Most work is priced as a fixed fee per project, agreed before we start. Workshops and hands-on support are charged by the day.',
      'Start with a short diagnostic or a single workshop, and take on larger projects only when the first step has proved its worth.',
    ],
    offers: [
      {
        title: 'Strategy workshop',
        text: 'A facilitated day for owners and senior managers to agree priorities, goals and the few initiatives that matter most for the year ahead.',
        price: 1500,
        from: true,
        unit: 'per day',
      },
      {
        title: 'Business diagnostic',
        text: 'A two to four-week review of finances, operations and organisation, ending with a clear picture of what works, what holds you back and where to start.',
        price: 3000,
        from: true,
        unit: 'per project',
      },
      {
        title: 'Strategy and business plan',
        text: 'Your market, your competitors and your own numbers brought together into a three-year direction, with targets and a one-page plan for the team.',
        price: 6000,
        from: true,
        unit: 'per project',
      },
      {
        title: 'Process improvement',
        text: 'We map how a process really runs, from order to delivery or from request to invoice, remove delays and duplicated work, and document the new way.',
        price: 4000,
        from: true,
        unit: 'per project',
      },
      {
        title: 'Cost review',
        text: 'A line-by-line look at overheads, supplier terms and margins by product or client, with possible savings ranked by size and effort.',
        price: 3500,
        from: true,
        unit: 'per project',
      },
      {
        title: 'Organisation and roles',
        text: 'Structure, responsibilities and decision rights redesigned so that the owner is no longer the bottleneck for day-to-day decisions.',
        price: 5000,
        from: true,
        unit: 'per project',
      },
      {
        title: 'Implementation support',
        text: 'Days on site or online helping your managers carry out the agreed changes, run project meetings and track progress.',
        price: 1200,
        from: true,
        unit: 'per day',
      },
      {
        title: 'Advisory retainer',
        text: 'Regular sessions with the owner or management team to think through decisions, review results and keep the plan on track.',
        price: 1000,
        from: true,
        unit: 'per month',
      },
    ],
    highlights: [
      { title: 'Fixed scope and fee', text: 'Each project starts with a written proposal: what we will do, what you will receive and what it costs. No open-ended hourly billing.' },
      { title: 'Grounded in your numbers', text: 'Recommendations rest on your sales, costs and the way work actually flows, not on a generic template.' },
      { title: 'Your team involved', text: 'We interview staff and run workshops with them, because changes made with people last longer than changes made to them.' },
      { title: 'Practical, not theoretical', text: 'Every report ends with a short list of actions, owners and dates. If something cannot be done with your resources, we do not recommend it.' },
      { title: 'Help with implementation', text: 'Once the plan is agreed, we can stay on for a few days a month to help put it in place and track progress.' },
    ],
    process: [
      { title: 'First conversation', text: 'An hour-long call or meeting to understand the business, the problem and what a good result would look like for you.' },
      { title: 'Proposal', text: 'Within a week you receive a written proposal with the scope, timeline, deliverables and a fixed fee.' },
      { title: 'Diagnosis', text: 'We study your figures and documents, interview managers and staff, and see for ourselves how the work gets done.' },
      { title: 'Recommendations', text: 'Findings and options are presented in a working session, where we agree priorities with you and turn them into an action plan.' },
      { title: 'Implementation and follow-up', text: 'We support the first steps, check progress after one and three months, and adjust the plan where needed.' },
    ],
    faq: [
      {
        question: 'What size of business is your work suited to?',
        answer: 'Our approach suits owner-managed companies with roughly ten to a few hundred employees, where the owner is still close to daily operations. The same approach works for service firms, manufacturers, retailers and distributors alike.',
      },
      {
        question: 'How long does a typical project take?',
        answer: 'A diagnostic takes two to four weeks and a strategy project six to ten. Process work depends on how many processes are involved, and the timeline is always set out in the proposal.',
      },
      {
        question: 'How much of my team’s time will it take?',
        answer: 'Usually a few interviews of about an hour, one or two workshops and a short weekly check-in with the project lead. We plan sessions around your busy periods.',
      },
      {
        question: 'Do you only write reports, or do you help make the changes?',
        answer: 'Both are possible. Many clients ask us to stay on for a few days a month after the recommendations to help with implementation and keep up momentum.',
      },
      {
        question: 'Is our information kept confidential?',
        answer: 'Yes. We sign a confidentiality agreement before receiving any data, and what staff tell us in interviews is summarised without names.',
      },
      {
        question: 'How do you charge?',
        answer: 'Most work is a fixed fee per project. Workshops and implementation support are charged per day, and ongoing advisory support by the month.',
      },
    ],
    story: [
      '{brand} works with owners and management teams who know their business inside out but feel it has become harder to run. Sales have grown, the team has grown, and the way things were done at the start no longer keeps up. We help you step back, decide what matters most and change how the work is organised.',
      'Our approach starts with facts: the figures, the processes as they really run, and the views of the people doing the work. Recommendations come with a clear order of priority, named owners and realistic dates. When a change cannot be made with the people and budget you have, we say so plainly.',
      'Projects are fixed in scope and price before they begin. We prefer short, focused pieces of work to long engagements. Success is measured by what has changed in your business six months later, not by the thickness of the report.',
    ],
    values: [
      { title: 'Candour', text: 'We tell you what we see, including uncomfortable findings about how the business is run.' },
      { title: 'Practicality', text: 'Advice only counts if your team can act on it on Monday morning.' },
      { title: 'Discretion', text: 'Your figures, your plans and your people’s views stay confidential.' },
      { title: 'Decisions stay yours', text: 'We help you decide and act, but the decisions and the business remain in your hands.' },
    ],
    ctaHeadings: ['Tell us what is holding the business back', 'Book a first conversation', 'Plan the next stage of your business'],
    ctaTexts: [
      'Describe the challenge in a few lines and we will arrange a call to discuss whether and how we can help.',
      'After a first conversation you receive a written proposal with a clear scope, timeline and fixed fee.',
    ],
    articles: [
      {
        titles: ['Signs your business has outgrown the way it works', 'When growth starts to hurt: the warning signs'],
        description: 'Everything goes through the owner, mistakes repeat, customers wait longer: how to tell a growing business needs new processes, and where to start.',
        excerpt: 'What worked with ten people often breaks with thirty. The signs below show that the business needs a new way of working, not simply more effort.',
        sections: [
          {
            heading: 'Every decision still goes through the owner',
            paragraphs: [
              'In the early years, an owner who knows everything is a strength. As the business grows, the same habit turns into a queue: quotes, discounts, hiring and supplier questions all wait for one person. Staff stop taking decisions because they expect to be overruled. If you cannot take a week off without the business slowing down, you have found the first sign.',
            ],
          },
          {
            heading: 'The same mistakes keep coming back',
            paragraphs: [
              'Wrong orders, missed deliveries and invoices with errors are rarely the fault of one careless person. More often, the process depends on someone remembering a step that is written down nowhere. When the same kind of problem appears every month, the fix lies in the process, not in another reminder to the team. Keep a simple log of errors for a month and the patterns will show.',
            ],
          },
          {
            heading: 'Customers wait longer and margins slip',
            paragraphs: [
              'Rising sales with flat or falling profit is a classic sign that complexity is eating the margin. Lead times stretch because work passes between more people and waits at every handover. Overtime becomes normal, and discounts are handed out to make up for delays. The cost of complexity rarely appears as a single line in the accounts, so it can go unnoticed for a long time.',
            ],
          },
          {
            heading: 'Where to start',
            paragraphs: [
              'Pick the one process that causes the most complaints, whether from customers or from staff. Map how it really works today, step by step, with the people who do it. Agree who owns the process and which two or three changes would make the biggest difference. Small, visible improvements build the confidence to tackle the next problem.',
            ],
          },
        ],
      },
      {
        titles: ['How to map a business process on one sheet of paper', 'A simple way to map and improve a process'],
        description: 'A practical guide to process mapping for small teams: choosing the process, drawing it as it really runs, finding the delays and agreeing changes.',
        excerpt: 'You do not need special software to improve a process. A wall, a pack of sticky notes and the people who do the work are enough to start.',
        sections: [
          {
            heading: 'Choose one process and set its limits',
            paragraphs: [
              'Start with a process that matters to customers, such as taking an order, handling a complaint or sending an invoice. Decide exactly where it begins and ends: from the moment a customer calls to the moment the goods arrive, for example. Narrow limits keep the exercise manageable. A whole business cannot be mapped in one afternoon, but one process can.',
            ],
          },
          {
            heading: 'Draw it as it really runs',
            paragraphs: [
              'Gather the people who do the work, not only their managers, around a large sheet of paper or a whiteboard. Write each step on a sticky note and arrange the notes in order, with a row for each role or department. Include the waiting, the checking and the workarounds people use when the official way does not work. The map should describe an ordinary day, not the procedure in the manual.',
            ],
          },
          {
            heading: 'Find the delays and the duplication',
            paragraphs: [
              'Mark every point where work waits for someone, passes from one person to another or is typed twice into different systems. Note how long each wait usually lasts. In most processes the time spent actually working is a small fraction of the total, and the rest is waiting. Handovers and approvals are where the biggest gains tend to hide.',
            ],
          },
          {
            heading: 'Agree changes and test them',
            paragraphs: [
              'Choose two or three changes that remove the worst delays, such as fewer approvals, one shared order form or a clear owner for each step. Try them for a month before writing them into a procedure. Measure one or two simple numbers before and after, such as the time from order to delivery. When the new way works, update the map and keep it where the team can see it.',
            ],
          },
        ],
      },
      {
        titles: ['How to run a strategy day that ends in decisions', 'Planning a strategy day with your management team'],
        description: 'Preparation, agenda and follow-up for a one-day strategy session with your managers, so the day ends with decisions rather than a list of ideas.',
        excerpt: 'A day away from daily work can set the direction for the whole year, or produce a flip chart nobody reads again. Most of the difference lies in the preparation.',
        sections: [
          {
            heading: 'Prepare the facts in advance',
            paragraphs: [
              'A week before the day, send participants a short pack: results for the year, sales by product and customer, and a few figures on the market. Ask each person to write down the three biggest opportunities and the three biggest problems they see. Collected answers show where the team agrees and where it does not. On the day, the time then goes on discussion rather than on presenting numbers.',
            ],
          },
          {
            heading: 'A simple agenda',
            paragraphs: [
              'Begin with where the business stands today, then agree what success looks like in three years. Spend the middle of the day on choices: which customers, products and markets to focus on, and what to stop doing. Finish by turning those choices into a handful of priorities for the coming year. Leave plenty of breaks, as some of the most useful conversations happen over coffee.',
            ],
          },
          {
            heading: 'Keep the discussion on track',
            paragraphs: [
              'A facilitator from outside the management team helps everyone, the owner included, speak freely. Topics that matter but lie off the subject go on a separate sheet to be dealt with later. When a discussion goes round in circles, ask what information would settle it and who can get it. Agree at the start how decisions will be made, whether by consensus or by the owner after hearing everyone out.',
            ],
          },
          {
            heading: 'Follow-up decides whether the day was worth it',
            paragraphs: [
              'Within a week, circulate a one-page summary with each priority, its owner and a first deadline. Review progress at every management meeting, even if only for five minutes. After three months, hold a short session to check what has moved and adjust the plan. Without follow-up, even a good strategy day fades within weeks.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'консалтинговая компания',
    descriptor: 'консалтинговая компания, которая помогает собственникам выстроить стратегию, процессы и управление',
    audience: 'клиенты',
    eyebrows: ['Управленческий консалтинг', 'Стратегия, операции, процессы', 'Для растущих компаний'],
    heroTitles: [
      'Ясная стратегия, отлаженные процессы, устойчивый рост',
      'Практичные советы собственникам и руководителям',
      'От плана на бумаге к изменениям, которые работают',
      'Управленческий консалтинг без воды',
    ],
    heroLeads: [
      'Помогаем собственникам и руководителям определить, куда движется бизнес, и наладить то, как выполняется работа: от однодневной стратегической сессии до полного разбора операций.',
      'Фиксированная стоимость проекта, объём работ, согласованный заранее, и рекомендации, которые ваша команда действительно сможет выполнить.',
      '«{brand}» работает вместе с вашими людьми: изучаем цифры, говорим с сотрудниками и клиентами и оставляем вам план и инструменты для его выполнения.',
    ],
    offersHeadings: ['Как мы работаем', 'Стратегия, операции и организация', 'Проекты и стоимость'],
    offersLeads: [
      'Большинство проектов мы оцениваем фиксированной суммой, которую согласуем до начала работы. Сессии и сопровождение оплачиваются по дням.',
      'Начните с короткой диагностики или одной сессии, а к крупным проектам переходите, когда первый шаг уже принёс пользу.',
    ],
    offers: [
      {
        title: 'Стратегическая сессия',
        text: 'День работы с собственниками и руководителями под руководством модератора: договариваемся о приоритетах, целях и нескольких главных задачах на год.',
        price: 1500,
        from: true,
        unit: 'за день',
      },
      {
        title: 'Диагностика бизнеса',
        text: 'За две–четыре недели изучаем финансы, процессы и организацию и даём ясную картину: что работает, что мешает и с чего начать.',
        price: 3000,
        from: true,
        unit: 'за проект',
      },
      {
        title: 'Стратегия и бизнес-план',
        text: 'Сводим рынок, конкурентов и ваши собственные цифры в направление развития на три года с целями и планом на одной странице для команды.',
        price: 6000,
        from: true,
        unit: 'за проект',
      },
      {
        title: 'Оптимизация процессов',
        text: 'Описываем, как на деле идёт процесс от заказа до отгрузки или от заявки до счёта, убираем задержки и двойную работу и закрепляем новый порядок.',
        price: 4000,
        from: true,
        unit: 'за проект',
      },
      {
        title: 'Анализ затрат',
        text: 'Построчно разбираем накладные расходы, условия поставщиков и маржу по продуктам и клиентам, а резервы экономии ранжируем по размеру и усилиям.',
        price: 3500,
        from: true,
        unit: 'за проект',
      },
      {
        title: 'Оргструктура и роли',
        text: 'Перестраиваем структуру, зоны ответственности и полномочия так, чтобы владелец перестал быть узким местом в повседневных решениях.',
        price: 5000,
        from: true,
        unit: 'за проект',
      },
      {
        title: 'Сопровождение изменений',
        text: 'Дни работы на месте или онлайн: помогаем руководителям внедрять согласованные изменения, ведём проектные встречи и следим за прогрессом.',
        price: 1200,
        from: true,
        unit: 'за день',
      },
      {
        title: 'Абонентское сопровождение',
        text: 'Регулярные встречи с владельцем или управленческой командой: обдумываем решения, разбираем результаты и не даём плану потеряться.',
        price: 1000,
        from: true,
        unit: 'в месяц',
      },
    ],
    highlights: [
      { title: 'Фиксированный объём и цена', text: 'Каждый проект начинается с письменного предложения: что сделаем, что вы получите и сколько это стоит. Никаких бесконечных почасовых счетов.' },
      { title: 'Опора на ваши цифры', text: 'Рекомендации строятся на ваших продажах, затратах и реальном ходе работы, а не на универсальном шаблоне.' },
      { title: 'Команда участвует', text: 'Мы проводим интервью и сессии с сотрудниками: изменения, сделанные вместе с людьми, живут дольше навязанных.' },
      { title: 'Практика, а не теория', text: 'Каждый отчёт заканчивается коротким списком действий, ответственных и сроков. Если что-то не по силам вашим ресурсам, мы этого не советуем.' },
      { title: 'Помощь во внедрении', text: 'Когда план согласован, можем остаться на несколько дней в месяц, чтобы помочь внедрить изменения и следить за прогрессом.' },
    ],
    process: [
      { title: 'Первая встреча', text: 'Часовой разговор, чтобы понять бизнес, задачу и то, каким вы видите хороший результат.' },
      { title: 'Предложение', text: 'В течение недели присылаем письменное предложение: объём работ, сроки, результаты и фиксированная стоимость.' },
      { title: 'Диагностика', text: 'Изучаем цифры и документы, проводим интервью с руководителями и сотрудниками, смотрим своими глазами, как идёт работа.' },
      { title: 'Рекомендации', text: 'Выводы и варианты обсуждаем на рабочей встрече, вместе выбираем приоритеты и превращаем их в план действий.' },
      { title: 'Внедрение и контроль', text: 'Поддерживаем первые шаги, проверяем прогресс через месяц и через три и при необходимости корректируем план.' },
    ],
    faq: [
      {
        question: 'С компаниями какого размера вы работаете?',
        answer: 'Наш подход рассчитан на компании под управлением собственника, где работают от десяти до нескольких сотен человек и владелец ещё близок к операционной работе. Подход одинаково работает в сервисных компаниях, на производстве, в рознице и дистрибуции.',
      },
      {
        question: 'Сколько длится типичный проект?',
        answer: 'Диагностика занимает две–четыре недели, стратегический проект — шесть–десять. Работа с процессами зависит от их количества, а сроки всегда прописаны в предложении.',
      },
      {
        question: 'Сколько времени потребуется от моей команды?',
        answer: 'Обычно несколько интервью примерно по часу, одна-две сессии и короткая еженедельная встреча с руководителем проекта. Встречи планируем с учётом вашего загруженного сезона.',
      },
      {
        question: 'Вы только пишете отчёты или помогаете внедрять изменения?',
        answer: 'Возможно и то, и другое. Многие клиенты после рекомендаций просят нас остаться на несколько дней в месяц, чтобы помочь с внедрением и не потерять темп.',
      },
      {
        question: 'Наши данные останутся конфиденциальными?',
        answer: 'Да. Соглашение о неразглашении подписываем до того, как получим какие-либо данные, а ответы сотрудников в интервью обобщаем без имён.',
      },
      {
        question: 'Как формируется стоимость?',
        answer: 'Большая часть работы оценивается фиксированной суммой за проект. Сессии и сопровождение внедрения оплачиваются по дням, а регулярная поддержка — помесячно.',
      },
    ],
    story: [
      '«{brand}» работает с собственниками и руководителями, которые отлично знают свой бизнес, но чувствуют, что управлять им стало труднее. Выросли продажи, выросла команда, и порядок, заведённый на старте, перестал справляться. Мы помогаем взглянуть на компанию со стороны, решить, что важнее всего, и изменить организацию работы.',
      'Мы начинаем с фактов: цифры, процессы такими, какие они есть на деле, мнение людей, которые выполняют работу. Рекомендации идут с понятными приоритетами, ответственными и реалистичными сроками. Если изменение невозможно с вашими людьми и бюджетом, мы говорим об этом прямо.',
      'Объём и стоимость проекта фиксируются до начала работы. Мы предпочитаем короткие сфокусированные проекты долгим контрактам. Успех измеряем тем, что изменилось в вашем бизнесе через полгода, а не толщиной отчёта.',
    ],
    values: [
      { title: 'Прямота', text: 'Говорим то, что видим, включая неудобные выводы о том, как управляется бизнес.' },
      { title: 'Практичность', text: 'Совет чего-то стоит, только если команда может применить его в понедельник утром.' },
      { title: 'Конфиденциальность', text: 'Ваши цифры, планы и мнения ваших сотрудников остаются между нами.' },
      { title: 'Решения за вами', text: 'Мы помогаем решать и действовать, но решения и бизнес остаются в ваших руках.' },
    ],
    ctaHeadings: ['Расскажите, что тормозит ваш бизнес', 'Запишитесь на первую встречу', 'Спланируйте следующий этап развития'],
    ctaTexts: [
      'Опишите задачу в нескольких строках, и мы договоримся о звонке, чтобы обсудить, можем ли мы помочь и как.',
      'После первой встречи вы получите письменное предложение с понятным объёмом работ, сроками и фиксированной стоимостью.',
    ],
    articles: [
      {
        titles: ['Признаки того, что бизнес перерос свои процессы', 'Когда рост начинает мешать: тревожные сигналы'],
        description: 'Все решения через владельца, ошибки повторяются, клиенты ждут дольше: как понять, что растущей компании нужны новые процессы, и с чего начать.',
        excerpt: 'То, что работало при десяти сотрудниках, часто ломается при тридцати. Признаки ниже подскажут, что бизнесу нужен новый порядок работы, а не просто больше усилий.',
        sections: [
          {
            heading: 'Все решения по-прежнему идут через владельца',
            paragraphs: [
              'В первые годы владелец, который знает всё, — сильная сторона компании. С ростом та же привычка превращается в очередь: цены, скидки, найм и вопросы поставщиков ждут одного человека. Сотрудники перестают принимать решения, потому что ожидают, что их всё равно отменят. Если вы не можете уйти в отпуск на неделю без того, чтобы работа замедлилась, первый признак налицо.',
            ],
          },
          {
            heading: 'Одни и те же ошибки повторяются',
            paragraphs: [
              'Неверные заказы, сорванные поставки и счета с ошибками редко бывают виной одного невнимательного сотрудника. Чаще процесс держится на том, что кто-то помнит шаг, который нигде не записан. Когда одна и та же проблема возникает каждый месяц, исправлять нужно процесс, а не напоминать команде в очередной раз. Ведите простой журнал ошибок месяц, и закономерности станут видны.',
            ],
          },
          {
            heading: 'Клиенты ждут дольше, маржа тает',
            paragraphs: [
              'Рост продаж при стоящей на месте или падающей прибыли — классический признак того, что сложность съедает маржу. Сроки растягиваются, потому что работа проходит через всё больше рук и ждёт на каждой передаче. Переработки становятся нормой, а скидки раздаются в качестве извинения за задержки. Цена такой сложности редко видна отдельной строкой в отчётности, поэтому её долго не замечают.',
            ],
          },
          {
            heading: 'С чего начать',
            paragraphs: [
              'Выберите один процесс, на который больше всего жалуются клиенты или сотрудники. Опишите, как он устроен сегодня на самом деле, шаг за шагом, вместе с теми, кто его выполняет. Договоритесь, кто отвечает за процесс и какие два-три изменения дадут наибольший эффект. Небольшие заметные улучшения придают уверенности, чтобы взяться за следующую проблему.',
            ],
          },
        ],
      },
      {
        titles: ['Как описать бизнес-процесс на одном листе', 'Простой способ описать и улучшить процесс'],
        description: 'Практическое руководство по описанию процессов для небольших команд: выбрать процесс, нарисовать его как есть, найти задержки и согласовать изменения.',
        excerpt: 'Чтобы улучшить процесс, не нужны специальные программы. Для начала достаточно стены, пачки стикеров и людей, которые делают эту работу.',
        sections: [
          {
            heading: 'Выберите процесс и задайте его границы',
            paragraphs: [
              'Начните с процесса, важного для клиентов: приём заказа, работа с жалобой, выставление счёта. Точно определите, где он начинается и где заканчивается, например от звонка клиента до доставки товара. Узкие границы позволяют не утонуть в деталях. Весь бизнес за один день не описать, а один процесс — вполне.',
            ],
          },
          {
            heading: 'Нарисуйте процесс таким, какой он есть',
            paragraphs: [
              'Соберите людей, которые выполняют работу, а не только их руководителей, у большого листа бумаги или доски. Каждый шаг запишите на отдельный стикер и расставьте по порядку, выделив по строке на каждую роль или отдел. Включите ожидание, проверки и обходные пути, к которым прибегают, когда официальный порядок не работает. Карта должна описывать обычный рабочий день, а не регламент из папки.',
            ],
          },
          {
            heading: 'Найдите задержки и двойную работу',
            paragraphs: [
              'Отметьте все места, где работа ждёт кого-то, переходит от одного человека к другому или вводится дважды в разные системы. Запишите, сколько обычно длится каждое ожидание. В большинстве процессов собственно работа занимает малую долю общего времени, а остальное — ожидание. Передачи и согласования — именно там обычно прячется самый большой резерв.',
            ],
          },
          {
            heading: 'Договоритесь об изменениях и проверьте их',
            paragraphs: [
              'Выберите два-три изменения, которые убирают самые долгие задержки: меньше согласований, одна общая форма заказа, понятный ответственный за каждый шаг. Попробуйте работать по-новому месяц, прежде чем закреплять порядок в регламенте. Измерьте одну-две простые величины до и после, например время от заказа до доставки. Когда новый порядок заработает, обновите карту и повесьте её там, где её видит команда.',
            ],
          },
        ],
      },
      {
        titles: ['Как провести стратегическую сессию, которая заканчивается решениями', 'Стратегическая сессия с командой: как подготовиться'],
        description: 'Подготовка, программа и работа после однодневной стратегической сессии, чтобы день закончился решениями, а не списком идей на флипчарте.',
        excerpt: 'День вне текущих дел может задать направление на весь год, а может оставить после себя флипчарт, который никто не перечитает. Разница почти целиком в подготовке.',
        sections: [
          {
            heading: 'Подготовьте факты заранее',
            paragraphs: [
              'За неделю до сессии разошлите участникам короткую подборку: итоги года, продажи по продуктам и клиентам, несколько цифр о рынке. Попросите каждого записать три главные возможности и три главные проблемы, которые он видит. Собранные ответы покажут, в чём команда согласна, а в чём нет. В сам день время уйдёт на обсуждение, а не на показ цифр.',
            ],
          },
          {
            heading: 'Простая программа дня',
            paragraphs: [
              'Начните с того, где бизнес находится сегодня, затем договоритесь, как выглядит успех через три года. Середину дня посвятите выбору: на каких клиентах, продуктах и рынках сосредоточиться и что перестать делать. В конце превратите сделанный выбор в несколько приоритетов на ближайший год. Оставьте достаточно перерывов: многие полезные разговоры случаются за кофе.',
            ],
          },
          {
            heading: 'Держите обсуждение в рамках',
            paragraphs: [
              'Модератор, не входящий в управленческую команду, помогает всем, включая владельца, говорить свободно. Важные, но посторонние темы записывайте на отдельный лист, чтобы вернуться к ним позже. Если спор ходит по кругу, спросите, какая информация его разрешила бы и кто может её добыть. В самом начале договоритесь, как принимаются решения: консенсусом или владельцем после того, как выслушаны все.',
            ],
          },
          {
            heading: 'Всё решает работа после сессии',
            paragraphs: [
              'В течение недели разошлите итог на одной странице: каждый приоритет, ответственный и первый срок. Проверяйте продвижение на каждом совещании руководителей, пусть даже по пять минут. Через три месяца проведите короткую встречу, чтобы посмотреть, что сдвинулось, и скорректировать план. Без такой работы даже удачная сессия забывается за несколько недель.',
            ],
          },
        ],
      },
    ],
  },
};
