import type { Trade } from '../types.ts';

export const realEstate: Trade = {
  id: 'real-estate',
  theme: 'Real Estate',
  kind: 'services',
  icons: 'realestate',
  offerIcons: ['tag', 'signpost', 'map-pin-house', 'key', 'house-cog', 'scroll-text', 'landmark', 'store'],
  en: {
    noun: 'estate agency',
    descriptor: 'an estate agency that helps people sell, buy and let homes with clear advice',
    audience: 'clients',
    eyebrows: ['Estate agency', 'Sales, lettings and valuations', 'Buying, selling and renting homes'],
    heroTitles: [
      'Buy, sell or let your home with clear advice',
      'Selling your home at the right price',
      'From the first viewing to the day you get the keys',
      'Property advice you can trust',
    ],
    heroLeads: [
      'We value, market and sell homes, find tenants for landlords and guide buyers through every check and document, from the first viewing to the day you get the keys.',
      'An honest valuation, fees agreed in writing and one agent who keeps you updated after every viewing.',
      '{brand} helps owners sell and let their property, and helps buyers find the right home and buy it safely.',
    ],
    offersHeadings: ['Our services', 'Selling, buying and letting', 'Services and fees'],
    offersLeads: [
      'Fees are agreed in writing before we start. For a sale, the fee can be a fixed sum or a percentage of the final price, whichever suits you.',
      'Whether you are selling, buying or letting, you deal with one agent from start to finish.',
    ],
    offers: [
      {
        title: 'Property valuation',
        text: 'A visit to your home and a written valuation based on recent sales nearby, with advice on the asking price and on what could add value.',
        price: 200,
        from: true,
      },
      {
        title: 'Selling your home',
        text: 'Photographs, floor plan, listings, accompanied viewings and negotiation through to completion, for a fixed fee or a percentage of the price.',
        price: 3000,
        from: true,
      },
      {
        title: 'Finding a home to buy',
        text: 'We shortlist homes that match your brief, arrange viewings, check the property and negotiate the price on your behalf.',
        price: 1500,
        from: true,
      },
      {
        title: 'Tenant find',
        text: 'Advertising, viewings, tenant checks and a tenancy agreement, for landlords who want to look after the property themselves once the tenant moves in.',
        price: 500,
        from: true,
      },
      {
        title: 'Property management',
        text: 'Rent collection, repairs, inspections and tenant queries handled for you, with a monthly statement and photographs after each inspection.',
        price: 100,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Title and document check',
        text: 'Before you commit, we check the ownership history, any debts or restrictions on the property and the seller’s documents, and flag anything that needs a lawyer.',
        price: 300,
        from: true,
      },
      {
        title: 'Mortgage support',
        text: 'We compare lenders’ offers, help prepare the documents and keep the mortgage approval in step with the purchase timetable.',
        price: 300,
        from: true,
      },
      {
        title: 'Commercial premises',
        text: 'Shops, offices and small warehouses: tenants or buyers found for owners, and suitable premises found for businesses.',
        price: 1000,
        from: true,
      },
    ],
    highlights: [
      { title: 'Honest valuations', text: 'We price your home on recent sales, not on flattery. An overpriced home sits on the market and often ends up selling for less.' },
      { title: 'Fees agreed up front', text: 'You know the fee and exactly what it covers before you sign anything.' },
      { title: 'Feedback after every viewing', text: 'Within a day you hear what each buyer or tenant thought, so you can adjust the price or presentation in good time.' },
      { title: 'Documents checked first', text: 'Papers are best checked before any money changes hands, with lawyers and lenders involved until the keys are handed over.' },
      { title: 'One agent throughout', text: 'The agent who values your home also shows it, negotiates the price and sees the sale through.' },
    ],
    process: [
      { title: 'Valuation visit', text: 'We look round the property, talk about your plans and timing, and give you a written valuation with a suggested asking price.' },
      { title: 'Preparing the listing', text: 'Photographs, a floor plan and a clear description are prepared, and the property goes live on the main property portals.' },
      { title: 'Viewings', text: 'We arrange and accompany viewings, check that buyers or tenants are in a position to proceed, and report back after each one.' },
      { title: 'Offers and negotiation', text: 'Offers reach you straight away with our view of each buyer’s position, and we negotiate the terms on your behalf.' },
      { title: 'Through to the keys', text: 'We coordinate the checks, the mortgage, the paperwork and the signing, and stay in touch until the keys change hands.' },
    ],
    faq: [
      {
        question: 'How do you value a property?',
        answer: 'We look at recent sale prices of similar homes nearby, the condition and layout of your home, and current demand. The valuation comes in writing, together with the comparable sales we used.',
      },
      {
        question: 'What do you charge for selling a home?',
        answer: 'Either a fixed fee or a percentage of the final sale price, agreed in writing before we start. The starting fee is shown on our prices page, and we explain exactly what it covers.',
      },
      {
        question: 'How long does it take to sell a home?',
        answer: 'A sensibly priced home in reasonable condition often finds a buyer within a few weeks to a few months. The checks, the mortgage and the paperwork then take some further time before completion.',
      },
      {
        question: 'Should I renovate before selling?',
        answer: 'Usually not. A coat of paint, small repairs and a thorough clean help, while major work rarely adds as much to the price as it costs.',
      },
      {
        question: 'Do you check tenants before they move in?',
        answer: 'Yes. We check identity, income and, where possible, references from previous landlords before recommending a tenant to you.',
      },
      {
        question: 'Can I sell my home while still living in it?',
        answer: 'Of course, and most people do. We arrange viewings at times that suit you and give you a short checklist for getting the home ready before each one.',
      },
    ],
    story: [
      '{brand} helps people buy, sell and let homes without the stress that so often comes with it. A move is one of the biggest financial decisions most people make, and it deserves clear advice rather than sales talk. We value property honestly, explain every step and answer the phone when you call.',
      'Every seller and landlord has one agent who handles the property from the first visit to the handover of keys. Buyers get the same: one person who knows what they are looking for and checks each property before recommending it. Feedback after viewings is passed on within a day, good or bad.',
      'Fees are agreed in writing before we start, and documents are checked before any money changes hands. We would rather give you a realistic price at the start than watch your home sit on the market for months. Both sides of a deal should be able to trust what we say.',
    ],
    values: [
      { title: 'Honesty', text: 'Realistic prices, straight feedback from viewings and no pressure to accept an offer.' },
      { title: 'Care with documents', text: 'A deal is worth checking before any money is paid and any contract is signed.' },
      { title: 'Availability', text: 'Ask about a viewing, an offer or a document whenever a question comes up.' },
      { title: 'Respect for your home', text: 'We treat every property we show with care and leave it just as we found it.' },
    ],
    ctaHeadings: ['Book a valuation of your home', 'Tell us what you are looking for', 'Thinking of letting your property?'],
    ctaTexts: [
      'Arrange a visit and receive a written valuation with a suggested asking price and a clear explanation of our fees.',
      'Selling, buying or letting, send us a few details and your agent will call you back the same working day.',
    ],
    articles: [
      {
        titles: ['How to prepare your home for viewings', 'Getting your home ready to sell: a room-by-room checklist'],
        description: 'Decluttering, small repairs, light and smell: simple ways to prepare your home for viewings and photographs so buyers can picture themselves living there.',
        excerpt: 'Buyers decide within minutes of walking through the door. A weekend of preparation can make the difference between an offer and a polite goodbye.',
        sections: [
          {
            heading: 'Clear the clutter',
            paragraphs: [
              'Buyers need to picture their own life in your home, which is hard when every surface is covered. Put away most ornaments, photographs and paperwork, and clear kitchen worktops of everything but a kettle. Half-empty wardrobes and cupboards suggest plenty of storage. Anything you will not need before the move can go into boxes now.',
            ],
          },
          {
            heading: 'Fix the small things',
            paragraphs: [
              'Dripping taps, loose handles, blown bulbs and cracked tiles tell buyers the home has not been looked after. Most can be put right in an afternoon for very little money. Scuffed walls in hallways and children’s rooms benefit from a coat of neutral paint. Leave major renovations alone, as they rarely pay for themselves before a sale.',
            ],
          },
          {
            heading: 'Light, air and smell',
            paragraphs: [
              'Open the curtains fully, clean the windows and turn on lamps in darker corners before every viewing. Air the rooms beforehand, and avoid cooking strong-smelling food on viewing days. Pets’ beds and litter trays are better out of sight. A tidy entrance and front door set the tone before anyone steps inside.',
            ],
          },
          {
            heading: 'On the day of the viewing',
            paragraphs: [
              'Most buyers feel more at ease when the owners are out and the agent shows them round. If you stay, let them look freely and save your comments for questions. Keep documents such as utility bills and recent repair receipts ready, as serious buyers often ask. After the viewing, your agent will pass on the feedback so you can adjust before the next one.',
            ],
          },
        ],
      },
      {
        titles: ['What to check before buying a flat', 'Buying a home: the checks that protect your deposit'],
        description: 'Ownership, debts, restrictions, the building and the paperwork: the checks to make before paying a deposit on a flat or house, and who can help with each.',
        excerpt: 'Most problems with a purchase can be found before any money is paid. Here are the checks worth making while you can still walk away.',
        sections: [
          {
            heading: 'Who owns it, and can they sell?',
            paragraphs: [
              'Ask for the official record of ownership and check that the seller is the owner named on it. If there are several owners, all of them must agree to the sale. Find out how the seller acquired the property, since inheritance, gifts and recent resales can each carry their own risks. A lawyer can review the chain of ownership if anything looks unusual.',
            ],
          },
          {
            heading: 'Debts and restrictions',
            paragraphs: [
              'Check whether the property is mortgaged, seized or subject to any other restriction. Unpaid service charges and utility bills can sometimes follow the property rather than the owner. Ask the seller for statements showing that bills are paid up to date. Any outstanding mortgage must be cleared as part of the sale, in a way that protects your money.',
            ],
          },
          {
            heading: 'The building and the flat itself',
            paragraphs: [
              'Visit at different times of day to hear the neighbours and see the light. Look for signs of damp, cracks, and recent cosmetic work that might hide a problem. Ask whether any layout changes were approved, as unapproved alterations can cause trouble with the mortgage or a future sale. In older buildings, ask about planned major repairs that owners may have to pay for.',
            ],
          },
          {
            heading: 'Before you pay a deposit',
            paragraphs: [
              'Agree in writing what the deposit is for, how much it is and when it is returned if the sale does not go ahead. Pay by bank transfer rather than in cash, with a receipt that names the property. Set realistic dates for the mortgage approval and the signing. An agent or lawyer who has checked the documents first makes this stage far safer.',
            ],
          },
        ],
      },
      {
        titles: ['Letting your property for the first time: a landlord’s checklist', 'First-time landlords: what to sort out before the tenants move in'],
        description: 'Safety checks, insurance, choosing a tenant, the tenancy agreement and the inventory: what a first-time landlord needs to arrange before letting a home.',
        excerpt: 'Letting a property is a business, with its own rules and risks. A little preparation before the first tenant moves in avoids most of the common disputes.',
        sections: [
          {
            heading: 'Get the property ready',
            paragraphs: [
              'Make sure gas and electrical installations are safe and checked as local rules require, and fit smoke alarms. Repair anything that could break in the first months, because a repair call in week one sets the wrong tone. A neutral, clean and simply furnished home lets faster than one full of personal belongings. Tell your mortgage lender and insurer that the home will be let.',
            ],
          },
          {
            heading: 'Choosing the right tenant',
            paragraphs: [
              'Check identity, income and, where possible, a reference from a previous landlord. A rent that takes no more than around a third of the tenant’s income is a sensible guide. Meet the tenant in person before agreeing the let. A slightly lower rent for a reliable tenant usually beats a higher one with frequent changes and gaps.',
            ],
          },
          {
            heading: 'Agreement and inventory',
            paragraphs: [
              'A written tenancy agreement should set out the rent, the payment date, the deposit, who pays which bills and how either side can end the tenancy. Prepare a detailed inventory with photographs of every room and the condition of furniture and appliances. Both sides sign it on the day the keys are handed over. Most disputes over deposits are settled quickly when a clear inventory exists.',
            ],
          },
          {
            heading: 'During the tenancy',
            paragraphs: [
              'Agree how the tenant reports repairs and how quickly you will respond. Arrange inspections at reasonable intervals, with notice, and keep a record of each one. Declare rental income and pay tax on it according to the rules where you live. If managing all of this sounds like too much, a management service can take it on for a monthly fee.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'агентство недвижимости',
    descriptor: 'агентство недвижимости, которое помогает продать, купить и сдать жильё без лишнего стресса',
    audience: 'клиенты',
    eyebrows: ['Агентство недвижимости', 'Продажа, аренда, оценка', 'Покупка, продажа и аренда жилья'],
    heroTitles: [
      'Купить, продать или сдать квартиру без лишних забот',
      'Продадим вашу квартиру по справедливой цене',
      'От первого просмотра до передачи ключей',
      'Сделки с жильём без сюрпризов',
    ],
    heroLeads: [
      'Оцениваем и продаём квартиры и дома, находим арендаторов для собственников и проводим покупателей через все проверки и документы до передачи ключей.',
      'Честная оценка, комиссия, закреплённая в договоре, и один специалист, который держит вас в курсе после каждого показа.',
      '«{brand}» помогает собственникам продать и сдать жильё, а покупателям — найти подходящую квартиру и безопасно её купить.',
    ],
    offersHeadings: ['Наши услуги', 'Продажа, покупка и аренда', 'Услуги и стоимость'],
    offersLeads: [
      'Стоимость услуг фиксируем в договоре до начала работы. При продаже это может быть фиксированная сумма или процент от итоговой цены, как вам удобнее.',
      'Продаёте, покупаете или сдаёте, с вами от начала до конца работает один специалист.',
    ],
    offers: [
      {
        title: 'Оценка недвижимости',
        text: 'Выезд на объект и письменная оценка на основе недавних продаж по соседству, с рекомендацией по цене и советами, что может её повысить.',
        price: 200,
        from: true,
      },
      {
        title: 'Продажа квартиры или дома',
        text: 'Фотосъёмка, планировка, объявления, показы и переговоры до самой сделки — за фиксированную сумму или процент от цены.',
        price: 3000,
        from: true,
      },
      {
        title: 'Подбор жилья для покупки',
        text: 'Подбираем варианты под ваш запрос, организуем просмотры, проверяем объект и ведём переговоры о цене от вашего имени.',
        price: 1500,
        from: true,
      },
      {
        title: 'Поиск арендатора',
        text: 'Объявления, показы, проверка арендатора и договор найма — для собственников, которые после заселения хотят сами следить за квартирой.',
        price: 500,
        from: true,
      },
      {
        title: 'Доверительное управление',
        text: 'Получаем арендную плату, организуем ремонт, проводим осмотры и решаем вопросы жильцов, а вам каждый месяц присылаем отчёт и фото.',
        price: 100,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Проверка юридической чистоты',
        text: 'Перед сделкой проверяем историю перехода прав, обременения, долги и документы продавца и говорим, где нужен юрист.',
        price: 300,
        from: true,
      },
      {
        title: 'Помощь с ипотекой',
        text: 'Сравниваем предложения банков, помогаем собрать документы и согласовать одобрение ипотеки со сроками сделки.',
        price: 300,
        from: true,
      },
      {
        title: 'Коммерческие помещения',
        text: 'Магазины, офисы и небольшие склады: находим арендаторов и покупателей для собственников и подходящие помещения для бизнеса.',
        price: 1000,
        from: true,
      },
    ],
    highlights: [
      { title: 'Честная оценка', text: 'Цену определяем по реальным сделкам, а не чтобы вам понравиться. Переоценённая квартира долго висит в объявлениях и в итоге продаётся дешевле.' },
      { title: 'Комиссия известна заранее', text: 'До подписания договора вы знаете стоимость услуг и точно понимаете, что в неё входит.' },
      { title: 'Обратная связь после показов', text: 'В течение дня рассказываем, что думают покупатели или арендаторы, чтобы вы могли вовремя скорректировать цену или подачу.' },
      { title: 'Сначала проверка документов', text: 'Бумаги лучше проверить до того, как кто-то заплатит, а юристов и банк привлечь до самой передачи ключей.' },
      { title: 'Сделка без спешки', text: 'Тот, кто оценивал вашу квартиру, её и показывает, ведёт переговоры и доводит сделку до конца.' },
    ],
    process: [
      { title: 'Выезд и оценка', text: 'Осматриваем объект, обсуждаем ваши планы и сроки и даём письменную оценку с рекомендуемой ценой.' },
      { title: 'Подготовка объявления', text: 'Делаем фотографии, план и понятное описание и размещаем объявление на основных площадках.' },
      { title: 'Показы', text: 'Организуем показы и присутствуем на них, проверяем готовность покупателей или арендаторов и после каждого показа даём обратную связь.' },
      { title: 'Предложения и переговоры', text: 'Сразу передаём вам каждое предложение с нашим мнением о покупателе и ведём переговоры об условиях.' },
      { title: 'До передачи ключей', text: 'Согласуем проверки, ипотеку, документы и подписание и остаёмся на связи, пока ключи не перейдут новому владельцу.' },
    ],
    faq: [
      {
        question: 'Как вы оцениваете квартиру?',
        answer: 'Смотрим на цены недавних сделок с похожими квартирами поблизости, на состояние и планировку вашего жилья и на текущий спрос. Оценку даём письменно вместе с примерами сделок, на которые опирались.',
      },
      {
        question: 'Сколько стоят ваши услуги при продаже?',
        answer: 'Фиксированная сумма или процент от итоговой цены продажи, закреплённые в договоре до начала работы. Начальная стоимость указана в прайс-листе, и мы подробно объясняем, что в неё входит.',
      },
      {
        question: 'Сколько времени занимает продажа?',
        answer: 'Квартира в нормальном состоянии и с разумной ценой часто находит покупателя за срок от нескольких недель до нескольких месяцев. Потом ещё нужно время на проверки, ипотеку и оформление сделки.',
      },
      {
        question: 'Стоит ли делать ремонт перед продажей?',
        answer: 'Обычно нет. Покраска стен, мелкий ремонт и генеральная уборка помогают, а крупный ремонт редко окупается в цене.',
      },
      {
        question: 'Вы проверяете арендаторов?',
        answer: 'Да. Прежде чем рекомендовать арендатора, проверяем документы, доход и, если возможно, отзывы прежних арендодателей.',
      },
      {
        question: 'Можно продавать квартиру, продолжая в ней жить?',
        answer: 'Конечно, так поступает большинство. Назначаем показы в удобное для вас время и даём короткий список, как подготовить квартиру перед каждым из них.',
      },
    ],
    story: [
      '«{brand}» помогает покупать, продавать и сдавать жильё без того стресса, который обычно с этим связан. Переезд — одно из самых крупных финансовых решений в жизни, и оно заслуживает понятных советов, а не уговоров. Мы честно оцениваем недвижимость, объясняем каждый шаг и берём трубку, когда вы звоните.',
      'У каждого продавца и собственника есть один специалист, который ведёт объект от первого выезда до передачи ключей. Покупатели получают то же самое: человека, который знает, что они ищут, и проверяет каждый вариант, прежде чем его предложить. Обратную связь после показов передаём в течение дня, какой бы она ни была.',
      'Стоимость услуг закрепляем в договоре до начала работы, а документы проверяем до того, как кто-то заплатит хоть рубль. Лучше сразу назвать реалистичную цену, чем месяцами смотреть, как ваша квартира висит в объявлениях. Обе стороны сделки должны доверять тому, что мы говорим.',
    ],
    values: [
      { title: 'Честность', text: 'Реалистичные цены, прямая обратная связь после показов и никакого давления, чтобы вы приняли предложение.' },
      { title: 'Внимание к документам', text: 'Сделку стоит проверить до любой оплаты и до подписания договора.' },
      { title: 'На связи', text: 'Отвечаем на звонки и сообщения в тот же день, в том числе вечером, когда показы затягиваются.' },
      { title: 'Бережность', text: 'К каждой квартире, которую показываем, относимся аккуратно и оставляем её такой, какой она была.' },
    ],
    ctaHeadings: ['Закажите оценку квартиры', 'Расскажите, что вы ищете', 'Хотите сдать квартиру?'],
    ctaTexts: [
      'Договоритесь о выезде и получите письменную оценку с рекомендуемой ценой и понятным объяснением нашей комиссии.',
      'Продаёте, покупаете или сдаёте? Пришлите пару деталей, и специалист перезвонит вам в тот же рабочий день.',
    ],
    articles: [
      {
        titles: ['Как подготовить квартиру к показам', 'Готовим квартиру к продаже: список по комнатам'],
        description: 'Лишние вещи, мелкий ремонт, свет и запахи: простые способы подготовить квартиру к показам и фотосъёмке, чтобы покупатель представил себя в ней.',
        excerpt: 'Покупатель принимает решение в первые минуты после того, как вошёл в дверь. Выходные, потраченные на подготовку, могут решить, будет ли предложение.',
        sections: [
          {
            heading: 'Уберите лишнее',
            paragraphs: [
              'Покупателю нужно представить в квартире свою жизнь, а это трудно, когда заставлена каждая поверхность. Уберите большую часть статуэток, фотографий и бумаг, на кухне оставьте на столешнице разве что чайник. Полупустые шкафы создают впечатление, что места для хранения много. Всё, что не понадобится до переезда, можно упаковать в коробки уже сейчас.',
            ],
          },
          {
            heading: 'Исправьте мелочи',
            paragraphs: [
              'Капающий кран, шатающиеся ручки, перегоревшие лампочки и треснувшая плитка говорят покупателю, что за квартирой не следили. Большинство таких мелочей исправляется за один день и почти без затрат. Потёртые стены в прихожей и детской стоит перекрасить в нейтральный цвет. Крупный ремонт перед продажей затевать не нужно: он редко окупается.',
            ],
          },
          {
            heading: 'Свет, воздух и запахи',
            paragraphs: [
              'Перед каждым показом полностью раздвиньте шторы, вымойте окна и включите свет в тёмных углах. Проветрите комнаты и не готовьте в день показа блюда с сильным запахом. Лежанки и лотки домашних животных лучше убрать с глаз. Чистая лестничная площадка и входная дверь задают настроение ещё до того, как покупатель войдёт.',
            ],
          },
          {
            heading: 'В день показа',
            paragraphs: [
              'Большинству покупателей спокойнее, когда хозяев нет дома и квартиру показывает специалист. Если вы остаётесь, дайте людям осмотреться самостоятельно и отвечайте на вопросы, когда их зададут. Держите под рукой квитанции за коммунальные услуги и документы о недавнем ремонте: серьёзные покупатели часто о них спрашивают. После показа специалист передаст вам обратную связь, чтобы к следующему можно было что-то поправить.',
            ],
          },
        ],
      },
      {
        titles: ['Что проверить перед покупкой квартиры', 'Покупка жилья: проверки, которые защищают ваш задаток'],
        description: 'Собственник, обременения, долги, дом и документы: что проверить до внесения задатка за квартиру или дом и кто может помочь с каждой проверкой.',
        excerpt: 'Большинство проблем сделки можно найти до того, как заплачены деньги. Вот проверки, которые стоит сделать, пока ещё можно отказаться.',
        sections: [
          {
            heading: 'Кто собственник и может ли он продавать',
            paragraphs: [
              'Закажите актуальную выписку из ЕГРН и убедитесь, что продавец указан в ней как собственник. Если собственников несколько, на продажу нужно согласие всех. Узнайте, как продавец получил квартиру: наследство, дарение и частые перепродажи несут свои риски. Если в истории перехода прав что-то настораживает, покажите документы юристу.',
            ],
          },
          {
            heading: 'Обременения, долги и зарегистрированные жильцы',
            paragraphs: [
              'Проверьте, нет ли на квартире ипотеки, ареста или другого обременения. Попросите у продавца справку об отсутствии долгов за коммунальные услуги и капремонт. Узнайте, кто зарегистрирован в квартире, и договоритесь, что все снимутся с учёта до сделки. Если квартира в ипотеке, долг должен погашаться в ходе сделки так, чтобы ваши деньги были защищены.',
            ],
          },
          {
            heading: 'Дом и сама квартира',
            paragraphs: [
              'Приезжайте в разное время суток, чтобы услышать соседей и увидеть, как падает свет. Ищите следы сырости, трещины и недавний косметический ремонт, который может что-то скрывать. Уточните, узаконена ли перепланировка: незаконные изменения мешают получить ипотеку и продать квартиру в будущем. В старых домах спросите о запланированном капитальном ремонте.',
            ],
          },
          {
            heading: 'Прежде чем вносить задаток',
            paragraphs: [
              'Письменно договоритесь, за что вносится задаток, какова его сумма и в каких случаях он возвращается, если сделка не состоится. Платите переводом, а не наличными, и берите расписку или соглашение с указанием адреса квартиры. Ставьте реалистичные сроки для одобрения ипотеки и подписания договора. Документы, заранее проверенные специалистом или юристом, делают этот этап намного безопаснее.',
            ],
          },
        ],
      },
      {
        titles: ['Сдаёте квартиру впервые: памятка для собственника', 'Первая сдача квартиры: что сделать до заселения жильцов'],
        description: 'Безопасность, страховка, выбор жильцов, договор найма и опись имущества: что нужно подготовить собственнику, прежде чем впервые сдать квартиру.',
        excerpt: 'Сдача квартиры — это маленький бизнес со своими правилами и рисками. Немного подготовки до заселения первых жильцов избавит от большинства споров.',
        sections: [
          {
            heading: 'Подготовьте квартиру',
            paragraphs: [
              'Проверьте газовое оборудование и электропроводку, установите датчики дыма. Почините всё, что может сломаться в первые месяцы: вызов мастера в первую же неделю портит отношения с самого начала. Чистая квартира в нейтральных тонах с простой мебелью сдаётся быстрее, чем заставленная личными вещами. Если квартира в ипотеке, уточните у банка условия сдачи, и подумайте о страховании отделки и ответственности перед соседями.',
            ],
          },
          {
            heading: 'Выбор жильцов',
            paragraphs: [
              'Проверьте документы, доход и, если возможно, отзыв прежнего арендодателя. Разумный ориентир — когда аренда занимает не больше трети дохода жильца. Обязательно познакомьтесь с будущими жильцами лично до заключения договора. Чуть более низкая плата за надёжного жильца обычно выгоднее высокой при частой смене и простоях.',
            ],
          },
          {
            heading: 'Договор и опись имущества',
            paragraphs: [
              'В письменном договоре найма укажите размер и дату оплаты, залог, кто платит за какие коммунальные услуги и как каждая сторона может расторгнуть договор. Составьте подробную опись имущества с фотографиями каждой комнаты, мебели и техники. Обе стороны подписывают акт приёма-передачи в день передачи ключей. Споры о залоге при выезде решаются быстро, когда есть понятная опись.',
            ],
          },
          {
            heading: 'Пока жильцы живут в квартире',
            paragraphs: [
              'Договоритесь, как жильцы сообщают о поломках и как быстро вы реагируете. Проводите осмотры с разумной периодичностью и с предупреждением, фиксируя каждый. Доход от сдачи нужно декларировать и платить с него налог. Если заниматься всем этим самому не хочется, доверительное управление возьмёт заботы на себя за ежемесячную плату.',
            ],
          },
        ],
      },
    ],
  },
};
