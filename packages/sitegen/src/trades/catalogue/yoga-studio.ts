import type { Trade } from '../types.ts';

export const yogaStudio: Trade = {
  id: 'yoga-studio',
  theme: 'Yoga Studio',
  kind: 'services',
  icons: 'wellness',
  offerIcons: ['sun', 'waves-horizontal', 'moon', 'baby', 'sprout', 'ticket', 'infinity', 'person-standing'],
  en: {
    noun: 'yoga studio',
    descriptor: 'a calm neighbourhood yoga studio with classes for every level',
    audience: 'students',
    offersLabel: 'Classes',
    eyebrows: ['Yoga studio', 'Yoga for every body', 'Move, breathe, rest'],
    heroTitles: [
      'Find your breath, one class at a time',
      'Yoga for every body and every level',
      'Slow down and stretch out',
      'A calm yoga studio close to home',
    ],
    heroLeads: [
      'Hatha, vinyasa, yin and pregnancy yoga in small, friendly classes, with mats and props ready for you when you arrive.',
      'New to yoga or coming back after a break? {brand} runs beginners’ courses, gentle evening classes and private sessions at your own pace.',
      'A warm, quiet space to move, breathe and switch off from the day, with classes from early morning to late evening.',
    ],
    offersHeadings: ['Classes and prices', 'Find the practice that suits you', 'From gentle stretching to a strong flow'],
    offersLeads: [
      'Drop in to a single class, start with the beginners’ course or choose a pass that fits how often you practise.',
      'Every class has options for beginners, and teachers are happy to adapt postures for injuries and pregnancy.',
    ],
    offers: [
      {
        title: 'Hatha yoga',
        text: 'Slow-paced classes in classic postures with attention to alignment and breath. A gentle place to start and a steady practice for years.',
        price: 18,
        unit: 'per class',
      },
      {
        title: 'Vinyasa flow',
        text: 'Postures linked with the breath into a flowing sequence that builds warmth, strength and focus. Easier to enjoy once you know the basic poses.',
        price: 18,
        unit: 'per class',
      },
      {
        title: 'Yin and restorative yoga',
        text: 'Long, supported holds on the floor with bolsters and blocks, to ease tension and quieten a busy mind. Lovely in the evening.',
        price: 18,
        unit: 'per class',
      },
      {
        title: 'Pregnancy yoga',
        text: 'Gentle, adapted practice from the second trimester, with breathing for labour and time to meet other parents-to-be. Please check with your midwife first.',
        price: 20,
        unit: 'per class',
      },
      {
        title: 'Beginners’ course',
        text: 'Four weekly classes that teach the foundations: key postures, breathing and how to use the props. The easiest way into the open classes.',
        price: 85,
      },
      {
        title: '10-class pass',
        text: 'Ten classes of any style, valid for four months. Book in the app and practise at whatever rhythm your week allows.',
        price: 150,
      },
      {
        title: 'Unlimited monthly membership',
        text: 'As many classes as you like in every style, with early booking for workshops. Worth it if you come about twice a week or more.',
        price: 120,
        unit: 'per month',
      },
      {
        title: 'Private session',
        text: 'One-to-one practice built around your body, goals or injuries, in person or online. A good start if group classes feel daunting.',
        price: 75,
        unit: 'per session',
      },
    ],
    highlights: [
      { title: 'Small, unhurried classes', text: 'Groups are kept small so teachers can see every student and offer hands-off guidance where it helps.' },
      { title: 'Everything you need is here', text: 'Mats, blocks, straps, bolsters and blankets are provided and cleaned after every class.' },
      { title: 'Real options for beginners', text: 'Every posture is shown with an easier version, and nobody is expected to touch their toes on day one.' },
      { title: 'Classes from dawn to evening', text: 'Early flows before work, lunchtime stretches and slow evening classes to help you wind down.' },
      { title: 'A quiet, warm space', text: 'Soft light, a comfortable temperature and no phones in the practice room.' },
    ],
    process: [
      { title: 'Choose a class', text: 'Look through the timetable and pick a class marked for beginners or all levels, or sign up for the beginners’ course.' },
      { title: 'Book your place', text: 'Reserve online or in the app. If a class is full, join the waiting list and you’ll be told when a mat frees up.' },
      { title: 'Arrive ten minutes early', text: 'Say hello at the desk, mention any injuries or pregnancy, and settle onto your mat before the class begins.' },
      { title: 'Practise at your own pace', text: 'Follow the teacher, use the props and rest whenever you need to. Child’s pose is always allowed.' },
      { title: 'Find your rhythm', text: 'After a few classes, choose a pass or membership that matches how often you would like to come.' },
    ],
    faq: [
      { question: 'I’m not flexible at all. Can I still do yoga?', answer: 'Yes. Flexibility comes from practice, not before it. Teachers offer easier versions of every posture, and props make them comfortable for stiff bodies.' },
      { question: 'What should I bring?', answer: 'Comfortable clothes you can stretch in and a bottle of water. We practise barefoot, and mats and props are provided.' },
      { question: 'Which class should a complete beginner choose?', answer: 'The beginners’ course, or any hatha or yin class marked for all levels. Vinyasa flow is easier to enjoy once you know the basic postures.' },
      { question: 'Can I come if I have an injury or back pain?', answer: 'Often yes, with adjustments. Tell the teacher before class; for recent injuries, a private session is the safest way to begin. If in doubt, ask your doctor first.' },
      { question: 'Should I eat before class?', answer: 'A light snack an hour or two before is fine. Avoid a big meal just before practice, especially before flowing or twisting classes.' },
      { question: 'How do I cancel a booking?', answer: 'Cancel in the app up to 12 hours before the class and the credit returns to your pass. Later cancellations and no-shows use the class.' },
    ],
    story: [
      '{brand} was created as an unhurried place to practise yoga in the middle of a busy week. Classes are kept small, the room is warm and quiet, and everything you need is ready on the mat. There is no dress code and no expectation to look a certain way.',
      'Our teachers come from different traditions, from steady hatha to flowing vinyasa and slow yin. What they share is careful, kind teaching: clear cues, real options for every body and plenty of time for rest. Beginners are welcome in most classes, and the beginners’ course makes the first steps easy.',
      'Yoga here is about feeling better in your own body, not about perfect poses. Students come to ease stiff backs, sleep better, recover from long days at a desk or simply have an hour to themselves. Whatever brings you in, you will find a class that suits you.',
    ],
    values: [
      { title: 'Kindness first', text: 'A friendly welcome, clear explanations and no competition on the mat.' },
      { title: 'Safe practice', text: 'Careful cues, adapted postures and respect for injuries, pregnancy and tired days.' },
      { title: 'Room for every level', text: 'Beginners and long-time practitioners share the room, each working at their own pace.' },
      { title: 'A calm space', text: 'A clean, quiet room where the only thing you need to do is breathe and move.' },
    ],
    ctaHeadings: ['Book your first class', 'Join us on the mat', 'Start with the beginners’ course'],
    ctaTexts: [
      'Pick a class on the timetable and reserve your mat. Everything else is waiting for you in the room.',
      'Not sure where to begin? Send us a message and we’ll suggest a class that suits your body and your week.',
    ],
    articles: [
      {
        titles: ['Your first yoga class: what to expect and what to bring', 'Going to yoga for the first time? A short guide'],
        description: 'Nervous about your first yoga class? What to wear and bring, how a class runs, how to tell the teacher about injuries and how to get the most from it.',
        excerpt: 'Everyone has a first class. Here is what happens from the moment you walk in, so you can relax and enjoy it.',
        sections: [
          {
            heading: 'What to wear and bring',
            paragraphs: [
              'Wear something comfortable that lets you bend and stretch without adjusting it all the time. Leggings or joggers and a fitted top work better than loose clothes, which slide down in some postures. Bring water and, if you like, a small towel. Mats and props are ready in the room, so there is no need to buy anything yet.',
            ],
          },
          {
            heading: 'Arriving and settling in',
            paragraphs: [
              'Arrive ten minutes early to find your way, leave your shoes outside the practice room and pick up a mat. Tell the teacher if it is your first class and mention any injuries, operations or pregnancy. A spot near the middle of the room lets you see the teacher and other students. Then lie down and take a few slow breaths while the room fills up.',
            ],
          },
          {
            heading: 'How a class runs',
            paragraphs: [
              'Most classes start with a few minutes of breathing to arrive on the mat. A gentle warm-up follows, then standing and balancing postures, and finally stretches on the floor. Every class ends with relaxation lying on your back, often the part beginners remember most. The teacher demonstrates, gives spoken cues and offers easier options throughout.',
            ],
          },
          {
            heading: 'Getting the most from it',
            paragraphs: [
              'Keep your attention on your own mat rather than your neighbour’s. Stop whenever something hurts, and rest in child’s pose if you need a break. Mild effort is good, but sharp pain never is. After class, notice how you feel over the next day, and try to come back within a week while the feeling is still with you.',
            ],
          },
        ],
      },
      {
        titles: ['Hatha, vinyasa or yin: which style to choose', 'A simple guide to the yoga styles on our timetable'],
        description: 'Hatha, vinyasa, yin or restorative? What happens in each yoga style, who it suits and how to combine styles for a balanced weekly practice.',
        excerpt: 'Yoga styles differ more than their names suggest. A quick guide to help you pick the right class for your body and mood.',
        sections: [
          {
            heading: 'Hatha: steady and clear',
            paragraphs: [
              'In a hatha class you hold each posture for several breaths with time to adjust your alignment. The pace is slower, which makes it ideal for beginners and for anyone who likes detail. You learn the names and shapes of the classic postures that other styles build on. Many people keep a weekly hatha class even after years of practice.',
            ],
          },
          {
            heading: 'Vinyasa: flowing and warming',
            paragraphs: [
              'Vinyasa links postures together with the breath, moving smoothly from one to the next. Classes build heat and strength and often feel like a moving meditation. Sequences change from week to week, so no two classes are quite the same. A few hatha classes first make the flow much easier to follow.',
            ],
          },
          {
            heading: 'Yin and restorative: slow and quiet',
            paragraphs: [
              'Yin yoga holds seated and lying postures for three to five minutes, gently stretching the deeper tissues around the joints. Restorative classes go further, supporting the body fully with bolsters and blankets so it can rest. Both are wonderful in the evening or after a stressful day. Slow classes also balance out running, cycling and strength training.',
            ],
          },
          {
            heading: 'Building a weekly mix',
            paragraphs: [
              'A balanced week might include one active class and one slow class. If you sit at a desk all day, a vinyasa class plus a yin class is a good pairing. Runners and gym-goers often benefit most from yin and hatha. Listen to your energy too: on tired days, the slow class is usually the right choice.',
            ],
          },
        ],
      },
      {
        titles: ['A ten-minute morning yoga routine for stiff backs', 'Ten minutes of morning yoga you can do at home'],
        description: 'A gentle ten-minute morning yoga sequence to loosen a stiff back and hips before the day starts, with simple steps and options for beginners.',
        excerpt: 'No time for a full class? Ten gentle minutes on the mat before breakfast can change how your back feels all day.',
        sections: [
          {
            heading: 'Before you start',
            paragraphs: [
              'Lay a mat or a folded blanket on the floor somewhere quiet. Move slowly, breathe through your nose if you can and never push into pain. A little stiffness first thing in the morning is normal, so treat the first movements as a gentle warm-up. If you have a back condition or a recent injury, check with your doctor first.',
            ],
          },
          {
            heading: 'Cat-cow and child’s pose',
            paragraphs: [
              'Come onto your hands and knees and move between arching and rounding the spine in time with your breath, ten times. Then sit your hips back towards your heels, stretch your arms forward and rest your forehead down in child’s pose for five slow breaths. Widen your knees if your hips feel tight. Together, these two postures wake up the whole length of the back.',
            ],
          },
          {
            heading: 'Downward dog and a low lunge',
            paragraphs: [
              'From hands and knees, tuck your toes and lift your hips into downward dog, bending your knees as much as you like. Pedal the feet for a few breaths to stretch the calves and hamstrings. Step one foot forward into a low lunge, lower the back knee and lift your chest for five breaths, then switch sides. The lunge opens the front of the hips, which tighten from sitting.',
            ],
          },
          {
            heading: 'A gentle twist to finish',
            paragraphs: [
              'Lie on your back, hug your knees to your chest, then let them fall to one side while your arms stretch out wide. Stay for five breaths and repeat on the other side. Finish with a minute lying still, noticing how your back feels now compared with when you started. Done most mornings, the routine soon becomes a habit you look forward to.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'студия йоги',
    descriptor: 'уютная студия йоги рядом с домом с занятиями для любого уровня',
    audience: 'ученики',
    offersLabel: 'Занятия',
    eyebrows: ['Студия йоги', 'Йога для любого тела', 'Движение, дыхание, отдых'],
    heroTitles: [
      'Найдите своё дыхание — занятие за занятием',
      'Йога для любого тела и любого уровня',
      'Замедлитесь и потянитесь',
      'Спокойная студия йоги рядом с домом',
    ],
    heroLeads: [
      'Хатха, виньяса, инь-йога и йога для беременных в небольших дружелюбных группах. Коврики и всё необходимое уже ждут вас в зале.',
      'Только начинаете или возвращаетесь после перерыва? В «{brand}» есть курс для начинающих, мягкие вечерние занятия и индивидуальные практики в вашем темпе.',
      'Тёплый тихий зал, где можно подвигаться, подышать и отключиться от дня. Занятия с раннего утра до позднего вечера.',
    ],
    offersHeadings: ['Занятия и цены', 'Найдите свою практику', 'От мягкой растяжки до динамичной практики'],
    offersLeads: [
      'Приходите на разовое занятие, начните с курса для начинающих или выберите абонемент под то, как часто вы занимаетесь.',
      'На каждом занятии есть варианты для новичков, а преподаватели охотно адаптируют асаны при травмах и беременности.',
    ],
    offers: [
      {
        title: 'Хатха-йога',
        text: 'Неторопливые занятия с классическими асанами и вниманием к выстраиванию тела и дыханию. Мягкий старт и устойчивая практика на годы.',
        price: 18,
        unit: 'за занятие',
      },
      {
        title: 'Виньяса-флоу',
        text: 'Асаны, связанные дыханием в плавную последовательность: разогревает, укрепляет и собирает внимание. Лучше приходить, когда базовые позы уже знакомы.',
        price: 18,
        unit: 'за занятие',
      },
      {
        title: 'Инь-йога и восстановительная практика',
        text: 'Долгие позы на полу с болстерами и блоками, чтобы отпустить напряжение и успокоить мысли. Особенно хороша вечером.',
        price: 18,
        unit: 'за занятие',
      },
      {
        title: 'Йога для беременных',
        text: 'Мягкая адаптированная практика со второго триместра, дыхание для родов и общение с другими будущими мамами. Перед началом посоветуйтесь со своим врачом.',
        price: 20,
        unit: 'за занятие',
      },
      {
        title: 'Курс для начинающих',
        text: 'Четыре занятия раз в неделю: основные асаны, дыхание и работа с пропсами. Самый простой путь в общие группы.',
        price: 85,
      },
      {
        title: 'Абонемент на 10 занятий',
        text: 'Десять занятий любого направления, действует четыре месяца. Записывайтесь в приложении и занимайтесь в том ритме, который позволяет неделя.',
        price: 150,
      },
      {
        title: 'Безлимитный абонемент на месяц',
        text: 'Сколько угодно занятий любых направлений и ранняя запись на семинары. Выгоден, если вы приходите примерно два раза в неделю или чаще.',
        price: 120,
        unit: 'в месяц',
      },
      {
        title: 'Индивидуальное занятие',
        text: 'Практика один на один с учётом вашего тела, целей или травм — в зале или онлайн. Хороший старт, если в группу идти пока страшно.',
        price: 75,
        unit: 'за занятие',
      },
    ],
    highlights: [
      { title: 'Небольшие спокойные группы', text: 'Группы небольшие, поэтому преподаватель видит каждого и подсказывает там, где это действительно нужно.' },
      { title: 'Всё необходимое на месте', text: 'Коврики, блоки, ремни, болстеры и пледы выдаём бесплатно и очищаем после каждого занятия.' },
      { title: 'Настоящие варианты для новичков', text: 'Каждую асану показываем в облегчённом варианте, и никто не ждёт, что вы с первого дня дотянетесь до пальцев ног.' },
      { title: 'Занятия с утра до вечера', text: 'Ранние практики до работы, растяжка в обед и медленные вечерние занятия, чтобы спокойно завершить день.' },
      { title: 'Тихий и тёплый зал', text: 'Мягкий свет, комфортная температура и никаких телефонов в зале для практики.' },
    ],
    process: [
      { title: 'Выберите занятие', text: 'Посмотрите расписание и выберите занятие с пометкой «для начинающих» или «для всех уровней» либо запишитесь на курс для новичков.' },
      { title: 'Забронируйте место', text: 'Запишитесь на сайте или в приложении. Если группа заполнена, встаньте в лист ожидания — мы сообщим, когда освободится место.' },
      { title: 'Приходите за десять минут', text: 'Поздоровайтесь с администратором, расскажите о травмах или беременности и спокойно устройтесь на коврике до начала.' },
      { title: 'Занимайтесь в своём темпе', text: 'Следуйте за преподавателем, пользуйтесь пропсами и отдыхайте, когда нужно. Поза ребёнка разрешена всегда.' },
      { title: 'Найдите свой ритм', text: 'После нескольких занятий выберите абонемент, который подходит под то, как часто вы хотите приходить.' },
    ],
    faq: [
      { question: 'У меня совсем нет гибкости. Мне можно заниматься йогой?', answer: 'Конечно. Гибкость появляется в процессе практики, а не до неё. Для каждой асаны есть облегчённый вариант, а пропсы помогают выполнять позы даже с «деревянным» телом.' },
      { question: 'Что взять с собой?', answer: 'Удобную одежду, в которой можно тянуться, и бутылку воды. Занимаемся босиком, коврики и пропсы есть в зале.' },
      { question: 'Какое занятие выбрать совсем новичку?', answer: 'Курс для начинающих или любое занятие хатха- или инь-йогой с пометкой «для всех уровней». На виньясе будет проще, когда базовые асаны станут знакомыми.' },
      { question: 'Можно ли заниматься при травме или болях в спине?', answer: 'Часто можно, с адаптацией. Предупредите преподавателя до занятия, а после недавней травмы безопаснее начать с индивидуального занятия. Если сомневаетесь, сначала посоветуйтесь с врачом.' },
      { question: 'Можно ли есть перед занятием?', answer: 'Лёгкий перекус за час-два до практики — нормально. Плотно есть прямо перед занятием не стоит, особенно перед динамичной практикой и скрутками.' },
      { question: 'Как отменить запись?', answer: 'Отмените запись в приложении не позже чем за 12 часов до начала, и занятие вернётся на абонемент. При поздней отмене или неявке занятие списывается.' },
    ],
    story: [
      'Мы задумывали «{brand}» как место, где можно неспешно позаниматься йогой посреди загруженной недели. Группы у нас небольшие, в зале тепло и тихо, а всё нужное уже лежит у коврика. Никакого дресс-кода и никаких ожиданий, как вы должны выглядеть.',
      'Наши преподаватели пришли из разных направлений — от размеренной хатхи до плавной виньясы и медленной инь-йоги. Объединяет их внимательное и бережное преподавание: понятные подсказки, варианты для любого тела и достаточно времени на отдых. Новичков ждут на большинстве занятий, а курс для начинающих помогает сделать первые шаги без стресса.',
      'Йога для нас — про то, чтобы лучше чувствовать себя в собственном теле, а не про идеальные позы. Кто-то приходит, чтобы размять затёкшую спину, кто-то — чтобы лучше спать, восстановиться после долгих дней за компьютером или просто побыть час наедине с собой. С чем бы вы ни пришли, здесь найдётся подходящее занятие.',
    ],
    values: [
      { title: 'Доброжелательность', text: 'Тёплый приём, понятные объяснения и никакого соревнования на коврике.' },
      { title: 'Безопасная практика', text: 'Точные подсказки, адаптированные асаны и бережное отношение к травмам, беременности и усталым дням.' },
      { title: 'Место для любого уровня', text: 'Новички и опытные практики занимаются в одном зале, каждый в своём темпе.' },
      { title: 'Спокойная атмосфера', text: 'Чистый тихий зал, где нужно только дышать и двигаться.' },
    ],
    ctaHeadings: ['Запишитесь на первое занятие', 'Ждём вас на коврике', 'Начните с курса для новичков'],
    ctaTexts: [
      'Выберите занятие в расписании и забронируйте коврик. Всё остальное уже ждёт вас в зале.',
      'Не знаете, с чего начать? Напишите нам, и мы подскажем занятие, которое подойдёт вашему телу и графику.',
    ],
    articles: [
      {
        titles: ['Первое занятие йогой: чего ждать и что взять с собой', 'Впервые идёте на йогу? Короткая инструкция'],
        description: 'Волнуетесь перед первым занятием йогой? Что надеть и взять, как проходит занятие, как рассказать о травмах и как получить от практики максимум.',
        excerpt: 'У каждого было первое занятие. Рассказываем, что происходит с момента, как вы входите в дверь, чтобы можно было расслабиться.',
        sections: [
          {
            heading: 'Что надеть и что взять',
            paragraphs: [
              'Наденьте удобную одежду, в которой можно наклоняться и тянуться, не поправляя её каждую минуту. Легинсы или спортивные штаны и облегающая футболка подходят лучше свободной одежды, которая в некоторых позах сползает. Возьмите воду и, если хотите, небольшое полотенце. Коврики и пропсы ждут в зале, так что покупать пока ничего не нужно.',
            ],
          },
          {
            heading: 'Как прийти и устроиться',
            paragraphs: [
              'Приходите за десять минут до начала, оставьте обувь перед залом и возьмите коврик. Скажите преподавателю, что это ваше первое занятие, и предупредите о травмах, операциях или беременности. Место ближе к середине зала позволит видеть и преподавателя, и других учеников. Дальше можно лечь и сделать несколько медленных вдохов, пока зал заполняется.',
            ],
          },
          {
            heading: 'Как проходит занятие',
            paragraphs: [
              'Большинство занятий начинается с нескольких минут дыхания, чтобы переключиться и настроиться. Затем идёт мягкая разминка, асаны стоя и на равновесие, а в конце — растяжка на полу. Каждое занятие завершается расслаблением лёжа на спине, и новичкам оно обычно запоминается больше всего. Преподаватель показывает позы, подсказывает голосом и всё время предлагает облегчённые варианты.',
            ],
          },
          {
            heading: 'Как получить от занятия максимум',
            paragraphs: [
              'Смотрите на свой коврик, а не на соседний. Останавливайтесь, если что-то болит, и отдыхайте в позе ребёнка, когда нужна пауза. Небольшое усилие — хорошо, резкая боль — никогда. После занятия понаблюдайте за самочувствием на следующий день и постарайтесь прийти снова в течение недели, пока ощущения не забылись.',
            ],
          },
        ],
      },
      {
        titles: ['Хатха, виньяса или инь: какое направление выбрать', 'Простой путеводитель по направлениям йоги в нашем расписании'],
        description: 'Хатха, виньяса, инь или восстановительная йога? Что происходит на занятиях каждого направления, кому оно подходит и как сочетать их в течение недели.',
        excerpt: 'Направления йоги различаются сильнее, чем кажется по названиям. Короткий путеводитель поможет выбрать занятие под тело и настроение.',
        sections: [
          {
            heading: 'Хатха: размеренно и понятно',
            paragraphs: [
              'На хатха-йоге каждую асану удерживают несколько дыхательных циклов, и есть время поправить положение тела. Темп спокойный, поэтому направление идеально подходит новичкам и всем, кто любит разбираться в деталях. Вы выучите названия и форму классических поз, на которых строятся другие стили. Многие оставляют хатху в своей неделе даже после многих лет практики.',
            ],
          },
          {
            heading: 'Виньяса: плавно и согревающе',
            paragraphs: [
              'Виньяса соединяет асаны с дыханием и плавно переводит из одной позы в другую. Такие занятия разогревают, укрепляют и часто ощущаются как медитация в движении. Последовательности меняются от недели к неделе, поэтому двух одинаковых занятий не бывает. Если сначала сходить на несколько занятий хатхой, следить за потоком будет намного проще.',
            ],
          },
          {
            heading: 'Инь и восстановительная йога: медленно и тихо',
            paragraphs: [
              'В инь-йоге позы сидя и лёжа удерживают по три-пять минут, мягко растягивая глубокие ткани вокруг суставов. Восстановительная практика идёт ещё дальше: тело полностью поддерживают болстеры и пледы, чтобы оно могло отдохнуть. Оба направления прекрасно подходят для вечера или после напряжённого дня. Ещё они хорошо уравновешивают бег, велосипед и силовые тренировки.',
            ],
          },
          {
            heading: 'Как составить свою неделю',
            paragraphs: [
              'Сбалансированная неделя может включать одно динамичное и одно медленное занятие. Если вы весь день сидите за компьютером, хорошо сочетаются виньяса и инь-йога. Бегунам и тем, кто ходит в тренажёрный зал, обычно больше всего дают инь и хатха. Прислушивайтесь и к своему состоянию: в усталый день чаще всего правильный выбор — медленное занятие.',
            ],
          },
        ],
      },
      {
        titles: ['Утренняя йога за десять минут для скованной спины', 'Десять минут утренней йоги дома'],
        description: 'Мягкая утренняя последовательность йоги на десять минут, чтобы размять скованную спину и тазобедренные суставы перед началом дня. Подходит новичкам.',
        excerpt: 'Нет времени на полное занятие? Десять спокойных минут на коврике перед завтраком меняют самочувствие спины на весь день.',
        sections: [
          {
            heading: 'Перед началом',
            paragraphs: [
              'Постелите коврик или сложенный плед в тихом месте. Двигайтесь медленно, по возможности дышите носом и никогда не продавливайте боль. Небольшая скованность с утра — нормально, поэтому первые движения воспринимайте как мягкую разминку. Если у вас есть заболевания спины или недавняя травма, сначала посоветуйтесь с врачом.',
            ],
          },
          {
            heading: 'Кошка-корова и поза ребёнка',
            paragraphs: [
              'Встаньте на четвереньки и в ритме дыхания чередуйте прогиб и округление спины, десять раз. Затем опустите таз к пяткам, вытяните руки вперёд и положите лоб на пол в позе ребёнка на пять медленных вдохов. Если тазобедренные суставы зажаты, разведите колени шире. Вместе эти две позы будят спину по всей длине.',
            ],
          },
          {
            heading: 'Собака мордой вниз и низкий выпад',
            paragraphs: [
              'Из положения на четвереньках подверните пальцы ног и поднимите таз в собаку мордой вниз, сгибая колени столько, сколько нужно. Несколько дыханий попеременно сгибайте ноги, чтобы растянуть икры и заднюю поверхность бедра. Шагните одной ногой вперёд в низкий выпад, опустите заднее колено и раскройте грудь на пять дыханий, затем смените сторону. Выпад раскрывает переднюю поверхность бёдер, которая зажимается от долгого сидения.',
            ],
          },
          {
            heading: 'Мягкая скрутка в конце',
            paragraphs: [
              'Лягте на спину, обнимите колени, а затем опустите их в одну сторону, раскинув руки. Побудьте так пять дыханий и повторите в другую сторону. В завершение полежите минуту неподвижно и сравните, как чувствует себя спина сейчас и в начале. Если повторять комплекс почти каждое утро, он быстро станет привычкой, которой ждёшь.',
            ],
          },
        ],
      },
    ],
  },
};
