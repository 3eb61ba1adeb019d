import type { Trade } from '../types.ts';

export const construction: Trade = {
  id: 'construction',
  theme: 'Construction',
  kind: 'services',
  icons: 'construction',
  offerIcons: ['house', 'house-plus', 'bed-double', 'paint-roller', 'hammer', 'shovel', 'hard-hat', 'brick-wall'],
  en: {
    noun: 'building company',
    descriptor: 'a building company that builds new houses and extensions and takes on full renovations',
    audience: 'homeowners',
    eyebrows: ['Houses, extensions, renovations', 'From foundations to finishing', 'Building and renovation'],
    heroTitles: [
      'Houses, extensions and renovations built properly',
      'Your new home, built from the ground up',
      'More space for the way you live',
      'From the foundations to the final coat of paint',
    ],
    heroLeads: [
      'We build new houses, extensions and loft conversions, and take tired homes back to the brickwork for a full renovation. One team runs the job from groundworks to handover.',
      'At {brand}, every project starts with a site visit and a written, itemised quote. You know what is being built, in what order and for how much before a single trench is dug.',
      'Drawings, structural calculations, approvals and the trades themselves: we coordinate all of it, so you deal with one contractor and one programme of works.',
    ],
    offersHeadings: ['What we build', 'New builds, extensions and renovations', 'Work we take on'],
    offersLeads: [
      'Prices below are starting points for a typical job; your fixed quote follows a site visit and a look at the drawings.',
      'Every project gets a site manager, a written schedule and weekly updates from the first dig to the final clean.',
    ],
    offers: [
      { title: 'New house build', text: 'A complete house built to your approved plans, from foundations and frame to roof, services and interior finishes.', price: 1400, from: true, unit: 'per m²' },
      { title: 'Single-storey extension', text: 'A kitchen, living room or garden-room extension with foundations, walls, roof, glazing and a plastered shell ready for fitting out.', price: 2000, from: true, unit: 'per m²' },
      { title: 'Loft conversion', text: 'Dormer and roof-light conversions that turn an unused loft into a bedroom, study or en-suite, including stairs, insulation and steelwork.', price: 42000, from: true },
      { title: 'Full house renovation', text: 'A whole-house overhaul: rewiring, replumbing, new plaster, floors, kitchen and bathroom, run as one project on one schedule.', price: 650, from: true, unit: 'per m²' },
      { title: 'Structural alterations', text: 'Knocking through load-bearing walls, fitting steel beams and opening up kitchens and living rooms, all to a structural engineer’s calculations.', price: 3500, from: true },
      { title: 'Foundations and groundworks', text: 'Site clearance, excavation, strip or raft foundations, drainage and concrete slabs for new builds, extensions and garden buildings.', price: 140, from: true, unit: 'per m²' },
      { title: 'Roofing and re-roofing', text: 'New pitched and flat roofs, complete re-roofs, insulation upgrades, fascias, soffits and guttering.', price: 95, from: true, unit: 'per m²' },
      { title: 'Brickwork and masonry', text: 'New brick and block walls, garden walls, chimney rebuilds and repointing for houses, extensions and outbuildings.', price: 85, from: true, unit: 'per m²' },
    ],
    highlights: [
      { title: 'Fixed, itemised quotes', text: 'Your quote lists every stage of the job with its price, so you can see where the money goes and compare like with like.' },
      { title: 'One site manager throughout', text: 'The same person runs your project from the first dig to handover and answers your calls.' },
      { title: 'Our own core team', text: 'Groundworkers, bricklayers and carpenters work for us directly, and the specialist trades we bring in are ones we use job after job.' },
      { title: 'Weekly progress updates', text: 'Every week you get photos, a note of what was done, what comes next and any decisions we need from you.' },
      { title: 'A clean, safe site', text: 'Fenced, tidy and swept at the end of each day, with neighbours told in advance about noisy or disruptive work.' },
    ],
    process: [
      { title: 'Site visit', text: 'We come to see the house or plot, talk through what you want, take measurements and look at access, drainage and ground conditions.' },
      { title: 'Drawings and quote', text: 'We prepare or review the drawings, arrange structural calculations and send a fixed, itemised quote with a proposed programme of works.' },
      { title: 'Approvals and contract', text: 'Once the necessary permissions are in place, we sign a written contract with stage payments tied to finished work.' },
      { title: 'Building work', text: 'Your site manager runs the build stage by stage, with hidden work checked before it is covered up and a weekly update sent to you.' },
      { title: 'Snagging and handover', text: 'We walk through the finished work with you, put right everything on the snag list and hand over certificates, warranties and manuals.' },
    ],
    faq: [
      { question: 'Do I need permission for an extension?', answer: 'It depends on the size and position of the extension and on local rules. We check this at the site visit and can prepare and submit the application if one is needed.' },
      { question: 'How long does a typical extension take?', answer: 'A single-storey extension usually takes 10 to 14 weeks on site, depending on its size, the groundworks and the finishes you choose. You get a week-by-week programme with your quote.' },
      { question: 'How do payments work?', answer: 'Stage payments are agreed in the contract, each one due when a defined stage is finished, such as foundations, roof on or first fix. You never pay far ahead of the work done.' },
      { question: 'Can we live in the house during the work?', answer: 'Often, yes. With an extension, the existing house stays weathertight until the opening is finally knocked through. For a full renovation most families move out for the noisiest, dustiest weeks, and we plan the schedule around that.' },
      { question: 'What happens if something unexpected turns up?', answer: 'Old houses hide things: rotten joists, shallow foundations, old wiring. We stop, show you the problem and price the fix in writing before doing any extra work.' },
      { question: 'Will you work with my architect?', answer: 'Yes. We build to drawings from your own architect or designer, and we can recommend one if you have not appointed anyone yet.' },
    ],
    story: [
      '{brand} builds houses, extensions and loft conversions and takes on full renovations of older homes. Our own core team does the main work, alongside a small group of specialist trades we use job after job. Homeowners deal with one contractor, one site manager and one schedule from the first visit to the final clean.',
      'Good building starts below ground. We take time over surveys, groundworks and drainage, because problems buried under a slab are the most expensive ones to put right later. Every stage is checked before the next one covers it up.',
      'We put everything in writing: the quote, the programme, each change and its price. Clients get a weekly update with photos, and the site manager always picks up the phone. When the job is done, we want you to be happy recommending us to the neighbours who watched it go up.',
    ],
    values: [
      { title: 'Honest pricing', text: 'Itemised quotes, changes agreed in writing and no surprise extras on the final invoice.' },
      { title: 'Sound structure', text: 'Correct foundations, proper damp-proofing and steelwork to the engineer’s calculations, even where nobody will ever see it.' },
      { title: 'Respect for your home', text: 'Dust sheets, protected floors, a tidy site and consideration for the neighbours.' },
      { title: 'Clear communication', text: 'One point of contact, weekly updates and straight answers when something changes.' },
    ],
    ctaHeadings: ['Book a site visit for your project', 'Planning an extension or renovation?', 'Tell us what you want to build'],
    ctaTexts: [
      'Tell us about your plans and we’ll arrange a visit, take measurements and send you a fixed, itemised quote.',
      'Send us your drawings or a few photos of the house, and we’ll come back with a realistic price and programme.',
    ],
    articles: [
      {
        titles: ['How much does a single-storey extension really cost?', 'Budgeting for a house extension: what goes into the price'],
        description: 'What drives the price of a single-storey extension: groundworks, glazing, the roof, finishes and the costs people forget until the invoices arrive.',
        excerpt: 'The build itself is only part of the budget. Here is where the money goes on a typical single-storey extension, and where it tends to run over.',
        sections: [
          {
            heading: 'The shell: foundations, walls and roof',
            paragraphs: [
              'The structural shell is usually the largest share of the cost. Foundations depend on the ground: clay soil, nearby trees or old drains can mean deeper trenches or even piles. Walls, insulation and the roof follow, and a flat roof usually costs less than a pitched one with a vaulted ceiling. Ask for these items to be priced separately so you can see where the money sits.',
            ],
          },
          {
            heading: 'Glazing and the finish inside',
            paragraphs: [
              'Large sliding or bi-fold doors and roof lanterns can add a surprising amount to the total. Underfloor heating, new flooring and lighting belong in the budget from the start, not at the end. A new kitchen in the extension is usually priced on top of the building work.',
              'The simplest way to control cost is to settle the glazing and the kitchen before the quote is final. Changes made once the walls are up always cost more than changes made on paper. A clear specification also makes quotes from different contractors easier to compare.',
            ],
          },
          {
            heading: 'Fees and costs people forget',
            paragraphs: [
              'Drawings, structural calculations, approval fees and a party wall agreement, where one is needed, all come before a spade goes in the ground. Connecting new drainage, moving a gas meter or upgrading the electricity supply can add more. Skip hire, scaffolding and a temporary kitchen are easy to overlook as well.',
            ],
          },
          {
            heading: 'Leaving room for the unexpected',
            paragraphs: [
              'We advise keeping a contingency of around 10 percent of the build cost. Older houses in particular can hide shallow foundations, cracked drains or rotten timber. A good contractor will stop, show you the problem and price the fix in writing before carrying on. Whatever is left of the contingency at the end can go towards furniture.',
            ],
          },
        ],
      },
      {
        titles: ['Planning a loft conversion: roof lights, dormer or hip-to-gable?', 'Which loft conversion suits your house?'],
        description: 'Roof-light, dormer and hip-to-gable loft conversions compared: how much space each adds, what the work involves and how to tell if your loft is suitable.',
        excerpt: 'Not every loft can become a bedroom, and not every conversion suits every roof. A plain guide to the three most common options.',
        sections: [
          {
            heading: 'Is your loft suitable?',
            paragraphs: [
              'Start with head height: measure from the top of a ceiling joist to the underside of the ridge, and look for about 2.2 metres or more. The pitch of the roof and the way it was built matter too, since older cut roofs are easier to open up than modern trussed ones. You also need room for a staircase that lands sensibly on the floor below. A site visit answers all of these questions quickly.',
            ],
          },
          {
            heading: 'Roof-light conversions',
            paragraphs: [
              'The simplest option keeps the roof shape as it is and adds windows set into the slope. Roof-light conversions suit lofts that already have good head height and need the least structural work. Because the outline of the house does not change, permission is rarely an issue, which keeps both cost and timescale down.',
            ],
          },
          {
            heading: 'Dormer and hip-to-gable conversions',
            paragraphs: [
              'A rear dormer builds out from the slope with a vertical wall, giving full head height across much of the floor. Dormers add the most usable space for the money and are the usual way to fit a double bedroom with an en-suite. On houses with a sloping side roof, a hip-to-gable conversion straightens that side into a vertical gable and is often combined with a rear dormer.',
              'Both options involve steel beams, more structural work and a longer programme than roof lights. Check local rules early, as the size of a dormer is often limited. Drawings and structural calculations should be ready before anyone gives you a fixed price.',
            ],
          },
          {
            heading: 'Timescales and staying at home',
            paragraphs: [
              'Most loft conversions take six to ten weeks. Much of the early work happens from scaffolding outside, so families can usually stay at home. The noisiest and dustiest stage comes when the new staircase is cut through, and that normally takes only a few days. Plan to clear the loft completely before work starts.',
            ],
          },
        ],
      },
      {
        titles: ['Renovating an older house: what to fix first', 'The right order for a whole-house renovation'],
        description: 'Structure, damp, roof, wiring and plumbing before kitchens and paint: the order of work that keeps an older house renovation on budget and avoids redoing jobs.',
        excerpt: 'New kitchens are tempting, but in an older house the money should first go into the parts you cannot see. Here is the order we work in.',
        sections: [
          {
            heading: 'Start with a survey',
            paragraphs: [
              'Before choosing any finishes, get a clear picture of the house. A building survey shows damp, roof problems, movement cracks and the state of the wiring and pipes. Lifting a few floorboards and opening a section of ceiling can tell you more than any drawing. The results set the real budget.',
            ],
          },
          {
            heading: 'Roof, structure and damp',
            paragraphs: [
              'Keeping water out comes first. Repair the roof, gutters and downpipes, then deal with damp at its cause, whether that is a bridged cavity, high ground levels outside or a leaking pipe. Structural repairs such as failed lintels or rotten joists belong at this stage too, before anything new is fitted over them.',
            ],
          },
          {
            heading: 'Wiring, plumbing and heating',
            paragraphs: [
              'With the structure sound, replace the services while walls and floors are open. Old wiring, lead or galvanised pipes and tired heating systems cost far less to renew now than after plastering. Plan sockets, lighting and radiator positions around the final layout of each room.',
            ],
          },
          {
            heading: 'Plaster, floors and the finishing trades',
            paragraphs: [
              'Plastering comes after the first fix of electrics and plumbing. Floors, joinery, the kitchen and bathroom follow, and decorating comes last. Working in this order means nothing finished gets damaged by a later trade. Give new plaster several weeks to dry before painting it with anything other than a mist coat.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'строительная компания',
    descriptor: 'строительная компания, которая строит дома и пристройки и берётся за капитальный ремонт',
    audience: 'заказчики',
    eyebrows: ['Дома, пристройки, ремонт', 'От фундамента до отделки', 'Строительство и реконструкция'],
    heroTitles: [
      'Строим дома и пристройки, в которых удобно жить',
      'Ваш дом — от фундамента до крыши',
      'Больше места для всей семьи',
      'От фундамента до последнего слоя краски',
    ],
    heroLeads: [
      'Строим частные дома, пристройки и мансарды, берёмся за капитальный ремонт старых домов. Одна команда ведёт объект от земляных работ до сдачи.',
      'В «{brand}» каждый проект начинается с выезда на объект и подробной сметы. Вы заранее знаете, что мы строим, в каком порядке и за какие деньги.',
      'Проект, расчёты конструкций, согласования и сами работы — всё это мы координируем сами. У вас один подрядчик и один график.',
    ],
    offersHeadings: ['Что мы строим', 'Дома, пристройки и ремонт', 'Наши работы'],
    offersLeads: [
      'Цены указаны для типового объекта. Точную смету мы составляем после выезда на участок и изучения проекта.',
      'У каждого объекта есть прораб, письменный график и еженедельный отчёт — от первой траншеи до финальной уборки.',
    ],
    offers: [
      { title: 'Строительство дома под ключ', text: 'Частный дом по утверждённому проекту: фундамент, стены, кровля, инженерные сети и внутренняя отделка.', price: 1400, from: true, unit: 'за м²' },
      { title: 'Одноэтажная пристройка', text: 'Пристройка под кухню, гостиную или зимний сад: фундамент, стены, кровля, остекление и черновая отделка.', price: 2000, from: true, unit: 'за м²' },
      { title: 'Обустройство мансарды', text: 'Превращаем холодный чердак в спальню, кабинет или комнату с санузлом: лестница, утепление, окна и усиление перекрытий.', price: 42000, from: true },
      { title: 'Капитальный ремонт дома', text: 'Замена проводки и труб, новая штукатурка, полы, кухня и санузел — весь дом одним проектом и по одному графику.', price: 650, from: true, unit: 'за м²' },
      { title: 'Перепланировка и проёмы', text: 'Проёмы в несущих стенах, установка стальных балок, объединение кухни с гостиной — строго по расчётам инженера-конструктора.', price: 3500, from: true },
      { title: 'Фундамент и земляные работы', text: 'Расчистка участка, котлован, ленточный или плитный фундамент, дренаж и бетонные плиты для домов, пристроек и хозпостроек.', price: 140, from: true, unit: 'за м²' },
      { title: 'Кровельные работы', text: 'Новые скатные и плоские крыши, полная замена кровли, утепление, подшивка карнизов и водосточная система.', price: 95, from: true, unit: 'за м²' },
      { title: 'Кладочные работы', text: 'Кладка стен из кирпича и блоков, заборы, восстановление дымоходов и расшивка швов для домов и пристроек.', price: 85, from: true, unit: 'за м²' },
    ],
    highlights: [
      { title: 'Подробная смета без сюрпризов', text: 'В смете расписан каждый этап работ с ценой: видно, за что вы платите, и сметы разных подрядчиков легко сравнить.' },
      { title: 'Один прораб на весь объект', text: 'Один и тот же человек ведёт стройку от первой траншеи до сдачи и всегда берёт трубку.' },
      { title: 'Своя основная бригада', text: 'Землекопы, каменщики и плотники работают у нас в штате, а смежников мы привлекаем только проверенных, с кем работаем постоянно.' },
      { title: 'Еженедельные отчёты', text: 'Каждую неделю вы получаете фото, список сделанного, план на следующую неделю и вопросы, которые нужно решить.' },
      { title: 'Порядок на площадке', text: 'Участок огорожен и убирается в конце каждого дня, а соседей мы заранее предупреждаем о шумных работах.' },
    ],
    process: [
      { title: 'Выезд на объект', text: 'Приезжаем на участок или в дом, обсуждаем ваши планы, делаем замеры, смотрим подъезд, грунт и коммуникации.' },
      { title: 'Проект и смета', text: 'Готовим или проверяем проект, заказываем расчёты конструкций и присылаем подробную смету с графиком работ.' },
      { title: 'Разрешения и договор', text: 'Когда необходимые разрешения получены, подписываем договор с оплатой по этапам: каждый платёж — за законченную работу.' },
      { title: 'Строительство', text: 'Прораб ведёт стройку поэтапно, скрытые работы проверяются до того, как их закроют, а вы каждую неделю получаете отчёт.' },
      { title: 'Приёмка и сдача', text: 'Вместе обходим объект, устраняем все замечания и передаём акты, паспорта на оборудование и исполнительные схемы.' },
    ],
    faq: [
      { question: 'Нужно ли разрешение на пристройку?', answer: 'Зависит от размера пристройки, её расположения и местных правил. Мы проверяем это при выезде на объект и при необходимости сами готовим и подаём документы.' },
      { question: 'Сколько времени строится пристройка?', answer: 'Одноэтажная пристройка обычно занимает 10–14 недель — в зависимости от площади, фундамента и выбранной отделки. Понедельный график вы получаете вместе со сметой.' },
      { question: 'Как устроена оплата?', answer: 'Оплата идёт по этапам, прописанным в договоре: фундамент, коробка под крышей, черновые инженерные работы и так далее. Вы не платите заранее за то, что ещё не сделано.' },
      { question: 'Можно ли жить в доме во время работ?', answer: 'Часто да. Пока строится пристройка, дом остаётся закрытым до того дня, когда прорубают проём. На время капитального ремонта большинство семей переезжает на самые шумные и пыльные недели, и мы строим график с учётом этого.' },
      { question: 'Что будет, если найдутся скрытые проблемы?', answer: 'В старых домах бывает всякое: гнилые балки, слабый фундамент, старая проводка. Мы останавливаемся, показываем проблему и письменно согласуем цену, прежде чем браться за дополнительные работы.' },
      { question: 'Вы работаете по проекту моего архитектора?', answer: 'Да. Строим по проекту вашего архитектора или дизайнера, а если его пока нет — можем порекомендовать.' },
    ],
    story: [
      '«{brand}» строит частные дома, пристройки и мансарды и берётся за капитальный ремонт старых домов. Основные работы выполняет наша собственная бригада, а смежников мы привлекаем только тех, с кем работаем постоянно. У заказчика один подрядчик, один прораб и один график — от первого выезда до финальной уборки.',
      'Хороший дом начинается под землёй. Мы не торопимся с изысканиями, фундаментом и дренажом: ошибки, спрятанные под плитой, потом обходятся дороже всего. Каждый этап проверяется до того, как следующий его закроет.',
      'Всё фиксируем письменно: смету, график, каждое изменение и его стоимость. Раз в неделю заказчик получает отчёт с фотографиями, а прораб всегда на связи. Когда работа закончена, нам важно, чтобы вы без сомнений порекомендовали нас соседям.',
    ],
    values: [
      { title: 'Честные цены', text: 'Подробная смета, изменения только по письменному согласованию и никаких неожиданных доплат в конце.' },
      { title: 'Надёжные конструкции', text: 'Правильный фундамент, гидроизоляция и балки по расчётам инженера — даже там, где этого никто никогда не увидит.' },
      { title: 'Бережное отношение к дому', text: 'Укрытые полы и мебель, порядок на площадке и уважение к соседям.' },
      { title: 'Понятная связь', text: 'Один контакт, еженедельные отчёты и прямые ответы, когда что-то меняется.' },
    ],
    ctaHeadings: ['Закажите выезд на объект', 'Планируете пристройку или ремонт?', 'Расскажите, что хотите построить'],
    ctaTexts: [
      'Опишите ваши планы — мы приедем, сделаем замеры и пришлём подробную смету с фиксированной ценой.',
      'Пришлите проект или несколько фотографий дома, и мы вернёмся с реалистичной ценой и графиком работ.',
    ],
    articles: [
      {
        titles: ['Сколько на самом деле стоит пристройка к дому', 'Бюджет пристройки: из чего складывается цена'],
        description: 'Из чего складывается цена одноэтажной пристройки: фундамент, остекление, кровля, отделка и расходы, о которых вспоминают слишком поздно.',
        excerpt: 'Сама стройка — только часть бюджета. Рассказываем, куда уходят деньги при строительстве пристройки и где смета чаще всего растёт.',
        sections: [
          {
            heading: 'Коробка: фундамент, стены и кровля',
            paragraphs: [
              'Самая крупная статья расходов — несущая часть. Фундамент зависит от грунта: глина, высокие грунтовые воды или деревья рядом могут потребовать более глубокой ленты или свай. Дальше идут стены, утепление и крыша, и плоская кровля обычно стоит меньше скатной. Попросите расписать эти позиции отдельно, чтобы видеть, где сосредоточены деньги.',
            ],
          },
          {
            heading: 'Остекление и внутренняя отделка',
            paragraphs: [
              'Большие раздвижные двери и панорамные окна заметно увеличивают итоговую сумму. Тёплый пол, напольное покрытие и освещение стоит заложить в бюджет сразу, а не в конце. Новая кухня в пристройке обычно считается отдельно от строительных работ.',
              'Проще всего удержать бюджет, если определиться с окнами и кухней до утверждения сметы. Изменения после возведения стен всегда дороже изменений на бумаге. Подробное техническое задание к тому же позволяет честно сравнить сметы разных подрядчиков.',
            ],
          },
          {
            heading: 'Расходы, о которых забывают',
            paragraphs: [
              'Проект, расчёты конструкций, геология участка и согласования оплачиваются ещё до начала работ. Подключение канализации, перенос газовой трубы или увеличение электрической мощности добавят к смете ещё. Вывоз мусора, леса и аренду техники тоже легко упустить из виду.',
            ],
          },
          {
            heading: 'Резерв на непредвиденное',
            paragraphs: [
              'Мы советуем закладывать резерв около 10 процентов от стоимости строительства. В старых домах под полом и в стенах могут скрываться слабый фундамент, треснувшие трубы или гнилая древесина. Добросовестный подрядчик остановит работу, покажет проблему и письменно согласует цену, прежде чем продолжать. Если резерв не понадобится, его можно потратить на мебель.',
            ],
          },
        ],
      },
      {
        titles: ['Жилая мансарда вместо чердака: с чего начать', 'Как превратить чердак в жилой этаж'],
        description: 'Подходит ли ваш чердак для мансарды: высота, стропила, лестница и утепление. Сравниваем окна в скате, люкарны и подъём стен, рассказываем о сроках.',
        excerpt: 'Не каждый чердак можно превратить в спальню, и не каждый вариант подходит вашей крыше. Простой разбор трёх самых частых решений.',
        sections: [
          {
            heading: 'Подходит ли ваш чердак',
            paragraphs: [
              'Начните с высоты: от верха балки перекрытия до конька должно быть не меньше 2,2–2,5 метра. Важны угол наклона крыши и устройство стропильной системы: наслонные стропила переделать проще, чем заводские фермы. Ещё нужно место для удобной лестницы, которая не съест половину комнаты внизу. Выезд на объект быстро отвечает на все эти вопросы.',
            ],
          },
          {
            heading: 'Мансардные окна в скате',
            paragraphs: [
              'Самый простой вариант — оставить форму крыши как есть и врезать окна прямо в скат. Мансардные окна хорошо подходят чердакам с достаточной высотой и почти не требуют работ с несущими конструкциями. Силуэт дома не меняется, поэтому сроки и бюджет остаются скромными.',
            ],
          },
          {
            heading: 'Люкарны и подъём стен',
            paragraphs: [
              'Люкарна — окно, выступающее из ската, с собственной крышей и вертикальной стенкой. Под люкарной появляется полная высота там, где раньше был низкий скат, и туда можно поставить кровать или устроить санузел. Ещё больше места даёт подъём стен мансарды: часть ската заменяют вертикальной стеной, и этаж становится почти полноценным.',
              'Оба варианта требуют усиления стропил, больше конструктивных работ и больше времени, чем окна в скате. Размеры надстроек иногда ограничены местными правилами, поэтому их стоит проверить заранее. Фиксированную цену можно назвать только после проекта и расчёта конструкций.',
            ],
          },
          {
            heading: 'Сроки и жизнь в доме во время работ',
            paragraphs: [
              'Обустройство мансарды обычно занимает от шести до десяти недель. Большая часть работ ведётся снаружи, с лесов, поэтому жить в доме чаще всего можно. Самый шумный и пыльный этап — устройство проёма под лестницу, и длится он всего несколько дней. Перед началом работ чердак нужно полностью освободить.',
            ],
          },
        ],
      },
      {
        titles: ['Ремонт старого дома: что делать в первую очередь', 'Правильный порядок капитального ремонта'],
        description: 'Крыша, конструкции, сырость, проводка и трубы — раньше кухни и покраски. Порядок работ, который удержит ремонт старого дома в рамках бюджета.',
        excerpt: 'Новую кухню хочется сразу, но в старом доме деньги сначала должны пойти в то, чего не видно. Рассказываем, в каком порядке мы работаем.',
        sections: [
          {
            heading: 'Начните с обследования',
            paragraphs: [
              'Прежде чем выбирать отделку, нужно понять, в каком состоянии дом. Обследование покажет сырость, проблемы с крышей, трещины и состояние инженерных сетей. Вскрытый участок пола или потолка расскажет больше любого чертежа. По результатам обследования и складывается реальный бюджет.',
            ],
          },
          {
            heading: 'Крыша, конструкции и сырость',
            paragraphs: [
              'Первым делом нужно остановить воду. Отремонтируйте крышу и водостоки, затем устраните причину сырости — будь то разрушенная отмостка, нарушенная гидроизоляция или протекающая труба. Замена прогнивших балок и треснувших перемычек тоже относится к этому этапу, пока поверх не появилось ничего нового.',
            ],
          },
          {
            heading: 'Проводка, водопровод и отопление',
            paragraphs: [
              'Когда конструкции в порядке, меняйте инженерные сети, пока стены и полы открыты. Старую проводку, стальные трубы и изношенное отопление гораздо выгоднее заменить сейчас, чем после штукатурки. Розетки, освещение и радиаторы планируйте сразу под будущую расстановку мебели.',
            ],
          },
          {
            heading: 'Штукатурка, полы и чистовая отделка',
            paragraphs: [
              'Штукатурные работы начинаются после черновой электрики и сантехники. Затем идут полы, двери, кухня и санузел, и только в конце — покраска и обои. При таком порядке ни одна готовая поверхность не пострадает от следующей бригады. Новой штукатурке дайте несколько недель на высыхание, прежде чем красить.',
            ],
          },
        ],
      },
    ],
  },
};
