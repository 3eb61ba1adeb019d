import type { Trade } from '../types.ts';

export const carDealership: Trade = {
  id: 'car-dealership',
  theme: 'Car Dealership',
  kind: 'products',
  icons: 'auto',
  offerIcons: ['car', 'car-front', 'leaf', 'ev-charger', 'users', 'badge-check', 'key', 'van', 'hand-coins'],
  en: {
    noun: 'car dealership',
    descriptor: 'a car dealership selling new and used cars, with finance and part exchange',
    audience: 'customers',
    offersLabel: 'Cars',
    eyebrows: ['New and used cars', 'Car sales, finance, part exchange', 'Car dealership'],
    heroTitles: [
      'New and used cars, checked and ready to drive',
      'Your next car, with finance and part exchange',
      'New cars, used cars and finance',
      'Test drive it first, then decide',
    ],
    heroLeads: [
      'Hatchbacks, family SUVs, hybrids and electric cars, new and used. Book a test drive, get a valuation for your current car and see your monthly payment in one visit.',
      '{brand} sells new and used cars with clear prices and a full history for every car. Each used car is inspected and serviced before it goes on sale.',
      'Bring your current car for a valuation, choose the next one and let us arrange the finance. The paperwork is prepared for you, so the handover takes an hour, not a day.',
    ],
    offersHeadings: ['On the forecourt now', 'New and used cars for every budget', 'Cars from the dealership'],
    offersLeads: [
      'Prices are starting prices for each type of car. The exact figure depends on the trim, age and mileage of the car you choose.',
      'Every car here can be test driven, bought on finance or set against the value of your current car.',
    ],
    offers: [
      {
        title: 'New compact hatchback',
        text: 'An economical five-door hatchback for town and motorway, with a small petrol or mild-hybrid engine, parking sensors and smartphone connectivity as standard.',
        price: 21000,
        from: true,
      },
      {
        title: 'New family SUV',
        text: 'A roomy five-seat SUV with a raised driving position, a large boot and driver-assistance systems. Front-wheel or all-wheel drive.',
        price: 32000,
        from: true,
      },
      {
        title: 'New hybrid saloon',
        text: 'A comfortable saloon with a self-charging hybrid engine that runs on electric power at low speeds. Low fuel use on long commutes.',
        price: 29000,
        from: true,
      },
      {
        title: 'New electric crossover',
        text: 'A fully electric crossover with a real-world range of about 350–400 km and rapid charging. Quiet, quick off the line and inexpensive to run.',
        price: 38000,
        from: true,
      },
      {
        title: 'Seven-seat people carrier',
        text: 'Three rows of seats for larger families, with sliding rear doors or a tall boot. The third row folds flat when you need the space.',
        price: 34000,
        from: true,
      },
      {
        title: 'Used cars under three years old',
        text: 'Nearly new cars with low mileage and a full service history. Inspected and serviced before sale.',
        price: 16000,
        from: true,
      },
      {
        title: 'Used city cars',
        text: 'Small, economical used cars for town driving and first-time drivers, each with a history check, an inspection report and a service before handover.',
        price: 7000,
        from: true,
      },
      {
        title: 'Light commercial van',
        text: 'A new panel van for tradespeople and small businesses, with a payload of around one tonne, a bulkhead and load-securing points.',
        price: 27000,
        from: true,
      },
      {
        title: 'Car finance',
        text: 'Monthly payments arranged with partner banks for new and used cars, with the interest rate, the monthly payment and the total amount payable shown before you sign.',
        price: 250,
        from: true,
        unit: 'per month',
      },
    ],
    highlights: [
      {
        title: 'Every used car inspected',
        text: 'Before sale, each used car gets a multi-point inspection, a history check and a service where it is due. You see the report.',
      },
      {
        title: 'Test drives without pressure',
        text: 'Take the car on roads you know, for as long as you need to get a feel for it. Nobody will hurry you into a decision.',
      },
      {
        title: 'A fair part-exchange offer',
        text: 'We value your current car on the spot from its condition, mileage and today’s market prices, and put the offer in writing.',
      },
      {
        title: 'Finance explained in full',
        text: 'We compare offers from several lenders and show the deposit, monthly payment, rate and total cost before you commit.',
      },
      {
        title: 'Paperwork done for you',
        text: 'The contract, finance documents and handover pack are ready when you arrive, so collecting your car is quick.',
      },
    ],
    process: [
      {
        title: 'Choose a car',
        text: 'Browse the cars online or on the forecourt, and ask us about trim levels, running costs and which cars are ready for handover.',
      },
      {
        title: 'Book a test drive',
        text: 'Pick a time that suits you and bring your driving licence. We’ll have the car ready, charged or fuelled.',
      },
      {
        title: 'Value your current car',
        text: 'If you have a car to part-exchange, bring it with its documents and keys. The valuation takes about half an hour.',
      },
      {
        title: 'Agree the price and finance',
        text: 'We agree the final price, apply for finance if you need it and prepare the contract. Approval usually comes the same day.',
      },
      {
        title: 'Handover',
        text: 'Collect your car cleaned and checked. We walk you through its controls, hand over the keys, documents and service book, and you drive away.',
      },
    ],
    faq: [
      {
        question: 'Can I part-exchange my current car?',
        answer: 'Yes. Bring the car, its registration documents, service history and all keys, and we’ll value it on the spot. The value is taken off the price of your next car, and any outstanding finance on the old one can be settled as part of the deal.',
      },
      {
        question: 'What do I need for a test drive?',
        answer: 'A valid driving licence and a booked time. Test drives usually last 30 to 60 minutes, and you’re welcome to take a route you know, including a stretch of motorway.',
      },
      {
        question: 'How does car finance work with you?',
        answer: 'We apply to partner banks on your behalf and show you the offers side by side. Before you sign, you see the deposit, the monthly payment, the interest rate and the total amount payable. A decision usually comes within a few hours.',
      },
      {
        question: 'What checks do your used cars go through?',
        answer: 'Every used car has its history checked for outstanding finance, write-offs and mileage, followed by a multi-point mechanical and bodywork inspection. Anything due is serviced or repaired, and the report is yours to read.',
      },
      {
        question: 'Can I reserve a car?',
        answer: 'Yes. Call or message us and we’ll hold the car while you arrange a visit. For a longer hold, for example while finance is approved, we take a refundable deposit.',
      },
      {
        question: 'How quickly can I drive away?',
        answer: 'If the car is in stock and you pay outright, handover can often be the next day. With finance or a part exchange, allow two or three working days for approval and paperwork.',
      },
    ],
    story: [
      '{brand} sells new and used cars to people who want to know exactly what they are buying. Every car comes with its history, and every used car with an inspection report. Prices are on the windscreen and on the website, and the figure we quote is the figure you pay.',
      'Most customers come to us with a car to sell as well as one to buy. We value part exchanges on the spot and explain how we reached the number. Finance is arranged through several banks, so we can show you more than one offer and the full cost of each.',
      'A good sale does not end at the handover. When you collect the car, we show you how everything works, from the infotainment to the charging cable. If something puzzles you in the first weeks, call us and we’ll help.',
    ],
    values: [
      { title: 'Clear prices', text: 'The price on the car is the price you pay, with any extras listed and optional.' },
      { title: 'Full history', text: 'Service records, inspection reports and history checks are shown before you decide.' },
      { title: 'No pressure', text: 'Take your time, test drive more than one car and go home to think it over.' },
      { title: 'Straight answers', text: 'If a car doesn’t suit how you drive, we’ll say so and suggest one that does.' },
    ],
    ctaHeadings: ['Book a test drive', 'Get a valuation for your current car', 'Find your next car'],
    ctaTexts: [
      'Choose a car and a time, bring your driving licence, and we’ll have it ready for you.',
      'Bring your current car for a valuation and see your monthly payment on the next one in a single visit.',
    ],
    articles: [
      {
        titles: ['What to check on a used car before you buy it', 'Buying a used car: a checklist for the viewing'],
        description: 'A practical checklist for viewing a used car: the documents and history, bodywork and tyres, the engine bay and interior, and what to notice on a test drive.',
        excerpt: 'Half an hour with a checklist can save you from an expensive mistake. Here is what to look at when you view a used car.',
        sections: [
          {
            heading: 'Documents and history',
            paragraphs: [
              'Start with the paperwork, not the paintwork. The name and the vehicle identification number on the registration document should match the car, on the windscreen and under the bonnet. A service book or digital record should show regular servicing at sensible intervals. A history check reveals outstanding finance, past write-offs and mileage that doesn’t add up.',
            ],
          },
          {
            heading: 'Bodywork and tyres',
            paragraphs: [
              'Look along each side in daylight for ripples, mismatched paint and uneven gaps between panels, which suggest repairs. Check under the car and around the wheel arches for rust. Tyres should have at least 3 mm of tread, worn evenly across the width. Uneven wear points to alignment or suspension problems.',
            ],
          },
          {
            heading: 'Under the bonnet and inside',
            paragraphs: [
              'Ask to see the engine cold, because a warm engine can hide starting problems. The oil should be between the marks and not black and gritty, and there should be no leaks underneath. Inside, wear on the steering wheel, pedals and driver’s seat should match the mileage. Test every window, the air conditioning, the lights and the infotainment.',
            ],
          },
          {
            heading: 'On the test drive',
            paragraphs: [
              'Drive on different roads, including a faster stretch and some bumps. The car should pull straight without the steering wheel shaking, and the brakes should stop it evenly without noise. Gear changes should be smooth, whether manual or automatic. Listen for knocks over bumps and watch for warning lights on the dashboard.',
            ],
          },
        ],
      },
      {
        titles: ['How car finance works: deposit, term and total cost', 'Car finance explained in plain words'],
        description: 'How car finance works: what the deposit and term change, why the total amount payable matters more than the monthly figure, and what to prepare.',
        excerpt: 'The monthly payment is only part of the story. Here is how deposit, term and interest rate add up to what a car really costs you.',
        sections: [
          {
            heading: 'Paying outright or on finance',
            paragraphs: [
              'Paying in full is the least expensive way to buy a car, because there is no interest. Finance spreads the cost over several years, so you can drive a newer or safer car without emptying your savings. You pay for that convenience in interest and sometimes fees. The right choice depends on your savings, your income and how long you plan to keep the car.',
            ],
          },
          {
            heading: 'Deposit, term and monthly payment',
            paragraphs: [
              'The deposit is what you pay upfront, in cash, from your part exchange, or both. A larger deposit means borrowing less, which lowers both the monthly payment and the total interest. The term is how long you repay, usually three to five years. A longer term makes each payment smaller but the total cost higher.',
            ],
          },
          {
            heading: 'Look at the total amount payable',
            paragraphs: [
              'Two offers with the same monthly payment can cost very different amounts overall. Always compare the interest rate and the total amount payable, which includes every payment and fee. Check whether you can repay early and what that would cost. Ask for every offer in writing so you can compare them calmly at home.',
            ],
          },
          {
            heading: 'What to prepare for an application',
            paragraphs: [
              'Lenders usually ask for proof of identity, your address and your income. Applications are assessed on your credit history, so check it for mistakes beforehand. Several hard searches in a short time can lower your score, which is why a dealer that compares lenders in one application helps. A decision often comes the same day.',
            ],
          },
        ],
      },
      {
        titles: ['How to get a good part-exchange price for your car', 'Preparing your car for a trade-in valuation'],
        description: 'How part-exchange valuations are worked out, what to do before yours, which small repairs are worth it and how part exchange compares with a private sale.',
        excerpt: 'A little preparation can add real money to your part-exchange offer. Here is how valuations work and what is worth doing beforehand.',
        sections: [
          {
            heading: 'How a valuation is worked out',
            paragraphs: [
              'A valuer starts from current trade prices for your model, age and mileage. The figure then goes up or down with the car’s condition, service history, number of owners and equipment. Damage, worn tyres and missing keys all come off the price, because they cost money to put right. Popular colours and body styles sell faster, which also counts.',
            ],
          },
          {
            heading: 'Clean the car and gather the paperwork',
            paragraphs: [
              'A clean car inside and out makes a better first impression and shows it has been looked after. Bring the registration document, the service book, receipts for recent work and every key. A complete history can add more to the value than any polish. Remove personal belongings and any dashcam wiring before the visit.',
            ],
          },
          {
            heading: 'Small fixes worth doing',
            paragraphs: [
              'Replace blown bulbs, top up fluids and clear any warning light with a simple cause. Small fixes cost little and remove reasons to lower the offer. Big bodywork repairs are rarely worth doing just before a sale, because a dealer can usually get them done for less. Be open about known faults, as they will be found during the inspection anyway.',
            ],
          },
          {
            heading: 'Part exchange or private sale?',
            paragraphs: [
              'A private sale can bring a higher price, but it takes time, adverts, viewings and careful checks on the buyer’s payment. Part exchange is quicker and safer, and your old car pays straight into the new one. Outstanding finance is settled as part of the deal. For many people, the saved time and hassle are worth the difference.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'автосалон',
    descriptor: 'автосалон, где продают новые автомобили и машины с пробегом, оформляют кредит и принимают авто в трейд-ин',
    audience: 'покупатели',
    offersLabel: 'Автомобили',
    eyebrows: ['Новые авто и с пробегом', 'Продажа, кредит, трейд-ин', 'Автосалон'],
    heroTitles: [
      'Новые и проверенные автомобили с пробегом',
      'Ваш следующий автомобиль — в кредит и по трейд-ину',
      'Новые авто, машины с пробегом и кредит',
      'Сначала тест-драйв, потом решение',
    ],
    heroLeads: [
      'Хэтчбеки, семейные кроссоверы, гибриды и электромобили, новые и с пробегом. За один визит можно пройти тест-драйв, оценить свою машину и узнать ежемесячный платёж.',
      '«{brand}» продаёт новые автомобили и машины с пробегом по понятным ценам и с полной историей. Каждую машину с пробегом мы проверяем и обслуживаем перед продажей.',
      'Привезите свой автомобиль на оценку, выберите следующий, а кредит мы оформим сами. Документы готовим заранее, поэтому выдача занимает час, а не весь день.',
    ],
    offersHeadings: ['Сейчас в наличии', 'Новые авто и с пробегом под любой бюджет', 'Автомобили нашего автосалона'],
    offersLeads: [
      'Указаны начальные цены для каждого типа автомобиля. Точная стоимость зависит от комплектации, возраста и пробега.',
      'Любую машину можно взять на тест-драйв, купить в кредит или в зачёт вашего нынешнего автомобиля.',
    ],
    offers: [
      {
        title: 'Новый компактный хэтчбек',
        text: 'Экономичный пятидверный хэтчбек для города и трассы с небольшим бензиновым или мягким гибридным мотором, парктрониками и подключением смартфона в базе.',
        price: 21000,
        from: true,
      },
      {
        title: 'Новый семейный кроссовер',
        text: 'Просторный пятиместный кроссовер с высокой посадкой, большим багажником и системами помощи водителю. Передний или полный привод.',
        price: 32000,
        from: true,
      },
      {
        title: 'Новый гибридный седан',
        text: 'Комфортный седан с гибридной установкой, которая на малой скорости едет на электротяге. Небольшой расход на длинных ежедневных поездках.',
        price: 29000,
        from: true,
      },
      {
        title: 'Новый электрический кроссовер',
        text: 'Полностью электрический кроссовер с реальным запасом хода около 350–400 км и быстрой зарядкой. Тихий, резвый на старте и недорогой в эксплуатации.',
        price: 38000,
        from: true,
      },
      {
        title: 'Семиместный минивэн',
        text: 'Три ряда сидений для большой семьи, сдвижные задние двери или высокий багажник. Третий ряд складывается в ровный пол, когда нужно место.',
        price: 34000,
        from: true,
      },
      {
        title: 'Автомобили с пробегом до трёх лет',
        text: 'Почти новые машины с небольшим пробегом и полной сервисной историей. Перед продажей проверены и обслужены.',
        price: 16000,
        from: true,
      },
      {
        title: 'Городские автомобили с пробегом',
        text: 'Небольшие экономичные машины для города и начинающих водителей — с проверкой истории, отчётом о диагностике и обслуживанием перед выдачей.',
        price: 7000,
        from: true,
      },
      {
        title: 'Лёгкий коммерческий фургон',
        text: 'Новый цельнометаллический фургон для мастеров и малого бизнеса: грузоподъёмность около тонны, перегородка и точки крепления груза.',
        price: 27000,
        from: true,
      },
      {
        title: 'Автокредит',
        text: 'Ежемесячные платежи через банки-партнёры для новых машин и авто с пробегом. Первый взнос, ставку и полную стоимость кредита вы видите до подписания.',
        price: 250,
        from: true,
        unit: 'в месяц',
      },
    ],
    highlights: [
      {
        title: 'Каждая машина с пробегом проверена',
        text: 'Перед продажей каждый автомобиль проходит диагностику по десяткам пунктов, проверку истории и, если пора, техобслуживание. Отчёт вы видите сами.',
      },
      {
        title: 'Тест-драйв без давления',
        text: 'Проедьте по знакомым дорогам столько, сколько нужно, чтобы почувствовать машину. Никто не будет торопить с решением.',
      },
      {
        title: 'Честная оценка в трейд-ин',
        text: 'Оцениваем ваш автомобиль на месте по состоянию, пробегу и текущим рыночным ценам и фиксируем предложение письменно.',
      },
      {
        title: 'Кредит без мелкого шрифта',
        text: 'Сравниваем предложения нескольких банков и показываем первый взнос, платёж, ставку и полную стоимость до того, как вы решите.',
      },
      {
        title: 'Документы готовим мы',
        text: 'Договор, кредитные документы и комплект для выдачи готовы к вашему приезду, поэтому получение машины проходит быстро.',
      },
    ],
    process: [
      {
        title: 'Выберите автомобиль',
        text: 'Смотрите машины на сайте или на площадке и спрашивайте нас о комплектациях, расходах на содержание и о том, какие авто готовы к выдаче.',
      },
      {
        title: 'Запишитесь на тест-драйв',
        text: 'Выберите удобное время и возьмите с собой водительское удостоверение. Машина будет готова, заправлена или заряжена.',
      },
      {
        title: 'Оцените свою машину',
        text: 'Если сдаёте автомобиль в трейд-ин, приезжайте на нём с документами и всеми ключами. Оценка занимает около получаса.',
      },
      {
        title: 'Согласуйте цену и кредит',
        text: 'Фиксируем итоговую цену, при необходимости подаём заявку на кредит и готовим договор. Решение банка обычно приходит в тот же день.',
      },
      {
        title: 'Выдача автомобиля',
        text: 'Забирайте машину чистой и проверенной. Покажем все функции, передадим ключи, документы и сервисную книжку — и можно ехать.',
      },
    ],
    faq: [
      {
        question: 'Можно ли сдать мою машину в трейд-ин?',
        answer: 'Да. Приезжайте на своём автомобиле с СТС, ПТС, сервисной историей и всеми ключами, и мы оценим его на месте. Сумма пойдёт в счёт нового автомобиля, а остаток кредита за старый можно закрыть в рамках той же сделки.',
      },
      {
        question: 'Что нужно для тест-драйва?',
        answer: 'Действующее водительское удостоверение и запись на удобное время. Тест-драйв обычно длится от 30 до 60 минут, и можно проехать по знакомому маршруту, включая участок трассы.',
      },
      {
        question: 'Как у вас оформляется автокредит?',
        answer: 'Мы подаём заявку в банки-партнёры за вас и показываем предложения рядом друг с другом. До подписания вы видите первый взнос, ежемесячный платёж, ставку и полную стоимость кредита. Решение обычно приходит в течение нескольких часов.',
      },
      {
        question: 'Как вы проверяете машины с пробегом?',
        answer: 'У каждой машины проверяем историю: залоги, ограничения, ДТП и реальный пробег. Затем идёт диагностика механики и кузова по десяткам пунктов. Всё, что требует внимания, обслуживаем или ремонтируем, а отчёт отдаём вам.',
      },
      {
        question: 'Можно ли забронировать автомобиль?',
        answer: 'Да. Позвоните или напишите нам, и мы придержим машину, пока вы планируете визит. Для более долгой брони, например на время одобрения кредита, берём возвратный депозит.',
      },
      {
        question: 'Как быстро можно забрать машину?',
        answer: 'Если автомобиль в наличии и вы платите сразу, выдача часто возможна на следующий день. С кредитом или трейд-ином заложите два-три рабочих дня на одобрение и документы.',
      },
    ],
    story: [
      '«{brand}» продаёт новые автомобили и машины с пробегом тем, кто хочет точно знать, что покупает. У каждой машины есть история, а у каждой машины с пробегом — отчёт о диагностике. Цены указаны на лобовом стекле и на сайте, и названная нами сумма — это сумма, которую вы платите.',
      'Большинство покупателей приезжают к нам не только купить, но и продать машину. Автомобиль в трейд-ин оцениваем при вас и объясняем, откуда взялась цифра. Кредит оформляем через несколько банков, поэтому можем показать не одно предложение и полную стоимость каждого.',
      'Хорошая сделка не заканчивается выдачей ключей. Когда вы забираете машину, мы показываем, как всё работает, — от мультимедиа до зарядного кабеля. Если в первые недели что-то окажется непонятным, позвоните нам, и мы поможем.',
    ],
    values: [
      { title: 'Понятные цены', text: 'Цена на автомобиле — это цена, которую вы платите. Дополнительное оборудование указано отдельно и не навязывается.' },
      { title: 'Полная история', text: 'Сервисные записи, отчёты о диагностике и проверки истории вы видите до решения.' },
      { title: 'Без давления', text: 'Не спешите, попробуйте несколько машин и спокойно подумайте дома.' },
      { title: 'Прямые ответы', text: 'Если машина не подходит под вашу манеру езды, мы так и скажем и предложим другую.' },
    ],
    ctaHeadings: ['Запишитесь на тест-драйв', 'Узнайте, сколько стоит ваша машина', 'Подберите следующий автомобиль'],
    ctaTexts: [
      'Выберите машину и время, возьмите водительское удостоверение — автомобиль будет готов к вашему приезду.',
      'Привезите свою машину на оценку и за один визит узнайте ежемесячный платёж за следующую.',
    ],
    articles: [
      {
        titles: ['Что проверить у машины с пробегом перед покупкой', 'Покупка авто с пробегом: чек-лист для осмотра'],
        description: 'Практичный чек-лист для осмотра машины с пробегом: документы и история, кузов и шины, подкапотное пространство и салон, тест-драйв.',
        excerpt: 'Полчаса с чек-листом могут уберечь от дорогой ошибки. Рассказываем, на что смотреть при осмотре машины с пробегом.',
        sections: [
          {
            heading: 'Документы и история',
            paragraphs: [
              'Начинайте с документов, а не с блеска кузова. VIN в ПТС и СТС должен совпадать с номерами на кузове и под капотом, а продавец — с владельцем по документам. Сервисная книжка или электронная история должны показывать регулярное обслуживание с разумными интервалами. Проверка по базам покажет залоги, ограничения, ДТП и скрученный пробег.',
            ],
          },
          {
            heading: 'Кузов и шины',
            paragraphs: [
              'Осмотрите каждый борт при дневном свете: волны, разный оттенок краски и неровные зазоры между деталями говорят о ремонте. Загляните под машину и в колёсные арки в поисках ржавчины. У летних шин глубина протектора должна быть не меньше 1,6 мм, у зимних — 4 мм, и износ должен быть равномерным. Неравномерный износ указывает на проблемы с развалом или подвеской.',
            ],
          },
          {
            heading: 'Под капотом и в салоне',
            paragraphs: [
              'Попросите показать машину с холодным двигателем: тёплый мотор может скрыть проблемы с запуском. Масло должно быть между метками, не чёрным и без частиц, а под машиной не должно быть подтёков. В салоне износ руля, педалей и водительского сиденья должен соответствовать пробегу. Проверьте все стеклоподъёмники, кондиционер, свет и мультимедиа.',
            ],
          },
          {
            heading: 'На тест-драйве',
            paragraphs: [
              'Проедьте по разным дорогам, включая участок побыстрее и неровности. Машина должна ехать прямо, руль не должен вибрировать, а тормоза должны останавливать её ровно и без звуков. Переключения передач, на механике или автомате, должны быть плавными. Прислушивайтесь к стукам на неровностях и следите за сигнальными лампами на приборной панели.',
            ],
          },
        ],
      },
      {
        titles: ['Как устроен автокредит: взнос, срок и переплата', 'Автокредит простыми словами'],
        description: 'Как работает автокредит: на что влияют первый взнос и срок, почему полная стоимость кредита важнее ежемесячного платежа и что подготовить.',
        excerpt: 'Ежемесячный платёж — лишь часть картины. Рассказываем, как первый взнос, срок и ставка складываются в реальную цену машины.',
        sections: [
          {
            heading: 'Сразу или в кредит',
            paragraphs: [
              'Оплатить машину сразу — самый выгодный способ: процентов нет. Кредит растягивает расходы на несколько лет и позволяет ездить на более новой и безопасной машине, не опустошая сбережения. За это удобство платят процентами, а иногда и комиссиями. Правильный выбор зависит от накоплений, дохода и того, как долго вы собираетесь ездить на машине.',
            ],
          },
          {
            heading: 'Первый взнос, срок и платёж',
            paragraphs: [
              'Первый взнос — то, что вы платите сразу: деньгами, старой машиной в трейд-ин или и тем и другим. Чем больше взнос, тем меньше сумма кредита, а значит, ниже и платёж, и переплата. Срок — это время, за которое вы гасите кредит, обычно от трёх до пяти лет. Длинный срок уменьшает каждый платёж, но увеличивает общую переплату.',
            ],
          },
          {
            heading: 'Смотрите на полную стоимость кредита',
            paragraphs: [
              'Два предложения с одинаковым платежом могут обойтись в очень разные суммы. Всегда сравнивайте ставку и полную стоимость кредита, в которую входят все платежи и комиссии. Уточните, можно ли погасить кредит досрочно и во что это обойдётся. Просите каждое предложение письменно, чтобы спокойно сравнить их дома.',
            ],
          },
          {
            heading: 'Что подготовить для заявки',
            paragraphs: [
              'Банки обычно просят паспорт, второй документ и подтверждение дохода. Решение принимают с учётом кредитной истории, поэтому заранее проверьте её на ошибки. Много заявок в разные банки за короткое время может снизить ваш кредитный рейтинг. Решение часто приходит в тот же день.',
            ],
          },
        ],
      },
      {
        titles: ['Как выгоднее сдать машину в трейд-ин', 'Готовим автомобиль к оценке в трейд-ин'],
        description: 'Как оценивают машину в трейд-ин, что сделать перед оценкой, какой мелкий ремонт окупается и чем трейд-ин отличается от продажи частному покупателю.',
        excerpt: 'Небольшая подготовка может заметно поднять сумму в трейд-ин. Рассказываем, как устроена оценка и что стоит сделать заранее.',
        sections: [
          {
            heading: 'Как складывается оценка',
            paragraphs: [
              'Оценщик начинает с текущих рыночных цен на вашу модель, год и пробег. Затем сумма растёт или снижается в зависимости от состояния, сервисной истории, числа владельцев и комплектации. Повреждения, изношенные шины и недостающие ключи уменьшают цену, потому что их исправление стоит денег. Популярные цвета и типы кузова продаются быстрее, и это тоже учитывается.',
            ],
          },
          {
            heading: 'Вымойте машину и соберите документы',
            paragraphs: [
              'Чистая снаружи и внутри машина производит лучшее впечатление и показывает, что за ней ухаживали. Возьмите ПТС, СТС, сервисную книжку, чеки за недавние работы и все ключи. Полная история может добавить к цене больше, чем любая полировка. Перед визитом заберите личные вещи и снимите видеорегистратор.',
            ],
          },
          {
            heading: 'Какой мелкий ремонт окупается',
            paragraphs: [
              'Замените перегоревшие лампы, долейте жидкости и устраните простые причины горящих ошибок. Мелкий ремонт стоит недорого и убирает поводы снизить цену. Крупный кузовной ремонт прямо перед продажей редко окупается, потому что автосалону он обычно обходится дешевле. Честно расскажите об известных неисправностях: при диагностике их всё равно найдут.',
            ],
          },
          {
            heading: 'Трейд-ин или частная продажа?',
            paragraphs: [
              'Частная продажа может принести больше денег, но требует времени, объявлений, показов и внимательной проверки оплаты от покупателя. Трейд-ин быстрее и безопаснее, а старая машина сразу идёт в счёт новой. Остаток кредита закрывается в рамках той же сделки. Для многих сэкономленные время и нервы стоят этой разницы.',
            ],
          },
        ],
      },
    ],
  },
};
