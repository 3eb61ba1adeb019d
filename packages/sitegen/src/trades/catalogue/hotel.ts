import type { Trade } from '../types.ts';

export const hotel: Trade = {
  id: 'hotel',
  theme: 'Hotel',
  kind: 'services',
  icons: 'travel',
  offerIcons: ['bed-single', 'bed-double', 'bed', 'crown', 'users', 'sofa', 'wine', 'calendar-range'],
  en: {
    noun: 'hotel',
    descriptor: 'a welcoming hotel with comfortable rooms and a good breakfast',
    audience: 'guests',
    offersLabel: 'Rooms',
    eyebrows: ['Rooms & stays', 'Comfortable rooms, warm welcome', 'Book direct'],
    heroTitles: [
      'A comfortable room and a warm welcome',
      'Sleep well, wake up to a good breakfast',
      'Your base for work trips and weekends away',
      'Quiet rooms, friendly faces, easy stays',
    ],
    heroLeads: [
      'Comfortable beds, quiet rooms and a breakfast worth getting up for. Book directly with us for the simplest way to arrange your stay.',
      '{brand} welcomes business travellers, couples and families alike. Tell us what brings you here, and we will help you make the most of your stay.',
      'From a single night on a work trip to a week with the family, choose the room that suits you and leave the rest to our team.',
    ],
    offersHeadings: ['Choose your room', 'Rooms for every kind of stay', 'Where you will sleep'],
    offersLeads: [
      'Every room comes with a private bathroom, free Wi-Fi, tea and coffee, and crisp, clean bedding.',
      'Prices are per room per night and change with the season and the day of the week. Booking directly gives you the clearest rates.',
    ],
    offers: [
      {
        title: 'Single room',
        text: 'A compact, quiet room with a single bed, a desk and a private shower room. Just right for a solo work trip or a short stopover.',
        price: 75,
        from: true,
        unit: 'per night',
      },
      {
        title: 'Standard double room',
        text: 'A cosy room with a double bed, a work desk and a private bathroom. Comfortable for couples, or for solo travellers who like a little more space.',
        price: 95,
        from: true,
        unit: 'per night',
      },
      {
        title: 'Twin room',
        text: 'Two single beds, ideal for friends, colleagues or a parent travelling with an older child. The beds can be pushed together on request.',
        price: 95,
        from: true,
        unit: 'per night',
      },
      {
        title: 'Superior king room',
        text: 'A larger room with a king-size bed, a seating area and a bathroom with both bath and shower. A good choice for a longer stay or a special weekend.',
        price: 125,
        from: true,
        unit: 'per night',
      },
      {
        title: 'Family room',
        text: 'A double bed plus two single beds or a sofa bed, room for luggage and a cot on request. Sleeps up to four.',
        price: 150,
        from: true,
        unit: 'per night',
      },
      {
        title: 'Junior suite',
        text: 'Our most spacious room, with a separate lounge area, a king-size bed, bathrobes and a coffee machine. Ideal for celebrations or for working in comfort.',
        price: 190,
        from: true,
        unit: 'per night',
      },
      {
        title: 'Weekend break for two',
        text: 'A superior room with breakfast for two, a late check-out on Sunday and a welcome drink on arrival. Priced per night, for a minimum of two nights.',
        price: 140,
        from: true,
        unit: 'per night',
      },
      {
        title: 'Long-stay rate',
        text: 'A reduced nightly rate for stays of seven nights or more, with housekeeping arranged around your schedule. Suited to work projects and house moves.',
        price: 80,
        from: true,
        unit: 'per night',
      },
    ],
    highlights: [
      { title: 'Beds you will sleep well in', text: 'Supportive mattresses, crisp linen and a choice of pillows, because a good night’s sleep is the whole point of a hotel.' },
      { title: 'Breakfast worth waking up for', text: 'A generous spread of hot and cold dishes every morning, and an early option for anyone leaving at dawn.' },
      { title: 'Book direct, talk to people', text: 'When you book with us, you deal with the team who will welcome you, and special requests reach the right person.' },
      { title: 'Local tips from the front desk', text: 'Our staff are happy to suggest places to eat, walks and things to see, and to call a taxi whenever you need one.' },
      { title: 'Flexible arrival and departure', text: 'Early check-in and late check-out can be arranged whenever rooms allow; just ask before you arrive.' },
    ],
    process: [
      { title: 'Choose your dates and room', text: 'Check availability on our website or give us a call. We will suggest the room that fits your group and your budget.' },
      { title: 'Confirm your booking', text: 'You receive a confirmation by email with your rate, the cancellation terms and everything you need to know for arrival.' },
      { title: 'Tell us what you need', text: 'A cot, extra pillows, an early breakfast or a quiet room away from the lift: let us know and we will have it ready.' },
      { title: 'Check in and settle in', text: 'Check-in takes a couple of minutes. We show you to your room and point out everything you might need.' },
      { title: 'Check out at your own pace', text: 'Settle the bill, leave your luggage with us if you want to explore before your journey home, and come back any time.' },
    ],
    faq: [
      {
        question: 'What time are check-in and check-out?',
        answer: 'Check-in starts in the afternoon and check-out is in the late morning; the exact times are in your confirmation. Early arrival or late departure can often be arranged, so ask us in advance.',
      },
      {
        question: 'Is breakfast included?',
        answer: 'Breakfast is included in some rates and can be added to others when you book or on arrival. Your confirmation shows exactly what your rate covers.',
      },
      {
        question: 'Can I cancel or change my booking?',
        answer: 'Flexible rates can be cancelled free of charge up to the time shown in your confirmation. Non-refundable rates cost less but cannot be changed. If your plans shift, call us and we will do what we can.',
      },
      {
        question: 'Do you have rooms for families?',
        answer: 'Yes. Family rooms sleep up to four, and a cot can be added to most rooms. Let us know the children’s ages when you book.',
      },
      {
        question: 'Is there Wi-Fi?',
        answer: 'Yes, free Wi-Fi is available in every room and in the public areas, fast enough for video calls and streaming.',
      },
      {
        question: 'Can you store our luggage?',
        answer: 'Of course. We are happy to keep your bags safe before check-in or after check-out, so you can enjoy the day without them.',
      },
    ],
    story: [
      '{brand} was created for travellers who want to feel looked after rather than processed. We keep things simple: comfortable rooms, a good breakfast and a team that remembers your name. Whether you come for a meeting, a family visit or a weekend away, we want your stay to feel easy from the first email to the last goodbye.',
      'Before every arrival, housekeeping checks the room against a long list. Beds are made with crisp linen, bathrooms are cleaned from top to bottom, and small things like hangers and spare blankets are never forgotten. Breakfast is prepared each morning, with a cold buffet and hot dishes cooked to order. Feedback from guests goes straight to the people who can act on it.',
      'The front desk is the heart of the house. Ask there for a restaurant tip, a taxi, an umbrella or help printing a boarding pass. Our team knows the area well and enjoys sharing it. If something in your room is not right, tell us and we will fix it or move you, without any fuss.',
    ],
    values: [
      { title: 'Real comfort', text: 'We invest in beds, linen and quiet before anything decorative, because rest is what you came for.' },
      { title: 'Spotless rooms', text: 'Clean means clean: every surface, every corner, every stay.' },
      { title: 'Honest rates', text: 'Clear prices with no surprise charges at check-out, and the same well-kept rooms whichever rate you book.' },
      { title: 'Personal service', text: 'A team that learns your preferences and remembers them for your next visit.' },
    ],
    ctaHeadings: ['Check availability for your dates', 'Book your stay directly with us', 'Planning a weekend away?'],
    ctaTexts: [
      'Tell us your dates and the number of guests, and we will suggest the right room and rate.',
      'Booking directly means you deal with our own team from the first message, and special requests reach the right person.',
    ],
    articles: [
      {
        titles: ['Single, twin, double or suite: which room is right for you?', 'Choosing a room for your stay: a simple guide'],
        description: 'The difference between single, twin, double and superior rooms and suites, which suits couples, families or work trips, and what to ask before booking.',
        excerpt: 'Twin or double, standard or superior? A quick guide to room types, so you book the one that suits your trip.',
        sections: [
          {
            heading: 'Twin or double?',
            paragraphs: [
              'The most common mix-up in room booking is between twin and double rooms. A double room has one bed for two people, while a twin has two separate single beds. Twins suit friends, colleagues or a parent with an older child. If you are unsure what you booked, check your confirmation or ask us before you arrive.',
            ],
          },
          {
            heading: 'When to choose a superior room or a suite',
            paragraphs: [
              'Superior rooms are usually larger, with a bigger bed and a few extra comforts. A superior room is worth it for stays of three nights or more, when extra space makes a real difference. Suites add a separate sitting area, handy for families, for working in the room or for a special occasion. On a short work trip, a standard room is usually all you need.',
            ],
          },
          {
            heading: 'Travelling with children',
            paragraphs: [
              'Family rooms have space for two adults and two children, usually with a double bed and singles or a sofa bed. For babies, ask for a cot when you book so it is set up before you arrive. Connecting rooms give older children their own space while keeping them close. Always tell us the children’s ages, so we can suggest the right layout.',
            ],
          },
          {
            heading: 'What to ask before booking',
            paragraphs: [
              'If a quiet night matters, ask for a room away from the lift and the street. Light sleepers may also want to know about blackout curtains and how the room is heated or cooled. Guests with limited mobility should ask about step-free access and the bathroom layout. A quick message before your stay is the easiest way to get the room that suits you.',
            ],
          },
        ],
      },
      {
        titles: ['Why booking directly with us pays off', 'Booking direct or through a booking site: what is the difference?'],
        description: 'What you gain by booking your stay directly: clear rates, easier changes, special requests that reach the team and a real person to talk to.',
        excerpt: 'Booking sites are handy for comparing, but booking with us directly has real advantages. Here is what changes for you.',
        sections: [
          {
            heading: 'Clear prices and conditions',
            paragraphs: [
              'When you book directly, you see our own rates and cancellation terms without a middleman. Booking sites sometimes show prices without taxes or with conditions hidden in the small print. On our website, the price you see includes everything charged for the room. If anything is unclear, you can ask the people who set the rates.',
            ],
          },
          {
            heading: 'Changes without the runaround',
            paragraphs: [
              'Plans change, and moving dates is easier when you deal with the hotel itself. A quick call or email to our team is usually all it takes. Through a third party, every change has to go through their customer service first. Adding a night or moving to a bigger room is also simpler with a direct booking.',
            ],
          },
          {
            heading: 'Requests that reach the right person',
            paragraphs: [
              'A note typed into a booking site does not always reach the people preparing your room. When you book with us, requests for a cot, a quiet room or an early breakfast go straight to the team. We can also reply with questions, so nothing is left to chance. Small details like these often make the difference between a good stay and a memorable one.',
            ],
          },
          {
            heading: 'A relationship, not a transaction',
            paragraphs: [
              'Booking directly lets us get to know you. We remember that you prefer a high floor or an extra pillow, and we have it ready next time. If you stay with us often, just ask about rates for regular guests. Most of all, you have a real person to talk to before, during and after your stay.',
            ],
          },
        ],
      },
      {
        titles: ['Packing for a short stay: a checklist from our front desk', 'What to pack for a weekend away'],
        description: 'A practical packing list for a short stay: what the room usually provides, what guests most often forget, and a few tips for travelling light.',
        excerpt: 'What to bring, what to leave at home and the things guests leave behind most often: a short checklist from our front desk.',
        sections: [
          {
            heading: 'What the room already has',
            paragraphs: [
              'Most rooms come with towels, soap, shampoo, a hairdryer, a kettle, tea and coffee. There is no need to pack any of these, which frees up space in a small bag. If you need something specific, such as an iron or an extra blanket, ask at the front desk. Checking before you leave saves carrying things you will not use.',
            ],
          },
          {
            heading: 'The things guests forget most often',
            paragraphs: [
              'Phone chargers top the list of items left behind, followed by adapters, glasses and medication. Keep a charger and a spare cable together, in the same pocket of your bag every time. Bring any regular medicines in your hand luggage, with enough for an extra day. If you do forget something, ask at the front desk: a spare charger or a toothbrush can often be found.',
            ],
          },
          {
            heading: 'Packing light',
            paragraphs: [
              'For two or three nights, plan outfits that mix and match around one pair of comfortable shoes. Roll clothes rather than folding them to save space and avoid creases. Decant toiletries into small travel bottles. A light, packable bag is useful for a day out while your main luggage stays in the room.',
            ],
          },
          {
            heading: 'Before you leave home',
            paragraphs: [
              'Save your booking confirmation on your phone and note our number in case your arrival is delayed. Check the weather for your dates and pack one more layer than you think you need. If you are arriving late, let us know so we can hold your room and have your key ready. A little preparation makes the first evening relaxed.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'отель',
    descriptor: 'отель с удобными номерами, сытным завтраком и внимательным персоналом',
    audience: 'гости',
    offersLabel: 'Номера',
    eyebrows: ['Номера и проживание', 'Уют и тёплый приём', 'Бронируйте напрямую'],
    heroTitles: [
      'Удобный номер и тёплый приём',
      'Выспитесь и проснитесь к вкусному завтраку',
      'Для командировок и поездок на выходные',
      'Тихие номера, приветливые лица, спокойный отдых',
    ],
    heroLeads: [
      'Удобные кровати, тихие номера и завтрак, ради которого хочется встать. Бронируйте напрямую у нас — так проще всего всё устроить.',
      'В «{brand}» одинаково рады командированным, парам и семьям. Расскажите, с какой целью приезжаете, и мы поможем провести время с пользой.',
      'От одной ночи в командировке до недели с семьёй — выберите подходящий номер, а об остальном позаботится наша команда.',
    ],
    offersHeadings: ['Выберите номер', 'Номера для любой поездки', 'Где вы будете жить'],
    offersLeads: [
      'В каждом номере — собственная ванная комната, бесплатный Wi-Fi, чай и кофе и хрустящее чистое бельё.',
      'Цены указаны за номер за ночь и зависят от сезона и дня недели. При бронировании напрямую условия самые понятные.',
    ],
    offers: [
      {
        title: 'Одноместный номер',
        text: 'Компактный тихий номер с односпальной кроватью, рабочим столом и душевой. То, что нужно для командировки или короткой остановки в пути.',
        price: 75,
        from: true,
        unit: 'за ночь',
      },
      {
        title: 'Стандарт с двуспальной кроватью',
        text: 'Уютный номер с двуспальной кроватью, рабочим столом и собственной ванной комнатой. Удобен для пары или для того, кто любит простор в поездке.',
        price: 95,
        from: true,
        unit: 'за ночь',
      },
      {
        title: 'Стандарт с двумя кроватями',
        text: 'Две односпальные кровати — удобно друзьям, коллегам или родителю с ребёнком постарше. По просьбе кровати можно сдвинуть.',
        price: 95,
        from: true,
        unit: 'за ночь',
      },
      {
        title: 'Улучшенный номер с большой кроватью',
        text: 'Просторный номер с кроватью king-size, зоной отдыха и ванной комнатой с ванной и душем. Хороший выбор для долгой поездки или особых выходных.',
        price: 125,
        from: true,
        unit: 'за ночь',
      },
      {
        title: 'Семейный номер',
        text: 'Двуспальная и две односпальные кровати или диван-кровать, место для багажа и детская кроватка по запросу. Рассчитан на четырёх гостей.',
        price: 150,
        from: true,
        unit: 'за ночь',
      },
      {
        title: 'Полулюкс',
        text: 'Самый просторный номер: отдельная гостиная зона, кровать king-size, халаты и кофемашина. Для праздника вдвоём или спокойной работы с комфортом.',
        price: 190,
        from: true,
        unit: 'за ночь',
      },
      {
        title: 'Выходные для двоих',
        text: 'Улучшенный номер с завтраком на двоих, поздним выездом в воскресенье и приветственным напитком. Цена за ночь, минимум две ночи.',
        price: 140,
        from: true,
        unit: 'за ночь',
      },
      {
        title: 'Длительное проживание',
        text: 'Сниженная цена за ночь при проживании от семи ночей и уборка по удобному вам графику. Подходит для рабочих проектов и переезда.',
        price: 80,
        from: true,
        unit: 'за ночь',
      },
    ],
    highlights: [
      { title: 'Кровати, на которых высыпаешься', text: 'Удобные матрасы, хрустящее бельё и выбор подушек — ведь ради хорошего сна в отель и приезжают.' },
      { title: 'Завтрак, ради которого стоит встать', text: 'Каждое утро — горячие и холодные блюда, а для тех, кто уезжает на рассвете, есть ранний вариант.' },
      { title: 'Бронируйте напрямую', text: 'Бронируя у нас, вы общаетесь с той же командой, которая вас встретит, и ваши просьбы попадают к нужному человеку.' },
      { title: 'Советы со стойки регистрации', text: 'Подскажем, где поужинать, куда прогуляться и что посмотреть, а если нужно — вызовем такси.' },
      { title: 'Гибкий заезд и выезд', text: 'Ранний заезд и поздний выезд возможны, когда позволяет загрузка, — просто спросите заранее.' },
    ],
    process: [
      { title: 'Выберите даты и номер', text: 'Проверьте наличие мест на сайте или позвоните нам. Подскажем номер, который подойдёт вашей компании и бюджету.' },
      { title: 'Подтвердите бронирование', text: 'Вы получите письмо с подтверждением: цена, условия отмены и всё, что нужно знать о заезде.' },
      { title: 'Расскажите о пожеланиях', text: 'Детская кроватка, дополнительные подушки, ранний завтрак или тихий номер подальше от лифта — сообщите, и мы всё подготовим.' },
      { title: 'Заселяйтесь и располагайтесь', text: 'Заселение занимает пару минут. Мы проводим вас в номер и покажем всё, что может понадобиться.' },
      { title: 'Выезжайте без спешки', text: 'Оплатите счёт, оставьте у нас багаж, если хотите погулять перед дорогой домой, и возвращайтесь, когда захотите.' },
    ],
    faq: [
      {
        question: 'Во сколько заезд и выезд?',
        answer: 'Заезд начинается днём, а выезд — до позднего утра; точное время указано в подтверждении. Ранний заезд или поздний выезд часто можно устроить — спросите нас заранее.',
      },
      {
        question: 'Входит ли завтрак в стоимость?',
        answer: 'Завтрак включён в одни тарифы и добавляется к другим при бронировании или по приезде. В подтверждении точно указано, что входит в вашу цену.',
      },
      {
        question: 'Можно ли отменить или изменить бронь?',
        answer: 'Гибкие тарифы можно отменить бесплатно до срока, указанного в подтверждении. Невозвратные тарифы стоят меньше, но изменить их нельзя. Если планы меняются, позвоните нам — сделаем всё, что в наших силах.',
      },
      {
        question: 'Есть ли номера для семей?',
        answer: 'Да. Семейные номера рассчитаны на четырёх гостей, а детскую кроватку можно поставить в большинство номеров. Укажите возраст детей при бронировании.',
      },
      {
        question: 'Есть ли Wi-Fi?',
        answer: 'Да, бесплатный Wi-Fi работает во всех номерах и общих зонах, и его скорости хватает для видеозвонков и фильмов.',
      },
      {
        question: 'Можно оставить у вас багаж?',
        answer: 'Конечно. Сохраним ваши вещи до заселения или после выезда, чтобы вы могли провести день налегке.',
      },
    ],
    story: [
      'Мы создавали «{brand}» для тех, кто хочет, чтобы о нём заботились, а не просто оформляли. Всё устроено просто: удобные номера, хороший завтрак и команда, которая помнит ваше имя. Приезжаете ли вы на деловую встречу, к родным или на выходные, нам хочется, чтобы всё было легко — от первого письма до прощания.',
      'Перед каждым заездом горничные проверяют номер по длинному списку. Кровати застилают хрустящим бельём, ванную моют сверху донизу, а о мелочах вроде вешалок и запасного пледа никто не забывает. Завтрак готовят каждое утро: есть холодный шведский стол и горячие блюда на заказ. Отзывы гостей попадают прямо к тем, кто может что-то изменить.',
      'Сердце дома — стойка регистрации. Здесь подскажут ресторан, вызовут такси, дадут зонт или помогут распечатать посадочный талон. Наша команда хорошо знает округу и с удовольствием делится своими находками. Если в номере что-то не так, скажите нам — исправим или переселим вас без лишних формальностей.',
    ],
    values: [
      { title: 'Настоящий комфорт', text: 'Сначала вкладываемся в кровати, бельё и тишину, а уже потом в декор, ведь вы приезжаете отдохнуть.' },
      { title: 'Безупречная чистота', text: 'Чисто значит чисто: каждая поверхность, каждый угол, каждый заезд.' },
      { title: 'Честные цены', text: 'Понятные тарифы без неожиданных доплат при выезде и одинаково ухоженные номера при любом тарифе.' },
      { title: 'Личное внимание', text: 'Команда запоминает ваши предпочтения и учитывает их в следующий приезд.' },
    ],
    ctaHeadings: ['Проверьте свободные номера на ваши даты', 'Бронируйте проживание напрямую у нас', 'Планируете поездку на выходные?'],
    ctaTexts: [
      'Назовите даты и число гостей — подскажем подходящий номер и тариф.',
      'При прямом бронировании вы с первого сообщения общаетесь с нашей командой, а особые просьбы попадают к нужному человеку.',
    ],
    articles: [
      {
        titles: ['Одноместный, твин, дабл или люкс: какой номер выбрать?', 'Как выбрать номер для поездки: простой гид'],
        description: 'Чем отличаются одноместные, двухместные, улучшенные номера и люксы, что подойдёт паре, семье или командировке и о чём спросить до бронирования.',
        excerpt: 'Твин или дабл, стандарт или улучшенный? Короткий гид по типам номеров, чтобы вы забронировали подходящий.',
        sections: [
          {
            heading: 'Твин или дабл?',
            paragraphs: [
              'Чаще всего при бронировании путают номера с двумя кроватями и с одной большой. В дабле одна двуспальная кровать на двоих, а в твине — две отдельные односпальные. Твин подходит друзьям, коллегам или родителю с ребёнком постарше. Если не уверены, что забронировали, загляните в подтверждение или спросите нас до приезда.',
            ],
          },
          {
            heading: 'Когда стоит взять улучшенный номер или люкс',
            paragraphs: [
              'Улучшенные номера обычно просторнее, с большей кроватью и несколькими дополнительными удобствами. Улучшенный номер оправдывает себя в поездке от трёх ночей, когда лишнее пространство действительно важно. В люксе есть отдельная зона отдыха — удобно для семьи, работы в номере или особого повода. Для короткой командировки обычно хватает стандартного номера.',
            ],
          },
          {
            heading: 'Если вы едете с детьми',
            paragraphs: [
              'В семейных номерах хватает места для двух взрослых и двух детей: обычно там двуспальная кровать и односпальные или диван-кровать. Для малыша попросите детскую кроватку при бронировании, чтобы её поставили до вашего приезда. Смежные номера дают детям постарше своё пространство, но оставляют их рядом. Обязательно укажите возраст детей, чтобы мы предложили подходящий вариант.',
            ],
          },
          {
            heading: 'О чём спросить до бронирования',
            paragraphs: [
              'Если важна тишина, попросите номер подальше от лифта и улицы. Чутко спящим стоит уточнить, есть ли плотные шторы и как в номере регулируется температура. Гостям с ограниченной подвижностью важно спросить о входе без ступенек и устройстве ванной. Короткое сообщение до поездки — самый простой способ получить номер, который вам подходит.',
            ],
          },
        ],
      },
      {
        titles: ['Почему выгодно бронировать напрямую', 'Напрямую или через сайт бронирования: в чём разница?'],
        description: 'Что даёт прямое бронирование: понятные цены, простые изменения, особые просьбы, которые доходят до команды, и живой человек на связи в любой момент.',
        excerpt: 'Сайты бронирования удобны для сравнения, но у прямого бронирования есть настоящие преимущества. Рассказываем, что меняется для вас.',
        sections: [
          {
            heading: 'Понятные цены и условия',
            paragraphs: [
              'Бронируя напрямую, вы видите наши собственные тарифы и условия отмены без посредников. Сайты бронирования иногда показывают цену без налогов или прячут условия в мелком шрифте. На нашем сайте в цену входит всё, что взимается за номер. Если что-то непонятно, можно спросить тех, кто устанавливает цены.',
            ],
          },
          {
            heading: 'Изменения без лишних хлопот',
            paragraphs: [
              'Планы меняются, и перенести даты проще, когда вы общаетесь с самим отелем. Обычно достаточно короткого звонка или письма нашей команде. При бронировании через посредника любое изменение сначала проходит через его службу поддержки. Добавить ночь или перейти в номер побольше при прямой брони тоже проще.',
            ],
          },
          {
            heading: 'Просьбы доходят до нужного человека',
            paragraphs: [
              'Комментарий на сайте бронирования не всегда доходит до тех, кто готовит ваш номер. Когда вы бронируете у нас, просьбы о детской кроватке, тихом номере или раннем завтраке сразу попадают к команде. Мы можем задать уточняющие вопросы, чтобы ничего не осталось на волю случая. Именно такие мелочи отличают хорошую поездку от по-настоящему запоминающейся.',
            ],
          },
          {
            heading: 'Отношения, а не сделка',
            paragraphs: [
              'Прямое бронирование помогает нам узнать вас. Мы запомним, что вы любите высокий этаж или дополнительную подушку, и подготовим всё к следующему приезду. Если вы часто останавливаетесь у нас, спросите об условиях для постоянных гостей. Главное — у вас есть живой человек, к которому можно обратиться до, во время и после поездки.',
            ],
          },
        ],
      },
      {
        titles: ['Что взять в короткую поездку: список от нашей стойки регистрации', 'Что положить в чемодан на выходные'],
        description: 'Практичный список вещей для короткой поездки: что обычно уже есть в номере, что гости забывают чаще всего и как собрать вещи налегке.',
        excerpt: 'Что взять, что оставить дома и что гости забывают чаще всего: короткий список от нашей стойки регистрации.',
        sections: [
          {
            heading: 'Что уже есть в номере',
            paragraphs: [
              'В большинстве номеров есть полотенца, мыло, шампунь, фен, чайник, чай и кофе. Брать их с собой не нужно, и в небольшой сумке освободится место. Если нужно что-то особенное, например утюг или дополнительное одеяло, спросите на стойке регистрации. Уточнив заранее, вы не повезёте с собой лишнего.',
            ],
          },
          {
            heading: 'Что гости забывают чаще всего',
            paragraphs: [
              'Чаще всего в номерах остаются зарядки, за ними идут переходники, очки и лекарства. Держите зарядку и запасной кабель вместе и всегда кладите их в один и тот же карман сумки. Постоянные лекарства везите в ручной клади с запасом на лишний день. Если всё же что-то забыли, спросите на стойке: запасная зарядка или зубная щётка часто находятся.',
            ],
          },
          {
            heading: 'Как собраться налегке',
            paragraphs: [
              'На два-три дня планируйте вещи, которые сочетаются между собой и с одной парой удобной обуви. Скручивайте одежду, а не складывайте: так она занимает меньше места и меньше мнётся. Перелейте косметику в маленькие дорожные флаконы. Лёгкий складной рюкзак пригодится для прогулок, пока основной багаж остаётся в номере.',
            ],
          },
          {
            heading: 'Перед выходом из дома',
            paragraphs: [
              'Сохраните подтверждение брони в телефоне и запишите наш телефон на случай, если задержитесь в пути. Проверьте прогноз погоды на свои даты и возьмите на одну тёплую вещь больше, чем кажется нужным. Если приезжаете поздно, предупредите нас — мы придержим номер и приготовим ключ. Немного подготовки — и первый вечер пройдёт спокойно.',
            ],
          },
        ],
      },
    ],
  },
};
