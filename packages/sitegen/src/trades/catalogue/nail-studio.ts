import type { Trade } from '../types.ts';

export const nailStudio: Trade = {
  id: 'nail-studio',
  theme: 'Nail Studio',
  kind: 'services',
  icons: 'beauty',
  offerIcons: ['hand', 'paintbrush-vertical', 'shield', 'sparkles', 'droplets', 'footprints', 'sun', 'palette'],
  en: {
    noun: 'nail studio',
    descriptor: 'a friendly nail studio for manicures, pedicures, gel and nail art',
    audience: 'clients',
    eyebrows: ['Nails & pedicures', 'Manicure, gel, nail art', 'Hands and feet'],
    heroTitles: [
      'Neat, glossy nails that last for weeks',
      'Manicures, pedicures and nail art',
      'Your hour of calm, with perfect nails',
      'A nail studio that takes hygiene seriously',
    ],
    heroLeads: [
      'Gel manicures, builder gel, extensions and pedicures, with careful cuticle work and sterilised tools at every appointment.',
      'From a clean natural look to chrome and hand-painted designs, {brand} shapes each set to suit your hands and your week.',
      'Book online in a minute, sit back in a comfy chair and leave with nails that stay glossy for two to three weeks.',
    ],
    offersHeadings: ['Services and prices', 'Manicure, pedicure and more', 'Choose your set'],
    offersLeads: [
      'Every manicure and pedicure includes shaping and cuticle care. Nail art can be added to any gel service.',
      'Tell us how long you want your nails to last and how you use your hands, and we’ll suggest the right finish.',
    ],
    offers: [
      {
        title: 'Classic manicure',
        text: 'Shaping, cuticle care, a short hand massage and regular polish. A tidy, natural finish that lasts about a week.',
        price: 25,
      },
      {
        title: 'Gel polish manicure',
        text: 'Cuticle care, shaping and gel colour cured under an LED lamp. A chip-free shine that lasts two to three weeks.',
        price: 40,
      },
      {
        title: 'Builder gel overlay',
        text: 'A thin layer of builder gel over your natural nails to make them stronger while they grow. Ideal for nails that split, peel or bend.',
        price: 50,
      },
      {
        title: 'Gel nail extensions',
        text: 'Extensions in the length and shape you choose: almond, square, oval or coffin. Includes a plain gel colour of your choice.',
        price: 60,
        from: true,
      },
      {
        title: 'Gel polish removal',
        text: 'Careful removal without damage to the natural nail, followed by a quick tidy and nourishing cuticle oil.',
        price: 10,
      },
      {
        title: 'Classic pedicure',
        text: 'A warm foot soak, nail shaping, cuticle and hard skin care, a foot massage and the polish of your choice.',
        price: 40,
      },
      {
        title: 'Gel pedicure',
        text: 'A full pedicure finished with gel polish that stays glossy for four weeks or more. Perfect before holidays and sandal season.',
        price: 50,
      },
      {
        title: 'Nail art',
        text: 'French tips, chrome, foils, hand-painted details and small stones, added to any gel service. Bring a photo of the design you like.',
        price: 5,
        from: true,
        unit: 'per nail',
      },
    ],
    highlights: [
      { title: 'Sterilised tools every time', text: 'Metal tools are cleaned, disinfected and sterilised between clients, and files and buffers are single-use.' },
      { title: 'Careful cuticle work', text: 'Neat, gentle cuticle care is the base of every set, so gel sits close to the skin and grows out tidily.' },
      { title: 'Manicures that last', text: 'Good preparation and well-tested gels mean your colour stays put for two to three weeks.' },
      { title: 'Designs from simple to bold', text: 'From a clean nude to chrome, French and hand-painted art, shown on samples before we start.' },
      { title: 'Easy online booking', text: 'Pick a service, a technician and a time in a minute, with a reminder the day before.' },
    ],
    process: [
      { title: 'Book online', text: 'Choose your service and time. Mention if you need an old set removed so we can allow for it.' },
      { title: 'Choose your colour', text: 'When you arrive, pick a shade from the palette or show us a photo of the design you have in mind.' },
      { title: 'Preparation', text: 'Your nails are shaped, cuticles cared for and the nail surface prepared so the gel bonds well.' },
      { title: 'Colour and finish', text: 'Colour or art goes on in thin layers, each cured under the lamp, then a glossy or matte top coat.' },
      { title: 'Aftercare and next visit', text: 'You leave with a tip or two on looking after your nails and a suggested date for your next infill or new set.' },
    ],
    faq: [
      { question: 'How long does a gel manicure last?', answer: 'Usually two to three weeks on hands and four weeks or more on toes. How long it lasts depends on your nails and how much you use your hands in water.' },
      { question: 'Is gel polish bad for my nails?', answer: 'Gel itself isn’t the problem; rough removal is. We remove gel gently and never peel it off, and we recommend a short break with cuticle oil if your nails feel thin.' },
      { question: 'Can I remove gel polish at home?', answer: 'It’s possible, but it is easy to damage the nail by scraping or peeling. A removal appointment takes about fifteen minutes and keeps your nails healthy.' },
      { question: 'How do you keep everything hygienic?', answer: 'Metal tools are washed, disinfected and sterilised between clients. Files, buffers and orange sticks are single-use, and the table is wiped down after every appointment.' },
      { question: 'How long does an appointment take?', answer: 'About 45 minutes for a classic manicure, an hour for gel, and up to two hours for a full set of extensions with art.' },
      { question: 'Can I have a pedicure while pregnant?', answer: 'Yes. Let us know when you book, and we’ll keep you comfortable and avoid strong pressure points during the foot massage.' },
    ],
    story: [
      '{brand} is a calm, bright place to have your nails done properly. Every appointment starts with careful preparation, because the neatest colour in the world won’t last on a badly prepared nail. We take our time over cuticles and shape, and the result shows for weeks.',
      'Hygiene comes first at every table. Metal tools go through cleaning, disinfection and sterilisation between clients, and anything that can’t be sterilised is used once and thrown away. Clients often tell us that seeing the sealed tool pouch opened is what made them book again.',
      'Beyond the basics, we love detail: chrome, soft French, tiny hand-painted flowers and bold seasonal colours. Some clients come for the same nude every three weeks, others for a new design each time. Either way, you get an hour to sit back, chat or simply switch off.',
    ],
    values: [
      { title: 'Hygiene without shortcuts', text: 'Sterilised tools, single-use files and clean tables for every single client.' },
      { title: 'Healthy natural nails', text: 'Gentle preparation and removal, and honest advice when your nails need a rest.' },
      { title: 'Attention to detail', text: 'Even shape, neat cuticles and smooth colour right to the edges.' },
      { title: 'A relaxed hour', text: 'Comfortable chairs, good conversation or quiet if you prefer it.' },
    ],
    ctaHeadings: ['Book your manicure', 'Treat your hands and feet', 'Find a time that suits you'],
    ctaTexts: [
      'Choose a service and a time online. If you’re unsure what to book, send us a photo and we’ll advise.',
      'Regular clients often book their next visit before they leave, so popular evening slots go quickly.',
    ],
    articles: [
      {
        titles: ['How to make your gel manicure last longer', 'Gel polish: simple habits for a longer-lasting manicure'],
        description: 'Simple habits that keep a gel manicure glossy and chip-free for weeks: gloves, cuticle oil, using your nails gently and knowing when to book.',
        excerpt: 'A gel manicure can easily last three weeks. A few small habits at home make all the difference.',
        sections: [
          {
            heading: 'Wear gloves for chores',
            paragraphs: [
              'Hot water and cleaning products are the main enemies of gel polish. Washing up, cleaning the bathroom and gardening all loosen the edges over time. A pair of rubber gloves takes seconds to put on and adds days to your manicure. For gardening, choose gloves that cover your fingertips fully.',
            ],
          },
          {
            heading: 'Use cuticle oil every day',
            paragraphs: [
              'Cuticle oil keeps the skin around the nail soft and stops the natural nail drying out under the gel. Apply a drop to each nail before bed and massage it in. Dry, brittle nails flex more, and flexing is what makes gel lift at the edges. A small bottle lasts for months and fits in any bag.',
            ],
          },
          {
            heading: 'Don’t use your nails as tools',
            paragraphs: [
              'Opening cans, peeling off stickers and scraping labels put pressure on the free edge and can crack the gel. Use the pads of your fingers or a proper tool instead. Typing with the pads rather than the tips of your nails helps too. If a nail chips, a quick repair appointment is better than picking at it.',
            ],
          },
          {
            heading: 'Book removal, don’t peel',
            paragraphs: [
              'When your manicure starts to grow out, resist the urge to peel it off. Peeling takes layers of the natural nail with it, leaving nails thin and sore. Book a removal or a new set every two to three weeks. Regular infills keep the shape balanced and the nails strong.',
            ],
          },
        ],
      },
      {
        titles: ['Gel polish, builder gel or extensions: which to choose', 'Choosing between gel polish, builder gel and extensions'],
        description: 'What gel polish, builder gel overlays and gel extensions are, how long each lasts, who each suits and how to choose the right option for your nails.',
        excerpt: 'Three popular options with very different results. A quick guide to picking the one that suits your nails and your lifestyle.',
        sections: [
          {
            heading: 'Gel polish',
            paragraphs: [
              'Gel polish is a thin, flexible colour cured under an LED lamp. Expect two to three weeks of shine on your natural nails, with little added length or strength. Gel polish is ideal if your nails are already healthy and you like a short or medium length. Removal is quick and gentle when done properly.',
            ],
          },
          {
            heading: 'Builder gel overlay',
            paragraphs: [
              'Thicker and stronger than gel polish, builder gel is shaped over the natural nail. The extra structure lets weak, bendy or splitting nails grow without breaking. Colour can go on top, or the gel can be left sheer and natural. Most clients book an infill every three to four weeks rather than starting again.',
            ],
          },
          {
            heading: 'Gel extensions',
            paragraphs: [
              'Extensions add length with a form or a tip, then gel builds the shape on top. Extensions are the quickest way to long almond, coffin or square nails. Infills are needed every three weeks as the natural nail grows. Longer lengths take some getting used to for typing and everyday tasks.',
            ],
          },
          {
            heading: 'How to decide',
            paragraphs: [
              'Start with the length you want and the condition of your nails. Healthy nails and a short length call for gel polish, while weak nails do well with builder gel. If you want length now, extensions are the answer. Your technician can look at your nails and suggest the option that will last longest for you.',
            ],
          },
        ],
      },
      {
        titles: ['How we keep our tools clean: sterilisation explained', 'Hygiene at the manicure table: what to look for'],
        description: 'How nail tools should be cleaned, disinfected and sterilised, why files must be single-use, and what to look for when choosing where to have your nails done.',
        excerpt: 'Good hygiene is invisible when done right. Here is what happens to the tools between one client and the next.',
        sections: [
          {
            heading: 'Cleaning and disinfection',
            paragraphs: [
              'After each appointment, metal tools such as cuticle nippers and pushers are washed to remove any debris. The tools then go into a disinfectant solution for the time the manufacturer specifies. Disinfection kills most germs but is only the first stage. Tools are rinsed and dried before they move on to sterilisation.',
            ],
          },
          {
            heading: 'Sterilisation in sealed pouches',
            paragraphs: [
              'Dry tools are packed into paper pouches, sealed and sterilised with heat. An indicator strip on each pouch changes colour once the cycle is complete. The pouch stays sealed until your appointment begins and is opened in front of you. Any pouch that looks torn or damp is sent back for sterilising again.',
            ],
          },
          {
            heading: 'Single-use files and buffers',
            paragraphs: [
              'Files, buffers and orange sticks are porous and can’t be sterilised, so each one is used for one client only. Many clients take their file home or see it thrown away at the end. Towels are changed for every appointment and washed at a high temperature. Work surfaces are wiped with disinfectant between clients.',
            ],
          },
          {
            heading: 'What to look for anywhere you go',
            paragraphs: [
              'Ask how tools are sterilised, and look for sealed pouches opened at the start of your appointment. Files should be new or clearly yours. Cuticle work should never draw blood or hurt. If something feels wrong, it is always fine to ask questions or stop the appointment.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'студия маникюра',
    descriptor: 'уютная студия маникюра и педикюра, где делают покрытие гель-лаком и дизайн ногтей',
    audience: 'клиентки',
    eyebrows: ['Маникюр и педикюр', 'Гель-лак, укрепление, дизайн', 'Руки и ноги в порядке'],
    heroTitles: [
      'Аккуратные ногти, которые держатся неделями',
      'Маникюр, педикюр и дизайн',
      'Час спокойствия и идеальные ногти',
      'Студия маникюра, где стерильность — не пустое слово',
    ],
    heroLeads: [
      'Маникюр с покрытием гель-лаком, укрепление, наращивание и педикюр — с аккуратной обработкой кутикулы и стерильными инструментами на каждом приёме.',
      'От естественного нюда до втирки и ручной росписи — в «{brand}» подбирают покрытие под форму ваших рук и ваш образ жизни.',
      'Запишитесь онлайн за минуту, устройтесь в удобном кресле и уходите с покрытием, которое держится две-три недели.',
    ],
    offersHeadings: ['Услуги и цены', 'Маникюр, педикюр и не только', 'Выберите покрытие'],
    offersLeads: [
      'В каждый маникюр и педикюр входят придание формы и обработка кутикулы. Дизайн можно добавить к любому покрытию гель-лаком.',
      'Расскажите, сколько должно держаться покрытие и чем вы заняты в течение дня, — подскажем подходящий вариант.',
    ],
    offers: [
      {
        title: 'Классический маникюр',
        text: 'Форма, обработка кутикулы, короткий массаж рук и покрытие обычным лаком. Аккуратный естественный вид примерно на неделю.',
        price: 25,
      },
      {
        title: 'Маникюр с покрытием гель-лаком',
        text: 'Обработка кутикулы, форма и гель-лак, высушенный в LED-лампе. Блестящее покрытие без сколов на две-три недели.',
        price: 40,
      },
      {
        title: 'Укрепление ногтей гелем',
        text: 'Тонкий слой моделирующего геля поверх натуральных ногтей, чтобы они росли крепкими. Подходит, если ногти слоятся, ломаются или гнутся.',
        price: 50,
      },
      {
        title: 'Наращивание ногтей',
        text: 'Наращивание гелем нужной длины и формы: миндаль, квадрат, овал или балерина. Однотонное покрытие гель-лаком включено.',
        price: 60,
        from: true,
      },
      {
        title: 'Снятие гель-лака',
        text: 'Бережное снятие покрытия без вреда для натуральной ногтевой пластины, аккуратная обработка и питательное масло для кутикулы.',
        price: 10,
      },
      {
        title: 'Классический педикюр',
        text: 'Тёплая ванночка, форма ногтей, обработка кутикулы и огрубевшей кожи, массаж стоп и покрытие лаком на ваш выбор.',
        price: 40,
      },
      {
        title: 'Педикюр с покрытием гель-лаком',
        text: 'Полный педикюр с гель-лаком, который держится четыре недели и дольше. Идеально перед отпуском и сезоном открытой обуви.',
        price: 50,
      },
      {
        title: 'Дизайн ногтей',
        text: 'Френч, втирка, фольга, ручная роспись и стразы к любому покрытию гель-лаком. Принесите фото дизайна, который вам нравится.',
        price: 5,
        from: true,
        unit: 'за ноготь',
      },
    ],
    highlights: [
      { title: 'Стерильные инструменты каждый раз', text: 'Металлические инструменты проходят очистку, дезинфекцию и стерилизацию после каждой клиентки, а пилки и бафы одноразовые.' },
      { title: 'Аккуратная работа с кутикулой', text: 'Бережная обработка кутикулы — основа каждого маникюра: покрытие ложится близко к коже и красиво отрастает.' },
      { title: 'Покрытие, которое держится', text: 'Правильная подготовка ногтя и проверенные материалы — и гель-лак не скалывается две-три недели.' },
      { title: 'Дизайн от простого до яркого', text: 'От чистого нюда до втирки, френча и ручной росписи — показываем варианты на образцах до начала работы.' },
      { title: 'Удобная онлайн-запись', text: 'Выберите услугу, мастера и время за минуту и получите напоминание накануне.' },
    ],
    process: [
      { title: 'Запишитесь онлайн', text: 'Выберите услугу и время. Если нужно снять старое покрытие, отметьте это, чтобы мы заложили время.' },
      { title: 'Выберите цвет', text: 'На месте подберите оттенок из палитры или покажите фото дизайна, который задумали.' },
      { title: 'Подготовка', text: 'Придаём ногтям форму, обрабатываем кутикулу и готовим поверхность, чтобы покрытие хорошо держалось.' },
      { title: 'Покрытие и финиш', text: 'Цвет или дизайн наносим тонкими слоями, каждый сушим в лампе, затем глянцевый или матовый топ.' },
      { title: 'Уход и следующий визит', text: 'Подскажем, как ухаживать за ногтями, и предложим дату следующей коррекции.' },
    ],
    faq: [
      { question: 'Сколько держится гель-лак?', answer: 'Обычно две-три недели на руках и четыре недели и дольше на ногах. Многое зависит от ваших ногтей и того, как часто руки бывают в воде.' },
      { question: 'Гель-лак портит ногти?', answer: 'Проблема не в самом гель-лаке, а в грубом снятии. Мы снимаем покрытие бережно и никогда его не срываем, а если ногти истончились, советуем небольшой перерыв и масло для кутикулы.' },
      { question: 'Можно ли снять гель-лак дома?', answer: 'Можно, но легко повредить ноготь, если соскабливать или срывать покрытие. Снятие у мастера занимает около пятнадцати минут и сохраняет ногти здоровыми.' },
      { question: 'Как вы соблюдаете стерильность?', answer: 'Металлические инструменты моем, дезинфицируем и стерилизуем после каждой клиентки. Пилки, бафы и апельсиновые палочки одноразовые, а стол обрабатываем после каждого приёма.' },
      { question: 'Сколько длится процедура?', answer: 'Около 45 минут на классический маникюр, час на маникюр с гель-лаком и до двух часов на наращивание с дизайном.' },
      { question: 'Можно ли делать педикюр во время беременности?', answer: 'Да. Предупредите нас при записи: мы позаботимся о вашем комфорте и во время массажа стоп не будем сильно надавливать на активные точки.' },
    ],
    story: [
      '«{brand}» — спокойное светлое место, где маникюр делают на совесть. Каждая процедура начинается с тщательной подготовки, ведь даже самое аккуратное покрытие не продержится на плохо подготовленном ногте. Мы не торопимся с кутикулой и формой, и результат радует неделями.',
      'Стерильность у нас на первом месте за каждым столом. Металлические инструменты проходят очистку, дезинфекцию и стерилизацию после каждой клиентки, а всё, что нельзя стерилизовать, используется один раз и выбрасывается. Клиентки часто говорят, что вернулись именно потому, что крафт-пакет с инструментами вскрывали при них.',
      'А ещё мы любим детали: втирку, мягкий френч, крошечные цветы ручной росписи и яркие сезонные оттенки. Кто-то каждые три недели приходит за одним и тем же нюдом, кто-то — за новым дизайном. В любом случае у вас будет час, чтобы расслабиться, поболтать или просто помолчать.',
    ],
    values: [
      { title: 'Стерильность без компромиссов', text: 'Стерильные инструменты, одноразовые пилки и чистый стол для каждой клиентки.' },
      { title: 'Здоровые натуральные ногти', text: 'Бережная подготовка и снятие, а если ногтям нужен отдых, говорим об этом честно.' },
      { title: 'Внимание к деталям', text: 'Ровная форма, аккуратная кутикула и гладкое покрытие до самого края.' },
      { title: 'Час для себя', text: 'Удобные кресла, приятный разговор — или тишина, если вам так комфортнее.' },
    ],
    ctaHeadings: ['Запишитесь на маникюр', 'Порадуйте руки и ноги', 'Выберите удобное время'],
    ctaTexts: [
      'Выберите услугу и время онлайн. Не знаете, что выбрать? Пришлите фото, и мы подскажем.',
      'Постоянные клиентки часто записываются на следующий визит сразу, поэтому вечерние окошки быстро разбирают.',
    ],
    articles: [
      {
        titles: ['Как продлить жизнь маникюру с гель-лаком', 'Гель-лак: простые привычки, чтобы покрытие держалось дольше'],
        description: 'Простые привычки, с которыми гель-лак дольше остаётся блестящим и без сколов: перчатки, масло для кутикулы, бережность и своевременная коррекция.',
        excerpt: 'Маникюр с гель-лаком спокойно держится три недели. Всё решают несколько маленьких привычек дома.',
        sections: [
          {
            heading: 'Надевайте перчатки для домашних дел',
            paragraphs: [
              'Горячая вода и бытовая химия — главные враги гель-лака. Мытьё посуды, уборка ванной и работа в саду постепенно ослабляют края покрытия. Резиновые перчатки надеваются за секунды и добавляют маникюру несколько дней. Для сада выбирайте перчатки, которые полностью закрывают кончики пальцев.',
            ],
          },
          {
            heading: 'Пользуйтесь маслом для кутикулы каждый день',
            paragraphs: [
              'Масло смягчает кожу вокруг ногтя и не даёт натуральной пластине пересыхать под покрытием. Наносите по капле на каждый ноготь перед сном и втирайте массажными движениями. Сухие ломкие ногти сильнее гнутся, а от этого гель-лак и отходит у краёв. Маленького флакона хватает на несколько месяцев, и он помещается в любую сумку.',
            ],
          },
          {
            heading: 'Не используйте ногти как инструмент',
            paragraphs: [
              'Открывать банки, отклеивать наклейки и соскребать этикетки — нагрузка на свободный край, от которой покрытие может треснуть. Используйте подушечки пальцев или подходящий инструмент. Печатать на клавиатуре тоже лучше подушечками, а не кончиками ногтей. Если появился скол, быстрая коррекция у мастера лучше, чем ковырять его самой.',
            ],
          },
          {
            heading: 'Записывайтесь на снятие, а не срывайте',
            paragraphs: [
              'Когда маникюр начинает отрастать, не поддавайтесь желанию снять его самостоятельно. Вместе с покрытием срываются и слои натурального ногтя, и ногти становятся тонкими и чувствительными. Записывайтесь на снятие или новое покрытие раз в две-три недели. Регулярная коррекция сохраняет правильную архитектуру и крепость ногтей.',
            ],
          },
        ],
      },
      {
        titles: ['Гель-лак, укрепление или наращивание: что выбрать', 'Как выбрать между гель-лаком, укреплением и наращиванием'],
        description: 'Что такое гель-лак, укрепление гелем и наращивание ногтей, сколько держится каждый вариант, кому он подходит и как выбрать подходящий именно вам.',
        excerpt: 'Три популярных варианта с очень разным результатом. Короткая шпаргалка, чтобы выбрать подходящий вашим ногтям и образу жизни.',
        sections: [
          {
            heading: 'Гель-лак',
            paragraphs: [
              'Гель-лак — тонкое гибкое покрытие, которое сушат в LED-лампе. Блеск держится две-три недели на натуральных ногтях, но длины и прочности покрытие почти не добавляет. Гель-лак идеален, если ногти здоровые и вам нравится короткая или средняя длина. При правильном снятии покрытие уходит быстро и бережно.',
            ],
          },
          {
            heading: 'Укрепление гелем',
            paragraphs: [
              'Моделирующий гель плотнее и прочнее гель-лака, им выстраивают форму поверх натурального ногтя. Гель добавляет жёсткости, поэтому слабые, гнущиеся или слоящиеся ногти могут отрасти, не ломаясь. Сверху можно нанести цвет или оставить гель прозрачным и натуральным. Большинство клиенток приходят на коррекцию раз в три-четыре недели, а не делают всё заново.',
            ],
          },
          {
            heading: 'Наращивание',
            paragraphs: [
              'При наращивании длину создают на форме или типсе, а поверх гелем выстраивают нужную форму. Наращивание подойдёт тем, кто хочет длинный миндаль, балерину или квадрат прямо сейчас. Коррекция нужна каждые три недели по мере роста натурального ногтя. К большой длине придётся немного привыкнуть, особенно при наборе текста и в быту.',
            ],
          },
          {
            heading: 'Как решить',
            paragraphs: [
              'Начните с желаемой длины и состояния ваших ногтей. Здоровым ногтям короткой длины подойдёт гель-лак, слабым — укрепление гелем. Если длина нужна сразу, выбирайте наращивание. Мастер посмотрит на ваши ногти и предложит вариант, который продержится у вас дольше всего.',
            ],
          },
        ],
      },
      {
        titles: ['Как мы обрабатываем инструменты: всё о стерилизации', 'Стерильность на маникюре: на что обращать внимание'],
        description: 'Как правильно очищают, дезинфицируют и стерилизуют маникюрные инструменты, почему пилки должны быть одноразовыми и на что смотреть при выборе мастера.',
        excerpt: 'Хорошую стерильность не видно, если всё сделано правильно. Рассказываем, что происходит с инструментами между клиентками.',
        sections: [
          {
            heading: 'Очистка и дезинфекция',
            paragraphs: [
              'После каждого приёма металлические инструменты — кусачки и пушеры — моют, чтобы убрать все загрязнения. Затем их погружают в дезинфицирующий раствор на время, указанное производителем. Дезинфекция уничтожает большинство микробов, но это только первый этап. Инструменты промывают и высушивают перед стерилизацией.',
            ],
          },
          {
            heading: 'Стерилизация в крафт-пакетах',
            paragraphs: [
              'Сухие инструменты упаковывают в бумажные крафт-пакеты, запечатывают и стерилизуют высокой температурой. Индикатор на каждом пакете меняет цвет после завершения цикла. Пакет остаётся запечатанным до начала вашего приёма и вскрывается при вас. Если пакет выглядит порванным или влажным, инструменты отправляются на повторную стерилизацию.',
            ],
          },
          {
            heading: 'Одноразовые пилки и бафы',
            paragraphs: [
              'Пилки, бафы и апельсиновые палочки пористые и не поддаются стерилизации, поэтому каждая используется только для одной клиентки. Многие забирают свою пилку домой или видят, как её выбрасывают в конце приёма. Полотенца меняем для каждой клиентки и стираем при высокой температуре. Рабочие поверхности протираем дезинфицирующим средством между приёмами.',
            ],
          },
          {
            heading: 'На что смотреть в любой студии',
            paragraphs: [
              'Спросите, как стерилизуют инструменты, и обратите внимание, вскрывают ли запечатанный пакет в начале приёма. Пилка должна быть новой или явно вашей. Обработка кутикулы не должна ранить до крови или причинять боль. Если что-то кажется неправильным, всегда можно задать вопрос или прервать процедуру.',
            ],
          },
        ],
      },
    ],
  },
};
