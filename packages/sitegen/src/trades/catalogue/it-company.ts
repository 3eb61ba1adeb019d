import type { Trade } from '../types.ts';

export const itCompany: Trade = {
  id: 'it-company',
  theme: 'IT Company',
  kind: 'services',
  icons: 'tech',
  offerIcons: ['code-xml', 'globe', 'smartphone', 'app-window', 'workflow', 'headset', 'cloud-upload', 'search-code'],
  en: {
    noun: 'IT company',
    descriptor: 'an IT company that builds software for businesses and keeps it running',
    audience: 'clients',
    eyebrows: ['Software development & IT support', 'Web, mobile and custom software', 'Your technology team on call'],
    heroTitles: [
      'Software that fits the way your business works',
      'Websites, apps and IT support from one team',
      'We build it, host it and look after it',
      'Custom software and dependable IT support',
    ],
    heroLeads: [
      'We design and build websites, mobile apps and custom software, then stay on to support them. One team from the first workshop to the day your users log in.',
      '{brand} builds software for companies that have outgrown spreadsheets and boxed tools. Written estimates, working demos every two weeks and code that belongs to you.',
      'From a new customer portal to a help desk that answers before lunch, we handle the technology so your staff can get on with their work.',
    ],
    offersHeadings: ['What we build and support', 'Development and IT services', 'Projects we take on'],
    offersLeads: [
      'The prices below are starting points: after a short scoping session you receive a written estimate for your exact project.',
      'Start with a single service or combine several. Many clients begin with a website or an audit and move on to custom tools and ongoing support.',
    ],
    offers: [
      { title: 'Custom software development', text: 'Business applications built around your processes: order handling, scheduling, stock and reporting. For companies whose work no longer fits a spreadsheet.', price: 15000, from: true },
      { title: 'Business website development', text: 'A fast, well-structured website with an editor your team can use, built to load quickly on phones and to be found for the searches that matter to you.', price: 4000, from: true },
      { title: 'Mobile app development', text: 'Native or cross-platform apps for iOS and Android, from the first clickable prototype to release in the App Store and Google Play.', price: 20000, from: true },
      { title: 'Client portals and web apps', text: 'Secure online areas where your customers place orders, track jobs, download documents and pay invoices without phoning your office.', price: 12000, from: true },
      { title: 'Integrations and automation', text: 'We connect your CRM, accounting, online shop and warehouse so data moves on its own and nobody retypes orders by hand.', price: 3000, from: true },
      { title: 'Managed IT support', text: 'Help desk, device setup, updates, backups and user accounts for your office, with a named engineer who knows your systems.', price: 600, from: true, unit: 'per month' },
      { title: 'Cloud migration', text: 'Moving servers, files and email to the cloud with a tested plan and a way back, with the switch-over done outside working hours.', price: 5000, from: true },
      { title: 'Code and infrastructure audit', text: 'An independent review of an existing app or network: security gaps, technical debt, hosting costs and a prioritised list of fixes.', price: 2000, from: true },
    ],
    highlights: [
      { title: 'Written estimates before we start', text: 'You receive a scope, timeline and price before any code is written, and changes are agreed in writing too.' },
      { title: 'Working demos every two weeks', text: 'At the end of each sprint you see software you can click through, not a status report, so you can change direction early.' },
      { title: 'The code is yours', text: 'Source code, designs and access to every account are handed over to you. There is no lock-in if you ever decide to move on.' },
      { title: 'Support that picks up the phone', text: 'Requests are answered in working hours by engineers rather than a script, and urgent issues have an agreed response time.' },
      { title: 'Developers and admins together', text: 'The people who build your software also host, secure and maintain it, so nothing falls between two contractors.' },
    ],
    process: [
      { title: 'Discovery call', text: 'A half-hour call about your business, the problem you want solved and any deadlines. If the job is not a good fit for us, we say so straight away.' },
      { title: 'Scoping and estimate', text: 'We map your workflows, agree what the first version must do and send a written estimate with a timeline and clear milestones.' },
      { title: 'Design and prototype', text: 'Before development starts you click through a prototype of the key screens, and we adjust it until it matches how your team works.' },
      { title: 'Development in sprints', text: 'We build in two-week sprints, show a working demo at the end of each one and keep a shared board where you can follow every task.' },
      { title: 'Launch and support', text: 'We test, migrate your data, train your staff and go live, then look after the system under a support plan that suits you.' },
    ],
    faq: [
      { question: 'How much does a custom software project cost?', answer: 'It depends on how many user roles, screens and integrations the first version needs. The prices on this site are starting points; after a free scoping call we send a written estimate broken down by feature, so you can see what each part costs and postpone what can wait.' },
      { question: 'How long does development take?', answer: 'A business website usually takes four to eight weeks. A first version of a custom application or mobile app is typically ready in three to five months, and we prefer to launch a smaller version early and add features afterwards.' },
      { question: 'Who owns the source code?', answer: 'You do. Once the invoices are paid, the code, designs, domains and cloud accounts belong to your company, and we hand over documentation so that another team could carry on if needed.' },
      { question: 'Can you take over a project another developer started?', answer: 'Yes. We begin with a short audit of the existing code and hosting, tell you what is solid and what needs fixing, and then either continue development or stabilise the system first.' },
      { question: 'Will you sign a non-disclosure agreement?', answer: 'Of course. We are happy to sign your NDA before the first detailed conversation, or to send you ours.' },
      { question: 'What happens after launch?', answer: 'Bugs found in the first 30 days are fixed free of charge. After that we offer a support plan with monitoring, updates, backups and a set number of hours each month for improvements.' },
    ],
    story: [
      '{brand} is a team of developers, designers and system administrators who build and look after software for businesses. Our clients are companies that run on technology but do not want to hire a whole IT department. We design the system, write the code, host it and answer the phone when something goes wrong.',
      'Every project starts with understanding the work, not the technology. An hour spent beside the people who will use the system tells us more than a long specification. Our technology choices are deliberately conservative: proven, widely used tools that other developers can maintain years from now.',
      'We keep projects small enough to finish. A first version goes live quickly, real users try it, and the next features are chosen from what they actually need. Estimates are written down, progress is visible on a shared board, and you talk directly to the people writing your code.',
    ],
    values: [
      { title: 'Plain language', text: 'We explain technical decisions in words a business owner can weigh up, including the costs and the trade-offs.' },
      { title: 'Honest estimates', text: 'If something will take longer or cost more, you hear it from us early and with options, not on the final invoice.' },
      { title: 'Security by default', text: 'Backups, encryption, access rights and updates are part of every project, not an extra you have to ask for.' },
      { title: 'Thinking years ahead', text: 'We write documented, tested code so your software can be maintained and extended for years, by us or by anyone else.' },
    ],
    ctaHeadings: ['Tell us about your project', 'Get a written estimate for your idea', 'Book a free discovery call'],
    ctaTexts: [
      'Describe what you want to build or fix, and we will reply within one working day with a few questions and a time for a call.',
      'A half-hour call is enough to tell whether we are a good fit and roughly what your project will cost.',
    ],
    articles: [
      {
        titles: ['How to write a brief for a software project', 'What to tell developers before they quote for your project'],
        description: 'What a useful software brief contains: the problem, the users, must-have features, integrations and budget, so developers can quote accurately.',
        excerpt: 'A good brief saves weeks of back-and-forth and makes quotes comparable. Here is what we ask every new client to put on paper.',
        sections: [
          {
            heading: 'Start with the problem, not the features',
            paragraphs: [
              'The most useful first line of a brief describes what goes wrong today. “Orders are retyped from email into the accounting system, and the mistakes cost us a day a week” tells a developer far more than “we need a portal”. Describe the current process step by step, including the workarounds your staff have invented. Numbers help too: how many orders, users or documents pass through each week.',
            ],
          },
          {
            heading: 'Describe who will use it',
            paragraphs: [
              'List the groups of people who will log in: customers, office staff, drivers, managers. For each group, write what they need to do and on which device, because a driver holding a phone in the rain needs a different screen from an accountant at a desk. Mention anyone who only needs reports or notifications. Roles and permissions are often what turns a simple project into a complex one, so it pays to think about them early.',
            ],
          },
          {
            heading: 'Separate must-haves from nice-to-haves',
            paragraphs: [
              'Make two lists. The first holds what the system must do on the day it launches; the second holds everything else. A first version built from the first list can go live in weeks rather than months, and real use will show which items on the second list matter. Developers can also price the two lists separately, which gives you room to manage the budget.',
            ],
          },
          {
            heading: 'Mention integrations, data and budget',
            paragraphs: [
              'Write down every system the new software must talk to: accounting, CRM, online shop, payment provider, email. Say where your existing data lives and how tidy it is, because migrating years of messy records can take as long as building a feature. Finally, give a budget range. Sharing a range is not a trap: it lets developers propose a solution that fits, rather than the most expensive one they can imagine.',
            ],
          },
        ],
      },
      {
        titles: ['Fixed price or time and materials: which contract suits your project', 'Two ways to pay for software development, compared'],
        description: 'Fixed price and time and materials explained: how each contract works, where the risks sit and which one suits a small or evolving software project.',
        excerpt: 'Most development quotes come in one of two forms. Knowing how each works helps you choose the one that protects your budget.',
        sections: [
          {
            heading: 'How a fixed-price contract works',
            paragraphs: [
              'Under a fixed price, the developer commits to delivering an agreed scope for an agreed sum. You know the cost in advance, which makes budgeting and approvals simple. The catch is that the scope has to be described in detail before work starts, and every later change becomes a formal change request with its own price. Developers also build a margin for risk into the figure, so the same work can cost more than under an hourly contract.',
            ],
          },
          {
            heading: 'How time and materials works',
            paragraphs: [
              'With time and materials, you pay for the hours actually spent, usually reported weekly or per sprint. Priorities can change at any moment without renegotiating the contract, which suits projects whose requirements will become clearer once users try the software. The risk moves to your side: without a clear backlog and regular reviews, hours can drift. A monthly cap and a shared task board keep the budget under control.',
            ],
          },
          {
            heading: 'When each model makes sense',
            paragraphs: [
              'Fixed price works well for well-defined jobs: a business website, a specific integration, a migration with a known list of systems. Time and materials suits products that will keep evolving, such as a customer portal or a mobile app you plan to improve after launch. Many projects combine the two, with a fixed-price discovery phase followed by development billed by the sprint. Paying a small, known amount for discovery reduces uncertainty before you commit to the larger budget.',
            ],
          },
          {
            heading: 'Questions to ask before you sign',
            paragraphs: [
              'Ask how changes are handled and priced, and what happens if the project runs late. Check who owns the code and the accounts at each stage, not only at the end. Find out how often you will see working software and how you can stop the project if it is not going well. A good contract answers all of these in plain language, whichever pricing model it uses.',
            ],
          },
        ],
      },
      {
        titles: ['Off-the-shelf or custom software: when building your own pays off', 'Should you buy a ready-made tool or build your own?'],
        description: 'How to choose between a ready-made subscription and custom software: the real costs, the hidden workarounds and the signs you have outgrown boxed tools.',
        excerpt: 'Ready-made tools are quick and affordable, until they are not. Here is how we help clients decide whether to buy or to build.',
        sections: [
          {
            heading: 'Start with what is already on the market',
            paragraphs: [
              'For accounting, email, payroll and most standard tasks, a ready-made subscription is almost always the right answer. Thousands of companies share the cost of developing it, updates arrive at no extra charge and you can start tomorrow. Before commissioning anything, spend a week trialling the two or three leading tools in your field. If one of them covers nine-tenths of your process, buy it and adapt the last tenth.',
            ],
          },
          {
            heading: 'Count the cost of workarounds',
            paragraphs: [
              'The price of a subscription is easy to see; the cost of working around it is not. Look for staff copying data between systems, spreadsheets that are exported, edited and imported again, and tasks that only one person knows how to do. Add up the hours each week and multiply them by a year of wages. Businesses are often surprised to find they already pay for custom software, only in salaries instead of code.',
            ],
          },
          {
            heading: 'Signs you have outgrown boxed tools',
            paragraphs: [
              'Custom software starts to pay off when your process is what sets you apart and no product supports it. Other signs are per-user fees growing faster than your revenue, several tools that refuse to share data, and clients asking for a self-service portal you cannot offer. Rules on where and how data must be stored can also rule out standard services.',
            ],
          },
          {
            heading: 'A middle path: connect and extend',
            paragraphs: [
              'Buying and building are not the only options. Often the sensible choice is to keep standard tools and add a small custom layer: an integration that moves orders automatically, a dashboard that pulls figures from three systems, or a client portal on top of your existing CRM. Projects like these cost a fraction of a full build and can go live in weeks. A small integration that proves itself can later grow into a complete system.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'IT-компания',
    descriptor: 'IT-компания, которая создаёт программы для бизнеса и поддерживает их работу',
    audience: 'клиенты',
    eyebrows: ['Разработка и IT-поддержка', 'Сайты, приложения, программы', 'IT-отдел на аутсорсе'],
    heroTitles: [
      'Программы под процессы вашего бизнеса',
      'Сайты, приложения и IT-поддержка от одной команды',
      'Разработаем, запустим и будем поддерживать',
      'Разработка на заказ и надёжная поддержка',
    ],
    heroLeads: [
      'Проектируем и разрабатываем сайты, мобильные приложения и программы на заказ, а после запуска остаёмся на связи. Одна команда — от первого обсуждения до дня, когда пользователи войдут в систему.',
      '«{brand}» делает программы для компаний, которым уже тесно в таблицах и коробочных решениях. Письменная смета, рабочая версия каждые две недели, код остаётся у вас.',
      'Личный кабинет для клиентов, служба поддержки, которая отвечает до обеда, обновления и резервные копии — технику мы берём на себя, а ваши сотрудники занимаются своим делом.',
    ],
    offersHeadings: ['Что мы разрабатываем и поддерживаем', 'Разработка и IT-услуги', 'С какими задачами к нам приходят'],
    offersLeads: [
      'Цены ниже — стартовые: после короткого обсуждения задачи вы получите письменную смету именно на ваш проект.',
      'Можно начать с одной услуги. Многие клиенты сначала заказывают сайт или аудит, а потом переходят к собственным системам и постоянной поддержке.',
    ],
    offers: [
      { title: 'Разработка программ на заказ', text: 'Бизнес-приложения под ваши процессы: обработка заказов, расписание, склад, отчётность. Для компаний, которым уже не хватает таблиц и готовых программ.', price: 15000, from: true },
      { title: 'Разработка сайта для бизнеса', text: 'Быстрый, продуманный сайт с удобной админкой, где тексты и цены сотрудники меняют сами. Хорошо открывается с телефона и находится по нужным запросам.', price: 4000, from: true },
      { title: 'Разработка мобильных приложений', text: 'Нативные и кроссплатформенные приложения для iOS и Android: от кликабельного прототипа до публикации в App Store и Google Play.', price: 20000, from: true },
      { title: 'Личные кабинеты и веб-сервисы', text: 'Защищённый кабинет, где клиенты сами оформляют заказы, следят за статусом, скачивают документы и оплачивают счета, не звоня в офис.', price: 12000, from: true },
      { title: 'Интеграции и автоматизация', text: 'Связываем CRM, учётную систему, интернет-магазин и склад, чтобы данные передавались сами и никто не перепечатывал заказы вручную.', price: 3000, from: true },
      { title: 'IT-обслуживание офиса', text: 'Помощь пользователям, настройка техники, обновления, резервные копии и учётные записи. За вами закреплён инженер, который знает вашу инфраструктуру.', price: 600, from: true, unit: 'в месяц' },
      { title: 'Переезд в облако', text: 'Переносим серверы, файлы и почту в облако по проверенному плану с возможностью отката, а само переключение проводим в нерабочее время.', price: 5000, from: true },
      { title: 'Аудит кода и инфраструктуры', text: 'Независимая проверка приложения или сети: уязвимости, технический долг, расходы на хостинг и список исправлений по приоритету.', price: 2000, from: true },
    ],
    highlights: [
      { title: 'Письменная смета до старта', text: 'До начала разработки вы получаете описание работ, сроки и стоимость. Любые изменения тоже согласуем письменно.' },
      { title: 'Демонстрация каждые две недели', text: 'В конце каждого спринта вы видите работающую программу, а не отчёт о статусе, и можете вовремя поменять курс.' },
      { title: 'Код принадлежит вам', text: 'Исходный код, макеты и доступы ко всем аккаунтам передаём вам. Никакой привязки к подрядчику, если однажды решите уйти.' },
      { title: 'Поддержка, которая отвечает', text: 'На обращения в рабочее время отвечают инженеры, а не скрипт, а для срочных проблем в договоре прописано время реакции.' },
      { title: 'Разработчики и админы в одной команде', text: 'Те, кто пишет вашу программу, умеют её размещать, защищать и обслуживать, поэтому ничего не теряется между двумя подрядчиками.' },
    ],
    process: [
      { title: 'Знакомство', text: 'Получасовой звонок о вашем бизнесе, задаче и сроках. Если задача не для нас, честно скажем об этом сразу.' },
      { title: 'Анализ и смета', text: 'Описываем процессы, договариваемся, что должна уметь первая версия, и присылаем письменную смету со сроками и этапами.' },
      { title: 'Дизайн и прототип', text: 'До начала разработки вы прокликиваете прототип ключевых экранов, а мы дорабатываем его, пока он не совпадёт с тем, как работает ваша команда.' },
      { title: 'Разработка спринтами', text: 'Работаем двухнедельными спринтами, в конце каждого показываем рабочую версию, а все задачи видны вам на общей доске.' },
      { title: 'Запуск и сопровождение', text: 'Тестируем, переносим данные, обучаем сотрудников и запускаем систему, а дальше следим за ней по подходящему вам тарифу поддержки.' },
    ],
    faq: [
      { question: 'Сколько стоит разработка программы на заказ?', answer: 'Зависит от того, сколько ролей пользователей, экранов и интеграций нужно в первой версии. Цены на сайте — стартовые; после бесплатного созвона мы присылаем письменную смету с разбивкой по функциям, чтобы вы видели стоимость каждой части и могли отложить то, что подождёт.' },
      { question: 'Сколько времени занимает разработка?', answer: 'Сайт для бизнеса обычно делаем за четыре–восемь недель. Первая версия программы или мобильного приложения, как правило, готова за три–пять месяцев. Мы предпочитаем пораньше запустить небольшую версию и развивать её дальше.' },
      { question: 'Кому принадлежит исходный код?', answer: 'Вам. После оплаты код, макеты, домены и облачные аккаунты принадлежат вашей компании, а вместе с ними вы получаете документацию, по которой проект сможет продолжить любая команда.' },
      { question: 'Возьмётесь за проект, который начали другие разработчики?', answer: 'Да. Сначала проводим короткий аудит кода и серверов, рассказываем, что сделано надёжно, а что нужно исправить, и затем продолжаем разработку или сначала стабилизируем систему.' },
      { question: 'Вы подписываете соглашение о неразглашении?', answer: 'Конечно. Готовы подписать ваше NDA до подробного обсуждения проекта или предложить свой вариант.' },
      { question: 'Что происходит после запуска?', answer: 'Ошибки, найденные в первые 30 дней, исправляем бесплатно. Дальше предлагаем тариф поддержки: мониторинг, обновления, резервное копирование и пакет часов на доработки каждый месяц.' },
    ],
    story: [
      '«{brand}» — команда разработчиков, дизайнеров и системных администраторов, которая создаёт и обслуживает программы для бизнеса. Наши клиенты — компании, которые живут на технологиях, но не хотят держать собственный IT-отдел. Мы проектируем систему, пишем код, размещаем её на серверах и отвечаем на звонок, когда что-то идёт не так.',
      'Каждый проект мы начинаем с того, что разбираемся в работе, а не в технологиях. Час рядом с сотрудниками, которые будут пользоваться системой, даёт больше, чем толстое техническое задание. Инструменты выбираем сознательно консервативные: проверенные и распространённые, чтобы через годы проект могли поддерживать любые разработчики.',
      'Мы держим проекты такого размера, чтобы их можно было закончить. Первая версия быстро выходит в работу, ею пользуются реальные люди, а следующие функции выбираются по их настоящим потребностям. Сметы фиксируются письменно, ход работ виден на общей доске, и вы напрямую общаетесь с теми, кто пишет ваш код.',
    ],
    values: [
      { title: 'Простой язык', text: 'Объясняем технические решения так, чтобы владелец бизнеса мог их взвесить, включая стоимость и компромиссы.' },
      { title: 'Честные сметы', text: 'Если работа займёт больше времени или денег, вы узнаете об этом заранее и с вариантами решения, а не из итогового счёта.' },
      { title: 'Безопасность по умолчанию', text: 'Резервные копии, шифрование, права доступа и обновления входят в каждый проект, а не продаются отдельно.' },
      { title: 'Думаем на годы вперёд', text: 'Пишем документированный и протестированный код, чтобы программу можно было развивать долго — нам или любой другой команде.' },
    ],
    ctaHeadings: ['Расскажите о вашем проекте', 'Получите смету на вашу идею', 'Запишитесь на бесплатный созвон'],
    ctaTexts: [
      'Опишите, что нужно разработать или исправить, и в течение рабочего дня мы ответим с вопросами и предложим время для звонка.',
      'Получаса разговора достаточно, чтобы понять, подходим ли мы друг другу и сколько примерно будет стоить ваш проект.',
    ],
    articles: [
      {
        titles: ['Как составить бриф на разработку программы', 'Что рассказать разработчикам, прежде чем просить смету'],
        description: 'Что должно быть в брифе на разработку: задача, пользователи, обязательные функции, интеграции и бюджет, чтобы разработчики точно оценили проект.',
        excerpt: 'Хороший бриф экономит недели переписки и делает сметы сравнимыми. Рассказываем, что мы просим описать каждого нового клиента.',
        sections: [
          {
            heading: 'Начните с проблемы, а не со списка функций',
            paragraphs: [
              'Самая полезная первая строка брифа описывает, что идёт не так сегодня. Фраза «заказы из почты вручную переносят в учётную систему, и ошибки съедают день в неделю» говорит разработчику гораздо больше, чем «нам нужен личный кабинет». Опишите текущий процесс по шагам, включая обходные пути, которые придумали сотрудники. Помогают и цифры: сколько заказов, пользователей или документов проходит через процесс за неделю.',
            ],
          },
          {
            heading: 'Опишите, кто будет пользоваться системой',
            paragraphs: [
              'Перечислите группы людей, которые будут входить в систему: клиенты, офис, водители, руководители. Для каждой группы напишите, что ей нужно делать и с какого устройства: водителю с телефоном под дождём нужен совсем другой экран, чем бухгалтеру за столом. Упомяните тех, кому нужны только отчёты или уведомления. Роли и права доступа часто превращают простой проект в сложный, поэтому о них стоит подумать заранее.',
            ],
          },
          {
            heading: 'Отделите обязательное от желательного',
            paragraphs: [
              'Составьте два списка. В первый попадает то, что система должна уметь в день запуска, во второй — всё остальное. Первую версию по первому списку можно запустить за недели, а не за месяцы, и реальная работа покажет, что из второго списка действительно нужно. Разработчики смогут оценить оба списка отдельно, и у вас появится пространство для манёвра в бюджете.',
            ],
          },
          {
            heading: 'Укажите интеграции, данные и бюджет',
            paragraphs: [
              'Перечислите все системы, с которыми должна работать новая программа: учёт, CRM, интернет-магазин, платёжный сервис, почта. Напишите, где сейчас хранятся данные и в каком они состоянии: перенос многолетних запутанных записей может занять столько же времени, сколько разработка целой функции. И наконец, назовите диапазон бюджета. Честно названная вилка — не ловушка: она позволяет предложить решение по средствам, а не самое дорогое из возможных.',
            ],
          },
        ],
      },
      {
        titles: ['Фиксированная цена или оплата по часам: что выбрать', 'Два способа оплатить разработку: сравниваем'],
        description: 'Фиксированная цена и оплата по часам: как устроен каждый договор, на ком лежат риски и какой вариант подходит небольшому или растущему проекту.',
        excerpt: 'Большинство смет на разработку приходят в одном из двух форматов. Разбираемся, как работает каждый и какой надёжнее защищает ваш бюджет.',
        sections: [
          {
            heading: 'Как работает фиксированная цена',
            paragraphs: [
              'При фиксированной цене подрядчик обязуется сделать согласованный объём работ за согласованную сумму. Стоимость известна заранее, поэтому бюджет проще планировать и утверждать. Но объём нужно детально описать до старта, а каждое изменение потом оформляется отдельным запросом со своей ценой. Кроме того, подрядчик закладывает запас на риски, поэтому та же работа может обойтись дороже, чем при почасовой оплате.',
            ],
          },
          {
            heading: 'Как работает оплата по часам',
            paragraphs: [
              'В модели «время и материалы» вы платите за фактически потраченные часы, обычно с отчётом раз в неделю или по итогам спринта. Приоритеты можно менять в любой момент без пересмотра договора, и это удобно, когда требования проясняются по мере того, как пользователи пробуют программу. Риск при этом переходит на вашу сторону: без ясного списка задач и регулярных встреч часы могут расползтись. Держать бюджет под контролем помогают месячный лимит и общая доска задач.',
            ],
          },
          {
            heading: 'Когда какая модель уместна',
            paragraphs: [
              'Фиксированная цена хороша для чётко очерченных задач: сайт для бизнеса, конкретная интеграция, переезд с известным списком систем. Почасовая оплата подходит продуктам, которые будут развиваться, например личному кабинету или мобильному приложению, которое вы собираетесь улучшать после запуска. Многие проекты сочетают обе модели: этап анализа по фиксированной цене, затем разработка с оплатой по спринтам. Небольшая заранее известная сумма за анализ снижает неопределённость до того, как вы возьмёте на себя основной бюджет.',
            ],
          },
          {
            heading: 'Что спросить перед подписанием',
            paragraphs: [
              'Уточните, как оформляются и оцениваются изменения и что будет, если проект задержится. Проверьте, кому принадлежат код и аккаунты на каждом этапе, а не только в конце. Узнайте, как часто вы будете видеть работающую программу и как остановить проект, если он идёт плохо. Хороший договор отвечает на все эти вопросы простым языком, какую бы модель оплаты он ни использовал.',
            ],
          },
        ],
      },
      {
        titles: ['Готовый сервис или разработка на заказ: когда своя программа окупается', 'Купить готовый сервис или сделать свой?'],
        description: 'Как выбрать между готовой подпиской и программой на заказ: реальные затраты, скрытые обходные пути и признаки того, что бизнес перерос типовые решения.',
        excerpt: 'Готовые сервисы быстры и недороги — пока не перестают подходить. Рассказываем, как помогаем клиентам решить, купить или разработать.',
        sections: [
          {
            heading: 'Сначала посмотрите, что уже есть на рынке',
            paragraphs: [
              'Для бухгалтерии, почты, зарплаты и большинства типовых задач готовая подписка почти всегда правильный выбор. Стоимость её разработки делят тысячи компаний, обновления приходят без доплаты, а начать можно завтра. Прежде чем что-то заказывать, потратьте неделю на пробные версии двух-трёх ведущих сервисов в вашей сфере. Если один из них закрывает девять десятых процесса, покупайте его и подстройте под себя оставшуюся часть.',
            ],
          },
          {
            heading: 'Посчитайте цену обходных путей',
            paragraphs: [
              'Стоимость подписки видна сразу, а цена работы в обход неё — нет. Ищите сотрудников, которые копируют данные между системами, таблицы, которые выгружают, правят и загружают обратно, и задачи, которые умеет делать только один человек. Сложите часы за неделю и умножьте на годовые зарплаты. Часто оказывается, что компания уже платит за собственную программу, только зарплатами, а не кодом.',
            ],
          },
          {
            heading: 'Признаки того, что типовые решения стали тесны',
            paragraphs: [
              'Своя программа начинает окупаться, когда ваш процесс и есть то, что отличает вас от конкурентов, а ни один продукт его не поддерживает. Другие признаки — плата за пользователей, которая растёт быстрее выручки, несколько сервисов, которые не обмениваются данными, и клиенты, которые просят личный кабинет, а предложить его нечего. Требования закона к тому, где и как хранятся данные, тоже могут исключить типовые сервисы.',
            ],
          },
          {
            heading: 'Золотая середина: связать и дополнить',
            paragraphs: [
              'Купить или разработать — не единственные варианты. Часто разумнее оставить стандартные инструменты и добавить к ним небольшой собственный слой: интеграцию, которая сама переносит заказы, панель с цифрами из трёх систем или личный кабинет поверх вашей CRM. Такие проекты стоят в разы меньше полной разработки и запускаются за недели. Небольшая интеграция, которая себя оправдала, позже может вырасти в полноценную систему.',
            ],
          },
        ],
      },
    ],
  },
};
