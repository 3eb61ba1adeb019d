import type { Trade } from '../types.ts';

export const beautySalon: Trade = {
  id: 'beauty-salon',
  theme: 'Beauty Salon',
  kind: 'services',
  icons: 'beauty',
  offerIcons: ['scissors', 'wind', 'palette', 'paintbrush', 'sparkles', 'droplets', 'crown', 'tube-lotion', 'sparkle', 'hand'],
  offerLines: { hair: [0, 1, 2, 3, 4, 5, 6], skin: [7], nails: [8, 9] },
  en: {
    noun: 'beauty salon',
    descriptor: 'a friendly beauty salon for cuts, colour, styling and skin care',
    audience: 'clients',
    eyebrows: ['Hair & beauty', 'Cut, colour, care', 'Hair and skin care'],
    heroTitles: [
      'Hair you love, from cut to colour',
      'Cuts, colour and care',
      'Leave feeling like yourself, only better',
      'A beauty salon with time for you',
    ],
    heroLeads: [
      'Precision cuts, natural-looking colour, blow-dries and facials, with an honest consultation before every appointment.',
      'At {brand} we listen first: your hair type, your routine and how much time you have each morning shape every cut and colour.',
      'From a quick blow-dry before a night out to balayage and keratin smoothing, book the appointment you need in a few clicks.',
    ],
    offersHeadings: ['Services and prices', 'Our price list', 'Cut, colour and care'],
    offersLeads: [
      'Prices start from the figure shown and depend on hair length and thickness. Your stylist confirms the final price at the consultation, before any work begins.',
      'Every colour service includes a consultation and a patch test, and every appointment ends with a styled finish.',
    ],
    offers: [
      {
        title: 'Cut and blow-dry',
        text: 'A consultation, wash, tailored cut and blow-dry finish for short to long hair. Ideal every six to eight weeks to keep the shape.',
        price: 55,
        from: true,
        words: ['stylist', 'scissors', 'haircut'],
      },
      {
        title: 'Blow-dry',
        text: 'Wash and blow-dry, smooth and sleek or full of volume and waves. Perfect before an event, an interview or a weekend away.',
        price: 35,
        from: true,
      },
      {
        title: 'Full head colour',
        text: 'An all-over permanent or semi-permanent colour, root to tip, to cover grey or change your shade. Finished with a blow-dry.',
        price: 85,
        from: true,
      },
      {
        title: 'Balayage',
        text: 'Hand-painted lightening for a soft, sun-kissed look that grows out gently. Includes toner, a bond-protecting treatment and a blow-dry.',
        price: 150,
        from: true,
      },
      {
        title: 'Foil highlights',
        text: 'Fine or chunky highlights placed in foils for brightness and dimension, from a partial head around the face to a full head.',
        price: 95,
        from: true,
      },
      {
        title: 'Keratin smoothing treatment',
        text: 'Tames frizz and cuts drying time for up to three months, while keeping movement in the hair. Allow two to three hours.',
        price: 180,
        from: true,
      },
      {
        title: 'Occasion and bridal hair',
        text: 'Up-dos, soft waves and polished styles for weddings, proms and parties. Bridal bookings include a trial on a separate day.',
        price: 90,
        from: true,
      },
      {
        title: 'Cleansing facial',
        text: 'An hour of deep cleansing, gentle exfoliation, extractions where needed, a mask and massage, tailored to your skin type.',
        price: 70,
      },
      {
        title: 'Gel nails',
        text: 'Shaping, cuticle care and a gel polish that stays glossy for two to three weeks, on hands or feet. Removing an old gel coat is included.',
        price: 40,
      },
      {
        title: 'Manicure and pedicure',
        text: 'Classic care for hands and feet: a soak, shaping, cuticle work and a polish of your choice. Book both together or one at a time.',
        price: 55,
        from: true,
      },
    ],
    highlights: [
      { title: 'A real consultation every time', text: 'We talk through your hair, lifestyle and photos you like before the scissors or colour come out.' },
      { title: 'Colour that suits your skin', text: 'Shades are chosen for your skin tone and natural colour, so the result looks like you on a good day.' },
      { title: 'Care for hair health', text: 'Bond-protecting treatments with lightening and honest advice when your hair needs a rest.' },
      { title: 'Easy online booking', text: 'See free times, pick your stylist and get a reminder the day before your appointment.' },
      { title: 'Clear prices up front', text: 'You hear the price at the consultation, before any work starts, with no surprises at the till.' },
    ],
    process: [
      { title: 'Book an appointment', text: 'Choose a service and a time online or by phone. For colour, we also book a quick patch test.' },
      { title: 'Patch test for colour', text: 'A small dab of colour behind the ear at least 48 hours before your appointment checks for any reaction.' },
      { title: 'Consultation in the chair', text: 'We look at your hair, talk about what you want and agree on the plan and the price.' },
      { title: 'Your appointment', text: 'Cut, colour or treatment, then a styled finish and a few tips on recreating it at home.' },
      { title: 'Aftercare and next visit', text: 'We suggest products only if they help, and when to come back to keep the shape or colour looking good.' },
    ],
    faq: [
      { question: 'Why do I need a patch test before colour?', answer: 'Hair dyes can cause allergic reactions, even if you have coloured before. A patch test at least 48 hours before the appointment is the safe way to check, and it only takes a few minutes.' },
      { question: 'How long does balayage take?', answer: 'Usually three to four hours, including toning and a blow-dry. Very long or thick hair, or a big change of colour, can take longer.' },
      { question: 'Should I wash my hair before a colour appointment?', answer: 'Come with hair washed a day or two before, free of heavy styling products. Natural oils on the scalp make colour more comfortable.' },
      { question: 'Can you fix a home dye that went wrong?', answer: 'Often yes, with a colour correction. It usually takes more than one visit, so we start with a consultation to plan it and give you a price.' },
      { question: 'What if I need to cancel?', answer: 'Please give at least 24 hours’ notice so another client can take the slot. Late cancellations and missed appointments may be charged.' },
      { question: 'How often should I book a cut?', answer: 'Every six to eight weeks for short and shaped styles, and every eight to twelve weeks for longer hair you are growing.' },
    ],
    story: [
      '{brand} is a salon for people who want hair they can live with every day, not just on the day they leave the chair. Every appointment starts with a proper conversation about your hair, your routine and what you would like to change. Only then do we pick up the scissors or mix the colour.',
      'Our team covers cutting, colour, styling and skin care, and we keep learning new techniques throughout the year. Colour is chosen to suit your skin tone and to grow out gracefully, and lightening is always done with bond-protecting care. If a change would damage your hair, we say so and suggest a safer route.',
      'Prices are clear before we start, appointments run on time, and the coffee is always on. Clients come for a quick trim in their lunch hour and for long colour sessions on a Saturday morning. Either way, you leave with hair that looks good and advice on keeping it that way.',
    ],
    values: [
      { title: 'Listening first', text: 'Your hair, your lifestyle and your budget shape every recommendation.' },
      { title: 'Healthy hair', text: 'We would rather take two appointments to reach a shade than damage your hair in one.' },
      { title: 'Honest advice', text: 'We tell you what will suit you and what will not, and we never push products you don’t need.' },
      { title: 'Respect for your time', text: 'Appointments start on time, and we tell you upfront how long each service takes.' },
    ],
    ctaHeadings: ['Book your next appointment', 'Ready for a change?', 'Start with a colour consultation'],
    ctaTexts: [
      'Choose a service and a time online, or call us and we’ll find a slot that works for you.',
      'Not sure what you want yet? Book a consultation and bring a few photos, and we’ll plan it together.',
    ],
    articles: [
      {
        titles: ['How to make your hair colour last longer', 'Looking after coloured hair between appointments'],
        description: 'Simple ways to keep hair colour bright between salon visits: the first wash, the right shampoo, heat, sun, chlorine and when to book a gloss or toner.',
        excerpt: 'Colour fades a little with every wash, but the right habits keep it bright for weeks longer.',
        sections: [
          {
            heading: 'Wait before the first wash',
            paragraphs: [
              'Colour molecules keep settling into the hair for a day or two after your appointment. Leave at least 48 hours before the first wash to give them time. When you do wash, use lukewarm rather than hot water, which opens the cuticle and lets colour escape. Washing every other day instead of daily also makes a noticeable difference.',
            ],
          },
          {
            heading: 'Choose gentle products',
            paragraphs: [
              'Sulphate-free shampoos designed for coloured hair clean without stripping colour. Follow with a conditioner on the lengths and ends every time. Blondes can use a purple shampoo once a week to keep brassy tones away, but more often can leave a dull, violet cast. Ask your stylist which products suit your shade.',
            ],
          },
          {
            heading: 'Protect from heat, sun and chlorine',
            paragraphs: [
              'Straighteners and curling tongs fade colour quickly, especially above 180 degrees. Always use a heat protection spray and the lowest temperature that works for your hair. In summer, a hat or a UV protection spray helps, and wetting hair with clean water before swimming reduces chlorine damage. Rinse straight after the pool or the sea.',
            ],
          },
          {
            heading: 'Refresh with a gloss or toner',
            paragraphs: [
              'A gloss or toner between full colour appointments brings back shine and corrects warmth in under an hour. Most clients with highlights or balayage book one every six to eight weeks. For all-over colour, a root touch-up every four to six weeks keeps the regrowth tidy. Your stylist can plan the timing with you at each visit.',
            ],
          },
        ],
      },
      {
        titles: ['Balayage or highlights: what is the difference?', 'Choosing between balayage and foil highlights'],
        description: 'Balayage and foil highlights both add brightness, but they look, grow out and cost differently. How to choose the right technique for your hair and routine.',
        excerpt: 'Both techniques lighten the hair, but the result, the upkeep and the time in the chair are quite different.',
        sections: [
          {
            heading: 'How balayage works',
            paragraphs: [
              'Balayage is painted onto the surface of the hair by hand, without foils or with only a few. The colourist places brightness where the sun would naturally catch, usually heavier towards the ends. The result is soft and blended, with no hard line at the roots. Balayage grows out gently, so many clients come back only every three to four months.',
            ],
          },
          {
            heading: 'How foil highlights work',
            paragraphs: [
              'Highlights are woven from thin sections of hair and wrapped in foils, starting close to the root. Foils trap heat, so the hair can lift to a lighter, more even blonde. The look is brighter and more uniform from top to bottom. Regrowth shows sooner, so upkeep is typically every eight to twelve weeks.',
            ],
          },
          {
            heading: 'Which suits you better',
            paragraphs: [
              'Balayage suits people who want a natural, lived-in look and fewer appointments. Highlights suit those who want a brighter, all-over blonde or need to blend a lot of grey. Your starting colour, hair texture and the time you spend styling all play a part. Many colourists combine the two, with fine foils around the face and balayage through the lengths.',
            ],
          },
          {
            heading: 'Preparing for your appointment',
            paragraphs: [
              'Bring two or three photos of colour you like and one you definitely don’t. Mention any box dye, henna or previous lightening, even from years ago, because it affects how the hair lifts. Book a patch test at least 48 hours before the appointment. Plan for three to four hours in the chair, and bring something to read.',
            ],
          },
        ],
      },
      {
        titles: ['Planning your wedding hair: trial, timing and tips', 'Bridal hair: how to plan it step by step'],
        description: 'When to book your wedding hair, what happens at the trial, how to prepare your hair in the months before, and how the morning of the wedding runs.',
        excerpt: 'Good wedding hair starts months before the day. A simple timeline from the first booking to the final pin.',
        sections: [
          {
            heading: 'Book early',
            paragraphs: [
              'Popular wedding dates fill up quickly, especially on summer Saturdays. Get in touch as soon as you have a date, ideally six to twelve months ahead. Let us know how many people need their hair done on the morning, including bridesmaids and mothers. The numbers decide how many stylists and how much time the morning needs.',
            ],
          },
          {
            heading: 'The hair trial',
            paragraphs: [
              'Book the trial two to three months before the wedding, once you know your dress and accessories. Bring photos of styles you like, your veil or hair pieces, and a picture of the dress. We try one or two looks, take photos and adjust until you are happy. Many brides time the trial on the day of a dress fitting or a make-up trial to see everything together.',
            ],
          },
          {
            heading: 'Getting your hair ready',
            paragraphs: [
              'Keep trims regular in the months before so the ends stay healthy, but avoid a big change of cut close to the day. Any colour should be done one to two weeks before the wedding so it looks settled, not brand new. A deep conditioning treatment in the final week adds shine. Skip trying new products at home in the last fortnight.',
            ],
          },
          {
            heading: 'On the morning',
            paragraphs: [
              'Arrive or receive us with clean, fully dry hair washed the night before, unless we agree otherwise at the trial. Wear a button-up shirt so nothing needs to go over your head afterwards. Allow about an hour for the bride and forty-five minutes for each guest. A small kit of pins and spray goes with you for touch-ups during the evening.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'салон красоты',
    descriptor: 'уютный салон красоты для стрижек, окрашивания, укладок и ухода за кожей',
    audience: 'клиенты',
    eyebrows: ['Парикмахерский зал и косметология', 'Стрижка, цвет, уход', 'Волосы и уход за кожей'],
    heroTitles: [
      'Волосы, которые вам нравятся, — от стрижки до цвета',
      'Стрижки, окрашивание и уход',
      'Причёска, которая радует каждое утро',
      'Салон красоты, где на вас есть время',
    ],
    heroLeads: [
      'Точные стрижки, естественное окрашивание, укладки и уход за лицом — с честной консультацией перед каждой процедурой.',
      'В «{brand}» мы сначала слушаем: тип волос, ваш ритм жизни и время, которое вы готовы тратить на укладку по утрам, определяют каждую стрижку и каждый цвет.',
      'От быстрой укладки перед вечеринкой до балаяжа и кератинового выпрямления — запишитесь на нужную процедуру в пару кликов.',
    ],
    offersHeadings: ['Услуги и цены', 'Наш прайс-лист', 'Стрижка, цвет и уход'],
    offersLeads: [
      'Цены указаны «от» и зависят от длины и густоты волос. Мастер называет итоговую стоимость на консультации, до начала работы.',
      'Перед любым окрашиванием — консультация и тест на чувствительность, а каждая процедура заканчивается укладкой.',
    ],
    offers: [
      {
        title: 'Стрижка с укладкой',
        text: 'Консультация, мытьё, стрижка под ваши волосы и укладка феном — для коротких, средних и длинных волос. Форму стоит обновлять раз в шесть-восемь недель.',
        price: 55,
        from: true,
        words: ['волос', 'ножниц', 'парикмахер'],
      },
      {
        title: 'Укладка',
        text: 'Мытьё и укладка феном: гладко и строго или с объёмом и волнами. Идеально перед праздником, собеседованием или поездкой.',
        price: 35,
        from: true,
      },
      {
        title: 'Окрашивание в один тон',
        text: 'Стойкое или тонирующее окрашивание по всей длине, от корней до кончиков, чтобы закрасить седину или сменить оттенок. Завершаем укладкой.',
        price: 85,
        from: true,
      },
      {
        title: 'Балаяж',
        text: 'Осветление, нанесённое вручную, для мягкого эффекта выгоревших на солнце волос, которые красиво отрастают. Тонирование, защитный уход и укладка включены.',
        price: 150,
        from: true,
      },
      {
        title: 'Мелирование',
        text: 'Тонкие или широкие пряди в фольге для яркости и объёмного цвета — от прядей у лица до мелирования всей головы.',
        price: 95,
        from: true,
      },
      {
        title: 'Кератиновое выпрямление',
        text: 'Убирает пушистость и сокращает время сушки до трёх месяцев, сохраняя подвижность волос. Процедура занимает два-три часа.',
        price: 180,
        from: true,
      },
      {
        title: 'Вечерняя и свадебная причёска',
        text: 'Собранные причёски, мягкие локоны и гладкие укладки для свадеб, выпускных и праздников. Для невест — пробная причёска в отдельный день.',
        price: 90,
        from: true,
      },
      {
        title: 'Чистка и уход для лица',
        text: 'Час глубокого очищения, мягкого пилинга, чистки по необходимости, маски и массажа — с учётом вашего типа кожи.',
        price: 70,
      },
      {
        title: 'Покрытие ногтей гель-лаком',
        text: 'Форма, уход за кутикулой и гель-лак, который держится две-три недели, на руках или ногах. Снятие старого покрытия входит в цену.',
        price: 40,
      },
      {
        title: 'Маникюр и педикюр',
        text: 'Классический уход за руками и ногами: ванночка, форма, обработка кутикулы и лак на ваш выбор. Можно записаться на обе процедуры сразу или по отдельности.',
        price: 55,
        from: true,
      },
    ],
    highlights: [
      { title: 'Настоящая консультация каждый раз', text: 'Прежде чем взять ножницы или смешать краску, обсуждаем ваши волосы, образ жизни и фото, которые вам нравятся.' },
      { title: 'Цвет под ваш тон кожи', text: 'Оттенок подбираем по тону кожи и натуральному цвету волос, чтобы результат выглядел как вы в свой самый удачный день.' },
      { title: 'Бережём здоровье волос', text: 'Защитный уход при осветлении и честный совет, когда волосам нужен отдых.' },
      { title: 'Удобная онлайн-запись', text: 'Смотрите свободное время, выбирайте мастера и получайте напоминание накануне визита.' },
      { title: 'Понятные цены заранее', text: 'Стоимость вы узнаёте на консультации, до начала работы, и никаких сюрпризов на кассе.' },
    ],
    process: [
      { title: 'Запишитесь', text: 'Выберите услугу и время на сайте или по телефону. Перед окрашиванием записываем ещё и на короткий тест.' },
      { title: 'Тест на чувствительность', text: 'Капля краски за ухом минимум за 48 часов до окрашивания покажет, нет ли реакции.' },
      { title: 'Консультация в кресле', text: 'Смотрим волосы, обсуждаем, чего вы хотите, и согласовываем план и стоимость.' },
      { title: 'Процедура', text: 'Стрижка, окрашивание или уход, затем укладка и пара советов, как повторить её дома.' },
      { title: 'Уход и следующий визит', text: 'Советуем средства, только если они действительно нужны, и подсказываем, когда прийти снова, чтобы форма и цвет оставались как после салона.' },
    ],
    faq: [
      { question: 'Зачем нужен тест на чувствительность перед окрашиванием?', answer: 'Краска для волос может вызвать аллергию, даже если раньше вы красились без проблем. Тест минимум за 48 часов до процедуры — самый надёжный способ проверить, и занимает он несколько минут.' },
      { question: 'Сколько длится балаяж?', answer: 'Обычно три-четыре часа вместе с тонированием и укладкой. Очень длинные или густые волосы, как и сильная смена цвета, требуют больше времени.' },
      { question: 'Нужно ли мыть голову перед окрашиванием?', answer: 'Лучше прийти с волосами, вымытыми за день-два до визита, без тяжёлых стайлинговых средств. Естественная защита кожи головы делает окрашивание комфортнее.' },
      { question: 'Можно ли исправить неудачное домашнее окрашивание?', answer: 'Чаще всего да, с помощью коррекции цвета. Обычно она занимает больше одного визита, поэтому начинаем с консультации, на которой составляем план и называем стоимость.' },
      { question: 'Что, если нужно отменить запись?', answer: 'Предупредите нас хотя бы за 24 часа, чтобы время смог занять другой клиент. Поздняя отмена и неявка могут оплачиваться.' },
      { question: 'Как часто нужно стричься?', answer: 'Короткие и сложные по форме стрижки — раз в шесть-восемь недель, длинные волосы, которые вы отращиваете, — раз в восемь-двенадцать недель.' },
    ],
    story: [
      '«{brand}» — для тех, кто хочет волосы, с которыми легко жить каждый день, а не только в тот день, когда встаёшь из кресла. Каждая процедура начинается с настоящего разговора о ваших волосах, привычках и о том, что хочется изменить. Только после этого мы берём ножницы или смешиваем краску.',
      'Наши мастера занимаются стрижками, окрашиванием, укладками и уходом за кожей и в течение года учатся новым техникам. Цвет подбираем под тон кожи и так, чтобы он красиво отрастал, а осветление всегда делаем с защитным уходом. Если перемены навредят волосам, мы скажем об этом прямо и предложим более бережный путь.',
      'Цены понятны до начала работы, записи идут по времени, а кофе готов всегда. К нам приходят и на быструю стрижку в обеденный перерыв, и на долгое окрашивание субботним утром. В любом случае вы уходите с красивыми волосами и советами, как сохранить результат.',
    ],
    values: [
      { title: 'Сначала слушаем', text: 'Ваши волосы, образ жизни и бюджет определяют каждую нашу рекомендацию.' },
      { title: 'Здоровые волосы', text: 'Лучше прийти к нужному оттенку за два визита, чем испортить волосы за один.' },
      { title: 'Честные советы', text: 'Говорим, что вам пойдёт, а что нет, и никогда не навязываем ненужные средства.' },
      { title: 'Уважение к вашему времени', text: 'Начинаем вовремя и заранее говорим, сколько длится каждая процедура.' },
    ],
    ctaHeadings: ['Запишитесь на удобное время', 'Хотите перемен?', 'Начните с консультации по цвету'],
    ctaTexts: [
      'Выберите услугу и время на сайте или позвоните нам — подберём удобное окно.',
      'Ещё не решили, чего хотите? Запишитесь на консультацию и захватите пару фото — спланируем всё вместе.',
    ],
    articles: [
      {
        titles: ['Как продлить жизнь цвету волос', 'Уход за окрашенными волосами между визитами к мастеру'],
        description: 'Простые способы сохранить цвет волос ярким между визитами в салон: первое мытьё, правильный шампунь, защита от жары, солнца и хлорки, тонирование.',
        excerpt: 'Цвет понемногу вымывается с каждым мытьём, но правильные привычки сохраняют его ярким на недели дольше.',
        sections: [
          {
            heading: 'Не спешите с первым мытьём',
            paragraphs: [
              'Пигмент закрепляется в волосах ещё день-два после окрашивания. Подождите хотя бы 48 часов, прежде чем мыть голову. Мойте волосы тёплой, а не горячей водой: горячая раскрывает кутикулу, и цвет вымывается быстрее. Мытьё через день вместо ежедневного тоже заметно помогает.',
            ],
          },
          {
            heading: 'Выбирайте мягкие средства',
            paragraphs: [
              'Шампуни без сульфатов для окрашенных волос очищают, не смывая цвет. После каждого мытья наносите кондиционер на длину и кончики. Блондинкам подойдёт фиолетовый шампунь раз в неделю против желтизны, но если пользоваться им чаще, волосы могут потускнеть и уйти в фиолетовый. Спросите мастера, какие средства подходят вашему оттенку.',
            ],
          },
          {
            heading: 'Защищайте от жары, солнца и хлорки',
            paragraphs: [
              'Утюжок и плойка быстро «съедают» цвет, особенно при температуре выше 180 градусов. Всегда используйте термозащиту и самую низкую температуру, которая работает для ваших волос. Летом помогают шляпа или спрей с УФ-фильтром, а если смочить волосы чистой водой перед бассейном, хлорка навредит меньше. После бассейна или моря сразу ополаскивайте волосы.',
            ],
          },
          {
            heading: 'Освежайте цвет тонированием',
            paragraphs: [
              'Тонирование между полными окрашиваниями возвращает блеск и убирает лишнюю теплоту меньше чем за час. Большинство клиенток с мелированием или балаяжем приходят на него раз в шесть-восемь недель. При окрашивании в один тон подкрашивание корней раз в четыре-шесть недель сохраняет аккуратный вид. Мастер поможет спланировать график на каждом визите.',
            ],
          },
        ],
      },
      {
        titles: ['Балаяж или мелирование: в чём разница?', 'Как выбрать между балаяжем и мелированием'],
        description: 'Балаяж и мелирование добавляют волосам света, но по-разному выглядят, отрастают и стоят. Как выбрать технику под ваши волосы и ритм жизни.',
        excerpt: 'Обе техники осветляют волосы, но результат, уход и время в кресле у них совсем разные.',
        sections: [
          {
            heading: 'Как делают балаяж',
            paragraphs: [
              'Балаяж наносят вручную по поверхности волос, без фольги или с минимумом фольги. Колорист добавляет свет там, где его естественно ловило бы солнце, обычно больше к кончикам. Результат получается мягким и плавным, без резкой границы у корней. Балаяж красиво отрастает, поэтому многие клиентки приходят на обновление раз в три-четыре месяца.',
            ],
          },
          {
            heading: 'Как делают мелирование',
            paragraphs: [
              'Для мелирования тонкие пряди выбирают из волос и заворачивают в фольгу, начиная почти от корней. Фольга удерживает тепло, поэтому волосы осветляются сильнее и ровнее. Образ получается ярче и однороднее сверху донизу. Отросшие корни заметны раньше, так что обновлять мелирование обычно нужно раз в восемь-двенадцать недель.',
            ],
          },
          {
            heading: 'Что подойдёт именно вам',
            paragraphs: [
              'Балаяж подойдёт тем, кто хочет естественный вид и реже ходить к мастеру. Мелирование выбирают ради более яркого блонда по всей голове или чтобы замаскировать много седины. Важны и исходный цвет, и структура волос, и время, которое вы тратите на укладку. Многие колористы сочетают обе техники: тонкие пряди у лица и балаяж по длине.',
            ],
          },
          {
            heading: 'Как подготовиться к визиту',
            paragraphs: [
              'Принесите два-три фото цвета, который вам нравится, и одно — того, что точно не хочется. Расскажите о домашних окрашиваниях, хне или осветлении, даже многолетней давности: от этого зависит, как поведут себя волосы. Сделайте тест на чувствительность минимум за 48 часов до визита. Заложите на процедуру три-четыре часа и возьмите с собой что-нибудь почитать.',
            ],
          },
        ],
      },
      {
        titles: ['Свадебная причёска: пробный образ, сроки и советы', 'Причёска невесты: как всё спланировать по шагам'],
        description: 'Когда записываться на свадебную причёску, как проходит пробный образ, как подготовить волосы за несколько месяцев и как устроено утро свадьбы.',
        excerpt: 'Красивая свадебная причёска начинается за несколько месяцев до торжества. Простой план от первой записи до последней шпильки.',
        sections: [
          {
            heading: 'Записывайтесь заранее',
            paragraphs: [
              'Популярные даты разбирают быстро, особенно летние субботы. Напишите нам, как только определитесь с датой, лучше всего за шесть-двенадцать месяцев. Расскажите, скольким людям нужна причёска утром, включая подружек невесты и мам. От этого зависит, сколько мастеров и времени понадобится.',
            ],
          },
          {
            heading: 'Пробная причёска',
            paragraphs: [
              'Запишитесь на пробный образ за два-три месяца до свадьбы, когда уже выбраны платье и аксессуары. Возьмите фото причёсок, которые нравятся, фату или украшения для волос и снимок платья. Мы пробуем один-два варианта, фотографируем и дорабатываем, пока вам не понравится. Многие невесты назначают пробу в день примерки платья или пробного макияжа, чтобы увидеть образ целиком.',
            ],
          },
          {
            heading: 'Подготовка волос',
            paragraphs: [
              'В месяцы перед свадьбой регулярно подравнивайте кончики, но не меняйте стрижку кардинально незадолго до торжества. Окрашивание лучше сделать за одну-две недели до свадьбы, чтобы цвет выглядел естественно, а не только что нанесённым. Глубокое восстанавливающее средство в последнюю неделю добавит блеска. В последние две недели не экспериментируйте с новыми средствами дома.',
            ],
          },
          {
            heading: 'Утро свадьбы',
            paragraphs: [
              'Волосы должны быть чистыми и полностью сухими, вымытыми накануне вечером, если на пробе мы не договорились иначе. Наденьте рубашку на пуговицах, чтобы потом ничего не снимать через голову. На причёску невесты закладывайте около часа, на каждую гостью — минут сорок пять. С собой вы получите небольшой набор шпилек и лака, чтобы поправить причёску вечером.',
            ],
          },
        ],
      },
    ],
  },
};
