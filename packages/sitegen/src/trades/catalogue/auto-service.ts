import type { Trade } from '../types.ts';

export const autoService: Trade = {
  id: 'auto-service',
  theme: 'Auto Service',
  kind: 'services',
  icons: 'auto',
  offerIcons: ['clipboard-check', 'wrench', 'engine', 'disc-3', 'torus', 'snowflake', 'car-front', 'droplet', 'cog'],
  en: {
    noun: 'garage',
    descriptor: 'an independent garage for servicing, diagnostics, brakes, tyres and air conditioning',
    audience: 'drivers',
    eyebrows: ['Servicing and repairs', 'Servicing, brakes, tyres, air-con', 'Car servicing and diagnostics'],
    heroTitles: [
      'Servicing and repairs without the guesswork',
      'Keep your car safe, reliable and on the road',
      'Honest repairs and clear prices for your car',
      'Brakes, tyres, servicing and diagnostics',
    ],
    heroLeads: [
      'We service cars of all makes to the manufacturer’s schedule, trace faults with up-to-date diagnostic equipment and repair brakes, suspension, tyres and air conditioning.',
      'At {brand}, nothing is replaced without your say-so. We call with photos and a price before any extra work, and show you the old parts when you collect the car.',
      'Book online or by phone, drop the car off in the morning and collect it the same afternoon for most services and repairs.',
    ],
    offersHeadings: ['Services and prices', 'What we do for your car', 'Servicing, repairs and tyres'],
    offersLeads: [
      'Prices are for a typical family car; we confirm the exact price for your make and model when you book.',
      'We use parts that meet the original specification and record every service in your car’s service history.',
    ],
    offers: [
      { title: 'Interim service', text: 'Oil and filter change plus checks of brakes, lights, tyres, fluids and steering, for drivers who cover high mileage between full services.', price: 140, from: true },
      { title: 'Full service', text: 'An annual service to the manufacturer’s schedule: oil, air and fuel filters, spark plugs when due and a check of more than 50 points.', price: 240, from: true },
      { title: 'Engine diagnostics', text: 'Fault codes read and live data checked to find the cause of warning lights, rough running or loss of power.', price: 80 },
      { title: 'Brake pads and discs', text: 'Worn pads and discs replaced on one axle, with the calipers checked and the brake fluid level topped up.', price: 180, from: true, unit: 'per axle' },
      { title: 'Tyre fitting and balancing', text: 'Tyres supplied by us or brought by you, fitted with new valves, balanced and inflated to the correct pressure.', price: 20, from: true, unit: 'per tyre' },
      { title: 'Air-con recharge', text: 'Old refrigerant recovered, the system checked for leaks and recharged with the correct amount of gas and oil.', price: 90, from: true },
      { title: 'Wheel alignment', text: 'Four-wheel alignment check and adjustment to stop uneven tyre wear and the car pulling to one side.', price: 70 },
      { title: 'Oil and filter change', text: 'Engine oil of the correct grade and a new oil filter, with fluid levels and tyre pressures checked while the car is with us.', price: 75, from: true },
      { title: 'Timing belt replacement', text: 'Timing belt, tensioners and usually the water pump replaced at the interval your manufacturer sets.', price: 450, from: true },
    ],
    highlights: [
      { title: 'No work without your approval', text: 'If we find anything beyond the job you booked, we call with photos and a price before we touch it.' },
      { title: 'All makes and models', text: 'Petrol, diesel and hybrid cars of every make, serviced to the manufacturer’s schedule.' },
      { title: 'Old parts shown to you', text: 'Replaced parts are kept for you to see when you collect the car.' },
      { title: 'Same-day turnaround', text: 'Most services and routine repairs are done while you are at work.' },
      { title: 'Clear, itemised invoices', text: 'Parts and labour listed line by line, with the work recorded in your service history.' },
    ],
    process: [
      { title: 'Book a slot', text: 'Choose a service or describe the problem by phone or online, and pick a drop-off day.' },
      { title: 'Drop off the car', text: 'Leave the car with us in the morning and tell us about any noises, warning lights or concerns.' },
      { title: 'Inspection and a call', text: 'We inspect the car and call you before doing anything beyond the booked work, with photos and a price.' },
      { title: 'Work carried out', text: 'The mechanic completes the service or repair and road-tests the car afterwards.' },
      { title: 'Collection', text: 'We talk you through what was done, show you the old parts and update your service history.' },
    ],
    faq: [
      { question: 'How often should my car be serviced?', answer: 'Most manufacturers recommend a full service every 12 months or at the mileage set in the service book, whichever comes first. If you drive a lot, an interim service in between keeps the oil and brakes in good order.' },
      { question: 'How long will my car be with you?', answer: 'Most services, brake jobs and diagnostics are finished the same day if you drop the car off in the morning. Bigger repairs that need parts ordering can take a day or two, and we tell you in advance.' },
      { question: 'Why is my engine warning light on?', answer: 'The cause can be anything from a loose fuel cap to a faulty sensor or a misfire. A diagnostic check reads the fault codes and live data to find the real cause. If the light is flashing, slow down and have the car checked straight away.' },
      { question: 'How do I know when my brakes need replacing?', answer: 'Squealing or grinding when braking, longer stopping distances, vibration through the pedal or a warning light on the dashboard are all signs. We measure pad and disc thickness at every service.' },
      { question: 'Can I bring my own tyres or parts?', answer: 'Tyres, yes. Other parts we prefer to supply ourselves, so we can stand behind both the part and the work.' },
      { question: 'How often does air-con need recharging?', answer: 'Car air conditioning loses a little gas every year, so most systems need a recharge every two to three years. If it blows warm or smells musty, it is time for a check.' },
    ],
    story: [
      '{brand} is an independent garage servicing and repairing cars of all makes. We handle everything from oil changes and tyres to diagnostics, brakes, timing belts and air conditioning. Most jobs are done the same day, while you get on with yours.',
      'We explain before we replace. If an inspection turns up anything beyond the work you booked, we call with photos and a price, and nothing goes ahead without your approval. Old parts are kept for you to see when you collect the car.',
      'Servicing follows the manufacturer’s schedule, using oils and parts that meet the original specification. Every car is road-tested before it goes back to its owner. The invoice lists parts and labour line by line, so you know exactly what you paid for.',
    ],
    values: [
      { title: 'Honesty', text: 'We only recommend work the car really needs, and we show you why.' },
      { title: 'Safety', text: 'Brakes, tyres and steering checked on every car that comes in.' },
      { title: 'Clear prices', text: 'A quote before the work and an invoice that matches it.' },
      { title: 'Respect for your time', text: 'Same-day work wherever possible and a call as soon as your car is ready.' },
    ],
    ctaHeadings: ['Book a service or repair', 'Warning light on the dashboard?', 'Get a price for your car'],
    ctaTexts: [
      'Tell us your car’s make, model and year, and we’ll confirm the price and the next free slot.',
      'Call or book online, drop the car off in the morning and, for most jobs, collect it the same day.',
    ],
    articles: [
      {
        titles: ['Interim or full service: which does your car need?', 'What is checked in a car service, and how often'],
        description: 'The difference between an interim and a full car service, what each one includes and how to choose the right one for your mileage and driving habits.',
        excerpt: 'Service menus can be confusing. Here is what the two main service levels include and how to decide which one your car is due.',
        sections: [
          {
            heading: 'What an interim service includes',
            paragraphs: [
              'An interim service is a lighter check between annual services. The engine oil and oil filter are changed, and the brakes, lights, tyres, wipers, steering and fluid levels are inspected. Drivers who cover high mileage, tow or make lots of short town trips benefit most, as all of these are hard on oil.',
            ],
          },
          {
            heading: 'What a full service adds',
            paragraphs: [
              'A full service follows the manufacturer’s annual schedule and goes much further. Air and fuel filters are replaced when due, spark plugs on petrol engines at their interval, and the brakes are taken apart for a closer look. The suspension, exhaust, drive belts and underside of the car are inspected. Results are recorded in the service history.',
            ],
          },
          {
            heading: 'Which one, and when',
            paragraphs: [
              'Most cars need a full service every 12 months or at the mileage set in the service book, whichever comes first. If you drive more than average, add an interim service halfway between. Cars that cover few miles still need an annual service, because oil ages even when the car sits still.',
            ],
          },
          {
            heading: 'Why the service history matters',
            paragraphs: [
              'A complete service history shows a buyer that the car has been looked after and supports its resale value. Regular servicing also catches wear early, while a repair is still small and affordable. Keep every invoice together with the service book.',
            ],
          },
        ],
      },
      {
        titles: ['Dashboard warning lights and what they mean', 'Warning lights: when to stop and when to book a check'],
        description: 'Red, amber and green dashboard lights explained: which mean stop now, which mean book a check soon, and what a diagnostic check can tell you.',
        excerpt: 'A light on the dashboard is the car telling you something. Here is how to read the colours and what to do next.',
        sections: [
          {
            heading: 'Red means stop',
            paragraphs: [
              'A red warning light means a problem that can cause damage or affect safety. The oil pressure, coolant temperature, brake and charging lights are the most serious. Pull over when it is safe, switch off the engine and check the handbook before going any further. Driving on with low oil pressure can ruin an engine in minutes.',
            ],
          },
          {
            heading: 'Amber means book a check',
            paragraphs: [
              'Amber lights warn of a fault that needs attention soon rather than immediately. The engine management, ABS, tyre pressure and glow plug lights are common examples. The car is usually safe to drive with care, but the fault can get worse or raise fuel use. A flashing engine light is the exception, as it points to a misfire that can damage the catalytic converter.',
            ],
          },
          {
            heading: 'Green and blue are for information',
            paragraphs: [
              'Green and blue symbols simply confirm that something is switched on, such as dipped headlights, main beam or cruise control. They need no action. Knowing which symbols your car uses makes it easier to spot a new one when it appears.',
            ],
          },
          {
            heading: 'What a diagnostic check shows',
            paragraphs: [
              'Modern cars store fault codes in their control units whenever a warning light comes on. A diagnostic check reads these codes along with live data from the sensors, pointing to the system at fault. The code is a starting point rather than the whole answer, and a mechanic confirms the cause with tests before replacing anything. Testing first avoids paying for parts the car does not need.',
            ],
          },
        ],
      },
      {
        titles: ['When to replace your tyres', 'Tread, pressure and age: how to check your tyres'],
        description: 'How to check tyre tread depth, pressure and age at home, the signs of uneven wear that point to alignment problems, and when tyres really need replacing.',
        excerpt: 'Tyres are the only part of the car touching the road. A five-minute check once a month tells you when they need attention.',
        sections: [
          {
            heading: 'Tread depth',
            paragraphs: [
              'Many countries set a legal minimum of 1.6 mm of tread, but grip in the wet falls away well before that. Many mechanics suggest replacing tyres at around 3 mm. Tread wear indicators, small raised bars in the grooves, show when a tyre has reached the limit. A tread depth gauge costs very little and gives an exact reading.',
            ],
          },
          {
            heading: 'Pressure',
            paragraphs: [
              'Check pressures once a month and before long journeys, with the tyres cold. The correct figures are usually on a sticker inside the driver’s door or the fuel flap, and often differ front and rear and for a loaded car. Underinflated tyres wear faster at the edges, increase fuel use and overheat at motorway speeds.',
            ],
          },
          {
            heading: 'Uneven wear',
            paragraphs: [
              'Wear on one edge only usually means the wheel alignment is out, often after hitting a kerb or a pothole. Wear in the centre points to overinflation, and patchy, scalloped wear to worn suspension parts. An alignment check costs far less than a new pair of tyres.',
            ],
          },
          {
            heading: 'Age and damage',
            paragraphs: [
              'Rubber hardens with age even when the tread looks fine. The four-digit code on the sidewall shows the week and year the tyre was made, and tyres over six to ten years old deserve a careful inspection. Cracks in the sidewall, bulges or cuts mean the tyre should be replaced straight away.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'автосервис',
    descriptor: 'независимый автосервис: техобслуживание, диагностика, тормоза, шиномонтаж и кондиционеры',
    audience: 'автовладельцы',
    eyebrows: ['ТО и ремонт автомобилей', 'ТО, тормоза, шины, кондиционер', 'Диагностика и обслуживание'],
    heroTitles: [
      'ТО и ремонт без лишних трат и догадок',
      'Ваш автомобиль — исправный и безопасный',
      'Честный ремонт и понятные цены',
      'Тормоза, шины, ТО и диагностика',
    ],
    heroLeads: [
      'Обслуживаем автомобили всех марок по регламенту производителя, находим неисправности на современном диагностическом оборудовании, ремонтируем тормоза, подвеску и кондиционеры, меняем шины.',
      'В «{brand}» ничего не меняют без вашего согласия. Перед любыми дополнительными работами звоним с фото и ценой, а старые детали показываем, когда вы забираете машину.',
      'Запишитесь онлайн или по телефону, оставьте машину утром и заберите её в тот же день — так проходит большинство ТО и ремонтов.',
    ],
    offersHeadings: ['Услуги и цены', 'Что мы делаем для вашего автомобиля', 'ТО, ремонт и шиномонтаж'],
    offersLeads: [
      'Цены указаны для типового семейного автомобиля; точную стоимость для вашей марки и модели подтверждаем при записи.',
      'Используем детали, соответствующие оригинальным характеристикам, и записываем каждое ТО в сервисную историю автомобиля.',
    ],
    offers: [
      { title: 'Промежуточное ТО', text: 'Замена масла и фильтра, проверка тормозов, света, шин, жидкостей и рулевого управления — для тех, кто много ездит между плановыми ТО.', price: 140, from: true },
      { title: 'Плановое ТО', text: 'Ежегодное обслуживание по регламенту производителя: масло, воздушный и топливный фильтры, свечи по сроку и проверка более 50 пунктов.', price: 240, from: true },
      { title: 'Компьютерная диагностика', text: 'Считываем коды ошибок и параметры в реальном времени, чтобы найти причину горящей лампы, неровной работы или потери мощности.', price: 80 },
      { title: 'Замена колодок и дисков', text: 'Меняем изношенные колодки и диски на одной оси, проверяем суппорты и уровень тормозной жидкости.', price: 180, from: true, unit: 'за ось' },
      { title: 'Шиномонтаж и балансировка', text: 'Монтаж наших или ваших шин с новыми вентилями, балансировка и накачка до нужного давления.', price: 20, from: true, unit: 'за колесо' },
      { title: 'Заправка кондиционера', text: 'Откачиваем старый хладагент, проверяем систему на утечки и заправляем нужным количеством хладагента и масла.', price: 90, from: true },
      { title: 'Развал-схождение', text: 'Проверка и регулировка углов установки всех четырёх колёс, чтобы шины не изнашивались неравномерно, а машину не уводило в сторону.', price: 70 },
      { title: 'Замена масла и фильтра', text: 'Моторное масло нужной спецификации и новый масляный фильтр, а заодно проверка уровней жидкостей и давления в шинах.', price: 75, from: true },
      { title: 'Замена ремня ГРМ', text: 'Меняем ремень ГРМ, натяжители и, как правило, помпу с интервалом, который установил производитель.', price: 450, from: true },
    ],
    highlights: [
      { title: 'Никаких работ без согласования', text: 'Если находим что-то сверх заказанного, звоним с фото и ценой, прежде чем что-то трогать.' },
      { title: 'Все марки и модели', text: 'Бензиновые, дизельные и гибридные автомобили любых марок обслуживаем по регламенту производителя.' },
      { title: 'Показываем старые детали', text: 'Снятые детали сохраняем, чтобы вы увидели их, когда забираете машину.' },
      { title: 'Работы в тот же день', text: 'Большинство ТО и типовых ремонтов делаем, пока вы на работе.' },
      { title: 'Подробный заказ-наряд', text: 'Детали и работы расписаны построчно, а обслуживание отмечено в сервисной истории.' },
    ],
    process: [
      { title: 'Запись', text: 'Выберите услугу или опишите проблему по телефону или онлайн и назначьте день.' },
      { title: 'Приёмка автомобиля', text: 'Оставьте машину утром и расскажите о шумах, лампах на панели и любых сомнениях.' },
      { title: 'Осмотр и звонок', text: 'Осматриваем автомобиль и звоним вам с фото и ценой, прежде чем делать что-то сверх заказанного.' },
      { title: 'Работы', text: 'Мастер выполняет обслуживание или ремонт, а затем проверяет машину на ходу.' },
      { title: 'Выдача', text: 'Рассказываем, что сделано, показываем старые детали и вносим запись в сервисную историю.' },
    ],
    faq: [
      { question: 'Как часто нужно проходить ТО?', answer: 'Большинство производителей рекомендуют плановое ТО раз в год или по пробегу, указанному в сервисной книжке, — смотря что наступит раньше. Если много ездите, добавьте промежуточное ТО между плановыми.' },
      { question: 'Сколько времени машина пробудет у вас?', answer: 'Большинство ТО, работы с тормозами и диагностику делаем в тот же день, если оставить машину утром. Крупный ремонт, для которого нужно заказать детали, может занять день-два, и мы предупреждаем об этом заранее.' },
      { question: 'Почему горит лампа «Check Engine»?', answer: 'Причина может быть любой — от неплотно закрытой крышки бака до неисправного датчика или пропусков зажигания. Диагностика считывает коды ошибок и параметры, чтобы найти настоящую причину. Если лампа мигает, снизьте скорость и как можно скорее приезжайте на проверку.' },
      { question: 'Как понять, что пора менять тормоза?', answer: 'Скрип или скрежет при торможении, увеличившийся тормозной путь, вибрация педали или лампа на панели — всё это признаки износа. Толщину колодок и дисков мы измеряем при каждом ТО.' },
      { question: 'Можно приехать со своими шинами или запчастями?', answer: 'Шины — да. Остальные детали мы предпочитаем поставлять сами, чтобы отвечать и за деталь, и за работу.' },
      { question: 'Как часто нужно заправлять кондиционер?', answer: 'Система кондиционирования теряет немного хладагента каждый год, поэтому заправка обычно нужна раз в два-три года. Если дует тёплым воздухом или появился неприятный запах, пора на проверку.' },
    ],
    story: [
      '«{brand}» — независимый автосервис, где обслуживают и ремонтируют автомобили всех марок. Мы делаем всё: от замены масла и шиномонтажа до диагностики, тормозов, ремня ГРМ и кондиционеров. Большинство работ выполняем за один день, пока вы заняты своими делами.',
      'Сначала объясняем, потом меняем. Если при осмотре находим что-то сверх заказанного, звоним с фото и ценой, и без вашего согласия ничего не делаем. Старые детали сохраняем, чтобы вы увидели их при выдаче машины.',
      'ТО проводим по регламенту производителя, с маслами и деталями, которые соответствуют оригинальным характеристикам. Перед выдачей каждый автомобиль проверяем на ходу. В заказ-наряде детали и работы расписаны построчно, так что вы точно знаете, за что заплатили.',
    ],
    values: [
      { title: 'Честность', text: 'Рекомендуем только те работы, которые действительно нужны, и показываем почему.' },
      { title: 'Безопасность', text: 'Тормоза, шины и рулевое проверяем у каждой машины, которая к нам заезжает.' },
      { title: 'Понятные цены', text: 'Смета до начала работ и счёт, который с ней совпадает.' },
      { title: 'Бережём ваше время', text: 'Работы в тот же день, где это возможно, и звонок, как только машина готова.' },
    ],
    ctaHeadings: ['Запишитесь на ТО или ремонт', 'Загорелась лампа на панели?', 'Узнайте цену для вашей машины'],
    ctaTexts: [
      'Назовите марку, модель и год выпуска автомобиля — подтвердим цену и ближайшее свободное время.',
      'Позвоните или запишитесь онлайн, оставьте машину утром и в большинстве случаев заберите её в тот же день.',
    ],
    articles: [
      {
        titles: ['Промежуточное или плановое ТО: что нужно вашей машине', 'Что проверяют на ТО и как часто его проходить'],
        description: 'Чем промежуточное ТО отличается от планового, что входит в каждое из них и как выбрать подходящее с учётом пробега и манеры езды.',
        excerpt: 'В перечнях работ на ТО легко запутаться. Рассказываем, что входит в два основных вида обслуживания и как понять, какое пора делать.',
        sections: [
          {
            heading: 'Что входит в промежуточное ТО',
            paragraphs: [
              'Промежуточное ТО — облегчённая проверка между ежегодными плановыми. Меняют моторное масло и масляный фильтр, осматривают тормоза, свет, шины, щётки, рулевое управление и уровни жидкостей. Лишняя замена масла особенно пригодится тем, кто много ездит, возит прицеп или часто ездит на короткие расстояния по городу: всё это сильно нагружает масло.',
            ],
          },
          {
            heading: 'Что добавляет плановое ТО',
            paragraphs: [
              'Плановое ТО проводится по ежегодному регламенту производителя и гораздо подробнее. По сроку меняют воздушный и топливный фильтры, на бензиновых моторах — свечи, а тормоза разбирают для тщательного осмотра. Проверяют подвеску, выхлопную систему, приводные ремни и днище. Результаты вносят в сервисную историю.',
            ],
          },
          {
            heading: 'Какое и когда',
            paragraphs: [
              'Большинству машин плановое ТО нужно раз в 12 месяцев или по пробегу из сервисной книжки — смотря что наступит раньше. Если вы ездите больше среднего, добавьте промежуточное ТО посередине. Машинам с маленьким пробегом ежегодное ТО всё равно нужно: масло стареет, даже когда автомобиль стоит.',
            ],
          },
          {
            heading: 'Почему важна сервисная история',
            paragraphs: [
              'Полная сервисная история показывает покупателю, что за машиной следили, и помогает при продаже. Регулярное обслуживание выявляет износ рано, пока ремонт небольшой и недорогой. Храните заказ-наряды вместе с сервисной книжкой.',
            ],
          },
        ],
      },
      {
        titles: ['Лампы на приборной панели: что они означают', 'Горит лампа на панели: когда остановиться, а когда записаться'],
        description: 'Красные, жёлтые и зелёные индикаторы на панели: какие требуют немедленной остановки, какие — скорой проверки и что покажет компьютерная диагностика.',
        excerpt: 'Лампа на панели — способ машины что-то сообщить. Рассказываем, как читать цвета индикаторов и что делать дальше.',
        sections: [
          {
            heading: 'Красный — остановитесь',
            paragraphs: [
              'Красная лампа означает неисправность, которая может привести к поломке или угрожает безопасности. Самые серьёзные — давление масла, температура охлаждающей жидкости, тормоза и зарядка аккумулятора. Остановитесь, как только это безопасно, заглушите двигатель и загляните в руководство, прежде чем ехать дальше. Езда с низким давлением масла может погубить двигатель за считанные минуты.',
            ],
          },
          {
            heading: 'Жёлтый — запишитесь на проверку',
            paragraphs: [
              'Жёлтые лампы предупреждают о неисправности, которой нужно заняться скоро, но не немедленно. Типичные примеры — «Check Engine», ABS, давление в шинах и свечи накаливания. Обычно на машине можно аккуратно доехать до сервиса, но неисправность может усугубиться или увеличить расход топлива. Исключение — мигающая лампа двигателя: она говорит о пропусках зажигания, которые могут повредить катализатор.',
            ],
          },
          {
            heading: 'Зелёный и синий — для информации',
            paragraphs: [
              'Зелёные и синие символы просто подтверждают, что что-то включено: ближний или дальний свет, круиз-контроль. Никаких действий они не требуют. Если знать символы своей машины, новый значок легче заметить сразу.',
            ],
          },
          {
            heading: 'Что покажет диагностика',
            paragraphs: [
              'Современные автомобили записывают коды ошибок в блоки управления каждый раз, когда загорается лампа. Диагностика считывает эти коды и данные датчиков в реальном времени и указывает на неисправную систему. Код — отправная точка, а не готовый ответ, и мастер подтверждает причину проверками, прежде чем что-то менять. Проверка до замены избавляет от покупки деталей, которые машине не нужны.',
            ],
          },
        ],
      },
      {
        titles: ['Когда пора менять шины', 'Протектор, давление и возраст: как проверить шины'],
        description: 'Как самому проверить глубину протектора, давление и возраст шин, какой износ говорит о проблемах с развалом и когда шины действительно пора менять.',
        excerpt: 'Шины — единственное, что связывает машину с дорогой. Пятиминутная проверка раз в месяц подскажет, когда им нужно внимание.',
        sections: [
          {
            heading: 'Глубина протектора',
            paragraphs: [
              'Для летних шин допустимый минимум обычно 1,6 мм, для зимних — 4 мм, но сцепление на мокрой дороге падает гораздо раньше. Многие мастера советуют менять летние шины при остатке около 3 мм. Индикаторы износа — небольшие выступы в канавках — показывают, что шина дошла до предела. Недорогой глубиномер даёт точное значение.',
            ],
          },
          {
            heading: 'Давление',
            paragraphs: [
              'Проверяйте давление раз в месяц и перед дальними поездками, на холодных шинах. Правильные значения обычно указаны на табличке в проёме водительской двери или на лючке бензобака и часто различаются для передней и задней оси и для загруженной машины. Недокачанные шины быстрее изнашиваются по краям, увеличивают расход топлива и перегреваются на трассе.',
            ],
          },
          {
            heading: 'Неравномерный износ',
            paragraphs: [
              'Износ только по одному краю обычно означает сбитый развал-схождение, часто после удара о бордюр или яму. Износ по центру говорит о слишком высоком давлении, а пятнистый, волнистый износ — о проблемах с подвеской. Проверка развала стоит гораздо меньше пары новых шин.',
            ],
          },
          {
            heading: 'Возраст и повреждения',
            paragraphs: [
              'Резина твердеет с возрастом, даже если протектор выглядит нормально. Четырёхзначный код на боковине показывает неделю и год выпуска шины, и шины старше шести–десяти лет стоит внимательно осмотреть. Трещины на боковине, грыжи и порезы — повод заменить шину сразу.',
            ],
          },
        ],
      },
    ],
  },
};
