import type { Trade } from '../types.ts';

export const plumbing: Trade = {
  id: 'plumbing',
  theme: 'Plumbing',
  kind: 'services',
  icons: 'cleaning',
  offerIcons: ['siren', 'droplet', 'faucet', 'gauge', 'wrench', 'flame', 'toilet', 'bath', 'heater'],
  en: {
    noun: 'plumbing service',
    descriptor: 'a plumbing and heating service for leaks, boilers, bathrooms and blocked drains',
    audience: 'customers',
    eyebrows: ['Plumbing and heating', 'Leaks, boilers, bathrooms, drains', 'Repairs, installations, emergencies'],
    heroTitles: [
      'Leaks fixed, heating back on, drains running',
      'Fast help when water goes where it shouldn’t',
      'Boilers, bathrooms and repairs without surprises',
      'Plumbing and heating you can rely on',
    ],
    heroLeads: [
      'We fix leaks and dripping taps, service and repair boilers, clear blocked drains and fit complete bathrooms. For emergencies, we aim to be with you within two hours.',
      'At {brand}, you get a price before any work starts and a clear explanation of what went wrong. The van carries common parts, so most repairs are finished on the first visit.',
      'From a burst pipe on a Sunday to a new boiler or bathroom, one team handles the pipework, the heating and the tidy-up afterwards.',
    ],
    offersHeadings: ['What we fix and fit', 'Repairs, boilers and bathrooms', 'Our price list'],
    offersLeads: [
      'Repair prices cover labour on a typical job, with parts quoted separately; installations are priced in full after a survey.',
      'Not sure what you need? Describe the problem or send a photo, and we’ll tell you what it is likely to cost.',
    ],
    offers: [
      { title: 'Emergency call-out', text: 'Burst pipes, serious leaks, no water or no heating: we make the problem safe, stop the damage and repair it on the same visit where possible.', price: 120, from: true },
      { title: 'Leak detection and repair', text: 'Finding and fixing leaks from pipes, joints, valves and radiators, including hidden leaks that stain ceilings or lift floors.', price: 95, from: true },
      { title: 'Tap, toilet and shower repairs', text: 'Dripping taps, running toilets, weak showers and faulty valves repaired or replaced, usually within the hour.', price: 80, from: true },
      { title: 'Boiler service', text: 'An annual check of your gas boiler: safety tests, cleaning, flue checks and a written record of the readings.', price: 110 },
      { title: 'Boiler repair', text: 'Diagnosis and repair of boilers that won’t fire, lose pressure or give no hot water, with common parts carried in the van.', price: 130, from: true },
      { title: 'New boiler installation', text: 'Removal of the old boiler and fitting of a new combi or system boiler, with a system flush, new controls and commissioning.', price: 2800, from: true },
      { title: 'Blocked drain clearing', text: 'Blocked sinks, toilets, showers and outside drains cleared with rods or a high-pressure jetter, plus a camera survey if the problem keeps coming back.', price: 110, from: true },
      { title: 'Bathroom installation', text: 'Complete bathroom fitting: removal of the old suite, new pipework, bath or shower, toilet, basin, tiling and sealing.', price: 5500, from: true },
      { title: 'Radiator installation', text: 'New or replacement radiators fitted, moved or upsized, with new valves, bleeding and a balanced heating system.', price: 220, from: true },
    ],
    highlights: [
      { title: 'A price before we start', text: 'You agree the cost of the job before any work begins, so the bill holds no surprises.' },
      { title: 'Parts in the van', text: 'Washers, valves, cartridges, fittings and common boiler parts travel with us, so most repairs are finished on the first visit.' },
      { title: 'Fast emergency response', text: 'For leaks and loss of heating, we aim to be with you within two hours.' },
      { title: 'Clean, careful work', text: 'Dust sheets, shoe covers and a dry, tidy room when we leave.' },
      { title: 'Honest repair-or-replace advice', text: 'If a repair makes more sense than a new boiler or bathroom suite, we’ll tell you.' },
    ],
    process: [
      { title: 'Call or message', text: 'Describe the problem, send a photo if you can and tell us how urgent it is.' },
      { title: 'A time and an estimate', text: 'We book a visit and give you an arrival window and an idea of the likely cost.' },
      { title: 'Diagnosis on site', text: 'The plumber finds the cause, explains it in plain words and confirms the price before starting.' },
      { title: 'Repair or installation', text: 'Most repairs are done on the spot with parts from the van; larger jobs are booked in on dates that suit you.' },
      { title: 'Testing and tidy-up', text: 'We test everything under pressure, check for leaks, clean up and leave a written note of the work done.' },
    ],
    faq: [
      { question: 'What should I do while I wait for an emergency plumber?', answer: 'Turn off the water at the stopcock, usually under the kitchen sink or where the supply enters the house. If water is near electrics, switch off the power at the fuse box. Open the cold taps to drain the pipes and move valuables away from the leak.' },
      { question: 'How often should a boiler be serviced?', answer: 'Once a year. A regular service keeps the boiler safe and efficient, catches small faults before they turn into breakdowns and is usually a condition of the manufacturer’s warranty.' },
      { question: 'Is it worth repairing an old boiler?', answer: 'For a boiler under ten years old, a repair is usually worthwhile. Once a boiler passes 12 to 15 years, or parts become hard to find, replacement often costs less over time. We give you both prices so you can decide.' },
      { question: 'Do you charge for parts separately?', answer: 'Yes. Our repair prices cover labour, and parts are priced at the visit before we fit them. For installations, the quote includes everything.' },
      { question: 'Why does my drain keep blocking?', answer: 'Grease, wipes and hair are the usual causes in kitchens and bathrooms. If a drain blocks again soon after clearing, there may be a dip, crack or root in the pipe, and a camera survey shows exactly where.' },
      { question: 'How long does a bathroom installation take?', answer: 'A standard bathroom usually takes seven to ten working days, including removal, pipework, tiling and sealing. We plan it so you are without a working toilet for as little time as possible, usually no more than a day.' },
    ],
    story: [
      '{brand} fixes leaks, keeps heating running and fits new bathrooms in homes and small businesses. Most calls start with a problem: a drip, a cold radiator, a sink that won’t drain. We find the cause, explain it plainly and put it right, usually on the first visit.',
      'Our vans carry the parts that fail most often, from tap cartridges to boiler pumps. The price is agreed before work starts, and we charge for the work rather than for trips to the merchant. Every job is tested under pressure before we pack up.',
      'Not every problem needs a new boiler or a new suite. When a repair makes more sense, we say so, and when replacement is the wiser spend, we show you both prices side by side. Customers call us back because they trust the advice as much as the work.',
    ],
    values: [
      { title: 'Straight answers', text: 'What went wrong, what it costs to fix and whether it is worth fixing.' },
      { title: 'Work that lasts', text: 'Proper fittings, correct pipe sizes and every joint tested before we leave.' },
      { title: 'Respect for your home', text: 'Shoe covers, dust sheets and any spilt water cleaned up, not left on your floor.' },
      { title: 'Safety first', text: 'Gas and electrical safety checked on every heating job, without exception.' },
    ],
    ctaHeadings: ['Got a leak or no heating?', 'Book your annual boiler service', 'Talk to us about a repair or a new bathroom'],
    ctaTexts: [
      'Call straight away in an emergency, or send us a message with a photo and we’ll book a visit at a time that suits you.',
      'Tell us what is wrong, and we’ll give you a likely cost and an arrival window before we set off.',
    ],
    articles: [
      {
        titles: ['What to do when a pipe bursts', 'Burst pipe at home? Four steps to limit the damage'],
        description: 'A burst or leaking pipe at home: how to find the stopcock, make the electrics safe, drain the pipes and limit the damage while you wait for help.',
        excerpt: 'The first ten minutes after a pipe bursts decide how much damage it does. Here is what to do before help arrives.',
        sections: [
          {
            heading: 'Turn off the water',
            paragraphs: [
              'Find the main stopcock and turn it clockwise until it stops. In most homes it sits under the kitchen sink, in a utility room or where the supply pipe enters the house. Flats sometimes have a second valve in the hallway or a shared cupboard. Find yours now, before you ever need it, and check that it turns freely.',
            ],
          },
          {
            heading: 'Make the electrics safe',
            paragraphs: [
              'If water is dripping near sockets, light fittings or the fuse box, switch off the electricity at the main switch. Never touch switches or appliances with wet hands or while standing in water. If the fuse box itself is wet, keep away from it and call an electrician as well as a plumber.',
            ],
          },
          {
            heading: 'Drain the pipes',
            paragraphs: [
              'Open all the cold taps and flush the toilets to empty the pipes and take pressure off the leak. If you have a hot water cylinder, switch off the immersion heater and the boiler. Catch running water with buckets and towels, and move furniture and valuables out of its way.',
            ],
          },
          {
            heading: 'Record the damage and call for help',
            paragraphs: [
              'Take photos of the leak and any damage before cleaning up, as your insurer will want to see them. Call a plumber and describe what happened, where the leak is and whether the water is off. Keep receipts for emergency work and drying equipment. In a flat, warn the neighbours below as soon as you can.',
            ],
          },
        ],
      },
      {
        titles: ['Why an annual boiler service is worth it', 'What happens during a boiler service'],
        description: 'What an engineer checks during an annual boiler service, why it keeps your heating safe and efficient, and the warning signs that mean you should not wait.',
        excerpt: 'A boiler service takes about an hour and costs far less than a winter breakdown. Here is what happens during one and why it matters.',
        sections: [
          {
            heading: 'Safety comes first',
            paragraphs: [
              'A gas boiler that burns badly can produce carbon monoxide, which you cannot see or smell. During a service the engineer checks the flue, the seals and the combustion readings to make sure fumes leave the house safely. Fit a carbon monoxide alarm near the boiler as well, and test it regularly.',
            ],
          },
          {
            heading: 'What the engineer checks',
            paragraphs: [
              'The visit starts with a look at how the boiler is running and any error codes it has stored. The case comes off, and the burner, heat exchanger, fan and ignition are inspected and cleaned. Gas pressure, water pressure and the condensate pipe are checked, and the controls are tested. You get a written record of the readings and of any parts that are wearing out.',
            ],
          },
          {
            heading: 'Efficiency and running costs',
            paragraphs: [
              'A clean, correctly set boiler uses less gas to produce the same heat. Small problems, such as a sticking valve or a partly blocked condensate trap, waste energy long before they cause a breakdown. Catching them during a service costs far less than an emergency call-out in January.',
            ],
          },
          {
            heading: 'Warning signs not to ignore',
            paragraphs: [
              'Book a visit straight away if the flame looks yellow or orange rather than blue, or if you notice soot marks around the boiler. Frequent drops in pressure, banging noises and the boiler cutting out are also signs of trouble. If you ever smell gas, turn off the supply at the meter, open the windows and call the gas emergency line.',
            ],
          },
        ],
      },
      {
        titles: ['How to prevent blocked drains at home', 'Keeping sinks, showers and toilets running clear'],
        description: 'Everyday habits that stop kitchen sinks, showers and toilets from blocking, what never to pour down a drain, and when a blockage needs a plumber.',
        excerpt: 'Most blocked drains are caused by what goes down them. A few simple habits prevent nearly all of them.',
        sections: [
          {
            heading: 'Kitchen sinks: fat is the main enemy',
            paragraphs: [
              'Cooking fat and oil are liquid when hot but set hard inside cold pipes, catching food scraps as they pass. Over time they build into a plug that no plunger will shift. Wipe greasy pans with kitchen paper before washing them, and pour used oil into a jar for the bin. A sink strainer catches rice, peelings and coffee grounds.',
            ],
          },
          {
            heading: 'Bathrooms: hair and soap',
            paragraphs: [
              'In showers and basins, hair binds with soap residue into a stubborn tangle just below the plug. A simple hair catcher over the drain prevents most of it. Once a month, pour a kettle of hot but not boiling water down the plughole to loosen soap build-up. Cleaning the pop-up plug regularly also keeps water flowing.',
            ],
          },
          {
            heading: 'Toilets: paper only',
            paragraphs: [
              'Wet wipes, even those labelled flushable, do not break down like toilet paper and are the most common cause of blocked toilets and sewers. Cotton buds, sanitary products and dental floss belong in the bin too. Keep a small lidded bin in every bathroom so there is always somewhere else to put them.',
            ],
          },
          {
            heading: 'When to call a plumber',
            paragraphs: [
              'A plunger or a simple drain rod clears most single blockages. If several fittings drain slowly at once, or water rises in the shower when the toilet is flushed, the problem lies further down the pipe. Gurgling noises and bad smells from outside drains point the same way. In these cases a jetter and a camera survey find and clear the cause without guesswork.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'сантехническая служба',
    descriptor: 'сантехническая служба: протечки, котлы, ванные комнаты и засоры канализации',
    audience: 'клиенты',
    eyebrows: ['Сантехника и отопление', 'Протечки, котлы, ванные, засоры', 'Ремонт, монтаж, аварийные выезды'],
    heroTitles: [
      'Протечки устранены, отопление работает',
      'Быстрая помощь, когда вода течёт не туда',
      'Котлы, ванные и ремонт — без сюрпризов',
      'Приедем, найдём причину и починим',
    ],
    heroLeads: [
      'Устраняем протечки и капающие краны, обслуживаем и ремонтируем котлы, прочищаем засоры и делаем ванные под ключ. На аварийный вызов стараемся приехать в течение двух часов.',
      'В «{brand}» цену называют до начала работ и понятно объясняют, что сломалось. Ходовые детали всегда в машине, поэтому большинство поломок устраняем за один визит.',
      'От прорыва трубы в выходной до нового котла или ванной комнаты — трубы, отопление и уборку после работ берёт на себя одна команда.',
    ],
    offersHeadings: ['Что мы чиним и устанавливаем', 'Ремонт, котлы и ванные', 'Наш прайс-лист'],
    offersLeads: [
      'В цене ремонта — работа на типовом вызове, детали считаются отдельно; монтаж оцениваем целиком после осмотра.',
      'Не уверены, что нужно? Опишите проблему или пришлите фото, и мы скажем, сколько примерно будет стоить работа.',
    ],
    offers: [
      { title: 'Аварийный вызов', text: 'Прорыв трубы, сильная протечка, нет воды или отопления: локализуем аварию, останавливаем ущерб и по возможности ремонтируем в тот же визит.', price: 120, from: true },
      { title: 'Поиск и устранение протечек', text: 'Находим и устраняем протечки труб, соединений, кранов и радиаторов, в том числе скрытые — те, что оставляют пятна на потолке и вздувают пол.', price: 95, from: true },
      { title: 'Ремонт смесителей, унитазов и душа', text: 'Капающие смесители, подтекающие бачки, слабый напор в душе и неисправные краны — чиним или меняем, обычно за час.', price: 80, from: true },
      { title: 'Обслуживание котла', text: 'Ежегодная проверка газового котла: тест безопасности, чистка, проверка дымохода и запись показателей.', price: 110 },
      { title: 'Ремонт котла', text: 'Диагностика и ремонт котлов, которые не включаются, теряют давление или не греют воду; ходовые детали возим с собой.', price: 130, from: true },
      { title: 'Установка нового котла', text: 'Демонтаж старого котла и установка нового двухконтурного или одноконтурного, с промывкой системы, настройкой автоматики и пуском.', price: 2800, from: true },
      { title: 'Прочистка канализации', text: 'Прочищаем засоры в раковинах, унитазах, душевых и наружной канализации тросом или гидродинамической машиной, при повторных засорах — видеодиагностика.', price: 110, from: true },
      { title: 'Ванная комната под ключ', text: 'Полный монтаж ванной: демонтаж старой сантехники, новая разводка труб, ванна или душ, унитаз, раковина, плитка и герметизация.', price: 5500, from: true },
      { title: 'Установка радиаторов', text: 'Устанавливаем, переносим и меняем радиаторы отопления с новыми кранами, воздухоотводчиками и балансировкой системы.', price: 220, from: true },
    ],
    highlights: [
      { title: 'Цена до начала работ', text: 'Вы согласуете стоимость до того, как мы возьмёмся за работу, и в счёте не бывает сюрпризов.' },
      { title: 'Детали в машине', text: 'Прокладки, картриджи, фитинги, краны и ходовые запчасти для котлов всегда с собой, поэтому большинство ремонтов — за один визит.' },
      { title: 'Быстрый аварийный выезд', text: 'При протечке или отключении отопления стараемся приехать в течение двух часов.' },
      { title: 'Аккуратная работа', text: 'Бахилы, защитная плёнка, сухой и чистый пол после нас.' },
      { title: 'Честно: чинить или менять', text: 'Если ремонт разумнее нового котла или новой сантехники, мы так и скажем.' },
    ],
    process: [
      { title: 'Звонок или сообщение', text: 'Опишите проблему, по возможности пришлите фото и скажите, насколько это срочно.' },
      { title: 'Время и примерная цена', text: 'Назначаем визит, называем окно приезда и примерную стоимость.' },
      { title: 'Диагностика на месте', text: 'Мастер находит причину, объясняет её простыми словами и подтверждает цену до начала работ.' },
      { title: 'Ремонт или монтаж', text: 'Большинство поломок устраняем сразу, деталями из машины, а крупные работы планируем на удобные вам даты.' },
      { title: 'Проверка и уборка', text: 'Проверяем всё под давлением, убеждаемся, что нигде не течёт, убираем за собой и оставляем письменный перечень работ.' },
    ],
    faq: [
      { question: 'Что делать, пока едет сантехник?', answer: 'Перекройте воду краном на вводе — в квартире он обычно стоит на отводе от стояка в санузле, в доме — там, где труба входит в здание. Если вода рядом с электрикой, отключите автоматы в щитке. Откройте краны холодной воды, чтобы сбросить давление, и уберите ценные вещи подальше от протечки.' },
      { question: 'Как часто нужно обслуживать котёл?', answer: 'Раз в год, желательно перед отопительным сезоном. Регулярное обслуживание сохраняет котёл безопасным и экономичным, выявляет мелкие неисправности до поломки и часто является условием бесплатного ремонта от производителя.' },
      { question: 'Стоит ли ремонтировать старый котёл?', answer: 'Котёл младше десяти лет обычно имеет смысл ремонтировать. После 12–15 лет службы или когда детали становится трудно найти, замена в итоге обходится выгоднее. Мы называем обе цены, чтобы вы решили сами.' },
      { question: 'Детали оплачиваются отдельно?', answer: 'Да. Цены на ремонт включают работу, а стоимость деталей называем на месте до их установки. В смету на монтаж входит всё.' },
      { question: 'Почему засор возвращается?', answer: 'Жир, влажные салфетки и волосы — обычные причины засоров на кухне и в ванной. Если засор возвращается вскоре после прочистки, в трубе может быть провис, трещина или неправильный уклон, и видеодиагностика покажет, где именно.' },
      { question: 'Сколько длится монтаж ванной под ключ?', answer: 'Стандартная ванная обычно занимает семь–десять рабочих дней: демонтаж, разводка, плитка и герметизация. Мы планируем работы так, чтобы вы оставались без унитаза как можно меньше — обычно не больше дня.' },
    ],
    story: [
      '«{brand}» устраняет протечки, следит за отоплением и делает ванные комнаты в квартирах, домах и небольших офисах. Чаще всего нам звонят с конкретной проблемой: капает кран, холодная батарея, не уходит вода в раковине. Мы находим причину, понятно объясняем её и устраняем, обычно с первого визита.',
      'В машине всегда есть детали, которые ломаются чаще всего, — от картриджей смесителей до насосов для котлов. Цену согласуем до начала работ и берём деньги за работу, а не за поездки в магазин. Перед уходом всё проверяем под давлением.',
      'Не каждая проблема требует нового котла или новой сантехники. Когда разумнее отремонтировать, мы так и говорим, а когда выгоднее заменить — показываем обе цены рядом. Клиенты возвращаются к нам, потому что доверяют и советам, и работе.',
    ],
    values: [
      { title: 'Прямые ответы', text: 'Что сломалось, сколько стоит ремонт и есть ли смысл чинить.' },
      { title: 'Работа надолго', text: 'Правильные фитинги, верный диаметр труб и проверка каждого соединения перед уходом.' },
      { title: 'Уважение к дому', text: 'Бахилы, плёнка и вытертая вода, а не лужи на полу.' },
      { title: 'Безопасность', text: 'На каждом вызове по отоплению проверяем газовую и электрическую безопасность, без исключений.' },
    ],
    ctaHeadings: ['Протечка или нет отопления?', 'Запишитесь на обслуживание котла', 'Обсудим ремонт или новую ванную'],
    ctaTexts: [
      'В аварийной ситуации звоните сразу, а в остальных случаях напишите нам и пришлите фото — назначим визит на удобное время.',
      'Расскажите, что случилось, и ещё до выезда мы назовём примерную стоимость и окно приезда.',
    ],
    articles: [
      {
        titles: ['Что делать, если прорвало трубу', 'Прорвало трубу дома: четыре шага, чтобы уменьшить ущерб'],
        description: 'Прорвало трубу в квартире или доме: как перекрыть воду, обезопасить электрику, сбросить давление и уменьшить ущерб, пока едет сантехник.',
        excerpt: 'Первые десять минут после прорыва трубы решают, насколько серьёзным будет ущерб. Рассказываем, что делать до приезда мастера.',
        sections: [
          {
            heading: 'Перекройте воду',
            paragraphs: [
              'Найдите вводной кран и поверните его до упора. В квартирах он обычно стоит на отводе от стояка в санузле, в частном доме — там, где труба входит в здание. Если кран не поворачивается или течёт сам, звоните в аварийную службу управляющей компании, чтобы перекрыли стояк. Найдите свой кран заранее и проверьте, что он свободно вращается.',
            ],
          },
          {
            heading: 'Обезопасьте электрику',
            paragraphs: [
              'Если вода капает рядом с розетками, светильниками или электрощитом, отключите вводной автомат. Не трогайте выключатели и приборы мокрыми руками или стоя в воде. Если намок сам щиток, не подходите к нему и вызовите электрика вместе с сантехником.',
            ],
          },
          {
            heading: 'Сбросьте давление и уберите воду',
            paragraphs: [
              'Откройте краны холодной воды и слейте бачок унитаза, чтобы уменьшить давление в трубах. Отключите водонагреватель или котёл. Собирайте воду вёдрами и тряпками и уносите мебель и ценные вещи подальше от протечки.',
            ],
          },
          {
            heading: 'Зафиксируйте ущерб и вызовите помощь',
            paragraphs: [
              'Сфотографируйте протечку и повреждения до уборки: снимки понадобятся страховой компании или соседям. Позвоните сантехнику и расскажите, что случилось, где течёт и перекрыта ли вода. Сохраняйте чеки за аварийные работы и просушку. В многоквартирном доме как можно скорее предупредите соседей снизу.',
            ],
          },
        ],
      },
      {
        titles: ['Зачем обслуживать газовый котёл каждый год', 'Что входит в ежегодное обслуживание котла'],
        description: 'Что проверяет мастер при ежегодном обслуживании газового котла, почему это важно для безопасности и экономии и какие признаки нельзя игнорировать.',
        excerpt: 'Обслуживание котла занимает около часа и стоит гораздо меньше зимней поломки. Рассказываем, что происходит во время визита и почему это важно.',
        sections: [
          {
            heading: 'Безопасность прежде всего',
            paragraphs: [
              'Котёл, который плохо сжигает газ, может выделять угарный газ — у него нет ни цвета, ни запаха. Во время обслуживания мастер проверяет дымоход, уплотнения и параметры горения, чтобы продукты сгорания уходили из дома. Установите рядом с котлом датчик угарного газа и регулярно проверяйте его.',
            ],
          },
          {
            heading: 'Что проверяет мастер',
            paragraphs: [
              'Визит начинается с осмотра работы котла и журнала ошибок. Затем снимается кожух, а горелка, теплообменник, вентилятор и розжиг осматриваются и чистятся. Проверяются давление газа и воды, конденсатоотвод и автоматика. В конце вы получаете запись с показателями и списком деталей, которые начинают изнашиваться.',
            ],
          },
          {
            heading: 'Экономия газа',
            paragraphs: [
              'Чистый и правильно настроенный котёл тратит меньше газа на то же количество тепла. Мелкие неполадки вроде залипающего клапана или частично забитого сифона конденсата расходуют энергию задолго до поломки. Найти их при плановом обслуживании проще и выгоднее, чем вызывать мастера в январские морозы.',
            ],
          },
          {
            heading: 'Тревожные признаки',
            paragraphs: [
              'Вызывайте мастера сразу, если пламя жёлтое или оранжевое, а не голубое, или вокруг котла появилась копоть. Частое падение давления, стуки и самопроизвольное отключение котла — тоже повод для проверки. Если почувствовали запах газа, перекройте кран, откройте окна и звоните в аварийную газовую службу.',
            ],
          },
        ],
      },
      {
        titles: ['Как избежать засоров канализации дома', 'Чтобы раковина, душ и унитаз не засорялись'],
        description: 'Простые привычки, которые защищают раковину, душ и унитаз от засоров, что нельзя сливать в канализацию и когда засор требует выезда сантехника.',
        excerpt: 'Большинство засоров появляется из-за того, что попадает в трубы. Несколько простых привычек предотвращают почти все из них.',
        sections: [
          {
            heading: 'Кухня: главный враг — жир',
            paragraphs: [
              'Жир и масло в горячем виде текут легко, но в холодных трубах застывают и собирают на себе остатки еды. Со временем образуется пробка, с которой не справится вантуз. Вытирайте жирные сковороды бумажным полотенцем перед мытьём, а отработанное масло сливайте в банку и выбрасывайте. Сеточка в сливе задержит рис, очистки и кофейную гущу.',
            ],
          },
          {
            heading: 'Ванная: волосы и мыло',
            paragraphs: [
              'В душе и раковине волосы смешиваются с мыльным налётом и образуют плотный комок прямо под сливом. Простая сеточка-волосоуловитель предотвращает большую часть таких засоров. Раз в месяц лейте в слив горячую, но не кипящую воду, чтобы растворить налёт. Регулярно чистите и донный клапан раковины.',
            ],
          },
          {
            heading: 'Унитаз: только бумага',
            paragraphs: [
              'Влажные салфетки, даже с пометкой «можно смывать», не распадаются как туалетная бумага и чаще всего становятся причиной засоров унитаза и стояка. Ватные палочки, гигиенические средства и зубная нить тоже должны отправляться в мусорное ведро. Поставьте в каждом санузле небольшое ведро с крышкой, чтобы их всегда было куда выбросить.',
            ],
          },
          {
            heading: 'Когда вызывать сантехника',
            paragraphs: [
              'Вантуз или простой трос справляются с большинством одиночных засоров. Если вода медленно уходит сразу в нескольких местах или при смыве унитаза поднимается в ванне, проблема глубже в трубе. Бульканье и неприятный запах из слива говорят о том же. В таких случаях гидродинамическая прочистка и видеодиагностика находят и устраняют причину без догадок.',
            ],
          },
        ],
      },
    ],
  },
};
