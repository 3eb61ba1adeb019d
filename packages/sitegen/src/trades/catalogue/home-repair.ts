import type { Trade } from '../types.ts';

export const homeRepair: Trade = {
  id: 'home-repair',
  theme: 'Home Repair',
  kind: 'services',
  icons: 'construction',
  offerIcons: ['hammer', 'clock', 'armchair', 'tv', 'paint-roller', 'brick-wall', 'door-open', 'bath'],
  en: {
    noun: 'handyman service',
    descriptor: 'a handyman service for small repairs, furniture assembly, painting and tiling around the home',
    audience: 'customers',
    eyebrows: ['Small repairs around the home', 'Repairs, assembly, painting, tiling', 'Home repairs by the hour'],
    heroTitles: [
      'Those jobs on your list, sorted in one visit',
      'Small repairs done neatly and on time',
      'Shelves up, doors fixed, walls painted',
      'One call for all the little jobs at home',
    ],
    heroLeads: [
      'We put up shelves and curtain poles, assemble flat-pack furniture, fix sticking doors, paint rooms and retile splashbacks. Book by the hour or get a fixed price for a bigger job.',
      'Make a list of everything that needs doing, and {brand} will work through it in one visit. We arrive with tools, fixings and dust sheets, and leave the place tidy.',
      'Clear hourly rates, arrival within an agreed two-hour window and a tidy finish, whether the job is a wobbly handle or a whole room to paint.',
    ],
    offersHeadings: ['Jobs we do', 'Repairs, assembly and decorating', 'Around the house, room by room'],
    offersLeads: [
      'Small jobs are charged by the hour, with a one-hour minimum; larger jobs get a fixed price once we have seen them.',
      'Send a photo of the job and we’ll tell you roughly how long it will take before you book.',
    ],
    offers: [
      { title: 'Handyman by the hour', text: 'For a list of small jobs: hanging pictures and mirrors, fixing hinges and handles, filling gaps, changing bulbs you can’t reach.', price: 55, unit: 'per hour' },
      { title: 'Half-day booking', text: 'Four hours of work at a lower rate, ideal for a longer list or a job such as boxing in pipes or fitting a run of shelves.', price: 190 },
      { title: 'Flat-pack furniture assembly', text: 'Wardrobes, beds, chests of drawers and desks assembled, levelled and fixed to the wall where needed, with the packaging taken away.', price: 50, from: true },
      { title: 'TV and shelf mounting', text: 'TV brackets, floating shelves, curtain poles and blinds fixed securely into brick, concrete or plasterboard, with cables tidied away.', price: 70, from: true },
      { title: 'Room painting', text: 'Walls, ceiling and woodwork painted in one room, with furniture moved and covered, holes filled and edges cut in cleanly.', price: 320, from: true, unit: 'per room' },
      { title: 'Tiling and regrouting', text: 'Kitchen splashbacks, small bathroom walls and floor repairs, plus regrouting and replacing cracked tiles.', price: 45, from: true, unit: 'per m²' },
      { title: 'Door fitting and repairs', text: 'New internal doors hung, sticking doors planed and adjusted, and hinges, locks and handles replaced.', price: 90, from: true, unit: 'per door' },
      { title: 'Bath and shower resealing', text: 'Old, mouldy sealant cut away around baths, showers and worktops and replaced with a neat, mould-resistant bead.', price: 80, from: true },
    ],
    highlights: [
      { title: 'Arrival windows you can plan around', text: 'We give a two-hour arrival window and call when we are on the way.' },
      { title: 'Clear hourly rates', text: 'You know the rate before we start and pay only for the time the job takes, with a one-hour minimum.' },
      { title: 'Tools and fixings on board', text: 'We carry drills, ladders, fixings, sealant and filler, so most jobs are finished without a trip to the shop.' },
      { title: 'Dust sheets and a tidy-up', text: 'Floors and furniture are covered before work starts, and we vacuum and take the rubbish away afterwards.' },
      { title: 'Honest about what we don’t do', text: 'Gas work and major electrical jobs need specialists, and we’ll tell you so straight away rather than attempt them.' },
    ],
    process: [
      { title: 'Tell us the jobs', text: 'Call or send a message with your list and a few photos, and we’ll estimate how long everything will take.' },
      { title: 'Pick a time', text: 'Choose a day and a two-hour arrival window that suits you.' },
      { title: 'Sort the materials', text: 'Let us know if you already have the paint, tiles or furniture; otherwise we bring the fixings and can pick up materials on the way at cost.' },
      { title: 'The visit', text: 'We protect the floor, work through the list in the order you prefer and check each job with you as it is finished.' },
      { title: 'Tidy up and pay', text: 'We clean up and take the rubbish away, and you pay by card or transfer for the time actually spent.' },
    ],
    faq: [
      { question: 'Is there a minimum charge?', answer: 'Yes, one hour. After the first hour we charge in half-hour steps, so a quick job added to a longer one costs only the extra time.' },
      { question: 'Do you bring materials?', answer: 'We carry common fixings, filler, sealant and small parts. Paint, tiles, doors and furniture are usually bought by you, or we can pick them up and add the receipt to the bill.' },
      { question: 'Can you assemble furniture from any shop?', answer: 'Yes, as long as it comes with its instructions and all the parts. We also fix tall furniture to the wall, which matters most in homes with small children.' },
      { question: 'Do you do plumbing and electrical jobs?', answer: 'Small ones, yes: a tap washer, a toilet seat, a light fitting or a socket faceplate. New circuits, gas appliances and anything in the fuse box need a qualified specialist, and we’ll say so honestly.' },
      { question: 'Can you help landlords between tenancies?', answer: 'Yes. We work through the usual list before new tenants move in: touch-up painting, resealing, door adjustments and small repairs, with photos sent when the work is done.' },
      { question: 'How do I pay?', answer: 'By card or bank transfer at the end of the visit. For fixed-price jobs lasting more than a day, we may ask for the cost of materials upfront.' },
    ],
    story: [
      '{brand} takes care of the small jobs that build up in every home: the shelf that never went up, the door that sticks, the bathroom sealant gone black. We work by the hour, or at a fixed price for bigger jobs. Most visits cover several jobs from one list, and a ten-minute fix gets the same care as a full day’s work.',
      'Turning up when promised matters as much as the work itself. We give an arrival window, call on the way and bring the tools and fixings the job needs. Floors are covered before we start, and the rubbish leaves with us.',
      'We are clear about what we do and what we don’t. Gas, new electrical circuits and structural work go to specialists, and we say so before you book. Everything else on your list we are happy to take on.',
    ],
    values: [
      { title: 'Punctuality', text: 'Arrival windows kept, and a call if anything changes.' },
      { title: 'Neat work', text: 'Level shelves, clean paint lines and sealant you would do yourself if you had the time.' },
      { title: 'Fair charging', text: 'Time charged honestly, in half-hour steps after the first hour.' },
      { title: 'Respect for your home', text: 'Shoe covers, dust sheets and a tidy room when we leave.' },
    ],
    ctaHeadings: ['Send us your list of jobs', 'Got a job that keeps getting put off?', 'Book a visit at a time that suits you'],
    ctaTexts: [
      'Message us the jobs and a few photos, and we’ll tell you roughly how long they will take and what they will cost.',
      'Pick a day and a two-hour arrival window, and we’ll bring the tools, fixings and dust sheets.',
    ],
    articles: [
      {
        titles: ['How to hang heavy shelves on any wall', 'Brick, concrete or plasterboard: fixing shelves that stay up'],
        description: 'Which fixings to use for shelves on brick, concrete, block and plasterboard walls, how to find pipes and cables first, and how much weight a wall can take.',
        excerpt: 'A shelf is only as strong as its fixings. Here is how to tell what your wall is made of and choose plugs and screws that will hold.',
        sections: [
          {
            heading: 'Find out what the wall is made of',
            paragraphs: [
              'Knock on the wall: a hollow sound usually means plasterboard on a metal or timber frame, while a dull, solid sound means brick, block or concrete. A small test hole tells you more, since red dust means brick, hard grey dust means concrete and white dust followed by a void means plasterboard. Lightweight blocks drill very easily and need their own special plugs. Older houses can also have lath and plaster, which needs a careful approach.',
            ],
          },
          {
            heading: 'Check for pipes and cables',
            paragraphs: [
              'Before drilling anywhere, run a detector over the area. Cables usually run straight up, down or across from sockets and switches, and pipes often rise vertically from radiators. Avoid drilling directly above or below these points. A few seconds with a detector can save a flooded floor or a damaged cable.',
            ],
          },
          {
            heading: 'Choose the right fixings',
            paragraphs: [
              'In brick, block and concrete, use wall plugs matched to the screw size and set at least 50 mm deep. In plasterboard, spring toggles or metal cavity anchors carry far more weight than plastic plugs. The strongest option is to screw into the timber or metal studs behind the board, which you can find with a detector or a magnet.',
            ],
          },
          {
            heading: 'Loads and bracket spacing',
            paragraphs: [
              'Books are heavier than people expect: a metre of paperbacks can weigh over 20 kg. Use at least two brackets per metre, and more on long shelves. Floating shelves look neat, but they need a solid wall and a heavy-duty hidden bracket. When in doubt, go up a size with the fixings.',
            ],
          },
        ],
      },
      {
        titles: ['How to stop bath sealant going mouldy', 'Resealing a bath or shower: when and how'],
        description: 'Why silicone sealant turns black around baths and showers, when it is time to replace it, and how to get a clean, watertight bead that lasts for years.',
        excerpt: 'Black spots in the sealant are more than a cosmetic problem. Here is why they appear and how to reseal a bath or shower properly.',
        sections: [
          {
            heading: 'Why sealant turns black',
            paragraphs: [
              'Mould grows on and inside silicone when it stays damp for hours after every bath or shower. Poor ventilation, soap residue and sealant laid over old mould all speed things up. Once mould has grown into the silicone, bleach only lightens the surface for a while. The lasting fix is to remove the sealant and start again.',
            ],
          },
          {
            heading: 'Signs it needs replacing',
            paragraphs: [
              'Look for black patches that no longer clean off, gaps where the sealant has lifted from the tile and cracks along the bead. Water getting behind a bath can rot the floor and stain the ceiling of the room below. If you spot any of these signs, reseal sooner rather than later.',
            ],
          },
          {
            heading: 'How a proper reseal is done',
            paragraphs: [
              'All the old silicone is cut away and the last traces removed, then the joint is cleaned with spirit and left to dry completely. A bath should be filled with water before sealing, so it settles to its loaded position and the new joint does not crack later. Mould-resistant sanitary silicone goes on in one steady bead, is smoothed off and is left to cure for 24 hours before anyone uses the shower.',
            ],
          },
          {
            heading: 'Keeping it clean',
            paragraphs: [
              'Run the extractor fan during a shower and for 20 minutes afterwards. Wipe the sealant and tiles dry with a squeegee or cloth, especially in the corners. Leave the shower door or curtain open so the enclosure can dry out. With these habits, a well-laid bead can stay white for years.',
            ],
          },
        ],
      },
      {
        titles: ['Painting a room: the prep that makes the finish', 'How to get smooth, even walls when you paint a room'],
        description: 'Filling, sanding, masking and priming: the preparation that decides how a painted room looks, and how many coats walls and woodwork really need.',
        excerpt: 'Most of a good paint job happens before the lid comes off the tin. Here is the order we work in when we paint a room.',
        sections: [
          {
            heading: 'Clear and protect the room',
            paragraphs: [
              'Move the furniture into the middle of the room and cover it, then lay dust sheets over the whole floor. Take down curtains, pictures and switch plates, or mask them carefully. Proper protection takes half an hour and saves a lot of scrubbing later.',
            ],
          },
          {
            heading: 'Fill, sand and clean',
            paragraphs: [
              'Fill cracks and holes with a flexible filler, leaving it slightly proud, then sand it flush once dry. Cracks along the ceiling line and around door frames are easier to seal with decorator’s caulk, which stays flexible. Wash greasy areas such as kitchen walls with sugar soap and let them dry. Paint does not stick well to dust or grease.',
            ],
          },
          {
            heading: 'Prime where it matters',
            paragraphs: [
              'New plaster needs a mist coat of watered-down emulsion before the first full coat. Patches of filler and old water stains should be spot-primed, or they will show through as dull or yellow marks. Bare wood and knots need their own primer before any gloss or satin goes on.',
            ],
          },
          {
            heading: 'Coats, order and drying time',
            paragraphs: [
              'Work from the top down: ceiling first, then walls, then woodwork. Two coats on walls is normal, and a strong change of colour can need three. Leave each coat to dry for as long as the tin says, and keep the room aired. Pull masking tape off while the last coat is still slightly soft for a clean edge.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'мастер на час',
    descriptor: 'служба мелкого ремонта: сборка мебели, покраска, плитка и бытовые работы в квартире и доме',
    audience: 'клиенты',
    eyebrows: ['Мелкий ремонт по дому', 'Ремонт, сборка, покраска, плитка', 'Бытовые работы с почасовой оплатой'],
    heroTitles: [
      'Все мелкие дела по дому — за один визит',
      'Аккуратный мелкий ремонт точно в срок',
      'Полки висят, двери закрываются, стены покрашены',
      'Один звонок — и мелочи по дому сделаны',
    ],
    heroLeads: [
      'Вешаем полки и карнизы, собираем мебель, чиним заедающие двери, красим стены и перекладываем плитку на фартуке. Оплата по часам или фиксированная цена за крупную работу.',
      'Составьте список всего, что нужно сделать, и «{brand}» закроет его за один визит. Приезжаем со своими инструментами, крепежом и плёнкой и оставляем после себя порядок.',
      'Понятная почасовая ставка, приезд в согласованное двухчасовое окно и аккуратный результат — будь то разболтанная ручка или целая комната под покраску.',
    ],
    offersHeadings: ['Что мы делаем', 'Ремонт, сборка и покраска', 'По дому, комната за комнатой'],
    offersLeads: [
      'Мелкие работы оплачиваются по часам, минимум — один час. За крупные задачи называем фиксированную цену после осмотра.',
      'Пришлите фото задачи, и ещё до записи мы скажем, сколько примерно займёт работа.',
    ],
    offers: [
      { title: 'Мастер на час', text: 'Для списка мелких дел: повесить картины и зеркала, подтянуть петли и ручки, заделать щели, поменять лампочки под потолком.', price: 55, unit: 'за час' },
      { title: 'Мастер на полдня', text: 'Четыре часа работы по сниженной ставке — для длинного списка или задачи вроде короба для труб или ряда полок.', price: 190 },
      { title: 'Сборка мебели', text: 'Собираем шкафы, кровати, комоды и столы, выставляем по уровню, при необходимости крепим к стене и забираем упаковку.', price: 50, from: true },
      { title: 'Навеска телевизора и полок', text: 'Надёжно крепим кронштейны для телевизора, полки, карнизы и жалюзи к кирпичу, бетону или гипсокартону и прячем провода.', price: 70, from: true },
      { title: 'Покраска комнаты', text: 'Красим стены, потолок и двери в одной комнате: сдвигаем и укрываем мебель, заделываем отверстия, ровно прокрашиваем углы и примыкания.', price: 320, from: true, unit: 'за комнату' },
      { title: 'Плиточные работы и затирка', text: 'Фартук на кухне, небольшие стены в ванной, ремонт пола, обновление затирки и замена треснувшей плитки.', price: 45, from: true, unit: 'за м²' },
      { title: 'Установка и ремонт дверей', text: 'Навешиваем межкомнатные двери, подгоняем заедающие полотна, меняем петли, замки и ручки.', price: 90, from: true, unit: 'за дверь' },
      { title: 'Замена герметика в ванной', text: 'Срезаем старый потемневший герметик у ванны, душевой и столешницы и наносим новый ровный шов с защитой от плесени.', price: 80, from: true },
    ],
    highlights: [
      { title: 'Приезд в удобное окно', text: 'Называем двухчасовое окно приезда и звоним, когда выезжаем к вам.' },
      { title: 'Понятная почасовая ставка', text: 'Ставку вы знаете заранее и платите только за фактическое время, минимум — один час.' },
      { title: 'Инструмент и крепёж с собой', text: 'Дрели, стремянки, дюбели, герметик и шпаклёвка всегда в машине, так что большинство задач решаем без похода в магазин.' },
      { title: 'Плёнка и уборка', text: 'Перед работой укрываем пол и мебель, а после пылесосим и забираем мусор.' },
      { title: 'Честно о том, чего не делаем', text: 'Газ и серьёзная электрика — работа для профильных специалистов, и мы сразу об этом скажем.' },
    ],
    process: [
      { title: 'Расскажите о задачах', text: 'Позвоните или напишите, пришлите список дел и пару фотографий — мы прикинем, сколько времени всё займёт.' },
      { title: 'Выберите время', text: 'Выберите день и удобное двухчасовое окно приезда.' },
      { title: 'Материалы', text: 'Скажите, если краска, плитка или мебель уже куплены; если нет — привезём крепёж и по пути закупим материалы по чеку.' },
      { title: 'Визит мастера', text: 'Укрываем пол, выполняем задачи в удобном вам порядке и показываем каждую готовую работу.' },
      { title: 'Уборка и оплата', text: 'Убираем за собой, выносим мусор, а вы оплачиваете картой или переводом фактически затраченное время.' },
    ],
    faq: [
      { question: 'Есть ли минимальный заказ?', answer: 'Да, один час. После первого часа время считается по получасам, так что быстрая задача после долгой стоит только дополнительного времени.' },
      { question: 'Вы привозите материалы?', answer: 'С собой всегда есть стандартный крепёж, шпаклёвка, герметик и мелкие детали. Краску, плитку, двери и мебель обычно покупаете вы, но мы можем купить всё сами и приложить чек к счёту.' },
      { question: 'Соберёте мебель из любого магазина?', answer: 'Да, если есть инструкция и все детали. Высокую мебель мы крепим к стене — в доме с маленькими детьми это особенно важно.' },
      { question: 'Вы делаете сантехнику и электрику?', answer: 'Мелкие работы — да: поменять прокладку в кране, сиденье унитаза, светильник или накладку розетки. Новые линии проводки, газовое оборудование и работы в щитке — дело профильного специалиста, и мы честно об этом скажем.' },
      { question: 'Помогаете арендодателям между жильцами?', answer: 'Да. Делаем обычный список перед заселением: подкрасить стены, обновить герметик, подрегулировать двери, починить мелочи — и присылаем фотоотчёт.' },
      { question: 'Как оплатить работу?', answer: 'Картой или переводом в конце визита. Если работа с фиксированной ценой занимает больше дня, можем попросить заранее оплатить материалы.' },
    ],
    story: [
      '«{brand}» берётся за мелкие дела, которые копятся в каждом доме: полку, которую так и не повесили, заедающую дверь, почерневший герметик в ванной. Работаем по часам, а за крупные задачи называем фиксированную цену. Обычно за один визит закрываем сразу несколько пунктов из списка, и десятиминутную задачу делаем так же аккуратно, как работу на целый день.',
      'Приехать вовремя не менее важно, чем сделать работу. Мы называем окно приезда, звоним по дороге и привозим инструмент и крепёж, которые нужны для задачи. Пол укрываем до начала работ, а мусор уезжает вместе с нами.',
      'Мы честно говорим, что делаем, а что нет. Газ, новую проводку и работы с несущими стенами передаём профильным специалистам и предупреждаем об этом ещё до записи. Со всем остальным из вашего списка охотно справимся.',
    ],
    values: [
      { title: 'Пунктуальность', text: 'Приезжаем в оговорённое окно и предупреждаем, если что-то меняется.' },
      { title: 'Аккуратность', text: 'Ровные полки, чистые линии покраски и швы герметика, которые вы сделали бы сами, будь у вас время.' },
      { title: 'Честный расчёт', text: 'Время считаем честно: после первого часа — по получасам.' },
      { title: 'Уважение к дому', text: 'Бахилы, защитная плёнка и порядок в комнате, когда мы уходим.' },
    ],
    ctaHeadings: ['Пришлите список задач', 'Давно откладываете мелкий ремонт?', 'Запишитесь на удобное время'],
    ctaTexts: [
      'Напишите, что нужно сделать, и пришлите пару фото — скажем, сколько примерно займёт работа и сколько она будет стоить.',
      'Выберите день и двухчасовое окно, а инструмент, крепёж и плёнку мы привезём сами.',
    ],
    articles: [
      {
        titles: ['Как повесить тяжёлые полки на любую стену', 'Кирпич, бетон или гипсокартон: полки, которые не упадут'],
        description: 'Какой крепёж выбрать для полок на кирпиче, бетоне, газобетоне и гипсокартоне, как не попасть в проводку и трубы и какой вес выдержит стена.',
        excerpt: 'Полка держится ровно настолько, насколько надёжен её крепёж. Рассказываем, как понять, из чего стена, и подобрать дюбели и саморезы.',
        sections: [
          {
            heading: 'Из чего ваша стена',
            paragraphs: [
              'Постучите по стене: глухой звук означает кирпич или бетон, а гулкий — гипсокартон на каркасе. Пробное отверстие скажет больше: красная пыль — кирпич, серая и твёрдая — бетон, белая с пустотой за ней — гипсокартон. Газобетон сверлится очень легко и требует специальных дюбелей. В панельных домах бетон настолько плотный, что без перфоратора не обойтись.',
            ],
          },
          {
            heading: 'Проверьте проводку и трубы',
            paragraphs: [
              'Прежде чем сверлить, проведите по стене детектором. Провода обычно идут вертикально или горизонтально от розеток и выключателей, а трубы часто поднимаются прямо вверх от радиаторов. Не сверлите строго над и под этими точками. Несколько секунд с детектором спасут от затопленного пола и повреждённого кабеля.',
            ],
          },
          {
            heading: 'Правильный крепёж',
            paragraphs: [
              'В кирпич и бетон ставьте распорные дюбели под размер самореза на глубину не меньше 50 мм. В гипсокартоне пружинные анкеры и металлические дюбели-«бабочки» держат гораздо больше пластиковых. Надёжнее всего вкрутить саморез в стойку каркаса за листом, а найти её помогут детектор или магнит.',
            ],
          },
          {
            heading: 'Нагрузка и шаг кронштейнов',
            paragraphs: [
              'Книги тяжелее, чем кажется: метр книг в мягкой обложке может весить больше 20 кг. Ставьте минимум два кронштейна на метр, а на длинные полки — больше. Парящие полки смотрятся аккуратно, но им нужны прочная стена и усиленный скрытый крепёж. Если сомневаетесь, берите крепёж на размер больше.',
            ],
          },
        ],
      },
      {
        titles: ['Почему чернеет герметик в ванной и что с этим делать', 'Замена герметика у ванны и душевой: когда и как'],
        description: 'Почему силиконовый герметик у ванны и душевой покрывается чёрными пятнами, когда его пора менять и как сделать ровный шов, который прослужит годы.',
        excerpt: 'Чёрные точки на герметике — не только эстетическая проблема. Объясняем, откуда они берутся и как правильно обновить шов.',
        sections: [
          {
            heading: 'Откуда берётся чернота',
            paragraphs: [
              'Плесень растёт на силиконе и внутри него, когда шов часами остаётся влажным после каждого душа. Плохая вентиляция, остатки мыла и герметик, нанесённый поверх старой плесени, только ускоряют процесс. Если плесень проросла в силикон, хлорка лишь ненадолго осветлит поверхность. Надёжное решение одно — снять старый герметик и нанести новый.',
            ],
          },
          {
            heading: 'Когда шов пора менять',
            paragraphs: [
              'Присмотритесь к чёрным пятнам, которые больше не отмываются, к местам, где герметик отошёл от плитки, и к трещинам вдоль шва. Вода, затекающая за ванну, портит пол и может протечь к соседям снизу. Если заметили хотя бы один из этих признаков, не откладывайте замену.',
            ],
          },
          {
            heading: 'Как правильно обновить шов',
            paragraphs: [
              'Старый силикон срезают полностью, остатки удаляют, а шов обезжиривают и дают ему полностью высохнуть. Ванну перед герметизацией наполняют водой, чтобы она просела под нагрузкой и шов потом не треснул. Новый санитарный герметик с защитой от плесени наносят одной ровной полосой, разглаживают и дают ему сутки на отвердевание, прежде чем включать душ.',
            ],
          },
          {
            heading: 'Как сохранить шов чистым',
            paragraphs: [
              'Включайте вытяжку во время душа и ещё минут на двадцать после. Протирайте герметик и плитку насухо, особенно в углах. Оставляйте дверцу или шторку открытой, чтобы душевая просыхала. С такими привычками аккуратный шов годами остаётся белым.',
            ],
          },
        ],
      },
      {
        titles: ['Покраска комнаты: подготовка, от которой зависит результат', 'Как покрасить стены ровно и без пятен'],
        description: 'Шпаклёвка, шлифовка, малярный скотч и грунт: подготовка, от которой зависит вид покрашенной комнаты, и сколько слоёв краски действительно нужно.',
        excerpt: 'Большая часть хорошей покраски происходит ещё до того, как открыта банка. Рассказываем, в каком порядке мы красим комнату.',
        sections: [
          {
            heading: 'Освободите и укройте комнату',
            paragraphs: [
              'Сдвиньте мебель в центр и укройте её, а пол целиком застелите плёнкой. Снимите шторы, картины и накладки розеток или аккуратно заклейте их. Хорошая защита занимает полчаса и избавляет от долгой отмывки.',
            ],
          },
          {
            heading: 'Шпаклёвка, шлифовка и очистка',
            paragraphs: [
              'Трещины и отверстия заполните шпаклёвкой с небольшим запасом, а после высыхания отшлифуйте заподлицо. Трещины по линии потолка и вокруг дверных коробок удобнее заделать акриловым герметиком, который остаётся эластичным. Жирные участки, например на кухне, вымойте и дайте им высохнуть. Краска плохо ложится на пыль и жир.',
            ],
          },
          {
            heading: 'Грунтуйте там, где нужно',
            paragraphs: [
              'Новую штукатурку и шпаклёвку перед покраской обязательно грунтуют, иначе краска ляжет пятнами. Следы протечек закрывают изолирующим грунтом, чтобы они не проступили жёлтыми разводами. Дерево и сучки перед эмалью тоже требуют своей грунтовки.',
            ],
          },
          {
            heading: 'Слои, порядок и время высыхания',
            paragraphs: [
              'Работайте сверху вниз: сначала потолок, затем стены, потом двери и плинтусы. Два слоя на стенах — норма, а при резкой смене цвета может понадобиться третий. Выдерживайте время высыхания, указанное на банке, и проветривайте комнату. Малярный скотч снимайте, пока последний слой ещё не высох до конца, — край получится чистым.',
            ],
          },
        ],
      },
    ],
  },
};
