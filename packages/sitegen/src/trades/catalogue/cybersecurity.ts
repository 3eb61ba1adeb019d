import type { Trade } from '../types.ts';

export const cybersecurity: Trade = {
  id: 'cybersecurity',
  theme: 'Cybersecurity',
  kind: 'services',
  icons: 'security',
  offerIcons: ['shield-check', 'crosshair', 'bug', 'radar', 'fishing-hook', 'scan-search', 'siren', 'cloud-check'],
  en: {
    noun: 'cybersecurity company',
    descriptor: 'a cybersecurity company that tests and protects the systems of small and mid-sized businesses',
    audience: 'clients',
    eyebrows: ['Cybersecurity for businesses', 'Audits, penetration tests and monitoring', 'Protecting data, systems and people'],
    heroTitles: [
      'Find your weak spots before attackers do',
      'Security testing, monitoring and staff training',
      'Protection for firms without a security team',
      'Security advice a director can act on',
    ],
    heroLeads: [
      'We test your websites, networks and cloud services the way a real attacker would, then explain how to close every gap we find.',
      '{brand} works with companies that have no security department of their own: penetration tests, security monitoring and training your staff will remember.',
      'Plain-language reports, a prioritised plan of fixes and a retest once your team has made the changes.',
    ],
    offersHeadings: ['How we protect your business', 'Audits, testing and monitoring', 'Security services'],
    offersLeads: [
      'Prices start from a minimum scope. The exact figure depends on the number of systems and is fixed in the proposal before work begins.',
      'Start with an audit or a penetration test to see where you stand, then add monitoring and training where the risk is highest.',
    ],
    offers: [
      { title: 'Security audit', text: 'A structured review of your network, cloud accounts, devices and policies against a recognised framework, with a risk-rated report and a plan of fixes.', price: 3500, from: true },
      { title: 'External penetration test', text: 'Our testers attack your websites, VPN and other internet-facing systems as a real intruder would, then show how they got in and how to close the gap.', price: 4000, from: true },
      { title: 'Web application penetration test', text: 'In-depth testing of your web app or API for injection flaws, broken access control, weak sessions and logic errors, with a retest once the fixes are in.', price: 5000, from: true },
      { title: 'Managed detection and response', text: 'Continuous monitoring of your computers, servers and cloud logs by analysts who investigate alerts and contain threats before they spread.', price: 1500, from: true, unit: 'per month' },
      { title: 'Phishing simulation and staff training', text: 'Realistic phishing emails sent to your team, short practical lessons for those who clicked, and reports that show progress over time.', price: 1200, from: true },
      { title: 'Vulnerability scanning', text: 'Automated monthly scans of your servers, websites and cloud services, checked by an analyst so that you only see what needs action.', price: 300, from: true, unit: 'per month' },
      { title: 'Incident response retainer', text: 'Help agreed in advance for the day something goes wrong: a hotline, a set response time and analysts who already know your systems.', price: 2500, from: true, unit: 'per year' },
      { title: 'Cloud security review', text: 'A check of your Microsoft 365, Google Workspace, AWS or Azure setup: access rights, multi-factor authentication, logging, sharing settings and backups.', price: 3000, from: true },
    ],
    highlights: [
      { title: 'Reports you can act on', text: 'Every finding comes with a plain-language explanation, a risk rating and concrete steps to fix it, not pages of scanner output.' },
      { title: 'Manual testing, not just tools', text: 'Automated scanners find the obvious; our testers chain small weaknesses together the way real attackers do.' },
      { title: 'A free retest after fixes', text: 'Once your team has fixed the findings, we test them again at no charge and update the report.' },
      { title: 'Sized for smaller businesses', text: 'Scopes and prices suit companies without a security department, and we help you prioritise when the budget is limited.' },
      { title: 'Confidential from day one', text: 'An NDA is signed before any work, test data is encrypted and deleted afterwards, and findings go only to the people you name.' },
    ],
    process: [
      { title: 'Initial call', text: 'We talk about your business, your systems and what worries you most, whether it is a customer questionnaire, a regulator’s requirement or a recent scare.' },
      { title: 'Scope and proposal', text: 'We agree which systems are in scope, the testing windows and the rules of engagement, and send a fixed-price proposal.' },
      { title: 'Testing or setup', text: 'Our team carries out the audit or test, or connects monitoring to your systems, and reports anything critical to your contact straight away.' },
      { title: 'Report and debrief', text: 'You receive a written report with a management summary and technical detail, and we walk your team through the findings on a call.' },
      { title: 'Fixes and retest', text: 'Your team or ours fixes the issues, we retest, and together we agree how often to check again as your systems change.' },
    ],
    faq: [
      { question: 'How is a penetration test different from a vulnerability scan?', answer: 'A scan is automated and lists known weaknesses. A penetration test is carried out by people who try to exploit those weaknesses, combine them and show what an attacker could actually reach, such as customer data or administrator accounts.' },
      { question: 'Will testing disrupt our systems?', answer: 'Tests are planned with you in advance, risky techniques are agreed beforehand, and we can test outside working hours. We never run denial-of-service tests unless you explicitly ask for them.' },
      { question: 'How often should we be tested?', answer: 'Most businesses need a penetration test once a year and after any major change, such as a new application or a move to the cloud. Vulnerability scanning should run every month.' },
      { question: 'We are a small company. Are we really a target?', answer: 'Most attacks are not aimed at a particular company: criminals scan the internet for weak passwords, unpatched systems and staff who will click a link. Small businesses are often hit precisely because they have fewer defences.' },
      { question: 'Can you help with customer security questionnaires and compliance?', answer: 'Yes. We help you answer supplier security questionnaires and prepare for standards such as ISO 27001 and data protection rules, and our reports can be shared with customers and partners.' },
      { question: 'What should we do if we think we have been hacked right now?', answer: 'Call us straight away. Do not switch off affected machines or delete anything; disconnect them from the network if you can and change passwords from a device you trust. Our analysts will take it from there.' },
    ],
    story: [
      '{brand} is a team of security testers and analysts who help businesses find their weak spots before attackers do. Our clients are companies without a security department of their own: online shops, clinics, accountancy practices, manufacturers and software firms. We test, monitor and train, and we explain every finding in words a director can act on.',
      'Security advice is often either alarming or vague. We prefer to show exactly what an attacker could do and what it would take to stop them, ranked by risk and by cost. A small business rarely needs every tool on the market; it needs the handful of measures that close the most likely doors.',
      'Confidentiality runs through everything we do. We sign an NDA before the first detailed conversation, keep test data encrypted and delete it when the engagement ends. Findings stay between us and the people you nominate, and we never test anything that was not agreed in writing.',
    ],
    values: [
      { title: 'Honesty about risk', text: 'We do not inflate findings to sell more work, and we tell you when a risk is small enough to accept.' },
      { title: 'Plain language', text: 'Technical detail goes in the appendix; the summary is written for the people who make decisions.' },
      { title: 'Discretion', text: 'What we learn about your systems stays with us and is deleted once the work is done.' },
      { title: 'Constant learning', text: 'Our team studies new attack techniques every week, because the people we defend against certainly do.' },
    ],
    ctaHeadings: ['Find your weak spots before attackers do', 'Book a security consultation', 'Ask for a testing proposal'],
    ctaTexts: [
      'Tell us about your systems and what concerns you, and within two working days we will suggest a scope and a fixed price.',
      'If you think you are under attack right now, call us and you will be put through to an analyst straight away.',
    ],
    articles: [
      {
        titles: ['How to prepare for your first penetration test', 'First penetration test: what to expect and how to get ready'],
        description: 'What to decide before a first penetration test: the goal, the scope and type of test, timing, who needs to know and how to use the report afterwards.',
        excerpt: 'A penetration test is only as useful as its preparation. Here is what we ask clients to think about before testing begins.',
        sections: [
          {
            heading: 'Decide what you want to learn',
            paragraphs: [
              'A penetration test answers a question, such as “could someone on the internet reach our customer data?” or “what could a stolen laptop expose?”, so start by writing your question down. Sometimes the driver is a customer contract or a regulator’s requirement, which may already specify what has to be tested. A clear goal helps the testers spend their days where the answer lies.',
            ],
          },
          {
            heading: 'Choose the scope and type of test',
            paragraphs: [
              'An external test looks at everything reachable from the internet: websites, email, VPN and remote access. An internal test assumes an attacker is already inside, for example through a phishing email, and checks how far they could move. Web application testing goes deep into one application and its API. List the systems, addresses and user roles in scope, and say clearly what must not be touched.',
            ],
          },
          {
            heading: 'Plan the timing and who needs to know',
            paragraphs: [
              'Agree testing windows that avoid your busiest periods, and name a contact the testers can reach if something unexpected happens. Tell your hosting provider or IT supplier in advance, since some block or report testing traffic. Decide whether your own IT team should know: keeping the test quiet checks detection as well as defences. As a sensible precaution, make sure backups are current before testing starts.',
            ],
          },
          {
            heading: 'Make the report count',
            paragraphs: [
              'A good report ranks findings by risk and explains each one in plain terms, with steps to fix it. Book a debrief call soon after the test so your developers and IT staff can ask questions. Fix the critical and high-risk items first, then ask for a retest to confirm the fixes work. Keep the report, because the next test will show whether your security is moving in the right direction.',
            ],
          },
        ],
      },
      {
        titles: ['Phishing: how to train staff without scaring them', 'Teaching your team to spot phishing emails'],
        description: 'How to run phishing awareness training that works: realistic simulations, short lessons, a blame-free culture and an easy way to report suspicious emails.',
        excerpt: 'Most attacks on small businesses start with an email. Training helps, as long as it builds habits rather than fear.',
        sections: [
          {
            heading: 'Why phishing still works',
            paragraphs: [
              'Most successful attacks on small businesses still begin with an email. A message that looks like an invoice, a delivery notice or a password reset asks someone to click a link or open an attachment, and one click can be enough. Attackers study company websites and social media to make their messages convincing. Filters catch a lot, but some messages always reach people’s inboxes.',
            ],
          },
          {
            heading: 'Run realistic simulations',
            paragraphs: [
              'Simulated phishing emails show how your team would react to the real thing. Start with a baseline round before any training, then repeat every month or two with different themes. Use scenarios that match your business, such as supplier invoices for the accounts team or shared documents for everyone. Track who clicked, who entered details and, just as important, who reported the message.',
            ],
          },
          {
            heading: 'Keep training short and blame-free',
            paragraphs: [
              'People who click a simulated email should get a short, friendly lesson on the spot, not a telling-off. Five minutes explaining which clues they missed sticks far better than an annual hour-long course. Public shaming teaches staff to hide real mistakes, which is the last thing you want during a genuine attack. Praise good reports as openly as you discuss the clicks.',
            ],
          },
          {
            heading: 'Make reporting easy',
            paragraphs: [
              'Give staff a one-click way to report suspicious emails, such as a button in the mail client, and make sure someone responds quickly. When a real phishing message is reported, warn the rest of the team and remove copies from other inboxes. Tell people that reporting a mistake early is always welcome, even if they have already clicked. A fast report can turn a potential breach into a non-event.',
            ],
          },
        ],
      },
      {
        titles: ['The security basics every small business should have in place', 'Security essentials: a checklist for small firms'],
        description: 'The security basics every small business needs: multi-factor authentication, updates, backups that really restore, staff awareness and an incident plan.',
        excerpt: 'Most breaches we investigate could have been stopped by simple measures. Here are the essentials to put in place first.',
        sections: [
          {
            heading: 'Lock down accounts and passwords',
            paragraphs: [
              'Turn on multi-factor authentication for email, cloud storage, banking and any system holding customer data, because it stops most account takeovers on its own. Give every employee a password manager so they can use long, unique passwords without writing them down. Remove accounts as soon as someone leaves, and review who has administrator rights at least twice a year. Shared logins should be a rare exception, not a habit.',
            ],
          },
          {
            heading: 'Keep devices and software updated',
            paragraphs: [
              'Attackers routinely exploit weaknesses that were fixed months earlier. Switch on automatic updates for operating systems, browsers and office software, and check routers, firewalls and website plugins, which are easy to forget. Replace equipment that no longer receives security updates. Encrypt laptops and phones, so that a lost device is an inconvenience rather than a data breach.',
            ],
          },
          {
            heading: 'Back up, and test the restore',
            paragraphs: [
              'Keep at least one backup copy offline or in a separate account that ransomware cannot reach. Back up cloud services too, since a deleted mailbox or shared folder is not always recoverable from the provider. Once a quarter, restore a few files and one complete system to prove the backups work. Knowing how long a restore takes matters as much as knowing the backup exists.',
            ],
          },
          {
            heading: 'Prepare your people and a plan',
            paragraphs: [
              'Train staff to recognise phishing and to report anything suspicious without fear of blame. Write a one-page incident plan: who to call, how to disconnect affected machines, where the backups are and who informs customers or the authorities if needed. Keep phone numbers on paper as well, as email may be unavailable during an attack. Review the plan once a year and after every real incident.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'компания по кибербезопасности',
    descriptor: 'компания по кибербезопасности, которая проверяет и защищает IT-системы малого и среднего бизнеса',
    audience: 'клиенты',
    eyebrows: ['Кибербезопасность для бизнеса', 'Аудит, пентесты и мониторинг', 'Защита данных и обучение сотрудников'],
    heroTitles: [
      'Найдём уязвимости раньше злоумышленников',
      'Аудит, пентесты и круглосуточный мониторинг',
      'Защита бизнеса без лишнего страха и жаргона',
      'Безопасность, понятная руководителю',
    ],
    heroLeads: [
      'Проверяем сайты, сети и облачные сервисы так, как это сделал бы настоящий злоумышленник, и объясняем, как закрыть каждую найденную брешь.',
      '«{brand}» работает с компаниями без собственного отдела безопасности: тесты на проникновение, мониторинг угроз и обучение, которое сотрудники запоминают.',
      'Отчёты на понятном языке, план исправлений по приоритетам и повторная проверка после доработок.',
    ],
    offersHeadings: ['Как мы защищаем ваш бизнес', 'Аудит, тестирование и мониторинг', 'Услуги по информационной безопасности'],
    offersLeads: [
      'Цены указаны за минимальный объём работ. Точная стоимость зависит от числа систем и фиксируется в предложении до начала проекта.',
      'Начните с аудита или пентеста, чтобы понять текущее положение дел, а затем подключите мониторинг и обучение там, где риск выше всего.',
    ],
    offers: [
      { title: 'Аудит информационной безопасности', text: 'Системная проверка сети, облачных аккаунтов, устройств и регламентов по признанной методике, с отчётом по уровням риска и планом исправлений.', price: 3500, from: true },
      { title: 'Внешний тест на проникновение', text: 'Наши специалисты атакуют ваши сайты, VPN и другие доступные из интернета системы, как это сделал бы злоумышленник, и показывают, как закрыть брешь.', price: 4000, from: true },
      { title: 'Пентест веб-приложения', text: 'Глубокая проверка веб-приложения или API на инъекции, ошибки разграничения доступа, слабые сессии и логические уязвимости, с повторной проверкой после исправлений.', price: 5000, from: true },
      { title: 'Мониторинг и реагирование на угрозы', text: 'Постоянное наблюдение за компьютерами, серверами и облачными журналами: аналитики разбирают оповещения и останавливают угрозу до её распространения.', price: 1500, from: true, unit: 'в месяц' },
      { title: 'Фишинг-тренировки для сотрудников', text: 'Реалистичные фишинговые письма вашей команде, короткие практические уроки для тех, кто попался, и отчёты, по которым виден прогресс.', price: 1200, from: true },
      { title: 'Сканирование уязвимостей', text: 'Ежемесячное автоматическое сканирование серверов, сайтов и облачных сервисов. Аналитик проверяет результаты, и вы видите только то, что требует действий.', price: 300, from: true, unit: 'в месяц' },
      { title: 'Абонемент на реагирование на инциденты', text: 'Заранее согласованная помощь на случай атаки: горячая линия, оговорённое время реакции и аналитики, которые уже знают ваши системы.', price: 2500, from: true, unit: 'в год' },
      { title: 'Проверка облачной инфраструктуры', text: 'Проверяем настройки Microsoft 365, Google Workspace, AWS, Azure или Яндекс Облака: права доступа, двухфакторную аутентификацию, журналы и резервные копии.', price: 3000, from: true },
    ],
    highlights: [
      { title: 'Отчёты, по которым можно действовать', text: 'К каждой находке — объяснение простым языком, оценка риска и конкретные шаги по исправлению, а не страницы вывода сканера.' },
      { title: 'Ручное тестирование, а не только сканеры', text: 'Автоматика находит очевидное, а наши специалисты связывают мелкие слабости в цепочку, как это делают настоящие атакующие.' },
      { title: 'Бесплатная перепроверка', text: 'Когда ваша команда исправит найденное, мы бесплатно проверим исправления ещё раз и обновим отчёт.' },
      { title: 'Под масштаб небольшой компании', text: 'Объём работ и цены рассчитаны на компании без отдела безопасности, а при ограниченном бюджете мы поможем расставить приоритеты.' },
      { title: 'Конфиденциальность с первого дня', text: 'До начала работ подписываем NDA, тестовые данные шифруем и удаляем после проекта, а результаты передаём только тем, кого вы назовёте.' },
    ],
    process: [
      { title: 'Первый разговор', text: 'Обсуждаем ваш бизнес, системы и то, что беспокоит больше всего: анкету от заказчика, требования регулятора или недавний инцидент.' },
      { title: 'Объём работ и предложение', text: 'Согласуем, какие системы проверяем, окна тестирования и правила проведения работ, и присылаем предложение с фиксированной ценой.' },
      { title: 'Тестирование или подключение', text: 'Проводим аудит или тест либо подключаем мониторинг к вашим системам, а о критичных находках сразу сообщаем вашему контактному лицу.' },
      { title: 'Отчёт и разбор', text: 'Вы получаете письменный отчёт с резюме для руководства и технической частью, а мы разбираем находки с вашей командой на созвоне.' },
      { title: 'Исправления и перепроверка', text: 'Ваша или наша команда устраняет уязвимости, мы проводим повторную проверку и договариваемся, как часто проверять системы дальше.' },
    ],
    faq: [
      { question: 'Чем тест на проникновение отличается от сканирования уязвимостей?', answer: 'Сканирование автоматическое и перечисляет известные слабые места. Тест на проникновение проводят люди: они пытаются воспользоваться этими слабостями, сочетают их и показывают, до чего реально может добраться злоумышленник, например до клиентской базы или учётных записей администраторов.' },
      { question: 'Тестирование не нарушит работу наших систем?', answer: 'Тесты планируются вместе с вами, рискованные техники согласуются заранее, а проверку можно провести в нерабочее время. Атаки на отказ в обслуживании мы проводим только по вашему прямому запросу.' },
      { question: 'Как часто нужно проводить проверки?', answer: 'Большинству компаний стоит проходить пентест раз в год и после крупных изменений, например запуска нового приложения или переезда в облако. Сканирование уязвимостей разумно проводить ежемесячно.' },
      { question: 'Мы небольшая компания. Неужели мы кому-то интересны?', answer: 'Большинство атак не направлены на конкретную компанию: злоумышленники автоматически ищут в интернете слабые пароли, необновлённые системы и сотрудников, которые перейдут по ссылке. Небольшие компании страдают часто именно потому, что защищены слабее.' },
      { question: 'Поможете с анкетами заказчиков и требованиями регуляторов?', answer: 'Да. Помогаем заполнять анкеты по безопасности от заказчиков и готовиться к проверкам по ISO 27001 и требованиям к защите персональных данных, а наши отчёты можно показывать клиентам и партнёрам.' },
      { question: 'Что делать, если кажется, что нас взломали прямо сейчас?', answer: 'Сразу звоните нам. Не выключайте пострадавшие компьютеры и ничего не удаляйте; по возможности отключите их от сети и смените пароли с устройства, которому доверяете. Дальше подключатся наши аналитики.' },
    ],
    story: [
      '«{brand}» — команда пентестеров и аналитиков, которая помогает компаниям найти слабые места раньше злоумышленников. Наши клиенты — компании без собственного отдела безопасности: интернет-магазины, клиники, бухгалтерские фирмы, производства и разработчики программ. Мы тестируем, мониторим и обучаем, а каждую находку объясняем так, чтобы руководитель мог принять решение.',
      'Советы по безопасности часто либо пугают, либо ничего не объясняют. Мы предпочитаем показать, что именно может сделать атакующий и что нужно, чтобы его остановить, с оценкой риска и стоимости. Небольшому бизнесу редко нужны все средства защиты с рынка: ему нужны несколько мер, которые закрывают самые вероятные двери.',
      'Конфиденциальность — основа нашей работы. Мы подписываем NDA до первого подробного разговора, храним тестовые данные в зашифрованном виде и удаляем их по окончании проекта. Результаты остаются между нами и людьми, которых вы назначите, и мы никогда не проверяем то, что не согласовано письменно.',
    ],
    values: [
      { title: 'Честно о рисках', text: 'Мы не раздуваем находки, чтобы продать больше работы, и прямо говорим, когда риск достаточно мал, чтобы его принять.' },
      { title: 'Понятный язык', text: 'Технические детали — в приложении к отчёту, а резюме написано для тех, кто принимает решения.' },
      { title: 'Деликатность', text: 'Всё, что мы узнаём о ваших системах, остаётся у нас и удаляется после завершения работ.' },
      { title: 'Постоянное обучение', text: 'Команда каждую неделю изучает новые техники атак, ведь те, от кого мы защищаем, заняты тем же.' },
    ],
    ctaHeadings: ['Найдите слабые места раньше злоумышленников', 'Запишитесь на консультацию по безопасности', 'Запросите предложение на тестирование'],
    ctaTexts: [
      'Расскажите о ваших системах и о том, что беспокоит, и в течение двух рабочих дней мы предложим объём работ и фиксированную цену.',
      'Если кажется, что атака идёт прямо сейчас, позвоните нам, и вас сразу соединят с аналитиком.',
    ],
    articles: [
      {
        titles: ['Как подготовиться к первому тесту на проникновение', 'Первый пентест: чего ждать и как подготовиться'],
        description: 'Что решить до первого пентеста: цель, объём и тип проверки, сроки, кого предупредить и как использовать отчёт, когда тестировщики закончат работу.',
        excerpt: 'Польза пентеста зависит от подготовки. Рассказываем, о чём мы просим подумать клиентов до начала тестирования.',
        sections: [
          {
            heading: 'Решите, что хотите узнать',
            paragraphs: [
              'Пентест отвечает на конкретный вопрос, например «может ли кто-то из интернета добраться до данных клиентов?» или «что раскроет украденный ноутбук?», поэтому начните с того, чтобы сформулировать свой. Иногда поводом становится договор с заказчиком или требование регулятора, где уже указано, что нужно проверить. Понятная цель помогает тестировщикам тратить время там, где лежит ответ.',
            ],
          },
          {
            heading: 'Выберите объём и тип теста',
            paragraphs: [
              'Внешний тест охватывает всё, что доступно из интернета: сайты, почту, VPN и удалённый доступ. Внутренний исходит из того, что злоумышленник уже внутри, например после фишингового письма, и проверяет, как далеко он сможет продвинуться. Тест веб-приложения глубоко разбирает одно приложение и его API. Перечислите системы, адреса и роли пользователей, которые входят в проверку, и чётко укажите, что трогать нельзя.',
            ],
          },
          {
            heading: 'Договоритесь о сроках и о том, кого предупредить',
            paragraphs: [
              'Согласуйте окна тестирования вне самых загруженных периодов и назначьте контактное лицо, до которого можно дозвониться, если что-то пойдёт не по плану. Предупредите хостинг-провайдера или IT-подрядчика: некоторые блокируют тестовый трафик или сообщают о нём. Решите, должна ли знать о тесте ваша IT-служба: если не сообщать ей, проверяется не только защита, но и способность заметить атаку. На всякий случай убедитесь, что резервные копии актуальны.',
            ],
          },
          {
            heading: 'Используйте отчёт по максимуму',
            paragraphs: [
              'Хороший отчёт ранжирует находки по риску и объясняет каждую простыми словами, с шагами по исправлению. Назначьте разбор на созвоне сразу после проверки, чтобы разработчики и администраторы могли задать вопросы. Сначала исправьте критичные и высокие риски, затем попросите перепроверку, чтобы убедиться, что исправления работают. Сохраните отчёт: следующий тест покажет, движется ли ваша защита в правильную сторону.',
            ],
          },
        ],
      },
      {
        titles: ['Фишинг: как обучить сотрудников и не запугать их', 'Учим команду распознавать фишинговые письма'],
        description: 'Как проводить обучение против фишинга, которое работает: реалистичные рассылки, короткие уроки без наказаний и простой способ сообщить о подозрительном письме.',
        excerpt: 'Большинство атак на небольшие компании начинается с письма. Обучение помогает, если вырабатывает привычки, а не страх.',
        sections: [
          {
            heading: 'Почему фишинг до сих пор работает',
            paragraphs: [
              'Большинство успешных атак на небольшие компании по-прежнему начинается с письма. Сообщение, похожее на счёт, уведомление о доставке или сброс пароля, просит перейти по ссылке или открыть вложение, и одного клика может хватить. Злоумышленники изучают сайты и соцсети компаний, чтобы письма выглядели убедительно. Фильтры ловят многое, но часть писем всё равно доходит до сотрудников.',
            ],
          },
          {
            heading: 'Проводите реалистичные учебные рассылки',
            paragraphs: [
              'Учебные фишинговые письма показывают, как команда отреагирует на настоящие. Начните с контрольной рассылки до любого обучения, а затем повторяйте раз в один-два месяца с разными сюжетами. Используйте сценарии, близкие вашему бизнесу: счета от поставщиков для бухгалтерии, общие документы для всех. Отслеживайте, кто перешёл по ссылке, кто ввёл данные и, что не менее важно, кто сообщил о письме.',
            ],
          },
          {
            heading: 'Учите коротко и без наказаний',
            paragraphs: [
              'Тот, кто попался на учебное письмо, должен сразу получить короткий дружелюбный урок, а не выговор. Пять минут разбора пропущенных признаков запоминаются куда прочнее ежегодного часового курса. Публичное порицание приучает сотрудников скрывать настоящие ошибки, а во время реальной атаки хуже этого ничего нет. Хвалите за сообщения о подозрительных письмах так же открыто, как разбираете ошибки.',
            ],
          },
          {
            heading: 'Сделайте так, чтобы сообщать было просто',
            paragraphs: [
              'Дайте сотрудникам способ сообщить о подозрительном письме в один клик, например кнопку в почтовой программе, и следите, чтобы на сообщения быстро реагировали. Когда приходит настоящий фишинг, предупредите остальных и удалите копии письма из других ящиков. Объясните, что сообщить об ошибке пораньше всегда правильно, даже если человек уже перешёл по ссылке. Быстрое сообщение может превратить возможную утечку в рядовой эпизод.',
            ],
          },
        ],
      },
      {
        titles: ['Базовые меры защиты для малого бизнеса', 'Безопасность малого бизнеса: список самого необходимого'],
        description: 'Базовая защита малого бизнеса: двухфакторная аутентификация, обновления, резервные копии, которые восстанавливаются, обучение сотрудников и план действий.',
        excerpt: 'Большинство взломов, которые мы расследуем, можно было предотвратить простыми мерами. Вот с чего стоит начать.',
        sections: [
          {
            heading: 'Защитите учётные записи и пароли',
            paragraphs: [
              'Включите двухфакторную аутентификацию для почты, облачных хранилищ, банка и всех систем с данными клиентов: одна эта мера предотвращает большинство взломов учётных записей. Дайте каждому сотруднику менеджер паролей, чтобы он мог пользоваться длинными уникальными паролями и не записывать их. Отключайте учётные записи сразу после увольнения и хотя бы дважды в год проверяйте, у кого есть права администратора. Общие логины должны быть редким исключением, а не привычкой.',
            ],
          },
          {
            heading: 'Обновляйте устройства и программы',
            paragraphs: [
              'Злоумышленники постоянно пользуются уязвимостями, которые были закрыты ещё несколько месяцев назад. Включите автоматические обновления операционных систем, браузеров и офисных программ и не забывайте про роутеры, межсетевые экраны и плагины сайта. Заменяйте оборудование, для которого больше не выходят обновления безопасности. Шифруйте ноутбуки и телефоны, чтобы потерянное устройство стало неприятностью, а не утечкой данных.',
            ],
          },
          {
            heading: 'Делайте резервные копии и проверяйте восстановление',
            paragraphs: [
              'Храните хотя бы одну копию офлайн или в отдельном аккаунте, до которого не доберётся шифровальщик. Копируйте и облачные сервисы: удалённый почтовый ящик или общую папку провайдер не всегда может вернуть. Раз в квартал восстанавливайте несколько файлов и одну систему целиком, чтобы убедиться, что копии рабочие. Знать, сколько длится восстановление, так же важно, как знать, что копия существует.',
            ],
          },
          {
            heading: 'Подготовьте людей и план',
            paragraphs: [
              'Научите сотрудников распознавать фишинг и сообщать обо всём подозрительном, не опасаясь наказания. Напишите план реагирования на одну страницу: кому звонить, как отключить заражённые компьютеры, где лежат резервные копии и кто уведомляет клиентов и регуляторов, если это нужно. Держите телефоны и на бумаге, ведь во время атаки почта может быть недоступна. Пересматривайте план раз в год и после каждого реального инцидента.',
            ],
          },
        ],
      },
    ],
  },
};
