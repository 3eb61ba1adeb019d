import type { Trade } from '../types.ts';

export const travelAgency: Trade = {
  id: 'travel-agency',
  theme: 'Travel Agency',
  kind: 'services',
  icons: 'travel',
  offerIcons: ['tree-palm', 'landmark', 'bus', 'users', 'heart', 'mountain-snow', 'ship', 'map'],
  en: {
    noun: 'travel agency',
    descriptor: 'a travel agency that plans holidays around the way you like to travel',
    audience: 'travellers',
    offersLabel: 'Tours',
    eyebrows: ['Holidays & tours', 'Trips planned for you', 'Beach, city & adventure'],
    heroTitles: [
      'Holidays planned around you, not a brochure',
      'Tell us where you dream of going',
      'Beach, city or adventure: your next trip starts here',
      'Travel more, plan less',
    ],
    heroLeads: [
      'Flights, hotels, transfers and excursions arranged in one place, with a real person to call before, during and after your trip.',
      '{brand} finds the right holiday for your dates, budget and travelling style, then takes care of every booking so you can simply pack.',
      'Family beach holidays, city breaks, guided tours and once-in-a-lifetime journeys. Tell us what you have in mind, and we will send you options within a day or two.',
    ],
    offersHeadings: ['Where to next?', 'Holidays and tours we arrange', 'Trips for every kind of traveller'],
    offersLeads: [
      'Prices are per person, based on two sharing, and depend on dates and availability. Every quote is confirmed before you pay.',
      'Choose a ready-made holiday, or ask us to plan a trip from scratch around your dates and interests.',
    ],
    offers: [
      {
        title: 'Beach holiday, 7 nights',
        text: 'Flights, transfers and a hotel by the sea, half board or all inclusive. We match the resort to your pace, from lively beaches to quiet coves.',
        price: 900,
        from: true,
        unit: 'per person',
      },
      {
        title: 'City break, 3 nights',
        text: 'Return flights and a central hotel for a long weekend, with museum tickets, guided walks and restaurant tips added if you like.',
        price: 450,
        from: true,
        unit: 'per person',
      },
      {
        title: 'Guided group tour',
        text: 'An 8 to 10 day small-group itinerary with a local guide, hotels, transport and most meals included. See a lot without planning every detail.',
        price: 1400,
        from: true,
        unit: 'per person',
      },
      {
        title: 'Family holiday',
        text: 'Family-friendly hotels with kids’ clubs, family rooms and pools, plus short flights and easy transfers. Reduced rates for children.',
        price: 750,
        from: true,
        unit: 'per person',
      },
      {
        title: 'Honeymoon',
        text: 'A romantic trip planned around the two of you: islands, city-and-beach combinations or a safari, with special touches arranged at each hotel.',
        price: 2500,
        from: true,
        unit: 'per person',
      },
      {
        title: 'Ski holiday, 7 nights',
        text: 'A chalet or hotel in a ski resort, lift passes, equipment hire and lessons booked in one go. Suitable for first-timers and seasoned skiers alike.',
        price: 1100,
        from: true,
        unit: 'per person',
      },
      {
        title: 'Cruise',
        text: 'River and ocean cruises with a cabin chosen to suit your budget, plus flights and a night in port before sailing if needed.',
        price: 1000,
        from: true,
        unit: 'per person',
      },
      {
        title: 'Tailor-made trip planning',
        text: 'A personal itinerary built around your dates, budget and interests, with flights, hotels, transfers and excursions booked for you. The fee covers research and route drafts.',
        price: 100,
        from: true,
        unit: 'per trip',
      },
    ],
    highlights: [
      { title: 'One contact for the whole trip', text: 'Flights, hotels, transfers and excursions all go through us, so there is one person to call if anything changes.' },
      { title: 'Honest advice', text: 'We tell you when a hotel is noisy, a transfer too long or a season too rainy, even if it means a different booking.' },
      { title: 'Help while you are away', text: 'If a flight is cancelled or a transfer does not turn up, message us and we will sort it out from here.' },
      { title: 'Clear, complete quotes', text: 'Every quote shows what is included and what is not, from baggage to local taxes and tips.' },
      { title: 'Visas and paperwork explained', text: 'We tell you which documents, visas and insurance your trip needs, and remind you in good time.' },
    ],
    process: [
      { title: 'Tell us about your trip', text: 'Share your dates, budget, who is travelling and what kind of holiday you enjoy. A short call or a message is enough to start.' },
      { title: 'Receive your options', text: 'Within a day or two, we send two or three options with clear prices, photos and honest notes on each.' },
      { title: 'Fine-tune and book', text: 'We adjust hotels, flights and excursions until the trip feels right, then book everything once you confirm.' },
      { title: 'Get ready to go', text: 'You receive your tickets, vouchers and a day-by-day plan, with reminders about visas, insurance and online check-in.' },
      { title: 'Travel with support', text: 'While you are away, we are a message away. When you are back, tell us how it went, and we will start on the next trip.' },
    ],
    faq: [
      {
        question: 'Is it more expensive to book through you?',
        answer: 'Often not. Package rates from tour operators are frequently lower than booking flights and hotels separately, and any planning fee is shown upfront in your quote.',
      },
      {
        question: 'Do I need travel insurance?',
        answer: 'We strongly recommend it for every trip. A good policy covers cancellation, medical costs abroad and lost luggage, and we can help you choose one that suits your destination.',
      },
      {
        question: 'Can you help with visas?',
        answer: 'We tell you exactly which visas and documents your destination requires and how long they take to arrange. For many countries we can help with the application paperwork as well.',
      },
      {
        question: 'What happens if my flight is cancelled?',
        answer: 'Call or message us straight away. If the flight was booked as part of a package, we will rebook or arrange an alternative and explain your rights to a refund or compensation.',
      },
      {
        question: 'How far ahead should I book?',
        answer: 'For summer and school holidays, three to six months ahead gives you the widest choice. Long-haul trips and honeymoons benefit from even earlier planning, while good last-minute deals do appear outside the peak season.',
      },
      {
        question: 'Do you plan trips for groups?',
        answer: 'Yes. Family reunions, trips with friends and small company outings are all welcome. Tell us the size of the group, and we will find hotels and transport that keep everyone together.',
      },
    ],
    story: [
      '{brand} helps people travel well without spending their evenings comparing tabs on a screen. We listen first: who is going, what you enjoy and what you would rather avoid. From there we put together a trip that fits, from the flight times to the room type. You get one clear quote and one person who knows every detail.',
      'Our team travels, reads and compares constantly, and we work with tour operators, hotels and guides we trust. We know that the right hotel makes a holiday, and the wrong transfer can spoil the first day. Every suggestion we make is one we would happily book for our own families. When a destination is not right for you, we say so.',
      'Planning is only half the job. Before you leave, you receive a clear plan with tickets, vouchers and contact details in one place. While you are away, we stay in touch and step in if plans change. Many of our travellers come back to plan their next trip with us, and no compliment means more.',
    ],
    values: [
      { title: 'Listening first', text: 'A good trip starts with understanding how you like to travel, not with a list of special offers.' },
      { title: 'Straight talking', text: 'Clear prices, honest opinions on hotels and destinations, and no pressure to book.' },
      { title: 'Care after booking', text: 'Our job does not end with the payment: we are there for you until you are home again.' },
      { title: 'Responsible travel', text: 'We favour local guides, well-run hotels and trips that respect the places you visit.' },
    ],
    ctaHeadings: ['Tell us about your next trip', 'Start planning your holiday', 'Where would you like to go?'],
    ctaTexts: [
      'Send us your dates, budget and a few ideas, and we will come back with options within a day or two.',
      'Prefer to talk it through? Call us or book a short consultation, and we will plan the trip together.',
    ],
    articles: [
      {
        titles: ['How to plan a family holiday everyone enjoys', 'Family holidays: choosing the destination, hotel and dates'],
        description: 'Choosing a destination and hotel for a family holiday: flight times, room layouts, kids’ clubs, school holiday dates and calm travel days.',
        excerpt: 'Short flights, the right room and a few well-chosen days out: how we plan family holidays that work for every age.',
        sections: [
          {
            heading: 'Choosing the destination',
            paragraphs: [
              'With young children, short flights and small time differences make the first and last days much easier. A destination four hours away or less leaves more time for the holiday itself. Older children enjoy more adventure, from city breaks with museums to active trips with hiking and kayaking. Ask everyone what they would most like to do, and build the trip around two or three of those wishes.',
            ],
          },
          {
            heading: 'Picking the right hotel',
            paragraphs: [
              'Look at the room layout first: family rooms or connecting rooms give everyone space and make bedtimes easier. A shallow pool, a kids’ club and flexible meal times are worth more than a grand lobby. Check the distance from the airport, since a long transfer after a flight can wear out even the most cheerful children. Half board or all inclusive keeps costs predictable when everyone is hungry at once.',
            ],
          },
          {
            heading: 'Timing and budget',
            paragraphs: [
              'School holidays are the busiest and most expensive weeks of the year, so book them early. If your children are not yet at school, travelling just before or after the peak can save a noticeable amount. Prices for the same hotel can change a lot between neighbouring weeks. We compare dates for you and show where a small shift makes a big difference.',
            ],
          },
          {
            heading: 'Calm travel days',
            paragraphs: [
              'Pack a small bag for each child with snacks, a change of clothes and something to do. Choose flight times that fit around naps or bedtime where you can. Book seats together in advance and allow extra time at the airport. With the travel day under control, the holiday starts as soon as you leave home.',
            ],
          },
        ],
      },
      {
        titles: ['Do you need travel insurance? What a good policy covers', 'Travel insurance explained in plain words'],
        description: 'What travel insurance covers, when to buy it, how much medical cover you need abroad and which exclusions to check before your trip begins.',
        excerpt: 'Insurance is the part of a trip nobody enjoys arranging and everybody is glad of when something goes wrong. Here is what to look for.',
        sections: [
          {
            heading: 'Why it matters',
            paragraphs: [
              'Travel insurance protects you when something goes wrong before or during a trip. Medical treatment abroad can be very expensive, and an emergency flight home even more so. Cancellation cover refunds non-refundable costs if illness or another covered reason stops you travelling. For most trips, the cost of a policy is small next to what it protects.',
            ],
          },
          {
            heading: 'When to buy it',
            paragraphs: [
              'Buy insurance as soon as you book, not just before you leave. Cancellation cover only applies to events that happen after the policy starts. If you travel several times a year, an annual multi-trip policy can cost less than separate ones. We can help you compare options when you book your holiday.',
            ],
          },
          {
            heading: 'What to check in the policy',
            paragraphs: [
              'Look at the medical cover limit first, especially for long-haul destinations. Check the cover for cancellation, missed connections, lost luggage and personal belongings. If you plan to ski, dive or take part in other sports, make sure they are included. Declare any existing medical conditions, because undeclared conditions are a common reason for refused claims.',
            ],
          },
          {
            heading: 'If you need to claim',
            paragraphs: [
              'Keep the insurer’s emergency number on your phone and on paper. In a medical emergency, call the insurer before arranging treatment whenever possible. Collect receipts, reports and letters for anything you may claim, including a police report for theft. Let us know as well, and we will help with the documents from our side.',
            ],
          },
        ],
      },
      {
        titles: ['City break checklist: making the most of three days', 'How to plan a short city break'],
        description: 'How to plan a three-day city break: choosing where to stay, booking tickets ahead, getting around easily and leaving room for the unplanned.',
        excerpt: 'Three days in a new city go quickly. A little planning before you leave means more time for the things you came to see.',
        sections: [
          {
            heading: 'Where to stay',
            paragraphs: [
              'On a short trip, location matters more than room size. A hotel within walking distance of the main sights saves hours of travel over a weekend. Quiet side streets near the centre often offer better value than the busiest squares. Check how easy it is to reach from the airport or station, especially if you land late.',
            ],
          },
          {
            heading: 'Book the big things ahead',
            paragraphs: [
              'Popular museums, galleries and viewpoints often sell timed tickets that run out days in advance. Booking them before you go saves queuing and means you will get in. Reserve a table at any restaurant you have your heart set on, particularly for Friday and Saturday evenings. Everything else can be left to the moment.',
            ],
          },
          {
            heading: 'Getting around',
            paragraphs: [
              'Most cities have day or multi-day transport passes that pay off after a few journeys. Walking is often the easiest way to see the centre, so pack comfortable shoes. Download an offline map and the local transport app before you leave. Airport transfers are worth booking in advance if you arrive late at night.',
            ],
          },
          {
            heading: 'Leave room for the unplanned',
            paragraphs: [
              'Plan one or two fixed things a day and leave the rest open. Some of the happiest moments of a city break happen on an unplanned street or in a café you stumble into. Ask locals and hotel staff for their favourite places rather than relying only on lists. Coming home slightly rested is a sign the plan was just right.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'турагентство',
    descriptor: 'турагентство, которое планирует поездки под ваш стиль отдыха',
    audience: 'путешественники',
    offersLabel: 'Туры',
    eyebrows: ['Туры и путешествия', 'Поездки под ключ', 'Море, города и приключения'],
    heroTitles: [
      'Отдых, спланированный под вас, а не под каталог',
      'Расскажите, куда мечтаете поехать',
      'Море, город или приключения — начните отсюда',
      'Путешествуйте, а планирование оставьте нам',
    ],
    heroLeads: [
      'Перелёты, отели, трансферы и экскурсии в одном месте и живой человек на связи до, во время и после поездки.',
      '«{brand}» подберёт отдых под ваши даты, бюджет и стиль путешествий и возьмёт на себя все бронирования — вам останется собрать чемодан.',
      'Пляжный отдых с детьми, городские выходные, групповые туры и путешествия мечты. Расскажите, что задумали, — пришлём варианты в течение одного-двух дней.',
    ],
    offersHeadings: ['Куда дальше?', 'Туры и поездки, которые мы организуем', 'Поездки на любой вкус'],
    offersLeads: [
      'Цены указаны за человека при двухместном размещении и зависят от дат и наличия мест. Каждое предложение подтверждаем до оплаты.',
      'Выберите готовый тур или попросите нас спланировать поездку с нуля под ваши даты и интересы.',
    ],
    offers: [
      {
        title: 'Пляжный отдых, 7 ночей',
        text: 'Перелёт, трансфер и отель у моря на полупансионе или «всё включено». Подбираем курорт под ваш темп — от оживлённых пляжей до тихих бухт.',
        price: 900,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Городские выходные, 3 ночи',
        text: 'Перелёт туда и обратно и отель в центре на длинные выходные, а по желанию — билеты в музеи, пешие экскурсии и советы, где поесть.',
        price: 450,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Групповой тур с гидом',
        text: 'Маршрут на 8–10 дней в небольшой группе с местным гидом: отели, транспорт и большая часть питания включены. Увидите многое, не продумывая каждую мелочь.',
        price: 1400,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Семейный отдых',
        text: 'Отели для семей с детскими клубами, семейными номерами и бассейнами, короткие перелёты и удобные трансферы. Для детей — сниженные цены.',
        price: 750,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Свадебное путешествие',
        text: 'Романтическая поездка, спланированная вокруг вас двоих: острова, город и море или сафари, с приятными сюрпризами в каждом отеле.',
        price: 2500,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Горнолыжный отдых, 7 ночей',
        text: 'Шале или отель на горнолыжном курорте, ски-пасс, прокат снаряжения и занятия с инструктором — всё бронируем сразу. Для новичков и опытных лыжников.',
        price: 1100,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Круиз',
        text: 'Речные и морские круизы с каютой под ваш бюджет, а при необходимости — перелёт и ночь в порту перед отплытием.',
        price: 1000,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Индивидуальный маршрут',
        text: 'Личный маршрут под ваши даты, бюджет и интересы: бронируем перелёты, отели, трансферы и экскурсии. Стоимость планирования покрывает подбор и черновики маршрута.',
        price: 100,
        from: true,
        unit: 'за поездку',
      },
    ],
    highlights: [
      { title: 'Один контакт на всю поездку', text: 'Перелёты, отели, трансферы и экскурсии бронируются через нас, поэтому при любых изменениях вы звоните одному человеку.' },
      { title: 'Честные советы', text: 'Скажем, если отель шумный, трансфер слишком долгий или сезон дождливый, даже если придётся искать другой вариант.' },
      { title: 'Поддержка в поездке', text: 'Если рейс отменили или трансфер не приехал, напишите нам — мы всё решим отсюда.' },
      { title: 'Понятные расчёты', text: 'В каждом предложении видно, что включено, а что нет, — от багажа до местных налогов и чаевых.' },
      { title: 'Визы и документы', text: 'Расскажем, какие документы, визы и страховка нужны для поездки, и вовремя напомним о них.' },
    ],
    process: [
      { title: 'Расскажите о поездке', text: 'Даты, бюджет, кто едет и какой отдых вам нравится. Чтобы начать, достаточно короткого звонка или сообщения.' },
      { title: 'Получите варианты', text: 'В течение одного-двух дней пришлём два-три варианта с понятными ценами, фотографиями и честными комментариями.' },
      { title: 'Уточните и забронируйте', text: 'Меняем отели, рейсы и экскурсии, пока поездка не станет именно такой, как хочется, и бронируем всё после вашего подтверждения.' },
      { title: 'Подготовьтесь к отъезду', text: 'Вы получаете билеты, ваучеры и план по дням, а также напоминания о визах, страховке и онлайн-регистрации на рейс.' },
      { title: 'Путешествуйте с поддержкой', text: 'Во время поездки мы на связи. А когда вернётесь, расскажите, как всё прошло, — и начнём планировать следующую.' },
    ],
    faq: [
      {
        question: 'Через вас дороже, чем бронировать самому?',
        answer: 'Часто нет. Пакетные цены туроператоров нередко ниже, чем перелёт и отель по отдельности, а стоимость планирования индивидуальных поездок мы указываем в предложении сразу.',
      },
      {
        question: 'Нужна ли туристическая страховка?',
        answer: 'Мы настоятельно советуем оформлять её для любой поездки. Хороший полис покрывает отмену поездки, лечение за границей и потерю багажа, а мы поможем выбрать его под ваше направление.',
      },
      {
        question: 'Поможете с визой?',
        answer: 'Расскажем, какие визы и документы нужны для вашего направления и сколько времени занимает оформление. Для многих стран поможем и с подготовкой документов.',
      },
      {
        question: 'Что делать, если рейс отменили?',
        answer: 'Сразу позвоните или напишите нам. Если рейс был частью тура, мы переоформим билеты или найдём альтернативу и объясним ваши права на возврат или компенсацию.',
      },
      {
        question: 'За сколько времени бронировать поездку?',
        answer: 'На лето и школьные каникулы — за три-шесть месяцев, тогда выбор шире всего. Дальние поездки и свадебные путешествия стоит планировать ещё раньше, а вне сезона удачные горящие туры тоже бывают.',
      },
      {
        question: 'Организуете поездки для групп?',
        answer: 'Да. Семейные встречи, поездки с друзьями и небольшие корпоративные выезды — с радостью. Назовите размер группы, и мы подберём отели и транспорт, чтобы все были вместе.',
      },
    ],
    story: [
      '«{brand}» помогает путешествовать с удовольствием и не тратить вечера на сравнение вкладок в браузере. Сначала мы слушаем: кто едет, что вам нравится, чего хочется избежать. Потом собираем поездку, которая подходит, — от времени вылета до типа номера. Вы получаете одно понятное предложение и одного человека, который знает все детали.',
      'Наша команда постоянно путешествует, читает и сравнивает, а работаем мы с туроператорами, отелями и гидами, которым доверяем. Мы знаем: удачный отель делает отпуск, а неудачный трансфер может испортить первый день. Всё, что мы предлагаем, мы без сомнений забронировали бы для своих близких. Если направление вам не подходит, мы так и скажем.',
      'Планирование — только половина работы. Перед отъездом вы получаете понятный план, где билеты, ваучеры и контакты собраны в одном месте. Во время поездки мы на связи и подключаемся, если планы меняются. Многие путешественники возвращаются к нам за следующей поездкой, и для нас нет похвалы дороже.',
    ],
    values: [
      { title: 'Сначала слушаем', text: 'Хорошая поездка начинается с понимания того, как вы любите путешествовать, а не со списка предложений.' },
      { title: 'Говорим прямо', text: 'Понятные цены, честное мнение об отелях и направлениях и никакого давления.' },
      { title: 'Забота после оплаты', text: 'Наша работа не заканчивается оплатой: мы рядом, пока вы не вернётесь домой.' },
      { title: 'Бережные путешествия', text: 'Выбираем местных гидов, добросовестные отели и маршруты, которые уважают места, куда вы едете.' },
    ],
    ctaHeadings: ['Расскажите о своей следующей поездке', 'Начните планировать отпуск', 'Куда бы вы хотели поехать?'],
    ctaTexts: [
      'Пришлите даты, бюджет и несколько идей — в течение одного-двух дней вернёмся с вариантами.',
      'Удобнее обсудить голосом? Позвоните нам или запишитесь на короткую консультацию, и мы спланируем поездку вместе.',
    ],
    articles: [
      {
        titles: ['Как спланировать семейный отдых, который понравится всем', 'Отдых с детьми: как выбрать направление, отель и даты'],
        description: 'Как выбрать направление и отель для отдыха с детьми: время перелёта, планировка номера, детский клуб, даты каникул и спокойный день в дороге.',
        excerpt: 'Короткий перелёт, правильный номер и несколько удачных прогулок: как мы планируем семейный отдых, который подходит всем возрастам.',
        sections: [
          {
            heading: 'Выбираем направление',
            paragraphs: [
              'С маленькими детьми короткий перелёт и небольшая разница во времени заметно облегчают первый и последний дни. Направление в пределах четырёх часов лёта оставляет больше времени на сам отдых. Детям постарше интереснее приключения — от городов с музеями до активных поездок с походами и байдарками. Спросите каждого, чего ему хочется больше всего, и постройте поездку вокруг двух-трёх желаний.',
            ],
          },
          {
            heading: 'Выбираем отель',
            paragraphs: [
              'Сначала смотрите на планировку: семейные или смежные номера дают всем пространство и облегчают укладывание. Мелкий бассейн, детский клуб и гибкое время питания важнее роскошного лобби. Проверьте расстояние от аэропорта: долгий трансфер после перелёта утомит даже самых весёлых детей. Полупансион или «всё включено» помогают держать расходы под контролем, когда все проголодались одновременно.',
            ],
          },
          {
            heading: 'Сроки и бюджет',
            paragraphs: [
              'Школьные каникулы — самые загруженные и дорогие недели года, поэтому бронируйте их заранее. Если дети ещё не ходят в школу, поездка чуть до или после пика заметно сэкономит бюджет. Цены в одном и том же отеле могут сильно отличаться в соседние недели. Мы сравниваем даты за вас и показываем, где небольшой сдвиг даёт большую разницу.',
            ],
          },
          {
            heading: 'Спокойный день в дороге',
            paragraphs: [
              'Соберите каждому ребёнку маленькую сумку с перекусом, сменной одеждой и занятием. По возможности выбирайте рейсы, которые удобно ложатся на дневной сон или время отхода ко сну. Заранее забронируйте места рядом и заложите лишнее время в аэропорту. Когда дорога под контролем, отпуск начинается уже с порога.',
            ],
          },
        ],
      },
      {
        titles: ['Нужна ли туристическая страховка и что она покрывает', 'Туристическая страховка простыми словами'],
        description: 'Что покрывает туристическая страховка, когда её оформлять, какое медицинское покрытие нужно за границей и какие исключения проверить до поездки.',
        excerpt: 'Страховку никто не любит оформлять, но все рады ей, когда что-то идёт не так. Рассказываем, на что смотреть.',
        sections: [
          {
            heading: 'Зачем она нужна',
            paragraphs: [
              'Туристическая страховка защищает, если что-то пошло не так до или во время поездки. Лечение за границей может стоить очень дорого, а экстренный перелёт домой — ещё дороже. Страховка от невыезда возвращает невозвратные расходы, если поездке помешала болезнь или другая предусмотренная причина. Для большинства поездок стоимость полиса невелика по сравнению с тем, от чего он защищает.',
            ],
          },
          {
            heading: 'Когда оформлять',
            paragraphs: [
              'Оформляйте страховку сразу после бронирования, а не накануне отъезда. Покрытие от невыезда действует только для событий после начала действия полиса. Если вы ездите несколько раз в год, годовой полис может обойтись дешевле отдельных. Мы поможем сравнить варианты при бронировании тура.',
            ],
          },
          {
            heading: 'Что проверить в полисе',
            paragraphs: [
              'Первым делом смотрите на лимит медицинского покрытия, особенно для дальних направлений. Проверьте покрытие отмены поездки, пропущенных стыковок, потери багажа и личных вещей. Если собираетесь кататься на лыжах, нырять или заниматься другим спортом, убедитесь, что он включён в полис. Сообщите страховщику о хронических заболеваниях: умолчание о них — частая причина отказа в выплате.',
            ],
          },
          {
            heading: 'Если нужна выплата',
            paragraphs: [
              'Храните номер экстренной линии страховщика в телефоне и на бумаге. Если понадобилось лечение, по возможности сначала позвоните страховщику. Собирайте чеки, справки и письма по всему, за что можно получить возмещение, в том числе справку из полиции при краже. Сообщите и нам — поможем с документами со своей стороны.',
            ],
          },
        ],
      },
      {
        titles: ['Городские выходные: как успеть главное за три дня', 'Как спланировать короткую поездку в город'],
        description: 'Как спланировать поездку в город на три дня: где остановиться, какие билеты купить заранее, как передвигаться и зачем оставлять время на спонтанность.',
        excerpt: 'Три дня в новом городе пролетают быстро. Немного подготовки до отъезда — и больше времени на то, ради чего вы едете.',
        sections: [
          {
            heading: 'Где остановиться',
            paragraphs: [
              'В короткой поездке расположение важнее размера номера. Отель в пешей доступности от главных мест сэкономит часы за выходные. Тихие улочки рядом с центром часто выгоднее самых оживлённых площадей. Проверьте, легко ли добраться из аэропорта или с вокзала, особенно если прилетаете поздно.',
            ],
          },
          {
            heading: 'Главное бронируйте заранее',
            paragraphs: [
              'Популярные музеи, галереи и смотровые площадки часто продают билеты на определённое время, и они заканчиваются за несколько дней. Купив билеты до поездки, вы не будете стоять в очередях и точно попадёте внутрь. Забронируйте стол в ресторане, куда очень хотите попасть, особенно на вечер пятницы и субботы. Всё остальное можно решить на месте.',
            ],
          },
          {
            heading: 'Как передвигаться',
            paragraphs: [
              'Во многих городах есть проездные на день или несколько дней, которые окупаются после нескольких поездок. Центр часто удобнее всего смотреть пешком, так что возьмите удобную обувь. Скачайте офлайн-карту и приложение местного транспорта до отъезда. Если прилетаете поздно вечером, трансфер из аэропорта стоит заказать заранее.',
            ],
          },
          {
            heading: 'Оставьте место для неожиданного',
            paragraphs: [
              'Планируйте одно-два обязательных дела в день, а остальное время оставляйте свободным. Самые яркие моменты поездки часто случаются на случайной улице или в кафе, куда зашли без плана. Спрашивайте местных жителей и сотрудников отеля об их любимых местах, а не полагайтесь только на списки. Вернуться домой немного отдохнувшим — верный знак, что план был удачным.',
            ],
          },
        ],
      },
    ],
  },
};
