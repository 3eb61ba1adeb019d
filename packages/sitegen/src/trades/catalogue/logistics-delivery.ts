import type { Trade } from '../types.ts';

export const logisticsDelivery: Trade = {
  id: 'logistics-delivery',
  theme: 'Logistics & Delivery',
  kind: 'services',
  icons: 'general',
  offerIcons: ['motorbike', 'package', 'van', 'forklift', 'truck', 'warehouse', 'shopping-cart', 'calendar-clock'],
  en: {
    noun: 'logistics company',
    descriptor: 'a logistics company that collects, stores and delivers goods for businesses and private customers',
    audience: 'customers',
    eyebrows: ['Logistics and delivery', 'Courier, freight and warehousing', 'Deliveries for business and home'],
    heroTitles: [
      'Courier, freight and storage you can plan around',
      'Same-day across town, next day across the country',
      'Your goods, delivered on time and tracked all the way',
      'Deliveries that arrive when promised',
    ],
    heroLeads: [
      'From a single envelope across town to pallets across the country, we collect, store and deliver your goods on time, with tracking and proof of delivery.',
      'Courier runs across town, parcels across the country, pallet freight and warehousing for online shops and businesses.',
      '{brand} plans every route and handles your goods with care from collection to signature.',
    ],
    offersHeadings: ['Delivery and storage services', 'From a single parcel to a full truck', 'Services and prices'],
    offersLeads: [
      'Prices depend on weight, distance and timing, so the figures shown are starting prices. Regular customers receive a fixed rate card.',
      'Book a one-off delivery or set up regular collections, and follow every consignment online either way.',
    ],
    offers: [
      {
        title: 'City courier',
        text: 'Documents and parcels collected and delivered across the city by courier, with a signature and photo on delivery.',
        price: 15,
        from: true,
        unit: 'per delivery',
      },
      {
        title: 'Parcel delivery',
        text: 'Parcels up to 30 kg collected today and delivered to most addresses nationwide the next working day, tracked all the way.',
        price: 8,
        from: true,
        unit: 'per parcel',
      },
      {
        title: 'Van with driver',
        text: 'A van and an experienced driver by the hour for moving stock, furniture or equipment, with help loading and unloading on request.',
        price: 40,
        from: true,
        unit: 'per hour',
      },
      {
        title: 'Pallet delivery',
        text: 'Single pallets and small consignments delivered by lorry with a tail lift, for goods too heavy or bulky for a courier.',
        price: 60,
        from: true,
        unit: 'per pallet',
      },
      {
        title: 'Road freight',
        text: 'Full and part loads between cities, with planned routes, GPS tracking and the transport documents prepared for every shipment.',
        price: 1.5,
        from: true,
        unit: 'per km',
      },
      {
        title: 'Warehouse storage',
        text: 'Secure, dry storage on pallets or shelving, with stock levels you can check online and goods released whenever you need them.',
        price: 15,
        from: true,
        unit: 'per pallet per month',
      },
      {
        title: 'Order fulfilment',
        text: 'For online shops: we receive your stock, pick and pack each order, hand it to the courier the same day and process the returns.',
        price: 1.5,
        from: true,
        unit: 'per order',
      },
      {
        title: 'Scheduled business deliveries',
        text: 'Fixed delivery runs to your shops, clients or branches on agreed days, priced as a monthly contract with one invoice.',
        price: 500,
        from: true,
        unit: 'per month',
      },
    ],
    highlights: [
      { title: 'Tracking on every consignment', text: 'Follow each delivery online and get a notification with a signature or photo the moment it arrives.' },
      { title: 'The full price before you book', text: 'Prices depend on weight, size, distance and timing, and you see the whole cost before confirming.' },
      { title: 'Careful handling', text: 'Fragile goods are wrapped and strapped down properly, and extra cargo cover is available for valuable shipments.' },
      { title: 'One coordinator for regular customers', text: 'A named person who knows your goods, your addresses and your deadlines, and answers when you call.' },
      { title: 'Collections that suit you', text: 'Early-morning, evening and weekend collections can be arranged for businesses that need them.' },
    ],
    process: [
      { title: 'Request a quote', text: 'Tell us what you are sending, its size and weight, where it goes from and to, and when it needs to arrive.' },
      { title: 'Confirm the booking', text: 'You receive a price and a collection slot, and confirm online or by phone.' },
      { title: 'Collection', text: 'The driver arrives at the agreed time, checks the goods and labels, and scans the consignment into tracking.' },
      { title: 'On the road', text: 'Your goods travel on a planned route, and you can follow their progress online at any time.' },
      { title: 'Delivery and proof', text: 'The recipient signs on delivery, and you receive proof of delivery with the time, the signature and a photo.' },
    ],
    faq: [
      {
        question: 'How is the price of a delivery worked out?',
        answer: 'By weight and size, distance, urgency and any extras such as a two-person crew or a tail lift. You see the full price before booking, and regular customers receive a fixed rate card.',
      },
      {
        question: 'How should I pack my goods?',
        answer: 'Use a sturdy box with enough padding that the contents cannot move, and seal it well. Fragile items need extra protection and a clear label, and we can pack them for you if you prefer.',
      },
      {
        question: 'Is there anything you cannot carry?',
        answer: 'Dangerous goods such as flammable liquids and gas cylinders, cash, live animals and anything illegal. If you are unsure about an item, ask us before booking.',
      },
      {
        question: 'What happens if no one is in to receive the delivery?',
        answer: 'The driver phones the recipient and, if they agree, leaves the parcel with a neighbour or in a safe place. Otherwise we arrange a second attempt, or the recipient can collect from our depot.',
      },
      {
        question: 'Are goods covered in transit?',
        answer: 'Our standard liability covers goods up to a set value per consignment, shown in the terms of carriage. For more valuable shipments you can add extra cover when booking.',
      },
      {
        question: 'Do you offer contracts for regular deliveries?',
        answer: 'Yes. Businesses that send regularly get a fixed rate card, scheduled collections and one monthly invoice instead of paying for each booking.',
      },
    ],
    story: [
      '{brand} moves goods for businesses and private customers: documents across town, parcels across the country, pallets between warehouses. What customers need from us is simple. The delivery arrives when promised, in one piece, and they know where it is along the way.',
      'Every route is planned in advance, and every consignment is scanned at collection and on delivery. Drivers know what they are carrying and handle it accordingly, from a fragile parcel to a pallet of building materials. When something goes wrong on the road, you hear from us before you have to ask.',
      'Prices are clear and agreed before collection. Regular customers have a named coordinator and a fixed rate card, so deliveries become part of the routine rather than a daily phone call. We aim to be the part of your business you never have to worry about.',
    ],
    values: [
      { title: 'Reliability', text: 'A delivery time is a promise, and we plan every route to keep it.' },
      { title: 'Care', text: 'Goods are loaded, secured and handed over as if they were fragile, even when they are not.' },
      { title: 'Openness', text: 'You can see where your goods are at any time, and we tell you straight away about any delay.' },
      { title: 'Clear pricing', text: 'The price you are quoted is the price you pay, unless the shipment itself changes.' },
    ],
    ctaHeadings: ['Get a delivery quote', 'Book a collection for today', 'Set up regular deliveries for your business'],
    ctaTexts: [
      'Tell us what you are sending and where to, and we will confirm the price and a collection time.',
      'Send goods regularly? Ask for a rate card and a named coordinator, and we will plan collections around your week.',
    ],
    articles: [
      {
        titles: ['How to pack a parcel so it arrives in one piece', 'Packing for delivery: boxes, padding and labels'],
        description: 'Choosing the right box, filling the gaps, protecting fragile items and labelling clearly: simple packing rules that keep parcels intact on the road.',
        excerpt: 'Most damage in transit comes from packing rather than from rough handling. A few simple rules keep your goods safe from collection to doorstep.',
        sections: [
          {
            heading: 'Start with the right box',
            paragraphs: [
              'Use a sturdy corrugated box, preferably new, with no tears or soft corners. A box that has already made one journey has lost much of its strength. Choose a size that leaves room for a few centimetres of padding on every side. Boxes that are too big let the contents slide about, while boxes that are too small leave nothing to absorb a knock.',
            ],
          },
          {
            heading: 'Fill every gap',
            paragraphs: [
              'Wrap each item separately and fill the empty space with bubble wrap, packing paper or air cushions. Shake the closed box gently: if anything moves, add more filling. Heavy items go at the bottom, lighter ones on top. Never pack heavy and fragile goods together in the same box.',
            ],
          },
          {
            heading: 'Fragile and awkward items',
            paragraphs: [
              'Glass, ceramics and electronics need a double layer of protection, ideally a box within a box. Original packaging for electronics is designed for transport and worth keeping. Long or oddly shaped items should be wrapped so that corners and edges are protected. Mark fragile parcels clearly, but pack them as if the label will be ignored.',
            ],
          },
          {
            heading: 'Seal and label clearly',
            paragraphs: [
              'Seal all seams with strong packing tape, using an H pattern on the top and the bottom. Remove or cover old labels and barcodes, since they can send a parcel to the wrong place. Put the delivery label on the largest flat surface, with a full address and a phone number for the recipient. A second copy of the address inside the box helps if the outer label is damaged.',
            ],
          },
        ],
      },
      {
        titles: ['Courier, pallet or full truck: choosing how to send your goods', 'Which delivery option suits your shipment?'],
        description: 'When a courier is enough, when a pallet service makes more sense and when to book a whole vehicle: how to choose by size, weight, distance and urgency.',
        excerpt: 'The right delivery option depends on what you send, how far and how fast. Choosing well saves money and reduces the risk of damage.',
        sections: [
          {
            heading: 'Parcels and documents: courier',
            paragraphs: [
              'Anything one person can lift comfortably, usually up to about thirty kilograms per box, travels most efficiently as a parcel. Courier networks are built for speed and volume, with scanning at every stage. Same-day services suit urgent documents and parts within one city. For everything else, next-day delivery is typically the better-value choice.',
            ],
          },
          {
            heading: 'Heavy or bulky goods: pallet',
            paragraphs: [
              'Several boxes going to one address, or a single heavy item, are often cheaper and safer on a pallet. Goods are stacked, wrapped in film and strapped down, so they travel as one unit and are handled by forklift rather than by hand. Check that the recipient can take a pallet delivery, or book a vehicle with a tail lift. Stable, square stacking with nothing overhanging the edges prevents most damage.',
            ],
          },
          {
            heading: 'Large consignments: part or full load',
            paragraphs: [
              'When goods fill a significant part of a lorry, a part load shares the vehicle with other customers heading the same way. A full load gives you the whole vehicle, a direct route and no extra handling on the way. Full loads suit moves between warehouses, deliveries to building sites and seasonal stock. Pricing is usually by distance, with loading time agreed in advance.',
            ],
          },
          {
            heading: 'Urgency, distance and cost',
            paragraphs: [
              'Faster always costs more, so decide what genuinely needs to arrive tomorrow and what can wait a day or two. Booking regular shipments in advance is usually cheaper than ordering at the last minute. Combining several small deliveries into one pallet can cut costs noticeably. If you are unsure which option fits, describe the goods and the deadline, and we will suggest the most sensible one.',
            ],
          },
        ],
      },
      {
        titles: ['When should an online shop outsource storage and order packing?', 'Handing over your stock and order packing: signs it is time'],
        description: 'Running out of space, evenings spent packing and missed dispatch times: signs an online shop is ready for outside storage and fulfilment, and how to switch.',
        excerpt: 'Packing orders at the kitchen table works at the start. At some point it starts to hold the business back, and here is how to tell.',
        sections: [
          {
            heading: 'Signs you have outgrown packing at home',
            paragraphs: [
              'Stock takes over the spare room, the hallway and then the garage. Evenings and weekends go on packing rather than on growing the shop. Orders placed on Friday wait until Monday, and peaks such as sales days or the run-up to holidays are a scramble. If any of these sound familiar, it is worth comparing the cost of outside fulfilment with the value of your own time.',
            ],
          },
          {
            heading: 'What a fulfilment service does',
            paragraphs: [
              'The service receives your stock, checks it in and stores it on shelves or pallets. When an order comes in, staff pick the items, pack them to your standard and hand them to the courier, often the same day. Returns are checked and put back into stock or set aside. You see stock levels and order status online at all times.',
            ],
          },
          {
            heading: 'Working out the cost',
            paragraphs: [
              'Fulfilment is usually charged as storage per pallet or shelf per month, a fee per order picked and packed, and the delivery itself. Add up what you currently spend on packaging, couriers, space and your own hours. Many small shops find the costs are closer than expected, especially once the owner’s time is counted. Faster dispatch can also improve reviews and repeat orders.',
            ],
          },
          {
            heading: 'Making the switch smoothly',
            paragraphs: [
              'Start by sending a full stock list with product codes, sizes and weights. Plan the move for a quieter week, and pause or limit sales for a day while stock is counted in. Connect your shop to the fulfilment system so orders flow across automatically. Check the first few dozen orders closely, then let the routine take over.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'логистическая компания',
    descriptor: 'логистическая компания, которая забирает, хранит и доставляет грузы для бизнеса и частных клиентов',
    audience: 'клиенты',
    eyebrows: ['Логистика и доставка', 'Курьеры, грузоперевозки, склад', 'Доставка для бизнеса и частных клиентов'],
    heroTitles: [
      'Курьеры, грузоперевозки и склад, на которые можно положиться',
      'По городу за день, по стране к завтрашнему дню',
      'Ваш груз вовремя и под контролем на всём пути',
      'Доставка точно в обещанный срок',
    ],
    heroLeads: [
      'От конверта через весь город до паллет в другой регион: забираем, храним и доставляем грузы вовремя, с отслеживанием и подтверждением вручения.',
      'Курьерские доставки по городу, посылки по стране, паллетные перевозки и склад для интернет-магазинов и компаний.',
      '«{brand}» планирует каждый маршрут и бережно обращается с грузом от забора до подписи получателя.',
    ],
    offersHeadings: ['Доставка и хранение', 'От одной посылки до целой фуры', 'Услуги и цены'],
    offersLeads: [
      'Стоимость зависит от веса, расстояния и сроков, поэтому указаны начальные цены. Для постоянных клиентов действует фиксированный тариф.',
      'Закажите разовую доставку или настройте регулярный забор грузов, и любое отправление можно отслеживать онлайн.',
    ],
    offers: [
      {
        title: 'Срочная курьерская доставка',
        text: 'Заберём документы и посылки и доставим их по городу, с подписью получателя и фото при вручении.',
        price: 15,
        from: true,
        unit: 'за доставку',
      },
      {
        title: 'Доставка посылок',
        text: 'Посылки до 30 кг забираем сегодня и доставляем по большинству адресов страны на следующий рабочий день, с отслеживанием на всём пути.',
        price: 8,
        from: true,
        unit: 'за посылку',
      },
      {
        title: 'Грузовой фургон с водителем',
        text: 'Фургон и опытный водитель на почасовой основе для перевозки товара, мебели или оборудования, по запросу — с помощью в погрузке и разгрузке.',
        price: 40,
        from: true,
        unit: 'за час',
      },
      {
        title: 'Доставка паллет',
        text: 'Отдельные паллеты и небольшие партии грузовиком с гидробортом — для грузов, слишком тяжёлых или габаритных для курьера.',
        price: 60,
        from: true,
        unit: 'за паллету',
      },
      {
        title: 'Междугородние грузоперевозки',
        text: 'Полная и частичная загрузка между городами: планирование маршрута, спутниковое отслеживание и оформление транспортных документов на каждую перевозку.',
        price: 1.5,
        from: true,
        unit: 'за км',
      },
      {
        title: 'Ответственное хранение',
        text: 'Охраняемый сухой склад с хранением на паллетах или стеллажах, остатками в личном кабинете и отгрузкой по первому запросу.',
        price: 15,
        from: true,
        unit: 'за паллету в месяц',
      },
      {
        title: 'Фулфилмент',
        text: 'Для интернет-магазинов: принимаем товар, собираем и упаковываем каждый заказ, передаём его курьеру и обрабатываем возвраты.',
        price: 1.5,
        from: true,
        unit: 'за заказ',
      },
      {
        title: 'Регулярная доставка для бизнеса',
        text: 'Постоянные рейсы в ваши магазины, филиалы или к клиентам по согласованным дням — по ежемесячному договору и с одним счётом.',
        price: 500,
        from: true,
        unit: 'в месяц',
      },
    ],
    highlights: [
      { title: 'Отслеживание каждого отправления', text: 'Следите за доставкой онлайн и получайте уведомление с подписью или фото в момент вручения.' },
      { title: 'Полная цена до оформления', text: 'Стоимость зависит от веса, габаритов, расстояния и сроков, и вы видите её целиком до подтверждения заказа.' },
      { title: 'Бережное обращение', text: 'Хрупкие грузы правильно упаковываем и закрепляем, а для ценных отправлений можно оформить дополнительную страховку.' },
      { title: 'Личный менеджер для постоянных клиентов', text: 'Один человек, который знает ваши грузы, адреса и сроки и берёт трубку, когда вы звоните.' },
      { title: 'Удобное время забора', text: 'Для компаний, которым это нужно, организуем забор рано утром, вечером и в выходные.' },
    ],
    process: [
      { title: 'Заявка на расчёт', text: 'Расскажите, что отправляете, какого размера и веса груз, откуда и куда, и к какому сроку он должен прибыть.' },
      { title: 'Подтверждение', text: 'Вы получаете цену и время забора и подтверждаете заказ онлайн или по телефону.' },
      { title: 'Забор груза', text: 'Водитель приезжает в согласованное время, проверяет груз и маркировку и регистрирует отправление в системе отслеживания.' },
      { title: 'В пути', text: 'Груз едет по спланированному маршруту, а вы в любой момент видите его движение онлайн.' },
      { title: 'Вручение и подтверждение', text: 'Получатель расписывается при вручении, а вы получаете подтверждение со временем, подписью и фотографией.' },
    ],
    faq: [
      {
        question: 'Как рассчитывается стоимость доставки?',
        answer: 'По весу и габаритам, расстоянию, срочности и дополнительным услугам, например двум грузчикам или гидроборту. Полную цену вы видите до оформления, а постоянные клиенты получают фиксированный тариф.',
      },
      {
        question: 'Как упаковать груз?',
        answer: 'Возьмите прочную коробку и заполните пустоты так, чтобы содержимое не двигалось, и хорошо заклейте. Хрупким вещам нужна дополнительная защита и заметная маркировка, а при желании мы упакуем их сами.',
      },
      {
        question: 'Что вы не перевозите?',
        answer: 'Опасные грузы вроде легковоспламеняющихся жидкостей и газовых баллонов, наличные деньги, живых животных и всё, что запрещено законом. Если сомневаетесь, спросите нас до оформления.',
      },
      {
        question: 'Что будет, если получателя нет на месте?',
        answer: 'Водитель звонит получателю и, если тот согласен, оставляет посылку у соседей или в оговорённом месте. Иначе мы назначаем повторную доставку, или получатель может забрать груз на нашем складе.',
      },
      {
        question: 'Застрахован ли груз в пути?',
        answer: 'Наша стандартная ответственность покрывает груз до определённой суммы на одно отправление, указанной в условиях перевозки. Для более ценных отправлений при оформлении можно добавить страховку.',
      },
      {
        question: 'Вы работаете с компаниями по договору?',
        answer: 'Да. Компании, которые отправляют грузы регулярно, получают фиксированный тариф, забор по расписанию и один счёт в месяц вместо оплаты каждой заявки.',
      },
    ],
    story: [
      '«{brand}» перевозит грузы для компаний и частных клиентов: документы по городу, посылки по стране, паллеты между складами. Клиентам от нас нужно простое. Доставка приходит в обещанный срок, груз цел, а на всём пути понятно, где он находится.',
      'Каждый маршрут планируется заранее, а каждое отправление сканируется при заборе и при вручении. Водители знают, что везут, и обращаются с грузом соответственно, будь то хрупкая посылка или паллета стройматериалов. Если в дороге что-то пошло не так, вы узнаете об этом от нас раньше, чем успеете спросить.',
      'Цены понятны и согласуются до забора груза. У постоянных клиентов есть личный менеджер и фиксированный тариф, поэтому доставка становится частью рабочего распорядка, а не ежедневными звонками. Мы хотим быть той частью вашего бизнеса, о которой не приходится беспокоиться.',
    ],
    values: [
      { title: 'Надёжность', text: 'Срок доставки — это обещание, и каждый маршрут мы планируем так, чтобы его сдержать.' },
      { title: 'Бережность', text: 'Грузим, крепим и передаём груз так, будто он хрупкий, даже если это не так.' },
      { title: 'Открытость', text: 'Вы в любой момент видите, где ваш груз, а о любой задержке мы сообщаем сразу.' },
      { title: 'Понятные цены', text: 'Вы платите ту цену, которую вам назвали, если только не изменился сам груз.' },
    ],
    ctaHeadings: ['Рассчитайте стоимость доставки', 'Закажите забор груза на сегодня', 'Настройте регулярную доставку для бизнеса'],
    ctaTexts: [
      'Расскажите, что и куда нужно отправить, и мы подтвердим цену и время забора.',
      'Отправляете регулярно? Запросите тариф и личного менеджера, и мы выстроим забор грузов под ваш график.',
    ],
    articles: [
      {
        titles: ['Как упаковать посылку, чтобы она доехала целой', 'Упаковка для доставки: коробки, наполнитель и маркировка'],
        description: 'Как выбрать коробку, заполнить пустоты, защитить хрупкие вещи и правильно подписать груз: простые правила, которые сохраняют посылки целыми в дороге.',
        excerpt: 'Большая часть повреждений в пути связана с упаковкой, а не с грубым обращением. Несколько простых правил сохранят груз от забора до двери.',
        sections: [
          {
            heading: 'Начните с правильной коробки',
            paragraphs: [
              'Возьмите прочную гофрированную коробку, лучше новую, без надрывов и помятых углов. Коробка, которая уже побывала в одной поездке, теряет значительную часть прочности. Выбирайте размер с запасом в несколько сантиметров под наполнитель с каждой стороны. В слишком большой коробке вещи болтаются, а в слишком маленькой нечему смягчить удар.',
            ],
          },
          {
            heading: 'Заполните все пустоты',
            paragraphs: [
              'Заверните каждую вещь отдельно и заполните свободное место пузырчатой плёнкой, бумагой или воздушными подушками. Слегка встряхните закрытую коробку: если что-то сдвигается, добавьте наполнителя. Тяжёлое кладите вниз, лёгкое наверх. Никогда не упаковывайте тяжёлые и хрупкие вещи в одну коробку.',
            ],
          },
          {
            heading: 'Хрупкие и неудобные предметы',
            paragraphs: [
              'Стеклу, керамике и электронике нужна двойная защита, в идеале коробка в коробке. Заводская упаковка техники рассчитана на перевозку, и её стоит хранить. Длинные предметы и вещи необычной формы оборачивают так, чтобы были защищены углы и края. Хрупкие посылки подписывайте заметно, но упаковывайте так, будто на надпись никто не посмотрит.',
            ],
          },
          {
            heading: 'Заклейте и подпишите',
            paragraphs: [
              'Проклейте все швы прочным упаковочным скотчем буквой Н сверху и снизу. Снимите или заклейте старые наклейки и штрихкоды: из-за них посылка может уехать не туда. Этикетку с адресом клейте на самую большую ровную сторону и указывайте полный адрес и телефон получателя. Копия адреса внутри коробки выручит, если наружная этикетка повредится.',
            ],
          },
        ],
      },
      {
        titles: ['Курьер, паллета или целая машина: как выбрать способ доставки', 'Какой вариант доставки подходит вашему грузу'],
        description: 'Когда хватит курьера, когда выгоднее паллетная доставка и когда заказывать целую машину: как выбрать по габаритам, весу, расстоянию и срочности.',
        excerpt: 'Правильный способ доставки зависит от того, что, куда и как быстро вы отправляете. Удачный выбор экономит деньги и снижает риск повреждений.',
        sections: [
          {
            heading: 'Посылки и документы: курьер',
            paragraphs: [
              'Всё, что один человек может спокойно поднять, обычно до тридцати килограммов на коробку, выгоднее всего отправлять посылкой. Курьерские сети рассчитаны на скорость и объём, а отправление сканируется на каждом этапе. Срочная доставка в тот же день подходит для документов и запчастей в пределах города. В остальных случаях обычно разумнее доставка на следующий день.',
            ],
          },
          {
            heading: 'Тяжёлые и габаритные грузы: паллета',
            paragraphs: [
              'Несколько коробок на один адрес или одну тяжёлую вещь часто дешевле и надёжнее отправить на паллете. Груз укладывают, оборачивают плёнкой и стягивают лентами, и он едет единым местом, а перемещают его погрузчиком, а не вручную. Уточните, может ли получатель принять паллету, или закажите машину с гидробортом. Ровная укладка без свисающих за края коробок предотвращает большинство повреждений.',
            ],
          },
          {
            heading: 'Крупные партии: сборный груз или целая машина',
            paragraphs: [
              'Если груз занимает заметную часть кузова, сборная перевозка делит машину с другими клиентами, которым по пути. Полная загрузка даёт вам весь автомобиль, прямой маршрут и никаких лишних перегрузок. Полная загрузка подходит для переездов между складами, доставки на стройку и сезонных партий товара. Цена обычно считается по расстоянию, а время погрузки согласуется заранее.',
            ],
          },
          {
            heading: 'Сроки, расстояние и цена',
            paragraphs: [
              'Быстрее всегда дороже, поэтому решите, что действительно должно приехать завтра, а что подождёт день-два. Регулярные отправки, запланированные заранее, обычно обходятся дешевле срочных. Объединение нескольких небольших отправлений на одну паллету заметно снижает расходы. Если не уверены, какой вариант подойдёт, опишите груз и срок, и мы предложим самый разумный.',
            ],
          },
        ],
      },
      {
        titles: ['Когда интернет-магазину пора отдать склад и упаковку заказов', 'Фулфилмент для интернет-магазина: признаки, что пора'],
        description: 'Не хватает места, вечера уходят на упаковку, заказы отправляются с опозданием: когда интернет-магазину пора переходить на внешний склад и фулфилмент.',
        excerpt: 'Собирать заказы на кухонном столе удобно на старте. Но в какой-то момент это начинает тормозить бизнес, и вот как это понять.',
        sections: [
          {
            heading: 'Признаки, что домашний склад тесен',
            paragraphs: [
              'Товар занимает свободную комнату, затем прихожую, а потом и гараж. Вечера и выходные уходят на упаковку, а не на развитие магазина. Заказы, сделанные в пятницу, ждут понедельника, а распродажи и предпраздничные недели превращаются в аврал. Если что-то из этого знакомо, стоит сравнить стоимость внешнего фулфилмента с ценой собственного времени.',
            ],
          },
          {
            heading: 'Что делает фулфилмент',
            paragraphs: [
              'Оператор принимает товар, пересчитывает его и размещает на стеллажах или паллетах. Когда приходит заказ, сотрудники собирают позиции, упаковывают их по вашим стандартам и передают курьеру, часто в тот же день. Возвраты проверяют и либо возвращают на склад, либо откладывают отдельно. Остатки и статусы заказов вы видите онлайн в любое время.',
            ],
          },
          {
            heading: 'Как посчитать стоимость',
            paragraphs: [
              'Обычно оплата складывается из хранения за паллету или полку в месяц, платы за сборку и упаковку каждого заказа и самой доставки. Сложите, во что вам сейчас обходятся упаковка, курьеры, место и собственные часы. Многие небольшие магазины обнаруживают, что разница меньше, чем казалось, особенно если учесть время владельца. Быстрая отправка к тому же улучшает отзывы и повторные покупки.',
            ],
          },
          {
            heading: 'Как перейти без сбоев',
            paragraphs: [
              'Начните с полного списка товаров с артикулами, размерами и весом. Планируйте переезд на спокойную неделю и на день приостановите или ограничьте продажи, пока товар принимают на склад. Подключите магазин к системе оператора, чтобы заказы передавались автоматически. Первые несколько десятков заказов проверьте внимательно, а дальше пусть работает налаженный порядок.',
            ],
          },
        ],
      },
    ],
  },
};
