import type { Trade } from '../types.ts';

export const music: Trade = {
  id: 'music',
  theme: 'Music',
  kind: 'services',
  icons: 'creative',
  offerIcons: ['eighth-notes', 'piano', 'guitar', 'mic-vocal', 'drum', 'clef-treble', 'heart', 'party-popper', 'headphones', 'sliders-vertical'],
  offerLines: { lessons: [0, 1, 2, 3, 4, 5], live: [6, 7], recording: [8, 9] },
  en: {
    noun: 'music studio',
    descriptor: 'a music studio teaching piano, guitar and singing, with live music for events and a recording room',
    audience: 'students and clients',
    eyebrows: ['Lessons, live sets and recording', 'Piano, guitar and voice', 'Music for all ages'],
    heroTitles: [
      'Learn to play, sing and perform with confidence',
      'Piano, guitar and singing lessons for all ages',
      'From first notes to your first stage',
      'Lessons, live performances and recording',
      'Live sets that bring people to the dance floor',
    ],
    heroLeads: [
      'Piano, guitar and singing lessons for children and adults, from complete beginners to exam candidates, at a pace that suits you.',
      'At {brand} you can learn to play, book live music for your wedding or party, and record your own songs, all with the same musicians.',
      'Your first lesson is a trial: we find out what you want to play and plan the way there together.',
    ],
    offersHeadings: ['Lessons, performances and recording', 'Prices for lessons and events', 'Learn, perform, record'],
    offersLeads: [
      'Lessons last 45 minutes unless stated otherwise and are paid monthly or as a block. Event prices depend on the line-up and the length of the sets.',
      'Start with a trial lesson, book a regular weekly slot or ask us about live music for your date.',
    ],
    offers: [
      {
        title: 'Trial lesson',
        text: 'A relaxed 30-minute first lesson on piano, guitar or voice to hear where you are, try the instrument and agree your goals.',
        price: 25,
      },
      {
        title: 'Piano lessons',
        text: 'Classical, pop and jazz piano for beginners, returners and exam candidates, with reading music and theory built in as you go.',
        price: 45,
        unit: 'per lesson',
      },
      {
        title: 'Guitar lessons',
        text: 'Acoustic, electric and classical guitar: chords and strumming for songs, riffs and solos, fingerstyle and reading tab or notation.',
        price: 45,
        unit: 'per lesson',
      },
      {
        title: 'Singing lessons',
        text: 'Breathing, range and healthy technique for pop, musical theatre, jazz or choir singers, working on the songs you want to sing.',
        price: 50,
        unit: 'per lesson',
      },
      {
        title: 'First music lessons for children',
        text: 'Thirty-minute lessons for children aged five to eight: rhythm, singing and first steps on piano or ukulele through songs and games.',
        price: 30,
        unit: 'per lesson',
      },
      {
        title: 'Music theory and exam preparation',
        text: 'Theory, aural training and pieces for graded exams and auditions, with mock exams before the real thing.',
        price: 50,
        unit: 'per lesson',
      },
      {
        title: 'Live music for weddings',
        text: 'Acoustic sets for the ceremony and drinks, dinner music and a full evening band, with your first dance learned specially.',
        price: 900,
        from: true,
      },
      {
        title: 'Live music for parties and corporate events',
        text: 'Solo, duo or full band for birthdays, company parties and launches, from background sets to a packed dance floor.',
        price: 600,
        from: true,
      },
      {
        title: 'Recording session',
        text: 'Record vocals, instruments or a full demo in our recording room with an engineer. Suitable for singer-songwriters, bands and students.',
        price: 60,
        unit: 'per hour',
      },
      {
        title: 'Mixing and mastering',
        text: 'Your recorded tracks balanced, polished and mastered for streaming, with two rounds of changes included.',
        price: 150,
        from: true,
        unit: 'per track',
      },
    ],
    highlights: [
      { title: 'Teachers who perform', text: 'The people who teach you also play live, so lessons cover stage skills as well as technique.' },
      { title: 'Lessons shaped around you', text: 'Pop, rock, jazz or classical, exams or just for fun: lessons are planned around the music you want to play.' },
      { title: 'All ages welcome', text: 'Children from five, teenagers, adults starting from scratch and returners picking up an old instrument.' },
      { title: 'Concerts for students', text: 'Twice a year students play in a friendly concert, so practice always has something to aim for.' },
      { title: 'Live and recorded', text: 'Performances at weddings and events, and a recording room for demos, covers and students’ own songs.' },
    ],
    process: [
      { title: 'Get in touch', text: 'Tell us the instrument, your age or your child’s, and what you would like to play. For events, send the date, venue and style you have in mind.' },
      { title: 'Trial lesson or planning call', text: 'A 30-minute trial lesson to hear where you are and agree goals. For events, a call to go through timings and the set list.' },
      { title: 'Weekly lessons', text: 'A regular time each week, with short practice tasks between lessons and notes sent after each one.' },
      { title: 'Progress and exams', text: 'Each term we look back at what you have learned. Students who want them prepare for graded exams or auditions.' },
      { title: 'Perform and record', text: 'Play at the students’ concert, record a piece in our recording room, or simply enjoy playing for friends and family.' },
    ],
    faq: [
      {
        question: 'Am I too old to start?',
        answer: 'No. Adults often progress quickly at first, because they understand what they are practising and why. People start at every age, including in retirement.',
      },
      {
        question: 'At what age can my child start?',
        answer: 'From about five for piano and singing through games, and from seven or eight for guitar, when hands are big enough. A trial lesson shows whether your child is ready.',
      },
      {
        question: 'Do I need my own instrument?',
        answer: 'You need one at home to practise on. For piano, a digital piano with weighted keys is fine to start with; for guitar, we can advise on size and an affordable model before you buy.',
      },
      {
        question: 'How much should I practise?',
        answer: 'Little and often: 15 minutes a day for beginners and children, more as you progress. Five short sessions in a week do far more than one long one the night before a lesson.',
      },
      {
        question: 'Do you teach online?',
        answer: 'Yes, piano, guitar, singing and theory lessons all work well by video call. You need a stable connection and a camera placed so the teacher can see your hands.',
      },
      {
        question: 'What do you play at weddings and events?',
        answer: 'Anything from quiet acoustic sets for the ceremony to a full evening of dance music. We send a repertoire list, take requests and can learn your first dance specially.',
      },
      {
        question: 'What if I need to cancel a lesson?',
        answer: 'Please give 24 hours’ notice to rearrange. Lessons cancelled later, or missed, are charged, as the time was kept for you.',
      },
    ],
    story: [
      '{brand} teaches piano, guitar and singing to children and adults, and plays live at weddings, parties and events. The people who teach you are working musicians, so lessons draw on real stage experience as well as technique. Demos, covers and original songs are recorded in our own recording room.',
      'Lessons start with the music you want to play, whether that is a pop song, a Bach prelude or the blues. Technique, reading music and theory come in along the way, in doses that make sense. Students who want exams prepare for them thoroughly, and those who play for pleasure are never pushed into one.',
      'Playing for others is part of learning, so students perform in friendly concerts twice a year. The same musicians who teach also play at weddings and company parties, and rehearse every set with the same care. Whether you are picking up an instrument for the first time or planning a celebration, get in touch and tell us what you have in mind.',
    ],
    values: [
      { title: 'Joy first', text: 'People keep playing when they enjoy it, so every lesson includes music you love.' },
      { title: 'Solid foundations', text: 'Posture, rhythm, reading and listening, taught early so bad habits never set in.' },
      { title: 'Patience', text: 'Everyone learns at their own pace, and mistakes are simply part of the process.' },
      { title: 'Reliability', text: 'On time for every lesson and every gig, with the equipment checked the day before.' },
    ],
    ctaHeadings: ['Book a trial lesson', 'Live music for your wedding or event', 'Start playing this term'],
    ctaTexts: [
      'Tell us the instrument and what you would like to play, and we will find a time for your trial lesson.',
      'Send us the date, venue and style of your event, and we will come back with a line-up and a quote.',
    ],
    articles: [
      {
        titles: ['Piano, guitar or singing: choosing a first instrument', 'Which instrument should you learn first?'],
        description: 'How to choose a first instrument for a child or an adult: what piano, guitar and singing each demand, what to buy and how soon you will play real songs.',
        excerpt: 'Every instrument is a good first instrument for the right person. Here is what each one asks of you, and how to decide.',
        sections: [
          {
            heading: 'Piano: the whole picture',
            paragraphs: [
              'On a piano, every note is laid out in front of you, which makes harmony and reading music easier to understand. Simple tunes come within the first few lessons, and there are no sore fingers or tuning to worry about. Using both hands independently takes time, so progress can feel slower after the first few months. At home, a digital piano with full-size weighted keys is fine to start on.',
            ],
          },
          {
            heading: 'Guitar: songs sooner',
            paragraphs: [
              'With four or five chords, you can play along with hundreds of songs, often within a few weeks. Fingertips are sore at first and need a couple of weeks to toughen up. Children need a guitar in the right size, usually a half or three-quarter size until about eleven or twelve. Nylon strings are gentler on small fingers, while steel strings suit older beginners who want a brighter sound.',
            ],
          },
          {
            heading: 'Singing: an instrument you carry with you',
            paragraphs: [
              'Singing needs nothing but your voice, and lessons teach you to use it safely and with control. Breathing, posture and listening come first, then range and style. Teenagers’ voices change, so lessons adapt and avoid pushing the voice too hard during those years. Many singers also pick up piano or guitar later to accompany themselves.',
            ],
          },
          {
            heading: 'How to decide',
            paragraphs: [
              'Start with the music you or your child already love to listen to, because that is what keeps practice going. Think about practical things, such as space at home for a piano or neighbours who might hear a drum kit. A trial lesson on one or two instruments tells you more than any article. Switching instruments later is common, and nothing learned on the first one is wasted.',
            ],
          },
        ],
      },
      {
        titles: ['How to practise when you don’t have much time', 'Little and often: a practice plan that works'],
        description: 'Why short daily practice beats one long session, a simple 15-minute routine for any instrument, how to tackle hard passages and how to help children practise.',
        excerpt: 'Fifteen focused minutes a day will take you further than an hour on Sunday. Here is a simple routine for busy students and their parents.',
        sections: [
          {
            heading: 'Why short daily practice wins',
            paragraphs: [
              'Your hands and brain learn movements while you rest between sessions, so regular short practice sticks far better than one long session. Fifteen minutes on five days a week adds up to more progress than two hours the night before a lesson. Short sessions are also easier to fit in and easier to start. Pick a fixed time, such as before school or after dinner, so practice becomes a habit rather than a decision.',
            ],
          },
          {
            heading: 'A 15-minute routine',
            paragraphs: [
              'Spend the first three minutes warming up with a scale, a chord change or a few vocal exercises. Give the next seven minutes to the hardest part of the piece you are learning. Use the last five minutes to play something you enjoy from start to finish, mistakes and all. Ending on a good note makes you want to come back tomorrow.',
            ],
          },
          {
            heading: 'Practising the hard bits',
            paragraphs: [
              'Don’t keep playing the whole piece from the beginning; find the two or three bars that trip you up and work on those alone. Slow them down until you can play them correctly three times in a row, then speed up a little. A metronome helps you notice when you rush the easy parts and slow down for the hard ones. Mark the tricky spots in pencil so you go straight to them next time.',
            ],
          },
          {
            heading: 'Helping children practise',
            paragraphs: [
              'Children practise more when it happens at the same time every day and someone takes an interest. Sit with younger children for a few minutes, ask them to teach you what they learned and praise effort rather than perfection. A simple chart with a sticker for each day works well up to about ten. If practice becomes a battle every day, tell the teacher, as a change of pieces often solves it.',
            ],
          },
        ],
      },
      {
        titles: ['How to choose live music for your wedding', 'Wedding music: ceremony, reception and first dance'],
        description: 'How to plan live music for your wedding day, from the ceremony and drinks to the first dance and evening sets, and the practical questions to ask musicians.',
        excerpt: 'Live music shapes the whole day, from the walk down the aisle to the last song. Here is how to plan it and what to ask before you book.',
        sections: [
          {
            heading: 'The ceremony',
            paragraphs: [
              'Most couples need three pieces for the ceremony: one for the entrance, one or two during the signing and one to walk out to. A solo guitarist, a pianist or a singer with an acoustic instrument suits most rooms and outdoor spaces. Check whether your venue or officiant has any rules about music during the ceremony. Send your choices at least a month before, so any special arrangements can be prepared.',
            ],
          },
          {
            heading: 'Drinks and dinner',
            paragraphs: [
              'During drinks and dinner, music should fill the room without making guests raise their voices. An acoustic duo playing relaxed covers is a popular choice, and the same musicians often play the ceremony too. Tell them the mood you want, from jazz standards to gentle pop. A list of songs you love, and a few you never want to hear, helps more than you might think.',
            ],
          },
          {
            heading: 'The first dance and the evening',
            paragraphs: [
              'Evening bands usually play two sets of an hour or three of 45 minutes, with playlists in between. If you want your first dance played live, ask at least six to eight weeks ahead, so the band can learn and rehearse it. Say whether you would like the original arrangement or a version that slowly builds into a full band. Let the musicians read the room after that; experienced performers know how to keep a dance floor busy.',
            ],
          },
          {
            heading: 'Practical questions to ask',
            paragraphs: [
              'Ask how much space and how many power sockets the musicians need, and whether your venue has a sound limiter. Agree the timings, breaks and a finishing time in writing. Check whether a meal for the musicians is expected and where they can change and store their cases. Finally, ask what happens if someone falls ill, as good musicians always have a trusted stand-in.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'музыкальная студия',
    descriptor: 'музыкальная студия: уроки фортепиано, гитары и вокала, живая музыка на праздники и студийная запись',
    audience: 'ученики и клиенты',
    eyebrows: ['Уроки, концерты и запись', 'Фортепиано, гитара, вокал', 'Музыка для любого возраста'],
    heroTitles: [
      'Научитесь играть, петь и выступать уверенно',
      'Уроки фортепиано, гитары и вокала для всех возрастов',
      'От первых нот до первой сцены',
      'Уроки, живые выступления и запись',
      'Живые сеты, под которые хочется танцевать',
    ],
    heroLeads: [
      'Уроки фортепиано, гитары и вокала для детей и взрослых — от полных новичков до тех, кто готовится к экзаменам, в удобном для вас темпе.',
      'В «{brand}» можно научиться играть, заказать живую музыку на свадьбу или праздник и записать свои песни — всё с одними и теми же музыкантами.',
      'Первый урок — пробный: узнаём, что вы хотите играть, и вместе планируем, как к этому прийти.',
    ],
    offersHeadings: ['Уроки, выступления и запись', 'Цены на уроки и выступления', 'Учиться, выступать, записываться'],
    offersLeads: [
      'Урок длится 45 минут, если не указано иное, оплата помесячно или абонементом. Стоимость выступлений зависит от состава и длительности сетов.',
      'Начните с пробного урока, выберите постоянное время занятий или спросите нас о живой музыке на вашу дату.',
    ],
    offers: [
      {
        title: 'Пробный урок',
        text: 'Спокойный первый урок на 30 минут — фортепиано, гитара или вокал: слушаем, с чего вы начинаете, пробуем инструмент и ставим цели.',
        price: 25,
      },
      {
        title: 'Уроки фортепиано',
        text: 'Классика, поп-музыка и джаз для начинающих, возвращающихся к инструменту и тех, кто готовится к экзаменам. Нотная грамота и теория — по ходу дела.',
        price: 45,
        unit: 'за урок',
      },
      {
        title: 'Уроки гитары',
        text: 'Акустическая, электро- и классическая гитара: аккорды и бой для песен, риффы и соло, пальцевая техника, табулатуры и ноты.',
        price: 45,
        unit: 'за урок',
      },
      {
        title: 'Уроки вокала',
        text: 'Дыхание, диапазон и здоровая техника для поп-музыки, мюзиклов, джаза и хора — на материале песен, которые вы хотите петь.',
        price: 50,
        unit: 'за урок',
      },
      {
        title: 'Первые музыкальные занятия для детей',
        text: 'Занятия по 30 минут для детей от пяти до восьми лет: ритм, пение и первые шаги на фортепиано или укулеле через песни и игры.',
        price: 30,
        unit: 'за урок',
      },
      {
        title: 'Сольфеджио и подготовка к экзаменам',
        text: 'Теория, сольфеджио и программа для экзаменов и поступления в музыкальную школу или колледж, с пробным прослушиванием перед настоящим.',
        price: 50,
        unit: 'за урок',
      },
      {
        title: 'Живая музыка на свадьбу',
        text: 'Акустика на церемонию и фуршет, музыка за ужином и полноценный вечерний сет группы, а ваш первый танец разучим специально.',
        price: 900,
        from: true,
      },
      {
        title: 'Живая музыка на праздник и корпоратив',
        text: 'Соло, дуэт или группа на день рождения, корпоратив или презентацию — от фоновых сетов до забитого танцпола.',
        price: 600,
        from: true,
      },
      {
        title: 'Студийная запись',
        text: 'Запись вокала, инструментов или целого демо со звукорежиссёром. Подходит авторам-исполнителям, группам и ученикам.',
        price: 60,
        unit: 'за час',
      },
      {
        title: 'Сведение и мастеринг',
        text: 'Сводим и мастерим записанные треки для стриминговых площадок. Два круга правок включены в стоимость.',
        price: 150,
        from: true,
        unit: 'за трек',
      },
    ],
    highlights: [
      { title: 'Преподают концертирующие музыканты', text: 'Те, кто вас учит, сами выступают, поэтому на уроках есть место и технике, и сценическому опыту.' },
      { title: 'Уроки под ваши цели', text: 'Поп, рок, джаз или классика, экзамены или игра для души — уроки строятся вокруг музыки, которую вы хотите играть.' },
      { title: 'Ждём в любом возрасте', text: 'Детей с пяти лет, подростков, взрослых с нуля и тех, кто решил вернуться к давно заброшенному инструменту.' },
      { title: 'Концерты учеников', text: 'Дважды в год ученики выступают на дружеском концерте, и у занятий всегда есть цель.' },
      { title: 'Живой звук и запись', text: 'Выступления на свадьбах и праздниках и комната звукозаписи для демо, каверов и собственных песен учеников.' },
    ],
    process: [
      { title: 'Заявка', text: 'Расскажите, какой инструмент вас интересует, сколько лет вам или ребёнку и что хочется играть. Для праздника пришлите дату, площадку и желаемый стиль.' },
      { title: 'Пробный урок или созвон', text: 'Пробный урок на 30 минут, чтобы понять уровень и поставить цели. Для мероприятия — созвон, на котором обсуждаем тайминг и сет-лист.' },
      { title: 'Еженедельные уроки', text: 'Постоянное время каждую неделю, короткие задания между уроками и заметки после каждого занятия.' },
      { title: 'Прогресс и экзамены', text: 'Каждую четверть подводим итоги. Желающие готовятся к экзаменам или поступлению.' },
      { title: 'Выступления и запись', text: 'Сыграйте на концерте учеников, запишите произведение в студии или просто играйте для друзей и семьи.' },
    ],
    faq: [
      {
        question: 'Не поздно ли начинать во взрослом возрасте?',
        answer: 'Нет. Взрослые часто быстро продвигаются в начале, потому что понимают, что и зачем они отрабатывают. Начать можно в любом возрасте, в том числе на пенсии.',
      },
      {
        question: 'С какого возраста можно приводить ребёнка?',
        answer: 'На фортепиано и вокал в игровой форме — примерно с пяти лет, на гитару — с семи-восьми, когда рука уже достаточно большая. Пробный урок покажет, готов ли ребёнок.',
      },
      {
        question: 'Нужен ли свой инструмент?',
        answer: 'Дома нужен инструмент для занятий. Для начала подойдёт цифровое пианино со взвешенной клавиатурой, а с гитарой мы подскажем размер и недорогую модель до покупки.',
      },
      {
        question: 'Сколько нужно заниматься дома?',
        answer: 'Понемногу, но регулярно: новичкам и детям — 15 минут в день, дальше больше. Пять коротких занятий за неделю дают гораздо больше, чем одно длинное накануне урока.',
      },
      {
        question: 'Вы проводите уроки онлайн?',
        answer: 'Да, фортепиано, гитара, вокал и теория хорошо работают по видеосвязи. Нужен стабильный интернет и камера, в которую преподавателю видно ваши руки.',
      },
      {
        question: 'Что вы играете на свадьбах и праздниках?',
        answer: 'Всё — от спокойной акустики на церемонии до целого вечера танцевальной музыки. Присылаем репертуар, принимаем заявки и можем специально разучить ваш первый танец.',
      },
      {
        question: 'Что если нужно отменить урок?',
        answer: 'Предупредите нас за сутки, и мы перенесём занятие. Урок, отменённый позже или пропущенный, оплачивается: это время было зарезервировано для вас.',
      },
    ],
    story: [
      '«{brand}» учит детей и взрослых играть на фортепиано и гитаре и петь, а ещё выступает вживую на свадьбах, праздниках и корпоративах. Ваши преподаватели — действующие музыканты, и на уроках вы получаете не только технику, но и настоящий сценический опыт. Демо, каверы и собственные песни записываем в своей комнате звукозаписи.',
      'Уроки начинаются с музыки, которую вы хотите играть, будь то поп-хит, прелюдия Баха или блюз. Техника, нотная грамота и теория появляются по ходу дела и в разумных дозах. Кто хочет сдавать экзамены, готовится к ним основательно, а тех, кто играет для души, мы никогда к экзаменам не подталкиваем.',
      'Играть для других — часть обучения, поэтому дважды в год ученики выступают на дружеских концертах. Те же музыканты, что преподают, играют на свадьбах и корпоративах и репетируют каждый сет так же тщательно. Берёте ли вы инструмент впервые или планируете праздник — напишите нам и расскажите, что задумали.',
    ],
    values: [
      { title: 'Сначала удовольствие', text: 'Люди продолжают играть, когда им нравится, поэтому в каждом уроке есть музыка, которую вы любите.' },
      { title: 'Крепкая основа', text: 'Посадка, ритм, чтение нот и слух — с самого начала, чтобы не закреплялись вредные привычки.' },
      { title: 'Терпение', text: 'Каждый учится в своём темпе, а ошибки — просто часть процесса.' },
      { title: 'Надёжность', text: 'Вовремя на каждом уроке и каждом выступлении, а аппаратуру проверяем накануне.' },
    ],
    ctaHeadings: ['Запишитесь на пробный урок', 'Живая музыка на вашу свадьбу или праздник', 'Начните играть в этом сезоне'],
    ctaTexts: [
      'Расскажите, на каком инструменте и что хотите играть, и мы подберём время для пробного урока.',
      'Пришлите дату, площадку и формат праздника, и мы предложим состав и рассчитаем стоимость.',
    ],
    articles: [
      {
        titles: ['Фортепиано, гитара или вокал: какой инструмент выбрать первым', 'С какого инструмента начать учиться музыке'],
        description: 'Как выбрать первый инструмент ребёнку или взрослому: чего требуют фортепиано, гитара и вокал, что купить и как скоро получится играть настоящие песни.',
        excerpt: 'Любой инструмент хорош как первый — для подходящего человека. Рассказываем, чего требует каждый и как сделать выбор.',
        sections: [
          {
            heading: 'Фортепиано: вся картина перед глазами',
            paragraphs: [
              'На фортепиано все ноты разложены перед вами, и гармонию и нотную грамоту понять проще. Простые мелодии получаются уже на первых уроках, а о больных пальцах и настройке думать не нужно. Независимость рук требует времени, поэтому через несколько месяцев прогресс может казаться медленнее. Для домашних занятий на первых порах достаточно цифрового пианино с полноразмерной взвешенной клавиатурой.',
            ],
          },
          {
            heading: 'Гитара: песни быстрее',
            paragraphs: [
              'Зная четыре-пять аккордов, можно подыгрывать сотням песен, и часто это получается уже через несколько недель. Подушечки пальцев поначалу болят, им нужно недели две, чтобы огрубеть. Детям нужна гитара подходящего размера, обычно 1/2 или 3/4 примерно до одиннадцати-двенадцати лет. Нейлоновые струны мягче для маленьких пальцев, а металлические подойдут начинающим постарше, которым нравится более яркий звук.',
            ],
          },
          {
            heading: 'Вокал: инструмент, который всегда с вами',
            paragraphs: [
              'Для пения не нужно ничего, кроме голоса, а уроки учат пользоваться им безопасно и осознанно. Сначала дыхание, осанка и слух, потом диапазон и стиль. У подростков голос меняется, поэтому в эти годы уроки подстраиваются и голос не перегружают. Многие вокалисты со временем осваивают фортепиано или гитару, чтобы аккомпанировать себе.',
            ],
          },
          {
            heading: 'Как решить',
            paragraphs: [
              'Отталкивайтесь от музыки, которую вы или ребёнок уже любите слушать: именно она поддерживает желание заниматься. Подумайте и о практических вещах — хватит ли места для пианино и как к барабанам отнесутся соседи. Пробный урок на одном-двух инструментах скажет больше любой статьи. Сменить инструмент позже — обычное дело, и ничего из выученного на первом не пропадёт.',
            ],
          },
        ],
      },
      {
        titles: ['Как заниматься музыкой, когда мало времени', 'Понемногу, но каждый день: план домашних занятий'],
        description: 'Почему короткие ежедневные занятия эффективнее одного долгого, простой план на 15 минут для любого инструмента, работа над трудными местами и помощь детям.',
        excerpt: 'Пятнадцать сосредоточенных минут в день дадут больше, чем час в воскресенье. Простой план для занятых учеников и их родителей.',
        sections: [
          {
            heading: 'Почему короткие занятия работают',
            paragraphs: [
              'Руки и мозг закрепляют движения, пока вы отдыхаете между занятиями, поэтому регулярные короткие занятия дают намного больше, чем одно длинное. Пятнадцать минут пять дней в неделю принесут больше прогресса, чем два часа накануне урока. Короткое занятие к тому же проще вписать в день и проще начать. Выберите постоянное время, например перед школой или после ужина, чтобы занятия стали привычкой, а не решением.',
            ],
          },
          {
            heading: 'План на 15 минут',
            paragraphs: [
              'Первые три минуты разогревайтесь: гамма, смена аккордов или несколько вокальных упражнений. Следующие семь минут отдайте самому трудному месту в произведении, которое разучиваете. Последние пять минут сыграйте от начала до конца что-нибудь любимое, с ошибками и всем остальным. Когда занятие заканчивается на приятной ноте, завтра хочется вернуться.',
            ],
          },
          {
            heading: 'Как работать над трудными местами',
            paragraphs: [
              'Не играйте каждый раз всё произведение с начала: найдите два-три такта, на которых вы спотыкаетесь, и учите только их. Замедлите темп, пока не сыграете их правильно три раза подряд, а потом понемногу ускоряйтесь. Метроном помогает заметить, что вы торопитесь на лёгких местах и замедляетесь на трудных. Отметьте сложные места карандашом, чтобы в следующий раз сразу к ним переходить.',
            ],
          },
          {
            heading: 'Как помочь ребёнку заниматься',
            paragraphs: [
              'Дети занимаются охотнее, когда занятия проходят в одно и то же время и кто-то проявляет к ним интерес. Посидите несколько минут рядом с младшими, попросите научить вас тому, что они узнали, и хвалите за старание, а не за безупречность. Примерно до десяти лет хорошо работает простая таблица с наклейкой за каждый день. Если занятия каждый день превращаются в борьбу, скажите преподавателю: часто помогает смена репертуара.',
            ],
          },
        ],
      },
      {
        titles: ['Как выбрать живую музыку на свадьбу', 'Музыка на свадьбе: церемония, банкет и первый танец'],
        description: 'Как спланировать живую музыку на свадьбу — от церемонии и фуршета до первого танца и вечерних сетов — и какие практические вопросы задать музыкантам.',
        excerpt: 'Живая музыка задаёт настроение всему дню, от выхода невесты до последней песни. Рассказываем, как её спланировать и что спросить до бронирования.',
        sections: [
          {
            heading: 'Церемония',
            paragraphs: [
              'Обычно для церемонии нужны три композиции: на выход, одна-две на время подписания и одна на завершение. Гитарист, пианист или вокалист с акустическим инструментом подойдут почти для любого зала и открытой площадки. Уточните, есть ли у площадки или ведущего церемонии правила насчёт музыки. Пришлите свой выбор минимум за месяц, чтобы музыканты успели подготовить особые аранжировки.',
            ],
          },
          {
            heading: 'Фуршет и ужин',
            paragraphs: [
              'Во время фуршета и ужина музыка должна наполнять зал, но не заставлять гостей повышать голос. Акустический дуэт с неспешными каверами — частый выбор, и нередко те же музыканты играют и на церемонии. Расскажите, какое настроение вам нужно, от джазовых стандартов до мягкой поп-музыки. Список песен, которые вы любите, и тех, которые слышать не хотите, помогает больше, чем кажется.',
            ],
          },
          {
            heading: 'Первый танец и вечерняя программа',
            paragraphs: [
              'Вечером группа обычно играет два сета по часу или три по 45 минут, а в перерывах звучит плейлист. Если хотите живой первый танец, скажите об этом минимум за шесть-восемь недель, чтобы группа успела его разучить и отрепетировать. Решите, нужна ли вам оригинальная аранжировка или версия, которая постепенно разрастается до полного состава. Дальше доверьтесь музыкантам: опытные исполнители умеют держать танцпол.',
            ],
          },
          {
            heading: 'Практические вопросы',
            paragraphs: [
              'Спросите, сколько места и розеток нужно музыкантам и есть ли на площадке ограничитель громкости. Письменно согласуйте тайминг, перерывы и время окончания. Уточните, ожидается ли питание для музыкантов и где они могут переодеться и оставить кейсы. И наконец, спросите, что будет, если кто-то заболеет: у хороших музыкантов всегда есть проверенная замена.',
            ],
          },
        ],
      },
    ],
  },
};
