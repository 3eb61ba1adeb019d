import type { Trade } from '../types.ts';

export const gardeningLandscaping: Trade = {
  id: 'gardening-landscaping',
  theme: 'Gardening & Landscaping',
  kind: 'services',
  icons: 'general',
  offerIcons: ['pencil-ruler', 'shovel', 'tractor', 'sprout', 'flower', 'brick-wall', 'scissors', 'recycle', 'hammer'],
  offerLines: { upkeep: [1, 2, 6, 7], landscaping: [0, 3, 4, 5, 8] },
  en: {
    noun: 'landscaping company',
    descriptor: 'a garden and landscaping company that designs, builds and looks after gardens',
    audience: 'customers',
    eyebrows: ['Garden design and maintenance', 'Lawns, planting, paving', 'Gardens designed, built and kept'],
    heroTitles: [
      'A garden you’ll want to spend time in',
      'Gardens designed, built and looked after',
      'Lawns, borders and patios done properly',
      'From bare plot to finished garden',
    ],
    heroLeads: [
      'We design new gardens, lay lawns and patios, plant borders and hedges, and keep established gardens in shape with regular visits through the year.',
      'At {brand}, a garden starts with a walk round: where the sun falls, what the soil is like and how you want to use the space. Design, building and upkeep follow from there.',
      'Book a one-off tidy-up, a new lawn or a complete makeover, and the same team can look after the garden season after season.',
    ],
    offersHeadings: ['What we do', 'Design, build and upkeep', 'Outdoor work, season by season'],
    offersLeads: [
      'Design and build jobs are quoted after a site visit; regular upkeep is charged by the hour.',
      'Prices below are starting points for a typical garden and include taking away green waste unless stated otherwise.',
    ],
    offers: [
      { title: 'Garden design', text: 'A measured survey, layout plan and planting plan, with a 3D sketch and a costed list of materials and plants.', price: 900, from: true, words: ['redesign', 'makeover', 'build'] },
      { title: 'Regular garden maintenance', text: 'Weekly, fortnightly or monthly visits for mowing, weeding, pruning, deadheading and leaf clearing, with green waste taken away.', price: 45, unit: 'per hour' },
      { title: 'Lawn mowing and care', text: 'Mowing, edging, feeding, weed control, scarifying and aeration to keep a lawn thick, green and even.', price: 40, from: true, unit: 'per visit' },
      { title: 'New lawn turfing', text: 'Ground cleared, levelled and prepared with topsoil, then laid with rolled turf and watered in.', price: 18, from: true, unit: 'per m²' },
      { title: 'Planting and borders', text: 'New beds and borders designed for your soil and light, planted with shrubs, perennials and bulbs and finished with mulch.', price: 600, from: true },
      { title: 'Patios and paving', text: 'Natural stone, porcelain and block-paved patios, paths and steps laid on a proper sub-base with falls for drainage.', price: 110, from: true, unit: 'per m²', words: ['paving'] },
      { title: 'Hedge trimming', text: 'Shaping and reducing hedges of every size, with all the clippings cleared and taken away.', price: 120, from: true },
      { title: 'Garden clearance', text: 'Overgrown gardens cut back and cleared, with brambles, weeds and rubbish removed and every load taken away.', price: 250, from: true },
      { title: 'Timber decking', text: 'Decks in treated softwood, hardwood or composite, built on a level, ventilated frame with steps and edging.', price: 150, from: true, unit: 'per m²' },
    ],
    highlights: [
      { title: 'Plans made for your plot', text: 'Planting is chosen for your soil, light and exposure, so it thrives rather than just survives.' },
      { title: 'The same team on every visit', text: 'The people who look after your garden learn its plants, its quirks and how you like it kept.' },
      { title: 'Proper groundwork', text: 'Patios and paths are laid on a compacted sub-base with drainage falls, so they stay level for years.' },
      { title: 'Waste taken away', text: 'Green waste and rubble leave with us and are composted or recycled wherever possible.' },
      { title: 'Honest seasonal advice', text: 'We tell you the right time to plant, prune or turf, even when that means waiting a few weeks.' },
    ],
    process: [
      { title: 'Site visit', text: 'We walk round the garden with you, look at the soil, light, drainage and access, and talk about how you want to use it.' },
      { title: 'Design or quote', text: 'For new gardens we draw a layout and planting plan; for smaller jobs you get a written quote within a few days.' },
      { title: 'Booking the work', text: 'We agree dates that suit the season and the weather, and order materials and plants in advance.' },
      { title: 'Building and planting', text: 'Our team clears, levels, builds and plants, keeping the site tidy and your access clear.' },
      { title: 'Ongoing care', text: 'Once the work is finished, we can keep the garden in shape with regular maintenance visits.' },
    ],
    faq: [
      { question: 'When is the right time to lay a new lawn?', answer: 'Early autumn and spring are ideal, when the ground is warm and moist. Turf can go down in summer too, but it then needs watering every day for the first few weeks.' },
      { question: 'Do you take away garden waste?', answer: 'Yes. Green waste, soil and rubble are included in our prices unless the quote says otherwise, and we compost or recycle as much as we can.' },
      { question: 'How often should my garden be maintained?', answer: 'Most gardens do well with a visit every two weeks in the growing season and once a month in winter. Lawns may need mowing every week from late spring to late summer.' },
      { question: 'Do I need to be at home when you visit?', answer: 'Not for maintenance, as long as we can reach the garden through a side gate or you leave access. For design visits and the start of a build, we like to meet you on site.' },
      { question: 'How long does a patio take to lay?', answer: 'A typical patio of 20 to 30 square metres takes four to seven working days, including digging out, sub-base, laying and pointing. Rain can add a day or two.' },
      { question: 'Will the plants you choose survive in my garden?', answer: 'We choose plants for your soil, light and exposure, which gives them the strongest start. Watering through the first summer is the most important thing you can do, and we leave clear instructions.' },
    ],
    story: [
      '{brand} designs, builds and looks after gardens, from small courtyards to family plots with lawns, borders and patios. Some customers come to us for a complete redesign, others for a hedge trim or a new lawn. Every job starts with understanding the ground we are working with.',
      'Soil, light, drainage and exposure decide what will grow and what will struggle. We look at all of them before drawing a plan or ordering a single plant. Hard landscaping gets the same care below ground, with a proper sub-base and drainage falls under every patio and path.',
      'A garden changes through the year, so we plan our work around the seasons rather than the calendar alone. Regular customers have the same team visiting, who get to know every border and how it should look. Green waste leaves with us, and the paths are swept before we go.',
    ],
    values: [
      { title: 'Right plant, right place', text: 'Planting chosen for the conditions, not just for the picture.' },
      { title: 'Solid groundwork', text: 'What goes under a patio matters as much as what goes on top.' },
      { title: 'Respect for the seasons', text: 'Planting, pruning and turfing at the right time of year.' },
      { title: 'Tidy sites', text: 'Paths swept, waste removed and lawns protected during building work.' },
    ],
    ctaHeadings: ['Book a garden visit', 'Planning a new lawn, patio or border?', 'Tell us about your outdoor space'],
    ctaTexts: [
      'Send us a few photos and a rough idea of the size, and we’ll arrange a visit and a quote.',
      'Get in touch to book a one-off tidy-up or regular maintenance visits through the seasons.',
    ],
    articles: [
      {
        titles: ['Laying a new lawn: preparation, turf and the first six weeks', 'Turf or seed? Getting a new lawn off to a good start'],
        description: 'How a new lawn is prepared and laid, when turf beats seed, and the watering and mowing routine that helps new grass root well in its first six weeks.',
        excerpt: 'A new lawn depends far more on what lies underneath than on the turf itself. Here is how to prepare, lay and care for it.',
        sections: [
          {
            heading: 'Turf or seed?',
            paragraphs: [
              'Turf gives you a usable lawn within a few weeks and covers the soil straight away, which matters on slopes and where children and dogs play. Seed costs less and offers a wider choice of grass mixes, but takes a full season to thicken up. Both need the same careful ground preparation to succeed.',
            ],
          },
          {
            heading: 'Preparation is everything',
            paragraphs: [
              'Old grass and weeds are removed, and the ground is dug or rotavated to loosen compacted soil. Heavy clay benefits from added sand or compost, and poor ground from a layer of topsoil. The surface is then raked level, firmed by treading and raked again until smooth. A lawn laid on bumpy ground stays bumpy.',
            ],
          },
          {
            heading: 'Laying the turf',
            paragraphs: [
              'Turf should be laid within a day of delivery, before it dries out or turns yellow. Rolls go down in a staggered pattern like brickwork, with joints pushed tight and no small pieces at the edges. Working from planks spreads your weight and avoids dents. Water each area thoroughly as soon as it is finished.',
            ],
          },
          {
            heading: 'The first six weeks',
            paragraphs: [
              'Water every day in dry weather for the first two weeks, then less often but more deeply. Keep off the lawn as much as you can while the roots take hold. Make the first cut when the grass reaches about 7 cm, taking off only the top third. After six weeks the lawn can be used as normal.',
            ],
          },
        ],
      },
      {
        titles: ['What to do in the garden in autumn', 'Autumn jobs for a healthier garden next spring'],
        description: 'The autumn garden jobs that matter most: scarifying and feeding the lawn, planting bulbs and shrubs, cutting back perennials and protecting plants from frost.',
        excerpt: 'What you do in the garden in autumn shapes how it looks in spring. Here are the jobs worth making time for.',
        sections: [
          {
            heading: 'Lawn care',
            paragraphs: [
              'Early autumn is the ideal time to repair a tired lawn. Scarifying removes dead thatch and moss, and hollow-tine aeration relieves compacted soil. Overseed thin patches while the soil is still warm, and finish with an autumn feed that is low in nitrogen and high in potassium. Keep mowing, raising the cutting height as growth slows.',
            ],
          },
          {
            heading: 'Planting bulbs, shrubs and hedges',
            paragraphs: [
              'Spring bulbs such as daffodils, crocuses and alliums go in during early autumn, with tulips following later in the season. Bare-root hedging, trees and roses become available once they are dormant and settle in well over winter. Planting now lets roots grow while the soil is still warm, ready for spring.',
            ],
          },
          {
            heading: 'Cutting back and tidying',
            paragraphs: [
              'Cut back perennials that have collapsed or look untidy, but leave seed heads and hollow stems where you can, as they shelter insects over winter. Clear fallen leaves from lawns, paths and ponds, and stack them in a corner or bag them to make leaf mould. Borders can then be mulched with compost or bark.',
            ],
          },
          {
            heading: 'Protecting against frost',
            paragraphs: [
              'Move tender plants in pots to a sheltered spot or indoors before the first frosts. Raise pots on feet so they drain, and wrap tender shrubs and terracotta in fleece or hessian. Drain and store hoses, and turn off outside taps to stop pipes bursting in a hard frost.',
            ],
          },
        ],
      },
      {
        titles: ['Choosing paving for a patio: stone, porcelain or concrete', 'Which patio paving suits your garden?'],
        description: 'Natural stone, porcelain and concrete paving compared for looks, cost, grip and upkeep, plus why the sub-base matters more than the slabs on top.',
        excerpt: 'Slabs get all the attention, but a patio that stays level and dry depends just as much on what lies beneath. A plain guide to the choices.',
        sections: [
          {
            heading: 'Natural stone',
            paragraphs: [
              'Sandstone, limestone and slate all vary naturally in colour and texture, which makes them easy to live with in a garden. Riven stone has a textured surface with good grip, while sawn stone gives a cleaner, modern look. Stone is porous, so it weathers, can collect algae and needs cleaning and sealing from time to time.',
            ],
          },
          {
            heading: 'Porcelain',
            paragraphs: [
              'Outdoor porcelain is thick, dense and almost non-porous, so it resists stains, moss and frost. Porcelain suits modern gardens and comes in finishes that look like stone, concrete or wood. Laying it takes more care, as each slab must be bedded on a special primer to bond properly, and that adds to the labour cost.',
            ],
          },
          {
            heading: 'Concrete slabs and block paving',
            paragraphs: [
              'Concrete paving is the most affordable option and comes in many shapes and colours. Block paving suits drives and paths well, because it copes with the weight of a car and can be lifted to reach services below. The colour of budget slabs can fade over time, so compare samples that have already spent a while outdoors.',
            ],
          },
          {
            heading: 'The part you cannot see',
            paragraphs: [
              'Whatever you choose, a patio is only as sound as its sub-base. A layer of compacted hardcore, typically 100 to 150 mm deep, spreads the load and stops slabs sinking. The surface needs a slight fall away from the house so rainwater runs off. Slabs laid on a full mortar bed rather than a few dabs will not rock or crack.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'ландшафтная компания',
    descriptor: 'ландшафтная компания, которая проектирует, обустраивает и обслуживает сады и участки',
    audience: 'владельцы участков',
    eyebrows: ['Ландшафтный дизайн и уход за садом', 'Газоны, посадки, мощение', 'Сады под ключ и сезонный уход'],
    heroTitles: [
      'Сад, в котором хочется проводить время',
      'Создаём сады и ухаживаем за ними',
      'Газоны, клумбы и дорожки на совесть',
      'От пустого участка до готового сада',
    ],
    heroLeads: [
      'Проектируем новые сады, укладываем газоны и мощение, сажаем цветники и живые изгороди, а за готовыми садами ухаживаем весь сезон.',
      'В «{brand}» сад начинается с прогулки по участку: где солнце, какая почва и как вы хотите проводить здесь время. Проект, работы и уход вытекают уже из этого.',
      'Закажите разовую уборку участка, новый газон или полное преображение сада — и та же бригада сможет ухаживать за ним из сезона в сезон.',
    ],
    offersHeadings: ['Что мы делаем', 'Проект, работы и уход', 'Работы на участке по сезонам'],
    offersLeads: [
      'Проекты и строительные работы оцениваем после выезда на участок, регулярный уход оплачивается по часам.',
      'Цены указаны для типового участка и включают вывоз растительных отходов, если не сказано иное.',
    ],
    offers: [
      { title: 'Ландшафтный проект', text: 'Обмер участка, генплан и план посадок с 3D-эскизом и сметой на материалы и растения.', price: 900, from: true },
      { title: 'Регулярный уход за садом', text: 'Визиты раз в неделю, в две недели или в месяц: стрижка газона, прополка, обрезка, удаление отцветших соцветий и уборка листьев с вывозом отходов.', price: 45, unit: 'за час' },
      { title: 'Стрижка газона и уход', text: 'Стрижка, обрезка кромок, подкормка, борьба с сорняками, скарификация и аэрация — чтобы газон был густым, ровным и зелёным.', price: 40, from: true, unit: 'за визит' },
      { title: 'Укладка рулонного газона', text: 'Расчищаем участок, выравниваем и готовим основание с плодородным грунтом, укладываем рулонный газон и проливаем водой.', price: 18, from: true, unit: 'за м²' },
      { title: 'Посадки и цветники', text: 'Новые клумбы и миксбордеры под вашу почву и освещение: кустарники, многолетники и луковичные, с мульчированием.', price: 600, from: true },
      { title: 'Мощение площадок и дорожек', text: 'Площадки, дорожки и ступени из натурального камня, керамогранита и брусчатки на правильном основании с уклоном для стока воды.', price: 110, from: true, unit: 'за м²' },
      { title: 'Стрижка живой изгороди', text: 'Формируем и омолаживаем живые изгороди любого размера, убираем и вывозим все обрезки.', price: 120, from: true },
      { title: 'Расчистка участка', text: 'Заросший участок выкашиваем и расчищаем, удаляем поросль, бурьян и мусор и вывозим всё до последнего мешка.', price: 250, from: true },
      { title: 'Деревянная терраса', text: 'Настил из обработанной сосны, лиственницы или ДПК на ровном проветриваемом каркасе со ступенями и кромкой.', price: 150, from: true, unit: 'за м²' },
    ],
    highlights: [
      { title: 'Растения под ваш участок', text: 'Подбираем растения под почву, освещение и ветер, чтобы они росли, а не выживали.' },
      { title: 'Одна бригада на каждом визите', text: 'Те, кто ухаживает за вашим садом, знают его растения, особенности и то, каким вы хотите его видеть.' },
      { title: 'Правильное основание', text: 'Площадки и дорожки укладываем на утрамбованное основание с уклоном для воды, чтобы они годами оставались ровными.' },
      { title: 'Вывоз отходов', text: 'Ветки, траву и строительный мусор увозим с собой и по возможности отправляем в компост или переработку.' },
      { title: 'Честные сезонные советы', text: 'Говорим, когда правильно сажать, обрезать или укладывать газон, даже если для этого нужно подождать пару недель.' },
    ],
    process: [
      { title: 'Выезд на участок', text: 'Обходим участок вместе с вами, смотрим почву, освещение, дренаж и подъезд, обсуждаем, как вы хотите использовать сад.' },
      { title: 'Проект или смета', text: 'Для нового сада готовим генплан и план посадок, для небольших работ — письменную смету в течение нескольких дней.' },
      { title: 'Планирование работ', text: 'Согласуем сроки с учётом сезона и погоды и заранее заказываем материалы и растения.' },
      { title: 'Работы и посадки', text: 'Бригада расчищает, выравнивает, строит и сажает, сохраняя порядок на участке и свободный проход.' },
      { title: 'Дальнейший уход', text: 'Когда работы закончены, можем поддерживать сад в форме регулярными визитами.' },
    ],
    faq: [
      { question: 'В какое время года укладывают рулонный газон?', answer: 'Оптимально — весной и в начале осени, когда земля тёплая и влажная. Летом тоже можно, но тогда первые недели газон придётся поливать каждый день.' },
      { question: 'Вы вывозите растительные отходы?', answer: 'Да. Вывоз веток, травы, грунта и строительного мусора входит в наши цены, если в смете не указано иное, и мы стараемся компостировать и перерабатывать как можно больше.' },
      { question: 'Как часто нужен уход за садом?', answer: 'Большинству садов достаточно визита раз в две недели в сезон роста, а ранней весной и поздней осенью — по необходимости. С конца весны до конца лета газону может понадобиться еженедельная стрижка.' },
      { question: 'Нужно ли быть на участке во время работ?', answer: 'Для регулярного ухода — нет, если у нас есть доступ через калитку. На выезд для проекта и в первый день строительных работ мы хотим встретиться с вами на месте.' },
      { question: 'Сколько времени занимает мощение площадки?', answer: 'Типовая площадка 20–30 квадратных метров занимает от четырёх до семи рабочих дней: выемка грунта, основание, укладка и заполнение швов. Дождь может добавить день-два.' },
      { question: 'Приживутся ли растения, которые вы подберёте?', answer: 'Мы подбираем зимостойкие растения под вашу почву, освещение и климат, и это даёт им хороший старт. Самое важное, что можете сделать вы, — регулярно поливать их в первое лето, и мы оставляем понятные инструкции.' },
    ],
    story: [
      '«{brand}» проектирует, обустраивает и обслуживает сады — от небольших двориков до семейных участков с газонами, клумбами и террасами. Кто-то приходит к нам за полной перепланировкой сада, кто-то — за стрижкой изгороди или новым газоном. Любая работа начинается с понимания участка, на котором мы работаем.',
      'Почва, свет, дренаж и ветер решают, что будет расти, а что — мучиться. Мы оцениваем всё это до того, как нарисовать план или заказать хоть одно растение. Мощению мы уделяем столько же внимания под землёй: под каждой площадкой и дорожкой — правильное основание и уклон для воды.',
      'Сад меняется в течение года, поэтому работы мы планируем по сезонам, а не только по календарю. К постоянным клиентам приезжает одна и та же бригада, которая знает каждую клумбу. Растительные отходы увозим с собой и подметаем дорожки перед уходом.',
    ],
    values: [
      { title: 'Растение на своём месте', text: 'Посадки подбираются под условия участка, а не только под картинку.' },
      { title: 'Надёжное основание', text: 'То, что под плиткой, важно не меньше, чем сама плитка.' },
      { title: 'Уважение к сезонам', text: 'Сажаем, обрезаем и укладываем газон в правильное время года.' },
      { title: 'Порядок на участке', text: 'Дорожки подметены, отходы вывезены, газон защищён во время работ.' },
    ],
    ctaHeadings: ['Закажите выезд на участок', 'Планируете газон, террасу или цветник?', 'Расскажите о вашем участке'],
    ctaTexts: [
      'Пришлите несколько фото и примерную площадь — договоримся о выезде и подготовим смету.',
      'Свяжитесь с нами, чтобы заказать разовую уборку участка или регулярный уход по сезонам.',
    ],
    articles: [
      {
        titles: ['Рулонный газон: подготовка, укладка и первые шесть недель', 'Рулонный или посевной: как правильно начать новый газон'],
        description: 'Как готовят основание и укладывают новый газон, когда рулонный удобнее посевного и как поливать и стричь траву в первые шесть недель, чтобы она прижилась.',
        excerpt: 'Новый газон зависит от того, что под ним, гораздо больше, чем от самого рулона. Рассказываем, как подготовить основание, уложить газон и ухаживать за ним.',
        sections: [
          {
            heading: 'Рулонный или посевной?',
            paragraphs: [
              'Рулонный газон становится пригодным для использования уже через несколько недель и сразу закрывает почву, что важно на склонах и там, где играют дети и собаки. Посевной стоит меньше и даёт больший выбор травосмесей, но загущается целый сезон. Обоим нужна одинаково тщательная подготовка основания.',
            ],
          },
          {
            heading: 'Всё решает подготовка',
            paragraphs: [
              'Старую траву и сорняки удаляют, а почву перекапывают или фрезеруют, чтобы разрыхлить уплотнённый слой. В тяжёлую глину добавляют песок или компост, на бедную почву насыпают слой плодородного грунта. Затем поверхность выравнивают граблями, уплотняют катком и снова выравнивают до гладкости. Газон, уложенный на бугристое основание, так и останется бугристым.',
            ],
          },
          {
            heading: 'Укладка',
            paragraphs: [
              'Рулоны нужно уложить в течение суток после доставки, пока они не подсохли и не пожелтели. Укладывают их вразбежку, как кирпичную кладку, плотно стыкуя швы и избегая маленьких кусков по краям. Работайте с досок: они распределяют вес и не оставляют вмятин. Каждый уложенный участок сразу обильно поливайте.',
            ],
          },
          {
            heading: 'Первые шесть недель',
            paragraphs: [
              'Первые две недели в сухую погоду поливайте каждый день, затем реже, но обильнее. Старайтесь как можно меньше ходить по газону, пока корни приживаются. Первую стрижку делайте, когда трава достигнет 7 см, срезая только верхнюю треть. Через шесть недель газоном можно пользоваться как обычно.',
            ],
          },
        ],
      },
      {
        titles: ['Что сделать в саду осенью', 'Осенние работы в саду ради пышной весны'],
        description: 'Главные осенние работы в саду: скарификация и подкормка газона, посадка луковичных и кустарников, обрезка многолетников и укрытие растений от морозов.',
        excerpt: 'То, что вы сделаете в саду осенью, определит, каким он будет весной. Рассказываем о главных делах сезона.',
        sections: [
          {
            heading: 'Уход за газоном',
            paragraphs: [
              'Начало осени — идеальное время, чтобы восстановить уставший газон. Скарификация убирает войлок и мох, а аэрация полыми зубьями разрыхляет уплотнённую почву. Пока земля тёплая, подсейте проплешины и внесите осеннее удобрение с низким содержанием азота и высоким — калия. Продолжайте стричь газон, постепенно поднимая высоту среза, пока рост не остановится.',
            ],
          },
          {
            heading: 'Посадка луковичных, кустарников и изгородей',
            paragraphs: [
              'Нарциссы, крокусы и декоративные луки сажают в сентябре, а тюльпаны — ближе к концу сезона, за три-четыре недели до устойчивых заморозков. Саженцы с открытыми корнями — деревья, кустарники и растения для живой изгороди — появляются в продаже, когда уходят в покой, и хорошо приживаются до зимы. Осенняя посадка даёт корням время расти в ещё тёплой почве.',
            ],
          },
          {
            heading: 'Обрезка и уборка',
            paragraphs: [
              'Срежьте полёгшие и неопрятные многолетники, но по возможности оставьте семенные коробочки и полые стебли — в них зимуют полезные насекомые. Сгребите опавшие листья с газона, дорожек и пруда и сложите их в угол или в мешки, чтобы получился листовой перегной. Затем замульчируйте клумбы компостом или корой.',
            ],
          },
          {
            heading: 'Защита от морозов',
            paragraphs: [
              'Теплолюбивые растения в кашпо перенесите в укрытое место или в дом до первых заморозков. Розы и нежные кустарники окучьте и укройте лапником или нетканым материалом. Слейте воду из шлангов и летнего водопровода, чтобы трубы не разорвало морозом.',
            ],
          },
        ],
      },
      {
        titles: ['Плитка для террасы: камень, керамогранит или бетон', 'Какое мощение подойдёт для вашего сада'],
        description: 'Сравниваем натуральный камень, керамогранит и бетонную плитку по виду, цене, скользкости и уходу и объясняем, почему основание важнее самой плитки.',
        excerpt: 'Всё внимание достаётся плитке, но ровная и сухая площадка зависит от того, что лежит под ней. Простой разбор вариантов.',
        sections: [
          {
            heading: 'Натуральный камень',
            paragraphs: [
              'Песчаник, известняк и сланец отличаются естественными переливами цвета и фактуры, поэтому органично смотрятся в саду. Колотый камень имеет рельефную, нескользкую поверхность, а пилёный выглядит аккуратнее и современнее. Камень пористый: он стареет, может зарастать водорослями и время от времени требует чистки и пропитки.',
            ],
          },
          {
            heading: 'Керамогранит',
            paragraphs: [
              'Уличный керамогранит толстый, плотный и почти не впитывает воду, поэтому не боится пятен, мха и мороза. Керамогранит подходит для современных садов и бывает под камень, бетон или дерево. Укладка требует больше аккуратности: каждую плиту кладут на специальный состав для сцепления, и работа стоит дороже.',
            ],
          },
          {
            heading: 'Бетонная плитка и брусчатка',
            paragraphs: [
              'Бетонная плитка — самый доступный вариант, и форм и цветов у неё множество. Брусчатка хорошо подходит для подъездов и дорожек: она выдерживает вес автомобиля и легко снимается, если нужно добраться до коммуникаций. Недорогая плитка со временем может выцвести, поэтому сравнивайте образцы, которые уже полежали на улице.',
            ],
          },
          {
            heading: 'То, чего не видно',
            paragraphs: [
              'Что бы вы ни выбрали, площадка надёжна ровно настолько, насколько надёжно её основание. Слой утрамбованного щебня толщиной обычно 100–150 мм распределяет нагрузку и не даёт плитке проседать. Поверхности нужен небольшой уклон от дома, чтобы дождевая вода уходила. Плитка, уложенная на сплошную подушку из раствора или пескоцемента, не шатается и не трескается.',
            ],
          },
        ],
      },
    ],
  },
};
