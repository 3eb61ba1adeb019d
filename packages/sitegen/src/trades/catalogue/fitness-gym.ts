import type { Trade } from '../types.ts';

export const fitnessGym: Trade = {
  id: 'fitness-gym',
  theme: 'Fitness Gym',
  kind: 'services',
  icons: 'fitness',
  offerIcons: ['dumbbell', 'clock', 'calendar-check', 'graduation-cap', 'ticket', 'heart-pulse', 'biceps-flexed', 'trophy'],
  en: {
    noun: 'gym',
    descriptor: 'a friendly neighbourhood gym with free weights, cardio and group classes',
    audience: 'members',
    offersLabel: 'Memberships',
    eyebrows: ['Gym & group classes', 'Strength, cardio, classes', 'Train on your own schedule'],
    heroTitles: [
      'Strong habits start here',
      'Train your way, at your own pace',
      'Free weights, cardio and classes under one roof',
      'A gym that feels like your own',
    ],
    heroLeads: [
      'Open early and late, with squat racks, free weights, cardio machines and a full timetable of group classes. Every new member starts with a free induction.',
      'Whether you are lifting for the first time or chasing a new personal record, {brand} gives you the kit, the space and friendly coaches on the floor.',
      'Flexible memberships without long contracts, classes you can book from your phone and personal trainers for when you want a proper plan.',
    ],
    offersHeadings: ['Memberships and prices', 'Pick the way you train', 'Simple, flexible plans'],
    offersLeads: [
      'Every membership includes an induction, the changing rooms and the whole training floor. Personal training can be added whenever you like.',
      'Choose monthly, annual or pay as you go, and switch plans when your routine changes.',
    ],
    offers: [
      {
        title: 'Monthly membership',
        text: 'Full access to the training floor and all group classes during opening hours. Rolls on month to month, with one month’s notice to cancel.',
        price: 45,
        unit: 'per month',
      },
      {
        title: 'Off-peak membership',
        text: 'The training floor and classes at the quieter times of the week. A good fit for shift workers, parents and anyone with free afternoons.',
        price: 32,
        unit: 'per month',
      },
      {
        title: 'Annual membership',
        text: 'Twelve months of full access paid up front, for less than twelve monthly payments. Includes guest passes and a regular progress review.',
        price: 450,
        unit: 'per year',
      },
      {
        title: 'Student membership',
        text: 'Full access for students in full-time education with a valid student card. Rolling monthly, and easy to freeze over the holidays.',
        price: 30,
        unit: 'per month',
      },
      {
        title: 'Day pass',
        text: 'One day on the training floor, in the changing rooms and in any class with a free spot. Handy when you are visiting or want to try us first.',
        price: 12,
      },
      {
        title: '10-class pass',
        text: 'Ten group classes to use within three months: spin, HIIT, circuits, yoga, Pilates and more. Made for people who come for the classes rather than the floor.',
        price: 80,
      },
      {
        title: 'Personal training session',
        text: 'An hour one to one with a personal trainer: technique, a programme built around your goal and someone to keep you on track.',
        price: 55,
        unit: 'per session',
      },
      {
        title: 'Personal training, 10 sessions',
        text: 'Ten one-hour sessions with the same trainer, with a body assessment at the start and at the end. Sessions are booked around your week.',
        price: 500,
      },
    ],
    highlights: [
      { title: 'An induction for every member', text: 'A coach shows you round, sets up the machines with you and writes a simple starter plan. Nobody is left to work it out alone.' },
      { title: 'Plenty of racks and weights', text: 'Squat racks, lifting platforms, dumbbells and kettlebells in every weight, so you rarely wait for the kit you need.' },
      { title: 'Classes through the day', text: 'Morning, lunchtime and evening classes, booked in the app and cancelled up to two hours before they start.' },
      { title: 'No long contracts', text: 'Monthly memberships roll on month to month, and you can freeze yours if you are ill, injured or away.' },
      { title: 'A clean, well-kept floor', text: 'Equipment is wiped down and checked every day, and the changing rooms are cleaned several times a day.' },
    ],
    process: [
      { title: 'Choose a membership', text: 'Join online or at reception. If you would like to look around first, start with a day pass.' },
      { title: 'Book your induction', text: 'A 45-minute session with a coach: a tour of the floor, how the machines work and a short chat about your goals.' },
      { title: 'Get your starter plan', text: 'You leave with a simple programme for your first four weeks, written for your level and the time you have.' },
      { title: 'Book classes in the app', text: 'See the timetable, reserve a place and join the waiting list when a class is full.' },
      { title: 'Check in with a coach', text: 'Every few weeks, ask for a programme review so your training moves on as you get stronger.' },
    ],
    faq: [
      { question: 'Do I need to sign a long contract?', answer: 'No. Monthly memberships roll on month to month and need one month’s notice to cancel. The annual membership is a single payment for twelve months.' },
      { question: 'I have never trained before. Where do I start?', answer: 'With the free induction. A coach shows you the equipment, checks your technique on the basic movements and gives you a starter plan, so your first weeks have a clear structure.' },
      { question: 'Can I freeze my membership?', answer: 'Yes, for illness, injury or travel, for up to three months a year. Let reception know before your next payment date.' },
      { question: 'What should I bring?', answer: 'Trainers with clean soles, comfortable clothes, a towel and a water bottle. Lockers are free to use while you train.' },
      { question: 'Are group classes included?', answer: 'Classes are included in the monthly, annual and student memberships. Off-peak members can join any class within their hours, and non-members can buy a 10-class pass.' },
      { question: 'Can I bring a friend?', answer: 'Yes. A friend can train with you on a day pass, and annual members get two free guest passes a year.' },
    ],
    story: [
      '{brand} began with a simple idea: a gym should be a place where a beginner and a seasoned lifter both feel at home. We kept the floor open and uncluttered, put in proper racks and platforms, and built the class timetable around real working hours. Coaches spend their shifts on the floor rather than behind a desk, so help is never far away.',
      'Most of our members are not athletes but people who want to feel stronger, sleep better, move without aches and keep up with their children. We plan for exactly that: steady progress, sound technique and training that fits around a busy week. Big promises and quick fixes have no place here.',
      'Every new member starts with an induction and a starter plan. After that, you train the way that suits you: on your own, in classes or with a personal trainer. Whatever you choose, a coach is happy to check your form or rethink your programme whenever you ask.',
    ],
    values: [
      { title: 'Technique first', text: 'We would rather you lift lighter and well than heavy and badly. Coaches correct form kindly and often.' },
      { title: 'Room for everyone', text: 'Beginners, older members, new parents and competitive lifters train side by side, and nobody is judged for where they start.' },
      { title: 'Honest memberships', text: 'Clear prices, no hidden fees and a simple way to freeze or cancel when life changes.' },
      { title: 'Progress you can see', text: 'Regular check-ins and a record of your lifts and classes, so you know what is working and what to change.' },
    ],
    ctaHeadings: ['Start with a free induction', 'Come and train with us', 'Find the membership that suits you'],
    ctaTexts: [
      'Join online or pop in for a day pass, and we’ll book your induction for your first visit.',
      'Not sure which plan fits? Ask at reception or send us a message, and a coach will help you choose.',
    ],
    articles: [
      {
        titles: ['Your first month of training: a simple plan for beginners', 'Starting strength training: your first four weeks'],
        description: 'New to training? A simple four-week plan for beginners: how often to train, which movements to learn first, how to add weight and how to recover.',
        excerpt: 'The first month decides whether training becomes a habit. Here is a plan that keeps it simple and safe.',
        sections: [
          {
            heading: 'Three sessions a week is plenty',
            paragraphs: [
              'Beginners make the fastest progress with three full-body sessions a week and a rest day between them. Forty-five minutes per session is enough when the plan is clear. Pick days you can keep every week, such as Monday, Wednesday and Friday. Regular, unremarkable sessions beat one heroic week followed by a month off.',
            ],
          },
          {
            heading: 'Learn five basic movements',
            paragraphs: [
              'Almost every programme is built on a squat, a hinge such as the deadlift, a push, a pull and a carry. Start with simple versions: a goblet squat, a kettlebell deadlift, a press-up against a bench, a cable row and a farmer’s walk. Ask a coach on the floor to watch your first sets. Small corrections now save you from bad habits later.',
            ],
          },
          {
            heading: 'Add weight slowly',
            paragraphs: [
              'Choose a weight you could lift two or three more times at the end of each set. When all your sets feel steady, add the smallest step available the next session. Write every session down, in a notebook or an app. Over four weeks, these small steps add up to real, visible strength.',
            ],
          },
          {
            heading: 'Rest, sleep and food',
            paragraphs: [
              'Muscles get stronger between sessions, not during them. Aim for seven to nine hours of sleep and a portion of protein with each meal. Some soreness in the first weeks is normal and fades as your body adapts. Sharp pain is different: stop, and talk to a coach before you carry on.',
            ],
          },
        ],
      },
      {
        titles: ['How to choose a group class that suits you', 'Spin, HIIT, circuits or yoga: which class is for you?'],
        description: 'Spin, HIIT, circuits, barbell classes, yoga or Pilates? What each group class involves, who it suits and how many classes a week to aim for.',
        excerpt: 'A quick guide to the classes on our timetable, so you can pick the ones you will enjoy and keep coming back to.',
        sections: [
          {
            heading: 'Start with what you enjoy',
            paragraphs: [
              'The class you look forward to is the one you will keep going to. Try three or four different formats in your first fortnight and notice which ones leave you wanting more. Every class has lighter and harder options, and instructors are happy to show them. Tell them about any injury before the class starts.',
            ],
          },
          {
            heading: 'Cardio classes: spin and HIIT',
            paragraphs: [
              'Spin is a 45-minute ride to music on a stationary bike, easy on the joints and ideal for building stamina. HIIT alternates short bursts of hard work with rest, and a session rarely lasts more than half an hour. Both raise your heart rate quickly and burn plenty of energy. Beginners should pace themselves and take the breaks on offer.',
            ],
          },
          {
            heading: 'Strength classes: circuits and barbell workouts',
            paragraphs: [
              'Circuits move you round stations of dumbbells, kettlebells and bodyweight exercises. Barbell classes use light bars and lots of repetitions to music, with the same moves each week so you can track progress. Both are a friendly way to learn strength training without planning your own sessions. Pick a weight that lets you finish every track with good form.',
            ],
          },
          {
            heading: 'Mobility classes: yoga and Pilates',
            paragraphs: [
              'Yoga builds flexibility, balance and calm breathing, while Pilates focuses on core strength and control. Both balance out the hard work of cardio and lifting. Many members add one mobility class a week and notice fewer aches. For most people, two or three classes a week, mixing the types, is a sustainable routine.',
            ],
          },
        ],
      },
      {
        titles: ['Personal training or training alone: what makes sense for you?', 'When is it worth hiring a personal trainer?'],
        description: 'What a personal trainer actually does, when a few sessions pay off, how to train well on your own, and why a mix of both suits most people.',
        excerpt: 'You don’t need a trainer for every session. Here is when one-to-one coaching helps most and how to make the most of it.',
        sections: [
          {
            heading: 'What a trainer actually does',
            paragraphs: [
              'A personal trainer assesses how you move, sets a realistic goal and writes a programme that fits your week. During sessions they coach technique, choose the right weights and adjust the plan as you progress. Accountability matters just as much: a booked session is hard to skip. Good trainers also teach you enough to train well without them.',
            ],
          },
          {
            heading: 'When a few sessions pay off',
            paragraphs: [
              'One-to-one sessions are worth it when you are starting out, returning after an injury or stuck on the same weights for months. Sessions also help before an event such as a run, a hike or a wedding. Even a pack of five sessions can set up a programme you follow for a year. Ask for a trainer whose experience matches your goal.',
            ],
          },
          {
            heading: 'Training well on your own',
            paragraphs: [
              'Training alone works when you follow a written plan instead of improvising. Log your sets, add weight gradually and change the programme every six to eight weeks. Film a set on your phone now and then to check your form. Coaches on the floor will gladly answer a quick question between their sessions.',
            ],
          },
          {
            heading: 'A mix that suits most people',
            paragraphs: [
              'Many members book a trainer once a month to review their progress and train alone the rest of the time. Others start with ten sessions, then switch to classes and their own plan. Your budget and goals decide the balance, and both can change over the year. Whatever mix you choose, the plan should always be written down.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'фитнес-клуб',
    descriptor: 'фитнес-клуб рядом с домом со свободными весами, кардиозоной и групповыми занятиями',
    audience: 'клиенты клуба',
    offersLabel: 'Абонементы',
    eyebrows: ['Тренажёрный зал и групповые занятия', 'Силовые, кардио, групповые', 'Тренируйтесь в удобное время'],
    heroTitles: [
      'Сильные привычки начинаются здесь',
      'Тренируйтесь по-своему и в своём темпе',
      'Свободные веса, кардио и групповые занятия',
      'Фитнес-клуб, куда хочется возвращаться',
    ],
    heroLeads: [
      'Работаем с раннего утра до позднего вечера: силовые рамы, свободные веса, кардиотренажёры и насыщенное расписание групповых занятий. Каждый новый клиент начинает с бесплатной вводной тренировки.',
      'Впервые берёте в руки штангу или идёте на новый личный рекорд — в «{brand}» есть оборудование, место и доброжелательные тренеры прямо в зале.',
      'Гибкие абонементы без долгих договоров, запись на занятия с телефона и персональные тренеры, когда нужен продуманный план.',
    ],
    offersHeadings: ['Абонементы и цены', 'Выберите свой формат', 'Простые и гибкие абонементы'],
    offersLeads: [
      'В любой абонемент входят вводная тренировка, раздевалки и весь тренажёрный зал. Персональные тренировки можно добавить в любой момент.',
      'Выбирайте месяц, год или разовые посещения и меняйте абонемент, когда меняется ваш график.',
    ],
    offers: [
      {
        title: 'Абонемент на месяц',
        text: 'Тренажёрный зал и все групповые занятия в любое время работы. Продлевается помесячно, отменить можно с предупреждением за месяц.',
        price: 45,
        unit: 'в месяц',
      },
      {
        title: 'Дневной абонемент',
        text: 'Зал и групповые занятия в спокойные часы, когда людей меньше. Удобно тем, кто работает посменно, родителям и всем, у кого свободно дневное время.',
        price: 32,
        unit: 'в месяц',
      },
      {
        title: 'Годовой абонемент',
        text: 'Двенадцать месяцев без ограничений с единовременной оплатой — выгоднее, чем платить помесячно. Включает гостевые визиты и регулярный разбор прогресса.',
        price: 450,
        unit: 'в год',
      },
      {
        title: 'Студенческий абонемент',
        text: 'Полный доступ для студентов очной формы обучения при предъявлении студенческого билета. Продлевается помесячно, на каникулы его легко заморозить.',
        price: 30,
        unit: 'в месяц',
      },
      {
        title: 'Разовое посещение',
        text: 'Один день в зале, раздевалки и любое групповое занятие, где есть свободные места. Подойдёт, если вы в городе проездом или хотите сначала присмотреться.',
        price: 12,
      },
      {
        title: 'Абонемент на 10 групповых занятий',
        text: 'Десять занятий на выбор в течение трёх месяцев: сайкл, HIIT, круговые тренировки, йога, пилатес и другие. Для тех, кто приходит именно на групповые программы.',
        price: 80,
      },
      {
        title: 'Персональная тренировка',
        text: 'Час один на один с тренером: техника, программа под вашу цель и человек, который поможет не сбиться с курса.',
        price: 55,
        unit: 'за занятие',
      },
      {
        title: 'Пакет из 10 персональных тренировок',
        text: 'Десять часовых тренировок с одним и тем же тренером, с замерами и тестированием в начале и в конце. Время подбираем под вашу неделю.',
        price: 500,
      },
    ],
    highlights: [
      { title: 'Вводная тренировка для каждого', text: 'Тренер покажет зал, настроит с вами тренажёры и составит простой стартовый план. Разбираться в одиночку не придётся.' },
      { title: 'Много рам и свободных весов', text: 'Силовые рамы, помосты, гантели и гири любого веса — ждать свободный снаряд почти не приходится.' },
      { title: 'Занятия в течение всего дня', text: 'Утренние, дневные и вечерние группы. Запись в приложении, отмена — не позже чем за два часа до начала.' },
      { title: 'Без долгих договоров', text: 'Месячный абонемент продлевается помесячно, а на время болезни, травмы или отпуска его можно заморозить.' },
      { title: 'Чистый и ухоженный зал', text: 'Оборудование протирают и проверяют каждый день, раздевалки убирают несколько раз в день.' },
    ],
    process: [
      { title: 'Выберите абонемент', text: 'Оформите его на сайте или на ресепшене. Хотите сначала осмотреться — начните с разового посещения.' },
      { title: 'Запишитесь на вводную тренировку', text: 'Сорок пять минут с тренером: знакомство с залом, работа тренажёров и короткий разговор о ваших целях.' },
      { title: 'Получите стартовый план', text: 'Вы уйдёте с простой программой на первые четыре недели — под ваш уровень и ваше свободное время.' },
      { title: 'Записывайтесь на занятия в приложении', text: 'Смотрите расписание, бронируйте место, а если группа заполнена — вставайте в лист ожидания.' },
      { title: 'Сверяйтесь с тренером', text: 'Раз в несколько недель просите пересмотреть программу, чтобы тренировки росли вместе с вами.' },
    ],
    faq: [
      { question: 'Нужно ли подписывать долгий договор?', answer: 'Нет. Месячный абонемент продлевается помесячно, отменить его можно с предупреждением за месяц. Годовой абонемент оплачивается один раз сразу за двенадцать месяцев.' },
      { question: 'Я никогда не занимался. С чего начать?', answer: 'С бесплатной вводной тренировки. Тренер покажет оборудование, поставит технику базовых упражнений и даст стартовый план, чтобы первые недели прошли по понятной схеме.' },
      { question: 'Можно ли заморозить абонемент?', answer: 'Да, на время болезни, травмы или поездки — до трёх месяцев в году. Предупредите администратора до даты следующего списания.' },
      { question: 'Что взять с собой?', answer: 'Кроссовки с чистой подошвой, удобную одежду, полотенце и бутылку воды. Шкафчиками в раздевалке можно пользоваться бесплатно.' },
      { question: 'Групповые занятия входят в абонемент?', answer: 'Да, в месячный, годовой и студенческий. Владельцы дневного абонемента ходят на любые группы в свои часы, а без абонемента можно купить пакет из десяти занятий.' },
      { question: 'Можно прийти с другом?', answer: 'Конечно. Друг может тренироваться с вами по разовому посещению, а у владельцев годового абонемента есть два бесплатных гостевых визита в год.' },
    ],
    story: [
      'Мы открывали «{brand}» с простой мыслью: в зале должно быть уютно и новичку, и опытному атлету. В зале много свободного пространства, стоят нормальные рамы и помосты, а расписание групп составлено под обычный рабочий день. Тренеры проводят смену в зале, а не за стойкой, поэтому помощь всегда рядом.',
      'Большинство наших клиентов — не спортсмены, а люди, которые хотят быть сильнее, лучше спать, двигаться без боли в спине и успевать за детьми. Под такие цели мы и строим тренировки: постепенный прогресс, правильная техника и нагрузка, которая вписывается в плотный график. Громких обещаний и чудо-методик у нас не бывает.',
      'Каждый новый клиент начинает с вводной тренировки и стартового плана. Дальше вы выбираете сами: заниматься самостоятельно, ходить в группы или работать с персональным тренером. В любом случае тренер в зале с радостью проверит технику или пересоберёт программу, как только вы попросите.',
    ],
    values: [
      { title: 'Сначала техника', text: 'Пусть вес будет меньше, зато упражнение — правильным. Тренеры поправляют технику часто и доброжелательно.' },
      { title: 'Место для каждого', text: 'Новички, люди старшего возраста, молодые мамы и действующие спортсмены тренируются рядом, и никто не оценивает, с чего вы начинаете.' },
      { title: 'Честные абонементы', text: 'Понятные цены без скрытых платежей и простой способ заморозить или отменить абонемент, когда жизнь меняется.' },
      { title: 'Заметный прогресс', text: 'Регулярные встречи с тренером и записи ваших весов и занятий — видно, что работает, а что пора менять.' },
    ],
    ctaHeadings: ['Начните с бесплатной вводной тренировки', 'Приходите тренироваться', 'Подберите абонемент под себя'],
    ctaTexts: [
      'Оформите абонемент на сайте или приходите по разовому посещению — вводную тренировку запишем на ваш первый визит.',
      'Не знаете, какой абонемент выбрать? Спросите на ресепшене или напишите нам, и тренер поможет определиться.',
    ],
    articles: [
      {
        titles: ['Первый месяц тренировок: простой план для новичка', 'Начинаем силовые тренировки: первые четыре недели'],
        description: 'Только начинаете тренироваться? Простой план на четыре недели: сколько раз в неделю заниматься, какие упражнения освоить, как добавлять вес и восстанавливаться.',
        excerpt: 'Первый месяц решает, станут ли тренировки привычкой. Вот план, с которым всё просто и безопасно.',
        sections: [
          {
            heading: 'Трёх тренировок в неделю достаточно',
            paragraphs: [
              'Быстрее всего новички прогрессируют на трёх тренировках всего тела в неделю с днём отдыха между ними. Сорока пяти минут хватает, если план понятен заранее. Выберите дни, которые сможете держать каждую неделю, например понедельник, среду и пятницу. Регулярные спокойные тренировки дают больше, чем одна героическая неделя и месяц перерыва.',
            ],
          },
          {
            heading: 'Освойте пять базовых движений',
            paragraphs: [
              'Почти любая программа строится на приседе, становой тяге, жиме, тяге и переноске веса. Начните с простых вариантов: присед с гантелью у груди, тяга гири с пола, отжимания от скамьи, тяга блока к поясу и прогулка фермера. Попросите тренера в зале посмотреть ваши первые подходы. Небольшие поправки сейчас избавят от вредных привычек потом.',
            ],
          },
          {
            heading: 'Добавляйте вес постепенно',
            paragraphs: [
              'Берите вес, с которым в конце подхода могли бы сделать ещё два-три повторения. Когда все подходы идут уверенно, на следующей тренировке добавьте минимальный шаг. Записывайте каждую тренировку в блокнот или приложение. За четыре недели маленькие шаги складываются в настоящую, заметную силу.',
            ],
          },
          {
            heading: 'Сон, отдых и питание',
            paragraphs: [
              'Мышцы крепнут между тренировками, а не во время них. Старайтесь спать от семи до девяти часов и добавлять порцию белка в каждый приём пищи. Лёгкая боль в мышцах в первые недели нормальна и проходит, когда тело привыкает. Резкая боль — другое дело: остановитесь и поговорите с тренером, прежде чем продолжать.',
            ],
          },
        ],
      },
      {
        titles: ['Как выбрать групповое занятие по душе', 'Сайкл, HIIT, круговая или йога: что подойдёт именно вам?'],
        description: 'Сайкл, HIIT, круговые, силовые со штангой, йога или пилатес? Что происходит на каждом занятии, кому оно подходит и сколько раз в неделю ходить.',
        excerpt: 'Короткий путеводитель по нашему расписанию: выберите занятия, на которые захочется возвращаться.',
        sections: [
          {
            heading: 'Начните с того, что нравится',
            paragraphs: [
              'Ходить постоянно вы будете на то занятие, которого ждёте. Попробуйте три-четыре разных формата за первые две недели и прислушайтесь, после каких хочется ещё. На любом занятии есть облегчённые и усложнённые варианты, и инструктор охотно их покажет. О травмах предупреждайте до начала тренировки.',
            ],
          },
          {
            heading: 'Кардио: сайкл и HIIT',
            paragraphs: [
              'Сайкл — сорок пять минут езды на велотренажёре под музыку, щадящие для суставов и отлично развивающие выносливость. HIIT чередует короткие отрезки тяжёлой работы с отдыхом и обычно длится не больше получаса. Оба формата быстро разгоняют пульс и расходуют много энергии. Новичкам стоит распределять силы и не стесняться брать паузы.',
            ],
          },
          {
            heading: 'Силовые: круговые и занятия со штангой',
            paragraphs: [
              'На круговой тренировке вы переходите от станции к станции: гантели, гири, упражнения с собственным весом. Групповые занятия со штангой идут под музыку с лёгким весом и большим числом повторений, а упражнения повторяются из недели в неделю, поэтому прогресс легко отследить. Оба формата помогают освоить силовой тренинг без самостоятельного планирования. Подбирайте вес так, чтобы каждый трек закончить с правильной техникой.',
            ],
          },
          {
            heading: 'Мобильность: йога и пилатес',
            paragraphs: [
              'Йога развивает гибкость, равновесие и спокойное дыхание, а пилатес — силу мышц кора и контроль движения. Оба занятия уравновешивают тяжёлую кардио- и силовую нагрузку. Многие клиенты добавляют одно такое занятие в неделю и замечают, что спина и суставы беспокоят реже. Для большинства людей два-три разных групповых занятия в неделю — нагрузка, которую легко поддерживать годами.',
            ],
          },
        ],
      },
      {
        titles: ['Персональный тренер или самостоятельные тренировки: что выбрать?', 'Когда стоит заниматься с персональным тренером'],
        description: 'Чем на самом деле занимается персональный тренер, когда несколько тренировок окупаются, как заниматься самому и почему большинству подходит сочетание.',
        excerpt: 'Тренер нужен не на каждой тренировке. Рассказываем, когда занятия один на один полезнее всего и как получить от них максимум.',
        sections: [
          {
            heading: 'Что делает тренер',
            paragraphs: [
              'Персональный тренер оценивает, как вы двигаетесь, ставит реалистичную цель и пишет программу под вашу неделю. На тренировке он ставит технику, подбирает веса и корректирует план по мере прогресса. Не менее важна дисциплина: оплаченную тренировку трудно пропустить. Хороший тренер ещё и учит вас так, чтобы со временем вы справлялись без него.',
            ],
          },
          {
            heading: 'Когда несколько тренировок окупаются',
            paragraphs: [
              'Занятия один на один особенно полезны, если вы только начинаете, возвращаетесь после травмы или месяцами стоите на одних и тех же весах. Они помогают и перед событием — забегом, походом или свадьбой. Даже пять тренировок могут заложить программу, по которой вы будете заниматься целый год. Выбирайте тренера, чей опыт совпадает с вашей целью.',
            ],
          },
          {
            heading: 'Как тренироваться самостоятельно',
            paragraphs: [
              'Самостоятельные тренировки работают, когда вы идёте по записанному плану, а не импровизируете. Записывайте подходы, постепенно добавляйте вес и меняйте программу каждые шесть-восемь недель. Иногда снимайте подход на телефон, чтобы проверить технику. Тренеры в зале всегда ответят на короткий вопрос между своими занятиями.',
            ],
          },
          {
            heading: 'Сочетание, которое подходит большинству',
            paragraphs: [
              'Многие клиенты занимаются с тренером раз в месяц, чтобы сверить прогресс, а в остальное время тренируются сами. Другие начинают с пакета из десяти тренировок, а потом переходят на групповые занятия и собственный план. Баланс зависит от бюджета и целей и может меняться в течение года. Какой бы вариант вы ни выбрали, план должен быть записан.',
            ],
          },
        ],
      },
    ],
  },
};
