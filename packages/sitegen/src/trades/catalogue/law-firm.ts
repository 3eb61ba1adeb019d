import type { Trade } from '../types.ts';

export const lawFirm: Trade = {
  id: 'law-firm',
  theme: 'Law Firm',
  kind: 'services',
  icons: 'legal',
  offerIcons: ['messages-square', 'scroll-text', 'file-text', 'building', 'house', 'users', 'briefcase', 'gavel'],
  en: {
    noun: 'law firm',
    descriptor: 'a law firm that gives people and small businesses clear, practical legal advice',
    audience: 'clients',
    offersLabel: 'Practice areas',
    eyebrows: ['Law firm', 'Legal advice for people and business', 'Family, property and business law'],
    heroTitles: [
      'Clear legal advice when a lot is at stake',
      'Straight answers to legal questions',
      'Legal help for families and small businesses',
      'Lawyers who explain things plainly',
    ],
    heroLeads: [
      'We help people and small businesses with wills, property, family matters, contracts and disputes. You get a straight answer on where you stand and what the work will cost.',
      'Book an initial consultation and leave with a plan: your options, what each one involves, and a fixed fee wherever the work allows one.',
      '{brand} takes care of the paperwork, the negotiations and, when it comes to it, the court hearing, and keeps you informed at every step.',
    ],
    offersHeadings: ['Practice areas', 'How we can help', 'Legal services and fixed fees'],
    offersLeads: [
      'Most matters start with one conversation. Where the work can be priced in advance, we quote a fixed fee before we begin.',
      'From a first will to a dispute with a supplier, these are the matters clients bring to us most often.',
    ],
    offers: [
      {
        title: 'Initial consultation',
        text: 'Up to an hour with a lawyer to go through your situation, your documents and your options. You leave knowing the next step and what it is likely to cost.',
        price: 150,
        from: true,
      },
      {
        title: 'Wills and inheritance',
        text: 'A will drafted around your family and your property, and help for heirs with claiming an inheritance and dealing with the formalities.',
        price: 400,
        from: true,
      },
      {
        title: 'Contract drafting and review',
        text: 'Supply, service, lease and partnership contracts written from scratch or checked before you sign, with the risks marked in plain language.',
        price: 350,
        from: true,
      },
      {
        title: 'Company formation',
        text: 'Setting up a company: choosing the right structure, preparing the founding documents and a shareholders’ agreement, and filing for registration.',
        price: 600,
        from: true,
      },
      {
        title: 'Buying and selling property',
        text: 'Checks on the property and the seller, a contract that protects you and support through to registration, so the money and the keys change hands safely.',
        price: 900,
        from: true,
      },
      {
        title: 'Divorce and family matters',
        text: 'Divorce, division of property, arrangements for children and maintenance, handled calmly and with the children’s interests kept firmly in view.',
      },
      {
        title: 'Employment law',
        text: 'Advice for employees and employers on dismissals, unpaid wages, employment contracts and workplace disputes, from a first letter to a hearing.',
      },
      {
        title: 'Disputes and court representation',
        text: 'Debt recovery, claims against contractors and other civil disputes. We try to settle first and represent you in court when talks fail.',
      },
    ],
    highlights: [
      { title: 'Fees agreed in advance', text: 'Before any work starts you know the fixed fee, or the hourly rate with a realistic estimate. No surprise bills at the end.' },
      { title: 'An honest view of your case', text: 'We tell you when a claim is weak or when a fight would cost more than it could win. Sometimes the wisest advice is to stay out of court.' },
      { title: 'Plain language, no jargon', text: 'Every letter and contract we prepare comes with a short note on what it means for you in practice.' },
      { title: 'A lawyer who knows your case', text: 'The person you meet at the first consultation stays with your matter, so you never have to repeat your story to someone new.' },
      { title: 'Questions welcome at any stage', text: 'Ask whenever something about your case is unclear: a short call often settles what long letters cannot.' },
    ],
    process: [
      { title: 'Get in touch', text: 'Call, email or send the form with a few lines about your situation. We will tell you whether it is a matter we handle and offer a time to meet.' },
      { title: 'Initial consultation', text: 'In the office or by video call, we go through your documents and questions and explain your options and the likely costs.' },
      { title: 'Engagement letter', text: 'If you decide to go ahead, you receive a short engagement letter setting out the work, the fee and the lawyer who will handle it.' },
      { title: 'The work on your matter', text: 'We draft, negotiate, file and attend hearings. You see every document before it goes out and hear from us at each stage.' },
      { title: 'Closing the file', text: 'Once the matter is finished, you receive the final documents and a short summary of what was done and what to keep safe.' },
    ],
    faq: [
      {
        question: 'How much does an initial consultation cost?',
        answer: 'The consultation fee is shown on our prices page and covers up to an hour with a lawyer. If you then ask us to take on the matter, we quote the fee for that work before anything starts.',
      },
      {
        question: 'Do you work for fixed fees?',
        answer: 'Yes, for wills, contracts, company formation and property transactions. Disputes and court cases depend on how the other side behaves, so we charge by the hour and give you a written estimate that we update as the case moves on.',
      },
      {
        question: 'What should I bring to the first meeting?',
        answer: 'Any documents connected with the matter: contracts, letters and emails, court papers, property documents and your ID. A short timeline of events written down beforehand saves time and money.',
      },
      {
        question: 'Can you tell me whether I will win?',
        answer: 'No honest lawyer can promise a result. What we can do is weigh up the strengths and weaknesses of your position and tell you the likely outcomes and the cost of getting there.',
      },
      {
        question: 'Is what I tell you kept confidential?',
        answer: 'Yes. Everything you share with us stays confidential from the first phone call, whether or not you go on to instruct us.',
      },
      {
        question: 'Can we work together remotely?',
        answer: 'Most matters can be handled by video call, email and electronic signature. We only ask you to come in when an original document has to be signed or a hearing needs you in person.',
      },
    ],
    story: [
      '{brand} was set up to give people and small businesses the kind of legal help that larger firms keep for their biggest clients: time, attention and a clear plan. Our clients are families sorting out a will or a divorce, owners about to sign their first lease, and people caught in a dispute they never expected. Each of them deserves to understand their position before making a decision.',
      'We work as a small team, so the lawyer you meet is the lawyer who does the work. Letters and contracts are written in language you can follow without a dictionary. When a matter can be settled with a phone call or a well-drafted letter, we say so before anyone mentions court.',
      'Fees are agreed before work begins and set out in writing. Wherever the work is predictable we offer a fixed price, and where it is not we give an estimate and tell you if it changes. You should never be surprised by a bill or by the next step in your case.',
    ],
    values: [
      { title: 'Honesty about the odds', text: 'We give you our real view of your case, including the parts you may not want to hear.' },
      { title: 'Confidentiality', text: 'What you tell us stays with us. Documents are stored securely and shared only with your consent.' },
      { title: 'Respect for your time', text: 'Deadlines in legal matters are fixed by law, and every step is planned around them.' },
      { title: 'Clarity', text: 'Every step, document and invoice is explained in plain words before we ask you to agree to it.' },
    ],
    ctaHeadings: ['Book an initial consultation', 'Tell us what has happened', 'Find out where you stand'],
    ctaTexts: [
      'Send us a few lines about your situation and we will suggest a time to talk, in the office or by video call.',
      'The sooner you take advice, the more options you usually have. Book a consultation and bring your documents with you.',
    ],
    articles: [
      {
        titles: ['What happens if you die without a will', 'Why a will matters even if you own very little'],
        description: 'Without a will, fixed rules decide who inherits your property. What a simple will changes, who it protects and when it is time to update it.',
        excerpt: 'Many people put off making a will because they feel they own too little to need one. Here is what happens without one, and what a simple will changes.',
        sections: [
          {
            heading: 'The law decides instead of you',
            paragraphs: [
              'When someone dies without a will, their property passes under fixed rules of inheritance. The rules follow blood and marriage, not your wishes or the people you were closest to. A partner you lived with for years but never married may receive nothing at all. A stepchild you raised may come last in line or be left out altogether.',
            ],
          },
          {
            heading: 'Children and the people who depend on you',
            paragraphs: [
              'A will lets you decide how property is shared between children from different relationships, and lets you leave something to people the law would pass over. Parents of young children can also put in writing who they would like to look after them. Without such a wish, relatives may disagree and the decision falls to a court or a guardianship authority. For many parents, the children are the main reason to sit down and write a will at last.',
            ],
          },
          {
            heading: 'What a simple will covers',
            paragraphs: [
              'A straightforward will names who receives your home, savings and belongings, and who will deal with your estate. You can leave particular items to particular people, a sum to a charity, or everything to one person. Drafting usually takes one meeting and a few days to prepare the document. Signing must follow the formal rules that apply where you live, and we make sure it does.',
            ],
          },
          {
            heading: 'When to review your will',
            paragraphs: [
              'Marriage, divorce, the birth of a child and the purchase of a home are all good moments to read your will again. In some legal systems, marriage or divorce can change or cancel an existing will automatically. Moving abroad or buying property in another country raises questions of its own. A review every few years, even when nothing seems to have changed, keeps the document in step with your life.',
            ],
          },
        ],
      },
      {
        titles: ['Before you sign: what to check in any contract', 'A contract checklist for small business owners'],
        description: 'Payment terms, liability, automatic renewal and the way out: what is worth checking before you sign a supply, service or lease contract.',
        excerpt: 'Most contract problems could have been spotted before signing. Half an hour of checking can save months of dispute.',
        sections: [
          {
            heading: 'Who is signing and what exactly is promised',
            paragraphs: [
              'Check that the other party is named exactly as it is registered, with its registration number and address. A contract with a trading name, or signed by someone with no authority to sign, can be hard to enforce. Read the description of the work or goods as if you had to prove in court that it was delivered. Vague wording such as “general support” or “goods as agreed” is one of the most common sources of disputes.',
            ],
          },
          {
            heading: 'Money: price, payment dates and penalties',
            paragraphs: [
              'Look at when payment is due, in what currency, and what happens if it is late. Penalty clauses often run in one direction only, protecting whoever wrote the contract. A price review clause can let a supplier raise prices during the term with little notice. If you are paying an advance, check how and when it comes back to you if the work is never done.',
            ],
          },
          {
            heading: 'Liability, renewal and ending the contract',
            paragraphs: [
              'A limitation of liability clause decides how much you can recover if things go wrong, sometimes no more than one month’s fee. Automatic renewal can lock you in for another year unless you give notice by a date that is easy to miss. Check how each side can end the contract, with how much notice, and what you owe on the way out. Put the key dates in your calendar on the day you sign.',
            ],
          },
          {
            heading: 'If a dispute arises',
            paragraphs: [
              'The contract usually says which law applies and which court or arbitration will hear a dispute. A clause naming a court in another region or country can make a small claim too expensive to pursue. Many contracts also require a written claim and a waiting period before anyone goes to court. If any of these points worries you, a review before signing costs far less than a dispute afterwards.',
            ],
          },
        ],
      },
      {
        titles: ['How to prepare for a first legal consultation', 'Your first consultation: what to bring and what to ask'],
        description: 'Make the most of a first legal consultation: which documents to bring, how to write a short timeline and which questions to ask before you leave.',
        excerpt: 'An hour with a lawyer goes quickly. A little preparation means you spend it on your options rather than on looking for papers.',
        sections: [
          {
            heading: 'Gather the documents',
            paragraphs: [
              'Bring everything connected with the matter: contracts, letters, emails, court papers, receipts, property documents and your ID. Originals are useful, but clear copies or scans are fine for a first meeting. If a document is missing, note what it was and who is likely to have it. Sending the papers a day or two ahead lets the lawyer read them before you arrive.',
            ],
          },
          {
            heading: 'Write a short timeline',
            paragraphs: [
              'A one-page list of dates and events is worth more than a long story told from memory. Note when the contract was signed, when the problems started, and who said what and when. Include any deadline you have been given, such as a date to reply to a letter or a court hearing. Time limits in law can be short, and missing one can close off options for good.',
            ],
          },
          {
            heading: 'Questions worth asking',
            paragraphs: [
              'Ask what your options are and what each is likely to cost, in fees and in time. Find out what the other side could argue and how your position looks against it. Ask who will handle your matter day to day and how you will be kept informed. Before you leave, ask what you should do, and not do, in the coming days.',
            ],
          },
          {
            heading: 'After the meeting',
            paragraphs: [
              'Within a few days you should receive a short summary of the advice and, if you go ahead, an engagement letter with the fee. Read it carefully and ask about anything that is unclear. Until you decide, avoid contacting the other side about the dispute or signing anything new. Keep any new letters or documents that arrive, as they may matter later.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'юридическая фирма',
    descriptor: 'юридическая фирма, которая понятно объясняет и помогает людям и небольшим компаниям',
    audience: 'клиенты',
    offersLabel: 'Практики',
    eyebrows: ['Юридическая фирма', 'Право для людей и бизнеса', 'Семья, недвижимость, договоры'],
    heroTitles: [
      'Юридическая помощь, когда на кону многое',
      'Понятные ответы на сложные вопросы',
      'Защищаем интересы семей и небольших компаний',
      'Юристы, которые говорят по-человечески',
    ],
    heroLeads: [
      'Помогаем с наследством, недвижимостью, семейными делами, договорами и спорами. Вы сразу узнаете, какова ваша позиция и сколько будет стоить работа.',
      'Запишитесь на консультацию и уйдёте с планом: какие есть варианты, что потребует каждый из них и какова фиксированная цена там, где её можно назвать заранее.',
      '«{brand}» берёт на себя документы, переговоры и, если дойдёт до этого, суд. На каждом этапе вы знаете, что происходит с делом.',
    ],
    offersHeadings: ['Направления практики', 'С чем мы помогаем', 'Услуги и фиксированные цены'],
    offersLeads: [
      'Почти любое дело начинается с одного разговора. Если объём работы понятен заранее, мы называем фиксированную цену до её начала.',
      'От завещания до спора с поставщиком: вот дела, с которыми к нам обращаются чаще всего.',
    ],
    offers: [
      {
        title: 'Первичная консультация',
        text: 'До часа с юристом: разбираем вашу ситуацию и документы, обсуждаем варианты. Вы уходите с понятным следующим шагом и оценкой стоимости.',
        price: 150,
        from: true,
      },
      {
        title: 'Завещание и наследство',
        text: 'Подготовим проект завещания с учётом семьи и имущества, поможем наследникам вступить в права и собрать все документы.',
        price: 400,
        from: true,
      },
      {
        title: 'Составление и проверка договоров',
        text: 'Договоры поставки, услуг, аренды и партнёрства: напишем с нуля или проверим перед подписанием и объясним риски простыми словами.',
        price: 350,
        from: true,
      },
      {
        title: 'Регистрация компании',
        text: 'Поможем выбрать организационную форму, подготовим устав и корпоративный договор между участниками, подадим документы на регистрацию.',
        price: 600,
        from: true,
      },
      {
        title: 'Сопровождение сделки с недвижимостью',
        text: 'Проверим объект и продавца, составим договор и доведём сделку до регистрации, чтобы деньги и ключи перешли из рук в руки без риска.',
        price: 900,
        from: true,
      },
      {
        title: 'Развод и семейные споры',
        text: 'Развод, раздел имущества, порядок общения с детьми и алименты. Ведём такие дела спокойно и прежде всего помним об интересах детей.',
      },
      {
        title: 'Трудовые споры',
        text: 'Помогаем работникам и работодателям: увольнения, невыплата зарплаты, трудовые договоры и конфликты, от первой претензии до суда.',
      },
      {
        title: 'Представительство в суде',
        text: 'Взыскание долгов, претензии к подрядчикам и другие гражданские споры. Сначала пробуем договориться, а если не выходит, представляем вас в суде.',
      },
    ],
    highlights: [
      { title: 'Цена известна заранее', text: 'До начала работы вы знаете фиксированную стоимость или почасовую ставку с реалистичной оценкой. Неожиданных счетов в конце не будет.' },
      { title: 'Честная оценка перспектив', text: 'Скажем прямо, если позиция слабая или спор обойдётся дороже, чем можно отсудить. Иногда самый разумный совет — не идти в суд.' },
      { title: 'Без канцелярита', text: 'Спросите, что документ означает для вас на практике, — короткое пояснение часто важнее длинного текста.' },
      { title: 'Юрист, который знает ваше дело', text: 'Тот, с кем вы встретились на консультации, и ведёт ваше дело дальше. Не придётся заново пересказывать историю.' },
      { title: 'Вопросы на любом этапе', text: 'Спрашивайте, когда в деле что-то непонятно: короткий звонок часто решает то, что не решают длинные письма.' },
    ],
    process: [
      { title: 'Заявка', text: 'Позвоните, напишите или оставьте заявку с парой строк о ситуации. Мы ответим, берёмся ли за такие дела, и предложим время встречи.' },
      { title: 'Консультация', text: 'В офисе или по видеосвязи разбираем документы и вопросы, объясняем возможные варианты и примерную стоимость.' },
      { title: 'Договор', text: 'Если решаете работать с нами, заключаем договор: в нём описаны задачи, стоимость и юрист, который ведёт дело.' },
      { title: 'Работа по делу', text: 'Готовим документы, ведём переговоры, подаём заявления и участвуем в заседаниях. Каждый документ вы видите до отправки.' },
      { title: 'Завершение', text: 'По окончании передаём итоговые документы и короткую справку: что сделано и какие бумаги нужно сохранить.' },
    ],
    faq: [
      {
        question: 'Сколько стоит первичная консультация?',
        answer: 'Стоимость консультации указана в прайс-листе и включает до часа работы с юристом. Если после неё вы поручаете нам дело, цену работы мы называем до её начала.',
      },
      {
        question: 'Бывают ли у вас фиксированные цены?',
        answer: 'Да, на завещания, договоры, регистрацию компаний и сделки с недвижимостью. Судебные споры зависят от поведения другой стороны, поэтому там мы работаем по часам и даём письменную оценку, которую обновляем по ходу дела.',
      },
      {
        question: 'Что взять с собой на первую встречу?',
        answer: 'Все документы, связанные с делом: договоры, переписку, судебные бумаги, документы на имущество и паспорт. Короткая хронология событий, записанная заранее, сэкономит и время, и деньги.',
      },
      {
        question: 'Вы можете пообещать, что я выиграю дело?',
        answer: 'Честный юрист не обещает результат. Мы можем оценить сильные и слабые стороны вашей позиции, назвать возможные исходы и то, во что обойдётся путь к ним.',
      },
      {
        question: 'Всё, что я расскажу, останется между нами?',
        answer: 'Да. Всё, чем вы делитесь с нами, остаётся конфиденциальным с первого звонка, даже если в итоге вы решите не поручать нам дело.',
      },
      {
        question: 'Можно ли работать дистанционно?',
        answer: 'Большинство дел можно вести по видеосвязи, электронной почте и с электронной подписью. Приезжать придётся, только когда нужно подписать оригинал документа или лично участвовать в заседании.',
      },
    ],
    story: [
      'Мы открыли «{brand}», чтобы люди и небольшие компании получали ту юридическую помощь, которую крупные фирмы приберегают для главных клиентов: время, внимание и понятный план. К нам приходят семьи, которым нужно завещание или развод, предприниматели перед первой арендой, люди, неожиданно оказавшиеся в споре. Каждый из них должен понимать своё положение, прежде чем принимать решение.',
      'Мы небольшая команда, поэтому юрист, с которым вы встретились, и делает работу. Письма и договоры пишем языком, понятным без словаря. Если вопрос решается звонком или грамотно составленным письмом, мы скажем об этом раньше, чем заговорим о суде.',
      'Стоимость согласуем до начала работы и фиксируем в договоре. Когда объём предсказуем, называем фиксированную цену, а когда нет, даём оценку и предупреждаем, если она меняется. Ни счёт, ни следующий шаг по делу не должны становиться для вас сюрпризом.',
    ],
    values: [
      { title: 'Честность', text: 'Говорим, как на самом деле обстоят дела, даже если это не то, что хочется услышать.' },
      { title: 'Конфиденциальность', text: 'Всё, что вы рассказываете, остаётся у нас. Документы храним надёжно и передаём только с вашего согласия.' },
      { title: 'Уважение к вашему времени', text: 'Сроки в юридических делах задаёт закон, и каждый шаг планируется с их учётом.' },
      { title: 'Ясность', text: 'Каждый шаг, документ и счёт объясняем простыми словами, прежде чем попросить вашего согласия.' },
    ],
    ctaHeadings: ['Запишитесь на консультацию', 'Расскажите, что случилось', 'Узнайте, какова ваша позиция'],
    ctaTexts: [
      'Напишите пару строк о ситуации, и мы предложим время для разговора в офисе или по видеосвязи.',
      'Чем раньше вы получите совет, тем больше у вас обычно вариантов. Запишитесь на консультацию и возьмите документы с собой.',
    ],
    articles: [
      {
        titles: ['Что будет, если не оставить завещание', 'Зачем нужно завещание, даже если имущества немного'],
        description: 'Без завещания наследство делится по закону, а не по вашей воле. Что даёт простое завещание, кого оно защищает и когда его стоит пересмотреть.',
        excerpt: 'Многие откладывают завещание, считая, что им особенно нечего оставить. Рассказываем, что происходит без него и что меняет даже самое простое завещание.',
        sections: [
          {
            heading: 'Вместо вас решает закон',
            paragraphs: [
              'Если завещания нет, имущество переходит к наследникам по закону, строго по очереди. Закон учитывает родство и брак, но не ваши желания и не то, кто был вам по-настоящему близок. Человек, с которым вы много лет прожили без регистрации брака, может не получить ничего. Пасынок или падчерица, которых вы вырастили, окажутся в самом конце очереди.',
            ],
          },
          {
            heading: 'Дети и те, кто от вас зависит',
            paragraphs: [
              'Завещание позволяет самому решить, как поделить имущество между детьми от разных браков, и оставить что-то тем, о ком закон не вспомнит. Родители несовершеннолетних могут заранее письменно указать, кого хотели бы видеть опекуном детей. Если такого распоряжения нет, решение принимают органы опеки, а родственники нередко расходятся во мнениях. Для многих родителей именно дети становятся поводом наконец заняться завещанием.',
            ],
          },
          {
            heading: 'Что входит в простое завещание',
            paragraphs: [
              'В завещании указывают, кому достанется квартира, сбережения и вещи, и можно назначить исполнителя завещания. Конкретную вещь можно оставить конкретному человеку, часть денег — благотворительному фонду, а всё остальное — одному наследнику. Завещание удостоверяет нотариус, а мы готовим проект, продумываем формулировки и подсказываем, что взять с собой. Обычно на всё хватает одной встречи и нескольких дней на подготовку текста.',
            ],
          },
          {
            heading: 'Когда завещание стоит пересмотреть',
            paragraphs: [
              'Брак, развод, рождение ребёнка, покупка или продажа квартиры — хорошие поводы перечитать завещание. Завещание можно изменить или отменить в любой момент, и новое завещание отменяет прежнее полностью или в той части, где они расходятся. Отдельные вопросы возникают, если вы переезжаете за границу или покупаете там недвижимость. Даже когда в жизни ничего не меняется, раз в несколько лет полезно проверить, соответствует ли документ вашим планам.',
            ],
          },
        ],
      },
      {
        titles: ['Перед подписанием: что стоит проверить в договоре', 'Как проверить договор: памятка для предпринимателя'],
        description: 'Сроки оплаты, ответственность сторон, автопродление и порядок расторжения: что проверить в договоре поставки, услуг или аренды до подписания.',
        excerpt: 'Большинство проблем с договорами можно заметить до подписания. Полчаса проверки избавят от месяцев споров.',
        sections: [
          {
            heading: 'Кто подписывает и что именно обещано',
            paragraphs: [
              'Проверьте, что контрагент указан точно так, как он зарегистрирован: полное наименование, регистрационный номер, адрес. Договор с торговой маркой вместо компании или подписанный человеком без полномочий бывает трудно исполнить через суд. Затем прочитайте описание работ или товара так, будто вам предстоит доказывать, что всё выполнено. Размытые формулировки вроде «сопровождение» или «товар по согласованию» — одна из самых частых причин споров.',
            ],
          },
          {
            heading: 'Деньги: цена, сроки оплаты и неустойка',
            paragraphs: [
              'Посмотрите, когда и в какой валюте нужно платить и что будет при просрочке. Неустойка нередко предусмотрена только для одной стороны, и обычно это не вы. Пункт о пересмотре цены может позволить поставщику поднять её в середине срока почти без предупреждения. Если вы вносите аванс, проверьте, как и когда его вернут, если работа так и не будет сделана.',
            ],
          },
          {
            heading: 'Ответственность, продление и расторжение',
            paragraphs: [
              'Ограничение ответственности определяет, сколько вы сможете взыскать, если что-то пойдёт не так, иногда не больше месячной оплаты. Автоматическое продление может оставить вас в договоре ещё на год, если не предупредить другую сторону к дате, которую легко пропустить. Выясните, как каждая сторона может расторгнуть договор, за какой срок предупредить и что придётся заплатить при выходе. Все ключевые даты занесите в календарь в день подписания.',
            ],
          },
          {
            heading: 'Если дело дойдёт до спора',
            paragraphs: [
              'Обычно в договоре сказано, какой суд будет рассматривать спор и по какому праву. Суд в другом регионе или другой стране может сделать небольшую претензию невыгодной для взыскания. Во многих договорах предусмотрен обязательный досудебный порядок: письменная претензия и срок ожидания ответа. Если какой-то пункт вызывает сомнения, проверка до подписания обойдётся гораздо дешевле, чем спор после.',
            ],
          },
        ],
      },
      {
        titles: ['Как подготовиться к первой консультации', 'Первая встреча по делу: что взять с собой и о чём спросить'],
        description: 'Как извлечь максимум из первой юридической консультации: какие документы взять, как составить хронологию событий и какие вопросы задать.',
        excerpt: 'Час с юристом пролетает быстро. Немного подготовки, и это время уйдёт на обсуждение вариантов, а не на поиск бумаг.',
        sections: [
          {
            heading: 'Соберите документы',
            paragraphs: [
              'Возьмите всё, что связано с делом: договоры, письма, переписку, судебные бумаги, чеки, документы на имущество и паспорт. Оригиналы пригодятся, но для первой встречи достаточно чётких копий или сканов. Если какого-то документа нет, запишите, что это было и у кого он может находиться. Отправьте бумаги за день-два до встречи, чтобы юрист успел их прочитать.',
            ],
          },
          {
            heading: 'Составьте короткую хронологию',
            paragraphs: [
              'Страница с датами и событиями полезнее долгого рассказа по памяти. Запишите, когда был подписан договор, когда начались проблемы, кто что сказал и когда. Отметьте все сроки, о которых вам известно: дату ответа на письмо, день судебного заседания. Процессуальные сроки бывают короткими, а пропущенный срок может навсегда закрыть часть возможностей.',
            ],
          },
          {
            heading: 'Какие вопросы задать',
            paragraphs: [
              'Спросите, какие у вас есть варианты и во что обойдётся каждый, в деньгах и во времени. Узнайте, что может возразить другая сторона и насколько сильна ваша позиция. Уточните, кто будет вести дело каждый день и как вы будете узнавать о новостях. В конце спросите, что стоит делать и чего делать не стоит в ближайшие дни.',
            ],
          },
          {
            heading: 'После встречи',
            paragraphs: [
              'В течение нескольких дней вы получите краткое изложение рекомендаций, а если решите продолжать, то и проект договора с ценой. Прочитайте его внимательно и спросите обо всём, что непонятно. Пока решение не принято, не обсуждайте спор с другой стороной и ничего нового не подписывайте. Сохраняйте все письма и документы, которые приходят, ведь они могут понадобиться позже.',
            ],
          },
        ],
      },
    ],
  },
};
