import type { Trade } from '../types.ts';

export const tutoring: Trade = {
  id: 'tutoring',
  theme: 'Tutoring',
  kind: 'services',
  icons: 'education',
  offerIcons: ['calculator', 'atom', 'book-open', 'clipboard-check', 'languages', 'globe', 'backpack', 'users', 'gauge'],
  en: {
    noun: 'tutoring centre',
    descriptor: 'a tutoring centre for school subjects, exam preparation and foreign languages',
    audience: 'pupils and parents',
    offersLabel: 'Lessons',
    eyebrows: ['One-to-one tutoring', 'School subjects, exams and languages', 'Lessons in person and online'],
    heroTitles: [
      'Tutoring that helps things finally click',
      'Calm, steady preparation for exam year',
      'One tutor, one pupil and a clear plan',
      'School subjects, exams and languages',
    ],
    heroLeads: [
      'One-to-one lessons in maths, sciences, English and foreign languages, in person or online. We find the gaps, fill them and build confidence for exam day.',
      '{brand} matches each pupil with a tutor who knows the subject and the exam inside out, and keeps parents informed after every lesson.',
      'Start with an assessment lesson: the tutor checks the level, explains what needs work and suggests a realistic plan.',
    ],
    offersHeadings: ['Lessons and prices', 'Subjects we teach', 'Choose the right lessons'],
    offersLeads: [
      'Prices are per hour of one-to-one teaching, in person or online. Regular weekly lessons do more than occasional rescues before a test.',
      'Not sure which subject or how many lessons? Book an assessment lesson, and the tutor will suggest a plan.',
    ],
    offers: [
      { title: 'Maths', text: 'From times tables to algebra, geometry and statistics. Lessons for primary and secondary pupils who need to catch up, keep up or get ahead.', price: 35, unit: 'per hour' },
      { title: 'Physics and chemistry', text: 'Clear explanations of the theory, plenty of worked problems and help with practical write-ups for secondary school pupils.', price: 40, unit: 'per hour' },
      { title: 'English and literature', text: 'Grammar, reading comprehension, essay structure and literature analysis, with written work marked in detail.', price: 35, unit: 'per hour' },
      { title: 'Exam preparation', text: 'Structured preparation for final school exams: past papers, timing practice, common traps and a revision plan that starts months ahead, not weeks.', price: 45, unit: 'per hour' },
      { title: 'Foreign languages', text: 'Spanish, French, German and other languages for school pupils and adults, from the first words to confident conversation.', price: 35, unit: 'per hour' },
      { title: 'IELTS preparation', text: 'Targeted practice in all four parts of the test, with mock speaking interviews and marked writing tasks for students applying abroad.', price: 45, unit: 'per hour' },
      { title: 'Primary school support', text: 'Reading, writing and maths for children aged six to ten, help with homework and gentle support for those who find school hard.', price: 30, unit: 'per hour' },
      { title: 'Small-group exam classes', text: 'Small groups of pupils preparing for the same exam, meeting weekly. A lower hourly price with plenty of personal attention.', price: 20, unit: 'per pupil per hour' },
      { title: 'Assessment lesson', text: 'A first 45-minute session in which the tutor checks the pupil’s level, finds the gaps and suggests a plan and a number of lessons.', price: 25 },
    ],
    highlights: [
      { title: 'The right tutor for each pupil', text: 'We match tutors by subject, exam and temperament, and suggest someone else if the fit is not right.' },
      { title: 'A plan, not just lessons', text: 'Each pupil has a written plan of topics with target dates, so progress is visible from week to week.' },
      { title: 'Short reports for parents', text: 'After every lesson, parents receive a few lines on what was covered, how it went and what to practise at home.' },
      { title: 'In person or online', text: 'Lessons take place in our classrooms or by video call with a shared whiteboard, whichever suits your family.' },
      { title: 'Homework that makes sense', text: 'Short, targeted tasks between lessons, checked at the start of the next session, instead of piles of worksheets.' },
    ],
    process: [
      { title: 'Get in touch', text: 'Tell us the subject, the school year, any upcoming exams and what is worrying you; we reply the same day.' },
      { title: 'Assessment lesson', text: 'In a first session the tutor checks the pupil’s level, then talks the results through with you.' },
      { title: 'A plan and a timetable', text: 'We agree the number of lessons a week, fixed times and a topic plan leading up to the exam or the end of term.' },
      { title: 'Regular lessons', text: 'Weekly lessons with short homework, and a brief report to parents after each one.' },
      { title: 'Progress checks', text: 'About once a month the tutor sets a short test or a mock paper, and we adjust the plan together.' },
    ],
    faq: [
      { question: 'How many lessons a week does my child need?', answer: 'Most pupils do well with one or two hours a week. In the months before an important exam, some add a second session or a small-group class for practice papers.' },
      { question: 'How far ahead should exam preparation start?', answer: 'Ideally at the start of the exam year, or earlier for subjects with big gaps. Starting six to nine months ahead leaves time to fix weak topics before moving on to timed practice.' },
      { question: 'Do online lessons work as well as lessons in person?', answer: 'For most pupils, yes. We use video with a shared digital whiteboard, so the tutor can see the working and write alongside. Younger children sometimes concentrate more easily in person, and we will tell you honestly if that is the case.' },
      { question: 'What if my child does not get on with the tutor?', answer: 'Tell us after any lesson. The relationship matters a great deal, and we will suggest another tutor without any fuss.' },
      { question: 'How do payments and cancellations work?', answer: 'Lessons are paid monthly in advance or in packages. A lesson cancelled at least 24 hours ahead can be moved to another time at no charge.' },
      { question: 'Do you teach adults?', answer: 'Yes. Adults come to us for foreign languages, IELTS preparation and brushing up on school maths for work or university entrance.' },
    ],
    story: [
      '{brand} helps school pupils and adults with the subjects and exams that matter to them. We teach maths, sciences, English and foreign languages, one to one or in small groups, in person and online. Each pupil works with a tutor chosen for the subject and the exam they face.',
      'Good tutoring starts with finding out exactly where the difficulty lies. A pupil who “can’t do maths” is often missing one or two foundations, such as fractions or negative numbers, that make everything after them confusing. We find those gaps in the first lesson and fill them before moving on.',
      'Parents are part of the process. After each lesson you receive a short note on what was covered and what to practise, and we talk through progress every month. Our aim is a pupil who works more independently over time, not one who depends on tutoring forever.',
    ],
    values: [
      { title: 'Patience', text: 'A topic can be explained five different ways, and we keep going until one of them works.' },
      { title: 'Honesty with parents', text: 'We tell you clearly how things are going, including when more practice at home is needed.' },
      { title: 'Independence', text: 'We teach pupils how to study, so the results last beyond the final lesson.' },
      { title: 'Calm before exams', text: 'Steady preparation and timed practice make exam day feel familiar rather than frightening.' },
    ],
    ctaHeadings: ['Book an assessment lesson', 'Find the right tutor for your child', 'Start exam preparation in good time'],
    ctaTexts: [
      'Tell us the subject and the school year, and we will suggest a tutor and a time for the first lesson.',
      'The earlier preparation starts, the calmer exam season will be. Get in touch and we will plan it together.',
    ],
    articles: [
      {
        titles: ['How to plan revision for final exams', 'A revision timetable that actually works'],
        description: 'How to plan exam revision: starting early, mapping topics, mixing subjects, practising past papers under time and keeping sleep and breaks in the plan.',
        excerpt: 'Good revision is planned, not crammed. Here is how we help pupils organise the months before their exams.',
        sections: [
          {
            heading: 'Start with a list of topics',
            paragraphs: [
              'Revision starts with knowing what there is to revise. Take the exam specification or syllabus for each subject and turn it into a list of topics. Mark each topic green, amber or red depending on how confident you feel. The red topics go into the plan first, because they need the most time and the most help from a tutor or teacher.',
            ],
          },
          {
            heading: 'Build a weekly timetable',
            paragraphs: [
              'Split each week into short blocks of forty to fifty minutes, with a break between them. Mix subjects within a day rather than spending a whole day on one, since switching helps memory. Put fixed commitments such as school, sport and family time in first, then fit revision around them. A plan that leaves room for real life is a plan you will actually follow.',
            ],
          },
          {
            heading: 'Practise under exam conditions',
            paragraphs: [
              'Reading notes feels productive but does little on its own. Answering past exam questions, ideally timed and without notes, shows what you really know and prepares you for the pressure of the exam room. Mark each paper against the official marking scheme to see where marks are lost. In the last two months, aim for at least one timed paper per subject each week.',
            ],
          },
          {
            heading: 'Look after sleep and breaks',
            paragraphs: [
              'Memory consolidates during sleep, so late-night cramming works against you. Keep regular bedtimes in the weeks before exams, and take short breaks away from screens between revision blocks. Exercise, even a twenty-minute walk, helps concentration. Plan a lighter evening before each exam: a quick review of key points, then rest.',
            ],
          },
        ],
      },
      {
        titles: ['Signs your child might need a tutor', 'When is the right time to get extra help with school?'],
        description: 'The signs that a child may benefit from tutoring: falling marks, battles over homework, lost confidence, gaps after illness or a move, and an exam year ahead.',
        excerpt: 'Extra help is most effective when it starts early, and parents often tell us they wish they had noticed the signals sooner.',
        sections: [
          {
            heading: 'Marks are slipping',
            paragraphs: [
              'A single poor test is normal; a steady slide over a term is worth looking into. In subjects like maths and languages, each topic builds on the previous one, so a gap left today makes next month’s work harder. Ask the teacher which topics are causing trouble. An early conversation often means a few weeks of help rather than a year of catching up.',
            ],
          },
          {
            heading: 'Homework becomes a battle',
            paragraphs: [
              'When a child avoids homework in one subject, argues about it or takes hours over a short task, the problem is rarely laziness. Often the child has not understood the method used in class and feels embarrassed to say so. A tutor can spot the missing step quickly, away from the pressure of classmates. Within a few weeks, homework usually becomes much calmer.',
            ],
          },
          {
            heading: 'Confidence has dropped',
            paragraphs: [
              'Listen for phrases like “I’m just bad at maths” or “I’ll never get this”. Children who believe a subject is beyond them stop trying, and the belief turns into fact. One-to-one lessons give them a chance to succeed in small steps and rebuild confidence. Praise for effort and progress matters as much as the explanations.',
            ],
          },
          {
            heading: 'A big exam or a change is coming',
            paragraphs: [
              'Exam years, a move to a new school, a long illness or a change of curriculum can all leave gaps. Arranging support before these moments is easier than repairing the damage afterwards. For important exams, starting six to nine months ahead gives enough time to fill gaps and practise calmly. If you are unsure, an assessment lesson will show whether regular tutoring is needed at all.',
            ],
          },
        ],
      },
      {
        titles: ['How to learn a foreign language faster: habits that work', 'Learning a language alongside school or work'],
        description: 'Practical habits for learning a foreign language: daily practice, speaking from the start, learning phrases in context and making good use of lessons.',
        excerpt: 'Progress in a language comes from small daily habits more than from talent, and our tutors recommend a handful that work for almost everyone.',
        sections: [
          {
            heading: 'A little every day beats a lot once a week',
            paragraphs: [
              'Language learning depends on regular contact more than on long sessions. Fifteen minutes every day keeps vocabulary active and builds a habit, while a two-hour session once a week is mostly spent remembering what was forgotten. Attach practice to something you already do, such as the commute or breakfast. Apps, podcasts and short reading all count.',
            ],
          },
          {
            heading: 'Speak from the first lesson',
            paragraphs: [
              'Many learners wait until they feel ready to speak, and that moment never comes. Speaking from the start, even with mistakes, trains the mouth and the ear together. Read aloud, repeat after recordings and describe your day in simple sentences. In lessons, the learner should be doing most of the talking, not the tutor.',
            ],
          },
          {
            heading: 'Learn phrases, not word lists',
            paragraphs: [
              'Words learned in isolation are quickly forgotten. Learn them in short phrases you might actually use, such as “could I have the bill, please” rather than “bill”. Write phrases on cards with an example sentence and review them at growing intervals. Grammar sticks far better when it comes with real examples.',
            ],
          },
          {
            heading: 'Make the most of lessons with a tutor',
            paragraphs: [
              'Arrive with questions: expressions you met during the week, a message you want to write, a conversation you struggled with. Ask your tutor to correct the mistakes that matter and to note recurring ones for later practice. Write down new phrases straight away and review them before the next lesson. Between lessons, short homework keeps the language alive until you meet again.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'репетиторский центр',
    descriptor: 'репетиторский центр, где помогают со школьными предметами, готовят к экзаменам и учат языкам',
    audience: 'ученики и родители',
    offersLabel: 'Занятия',
    eyebrows: ['Индивидуальные занятия с репетитором', 'Школьные предметы, ОГЭ, ЕГЭ и языки', 'Очно и онлайн'],
    heroTitles: [
      'Занятия, после которых всё становится понятно',
      'Спокойная подготовка к ОГЭ и ЕГЭ',
      'Один ученик, один преподаватель и понятный план',
      'Школьные предметы, экзамены и языки',
    ],
    heroLeads: [
      'Индивидуальные занятия по математике, физике, химии, русскому и иностранным языкам — очно или онлайн. Находим пробелы, закрываем их и готовим к экзамену без паники.',
      '«{brand}» подбирает каждому ученику преподавателя, который хорошо знает предмет и экзамен, и после каждого занятия рассказывает родителям, как идут дела.',
      'Начните с диагностического занятия: преподаватель проверит уровень, объяснит, над чем стоит поработать, и предложит реалистичный план.',
    ],
    offersHeadings: ['Занятия и цены', 'Предметы, которые мы преподаём', 'Выберите формат занятий'],
    offersLeads: [
      'Цены указаны за час индивидуальных занятий очно или онлайн. Регулярные занятия раз в неделю дают больше, чем срочная помощь перед контрольной.',
      'Не знаете, какой предмет выбрать и сколько нужно занятий? Запишитесь на диагностическое занятие, и преподаватель предложит план.',
    ],
    offers: [
      { title: 'Математика', text: 'От таблицы умножения до алгебры, геометрии и теории вероятностей. Для учеников начальной и средней школы, которым нужно догнать класс, не отстать или уйти вперёд.', price: 35, unit: 'за час' },
      { title: 'Физика и химия', text: 'Понятное объяснение теории, много разобранных задач и помощь с лабораторными работами для учеников средней и старшей школы.', price: 40, unit: 'за час' },
      { title: 'Русский язык и литература', text: 'Орфография, пунктуация, понимание текста, сочинения и анализ произведений; письменные работы подробно проверяются.', price: 35, unit: 'за час' },
      { title: 'Подготовка к ОГЭ и ЕГЭ', text: 'Системная подготовка к экзаменам: задания прошлых лет, тренировка на время, типичные ловушки и план повторения, который начинается за месяцы, а не за недели.', price: 45, unit: 'за час' },
      { title: 'Иностранные языки', text: 'Английский, немецкий, французский, испанский и другие языки для школьников и взрослых — от первых слов до уверенного разговора.', price: 35, unit: 'за час' },
      { title: 'Подготовка к IELTS', text: 'Прицельная отработка всех четырёх частей экзамена, пробные устные собеседования и проверка письменных заданий для тех, кто поступает в зарубежный вуз.', price: 45, unit: 'за час' },
      { title: 'Начальная школа', text: 'Чтение, письмо и математика для детей шести–десяти лет, помощь с домашними заданиями и бережная поддержка для тех, кому трудно в школе.', price: 30, unit: 'за час' },
      { title: 'Мини-группы для подготовки к экзаменам', text: 'Небольшие группы учеников, которые готовятся к одному экзамену и занимаются раз в неделю. Цена за час ниже, а внимания каждому хватает.', price: 20, unit: 'за час с ученика' },
      { title: 'Диагностическое занятие', text: 'Первое занятие на 45 минут: преподаватель проверяет уровень ученика, находит пробелы и предлагает план и количество занятий.', price: 25 },
    ],
    highlights: [
      { title: 'Преподаватель под каждого ученика', text: 'Подбираем преподавателя по предмету, экзамену и характеру, а если не сложилось, предложим другого.' },
      { title: 'План, а не просто уроки', text: 'У каждого ученика есть письменный план тем со сроками, так что прогресс виден от недели к неделе.' },
      { title: 'Короткие отчёты для родителей', text: 'После каждого занятия родители получают несколько строк о том, какие темы разобрали, как шла работа и что потренировать дома.' },
      { title: 'Очно или онлайн', text: 'Занятия проходят в наших классах или по видеосвязи с общей интерактивной доской — как удобнее вашей семье.' },
      { title: 'Домашние задания со смыслом', text: 'Короткие прицельные задания между занятиями, которые проверяются в начале следующего урока, вместо горы распечаток.' },
    ],
    process: [
      { title: 'Оставьте заявку', text: 'Расскажите о предмете, классе, предстоящих экзаменах и о том, что беспокоит, — мы ответим в тот же день.' },
      { title: 'Диагностическое занятие', text: 'На первом занятии преподаватель проверяет уровень ученика, а потом обсуждает результаты с вами.' },
      { title: 'План и расписание', text: 'Договариваемся о количестве занятий в неделю, постоянном времени и плане тем до экзамена или конца четверти.' },
      { title: 'Регулярные занятия', text: 'Еженедельные уроки с небольшим домашним заданием и коротким отчётом для родителей после каждого.' },
      { title: 'Проверка прогресса', text: 'Примерно раз в месяц преподаватель проводит небольшой тест или пробный экзамен, и мы вместе корректируем план.' },
    ],
    faq: [
      { question: 'Сколько занятий в неделю нужно ребёнку?', answer: 'Большинству учеников достаточно одного-двух часов в неделю. За несколько месяцев до важного экзамена некоторые добавляют второе занятие или мини-группу для отработки вариантов.' },
      { question: 'Когда начинать подготовку к ОГЭ или ЕГЭ?', answer: 'В идеале — в начале выпускного года, а при больших пробелах и раньше. Если начать за шесть–девять месяцев, хватит времени закрыть слабые темы и спокойно перейти к решению вариантов на время.' },
      { question: 'Онлайн-занятия так же эффективны, как очные?', answer: 'Для большинства учеников — да. Мы используем видеосвязь с общей интерактивной доской, и преподаватель видит решение и пишет рядом. Младшим школьникам иногда легче сосредоточиться очно, и в таком случае мы честно об этом скажем.' },
      { question: 'Что, если ребёнок не сработается с преподавателем?', answer: 'Скажите нам после любого занятия. Отношения с преподавателем очень важны, и мы без лишних вопросов предложим другого.' },
      { question: 'Как устроены оплата и отмена занятий?', answer: 'Занятия оплачиваются помесячно вперёд или пакетами. Урок, отменённый не позже чем за 24 часа, можно бесплатно перенести на другое время.' },
      { question: 'Вы занимаетесь со взрослыми?', answer: 'Да. Взрослые приходят к нам за иностранными языками, подготовкой к IELTS и школьной математикой, которую нужно вспомнить для работы или поступления.' },
    ],
    story: [
      '«{brand}» помогает школьникам и взрослым с предметами и экзаменами, которые для них важны. Мы преподаём математику, физику, химию, русский язык и иностранные языки индивидуально или в мини-группах, очно и онлайн. Каждый ученик занимается с преподавателем, которого подобрали под его предмет и экзамен.',
      'Хорошее репетиторство начинается с того, чтобы точно найти, в чём трудность. Ученик, который «не понимает математику», часто просто упустил одну-две базовые темы, например дроби или отрицательные числа, и из-за них всё последующее кажется запутанным. Мы находим такие пробелы на первом занятии и закрываем их, прежде чем идти дальше.',
      'Родители — участники процесса. После каждого занятия вы получаете короткую заметку о пройденном и о том, что потренировать, а раз в месяц мы вместе обсуждаем прогресс. Наша цель — ученик, который со временем учится всё самостоятельнее, а не тот, кто навсегда зависит от репетитора.',
    ],
    values: [
      { title: 'Терпение', text: 'Тему можно объяснить пятью разными способами, и мы пробуем, пока один из них не сработает.' },
      { title: 'Честность с родителями', text: 'Прямо говорим, как идут дела, в том числе когда нужно больше заниматься дома.' },
      { title: 'Самостоятельность', text: 'Учим учиться, чтобы результат сохранялся и после последнего занятия.' },
      { title: 'Спокойствие перед экзаменом', text: 'Размеренная подготовка и тренировка на время делают день экзамена знакомым, а не пугающим.' },
    ],
    ctaHeadings: ['Запишитесь на диагностическое занятие', 'Подберём преподавателя для вашего ребёнка', 'Начните подготовку к экзаменам вовремя'],
    ctaTexts: [
      'Назовите предмет и класс, и мы предложим преподавателя и время первого занятия.',
      'Чем раньше начинается подготовка, тем спокойнее проходят экзамены. Напишите нам, и мы составим план вместе.',
    ],
    articles: [
      {
        titles: ['Как спланировать повторение к экзаменам', 'План подготовки к ОГЭ и ЕГЭ, который работает'],
        description: 'Как спланировать подготовку к экзаменам: начать заранее, составить список тем, чередовать предметы, решать варианты на время и не забывать про сон.',
        excerpt: 'Хорошая подготовка к экзаменам — это план, а не зубрёжка в последнюю ночь. Рассказываем, как мы помогаем ученикам распределить последние месяцы.',
        sections: [
          {
            heading: 'Начните со списка тем',
            paragraphs: [
              'Подготовка начинается с понимания, что именно нужно повторить. Возьмите кодификатор или программу экзамена по каждому предмету и превратите его в список тем. Отметьте каждую тему зелёным, жёлтым или красным в зависимости от того, насколько уверенно вы её знаете. Красные темы идут в план первыми: на них нужно больше всего времени и помощи преподавателя.',
            ],
          },
          {
            heading: 'Составьте недельное расписание',
            paragraphs: [
              'Разбейте каждую неделю на короткие блоки по сорок–пятьдесят минут с перерывами между ними. Чередуйте предметы в течение дня, а не тратьте весь день на один: переключение помогает памяти. Сначала внесите в расписание постоянные дела — школу, спорт, время с семьёй, — а подготовку распределите вокруг них. План, в котором есть место для обычной жизни, действительно получается выполнять.',
            ],
          },
          {
            heading: 'Тренируйтесь в условиях экзамена',
            paragraphs: [
              'Перечитывание конспектов создаёт ощущение работы, но само по себе мало что даёт. Решение вариантов прошлых лет, в идеале на время и без подсказок, показывает реальные знания и приучает к обстановке экзамена. Проверяйте каждый вариант по официальным критериям, чтобы видеть, где теряются баллы. В последние два месяца старайтесь решать хотя бы один полный вариант по каждому предмету в неделю.',
            ],
          },
          {
            heading: 'Берегите сон и делайте перерывы',
            paragraphs: [
              'Память закрепляется во сне, поэтому ночная зубрёжка работает против вас. В последние недели перед экзаменами ложитесь спать в одно и то же время и делайте короткие перерывы без экранов между блоками занятий. Физическая активность, даже двадцатиминутная прогулка, помогает сосредоточиться. Вечер накануне экзамена сделайте лёгким: быстро пробегитесь по ключевым моментам и отдохните.',
            ],
          },
        ],
      },
      {
        titles: ['Признаки того, что ребёнку нужен репетитор', 'Когда пора искать дополнительную помощь с учёбой'],
        description: 'Признаки того, что ребёнку поможет репетитор: падают оценки, домашка превращается в борьбу, пропала уверенность, появились пробелы, впереди экзамен.',
        excerpt: 'Дополнительная помощь действеннее всего, когда начинается вовремя, и родители часто говорят, что хотели бы заметить тревожные сигналы раньше.',
        sections: [
          {
            heading: 'Оценки постепенно снижаются',
            paragraphs: [
              'Одна неудачная контрольная — это нормально, а стабильное снижение за четверть — повод разобраться. В математике и языках каждая тема опирается на предыдущую, поэтому сегодняшний пробел усложнит работу в следующем месяце. Спросите учителя, какие темы вызывают трудности. Если вмешаться рано, часто хватает нескольких недель помощи вместо года догонялок.',
            ],
          },
          {
            heading: 'Домашние задания превращаются в борьбу',
            paragraphs: [
              'Когда ребёнок избегает домашки по одному предмету, спорит из-за неё или часами сидит над коротким заданием, дело редко в лени. Часто ребёнок просто не понял способ решения, который объясняли в классе, и стесняется об этом сказать. Репетитор быстро найдёт пропущенный шаг, без давления одноклассников. Обычно через несколько недель домашние задания проходят гораздо спокойнее.',
            ],
          },
          {
            heading: 'Пропала уверенность',
            paragraphs: [
              'Прислушайтесь к фразам вроде «я просто не способен к математике» или «я никогда это не пойму». Дети, которые верят, что предмет им не по силам, перестают стараться, и убеждение становится правдой. Индивидуальные занятия дают шанс добиться успеха маленькими шагами и вернуть уверенность. Похвала за усилия и прогресс важна не меньше объяснений.',
            ],
          },
          {
            heading: 'Впереди экзамен или большие перемены',
            paragraphs: [
              'Выпускной класс, переход в новую школу, долгая болезнь или смена программы могут оставить пробелы. Организовать поддержку заранее проще, чем потом исправлять последствия. Перед важными экзаменами разумно начинать за шесть–девять месяцев: этого хватит, чтобы закрыть пробелы и спокойно потренироваться. Если сомневаетесь, диагностическое занятие покажет, нужны ли регулярные занятия вообще.',
            ],
          },
        ],
      },
      {
        titles: ['Как быстрее выучить иностранный язык: привычки, которые работают', 'Иностранный язык параллельно с учёбой или работой'],
        description: 'Практичные привычки для изучения иностранного языка: заниматься каждый день, говорить с первого урока, учить фразы в контексте и с пользой проводить занятия.',
        excerpt: 'Прогресс в языке зависит от маленьких ежедневных привычек больше, чем от таланта, и наши преподаватели советуют несколько, которые подходят почти всем.',
        sections: [
          {
            heading: 'Понемногу, но каждый день',
            paragraphs: [
              'В изучении языка регулярность важнее длинных занятий. Пятнадцать минут каждый день поддерживают словарный запас и формируют привычку, а двухчасовое занятие раз в неделю в основном уходит на то, чтобы вспомнить забытое. Привяжите практику к тому, что вы и так делаете каждый день, например к дороге на работу или завтраку. Приложения, подкасты и короткие тексты тоже считаются.',
            ],
          },
          {
            heading: 'Говорите с первого занятия',
            paragraphs: [
              'Многие ждут, когда почувствуют себя готовыми заговорить, но этот момент так и не наступает. Если говорить с самого начала, пусть и с ошибками, тренируются одновременно речь и слух. Читайте вслух, повторяйте за аудиозаписями, описывайте свой день простыми предложениями. На занятии большую часть времени должен говорить ученик, а не преподаватель.',
            ],
          },
          {
            heading: 'Учите фразы, а не списки слов',
            paragraphs: [
              'Слова, выученные по отдельности, быстро забываются. Учите их в коротких фразах, которые действительно пригодятся, например «принесите, пожалуйста, счёт», а не просто «счёт». Записывайте фразы на карточки с примером и повторяйте их через увеличивающиеся промежутки. Грамматика тоже запоминается гораздо прочнее на живых примерах.',
            ],
          },
          {
            heading: 'Используйте занятия с преподавателем по полной',
            paragraphs: [
              'Приходите с вопросами: выражения, которые встретились за неделю, сообщение, которое хотите написать, разговор, который дался с трудом. Попросите преподавателя исправлять важные ошибки и отмечать повторяющиеся, чтобы потом их отработать. Записывайте новые фразы сразу и повторяйте их перед следующим уроком. Короткие домашние задания поддерживают язык в рабочем состоянии от занятия до занятия.',
            ],
          },
        ],
      },
    ],
  },
};
