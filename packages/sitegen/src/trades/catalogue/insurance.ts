import type { Trade } from '../types.ts';

export const insurance: Trade = {
  id: 'insurance',
  theme: 'Insurance',
  kind: 'services',
  icons: 'finance',
  offerIcons: ['house', 'car', 'heart-pulse', 'plane', 'umbrella', 'landmark', 'briefcase', 'key'],
  en: {
    noun: 'insurance broker',
    descriptor: 'an insurance broker that finds the right cover for households and small businesses',
    audience: 'clients',
    offersLabel: 'Cover',
    eyebrows: ['Insurance broker', 'Home, car, health and travel cover', 'Cover for families and businesses'],
    heroTitles: [
      'Insurance that fits your life, explained plainly',
      'The right cover for your home, car and business',
      'We compare the policies, you make the choice',
      'On your side when you need to claim',
    ],
    heroLeads: [
      'We compare policies from several insurers, explain what each one covers and what it leaves out, and help you choose cover at a fair price.',
      'Home, car, health, travel, life and business cover arranged in one place, with renewals tracked and help on hand when you need to make a claim.',
      '{brand} works for you rather than for an insurer: we look for the policy that suits your situation and stay with you when it is time to claim.',
    ],
    offersHeadings: ['Cover we arrange', 'Protection for home, family and business', 'Policies and monthly prices'],
    offersLeads: [
      'Prices depend on your circumstances and the insurer, so the figures shown are starting points. We quote exactly once we know the details.',
      'Tell us what you need to protect and we will compare several insurers before recommending a policy.',
    ],
    offers: [
      {
        title: 'Home insurance',
        text: 'Buildings and contents cover against fire, flood, theft and escape of water, with options for accidental damage and valuables taken out of the home.',
        price: 30,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Car insurance',
        text: 'Third-party and comprehensive policies compared across insurers, with extras such as breakdown cover and a courtesy car explained before you buy.',
        price: 60,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Private health insurance',
        text: 'Quicker access to specialists, tests and hospital treatment, with the level of cover and the excess chosen to suit your budget.',
        price: 90,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Travel insurance',
        text: 'Single-trip and annual policies for medical emergencies abroad, cancellations and lost luggage, with winter sports and other activities on request.',
        price: 15,
        from: true,
        unit: 'per trip',
      },
      {
        title: 'Life insurance',
        text: 'A lump sum for your family if you die while the policy runs, sized to cover the mortgage, debts and everyday living costs.',
        price: 20,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Mortgage protection',
        text: 'The cover lenders usually ask for: life cover for the borrower and insurance for the mortgaged home, compared with the lender’s own offer.',
        price: 15,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Business insurance',
        text: 'Public liability, property, equipment and business interruption cover for shops, offices, workshops and tradespeople.',
        price: 45,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Landlord insurance',
        text: 'Cover for a home you rent out: the building, your furnishings, damage to the neighbours’ property and, depending on the policy, lost rent.',
        price: 25,
        from: true,
        unit: 'per month',
      },
    ],
    highlights: [
      { title: 'Several insurers compared', text: 'We look at policies from a range of insurers, so you can see the differences in price and cover side by side.' },
      { title: 'The small print explained', text: 'Exclusions, excesses and limits are explained before you buy, so nothing catches you out when you claim.' },
      { title: 'Help with claims', text: 'If something happens, call us first. We help you fill in the claim, gather the evidence and deal with the insurer.' },
      { title: 'Renewals checked every year', text: 'Before each renewal we compare the new price with the market and tell you whether switching makes sense.' },
      { title: 'One contact for every policy', text: 'Home, car, travel and business policies arranged through one person, with every renewal date tracked for you.' },
    ],
    process: [
      { title: 'Tell us what you need', text: 'Call, write or fill in the form: what you want to insure, your current policy if you have one, and when cover should start.' },
      { title: 'We compare the market', text: 'We request quotes from several insurers and compare the cover, exclusions, excess and price.' },
      { title: 'A clear recommendation', text: 'You receive two or three options with the differences explained in plain words, and the one we would choose in your place.' },
      { title: 'Your policy in place', text: 'Once you decide, we arrange the policy, check the documents for mistakes and send you everything together.' },
      { title: 'Support all year', text: 'We remind you before renewal, update the policy when you change car or address, and help you through any claim.' },
    ],
    faq: [
      {
        question: 'Does going through a broker cost more than buying direct?',
        answer: 'Usually not. Brokers are normally paid a commission by the insurer, which is already included in the price of the policy. If a separate fee applies, we tell you before you buy.',
      },
      {
        question: 'What is an excess?',
        answer: 'The excess is the part of each claim you pay yourself. A higher excess usually lowers the price of the policy, but choose an amount you could comfortably pay if something happened.',
      },
      {
        question: 'Can I pay monthly?',
        answer: 'Many insurers offer monthly payments, although paying for the year in one go sometimes costs less overall. Where both options exist, we show you the two prices.',
      },
      {
        question: 'What should I do if I need to make a claim?',
        answer: 'Make sure everyone is safe, photograph the damage and keep receipts for any emergency repairs. Then call us, and we will tell you what the insurer needs and help you submit the claim.',
      },
      {
        question: 'Will my price go up at renewal?',
        answer: 'Renewal prices often rise, even without a claim. Each year we check your renewal against other insurers and tell you whether staying or switching makes more sense.',
      },
      {
        question: 'Do I need to tell the insurer about changes?',
        answer: 'Yes. A new address, a new driver, building work or a change in how you use your car can all affect your cover. Let us know and we will update the policy so that a future claim is not refused.',
      },
    ],
    story: [
      '{brand} arranges insurance for households and small businesses. People come to us because comparing policies is tedious, the small print is hard to follow, and the lowest price says little about whether a policy will actually pay out. Our job is to find cover that fits, explain it clearly and be there when something goes wrong.',
      'We work with a range of insurers and recommend the policy that suits your situation. Before you buy, you know what is covered, what is excluded and how much you would pay yourself if you had to claim. When a lower-priced policy leaves out something important, we point it out.',
      'The real test of any policy is the claim. When you need to make one, we help you gather the evidence, fill in the forms and follow up with the insurer until the claim is settled. Each year before renewal we look at your cover and price again, so your policies keep up with your life.',
    ],
    values: [
      { title: 'On your side', text: 'We act for you in every dealing with insurers, from the first quote to the final claim payment.' },
      { title: 'Plain explanations', text: 'Every policy comes with a short summary of what it covers and what it does not.' },
      { title: 'Honest advice', text: 'If you do not need a particular cover or add-on, we tell you so.' },
      { title: 'Quick replies', text: 'Calls and messages are answered the same working day, and straight away when you are dealing with a claim.' },
    ],
    ctaHeadings: ['Get a quote for your cover', 'Check your renewal before you pay', 'Tell us what you need to protect'],
    ctaTexts: [
      'Send us a few details and we will come back with options from several insurers, explained in plain words.',
      'Has your renewal letter just arrived? Forward it to us and we will check whether the price and the cover still make sense.',
    ],
    articles: [
      {
        titles: ['What home insurance really covers, and what it leaves out', 'Buildings and contents cover: reading the small print'],
        description: 'Buildings or contents, common exclusions, the sum insured and underinsurance: what to check in a home insurance policy before you rely on it.',
        excerpt: 'Most people only read their home insurance policy after something has gone wrong. A few minutes with it now can save a refused claim later.',
        sections: [
          {
            heading: 'Buildings and contents are different covers',
            paragraphs: [
              'Buildings insurance pays to repair the structure: walls, roof, floors and permanent fittings such as a fitted kitchen. Contents insurance covers what you would take with you if you moved, from furniture to clothes and electronics. Homeowners usually need both, while tenants normally need only contents cover. In a flat, check whether the building is already insured by the management company or the owners as a group.',
            ],
          },
          {
            heading: 'Exclusions worth knowing',
            paragraphs: [
              'Wear and tear, gradual leaks and damage caused by poor maintenance are almost always excluded. Many policies limit cover if the home is left empty for more than a set number of days, often thirty or sixty. Valuables such as jewellery and bicycles may have a single-item limit unless you list them separately. Accidental damage, like paint spilled on a carpet, is often an optional extra rather than a standard part of the policy.',
            ],
          },
          {
            heading: 'Setting the right sum insured',
            paragraphs: [
              'The sum insured for buildings should be the cost of rebuilding the home, which is not the same as its market price. For contents, walk through each room and estimate what it would cost to replace everything new. If you insure for less than the real value, many policies reduce every claim in proportion, even small ones. Review the figures after renovations or large purchases.',
            ],
          },
          {
            heading: 'When something goes wrong',
            paragraphs: [
              'Stop the damage from getting worse if you safely can, for example by turning off the water at the mains. Take photographs before anything is cleared away, and keep receipts for emergency repairs. Report the claim promptly, as most policies set a deadline for notification. A broker can help you prepare the claim and deal with the insurer on your behalf.',
            ],
          },
        ],
      },
      {
        titles: ['How to make an insurance claim without delays', 'Making a claim: the steps that get it paid sooner'],
        description: 'What to do in the first hours, which evidence insurers ask for, how to report a claim and what to do if an insurer refuses or offers too little.',
        excerpt: 'Claims are paid faster when the insurer gets what it needs first time. Here is what to do from the moment something goes wrong.',
        sections: [
          {
            heading: 'The first hours',
            paragraphs: [
              'Safety comes first: make sure no one is hurt and call the emergency services if needed. Then take reasonable steps to limit the damage, such as covering a broken window or moving belongings away from a leak. Insurers expect you to prevent further loss, and a claim can be reduced if you did not. Keep any damaged items until the insurer says you can throw them away.',
            ],
          },
          {
            heading: 'Gathering evidence',
            paragraphs: [
              'Photograph or film the damage from several angles before you start cleaning up. Collect receipts, bank statements or photos that show you owned the items and what they were worth. For theft or a road accident, get a police or accident report reference, as insurers will ask for it. A short written account of what happened, with dates and times, saves repeated questions later.',
            ],
          },
          {
            heading: 'Reporting the claim',
            paragraphs: [
              'Tell the insurer or your broker as soon as you can, even if you do not have every document yet. Most policies set a time limit for reporting, and a late report can be grounds for refusal. Answer questions accurately and do not guess at values you are unsure of. Write down the claim number and the name of everyone you speak to.',
            ],
          },
          {
            heading: 'If the offer seems wrong',
            paragraphs: [
              'If a claim is refused or the offer looks too low, ask for the reasons in writing, with reference to the policy wording. Check the wording yourself, or ask your broker to, before accepting or arguing. Many disputes are resolved once missing evidence is provided or a misunderstanding is cleared up. If not, every insurer has a formal complaints procedure, and an independent review body is usually available after that.',
            ],
          },
        ],
      },
      {
        titles: ['Travel insurance: what to check before you book', 'Choosing travel cover for your next trip'],
        description: 'Medical cover abroad, cancellations, activities and existing health conditions: what to look for in a travel insurance policy and when to buy it.',
        excerpt: 'Travel insurance is easy to buy at the last minute and easy to get wrong. A few checks before you book make sure it works when you need it.',
        sections: [
          {
            heading: 'Buy it when you book',
            paragraphs: [
              'Cancellation cover only protects you from the day the policy starts. Buying insurance when you book the trip means that illness, a family emergency or other covered events before departure are included. Leaving it until the week before leaves those months unprotected. If you travel several times a year, an annual policy is often simpler and better value.',
            ],
          },
          {
            heading: 'Medical cover comes first',
            paragraphs: [
              'Emergency treatment abroad can be very expensive, and a medical flight home even more so. Check the limit for medical expenses and whether repatriation is included. Some countries require a minimum level of medical cover for a visa, so make sure the policy meets it. A policy with a low price and a low medical limit is a false economy.',
            ],
          },
          {
            heading: 'Activities and health conditions',
            paragraphs: [
              'Skiing, diving, hiking at altitude and even riding a hired scooter are often excluded unless you add them. Read the list of covered activities and add anything you plan to do. Existing medical conditions must usually be declared, and leaving one out can void a claim connected to it. Declaring a condition may raise the price, but it keeps the cover valid.',
            ],
          },
          {
            heading: 'While you are away',
            paragraphs: [
              'Save the insurer’s emergency phone number in your phone and keep the policy number with your passport. In a medical emergency, call the assistance line before going to a private clinic if at all possible, since many insurers need to approve treatment. Keep every receipt, medical report and police report. Notify the claim as soon as you can, even while still abroad.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'страховой брокер',
    descriptor: 'страховой брокер, который подбирает защиту для семей и небольших компаний',
    audience: 'клиенты',
    offersLabel: 'Страхование',
    eyebrows: ['Страховой брокер', 'Квартира, авто, здоровье, путешествия', 'Защита для семей и бизнеса'],
    heroTitles: [
      'Страховка, в которой всё понятно',
      'Защита для дома, машины и бизнеса',
      'Мы сравниваем полисы, вы выбираете',
      'На вашей стороне, когда нужна выплата',
    ],
    heroLeads: [
      'Сравниваем полисы нескольких страховых компаний, объясняем, что каждый покрывает и чего в нём нет, и помогаем выбрать защиту по разумной цене.',
      'Квартира, автомобиль, ДМС, путешествия, жизнь и бизнес в одном месте. Мы следим за сроками продления и помогаем, когда нужно получить выплату.',
      '«{brand}» работает на вас, а не на страховую компанию: ищем полис под вашу ситуацию и остаёмся рядом, когда приходит время заявить о страховом случае.',
    ],
    offersHeadings: ['Что мы страхуем', 'Защита для дома, семьи и бизнеса', 'Полисы и цены в месяц'],
    offersLeads: [
      'Стоимость зависит от ваших обстоятельств и страховой компании, поэтому указанные цены — начальные. Точный расчёт делаем, когда знаем детали.',
      'Расскажите, что нужно защитить, и мы сравним предложения нескольких страховщиков, прежде чем что-то рекомендовать.',
    ],
    offers: [
      {
        title: 'Страхование квартиры и дома',
        text: 'Конструктив, отделка и имущество: защита от пожара, залива, кражи и стихийных бедствий, а также ответственность перед соседями.',
        price: 30,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Автострахование',
        text: 'ОСАГО и КАСКО: сравним предложения нескольких страховых компаний и объясним, какие дополнительные опции вам действительно нужны.',
        price: 60,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Добровольное медицинское страхование',
        text: 'ДМС для себя и семьи: приём у специалистов, анализы и лечение в хороших клиниках, с программой и франшизой под ваш бюджет.',
        price: 90,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Страхование путешественников',
        text: 'Полисы на одну поездку или на год: медицинская помощь за границей, отмена поездки, потеря багажа, а по запросу — горные лыжи и активный отдых.',
        price: 15,
        from: true,
        unit: 'за поездку',
      },
      {
        title: 'Страхование жизни',
        text: 'Выплата семье в случае вашей смерти в период действия полиса. Сумму рассчитываем так, чтобы закрыть ипотеку, долги и расходы на жизнь.',
        price: 20,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Ипотечное страхование',
        text: 'То, что требует банк: страхование жизни заёмщика и квартиры, купленной в ипотеку. Оформим быстро и сравним с предложением самого банка.',
        price: 15,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Страхование бизнеса',
        text: 'Ответственность перед третьими лицами, имущество, оборудование и перерыв в деятельности для магазинов, офисов, мастерских и частных мастеров.',
        price: 45,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Страхование сдаваемой квартиры',
        text: 'Защита квартиры, которую вы сдаёте: отделка и мебель, ущерб соседям и, в зависимости от полиса, потеря арендного дохода.',
        price: 25,
        from: true,
        unit: 'в месяц',
      },
    ],
    highlights: [
      { title: 'Сравниваем нескольких страховщиков', text: 'Смотрим предложения разных страховых компаний, чтобы вы видели различия в цене и покрытии рядом друг с другом.' },
      { title: 'Объясняем мелкий шрифт', text: 'Исключения, франшизы и лимиты разбираем до покупки, чтобы при страховом случае не было неприятных сюрпризов.' },
      { title: 'Помогаем с выплатами', text: 'Если что-то случилось, сначала звоните нам. Поможем заполнить заявление, собрать документы и вести переписку со страховщиком.' },
      { title: 'Проверяем каждое продление', text: 'Перед продлением сравниваем новую цену с рынком и говорим, есть ли смысл сменить страховую компанию.' },
      { title: 'Один контакт для всех полисов', text: 'Квартира, машина, путешествия и бизнес через одного специалиста, который следит за всеми датами продления.' },
    ],
    process: [
      { title: 'Расскажите о задаче', text: 'Позвоните, напишите или заполните форму: что хотите застраховать, какой полис есть сейчас и с какой даты нужна защита.' },
      { title: 'Сравниваем предложения', text: 'Запрашиваем расчёты у нескольких страховых компаний и сравниваем покрытие, исключения, франшизу и цену.' },
      { title: 'Понятная рекомендация', text: 'Вы получаете два-три варианта с объяснением различий простыми словами и вариант, который мы выбрали бы на вашем месте.' },
      { title: 'Оформление полиса', text: 'Когда вы определились, оформляем полис, проверяем документы на ошибки и присылаем всё вместе.' },
      { title: 'Поддержка весь год', text: 'Напоминаем о продлении, вносим изменения при смене машины или адреса и помогаем при любом страховом случае.' },
    ],
    faq: [
      {
        question: 'Через брокера получается дороже, чем напрямую?',
        answer: 'Обычно нет. Брокер, как правило, получает комиссию от страховой компании, и она уже заложена в стоимость полиса. Если за услугу берётся отдельная плата, мы говорим об этом до покупки.',
      },
      {
        question: 'Что такое франшиза?',
        answer: 'Франшиза — часть ущерба, которую вы оплачиваете сами. Чем она выше, тем обычно дешевле полис, но выбирайте сумму, которую вы спокойно сможете заплатить, если что-то случится.',
      },
      {
        question: 'Можно ли платить помесячно?',
        answer: 'Многие страховщики предлагают рассрочку, хотя оплата за год сразу иногда обходится в итоге выгоднее. Если есть оба варианта, мы показываем обе цены.',
      },
      {
        question: 'Что делать, если произошёл страховой случай?',
        answer: 'Убедитесь, что все в безопасности, сфотографируйте повреждения и сохраните чеки за срочный ремонт. Затем позвоните нам: мы скажем, какие документы нужны страховщику, и поможем подать заявление.',
      },
      {
        question: 'Подорожает ли полис при продлении?',
        answer: 'Цена при продлении часто растёт, даже если выплат не было. Каждый год мы сравниваем её с предложениями других страховщиков и говорим, выгоднее остаться или перейти.',
      },
      {
        question: 'Нужно ли сообщать страховщику об изменениях?',
        answer: 'Да. Новый адрес, новый водитель, ремонт или изменение того, как вы пользуетесь машиной, могут повлиять на защиту. Сообщите нам, и мы внесём изменения, чтобы в будущем вам не отказали в выплате.',
      },
    ],
    story: [
      '«{brand}» подбирает страховую защиту для семей и небольших компаний. К нам обращаются, потому что сравнивать полисы утомительно, мелкий шрифт трудно понять, а низкая цена мало говорит о том, заплатит ли страховщик. Наша задача — найти подходящую защиту, понятно её объяснить и быть рядом, когда что-то случится.',
      'Мы работаем с разными страховыми компаниями и рекомендуем полис, который подходит под вашу ситуацию. До покупки вы знаете, что покрывается, что исключено и сколько придётся заплатить самим при страховом случае. Если полис подешевле не покрывает что-то важное, мы обращаем на это ваше внимание.',
      'Настоящая проверка страховки — это выплата. Когда она нужна, мы помогаем собрать документы, заполнить заявление и добиваемся ответа от страховщика, пока случай не будет урегулирован. Каждый год перед продлением мы заново проверяем покрытие и цену, чтобы полисы успевали за изменениями в вашей жизни.',
    ],
    values: [
      { title: 'На вашей стороне', text: 'Во всех вопросах со страховщиками действуем в ваших интересах, от первого расчёта до последней выплаты.' },
      { title: 'Понятные объяснения', text: 'К каждому полису прилагаем короткую памятку: что он покрывает, а что нет.' },
      { title: 'Честные советы', text: 'Если какая-то опция или дополнительная защита вам не нужна, мы так и скажем.' },
      { title: 'Быстрые ответы', text: 'На звонки и сообщения отвечаем в тот же рабочий день, а при страховом случае — сразу.' },
    ],
    ctaHeadings: ['Рассчитайте стоимость полиса', 'Проверьте продление, прежде чем платить', 'Расскажите, что нужно защитить'],
    ctaTexts: [
      'Пришлите несколько деталей, и мы вернёмся с вариантами от разных страховщиков, объяснёнными простыми словами.',
      'Пришло предложение о продлении? Перешлите его нам, и мы проверим, разумны ли цена и условия.',
    ],
    articles: [
      {
        titles: ['Что на самом деле покрывает страховка квартиры', 'Конструктив, отделка, имущество: как читать полис на квартиру'],
        description: 'Конструктив или имущество, частые исключения, страховая сумма и недострахование: что проверить в полисе на квартиру, прежде чем на него полагаться.',
        excerpt: 'Большинство читает полис на квартиру только после того, как что-то случилось. Несколько минут сейчас помогут избежать отказа в выплате потом.',
        sections: [
          {
            heading: 'Что именно застраховано',
            paragraphs: [
              'Полис может покрывать конструктив — стены, перекрытия, несущие элементы, — отделку и инженерное оборудование, а также движимое имущество: мебель, технику, одежду. Собственнику обычно нужна защита и отделки, и имущества, а арендатору — только своих вещей. Отдельный пункт — гражданская ответственность перед соседями, если вы случайно их залили. Во многих случаях именно она оказывается самой востребованной частью полиса.',
            ],
          },
          {
            heading: 'Исключения, о которых стоит знать',
            paragraphs: [
              'Износ, постепенные протечки и ущерб из-за плохого содержания жилья почти всегда исключены. Многие полисы ограничивают защиту, если квартира пустует дольше определённого срока. У ценных вещей вроде украшений и велосипедов бывает лимит на один предмет, если не внести их в полис отдельно. Случайное повреждение, например пролитая на ковёр краска, часто оформляется как дополнительная опция, а не входит в базовое покрытие.',
            ],
          },
          {
            heading: 'Правильная страховая сумма',
            paragraphs: [
              'Страховая сумма для отделки и конструктива должна соответствовать стоимости восстановления, а не рыночной цене квартиры. Для имущества пройдитесь по комнатам и прикиньте, сколько стоило бы купить всё заново. Если застраховать жильё дешевле его реальной стоимости, многие полисы уменьшают каждую выплату пропорционально, даже небольшую. Пересматривайте суммы после ремонта и крупных покупок.',
            ],
          },
          {
            heading: 'Если что-то случилось',
            paragraphs: [
              'Остановите ущерб, если это безопасно, например перекройте воду. Сфотографируйте повреждения до уборки и сохраните чеки за срочный ремонт. При заливе вызовите представителя управляющей компании, чтобы составить акт. Заявите о случае как можно скорее: в большинстве полисов есть срок для уведомления страховщика.',
            ],
          },
        ],
      },
      {
        titles: ['Как получить страховую выплату без задержек', 'Страховой случай: порядок действий для быстрой выплаты'],
        description: 'Что делать в первые часы, какие документы запрашивают страховщики, как заявить о страховом случае и что делать, если в выплате отказали.',
        excerpt: 'Выплату получают быстрее, когда страховщик сразу получает всё, что нужно. Рассказываем, что делать с момента, когда что-то пошло не так.',
        sections: [
          {
            heading: 'Первые часы',
            paragraphs: [
              'Сначала безопасность: убедитесь, что никто не пострадал, и при необходимости вызовите экстренные службы. Затем примите разумные меры, чтобы ущерб не увеличился: закройте разбитое окно, уберите вещи подальше от протечки. Страховщик ожидает, что вы постараетесь предотвратить дальнейшие потери, иначе выплату могут уменьшить. Не выбрасывайте повреждённые вещи, пока страховая компания не разрешит.',
            ],
          },
          {
            heading: 'Соберите доказательства',
            paragraphs: [
              'Сфотографируйте или снимите на видео повреждения с разных сторон, прежде чем начинать уборку. Соберите чеки, выписки или фотографии, подтверждающие, что вещи были вашими, и их стоимость. При краже или ДТП получите документы из полиции или оформите европротокол, если это допустимо. Короткое письменное описание событий с датами и временем избавит от повторных вопросов.',
            ],
          },
          {
            heading: 'Заявите о случае',
            paragraphs: [
              'Сообщите страховщику или брокеру как можно раньше, даже если собраны ещё не все документы. В большинстве договоров есть срок уведомления, и пропуск может стать поводом для отказа. Отвечайте на вопросы точно и не называйте наугад суммы, в которых не уверены. Запишите номер убытка и имена всех, с кем разговаривали.',
            ],
          },
          {
            heading: 'Если выплата кажется неверной',
            paragraphs: [
              'Если в выплате отказали или сумма кажется заниженной, запросите письменное объяснение со ссылкой на правила страхования. Проверьте формулировки сами или попросите брокера, прежде чем соглашаться или спорить. Многие разногласия снимаются, когда предоставлены недостающие документы или прояснено недоразумение. Если нет, можно направить страховщику письменную претензию, а затем обратиться к финансовому уполномоченному или в суд.',
            ],
          },
        ],
      },
      {
        titles: ['Страховка для путешествия: что проверить перед покупкой', 'Как выбрать полис для поездки за границу'],
        description: 'Медицинское покрытие за границей, отмена поездки, активный отдых и хронические заболевания: на что смотреть в полисе для путешествия и когда его покупать.',
        excerpt: 'Страховку для поездки легко купить в последний момент и легко выбрать неудачно. Несколько проверок заранее помогут, чтобы она сработала, когда понадобится.',
        sections: [
          {
            heading: 'Покупайте вместе с билетами',
            paragraphs: [
              'Защита от отмены поездки действует только с того дня, когда начал действовать полис. Если оформить страховку сразу при бронировании, болезнь, семейные обстоятельства и другие страховые случаи до вылета будут покрыты. Полис, купленный за неделю до отъезда, оставляет эти месяцы без защиты. Если вы ездите несколько раз в год, годовой полис часто удобнее и выгоднее.',
            ],
          },
          {
            heading: 'Главное — медицинское покрытие',
            paragraphs: [
              'Экстренное лечение за границей может стоить очень дорого, а медицинская эвакуация домой — ещё дороже. Проверьте лимит на медицинские расходы и входит ли в полис транспортировка на родину. Для некоторых виз, в том числе шенгенской, требуется полис с покрытием не ниже установленного минимума. Полис с низкой ценой и маленьким медицинским лимитом — ложная экономия.',
            ],
          },
          {
            heading: 'Активный отдых и здоровье',
            paragraphs: [
              'Горные лыжи, дайвинг, треккинг в горах и даже поездки на арендованном скутере часто исключены, если не добавить их отдельно. Прочитайте список покрываемых видов отдыха и добавьте всё, что планируете. О хронических заболеваниях обычно нужно сообщить заранее, иначе в выплате, связанной с ними, могут отказать. Полис может стать дороже, зато защита останется действительной.',
            ],
          },
          {
            heading: 'Во время поездки',
            paragraphs: [
              'Сохраните телефон сервисной службы страховщика в телефоне, а номер полиса держите вместе с паспортом. При обращении за медицинской помощью по возможности сначала звоните в сервисную службу: многие страховщики должны согласовать лечение. Сохраняйте все чеки, медицинские заключения и справки из полиции. Заявите о случае как можно раньше, даже если вы ещё за границей.',
            ],
          },
        ],
      },
    ],
  },
};
