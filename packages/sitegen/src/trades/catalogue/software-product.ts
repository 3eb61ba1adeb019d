import type { Trade } from '../types.ts';

export const softwareProduct: Trade = {
  id: 'software-product',
  theme: 'Software product',
  kind: 'software',
  icons: 'tech',
  offerIcons: ['rocket', 'file-spreadsheet', 'smartphone', 'users', 'plug', 'chart-column', 'bell', 'shield-check', 'headset', 'download'],
  en: {
    noun: 'software product',
    descriptor: 'an online service for teams and busy people who need their tools to just work',
    audience: 'customers',
    eyebrows: ['Software for small teams', 'In the browser and on your phone', 'Free trial, no card needed'],
    heroTitles: [
      'Software that simply works from day one',
      'Sign up today, work as a team tomorrow',
      'On your phone and your laptop, always in sync',
      'Less admin, more time for real work',
    ],
    heroLeads: [
      'Sign up in a couple of minutes, bring your data over from a spreadsheet and get going the same day. {brand} works in the browser and on your phone, so everything stays in one place wherever you are.',
      '{brand} is built for small teams and busy people who want a tool that does its job without a training course. Clear screens, sensible defaults and a support team that answers when you write.',
      'Try every feature free for 14 days, then choose monthly or annual billing. No setup fees and no long contracts, and your data can be exported whenever you like.',
    ],
    offersHeadings: ['Everything you need, nothing you don’t', 'Features that take care of the daily work', 'What you get with {brand}'],
    offersLeads: [
      'We focus on the things people use every day: getting started quickly, working together, connecting other tools and keeping data safe.',
      'Every feature works the same in the browser and on your phone, and every plan includes new updates at no extra cost.',
    ],
    offers: [
      { title: 'Quick guided setup', text: 'A short setup wizard walks you through the essentials and sensible defaults do the rest, so real work starts on the first day rather than after a week of configuration.' },
      { title: 'Import from spreadsheets', text: 'Upload an Excel or CSV file, match its columns to fields in {brand} and check a preview before anything is saved. Existing records come across in minutes instead of being retyped.' },
      { title: 'Works on phone and desktop', text: 'Use {brand} on a computer, tablet or phone: the layout adapts to the screen and changes sync instantly, so what you start at your desk you can finish on the go.' },
      { title: 'Team access and roles', text: 'Invite colleagues by email and give each person the right role, from full admin to view-only. Everyone sees what they need, and sensitive settings stay with the people responsible.' },
      { title: 'Integrations and open API', text: 'Connect {brand} to the email, calendar, file storage and messaging tools you already use, or build your own connection with our documented REST API and webhooks.' },
      { title: 'Reports and exports', text: 'Clear dashboards show what is happening at a glance, and any report can be filtered, saved and exported to Excel, CSV or PDF for your own analysis or the next meeting.' },
      { title: 'Notifications that matter', text: 'Choose what you hear about and where: in the app, by email or as a push notification. Important changes reach the right people without flooding everyone else’s inbox.' },
      { title: 'Security and daily backups', text: 'Data is encrypted in transit and at rest, backed up every day and protected by two-factor sign-in. An activity log shows who changed what and when.' },
      { title: 'Support from real people', text: 'Questions go to our own support team by chat or email, not to a bot. We help with setup, imports and tricky cases, and we answer in plain language.' },
      { title: 'Your data, ready to take', text: 'Export everything you have stored in common formats at any time, with no fee and no request form. Your data belongs to you, whether you stay with us or leave.' },
    ],
    plans: [
      { name: 'Starter', price: 15, text: 'For individuals and small teams who are just getting started.', features: ['For a small team', 'All core features and data export', 'Import from spreadsheets', 'Access from computer and phone', 'Email support'] },
      { name: 'Team', price: 39, text: 'For growing teams that work together every day and connect other tools.', features: ['For a growing team', 'Roles and permissions', 'Integrations and webhooks', 'Reports and dashboards', 'Chat and email support'] },
      { name: 'Business', price: 99, text: 'For companies that need more control, extra security options and full API access.', features: ['Unlimited users', 'Full API access', 'Single sign-on (SSO)', 'Extended activity log', 'Priority support and an onboarding call', 'Pay by invoice, monthly or annually'] },
    ],
    highlights: [
      { title: 'Up and running today', text: 'Sign up, import your spreadsheet and invite your team in a single afternoon. No consultants, no installation and no long setup project.' },
      { title: 'Easy for everyone to use', text: 'Clear screens and plain wording mean new colleagues find their way around without a training course.' },
      { title: 'Fits your existing tools', text: 'Integrations and an open API connect {brand} to the software you already rely on, so nothing has to be typed twice.' },
      { title: 'Safe, backed-up data', text: 'Encryption, daily backups and access roles protect your information, and you can export all of it whenever you want.' },
      { title: 'Honest, simple pricing', text: 'Public prices, monthly or annual billing and no setup fees. Change your plan or cancel from the account settings at any time.' },
    ],
    process: [
      { title: 'Start a free trial', text: 'Create an account with your email in a couple of minutes. The trial includes every feature, and no card is needed.' },
      { title: 'Bring your data in', text: 'Import existing records from a spreadsheet or CSV file, or start from a clean template and add things as you go.' },
      { title: 'Invite your team', text: 'Add colleagues by email, give each one a role and decide who can see and change what.' },
      { title: 'Connect your tools', text: 'Switch on the integrations you need, set up notifications and adjust the settings to the way you work.' },
      { title: 'Go live and choose a plan', text: 'Move your real work into {brand}. Before the trial ends, pick the plan that fits and pay monthly or annually.' },
    ],
    faq: [
      { question: 'Is there a free trial, and do I need a card?', answer: 'Yes. Every new account gets 14 days with all features, and no card is needed to start. At the end of the trial you choose a plan, and if you decide not to continue, you can still export your data.' },
      { question: 'How safe is our data?', answer: 'Data is stored with a major cloud provider, encrypted in transit and at rest, and backed up daily. Two-factor sign-in and access roles control who can see what, and we never sell or share customer data.' },
      { question: 'Can we take our data with us if we leave?', answer: 'Yes. You can export everything in common formats such as CSV and Excel at any time from your account settings, without contacting us. After you close the account, we delete your data on request.' },
      { question: 'Can we cancel or change plan at any time?', answer: 'Yes. Monthly plans can be cancelled at any time and stay active until the end of the paid month. Annual billing costs less, and you can move to a larger plan whenever you need.' },
      { question: 'How does support work?', answer: 'Write to us by chat or email and our own support team replies, usually within the working day. The Business plan also includes priority answers and an onboarding call.' },
      { question: 'Does it work with the tools we already use?', answer: '{brand} connects to popular email, calendar, file storage and messaging services, and it imports and exports CSV files. For anything else, the documented API and webhooks let your developer or integrator build a connection.' },
      { question: 'Can we use it on our phones?', answer: 'Yes. {brand} works in any modern browser on a computer, tablet or phone, and the layout adapts to the screen. Your data syncs instantly, so you can start a task on one device and finish it on another.' },
    ],
    story: [
      '{brand} is made by a small team that got tired of software that needs a manual, a consultant and a month of setup before it does anything useful. We wanted a tool people could open on the first day and simply start using. That idea still guides every decision we make about the product.',
      'We build for people who have real work to do and little time to learn new tools. Before a feature ships, we try it with customers and ask one question: does it save them time, or does it just add another button? If something needs a long explanation, we go back and make it simpler.',
      'We release improvements regularly and decide what to build next from customer requests and support conversations. Prices are public, billing is monthly or annual, and your data can be exported at any time. We would rather keep customers because the product works than because leaving is hard.',
    ],
    values: [
      { title: 'Simple by default', text: 'The most common tasks take the fewest clicks, and advanced options stay out of the way until you need them.' },
      { title: 'Reliable every day', text: 'We test carefully, release changes in small steps and keep a constant eye on the service, because people depend on it for their work.' },
      { title: 'Straight talk', text: 'Clear prices, honest answers from support and release notes that say what actually changed.' },
      { title: 'Your data is yours', text: 'You can export everything at any time, and we never sell or share customer data.' },
    ],
    ctaHeadings: ['Start your free trial today', 'Try {brand} with your team', 'See how {brand} fits the way you work'],
    ctaTexts: [
      'Create an account in a couple of minutes, import your data and invite your team. No card is needed for the trial.',
      'Not sure which plan fits? Write to us or book a short demo, and we will walk you through it using your own work as the example.',
    ],
    articles: [
      {
        titles: ['Moving your team off spreadsheets: a practical plan', 'Leaving spreadsheets behind without the chaos'],
        description: 'A practical plan for moving your team from spreadsheets to proper software: deciding what to move, cleaning the data, a trial run and a firm switch date.',
        excerpt: 'Spreadsheets are a great start and a poor long-term home for shared work. Here is how to move off them without losing data or goodwill.',
        sections: [
          {
            heading: 'Decide what really needs to move',
            paragraphs: [
              'Before importing anything, list the spreadsheets your team actually uses and what each one is for. You will usually find duplicates, abandoned tabs and copies named “final v3”. Pick one source of truth for each kind of record and leave the rest behind. Moving less data, but the right data, keeps the new tool clean from day one.',
            ],
          },
          {
            heading: 'Clean the data before the import',
            paragraphs: [
              'Spend an hour tidying the sheet you are going to import: one row per record, one kind of information per column, consistent dates and no merged cells. Remove test rows and fill in missing values where you can. Most import problems come from messy source files, not from the software. A clean file also makes the result easy to check, because you know what should appear.',
            ],
          },
          {
            heading: 'Run a short trial with a few people',
            paragraphs: [
              'Choose two or three colleagues who do the work every day and let them use the new tool for a week or two alongside the old sheet. Ask them to note anything confusing or missing. Their feedback shows which settings to change and which questions the rest of the team will ask. It also gives you allies who can help others when the whole team switches.',
            ],
          },
          {
            heading: 'Set a switch-over date and stick to it',
            paragraphs: [
              'Running two systems for too long is worse than either of them, because nobody knows which one is up to date. Announce a date after which the spreadsheet becomes read-only, and keep it as an archive rather than deleting it. Answer questions quickly in the first week and share short tips as they come up. After a month, most teams would not want to go back.',
            ],
          },
        ],
      },
      {
        titles: ['Choosing software for a small team: questions to ask before you sign', 'Before you buy: how a small team should choose software'],
        description: 'Questions to ask before choosing software for a small team: which problem it solves, how data gets in and out, what it really costs and who helps you.',
        excerpt: 'A good demo is easy to give. These questions show how a tool will work for your team once the contract is signed.',
        sections: [
          {
            heading: 'Start with the problem, not the features',
            paragraphs: [
              'Write down, in one or two sentences, the problem you want to solve and how you will know it is solved. A long feature list is tempting, but most teams use only a handful of features every day. Compare tools on how well they handle those daily tasks, not on how many boxes they tick. Ask the people who will use the tool which tasks take up most of their time now.',
            ],
          },
          {
            heading: 'Check how data gets in and out',
            paragraphs: [
              'Ask how you can import what you already have, and try it with a real file during the trial. Then ask the harder question: how do you get all of your data out if you leave? A good vendor answers clearly and offers exports in common formats without extra fees. Tools that make leaving difficult are rarely pleasant to work with.',
            ],
          },
          {
            heading: 'Work out the real cost',
            paragraphs: [
              'Look beyond the monthly price per user. Check what happens when the team grows, which features sit in higher plans and whether setup, training or integrations cost extra. Compare monthly and annual billing, and only commit to a year once you are sure the tool fits. Include the time your team will spend learning it, because that is a cost too.',
            ],
          },
          {
            heading: 'Test support before you need it',
            paragraphs: [
              'During the trial, send the support team a real question and see how quickly and how clearly they reply. Notice whether you reach a person or a chain of automated answers. Read the help articles for a task you will do often. The service you get before you pay is usually the best it will ever be, so make sure it is good enough.',
            ],
          },
        ],
      },
      {
        titles: ['Getting a new tool adopted: the first 30 days', 'How to get your team to actually use new software'],
        description: 'How to get a new software tool adopted in its first 30 days: a clear reason to change, a simple start, champions in the team and an honest review.',
        excerpt: 'Buying software is the easy part. Whether people actually use it depends on what happens in the first month.',
        sections: [
          {
            heading: 'Explain why you are changing',
            paragraphs: [
              'People accept a new tool faster when they know what problem it solves for them, not just for management. Explain in plain words what will get easier: fewer emails, less retyping, information in one place. Be honest about what will feel awkward at first. A short message or a ten-minute meeting is enough, as long as it comes before the first login.',
            ],
          },
          {
            heading: 'Start with one everyday task',
            paragraphs: [
              'Do not switch on every feature in the first week. Pick one task the team does every day and move only that into the new tool. When it runs smoothly, add the next one. Small wins build confidence, while a long list of changes at once sends people back to their old habits.',
            ],
          },
          {
            heading: 'Find champions in the team',
            paragraphs: [
              'Every team has a few people who enjoy trying new things. Give them access early, ask for their opinion and let them help colleagues who get stuck. Questions are often easier to ask a colleague than a manager or a support desk. Thank your champions openly, because their time matters too.',
            ],
          },
          {
            heading: 'Review after 30 days',
            paragraphs: [
              'At the end of the first month, look at who is using the tool and for what. Ask the team what still feels slow or confusing, and fix the settings or habits behind it. Retire old workarounds that are no longer needed, so nobody keeps two records of the same thing. Then decide which feature to introduce next, and repeat the cycle.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'онлайн-сервис',
    descriptor: 'онлайн-сервис для команд и занятых людей, которым нужно, чтобы всё просто работало',
    audience: 'клиенты',
    eyebrows: ['Онлайн-сервис для небольших команд', 'В браузере и на телефоне', 'Бесплатный пробный период без карты'],
    heroTitles: [
      'Сервис, который просто работает с первого дня',
      'Сегодня регистрация, завтра работает вся команда',
      'На телефоне и на ноутбуке — всё всегда под рукой',
      'Меньше рутины, больше времени на дело',
    ],
    heroLeads: [
      'Зарегистрируйтесь за пару минут, перенесите данные из таблицы и начните работать в тот же день. «{brand}» открывается в браузере и на телефоне, поэтому всё нужное всегда в одном месте.',
      '«{brand}» создан для небольших команд и занятых людей, которым нужен инструмент без долгого обучения. Понятные экраны, разумные настройки по умолчанию и поддержка, которая отвечает, когда вы ей пишете.',
      'Попробуйте все функции бесплатно в течение 14 дней, а потом выберите помесячную или годовую оплату. Никакой платы за подключение и долгих договоров, а данные можно выгрузить в любой момент.',
    ],
    offersHeadings: ['Всё нужное и ничего лишнего', 'Функции, которые берут рутину на себя', 'Что умеет «{brand}»'],
    offersLeads: [
      'Мы сосредоточены на том, чем пользуются каждый день: быстрый старт, совместная работа, связь с другими сервисами и сохранность данных.',
      'Все функции одинаково работают в браузере и на телефоне, а обновления входят в любой тариф без доплат.',
    ],
    offers: [
      { title: 'Быстрый старт с подсказками', text: 'Короткий мастер настройки проведёт по самому важному, остальное возьмут на себя разумные настройки по умолчанию. Работать можно уже в первый день, а не после недели настройки.' },
      { title: 'Импорт из таблиц', text: 'Загрузите файл Excel или CSV, сопоставьте столбцы с полями «{brand}» и проверьте предпросмотр до сохранения. Накопленные записи переносятся за минуты, без ручного перепечатывания.' },
      { title: 'На компьютере и на телефоне', text: 'Работайте в «{brand}» с компьютера, планшета или телефона: интерфейс подстраивается под экран, а изменения синхронизируются мгновенно. Начали за столом — закончите в дороге.' },
      { title: 'Командный доступ и роли', text: 'Приглашайте коллег по почте и назначайте каждому свою роль — от администратора до доступа только на просмотр. Каждый видит то, что нужно ему, а важные настройки остаются у ответственных.' },
      { title: 'Интеграции и открытый API', text: 'Подключите «{brand}» к почте, календарю, облачному хранилищу и мессенджерам, которыми вы уже пользуетесь, или настройте свою связку через документированный REST API и вебхуки.' },
      { title: 'Отчёты и выгрузки', text: 'Наглядные сводки показывают главное с первого взгляда, а любой отчёт можно отфильтровать, сохранить и выгрузить в Excel, CSV или PDF для анализа или ближайшего совещания.' },
      { title: 'Уведомления по делу', text: 'Сами выбирайте, о чём и как узнавать: в приложении, по почте или пуш-уведомлением. Важные изменения доходят до нужных людей и не засоряют почту всем остальным.' },
      { title: 'Защита и ежедневные копии', text: 'Данные шифруются при передаче и хранении, ежедневно копируются и защищены двухфакторным входом. Журнал действий показывает, кто, что и когда изменил.' },
      { title: 'Поддержка от живых людей', text: 'Вопросы в чате и по почте попадают к нашей собственной команде поддержки, а не к боту. Поможем с настройкой, импортом и нестандартными случаями и ответим простым языком.' },
      { title: 'Ваши данные всегда с вами', text: 'Выгружайте всё, что хранится в сервисе, в распространённых форматах в любой момент — без платы и без заявок. Данные принадлежат вам, останетесь вы с нами или уйдёте.' },
    ],
    plans: [
      { name: 'Старт', price: 15, text: 'Для частных специалистов и небольших команд, которые только начинают.', features: ['Для небольшой команды', 'Все основные функции и выгрузка данных', 'Импорт из таблиц', 'Доступ с компьютера и телефона', 'Поддержка по почте'] },
      { name: 'Команда', price: 39, text: 'Для растущих команд, которые работают вместе каждый день и подключают другие сервисы.', features: ['Для растущей команды', 'Роли и права доступа', 'Интеграции и вебхуки', 'Отчёты и сводки', 'Поддержка в чате и по почте'] },
      { name: 'Бизнес', price: 99, text: 'Для компаний, которым нужны расширенный контроль, дополнительные настройки безопасности и полный доступ к API.', features: ['Без ограничения числа пользователей', 'Полный доступ к API', 'Единый вход (SSO)', 'Расширенный журнал действий', 'Приоритетная поддержка и помощь при запуске', 'Оплата по счёту, помесячно или за год'] },
    ],
    highlights: [
      { title: 'Работает уже сегодня', text: 'Регистрация, импорт таблицы и приглашение команды укладываются в полдня. Без консультантов, установки и долгого внедрения.' },
      { title: 'Понятен с первого входа', text: 'Ясные экраны и простые формулировки: новые сотрудники разбираются сами, без обучающих курсов.' },
      { title: 'Дружит с вашими программами', text: 'Интеграции и открытый API связывают «{brand}» с программами, которыми вы уже пользуетесь, и ничего не приходится вводить дважды.' },
      { title: 'Данные под защитой', text: 'Шифрование, ежедневные резервные копии и роли доступа берегут вашу информацию, а выгрузить её целиком можно в любой момент.' },
      { title: 'Честные и простые цены', text: 'Цены открыты, оплата помесячно или за год, без платы за подключение. Сменить тариф или отказаться можно в настройках аккаунта в любой момент.' },
    ],
    process: [
      { title: 'Начните пробный период', text: 'Создайте аккаунт по электронной почте за пару минут. В пробный период доступны все функции, карта не нужна.' },
      { title: 'Перенесите данные', text: 'Загрузите записи из таблицы или CSV-файла либо начните с чистого шаблона и заполняйте его по ходу дела.' },
      { title: 'Пригласите команду', text: 'Добавьте коллег по почте, назначьте каждому роль и решите, кто что может видеть и менять.' },
      { title: 'Подключите свои сервисы', text: 'Включите нужные интеграции, настройте уведомления и подстройте параметры под то, как вы работаете.' },
      { title: 'Начните работу и выберите тариф', text: 'Переведите реальную работу в «{brand}». До конца пробного периода выберите подходящий тариф с помесячной или годовой оплатой.' },
    ],
    faq: [
      { question: 'Есть ли бесплатный пробный период и нужна ли карта?', answer: 'Да. Каждый новый аккаунт 14 дней пользуется всеми функциями, и для начала карта не нужна. В конце пробного периода вы выбираете тариф, а если решите не продолжать, данные всё равно можно выгрузить.' },
      { question: 'Насколько надёжно хранятся наши данные?', answer: 'Данные хранятся у крупного облачного провайдера, шифруются при передаче и хранении и ежедневно копируются. Двухфакторный вход и роли определяют, кто что видит, а данные клиентов мы никогда не продаём и никому не передаём.' },
      { question: 'Сможем ли мы забрать данные, если уйдём?', answer: 'Да. Всё можно выгрузить в распространённых форматах, например CSV и Excel, в любой момент прямо из настроек аккаунта, не обращаясь к нам. После закрытия аккаунта мы удалим ваши данные по запросу.' },
      { question: 'Можно ли сменить тариф или отказаться в любой момент?', answer: 'Да. Помесячную подписку можно отменить когда угодно, и она действует до конца оплаченного месяца. Годовая оплата обходится дешевле, а перейти на тариф побольше можно в любой момент.' },
      { question: 'Как устроена поддержка?', answer: 'Пишите в чат или на почту — отвечает наша собственная команда поддержки, обычно в течение рабочего дня. На тарифе «Бизнес» также есть приоритетные ответы и созвон, на котором мы помогаем с запуском.' },
      { question: 'Сервис работает с программами, которыми мы уже пользуемся?', answer: '«{brand}» подключается к популярным сервисам почты, календарей, облачных хранилищ и мессенджеров, а также загружает и выгружает CSV-файлы. Для всего остального есть документированный API и вебхуки: ваш разработчик или интегратор настроит нужную связку.' },
      { question: 'Можно ли работать с телефона?', answer: 'Да. «{brand}» работает в любом современном браузере на компьютере, планшете и телефоне, а интерфейс подстраивается под размер экрана. Данные синхронизируются мгновенно, так что начатое на одном устройстве можно закончить на другом.' },
    ],
    story: [
      '«{brand}» делает небольшая команда, которой надоели программы, требующие инструкции, консультанта и месяца настройки, прежде чем от них появится толк. Нам хотелось инструмента, который можно открыть в первый день и сразу начать им пользоваться. Эта мысль до сих пор стоит за каждым нашим решением о продукте.',
      'Мы делаем сервис для людей, у которых много настоящей работы и мало времени на освоение новых программ. Прежде чем выпустить функцию, мы пробуем её вместе с клиентами и задаём один вопрос: экономит ли она время или просто добавляет ещё одну кнопку? Если что-то приходится долго объяснять, мы возвращаемся и упрощаем.',
      'Обновления выходят регулярно, а что делать дальше, мы решаем по запросам клиентов и разговорам в поддержке. Цены открыты, оплата помесячная или годовая, а данные можно выгрузить в любой момент. Мы хотим, чтобы клиенты оставались с нами потому, что сервис работает, а не потому, что от нас трудно уйти.',
    ],
    values: [
      { title: 'Просто по умолчанию', text: 'Самые частые задачи требуют меньше всего кликов, а расширенные настройки не мешают, пока они вам не понадобятся.' },
      { title: 'Надёжность каждый день', text: 'Мы тщательно тестируем, выпускаем изменения небольшими шагами и постоянно следим за работой сервиса, ведь люди полагаются на него в своей работе.' },
      { title: 'Говорим прямо', text: 'Понятные цены, честные ответы поддержки и списки изменений, в которых написано, что на самом деле поменялось.' },
      { title: 'Ваши данные принадлежат вам', text: 'Всё можно выгрузить в любой момент, и мы никогда не продаём и не передаём данные клиентов.' },
    ],
    ctaHeadings: ['Начните бесплатный пробный период сегодня', 'Попробуйте «{brand}» вместе с командой', 'Посмотрите, как «{brand}» впишется в вашу работу'],
    ctaTexts: [
      'Создайте аккаунт за пару минут, перенесите данные и пригласите команду. Для пробного периода карта не нужна.',
      'Не знаете, какой тариф подойдёт? Напишите нам или запишитесь на короткую демонстрацию — покажем всё на примере ваших задач.',
    ],
    articles: [
      {
        titles: ['Как перевести команду с таблиц на нормальный сервис: практический план', 'Прощаемся с таблицами: как перейти без хаоса'],
        description: 'Практический план перехода с таблиц на полноценный сервис: выбрать, что переносить, почистить данные, провести пробу и назначить дату перехода.',
        excerpt: 'Таблицы хороши для старта, но плохо подходят для долгой совместной работы. Рассказываем, как уйти от них, не потеряв ни данных, ни терпения коллег.',
        sections: [
          {
            heading: 'Решите, что действительно нужно переносить',
            paragraphs: [
              'Прежде чем что-то импортировать, составьте список таблиц, которыми команда реально пользуется, и запишите, зачем нужна каждая. Почти наверняка найдутся дубли, заброшенные вкладки и копии с названиями вроде «итог_финал_3». Для каждого типа записей выберите один главный источник, а остальное оставьте в прошлом. Меньше данных, но правильных — и новый инструмент с первого дня будет чистым.',
            ],
          },
          {
            heading: 'Почистите данные перед импортом',
            paragraphs: [
              'Потратьте час на то, чтобы привести импортируемую таблицу в порядок: одна строка — одна запись, один столбец — один вид сведений, даты в едином формате и никаких объединённых ячеек. Удалите тестовые строки и по возможности заполните пропуски. Большинство проблем с импортом возникает из-за беспорядка в исходном файле, а не из-за программы. К тому же по чистому файлу легко проверить результат: вы заранее знаете, что должно появиться.',
            ],
          },
          {
            heading: 'Проведите короткую пробу на нескольких коллегах',
            paragraphs: [
              'Выберите двух-трёх коллег, которые занимаются этой работой каждый день, и дайте им неделю-другую поработать в новом сервисе параллельно со старой таблицей. Попросите записывать всё, что непонятно или чего не хватает. Их отзывы подскажут, какие настройки поменять и какие вопросы зададут остальные. Заодно у вас появятся союзники, которые помогут другим, когда на сервис перейдёт вся команда.',
            ],
          },
          {
            heading: 'Назначьте дату перехода и не отступайте',
            paragraphs: [
              'Две системы параллельно хуже любой из них по отдельности: никто не понимает, где актуальные данные. Объявите дату, после которой таблица станет доступна только для чтения, и сохраните её как архив, а не удаляйте. В первую неделю быстро отвечайте на вопросы и делитесь короткими подсказками по ходу дела. Через месяц большинство команд уже не хотят возвращаться к старому.',
            ],
          },
        ],
      },
      {
        titles: ['Как небольшой команде выбрать сервис: вопросы до оплаты', 'Перед покупкой: как выбрать программу для небольшой команды'],
        description: 'Что спросить, прежде чем выбрать сервис для небольшой команды: какую задачу он решает, как загрузить и забрать данные, сколько он стоит на деле и кто поможет.',
        excerpt: 'Провести хорошую демонстрацию несложно. Эти вопросы помогут понять, как сервис будет работать у вас, когда договор уже подписан.',
        sections: [
          {
            heading: 'Начните с задачи, а не с функций',
            paragraphs: [
              'Сформулируйте в одном-двух предложениях, какую проблему вы хотите решить и как поймёте, что она решена. Длинный список функций соблазнителен, но каждый день большинство команд пользуется лишь несколькими из них. Сравнивайте сервисы по тому, насколько хорошо они справляются с этими ежедневными задачами, а не по числу галочек в сравнительной таблице. Спросите будущих пользователей, какие дела сейчас отнимают у них больше всего времени.',
            ],
          },
          {
            heading: 'Проверьте, как загрузить и забрать данные',
            paragraphs: [
              'Спросите, как перенести то, что у вас уже есть, и попробуйте импорт на реальном файле во время пробного периода. Затем задайте вопрос посложнее: как забрать все данные, если вы решите уйти? Хороший поставщик отвечает прямо и даёт выгрузку в распространённых форматах без доплат. С сервисами, из которых трудно уйти, редко бывает приятно работать.',
            ],
          },
          {
            heading: 'Посчитайте реальную стоимость',
            paragraphs: [
              'Смотрите не только на цену за пользователя в месяц. Уточните, что будет, когда команда вырастет, какие функции доступны только на старших тарифах и не придётся ли отдельно платить за внедрение, обучение или интеграции. Сравните помесячную и годовую оплату и переходите на годовую, только когда убедитесь, что сервис подходит. Учтите и время, которое команда потратит на освоение: это тоже затраты.',
            ],
          },
          {
            heading: 'Проверьте поддержку заранее',
            paragraphs: [
              'Во время пробного периода отправьте в поддержку настоящий вопрос и посмотрите, насколько быстро и понятно вам ответят. Обратите внимание, отвечает ли вам человек или цепочка автоматических сообщений. Почитайте справку по задаче, которую вы будете выполнять чаще всего. Обычно до оплаты к клиенту относятся лучше всего, поэтому убедитесь, что этого уровня вам достаточно.',
            ],
          },
        ],
      },
      {
        titles: ['Как внедрить новый сервис в команде: первые 30 дней', 'Как сделать, чтобы команда действительно пользовалась новой программой'],
        description: 'Как внедрить новый сервис за первые 30 дней: объяснить, зачем он нужен, начать с простого, найти помощников среди коллег и честно подвести итоги.',
        excerpt: 'Купить программу — самое простое. Будут ли ею пользоваться на самом деле, решается в первый месяц.',
        sections: [
          {
            heading: 'Объясните, зачем всё это',
            paragraphs: [
              'Люди быстрее принимают новый инструмент, когда понимают, какую проблему он решает для них самих, а не только для руководства. Простыми словами расскажите, что станет легче: меньше писем, меньше перепечатывания, вся информация в одном месте. Честно предупредите, что поначалу что-то будет непривычным. Хватит короткого сообщения или десятиминутной встречи, главное — до первого входа в сервис.',
            ],
          },
          {
            heading: 'Начните с одной ежедневной задачи',
            paragraphs: [
              'Не включайте все функции в первую же неделю. Выберите одну задачу, которую команда выполняет каждый день, и перенесите в новый сервис только её. Когда она пойдёт гладко, добавьте следующую. Маленькие победы придают уверенности, а длинный список нововведений разом возвращает людей к старым привычкам.',
            ],
          },
          {
            heading: 'Найдите энтузиастов в команде',
            paragraphs: [
              'В любой команде есть люди, которым нравится пробовать новое. Дайте им доступ пораньше, спрашивайте их мнение и попросите помогать коллегам, у которых что-то не получается. Задать вопрос коллеге часто проще, чем руководителю или поддержке. Открыто благодарите таких помощников: их время тоже чего-то стоит.',
            ],
          },
          {
            heading: 'Подведите итоги через 30 дней',
            paragraphs: [
              'В конце первого месяца посмотрите, кто пользуется сервисом и для чего. Спросите команду, что до сих пор кажется медленным или непонятным, и поправьте настройки или привычки, которые за этим стоят. Откажитесь от старых обходных путей, которые больше не нужны, чтобы никто не вёл два учёта одного и того же. Затем решите, какую функцию внедрять следующей, и повторите цикл.',
            ],
          },
        ],
      },
    ],
  },
};
