import type { Trade } from '../types.ts';

export const personalTrainer: Trade = {
  id: 'personal-trainer',
  theme: 'Personal Trainer',
  kind: 'services',
  icons: 'fitness',
  offerIcons: ['clipboard-check', 'dumbbell', 'timer', 'calendar-days', 'users', 'trees', 'smartphone', 'notebook-pen'],
  en: {
    noun: 'personal trainer',
    descriptor: 'a personal trainer offering one-to-one sessions, training packs and online coaching',
    audience: 'clients',
    eyebrows: ['Personal training', 'One-to-one & online coaching', 'Strength, fitness, habits'],
    heroTitles: [
      'Get stronger with a plan made for you',
      'One-to-one coaching that fits your week',
      'Personal training, in person or online',
      'A personal trainer who keeps you on track',
    ],
    heroLeads: [
      'Sessions built around your goal, your schedule and your body, with careful coaching on every lift and a programme that changes as you progress.',
      'Whether you want to get fit again, lift your first proper weights or train around an old injury, {brand} starts where you are and moves at your pace.',
      'Train face to face, at home or outdoors, or follow an online programme with video feedback and weekly check-ins.',
    ],
    offersHeadings: ['Sessions and prices', 'Ways to train together', 'Choose how we work'],
    offersLeads: [
      'Every client starts with an assessment. After that, pick single sessions, a pack or online coaching, and switch whenever your routine changes.',
      'Packs bring the price of each session down, and online coaching keeps you moving between face-to-face sessions or instead of them.',
    ],
    offers: [
      {
        title: 'Initial assessment',
        text: 'A 60-minute first meeting: your goals, health history, a movement screen and simple strength tests. You leave with a clear plan, whether or not you book more.',
        price: 40,
      },
      {
        title: 'One-to-one session',
        text: 'An hour of coached training built around your programme, with technique cues, the right weights and a record of every set.',
        price: 65,
        unit: 'per session',
      },
      {
        title: '30-minute express session',
        text: 'A short, focused session for busy days: one or two main lifts and a hard finisher. Works well before work or at lunchtime.',
        price: 40,
        unit: 'per session',
      },
      {
        title: 'Pack of 10 sessions',
        text: 'Ten one-hour sessions at a lower rate, to use within three months. The pack most clients choose for a real change in strength and habits.',
        price: 580,
      },
      {
        title: 'Partner training',
        text: 'Train with a friend or partner and share the cost. Each of you follows a programme at your own level, in the same hour.',
        price: 85,
        unit: 'per session',
      },
      {
        title: 'Home or outdoor session',
        text: 'I bring the kit to your home, garden or a local park. Ideal if you would rather not train in a gym or have little time to travel.',
        price: 75,
        unit: 'per session',
      },
      {
        title: 'Online coaching',
        text: 'A personal programme in an app, video feedback on your lifts, weekly check-ins and messaging support. For people who train alone but want a coach behind them.',
        price: 120,
        unit: 'per month',
      },
      {
        title: 'Custom training plan',
        text: 'A written four-week programme for your goal, equipment and schedule, with demo videos of every exercise and one round of changes.',
        price: 90,
      },
    ],
    highlights: [
      { title: 'One coach from start to finish', text: 'You work with the same person every session, who knows your history, your injuries and what keeps you motivated.' },
      { title: 'Plans built around your life', text: 'Sessions early, late or at weekends, and a programme that fits the time you really have.' },
      { title: 'Technique before heavy weights', text: 'Every movement is learned properly before the load goes up, so progress lasts and joints stay happy.' },
      { title: 'Progress you can measure', text: 'Regular checks on strength, measurements and energy levels show what is working and what needs to change.' },
      { title: 'Support between sessions', text: 'Questions about training, sleep or food get an answer by message, usually the same day.' },
    ],
    process: [
      { title: 'Get in touch', text: 'Send a message or book a short call and tell me about your goals, your schedule and any injuries.' },
      { title: 'Initial assessment', text: 'We meet for an hour: a chat about your history, a movement screen and a few simple tests to set a starting point.' },
      { title: 'Your programme', text: 'Within a couple of days you get a plan for the next four weeks, with the sessions we do together and any you do alone.' },
      { title: 'Train together', text: 'Sessions at a regular time each week, with technique coaching, sensible loads and every set written down.' },
      { title: 'Review and adjust', text: 'Every four to six weeks we retest, look at what has changed and set the next block of training.' },
    ],
    faq: [
      { question: 'I’m really unfit. Is personal training right for me?', answer: 'Yes, and it is often the easiest way to start. The first sessions are about learning to move well and building a base, at a level that feels hard but manageable.' },
      { question: 'How many sessions a week do I need?', answer: 'Two sessions a week, plus one you do on your own, suit most people. Once a week also works if you follow the plan between sessions.' },
      { question: 'Where do the sessions take place?', answer: 'In the gym, at your home or outdoors, depending on the option you choose. Home and outdoor sessions include all the kit we need.' },
      { question: 'Can you help me lose weight?', answer: 'Training, daily movement and steady eating habits all help, and I coach all three. I don’t prescribe diets; if you have a medical condition, I work alongside your doctor or a registered dietitian.' },
      { question: 'What if I need to cancel a session?', answer: 'Let me know at least 24 hours before and we’ll move it to another time. Sessions cancelled later than that are counted as used.' },
      { question: 'Does online coaching really work?', answer: 'For people who can train on their own, yes. You get the same programme and feedback, just by video and message, and it costs less than weekly face-to-face sessions.' },
    ],
    story: [
      '{brand} is one-to-one coaching for people who want to get stronger and fitter without guesswork. Every programme starts from an honest look at where you are: your history, your schedule, your joints and what you enjoy. Plans are written for real lives, with work, family and the occasional bad week in them.',
      'Sessions are calm, focused and properly coached. Each movement is taught step by step, weights go up only when the technique is solid, and every set is recorded so progress is easy to see. Shouting and punishing workouts have no place here; consistency does far more.',
      'Coaching doesn’t stop when the session ends. Between meetings you get a plan for the days you train alone, quick answers by message and small changes when life gets in the way. The aim is simple: you should finish working together able to train well on your own.',
    ],
    values: [
      { title: 'Honesty', text: 'Realistic goals and timelines, and a straight answer when something isn’t working.' },
      { title: 'Safety first', text: 'Injuries and health history shape the plan from day one, and pain is never ignored.' },
      { title: 'Consistency over intensity', text: 'Steady weeks of good training beat the occasional session that leaves you wrecked.' },
      { title: 'Independence', text: 'Every session teaches you something you can use on your own, long after our work together ends.' },
    ],
    ctaHeadings: ['Book your initial assessment', 'Start training with a plan', 'Let’s talk about your goals'],
    ctaTexts: [
      'Tell me what you would like to change and when you can train, and we’ll find a time for the first meeting.',
      'Not sure which option suits you? Book a short call and we’ll work it out together.',
    ],
    articles: [
      {
        titles: ['How many times a week should you train?', 'Training frequency: finding the right number of sessions'],
        description: 'Two, three or five sessions a week? How to choose a training frequency that fits your goal, your recovery and the time you really have.',
        excerpt: 'More sessions are not always better. Here is how to find the number that brings results and still fits your life.',
        sections: [
          {
            heading: 'Start with the time you really have',
            paragraphs: [
              'The right plan is the one you can keep for months, not the one that looks impressive on paper. Count the slots in your week that are genuinely free and protect them like meetings. Two sessions you never miss will do more than five you keep skipping. Once the habit is solid, adding a session is easy.',
            ],
          },
          {
            heading: 'Two to three sessions for most goals',
            paragraphs: [
              'For general strength and fitness, two or three full-body sessions a week work well. Each muscle group is trained often enough to improve, with enough rest in between to recover. Beginners in particular see steady progress on this schedule for a long time. Walking and light activity on the other days add to the results.',
            ],
          },
          {
            heading: 'When training more often makes sense',
            paragraphs: [
              'Four or more sessions a week suit people with specific goals and some training experience behind them. Sessions are usually split by body part or by type, such as strength and conditioning. Recovery becomes the limit, so sleep and food need more attention. Without good recovery, extra sessions simply add fatigue.',
            ],
          },
          {
            heading: 'Signs you need more rest',
            paragraphs: [
              'Weights that feel heavier week after week, poor sleep and a constant lack of motivation are all warning signs. Nagging aches in the same joint are a warning sign too. When they appear, take an easier week with lighter weights and fewer sets. Most people come back stronger after a few days of lighter training.',
            ],
          },
        ],
      },
      {
        titles: ['A 30-minute home workout with a pair of dumbbells', 'Training at home with minimal kit'],
        description: 'A simple 30-minute full-body workout you can do at home with two dumbbells and a bit of floor space, plus how to make it harder as you get stronger.',
        excerpt: 'No time to travel? Two dumbbells and half an hour are enough for a proper full-body session.',
        sections: [
          {
            heading: 'What you need',
            paragraphs: [
              'A pair of adjustable dumbbells, a mat and enough room to lie down with your arms outstretched. A sturdy chair or step is useful for step-ups and split squats. Adjustable dumbbells save space and let you progress for a long time. Keep water and a timer nearby so you can move from one exercise to the next without a hunt.',
            ],
          },
          {
            heading: 'Warm up for five minutes',
            paragraphs: [
              'March on the spot, roll your shoulders and swing your legs gently front to back. Add ten bodyweight squats, ten hip hinges and a few slow press-ups against a wall. The aim is to feel warm and loose, not tired. A good warm-up also shows you which joints need extra care that day.',
            ],
          },
          {
            heading: 'The main circuit',
            paragraphs: [
              'Do three rounds of goblet squats, dumbbell rows, Romanian deadlifts, floor presses and a plank, ten reps each and thirty seconds for the plank. Rest one to two minutes between rounds. Move slowly and with control rather than rushing the reps. Finish with a two-minute walk around the room and a few deep breaths.',
            ],
          },
          {
            heading: 'Making it harder over time',
            paragraphs: [
              'When all three rounds feel comfortable, add a few reps, then a little weight. You can also slow the lowering phase to three seconds or add a fourth round. Change one thing at a time so you can tell what is working. Write each session down, even if it is just a note on your phone.',
            ],
          },
        ],
      },
      {
        titles: ['How online coaching works, step by step', 'Online coaching: what you get and who it suits'],
        description: 'What online personal coaching includes, how video feedback and check-ins work, who it suits, and how it compares with face-to-face sessions.',
        excerpt: 'Online coaching gives you a personal plan and regular feedback without fixed appointments. Here is what the process looks like.',
        sections: [
          {
            heading: 'The starting questionnaire and call',
            paragraphs: [
              'Online coaching begins with a detailed questionnaire about your goals, training history, injuries and equipment. A video call follows, so we can talk it through and agree on a realistic target. You also film a few simple movements for a first look at your technique. Together, these shape the first four-week programme.',
            ],
          },
          {
            heading: 'Your programme in the app',
            paragraphs: [
              'Every session appears in the app with sets, reps, weights and a short demo video of each exercise. You log what you actually lift, so the numbers build a clear record over time. Sessions fit whatever kit you have, from a full gym to a pair of dumbbells at home. The plan changes every few weeks as you progress.',
            ],
          },
          {
            heading: 'Video feedback and weekly check-ins',
            paragraphs: [
              'Once a week you send a short check-in: how training went, sleep, energy and any aches. You also upload videos of your main lifts for technique notes. Replies come with specific cues and, when needed, changes to next week’s sessions. Messages in between get an answer within a working day.',
            ],
          },
          {
            heading: 'Who online coaching suits',
            paragraphs: [
              'Online coaching works well for people who already enjoy training alone but want structure and feedback. Busy schedules, travel and shift work are no obstacle, because there are no fixed appointments. Complete beginners usually benefit from a few face-to-face sessions first. Many clients mix the two, meeting in person once a month.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'персональный тренер',
    descriptor: 'персональный тренер с индивидуальными тренировками, пакетами занятий и онлайн-ведением',
    audience: 'клиенты',
    eyebrows: ['Персональные тренировки', 'Занятия один на один и онлайн', 'Сила, выносливость, привычки'],
    heroTitles: [
      'Становитесь сильнее по плану, созданному для вас',
      'Индивидуальные тренировки под ваш график',
      'Персональные тренировки — вживую или онлайн',
      'Персональный тренер, который не даст сдаться',
    ],
    heroLeads: [
      'Тренировки под вашу цель, ваш график и ваше тело: внимательная постановка техники в каждом упражнении и программа, которая меняется вместе с вашим прогрессом.',
      'Хотите вернуть форму, впервые взяться за серьёзные веса или заниматься с учётом старой травмы — в «{brand}» начинаем с того уровня, где вы сейчас, и идём в вашем темпе.',
      'Занимайтесь очно, дома или на улице — или по онлайн-программе с разбором видео и еженедельной обратной связью.',
    ],
    offersHeadings: ['Тренировки и цены', 'Форматы занятий', 'Выберите, как будем работать'],
    offersLeads: [
      'Все начинают с тестирования. Дальше выбирайте разовые тренировки, пакет или онлайн-ведение и меняйте формат, когда меняется ваш график.',
      'В пакете каждая тренировка выходит выгоднее, а онлайн-ведение поддерживает вас между очными занятиями или заменяет их.',
    ],
    offers: [
      {
        title: 'Первая встреча и тестирование',
        text: 'Час на знакомство: цели, здоровье и история травм, оценка движений и простые силовые тесты. Вы уйдёте с понятным планом, даже если больше не запишетесь.',
        price: 40,
      },
      {
        title: 'Персональная тренировка',
        text: 'Час тренировки по вашей программе с постановкой техники, правильно подобранными весами и записью каждого подхода.',
        price: 65,
        unit: 'за занятие',
      },
      {
        title: 'Экспресс-тренировка 30 минут',
        text: 'Короткое плотное занятие для загруженных дней: одно-два базовых упражнения и интенсивная финальная часть. Удобно перед работой или в обед.',
        price: 40,
        unit: 'за занятие',
      },
      {
        title: 'Пакет из 10 тренировок',
        text: 'Десять часовых тренировок по сниженной цене, действует три месяца. Этот пакет выбирает большинство клиентов, чтобы по-настоящему изменить силу и привычки.',
        price: 580,
      },
      {
        title: 'Сплит-тренировка для двоих',
        text: 'Занимайтесь вместе с другом или партнёром и делите стоимость. Каждый работает по программе своего уровня, в одно и то же время.',
        price: 85,
        unit: 'за занятие',
      },
      {
        title: 'Тренировка дома или на улице',
        text: 'Я привожу инвентарь к вам домой, во двор или в ближайший парк. Подходит, если не хочется заниматься в зале или нет времени на дорогу.',
        price: 75,
        unit: 'за занятие',
      },
      {
        title: 'Онлайн-ведение',
        text: 'Личная программа в приложении, разбор техники по видео, еженедельные отчёты и связь в мессенджере. Для тех, кто тренируется сам, но не хочет оставаться без поддержки.',
        price: 120,
        unit: 'в месяц',
      },
      {
        title: 'Индивидуальная программа тренировок',
        text: 'Расписанная программа на четыре недели под вашу цель, инвентарь и график, с видео каждого упражнения и одной корректировкой.',
        price: 90,
      },
    ],
    highlights: [
      { title: 'Один тренер от начала до конца', text: 'Вы всегда занимаетесь с одним человеком, который знает вашу историю, травмы и то, что вас мотивирует.' },
      { title: 'План под вашу жизнь', text: 'Тренировки рано утром, вечером или в выходные — и программа, рассчитанная на время, которое у вас действительно есть.' },
      { title: 'Сначала техника, потом вес', text: 'Каждое движение сначала осваиваем как следует и только потом добавляем нагрузку — так прогресс держится, а суставы не страдают.' },
      { title: 'Измеримый прогресс', text: 'Регулярно проверяем силовые показатели, замеры и самочувствие, чтобы видеть, что работает, а что пора менять.' },
      { title: 'Поддержка между тренировками', text: 'На вопросы о тренировках, сне и питании отвечаю в мессенджере, обычно в тот же день.' },
    ],
    process: [
      { title: 'Напишите мне', text: 'Отправьте сообщение или запишитесь на короткий звонок: расскажите о целях, графике и травмах, если они есть.' },
      { title: 'Первая встреча', text: 'Час на знакомство: разговор о вашем опыте, оценка движений и несколько простых тестов, чтобы понять отправную точку.' },
      { title: 'Ваша программа', text: 'За пару дней вы получаете план на четыре недели: совместные тренировки и те, что выполняете самостоятельно.' },
      { title: 'Тренируемся вместе', text: 'Занятия в постоянное время каждую неделю: постановка техники, разумная нагрузка и запись каждого подхода.' },
      { title: 'Подводим итоги и корректируем', text: 'Каждые четыре-шесть недель повторяем тесты, смотрим, что изменилось, и составляем следующий блок тренировок.' },
    ],
    faq: [
      { question: 'У меня совсем плохая форма. Мне подойдут персональные тренировки?', answer: 'Да, и зачастую это самый простой способ начать. Первые занятия посвящены тому, чтобы научиться правильно двигаться и заложить базу, — тяжело, но посильно.' },
      { question: 'Сколько тренировок в неделю нужно?', answer: 'Большинству подходят две тренировки в неделю со мной и одна самостоятельная. Можно и раз в неделю, если между встречами вы занимаетесь по плану.' },
      { question: 'Где проходят тренировки?', answer: 'В зале, у вас дома или на улице — в зависимости от выбранного формата. На домашние и уличные тренировки я привожу весь нужный инвентарь.' },
      { question: 'Поможете похудеть?', answer: 'Помогают тренировки, ежедневная активность и спокойные пищевые привычки, и со всем этим я работаю. Диеты я не назначаю, а при заболеваниях работаю вместе с вашим врачом или диетологом.' },
      { question: 'Что, если нужно отменить тренировку?', answer: 'Предупредите меня хотя бы за 24 часа, и мы перенесём занятие на другое время. Тренировка, отменённая позже, считается проведённой.' },
      { question: 'Онлайн-ведение действительно работает?', answer: 'Для тех, кто умеет заниматься самостоятельно, — да. Вы получаете ту же программу и обратную связь, только по видео и в переписке, а обходится это заметно выгоднее еженедельных очных тренировок.' },
    ],
    story: [
      '«{brand}» — это персональные тренировки для тех, кто хочет стать сильнее и выносливее без гаданий и случайных программ. Каждый план начинается с честной оценки: ваш опыт, график, состояние суставов и то, что вам нравится делать. Программы рассчитаны на обычную жизнь с работой, семьёй и неудачными неделями.',
      'На тренировках спокойно, сосредоточенно и всё под контролем. Каждое движение разбираем по шагам, вес растёт только тогда, когда техника надёжна, а каждый подход записывается, чтобы прогресс был виден. Крики и тренировки на износ здесь не нужны — постоянство даёт куда больше.',
      'Работа не заканчивается вместе с тренировкой. Между встречами у вас есть план на самостоятельные дни, быстрые ответы в мессенджере и небольшие корректировки, когда жизнь вносит свои правки. Цель простая: к концу совместной работы вы должны уметь грамотно тренироваться сами.',
    ],
    values: [
      { title: 'Честность', text: 'Реалистичные цели и сроки и прямой ответ, если что-то не работает.' },
      { title: 'Безопасность прежде всего', text: 'Травмы и состояние здоровья учитываются с первого дня, а на боль никогда не закрываем глаза.' },
      { title: 'Регулярность важнее интенсивности', text: 'Недели спокойных грамотных тренировок дают больше, чем редкие занятия, после которых нет сил встать.' },
      { title: 'Самостоятельность', text: 'Каждая тренировка учит тому, что пригодится вам и после окончания нашей совместной работы.' },
    ],
    ctaHeadings: ['Запишитесь на первую встречу', 'Начните тренироваться по плану', 'Расскажите о своих целях'],
    ctaTexts: [
      'Напишите, что хотите изменить и когда можете заниматься, — подберём время для первой встречи.',
      'Не знаете, какой формат выбрать? Запишитесь на короткий звонок, и мы решим это вместе.',
    ],
    articles: [
      {
        titles: ['Сколько раз в неделю нужно тренироваться?', 'Частота тренировок: как найти своё число занятий'],
        description: 'Две, три или пять тренировок в неделю? Как выбрать частоту занятий под вашу цель, восстановление и время, которое у вас действительно есть.',
        excerpt: 'Больше тренировок — не всегда лучше. Рассказываем, как найти число, которое даёт результат и вписывается в жизнь.',
        sections: [
          {
            heading: 'Начните с реального свободного времени',
            paragraphs: [
              'Правильный план — тот, которого вы сможете придерживаться месяцами, а не тот, что красиво выглядит на бумаге. Посчитайте окна в неделе, которые действительно свободны, и берегите их как важные встречи. Две тренировки без пропусков дадут больше, чем пять, которые вы постоянно переносите. Когда привычка закрепится, добавить ещё одно занятие будет легко.',
            ],
          },
          {
            heading: 'Две-три тренировки для большинства целей',
            paragraphs: [
              'Для общей силы и выносливости хорошо работают две-три тренировки всего тела в неделю. Каждая группа мышц получает нагрузку достаточно часто, чтобы расти, и успевает восстановиться. Новички на таком графике прогрессируют долго и стабильно. Прогулки и лёгкая активность в остальные дни усиливают результат.',
            ],
          },
          {
            heading: 'Когда стоит тренироваться чаще',
            paragraphs: [
              'Четыре и больше тренировок в неделю подходят тем, у кого есть конкретная цель и уже накоплен опыт. Занятия обычно делят по группам мышц или по типу нагрузки, например силовые и функциональные. Ограничением становится восстановление, поэтому сну и питанию нужно уделять больше внимания. Без хорошего восстановления лишние тренировки просто копят усталость.',
            ],
          },
          {
            heading: 'Признаки того, что нужен отдых',
            paragraphs: [
              'Веса, которые неделя за неделей кажутся тяжелее, плохой сон и постоянное нежелание идти на тренировку — тревожные сигналы. Ноющая боль в одном и том же суставе — тоже повод насторожиться. В таких случаях сделайте разгрузочную неделю с меньшими весами и числом подходов. Большинство людей после нескольких лёгких дней возвращаются сильнее.',
            ],
          },
        ],
      },
      {
        titles: ['Тренировка дома за 30 минут с парой гантелей', 'Как заниматься дома с минимумом инвентаря'],
        description: 'Простая тренировка на всё тело за 30 минут: две гантели, коврик и немного места. И как постепенно усложнять её по мере того, как вы становитесь сильнее.',
        excerpt: 'Нет времени на дорогу в зал? Двух гантелей и получаса достаточно для полноценной тренировки.',
        sections: [
          {
            heading: 'Что понадобится',
            paragraphs: [
              'Пара разборных гантелей, коврик и место, чтобы лечь с вытянутыми руками. Устойчивый стул или ступенька пригодятся для зашагиваний и болгарских выпадов. Разборные гантели экономят место и позволяют долго добавлять вес. Держите рядом воду и таймер, чтобы переходить от упражнения к упражнению без лишних поисков.',
            ],
          },
          {
            heading: 'Пятиминутная разминка',
            paragraphs: [
              'Пошагайте на месте, покрутите плечами и мягко помахайте ногами вперёд-назад. Добавьте десять приседаний без веса, десять наклонов с прямой спиной и несколько медленных отжиманий от стены. Задача — разогреться и почувствовать лёгкость, а не устать. Хорошая разминка ещё и подскажет, каким суставам сегодня нужно больше внимания.',
            ],
          },
          {
            heading: 'Основной круг',
            paragraphs: [
              'Выполните три круга: гоблет-присед, тяга гантели в наклоне, румынская тяга, жим гантелей лёжа на полу и планка. Каждое упражнение по десять повторений, планка — тридцать секунд, отдых между кругами одна-две минуты. Двигайтесь медленно и подконтрольно, не гонитесь за скоростью. В конце пройдитесь пару минут по комнате и сделайте несколько глубоких вдохов.',
            ],
          },
          {
            heading: 'Как усложнять со временем',
            paragraphs: [
              'Когда все три круга даются легко, добавьте пару повторений, а потом немного веса. Можно замедлить опускание до трёх секунд или добавить четвёртый круг. Меняйте что-то одно за раз, чтобы понимать, что именно работает. Записывайте каждую тренировку, пусть даже заметкой в телефоне.',
            ],
          },
        ],
      },
      {
        titles: ['Как устроено онлайн-ведение: шаг за шагом', 'Онлайн-ведение: что вы получаете и кому оно подходит'],
        description: 'Что входит в онлайн-ведение с тренером, как работают разбор видео и еженедельные отчёты, кому такой формат подходит и чем он отличается от очных занятий.',
        excerpt: 'Онлайн-ведение — это личный план и регулярная обратная связь без привязки к расписанию. Рассказываем, как всё устроено.',
        sections: [
          {
            heading: 'Анкета и первый созвон',
            paragraphs: [
              'Онлайн-ведение начинается с подробной анкеты: цели, опыт тренировок, травмы и инвентарь. Затем созваниваемся по видео, чтобы всё обсудить и договориться о реалистичной цели. Вы также снимаете несколько простых движений, чтобы сразу оценить технику. По этим данным составляется программа на первые четыре недели.',
            ],
          },
          {
            heading: 'Программа в приложении',
            paragraphs: [
              'Каждая тренировка появляется в приложении с подходами, повторениями, весами и коротким видео к каждому упражнению. Вы записываете, что сделали на самом деле, и со временем складывается понятная картина прогресса. Тренировки рассчитаны на ваш инвентарь — от полноценного зала до пары гантелей дома. Каждые несколько недель программа меняется вместе с вами.',
            ],
          },
          {
            heading: 'Разбор видео и еженедельный отчёт',
            paragraphs: [
              'Раз в неделю вы присылаете короткий отчёт: как прошли тренировки, сон, самочувствие и что побаливало. Туда же добавляете видео основных упражнений для разбора техники. В ответ приходят конкретные подсказки и, если нужно, изменения в тренировках следующей недели. На сообщения между отчётами отвечаю в течение рабочего дня.',
            ],
          },
          {
            heading: 'Кому подходит онлайн-ведение',
            paragraphs: [
              'Формат лучше всего подходит тем, кому уже нравится тренироваться самостоятельно, но не хватает системы и обратной связи. Плотный график, командировки и сменная работа не мешают, потому что привязки ко времени нет. Совсем новичкам обычно полезно сначала провести несколько очных тренировок. Многие клиенты совмещают оба формата и встречаются вживую раз в месяц.',
            ],
          },
        ],
      },
    ],
  },
};
