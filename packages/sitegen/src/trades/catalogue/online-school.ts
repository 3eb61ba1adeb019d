import type { Trade } from '../types.ts';

export const onlineSchool: Trade = {
  id: 'online-school',
  theme: 'Online School',
  kind: 'services',
  icons: 'education',
  narrow: { stems: ['programm', 'coding', 'python', 'developer', 'front-end', 'frontend', 'design', 'data analys', 'sql', 'marketing', 'project management', 'программир', 'разработ', 'дизайн', 'аналитик', 'маркетинг'], otherwise: 'general' },
  offerIcons: ['terminal', 'code-xml', 'database', 'pen-tool', 'megaphone', 'chart-gantt', 'palette', 'briefcase'],
  en: {
    noun: 'online school',
    descriptor: 'an online school where adults learn practical digital skills from working practitioners',
    audience: 'students',
    offersLabel: 'Courses',
    eyebrows: ['Online courses for adults', 'Digital skills you can use at work', 'Learn from working practitioners'],
    heroTitles: [
      'Learn a digital skill you can use at work',
      'Online courses with real projects and mentors',
      'From first lesson to first portfolio project',
      'Practical courses, taught online',
    ],
    heroLeads: [
      'Short video lessons, weekly live sessions and practical assignments checked by a mentor. Study in the evenings and finish each course with work you can show.',
      '{brand} teaches programming, design, data and marketing to adults who learn alongside a job. Every course ends with a project for your portfolio.',
      'Small groups, clear deadlines and a mentor who answers questions within a day. You always know what to do next and why it matters.',
    ],
    offersHeadings: ['Courses open for enrolment', 'Choose your course', 'What you can learn with us'],
    offersLeads: [
      'Each course combines recorded lessons, live sessions and homework reviewed by a mentor. Prices are for the whole course, and most can be paid in monthly instalments.',
      'Not sure where to start? Book a free consultation, and we will help you choose a course that matches your goals and your schedule.',
    ],
    offers: [
      { title: 'Python for beginners', text: 'Eight weeks from your first line of code to small programs that automate real tasks with files, spreadsheets and web data. No experience needed.', price: 490 },
      { title: 'Front-end development', text: 'HTML, CSS and JavaScript over twelve weeks, with portfolio projects, including a responsive website built from a designer’s layout.', price: 790 },
      { title: 'Data analysis with Excel and SQL', text: 'Clean, combine and analyse data, write SQL queries and build dashboards that answer business questions. Eight weeks of work with real data sets.', price: 450 },
      { title: 'UX/UI design in Figma', text: 'Research, wireframes, prototypes and a finished interface for a mobile app, with mentor feedback at every stage. Six weeks.', price: 390 },
      { title: 'Digital marketing essentials', text: 'Websites, search, social media, email and paid ads: how they work together and how to measure results. Six weeks, ending with a campaign plan.', price: 350 },
      { title: 'Project management fundamentals', text: 'Planning, estimates, risks and team communication, including agile methods and the tools most teams use. Five weeks of practical case studies.', price: 320 },
      { title: 'Graphic design for social media', text: 'Composition, colour, typography and templates for posts, stories and banners. Four weeks for beginners who want to design for their own business.', price: 250 },
      { title: 'Career mentoring session', text: 'An hour with a mentor who works in your chosen field: a portfolio review, advice on your CV and a plan for your next step.', price: 60, unit: 'per session' },
    ],
    highlights: [
      { title: 'Mentors who work in the field', text: 'Homework is reviewed by practitioners who do this work every day, so feedback reflects what employers and clients expect.' },
      { title: 'Projects, not just lectures', text: 'Every course is built around assignments that add up to a portfolio piece you can show.' },
      { title: 'Study around your job', text: 'Lessons are recorded, live sessions run in the evening and are recorded too, and a typical week takes six to eight hours.' },
      { title: 'Small groups', text: 'Groups are kept small, so mentors know each student’s work and live sessions leave time for questions.' },
      { title: 'Pay month by month', text: 'Most courses can be split into monthly payments, so you can start without paying the full price upfront.' },
    ],
    process: [
      { title: 'Choose a course', text: 'Read the programme, watch a sample lesson or book a free call with an adviser to find the right level.' },
      { title: 'Enrol and pay', text: 'Sign up online and pay in full or in monthly instalments; access to the learning platform opens straight away.' },
      { title: 'Meet your group', text: 'The course opens with an introductory live session where you meet your mentor and fellow students and set your goals.' },
      { title: 'Learn and practise', text: 'Each week brings video lessons, a live session and an assignment that your mentor reviews with written comments.' },
      { title: 'Finish with a project', text: 'You complete a final project, present it to the group and receive a certificate of completion along with your mentor’s feedback.' },
    ],
    faq: [
      { question: 'Do I need any experience to start?', answer: 'Courses for beginners assume no previous experience, only a computer and a few hours a week. For advanced courses, the programme page lists what you should already know.' },
      { question: 'How much time will I need each week?', answer: 'Most students spend six to eight hours a week: about two hours of video, an hour and a half for the live session and the rest on assignments.' },
      { question: 'What if I miss a live session?', answer: 'Every live session is recorded and available on the platform the same evening. You can send your questions to the mentor in the course chat.' },
      { question: 'Will I get a certificate?', answer: 'Yes. Students who complete the assignments and the final project receive a certificate of completion, and the project itself goes into your portfolio.' },
      { question: 'Can I pay in instalments?', answer: 'Yes. Most courses can be split into monthly payments over the length of the course, and the total price stays the same.' },
      { question: 'How long can I access the materials?', answer: 'Recorded lessons and course materials stay available for a year after the course ends, so you can come back to them whenever you need a reminder.' },
    ],
    story: [
      '{brand} is an online school for adults who want to learn a practical digital skill without giving up their job. Our courses cover programming, data, design, marketing and project management, and each one is built around tasks people actually do at work. Teaching online means students can join from anywhere and study at times that suit them.',
      'Every course is designed with mentors who work in the field. Our mentors decide what belongs in the programme, record the lessons, run the live sessions and review the homework. Students hear how things are done in real teams, not only how they are described in textbooks.',
      'We believe people learn by doing. Each week ends with an assignment, each course with a project, and mentors comment on every submission in writing. Groups are small, deadlines are clear, and help is available in the course chat whenever you get stuck.',
    ],
    values: [
      { title: 'Practice first', text: 'Theory is there to help you solve a task, and every lesson leads to something you build yourself.' },
      { title: 'Honest expectations', text: 'We tell you how much time a course really takes and what you will be able to do at the end, without promising an overnight career change.' },
      { title: 'Personal feedback', text: 'Every assignment is reviewed by a person who writes comments you can act on.' },
      { title: 'Respect for your time', text: 'Lessons are short and focused, and nothing is padded out to make a course look bigger.' },
    ],
    ctaHeadings: ['Find the right course for you', 'Book a free consultation', 'Start learning this month'],
    ctaTexts: [
      'Tell us what you want to learn and how much time you have, and an adviser will suggest a course and a start date.',
      'New groups start every month. Watch a sample lesson and see whether our format suits you.',
    ],
    articles: [
      {
        titles: ['How to fit a course around a full-time job', 'Learning in the evenings: a realistic weekly plan'],
        description: 'How to fit an online course around a full-time job: planning study hours, using short sessions, keeping momentum and asking for help before you fall behind.',
        excerpt: 'Studying after work is hard but perfectly doable, and a few habits help our students get all the way to the final project.',
        sections: [
          {
            heading: 'Be realistic about your hours',
            paragraphs: [
              'Before enrolling, look at an ordinary week and find the hours honestly. A course that needs six to eight hours a week means roughly an hour each weekday evening plus a longer session at the weekend. If your job has busy seasons, choose a start date that avoids them. Finishing a shorter course is worth more than abandoning a long one.',
            ],
          },
          {
            heading: 'Fix your study slots in the calendar',
            paragraphs: [
              'Treat study time like a meeting you cannot move. Put fixed slots in your calendar, tell your family when they are, and keep the same times each week so the habit forms. Many students find early mornings work well, before work and messages take over. Whatever you choose, decide in advance what you will do in each slot, so no time is lost deciding.',
            ],
          },
          {
            heading: 'Use short sessions well',
            paragraphs: [
              'Not every task needs a long evening. Videos can be watched on the commute, and twenty minutes is enough to review notes or fix one part of an assignment. Save the longer sessions for practical work that needs concentration, such as writing code or designing a layout. Ending each session with a note about the next step makes it easier to pick up the thread.',
            ],
          },
          {
            heading: 'Ask for help early',
            paragraphs: [
              'Students rarely drop out because a course is too hard; they drop out after falling a week behind and feeling they cannot catch up. If you are stuck, post a question in the course chat the same day rather than waiting for the live session. Tell your mentor if work or family gets in the way, as deadlines can often be adjusted. One missed week is easy to recover from when you ask for help straight away.',
            ],
          },
        ],
      },
      {
        titles: ['How to choose your first course without wasting money', 'Questions to ask before paying for a course'],
        description: 'How to pick an online course worth your money: a clear goal, a programme you can check, real practice, feedback from a person and honest time estimates.',
        excerpt: 'Course adverts all sound alike, so a few questions before you pay help you see which programme will actually teach you something.',
        sections: [
          {
            heading: 'Start with your goal',
            paragraphs: [
              'Decide what you want to be able to do when the course ends. Automating reports at work, changing career and building a website for your own business call for different courses, even when they share a topic. Write the goal down in one sentence and check every course against it. A good school will also ask about your goal before recommending anything.',
            ],
          },
          {
            heading: 'Read the programme, not the advert',
            paragraphs: [
              'Adverts promise outcomes; the programme shows what you will actually learn. Look for a week-by-week list of topics and assignments, the total hours and the level you are expected to start from. A programme that is vague or hidden until you pay is a warning sign. Watching a sample lesson tells you whether the teaching style suits you.',
            ],
          },
          {
            heading: 'Check how you will practise',
            paragraphs: [
              'Skills are learned by doing, so count the practical tasks. A strong course has an assignment every week and a final project that resembles real work. Ask whether you will build something from scratch or only fill in prepared templates. The final project should be something you can show to an employer or a client.',
            ],
          },
          {
            heading: 'Ask about feedback and support',
            paragraphs: [
              'Recorded videos are easy to produce; personal feedback is what makes a course worth paying for. Find out who reviews the homework, how quickly, and whether comments are written for you or generated automatically. Check how you can ask questions between lessons and how fast they are usually answered. Small groups and named mentors are a good sign that help will be there when you need it.',
            ],
          },
        ],
      },
      {
        titles: ['Building a portfolio while you learn', 'How to turn course projects into a portfolio employers notice'],
        description: 'How to turn course assignments into a portfolio: choosing projects, showing your process, writing short case studies and keeping everything up to date online.',
        excerpt: 'In digital work, a portfolio opens more doors than a certificate. Here is how to build one from your course assignments.',
        sections: [
          {
            heading: 'Why a portfolio matters more than a certificate',
            paragraphs: [
              'For digital roles, employers and clients want to see what you can do. A certificate shows that you finished a course; a portfolio shows the work itself. Even two or three solid projects can start a conversation that a CV alone would not. Start collecting material from the first week of your course, not at the end.',
            ],
          },
          {
            heading: 'Choose projects that show range',
            paragraphs: [
              'Pick projects that demonstrate different skills rather than three versions of the same task. A designer might show a mobile app, a website and a set of social media graphics, while a data analyst might show a cleaning task, a dashboard and a written analysis. Where you can, base a project on a real problem, such as a friend’s shop or your own workplace. Real constraints make a project far more convincing than an invented exercise.',
            ],
          },
          {
            heading: 'Show the process, not just the result',
            paragraphs: [
              'A finished screen or chart tells only part of the story. Explain the task, the options you considered, the decisions you made and what you would improve next time. Include early sketches or drafts alongside the final version. Hiring managers often care more about how you think than about polish.',
            ],
          },
          {
            heading: 'Keep it short and up to date',
            paragraphs: [
              'Three to five projects are enough, since more can dilute the strongest ones. Give each a short case study of a few paragraphs with one or two images, and put your contact details on every page. Host the portfolio where people in your field expect to find it, such as GitHub for developers or a simple personal site for designers. Update it whenever you finish something stronger than your weakest project.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'онлайн-школа',
    descriptor: 'онлайн-школа, где взрослые осваивают практические цифровые навыки с наставниками из профессии',
    audience: 'студенты',
    offersLabel: 'Курсы',
    eyebrows: ['Онлайн-курсы для взрослых', 'Цифровые навыки для работы', 'Учитесь у практиков'],
    heroTitles: [
      'Освойте цифровой навык, который пригодится на работе',
      'Онлайн-курсы с реальными проектами и наставниками',
      'От первого урока до первого проекта в портфолио',
      'Практические курсы в онлайн-формате',
    ],
    heroLeads: [
      'Короткие видеоуроки, живые занятия раз в неделю и практические задания, которые проверяет наставник. Учитесь по вечерам и заканчивайте каждый курс работой, которую не стыдно показать.',
      '«{brand}» учит программированию, дизайну, анализу данных и маркетингу взрослых, которые совмещают учёбу с работой. Каждый курс завершается проектом для портфолио.',
      'Небольшие группы, понятные дедлайны и наставник, который отвечает на вопросы в течение дня. Вы всегда знаете, что делать дальше и зачем.',
    ],
    offersHeadings: ['Курсы с открытым набором', 'Выберите свой курс', 'Чему можно научиться'],
    offersLeads: [
      'В каждом курсе — записанные уроки, живые занятия и домашние задания с проверкой наставника. Цена указана за весь курс, и большинство курсов можно оплачивать помесячно.',
      'Не знаете, с чего начать? Запишитесь на бесплатную консультацию, и мы поможем выбрать курс под ваши цели и график.',
    ],
    offers: [
      { title: 'Python для начинающих', text: 'Восемь недель от первой строчки кода до небольших программ, которые автоматизируют реальные задачи: файлы, таблицы, данные из интернета. Опыт не нужен.', price: 490 },
      { title: 'Фронтенд-разработка', text: 'HTML, CSS и JavaScript за двенадцать недель и проекты для портфолио, включая адаптивный сайт по макету дизайнера.', price: 790 },
      { title: 'Анализ данных в Excel и SQL', text: 'Очистка и объединение данных, SQL-запросы и дашборды, которые отвечают на вопросы бизнеса. Восемь недель работы с реальными наборами данных.', price: 450 },
      { title: 'UX/UI-дизайн в Figma', text: 'Исследование, прототипы и готовый интерфейс мобильного приложения с обратной связью наставника на каждом этапе. Шесть недель.', price: 390 },
      { title: 'Основы интернет-маркетинга', text: 'Сайт, поиск, соцсети, рассылки и реклама: как всё это работает вместе и как измерять результат. Шесть недель, итоговый проект — план кампании.', price: 350 },
      { title: 'Основы управления проектами', text: 'Планирование, оценка сроков, риски и коммуникация в команде, включая гибкие методологии и привычные командам инструменты. Пять недель практических кейсов.', price: 320 },
      { title: 'Графический дизайн для соцсетей', text: 'Композиция, цвет, шрифты и шаблоны для постов, сторис и баннеров. Четыре недели для новичков, которые хотят оформлять соцсети своего бизнеса.', price: 250 },
      { title: 'Карьерная консультация с наставником', text: 'Час с наставником, который работает в выбранной вами сфере: разбор портфолио, советы по резюме и план следующего шага.', price: 60, unit: 'за сессию' },
    ],
    highlights: [
      { title: 'Наставники из профессии', text: 'Домашние задания проверяют люди, которые каждый день занимаются этой работой, поэтому обратная связь соответствует ожиданиям работодателей и заказчиков.' },
      { title: 'Проекты, а не только лекции', text: 'Каждый курс построен вокруг заданий, из которых складывается работа для портфолио.' },
      { title: 'Учёба без отрыва от работы', text: 'Уроки в записи, живые занятия проходят вечером и тоже записываются, а обычная учебная неделя занимает шесть–восемь часов.' },
      { title: 'Небольшие группы', text: 'Группы небольшие, поэтому наставник знает работы каждого студента, а на живых занятиях остаётся время на вопросы.' },
      { title: 'Оплата частями', text: 'Большинство курсов можно оплачивать помесячно, чтобы не вносить всю сумму сразу.' },
    ],
    process: [
      { title: 'Выберите курс', text: 'Изучите программу, посмотрите пробный урок или запишитесь на бесплатную консультацию, чтобы подобрать уровень.' },
      { title: 'Запишитесь и оплатите', text: 'Оставьте заявку на сайте и оплатите курс целиком или частями — доступ к учебной платформе откроется сразу.' },
      { title: 'Познакомьтесь с группой', text: 'Курс начинается с вводного живого занятия: вы знакомитесь с наставником и другими студентами и ставите цели.' },
      { title: 'Учитесь и практикуйтесь', text: 'Каждую неделю — видеоуроки, живое занятие и задание, которое наставник проверяет и сопровождает письменными комментариями.' },
      { title: 'Защитите итоговый проект', text: 'Вы выполняете итоговый проект, представляете его группе и получаете сертификат о прохождении курса вместе с отзывом наставника.' },
    ],
    faq: [
      { question: 'Нужен ли опыт, чтобы начать?', answer: 'Курсы для начинающих не требуют подготовки — только компьютер и несколько часов в неделю. Для продвинутых курсов на странице программы указано, что нужно знать заранее.' },
      { question: 'Сколько времени нужно в неделю?', answer: 'Большинство студентов тратят шесть–восемь часов в неделю: около двух часов на видео, полтора часа на живое занятие, остальное — на задания.' },
      { question: 'Что, если я пропущу живое занятие?', answer: 'Каждое живое занятие записывается, и запись появляется на платформе в тот же вечер. Вопросы наставнику можно задать в чате курса.' },
      { question: 'Вы выдаёте сертификат?', answer: 'Да. Студенты, которые выполнили задания и итоговый проект, получают сертификат о прохождении курса, а сам проект остаётся в портфолио.' },
      { question: 'Можно оплатить курс частями?', answer: 'Да. Большинство курсов можно разбить на ежемесячные платежи на срок обучения, и итоговая стоимость при этом не меняется.' },
      { question: 'Как долго сохраняется доступ к материалам?', answer: 'Записи уроков и материалы курса доступны ещё год после окончания обучения, так что к ним можно вернуться, когда понадобится что-то повторить.' },
    ],
    story: [
      '«{brand}» — онлайн-школа для взрослых, которые хотят освоить практический цифровой навык, не бросая работу. Мы учим программированию, анализу данных, дизайну, маркетингу и управлению проектами, и каждый курс построен вокруг задач, которые люди действительно решают на работе. Занятия проходят онлайн, поэтому учиться можно из любого города и в удобное время.',
      'Каждый курс мы создаём вместе с наставниками, которые работают в профессии. Наставники решают, что войдёт в программу, записывают уроки, ведут живые занятия и проверяют домашние задания. Студенты узнают, как всё устроено в настоящих командах, а не только как это описано в учебниках.',
      'Мы уверены, что учатся на практике. Каждая неделя заканчивается заданием, каждый курс — проектом, и наставник письменно комментирует каждую работу. Группы небольшие, сроки понятные, а если застряли, помощь всегда есть в чате курса.',
    ],
    values: [
      { title: 'Сначала практика', text: 'Теория нужна, чтобы решить задачу, и каждый урок ведёт к тому, что вы делаете своими руками.' },
      { title: 'Честные ожидания', text: 'Мы говорим, сколько времени на самом деле займёт курс и что вы сможете делать в конце, не обещая смену профессии за месяц.' },
      { title: 'Личная обратная связь', text: 'Каждое задание проверяет живой человек и пишет комментарии, с которыми можно работать.' },
      { title: 'Уважение к вашему времени', text: 'Уроки короткие и по делу, и мы ничего не растягиваем, чтобы курс казался больше.' },
    ],
    ctaHeadings: ['Подберите курс под свои цели', 'Запишитесь на бесплатную консультацию', 'Начните учиться в этом месяце'],
    ctaTexts: [
      'Расскажите, чему хотите научиться и сколько у вас времени, и консультант предложит подходящий курс и дату старта.',
      'Новые группы стартуют каждый месяц. Посмотрите пробный урок и решите, подходит ли вам наш формат.',
    ],
    articles: [
      {
        titles: ['Как совмещать учёбу с работой на полный день', 'Учёба по вечерам: реалистичный план на неделю'],
        description: 'Как совместить онлайн-курс с работой на полный день: спланировать часы учёбы, использовать короткие сессии, не терять темп и вовремя просить помощи.',
        excerpt: 'Учиться после работы непросто, но вполне реально, и несколько привычек помогают нашим студентам дойти до итогового проекта.',
        sections: [
          {
            heading: 'Честно посчитайте свои часы',
            paragraphs: [
              'Прежде чем записываться, посмотрите на обычную неделю и честно найдите в ней время. Курс на шесть–восемь часов в неделю — это примерно час каждый будний вечер плюс более длинное занятие в выходные. Если у вас на работе бывают горячие сезоны, выберите дату старта, которая их обходит. Закончить короткий курс ценнее, чем бросить длинный.',
            ],
          },
          {
            heading: 'Закрепите время учёбы в календаре',
            paragraphs: [
              'Относитесь к учёбе как к встрече, которую нельзя перенести. Поставьте в календарь постоянные слоты, предупредите о них семью и держитесь одних и тех же часов каждую неделю, чтобы сложилась привычка. Многим студентам хорошо подходит раннее утро, пока работа и сообщения не захватили день. Что бы вы ни выбрали, заранее решите, чем займётесь в каждом слоте, чтобы не тратить время на раздумья.',
            ],
          },
          {
            heading: 'Используйте короткие сессии с толком',
            paragraphs: [
              'Не для каждой задачи нужен целый вечер. Видео можно смотреть по дороге на работу, а двадцати минут хватит, чтобы повторить конспект или доделать часть задания. Длинные сессии оставьте для практики, которая требует сосредоточенности: написания кода или работы над макетом. Если заканчивать каждую сессию заметкой о следующем шаге, потом легче подхватить нить.',
            ],
          },
          {
            heading: 'Просите помощи сразу',
            paragraphs: [
              'Студенты редко бросают курс из-за сложности: чаще они отстают на неделю и решают, что уже не догнать. Если застряли, задайте вопрос в чате курса в тот же день, а не ждите живого занятия. Предупредите наставника, если мешают работа или семья, ведь сроки часто можно сдвинуть. Одну пропущенную неделю легко наверстать, если сразу попросить помощи.',
            ],
          },
        ],
      },
      {
        titles: ['Как выбрать первый курс и не пожалеть о деньгах', 'Вопросы, которые стоит задать до оплаты курса'],
        description: 'Как выбрать курс, который стоит своих денег: понятная цель, проверяемая программа, настоящая практика, живая обратная связь и честная оценка времени.',
        excerpt: 'Реклама всех курсов звучит одинаково, поэтому до оплаты стоит задать несколько вопросов и понять, какая программа действительно чему-то научит.',
        sections: [
          {
            heading: 'Начните с цели',
            paragraphs: [
              'Решите, что вы хотите уметь после окончания курса. Автоматизировать отчёты на работе, сменить профессию и сделать сайт для своего бизнеса — разные задачи, и для них нужны разные курсы, даже если тема общая. Запишите цель одним предложением и сверяйте с ней каждый курс. Хорошая школа тоже сначала спросит о вашей цели и только потом будет что-то советовать.',
            ],
          },
          {
            heading: 'Читайте программу, а не рекламу',
            paragraphs: [
              'Реклама обещает результат, а программа показывает, чему вы на самом деле научитесь. Ищите расписание тем и заданий по неделям, общий объём часов и уровень, с которого предполагается начинать. Расплывчатая программа или программа, скрытая до оплаты, — тревожный знак. Пробный урок покажет, подходит ли вам манера преподавания.',
            ],
          },
          {
            heading: 'Проверьте, как устроена практика',
            paragraphs: [
              'Навыки осваивают руками, поэтому посчитайте практические задания. В сильном курсе задание есть каждую неделю, а итоговый проект похож на реальную работу. Уточните, будете ли вы делать что-то с нуля или только заполнять готовые шаблоны. Итоговый проект должен быть таким, чтобы его можно было показать работодателю или заказчику.',
            ],
          },
          {
            heading: 'Спросите про обратную связь и поддержку',
            paragraphs: [
              'Записать видео несложно, а вот личная обратная связь — то, за что действительно стоит платить. Узнайте, кто проверяет домашние задания, как быстро и пишут ли комментарии лично вам или их генерирует система. Выясните, как задавать вопросы между занятиями и как быстро на них обычно отвечают. Небольшие группы и конкретные наставники — хороший признак того, что помощь будет рядом, когда понадобится.',
            ],
          },
        ],
      },
      {
        titles: ['Как собрать портфолио во время учёбы', 'Как превратить учебные проекты в портфолио, которое заметят'],
        description: 'Как превратить учебные задания в портфолио: выбрать проекты, показать ход работы, написать короткие кейсы и держать всё в актуальном виде.',
        excerpt: 'В цифровых профессиях портфолио открывает больше дверей, чем сертификат. Рассказываем, как собрать его из учебных заданий.',
        sections: [
          {
            heading: 'Почему портфолио важнее сертификата',
            paragraphs: [
              'В цифровых профессиях работодатели и заказчики хотят видеть, что вы умеете. Сертификат говорит о том, что вы закончили курс, а портфолио показывает саму работу. Даже два-три добротных проекта могут начать разговор, до которого не дошло бы с одним резюме. Собирайте материал с первой недели курса, а не в самом конце.',
            ],
          },
          {
            heading: 'Выбирайте проекты, которые показывают разное',
            paragraphs: [
              'Отбирайте проекты, которые демонстрируют разные навыки, а не три варианта одной задачи. Дизайнер может показать мобильное приложение, сайт и набор графики для соцсетей, а аналитик — очистку данных, дашборд и письменный разбор. По возможности берите за основу реальную проблему: магазин знакомых или собственную работу. Реальные ограничения делают проект гораздо убедительнее выдуманного упражнения.',
            ],
          },
          {
            heading: 'Показывайте процесс, а не только результат',
            paragraphs: [
              'Готовый экран или график рассказывает только часть истории. Объясните задачу, варианты, которые вы рассматривали, принятые решения и то, что улучшили бы в следующий раз. Добавьте ранние наброски и черновики рядом с финальной версией. Нанимающим менеджерам часто важнее, как вы думаете, чем безупречная картинка.',
            ],
          },
          {
            heading: 'Коротко и актуально',
            paragraphs: [
              'Трёх-пяти проектов достаточно: если их больше, сильные работы теряются среди остальных. Для каждого напишите короткий кейс в несколько абзацев с одной-двумя картинками и укажите контакты на каждой странице. Размещайте портфолио там, где его привыкли искать в вашей сфере: разработчики — на GitHub, дизайнеры — на простом личном сайте. Обновляйте его каждый раз, когда сделали что-то сильнее самого слабого проекта.',
            ],
          },
        ],
      },
    ],
  },
};
