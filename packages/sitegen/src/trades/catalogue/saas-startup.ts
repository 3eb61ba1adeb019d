import type { Trade } from '../types.ts';

export const saasStartup: Trade = {
  id: 'saas-startup',
  theme: 'SaaS Startup',
  kind: 'software',
  icons: 'tech',
  narrow: { stems: ['rota', 'shift', 'schedul', 'timesheet', 'staff planning', 'workforce', 'смен', 'табел', 'график работ', 'расписани персонал'], otherwise: 'software-product' },
  offerIcons: ['calendar-days', 'repeat', 'tree-palm', 'clock', 'file-spreadsheet', 'user-check', 'bell', 'map-pin'],
  en: {
    noun: 'scheduling app',
    descriptor: 'an online rota and shift planning tool for teams that work in shifts',
    audience: 'customers',
    eyebrows: ['Shift scheduling for busy teams', 'Rotas, time off and timesheets', 'For cafés, shops, clinics and warehouses'],
    heroTitles: [
      'Build next week’s rota in ten minutes',
      'Shifts, swaps and time off in one app',
      'Your team’s rota, up to date on every phone',
      'The rota your staff can actually see',
    ],
    heroLeads: [
      'Plan shifts by drag and drop, publish the rota in one tap and let staff swap shifts and request holidays from their phones. No more group chats and printed spreadsheets.',
      '{brand} is built for cafés, shops, clinics and warehouses. Managers plan rotas faster, staff always know when they are working, and timesheets go straight to payroll.',
      'Start free with a small team and add locations as you grow. Setting up takes an afternoon, and your staff only need to install the app.',
    ],
    offersHeadings: ['Everything you need to plan shifts', 'Features that save managers hours', 'How {brand} works for your team'],
    offersLeads: [
      'Each feature grew out of a real rota problem: last-minute sick calls, double bookings, holiday clashes and timesheets that never add up.',
      'Managers plan on a laptop, staff check their shifts on their phones, and everyone sees the same version of the rota.',
    ],
    offers: [
      { title: 'Drag-and-drop rota builder', text: 'Lay out the week on a visual grid, copy last week’s pattern in one click and watch hours and wage costs add up as you plan.' },
      { title: 'Shift swaps and open shifts', text: 'Staff offer a shift to colleagues or pick up open ones in the app; you approve the swap with one tap, and the rota updates itself.' },
      { title: 'Time-off and holiday requests', text: 'Employees request leave from their phones, managers see clashes before approving, and the remaining holiday allowance is calculated automatically.' },
      { title: 'Clock-in from the phone', text: 'Staff clock in and out on their phone or a shared tablet, with an optional location check, so actual hours are recorded without paper sign-in sheets.' },
      { title: 'Timesheets and payroll export', text: 'Planned and actual hours are compared automatically. Approve timesheets at the end of the week and export them to your payroll software.' },
      { title: 'Availability and skills', text: 'Staff mark when they can work, and you tag who is trained for the till, the kitchen or the forklift, so nobody is put on a shift they cannot cover.' },
      { title: 'Notifications and reminders', text: 'Everyone is notified when the rota is published or changed and reminded before each shift, so “I didn’t know I was on” becomes a thing of the past.' },
      { title: 'Multi-location scheduling', text: 'Plan several sites from one account, share staff between locations and compare labour costs across branches on a single screen.' },
    ],
    plans: [
      { name: 'Basic', price: 0, text: 'For a single small team getting started with online rotas.', features: ['For a small team', 'A single location', 'Rota builder and mobile app', 'Shift swaps and time-off requests', 'Email support'] },
      { name: 'Team', price: 49, text: 'For growing businesses that need clock-in, timesheets and a payroll export.', features: ['For a growing team', 'Several locations', 'Clock-in with location check', 'Timesheets and payroll export', 'Availability and skills', 'Chat and email support'] },
      { name: 'Business', price: 149, text: 'For multi-site businesses that share staff between locations and manage labour budgets.', features: ['Unlimited staff', 'Unlimited locations', 'Labour cost reports by site', 'Manager roles and permissions', 'Single sign-on and API access', 'Priority support and an onboarding call'] },
    ],
    highlights: [
      { title: 'Ready in one afternoon', text: 'Import your staff list from a spreadsheet, set up shift templates and publish your first rota the same day.' },
      { title: 'An app staff actually open', text: 'Shifts, swaps and holiday requests sit in one simple phone app, so nobody has to ring the manager to ask when they are working.' },
      { title: 'Fewer gaps and double bookings', text: 'Availability, skills and leave are checked as you plan, and a warning appears before a clash reaches the published rota.' },
      { title: 'Labour costs in plain sight', text: 'Hours and wage costs add up live while you build the rota, so you plan to a budget instead of finding out at the end of the month.' },
      { title: 'Support from real people', text: 'Our own support team answers questions by chat and email, and larger accounts get a guided onboarding call.' },
    ],
    process: [
      { title: 'Create a free account', text: 'Sign up with your work email in a couple of minutes; no card is needed for the free plan.' },
      { title: 'Add your team', text: 'Import staff from a spreadsheet or invite them by email or text message, and each person receives a link to the app.' },
      { title: 'Set up shift templates', text: 'Describe your usual shifts and opening hours once, and the rota builder reuses them week after week.' },
      { title: 'Publish the first rota', text: 'Build the week, check the warnings and publish. Everyone receives their shifts on their phone straight away.' },
      { title: 'Approve hours and export', text: 'At the end of the week, review clocked hours against the plan, approve the timesheets and send them to payroll.' },
    ],
    faq: [
      { question: 'Can we try the paid plans before paying?', answer: 'Yes. Every new account gets all Team features for 14 days. If you do not upgrade, the account simply moves to the free plan and keeps your data.' },
      { question: 'Do our staff need to pay or buy anything?', answer: 'No. Staff accounts are included in your plan. Employees receive an invitation and use the app on iOS, Android or in a web browser.' },
      { question: 'Can we bring over our current rota?', answer: 'Staff lists and shift templates can be imported from a spreadsheet. Most teams then build their first week in the rota builder, which takes about as long as filling in the old spreadsheet once.' },
      { question: 'Does it work with our payroll software?', answer: 'Timesheets export as CSV files in the formats common payroll packages accept, and the Business plan adds an API for direct integrations.' },
      { question: 'Where is our data stored, and who can see it?', answer: 'Data is kept with a major cloud provider, encrypted in transit and at rest, and backed up daily. Staff see only their own shifts and details; managers see the teams they are responsible for.' },
      { question: 'Can we cancel at any time?', answer: 'Yes. Plans are paid monthly with no minimum term. You can export your rotas and timesheets before you leave, and we delete your data on request.' },
    ],
    story: [
      '{brand} began with a simple observation: in most shift-based businesses, the rota still lives in a spreadsheet, a printout in the back room and a busy group chat. Managers lose hours every week rebuilding it, and staff miss shifts because the latest version never reached them. We set out to build the tool those teams were missing.',
      'Our product is designed for people who run cafés, shops, clinics, warehouses and care teams, not for HR departments. Every screen is tested with managers who plan on a Sunday evening and staff who check their shifts on the bus. If a feature needs a manual to explain it, we go back and simplify it.',
      'We release improvements every couple of weeks and decide what to build next from customer requests and support conversations. Pricing is public, plans are monthly and your data can be exported at any time. We would rather keep customers because the product works than because leaving is difficult.',
    ],
    values: [
      { title: 'Simple over clever', text: 'A feature a manager understands in a minute is worth more than ten that need training.' },
      { title: 'Respect for shift workers', text: 'Staff get their rota early, can swap fairly and see their own hours, because predictable schedules matter in people’s lives.' },
      { title: 'Open pricing', text: 'Plans and prices are on the website, with no sales call required and no charges hidden in the small print.' },
      { title: 'Your data stays yours', text: 'Everything you enter can be exported at any time, and we never sell or share customer data.' },
    ],
    ctaHeadings: ['Plan next week’s rota for free', 'Try {brand} with your team', 'Move your rota online this afternoon'],
    ctaTexts: [
      'Create a free account, invite your staff and publish your first rota today. No card needed.',
      'Have questions before you start? Book a short demo and we will go through your rota with you.',
    ],
    articles: [
      {
        titles: ['How to build a fair staff rota', 'Fair shift planning: a practical guide for managers'],
        description: 'Practical rules for a fair staff rota: publishing early, sharing weekend and closing shifts, respecting availability and keeping overtime under control.',
        excerpt: 'A fair rota keeps good staff and cuts last-minute sick calls. Here are the rules the managers we work with rely on.',
        sections: [
          {
            heading: 'Publish the rota early',
            paragraphs: [
              'Staff plan childcare, studies and second jobs around their shifts, so the day you publish matters as much as the shifts themselves. Aim to publish at least a week ahead, and two weeks where you can. A rota that rarely changes is a rota people trust, and trust means fewer no-shows. If changes are unavoidable, tell the people affected directly rather than quietly editing the sheet.',
            ],
          },
          {
            heading: 'Share the unpopular shifts evenly',
            paragraphs: [
              'Every business has shifts nobody wants: Saturday nights, early Sunday openings, the closing shift before a bank holiday. Keep a simple count of who worked which of them over the last month and rotate them fairly. When staff can see that the pattern is even, complaints drop sharply. Let people volunteer for an unpopular shift in exchange for a preferred one later, and record the deal so it is honoured.',
            ],
          },
          {
            heading: 'Respect availability and rest',
            paragraphs: [
              'Ask everyone to keep their availability up to date, and treat it as a firm constraint rather than a wish. Avoid putting someone on a late close followed by an early open the next morning, and check that the rest between shifts meets the legal minimum where you operate. Tired staff make mistakes with customers, cash and safety. Over a year, a rota that respects rest costs less than one that squeezes an extra shift out of the same person.',
            ],
          },
          {
            heading: 'Keep swaps open and visible',
            paragraphs: [
              'Life happens, and staff will need to swap. Allowing swaps between trained colleagues, with a manager’s approval, solves most problems before they reach you. Every swap should show in the published rota, so that nobody turns up for a shift they no longer have. Review swap patterns once a month: if the same shift keeps being given away, the rota itself may need adjusting.',
            ],
          },
        ],
      },
      {
        titles: ['Cutting labour costs without short-staffing your shifts', 'How to match staff hours to your busy and quiet times'],
        description: 'How to bring labour costs down without leaving shifts short: plan from busy hours, stagger start times, catch overtime early and compare plans with actuals.',
        excerpt: 'Labour is usually the largest cost a shift-based business can control. Small changes to the rota add up to real savings.',
        sections: [
          {
            heading: 'Start from your busy hours',
            paragraphs: [
              'Before touching the rota, look at when customers actually arrive. Till data, booking systems and footfall counters show which hours need the most hands and when staff stand around. Write down how many people each hour really needs, by role. Planning from that target rather than from last month’s rota is the quickest way to spot overstaffing.',
            ],
          },
          {
            heading: 'Stagger start and finish times',
            paragraphs: [
              'Not everyone has to start at opening time. Splitting a team into early, middle and late starts puts extra people on the floor exactly when the rush arrives and sends them home as it fades. Shorter shifts at peak times are often popular with students and parents, too. Check local rules on minimum shift length and breaks before you introduce them.',
            ],
          },
          {
            heading: 'Watch overtime before it happens',
            paragraphs: [
              'Overtime is usually a planning problem rather than a staffing one. A rota tool that totals each person’s hours as you plan shows who is heading past their contract before the week begins. Spreading those hours across part-time colleagues costs less and keeps people more alert. Review the overtime figures every week, not at payroll time, when it is too late to change anything.',
            ],
          },
          {
            heading: 'Compare planned and actual hours',
            paragraphs: [
              'The rota is a plan; the timesheet is what really happened. Comparing the two each week reveals early starts, late finishes and breaks that were never taken. Some of these are genuine needs the plan should include, while others are habits worth a quiet conversation. After a few months, the gap between plan and actual becomes one of the most useful numbers a manager has.',
            ],
          },
        ],
      },
      {
        titles: ['Moving your rota from a spreadsheet to an app: a step-by-step plan', 'Switching from spreadsheet rotas: what to prepare first'],
        description: 'A step-by-step plan for moving your staff rota from a spreadsheet to an app: a clean staff list, shift templates, a trial run and bringing the team on board.',
        excerpt: 'Switching from a spreadsheet is easier than most managers expect. A little preparation makes the first published rota go smoothly.',
        sections: [
          {
            heading: 'Tidy up your staff list',
            paragraphs: [
              'Start with an up-to-date list of everyone who works shifts: name, mobile number or email, role and contracted hours. Remove people who have left and add the new starters who never made it into the spreadsheet. Note who is trained for which positions, such as the till, the kitchen or the forklift. A clean list imported on day one saves hours of corrections later.',
            ],
          },
          {
            heading: 'Write down your shift patterns',
            paragraphs: [
              'Most businesses run on a handful of recurring shifts, even if the spreadsheet hides them. List them with their start and finish times, breaks and the roles they need. Turning them into templates means the first rota can be assembled in minutes rather than typed cell by cell. Include seasonal patterns, such as longer hours in December, so they are ready when needed.',
            ],
          },
          {
            heading: 'Run both for two weeks',
            paragraphs: [
              'For the first two weeks, publish the rota in the app and keep the old sheet as a backup. Staff get used to checking their phones, and nobody is left without their shifts if something goes wrong. Collect questions in one place and answer them in a short message to the whole team. By the end of the fortnight the old sheet is rarely opened, and you can retire it.',
            ],
          },
          {
            heading: 'Bring your team on board',
            paragraphs: [
              'Explain why you are switching: earlier rotas, easier swaps and holiday requests that no longer get lost. Show the app at a team meeting and help anyone who struggles to install it. Shift leaders matter most here, because once they use the app for swaps, everyone else follows. Within a month, the question “when am I working?” usually disappears from the group chat.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'сервис планирования смен',
    descriptor: 'онлайн-сервис для графиков смен и учёта рабочего времени',
    audience: 'клиенты',
    eyebrows: ['Графики смен для команд', 'Расписание, отпуска и табель', 'Для кафе, магазинов, клиник и складов'],
    heroTitles: [
      'График на следующую неделю за десять минут',
      'Смены, замены и отпуска в одном приложении',
      'Расписание команды всегда под рукой у каждого',
      'График, который видят все сотрудники',
    ],
    heroLeads: [
      'Составляйте график простым перетаскиванием и публикуйте его в одно касание, а сотрудники сами меняются сменами и просят отгулы с телефона. Больше никаких рабочих чатов и распечаток на стене.',
      '«{brand}» создан для кафе, магазинов, клиник и складов. Управляющие составляют расписание быстрее, сотрудники всегда знают, когда выходят на работу, а табель сразу уходит в расчёт зарплаты.',
      'Начните бесплатно с небольшой командой и добавляйте точки по мере роста. Настройка занимает полдня, а сотрудникам достаточно установить приложение.',
    ],
    offersHeadings: ['Всё для планирования смен', 'Функции, которые экономят часы управляющего', 'Как «{brand}» работает на вашу команду'],
    offersLeads: [
      'Каждая функция выросла из реальной проблемы с графиком: больничные в последний момент, накладки, пересечения отпусков и табели, которые не сходятся.',
      'Управляющий планирует на ноутбуке, сотрудники смотрят расписание в телефоне, и все видят одну и ту же актуальную версию.',
    ],
    offers: [
      { title: 'Конструктор графика', text: 'Раскладывайте неделю на наглядной сетке, копируйте прошлую неделю в один клик и сразу видите, сколько часов и фонда оплаты уходит на план.' },
      { title: 'Обмен сменами и свободные смены', text: 'Сотрудник предлагает смену коллегам или берёт свободную прямо в приложении, вы подтверждаете обмен одним касанием, и график обновляется сам.' },
      { title: 'Заявки на отпуск и отгулы', text: 'Сотрудники подают заявки с телефона, управляющий видит пересечения до согласования, а остаток отпускных дней считается автоматически.' },
      { title: 'Отметка прихода с телефона', text: 'Сотрудники отмечают начало и конец смены в телефоне или на общем планшете, по желанию с проверкой геопозиции, и бумажный журнал больше не нужен.' },
      { title: 'Табель и выгрузка для зарплаты', text: 'План и факт сравниваются автоматически. В конце недели утвердите табель и выгрузите его в программу, где считаете зарплату.' },
      { title: 'Доступность и навыки', text: 'Сотрудники отмечают, когда могут работать, а вы указываете, кто обучен для кассы, кухни или погрузчика, и на смену не попадёт человек без нужного навыка.' },
      { title: 'Уведомления и напоминания', text: 'Все получают уведомление, когда график опубликован или изменён, и напоминание перед сменой. Фраза «я не знал, что сегодня работаю» уходит в прошлое.' },
      { title: 'Несколько точек в одном аккаунте', text: 'Планируйте работу нескольких филиалов из одного аккаунта, делите сотрудников между точками и сравнивайте затраты на персонал на одном экране.' },
    ],
    plans: [
      { name: 'Базовый', price: 0, text: 'Для одной небольшой команды, которая переходит на онлайн-график.', features: ['Для небольшой команды', 'Одна точка', 'Конструктор графика и мобильное приложение', 'Обмен сменами и заявки на отпуск', 'Поддержка по почте'] },
      { name: 'Команда', price: 49, text: 'Для растущего бизнеса, которому нужны отметки прихода, табель и выгрузка для зарплаты.', features: ['Для растущей команды', 'Несколько точек', 'Отметка прихода с проверкой геопозиции', 'Табель и выгрузка для зарплаты', 'Доступность и навыки', 'Поддержка в чате и по почте'] },
      { name: 'Бизнес', price: 149, text: 'Для сетей, где сотрудники работают на нескольких точках, а бюджет на персонал считают по каждой.', features: ['Без ограничения числа сотрудников', 'Без ограничения числа точек', 'Отчёты о затратах на персонал по точкам', 'Роли и права управляющих', 'Единый вход и доступ к API', 'Приоритетная поддержка и помощь при запуске'] },
    ],
    highlights: [
      { title: 'Запуск за полдня', text: 'Загрузите список сотрудников из таблицы, настройте шаблоны смен и опубликуйте первый график в тот же день.' },
      { title: 'Приложение, которым пользуются', text: 'Смены, обмены и заявки на отпуск собраны в простом приложении, и никому не нужно звонить управляющему, чтобы узнать своё расписание.' },
      { title: 'Меньше дыр и накладок', text: 'Доступность, навыки и отпуска проверяются прямо при планировании, и предупреждение появляется до того, как ошибка попадёт в опубликованный график.' },
      { title: 'Затраты на персонал на виду', text: 'Часы и фонд оплаты считаются на лету, пока вы составляете график, поэтому вы планируете в рамках бюджета, а не узнаёте итог в конце месяца.' },
      { title: 'Поддержка от живых людей', text: 'На вопросы в чате и по почте отвечает наша собственная команда поддержки, а крупным клиентам мы помогаем с запуском на созвоне.' },
    ],
    process: [
      { title: 'Регистрация', text: 'Зарегистрируйтесь по рабочей почте за пару минут; для бесплатного тарифа карта не нужна.' },
      { title: 'Добавьте команду', text: 'Загрузите сотрудников из таблицы или пригласите их по почте или СМС, и каждый получит ссылку на приложение.' },
      { title: 'Настройте шаблоны смен', text: 'Один раз опишите обычные смены и часы работы, и конструктор будет использовать их неделя за неделей.' },
      { title: 'Опубликуйте первый график', text: 'Составьте неделю, проверьте предупреждения и опубликуйте. Все сразу получат свои смены в телефоне.' },
      { title: 'Утвердите часы и выгрузите табель', text: 'В конце недели сверьте отмеченные часы с планом, утвердите табель и передайте его в расчёт зарплаты.' },
    ],
    faq: [
      { question: 'Можно ли попробовать платный тариф бесплатно?', answer: 'Да. Каждый новый аккаунт 14 дней пользуется всеми функциями тарифа «Команда». Если не перейти на платный тариф, аккаунт просто вернётся на бесплатный, а данные сохранятся.' },
      { question: 'Сотрудникам нужно что-то платить или покупать?', answer: 'Нет, аккаунты сотрудников входят в ваш тариф. Каждый получает приглашение и пользуется приложением на iOS, Android или в браузере.' },
      { question: 'Можно перенести наш текущий график?', answer: 'Список сотрудников и шаблоны смен загружаются из таблицы. Первую неделю большинство команд собирают в конструкторе заново, и на это уходит примерно столько же времени, сколько на одно заполнение старой таблицы.' },
      { question: 'Сервис работает с нашей программой для расчёта зарплаты?', answer: 'Табель выгружается в файл CSV в форматах, которые понимают распространённые зарплатные программы, а на тарифе «Бизнес» есть API для прямой интеграции.' },
      { question: 'Где хранятся наши данные и кто их видит?', answer: 'Данные хранятся у крупного облачного провайдера, шифруются при передаче и хранении и ежедневно копируются. Сотрудники видят только свои смены и данные, управляющие — только свои команды.' },
      { question: 'Можно отказаться в любой момент?', answer: 'Да. Оплата помесячная, без минимального срока. Перед уходом можно выгрузить графики и табели, а по запросу мы удалим ваши данные.' },
    ],
    story: [
      '«{brand}» начался с простого наблюдения: в большинстве компаний со сменной работой график до сих пор живёт в таблице, в распечатке на стене подсобки и в шумном рабочем чате. Управляющие каждую неделю тратят часы, чтобы его пересобрать, а сотрудники пропускают смены, потому что до них не дошла последняя версия. Мы решили сделать инструмент, которого не хватало таким командам.',
      'Наш продукт создан для тех, кто руководит кафе, магазинами, клиниками, складами и службами ухода, а не для отделов кадров. Каждый экран мы проверяем на управляющих, которые составляют график в воскресенье вечером, и на сотрудниках, которые смотрят смены в автобусе. Если функцию приходится объяснять инструкцией, мы возвращаемся и упрощаем её.',
      'Обновления выходят раз в пару недель, а что делать дальше, мы решаем по запросам клиентов и разговорам в поддержке. Цены открыты, оплата помесячная, а данные можно выгрузить в любой момент. Мы хотим, чтобы клиенты оставались с нами потому, что продукт работает, а не потому, что от нас трудно уйти.',
    ],
    values: [
      { title: 'Простота важнее хитрости', text: 'Функция, которую управляющий понимает за минуту, ценнее десяти, для которых нужно обучение.' },
      { title: 'Уважение к сменным работникам', text: 'Сотрудники заранее получают график, могут честно меняться сменами и видят свои часы: предсказуемое расписание важно для жизни людей.' },
      { title: 'Открытые цены', text: 'Тарифы и цены опубликованы на сайте: не нужно звонить в отдел продаж и искать доплаты, набранные мелким шрифтом.' },
      { title: 'Ваши данные принадлежат вам', text: 'Всё, что вы вносите, можно выгрузить в любой момент, и мы никогда не продаём и не передаём данные клиентов.' },
    ],
    ctaHeadings: ['Составьте график на неделю бесплатно', 'Попробуйте «{brand}» вместе с командой', 'Переведите расписание в онлайн за полдня'],
    ctaTexts: [
      'Создайте бесплатный аккаунт, пригласите сотрудников и опубликуйте первый график уже сегодня. Карта не нужна.',
      'Остались вопросы? Запишитесь на короткую демонстрацию, и мы разберём ваш график вместе с вами.',
    ],
    articles: [
      {
        titles: ['Как составить справедливый график для сотрудников', 'Честное расписание: практические советы управляющим'],
        description: 'Правила справедливого графика: публиковать заранее, делить выходные и закрывающие смены поровну, учитывать доступность и следить за переработками.',
        excerpt: 'Честный график удерживает хороших сотрудников и сокращает внезапные больничные. Делимся правилами, на которые опираются наши клиенты.',
        sections: [
          {
            heading: 'Публикуйте график заранее',
            paragraphs: [
              'Сотрудники подстраивают под смены детей, учёбу и подработки, поэтому день публикации важен не меньше самих смен. Старайтесь выкладывать график хотя бы за неделю, а по возможности за две. Расписанию, которое редко меняется, доверяют, а значит, и прогулов становится меньше. Если изменений не избежать, сообщите о них каждому, кого они касаются, а не правьте таблицу молча.',
            ],
          },
          {
            heading: 'Делите непопулярные смены поровну',
            paragraphs: [
              'В любом бизнесе есть смены, которые никто не хочет брать: субботний вечер, раннее открытие в воскресенье, закрытие накануне праздника. Ведите простой учёт, кто сколько таких смен отработал за последний месяц, и распределяйте их по очереди. Когда сотрудники видят, что нагрузка честная, жалоб становится заметно меньше. Разрешите брать неудобную смену в обмен на желанную позже и записывайте такие договорённости, чтобы их выполнять.',
            ],
          },
          {
            heading: 'Учитывайте доступность и отдых',
            paragraphs: [
              'Попросите всех держать доступность актуальной и относитесь к ней как к жёсткому ограничению, а не к пожеланию. Не ставьте человека закрывать поздно вечером и открывать рано утром на следующий день и проверяйте, что отдых между сменами соответствует трудовому законодательству. Уставшие сотрудники ошибаются с клиентами, кассой и техникой безопасности. На длинной дистанции график, который бережёт отдых, выгоднее лишней смены, выжатой из того же человека.',
            ],
          },
          {
            heading: 'Сделайте обмены открытыми',
            paragraphs: [
              'В жизни бывает всякое, и сотрудникам придётся меняться сменами. Если разрешить обмены между обученными коллегами с подтверждением управляющего, большинство проблем решится ещё до того, как дойдёт до вас. Каждый обмен должен отражаться в опубликованном графике, чтобы никто не пришёл на смену, которой у него уже нет. Раз в месяц просматривайте обмены: если одну и ту же смену постоянно отдают, возможно, стоит поправить сам график.',
            ],
          },
        ],
      },
      {
        titles: ['Как сократить затраты на персонал и не остаться без рук', 'Как подстроить часы сотрудников под пики и затишья'],
        description: 'Как снизить затраты на персонал и не оставить смены без людей: планировать от пиковых часов, сдвигать начало смен, ловить переработки и сверять план с фактом.',
        excerpt: 'Фонд оплаты труда — обычно самая крупная статья расходов, которой сменный бизнес может управлять. Небольшие изменения в графике дают ощутимую экономию.',
        sections: [
          {
            heading: 'Начните с пиковых часов',
            paragraphs: [
              'Прежде чем менять график, посмотрите, когда на самом деле приходят клиенты. Данные кассы, системы бронирования и счётчики посетителей показывают, в какие часы нужно больше рук, а в какие сотрудники простаивают. Запишите, сколько людей и каких ролей действительно нужно в каждый час. Планировать от этой цели, а не от графика прошлого месяца — самый быстрый способ заметить лишних людей на смене.',
            ],
          },
          {
            heading: 'Сдвигайте начало и конец смен',
            paragraphs: [
              'Не всем нужно выходить к открытию. Если разделить команду на ранние, дневные и поздние смены, дополнительные люди окажутся на месте ровно к началу наплыва и уйдут домой, когда он спадёт. Короткие смены в часы пик часто нравятся студентам и родителям. Перед тем как их вводить, сверьтесь с трудовым законодательством и условиями трудовых договоров.',
            ],
          },
          {
            heading: 'Ловите переработки заранее',
            paragraphs: [
              'Переработки — обычно проблема планирования, а не нехватки людей. Если сервис считает часы каждого сотрудника прямо во время планирования, видно, кто выйдет за рамки договора, ещё до начала недели. Распределить эти часы между сотрудниками на неполной ставке выгоднее, да и люди меньше устают. Смотрите на переработки каждую неделю, а не в день расчёта зарплаты, когда менять что-то уже поздно.',
            ],
          },
          {
            heading: 'Сверяйте план с фактом',
            paragraphs: [
              'График — это план, а табель показывает, что было на самом деле. Еженедельная сверка выявляет ранние приходы, поздние уходы и перерывы, которые так и не состоялись. Часть расхождений — реальные потребности, которые стоит заложить в план, а часть — привычки, о которых стоит спокойно поговорить. Через несколько месяцев разница между планом и фактом становится одним из самых полезных показателей для управляющего.',
            ],
          },
        ],
      },
      {
        titles: ['Из таблицы в приложение: пошаговый план перехода', 'Уходим от графика в Excel: что подготовить заранее'],
        description: 'Пошаговый план перехода с графика в таблице на онлайн-сервис: порядок в списке сотрудников, шаблоны смен, пробный период и подключение команды.',
        excerpt: 'Уйти от таблицы проще, чем думает большинство управляющих. Немного подготовки — и первый график в приложении выйдет без сбоев.',
        sections: [
          {
            heading: 'Наведите порядок в списке сотрудников',
            paragraphs: [
              'Начните с актуального списка всех, кто работает по сменам: имя, телефон или почта, должность и часы по договору. Уберите уволившихся и добавьте новичков, которые так и не попали в таблицу. Отметьте, кто обучен какой работе: касса, кухня, погрузчик. Чистый список, загруженный в первый же день, сэкономит часы исправлений потом.',
            ],
          },
          {
            heading: 'Опишите повторяющиеся смены',
            paragraphs: [
              'Большинство компаний работают на нескольких типовых сменах, даже если таблица их скрывает. Выпишите их со временем начала и окончания, перерывами и нужными ролями. Превратив смены в шаблоны, вы соберёте первый график за минуты, а не будете заполнять ячейку за ячейкой. Добавьте и сезонные варианты, например удлинённые часы в декабре, чтобы они были готовы заранее.',
            ],
          },
          {
            heading: 'Две недели ведите оба графика',
            paragraphs: [
              'Первые две недели публикуйте график в приложении, а старую таблицу держите как запасной вариант. Сотрудники привыкают заглядывать в телефон, и никто не останется без своих смен, если что-то пойдёт не так. Собирайте вопросы в одном месте и отвечайте на них коротким сообщением для всей команды. Через две недели к старой таблице почти никто не обращается, и её можно закрыть.',
            ],
          },
          {
            heading: 'Подключите команду',
            paragraphs: [
              'Объясните, зачем вы переходите: график будет появляться раньше, меняться сменами станет проще, а заявки на отпуск перестанут теряться. Покажите приложение на общем собрании и помогите установить его тем, у кого не получается. Старшие смен здесь главные союзники: как только они начинают меняться сменами через приложение, остальные подтягиваются. Обычно уже через месяц вопрос «когда я работаю?» исчезает из рабочего чата.',
            ],
          },
        ],
      },
    ],
  },
};
