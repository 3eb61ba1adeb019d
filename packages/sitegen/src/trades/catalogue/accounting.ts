import type { Trade } from '../types.ts';

export const accounting: Trade = {
  id: 'accounting',
  theme: 'Accounting',
  kind: 'services',
  icons: 'finance',
  offerIcons: ['calculator', 'banknote', 'receipt-text', 'badge-percent', 'calendar-check', 'chart-pie', 'archive', 'messages-square'],
  en: {
    noun: 'accountancy firm',
    descriptor: 'an accountancy firm that keeps the books, runs payroll and files tax returns for small businesses',
    audience: 'clients',
    eyebrows: ['Accounting and bookkeeping', 'Bookkeeping, payroll and tax', 'For small businesses and the self-employed'],
    heroTitles: [
      'Your books, payroll and taxes, handled every month',
      'Bookkeeping and tax returns without the stress',
      'Accounting for small firms and the self-employed',
      'Figures you can rely on',
    ],
    heroLeads: [
      'We keep your books up to date, run payroll and file your tax returns on time, so your evenings go on the business rather than on receipts.',
      'One fixed monthly fee, one named accountant and a clear picture of your numbers every month. Small businesses get the same attention as large ones.',
      '{brand} looks after bookkeeping, payroll and tax for small companies and the self-employed, and explains what the figures mean for your next decision.',
    ],
    offersHeadings: ['Services and monthly fees', 'What we can take off your hands', 'Bookkeeping, payroll and tax'],
    offersLeads: [
      'Most clients pay one fixed monthly fee based on the number of transactions and employees. One-off work is quoted in advance.',
      'Choose the services you need now and add others as the business grows.',
    ],
    offers: [
      {
        title: 'Monthly bookkeeping',
        text: 'Every sale, purchase and bank transaction recorded, accounts reconciled to the bank and a short summary sent to you each month.',
        price: 250,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Payroll',
        text: 'Salary calculations, payslips, deductions and the monthly payroll filings for your team, run on the same date every month.',
        price: 80,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Personal tax return',
        text: 'For the self-employed, landlords and anyone with income beyond a salary. We gather the figures, claim the allowances you are due and file on time.',
        price: 200,
        from: true,
      },
      {
        title: 'Quarterly tax returns',
        text: 'Sales tax and other periodic returns prepared from up-to-date books and filed before the deadline, with a note of what you need to pay and when.',
        price: 150,
        from: true,
        unit: 'per quarter',
      },
      {
        title: 'Year-end accounts',
        text: 'Annual financial statements and the company tax return, prepared from your books and talked through with you before you sign.',
        price: 600,
        from: true,
      },
      {
        title: 'Management accounts',
        text: 'Monthly profit and loss, cash flow and a comparison with your budget, in a short report you can read in ten minutes.',
        price: 200,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Bookkeeping catch-up',
        text: 'Fallen behind or inherited a muddle? We rebuild missing records from bank statements and documents and bring your books up to date.',
        price: 300,
        from: true,
      },
      {
        title: 'Tax consultation',
        text: 'Time with an accountant on a specific question: choosing a tax regime, paying yourself from the company or the tax side of a large purchase.',
        price: 100,
        from: true,
        unit: 'per hour',
      },
    ],
    highlights: [
      { title: 'Fixed monthly fees', text: 'You know the cost in advance. The fee changes only if your business grows noticeably, and we agree any change with you first.' },
      { title: 'One named accountant', text: 'The same person handles your books every month and knows your business, so questions get answered quickly.' },
      { title: 'Deadlines in our calendar', text: 'We track every filing and payment date and remind you what is due a week before each one.' },
      { title: 'Figures you can follow', text: 'Each month you get a short summary in plain words: what came in, what went out and what to put aside for tax.' },
      { title: 'No paper piles', text: 'Receipts and statements reach us through a secure upload or as photos from your phone.' },
    ],
    process: [
      { title: 'Introductory call', text: 'We talk about your business, the number of transactions and employees, and who currently does what.' },
      { title: 'Fixed quote', text: 'Within two working days you receive a quote with the monthly fee and a clear list of what it includes.' },
      { title: 'Handover', text: 'We collect records from you or your previous accountant, set up bank access and check that the opening balances are right.' },
      { title: 'Monthly routine', text: 'You send documents as they come in; we keep the books, run payroll, prepare returns and send you a monthly summary.' },
      { title: 'Year-end review', text: 'At the end of the year we prepare the annual accounts and meet to go through the results and plan the year ahead.' },
    ],
    faq: [
      {
        question: 'How is the monthly fee worked out?',
        answer: 'The fee depends on the number of bank transactions, employees and returns your business has to file. We quote a fixed amount after a short call and review it only if the volume changes noticeably.',
      },
      {
        question: 'Can I switch to you in the middle of the year?',
        answer: 'Yes. We request the records from your current accountant, check the balances and pick up from the last completed month, so nothing falls through the gap.',
      },
      {
        question: 'What do I need to send you each month?',
        answer: 'Sales invoices, purchase receipts and access to your business bank statements. Most clients simply photograph receipts or forward them by email as they arrive.',
      },
      {
        question: 'Will you deal with the tax office for me?',
        answer: 'Yes. We file returns on your behalf, answer routine queries and tell you straight away if a letter needs your attention.',
      },
      {
        question: 'Do you work with the self-employed as well as companies?',
        answer: 'Yes. Many of our clients are sole traders and freelancers, and the service and the fee are scaled to the size of the business.',
      },
      {
        question: 'Which accounting software do you use?',
        answer: 'We work with the common accounting packages and can carry on in the one you already use. If you have none, we will suggest one that suits your business and set it up.',
      },
    ],
    story: [
      '{brand} looks after the numbers for small companies and the self-employed: shops, studios, builders, consultants and online sellers. Most came to us because bookkeeping was eating their evenings or a tax deadline had crept up on them. Our job is to make that side of running a business quiet and predictable.',
      'Each client has one accountant who keeps their books month after month. Because the same person sees your figures every month, we notice when costs jump, when a customer pays late or when a tax bill is coming that you have not put money aside for. You hear about it from us before it turns into a problem.',
      'Fees are fixed and agreed in writing. Documents travel through secure channels, and your financial information stays confidential. We would rather explain a figure twice than have you sign something you do not understand.',
    ],
    values: [
      { title: 'Accuracy', text: 'Every account is reconciled to the bank each month, and a second person checks each return before it is filed.' },
      { title: 'Punctuality', text: 'Deadlines are met without last-minute scrambles, because we ask for documents early.' },
      { title: 'Confidentiality', text: 'Your financial information is seen only by the people working on your account.' },
      { title: 'Plain speaking', text: 'We explain figures and tax rules in everyday words and tell you honestly what is and is not allowed.' },
    ],
    ctaHeadings: ['Get a fixed monthly quote', 'Hand over your books and get your evenings back', 'Talk to us before the next deadline'],
    ctaTexts: [
      'Tell us about your business in a short call and receive a fixed monthly quote within two working days.',
      'Send us a message with the services you need, and we will arrange a time to go through your numbers together.',
    ],
    articles: [
      {
        titles: ['Why a profitable business can still run out of cash', 'Profit and cash flow: the difference explained'],
        description: 'Profit on paper and money in the bank are not the same. Why the gap appears, how to spot it early and four simple ways to keep cash flowing.',
        excerpt: 'A business can show a healthy profit and still struggle to pay its bills. The cause is usually timing, and timing can be managed.',
        sections: [
          {
            heading: 'Profit and cash are measured differently',
            paragraphs: [
              'Profit is what remains when you subtract costs from sales over a period, whether or not the money has arrived. Cash is what is actually in the bank today. A sale invoiced in March and paid in June counts towards March’s profit but does nothing for March’s bills. In a growing business the difference between the two can be large.',
            ],
          },
          {
            heading: 'Where the gap comes from',
            paragraphs: [
              'Customers on 30 or 60-day terms, stock bought months before it sells and equipment paid for up front all tie up cash. Loan repayments and tax payments leave the account without showing up as costs in the same way. Seasonal businesses earn most of their money in a few months and spend it evenly across the year. Growth makes every one of these effects bigger, because you pay for the next order before the last one has been paid for.',
            ],
          },
          {
            heading: 'A simple cash forecast',
            paragraphs: [
              'A cash forecast lists the money expected in and out, week by week, for the next three months. Start with today’s bank balance, add customer payments on the dates they are realistically paid, and subtract rent, wages, suppliers and tax. Any week where the balance dips below zero is a warning you can act on now. Once the forecast is set up, updating it takes about half an hour a week.',
            ],
          },
          {
            heading: 'Four ways to keep cash flowing',
            paragraphs: [
              'Invoice as soon as the work is done, and follow up on the day a payment becomes overdue. Ask for deposits on larger orders, and agree longer terms with suppliers where you can. Move a share of every payment you receive into a separate account for tax. Keep a reserve that covers at least one or two months of fixed costs, so a slow month does not become a crisis.',
            ],
          },
        ],
      },
      {
        titles: ['A year-end checklist for small business owners', 'Getting ready for year-end without the last-minute rush'],
        description: 'Bank reconciliations, unpaid invoices, stock counts and receipts: what to sort out before year-end so your annual accounts are quick and accurate.',
        excerpt: 'Year-end accounts go faster, and cost less, when the groundwork is done before the year closes. Here is what to check in the final weeks.',
        sections: [
          {
            heading: 'Reconcile the bank and the cash',
            paragraphs: [
              'Make sure every bank account, card and payment service is matched with your books up to the last day of the year. Unexplained items are far easier to trace in December than in April. Count the cash in the till or petty cash box and record the figure. If the business has a loan, ask the lender for a statement of the balance at year-end.',
            ],
          },
          {
            heading: 'Check who owes what',
            paragraphs: [
              'Go through your unpaid customer invoices and decide which are still realistically collectable. Debts that will never be paid can often be written off, which may reduce your taxable profit. On the other side, list the suppliers you owe and check their statements against your records. Differences found now are settled with a phone call rather than a correction months later.',
            ],
          },
          {
            heading: 'Stock, equipment and receipts',
            paragraphs: [
              'If you hold stock, count it on or close to the last day of the year and value it at cost. List any equipment bought or sold during the year, with invoices, because large purchases are usually treated differently from everyday expenses. Gather receipts for business costs you paid personally, such as travel, phone bills or a home office. Missing receipts are the most common reason genuine expenses go unclaimed.',
            ],
          },
          {
            heading: 'Plan before the year closes',
            paragraphs: [
              'A short meeting with your accountant before year-end is far more useful than one after it. There may still be time to make a planned purchase, pay a pension contribution or change how you take money out of the business. Decisions like these are much harder to change once the year has closed. After the last day, all that remains is to send the documents and let the accounts be prepared.',
            ],
          },
        ],
      },
      {
        titles: ['Four bookkeeping habits that cost small businesses money', 'Everyday record-keeping mistakes and how to avoid them'],
        description: 'Mixing personal and business money, late invoices, lost receipts and missed deadlines: four habits that quietly cost small businesses money.',
        excerpt: 'None of these mistakes looks serious on its own. Added up over a year, they cost owners time, tax and sometimes penalties.',
        sections: [
          {
            heading: 'Mixing personal and business money',
            paragraphs: [
              'Paying for groceries from the business account, or for stock from a personal card, makes every statement harder to read. Each mixed transaction has to be explained and sorted out later, which takes time and can raise questions from the tax office. A separate business account and card cost little and solve the problem at once. If you do pay for something personally, note it straight away so it can be reimbursed.',
            ],
          },
          {
            heading: 'Invoicing late and not chasing',
            paragraphs: [
              'Work that has not been invoiced is money you have lent your customer for free. Many small businesses invoice weeks after the job and then feel awkward about chasing payment. Send the invoice on the day the work is finished, with a clear due date. A polite reminder on the first day a payment is overdue is normal practice, not rudeness.',
            ],
          },
          {
            heading: 'Losing receipts',
            paragraphs: [
              'Every lost receipt for a genuine business cost means paying tax on money you never kept. A shoebox in the car is not a system. Photograph receipts as you get them, or forward email receipts to one folder or straight to your bookkeeper. Ten seconds at the till saves an evening of searching at year-end.',
            ],
          },
          {
            heading: 'Missing deadlines and leaving tax unplanned',
            paragraphs: [
              'Penalties for late filing are often charged even when no tax is due, and interest on late payments adds up quickly. A calendar of filing and payment dates, set up once, takes care of the first problem. Moving a share of every payment you receive into a separate tax account takes care of the second. When the tax bill arrives, the money is already waiting.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'бухгалтерская компания',
    descriptor: 'бухгалтерская компания, которая ведёт учёт, зарплату и налоги небольших фирм и предпринимателей',
    audience: 'клиенты',
    eyebrows: ['Бухгалтерское обслуживание', 'Учёт, зарплата, налоги', 'Для малого бизнеса и ИП'],
    heroTitles: [
      'Учёт, зарплата и налоги под контролем каждый месяц',
      'Отчётность вовремя и без нервов',
      'Бухгалтерия для небольших компаний и ИП',
      'Цифры, на которые можно опереться',
    ],
    heroLeads: [
      'Ведём учёт, считаем зарплату и сдаём отчётность в срок, чтобы ваши вечера уходили на бизнес, а не на разбор чеков.',
      'Фиксированная ежемесячная оплата, один закреплённый бухгалтер и понятная картина финансов каждый месяц. Небольшой бизнес получает такое же внимание, как крупный.',
      '«{brand}» берёт на себя учёт, зарплату и налоги небольших компаний и ИП и объясняет, что цифры значат для ваших решений.',
    ],
    offersHeadings: ['Услуги и ежемесячная стоимость', 'Что мы можем взять на себя', 'Учёт, зарплата и налоги'],
    offersLeads: [
      'Большинство клиентов платят фиксированную сумму в месяц, которая зависит от числа операций и сотрудников. Разовые работы оцениваем заранее.',
      'Выберите то, что нужно сейчас, а остальное можно подключить по мере роста компании.',
    ],
    offers: [
      {
        title: 'Ведение учёта',
        text: 'Отражаем все продажи, покупки и банковские операции, сверяем остатки с банком и каждый месяц присылаем короткую сводку.',
        price: 250,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Расчёт зарплаты',
        text: 'Начисление зарплаты, расчётные листки, удержания, отчёты по сотрудникам и взносам — в один и тот же день каждого месяца.',
        price: 80,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Декларация для физических лиц',
        text: 'Для тех, кто сдаёт квартиру, продал имущество или хочет вернуть налоговый вычет. Соберём документы, заполним и подадим декларацию в срок.',
        price: 200,
        from: true,
      },
      {
        title: 'Квартальная отчётность',
        text: 'Декларации и расчёты за квартал готовим по актуальным данным учёта и сдаём до срока, а вам заранее сообщаем, сколько и когда платить.',
        price: 150,
        from: true,
        unit: 'за квартал',
      },
      {
        title: 'Годовая отчётность',
        text: 'Бухгалтерская отчётность и годовая декларация компании, подготовленные по вашему учёту. Перед подписанием разбираем цифры вместе с вами.',
        price: 600,
        from: true,
      },
      {
        title: 'Управленческая отчётность',
        text: 'Прибыль и убытки, движение денег и сравнение с бюджетом за месяц — в коротком отчёте, который читается за десять минут.',
        price: 200,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Восстановление учёта',
        text: 'Учёт давно не вёлся или достался от прежнего бухгалтера в беспорядке? Восстановим данные по выпискам и документам и приведём всё в порядок.',
        price: 300,
        from: true,
      },
      {
        title: 'Налоговая консультация',
        text: 'Разбор конкретного вопроса: выбор системы налогообложения, как владельцу получать деньги из компании, налоги при крупной покупке.',
        price: 100,
        from: true,
        unit: 'за час',
      },
    ],
    highlights: [
      { title: 'Фиксированная ежемесячная оплата', text: 'Стоимость известна заранее. Сумма меняется, только если бизнес заметно вырос, и любое изменение мы сначала согласуем с вами.' },
      { title: 'Закреплённый специалист', text: 'Ваш учёт каждый месяц ведёт один и тот же человек, который знает ваш бизнес и быстро отвечает на вопросы.' },
      { title: 'За сроками следим мы', text: 'Все даты сдачи отчётов и уплаты налогов у нас в календаре, а вам мы напоминаем о платежах за неделю.' },
      { title: 'Понятные цифры', text: 'Каждый месяц вы получаете короткую сводку простыми словами: сколько пришло, сколько ушло и что отложить на налоги.' },
      { title: 'Без бумажных завалов', text: 'Чеки и выписки можно отправлять через защищённый сервис или просто фотографировать на телефон.' },
    ],
    process: [
      { title: 'Знакомство', text: 'Созваниваемся и обсуждаем ваш бизнес, число операций и сотрудников, кто и что сейчас ведёт.' },
      { title: 'Фиксированное предложение', text: 'В течение двух рабочих дней присылаем предложение с ежемесячной стоимостью и списком того, что в неё входит.' },
      { title: 'Передача дел', text: 'Забираем документы у вас или у прежнего бухгалтера, подключаем банк и проверяем входящие остатки.' },
      { title: 'Работа каждый месяц', text: 'Вы присылаете документы по мере появления, мы ведём учёт, считаем зарплату, готовим отчёты и присылаем сводку.' },
      { title: 'Итоги года', text: 'В конце года готовим годовую отчётность и встречаемся, чтобы обсудить результаты и планы на следующий год.' },
    ],
    faq: [
      {
        question: 'Как рассчитывается ежемесячная стоимость?',
        answer: 'Она зависит от количества банковских операций, сотрудников и отчётов, которые сдаёт ваша компания. После короткого звонка мы называем фиксированную сумму и пересматриваем её, только если объём заметно меняется.',
      },
      {
        question: 'Можно перейти к вам в середине года?',
        answer: 'Да. Мы запрашиваем документы у прежнего бухгалтера, сверяем остатки и продолжаем с последнего закрытого месяца, чтобы ничего не потерялось при передаче.',
      },
      {
        question: 'Что нужно присылать каждый месяц?',
        answer: 'Документы о продажах и покупках и доступ к выпискам по расчётному счёту. Большинство клиентов просто фотографируют чеки или пересылают документы по почте по мере поступления.',
      },
      {
        question: 'Вы общаетесь с налоговой вместо меня?',
        answer: 'Да. Мы сдаём отчётность по доверенности, отвечаем на обычные требования и пояснения и сразу сообщаем, если письмо требует вашего участия.',
      },
      {
        question: 'Вы работаете с ИП или только с компаниями?',
        answer: 'С теми и другими. Многие наши клиенты — индивидуальные предприниматели, и объём услуг и стоимость подбираются под размер бизнеса.',
      },
      {
        question: 'В какой программе вы ведёте учёт?',
        answer: 'Работаем в распространённых учётных программах и облачных сервисах и можем продолжить в той, что у вас уже есть. Если программы нет, подберём подходящую и настроим её.',
      },
    ],
    story: [
      '«{brand}» ведёт учёт небольших компаний и предпринимателей: магазинов, студий, строителей, консультантов, интернет-продавцов. Большинство пришли к нам, потому что бухгалтерия съедала вечера или срок сдачи отчёта подкрался незаметно. Наша задача — сделать эту часть бизнеса спокойной и предсказуемой.',
      'У каждого клиента есть свой бухгалтер, который месяц за месяцем ведёт его учёт. Когда один человек постоянно видит ваши цифры, он замечает, что расходы выросли, покупатель задерживает оплату или приближается налог, на который не отложены деньги. Вы узнаете об этом от нас раньше, чем ситуация станет проблемой.',
      'Стоимость фиксирована и закреплена в договоре. Документы передаются по защищённым каналам, а финансовая информация остаётся конфиденциальной. Мы лучше объясним цифру дважды, чем позволим вам подписать то, что вам непонятно.',
    ],
    values: [
      { title: 'Точность', text: 'Каждый месяц сверяем учёт с банком, а каждый отчёт перед сдачей проверяет второй специалист.' },
      { title: 'Пунктуальность', text: 'Сроки соблюдаем без авралов в последний день, потому что документы запрашиваем заранее.' },
      { title: 'Конфиденциальность', text: 'Ваши финансовые данные видят только те, кто работает с вашим учётом.' },
      { title: 'Простой язык', text: 'Объясняем цифры и налоговые правила обычными словами и честно говорим, что можно, а что нельзя.' },
    ],
    ctaHeadings: ['Узнайте стоимость обслуживания', 'Передайте нам учёт и освободите вечера', 'Свяжитесь с нами до следующего отчётного срока'],
    ctaTexts: [
      'Расскажите о бизнесе в коротком звонке, и в течение двух рабочих дней мы пришлём фиксированное предложение на месяц.',
      'Напишите, какие услуги вам нужны, и мы договоримся о времени, чтобы вместе посмотреть на ваши цифры.',
    ],
    articles: [
      {
        titles: ['Почему прибыльному бизнесу может не хватать денег', 'Прибыль и денежный поток: в чём разница'],
        description: 'Прибыль на бумаге и деньги на счёте — не одно и то же. Откуда берётся разрыв, как заметить его заранее и как поддерживать денежный поток.',
        excerpt: 'Компания может показывать хорошую прибыль и при этом с трудом платить по счетам. Обычно всё дело во времени поступлений, а им можно управлять.',
        sections: [
          {
            heading: 'Прибыль и деньги считают по-разному',
            paragraphs: [
              'Прибыль — это выручка за период минус расходы за тот же период, независимо от того, пришли ли деньги. Деньги — это то, что лежит на счёте сегодня. Продажа, отгруженная в марте и оплаченная в июне, увеличивает мартовскую прибыль, но не помогает оплатить мартовские счета. В растущем бизнесе разница между этими двумя цифрами бывает очень большой.',
            ],
          },
          {
            heading: 'Откуда берётся разрыв',
            paragraphs: [
              'Отсрочка платежа для покупателей, товар, закупленный за месяцы до продажи, оборудование, оплаченное сразу, — всё это замораживает деньги. Платежи по кредиту и налоги уходят со счёта, хотя в расходах отражаются иначе. Сезонный бизнес зарабатывает основную сумму за несколько месяцев, а тратит равномерно весь год. Рост только усиливает эффект: за следующий заказ вы платите раньше, чем получаете оплату за предыдущий.',
            ],
          },
          {
            heading: 'Простой платёжный календарь',
            paragraphs: [
              'Платёжный календарь — это таблица ожидаемых поступлений и платежей по неделям на ближайшие три месяца. Начните с сегодняшнего остатка на счёте, добавьте оплаты покупателей на те даты, когда они реально приходят, и вычтите аренду, зарплату, поставщиков и налоги. Любая неделя с минусом — предупреждение, на которое можно отреагировать уже сейчас. Когда таблица настроена, её обновление занимает около получаса в неделю.',
            ],
          },
          {
            heading: 'Четыре способа не остаться без денег',
            paragraphs: [
              'Выставляйте счёт сразу после выполнения работы и напоминайте об оплате в первый же день просрочки. На крупные заказы берите предоплату, а с поставщиками договаривайтесь об отсрочке, где это возможно. Часть каждого поступления откладывайте на отдельный счёт для налогов. Держите резерв хотя бы на один-два месяца постоянных расходов, чтобы слабый месяц не превратился в кризис.',
            ],
          },
        ],
      },
      {
        titles: ['Что сделать до конца года: памятка для предпринимателя', 'Как подготовиться к годовой отчётности без спешки'],
        description: 'Сверка с банком и контрагентами, инвентаризация, документы по расходам и выбор налогового режима: что сделать до 31 декабря, чтобы закрыть год спокойно.',
        excerpt: 'Годовая отчётность готовится быстрее и обходится дешевле, если подготовка сделана до закрытия года. Вот что стоит проверить в последние недели декабря.',
        sections: [
          {
            heading: 'Сверьте банк и кассу',
            paragraphs: [
              'Проверьте, что все расчётные счета, карты и платёжные сервисы отражены в учёте по последний день года. Непонятные операции гораздо проще выяснить в декабре, чем в марте. Если у вас есть касса, пересчитайте наличные и зафиксируйте остаток. По кредитам запросите у банка справку об остатке задолженности на конец года.',
            ],
          },
          {
            heading: 'Проведите сверку с контрагентами',
            paragraphs: [
              'Разошлите покупателям и поставщикам акты сверки и сравните их данные со своими. Расхождения, найденные сейчас, решаются одним звонком, а не исправлением отчётности через несколько месяцев. Отдельно посмотрите на долги покупателей: какие из них ещё реально получить. Безнадёжную задолженность можно списать, и в ряде случаев это уменьшает налог.',
            ],
          },
          {
            heading: 'Инвентаризация и документы по расходам',
            paragraphs: [
              'Перед составлением годовой отчётности проводят инвентаризацию товаров, материалов и основных средств. Соберите все документы на покупки оборудования за год: крупные покупки учитываются иначе, чем текущие расходы. Проверьте, что на каждую оплату есть закрывающие документы — накладные, акты, чеки. Расход без подтверждающего документа чаще всего нельзя учесть при расчёте налога.',
            ],
          },
          {
            heading: 'Решения, которые нужно принять до 31 декабря',
            paragraphs: [
              'Короткая встреча с бухгалтером в декабре полезнее, чем в январе. Перейти на упрощённую систему со следующего года можно, только подав уведомление до конца текущего. До закрытия года ещё можно провести запланированную покупку или изменить порядок выплат владельцу. После 31 декабря остаётся лишь передать документы и дождаться готовой отчётности.',
            ],
          },
        ],
      },
      {
        titles: ['Четыре привычки, которые обходятся бизнесу в деньги', 'Частые ошибки в учёте и как их избежать'],
        description: 'Смешение личных и рабочих денег, поздние счета, потерянные чеки и пропущенные сроки: четыре привычки, из-за которых малый бизнес теряет деньги.',
        excerpt: 'По отдельности ни одна из этих ошибок не кажется серьёзной. Но за год они стоят владельцу времени, лишних налогов, а иногда и штрафов.',
        sections: [
          {
            heading: 'Смешивать личные и рабочие деньги',
            paragraphs: [
              'Оплата продуктов с расчётного счёта или товара с личной карты делает любую выписку трудночитаемой. Каждую такую операцию потом приходится объяснять и разносить, а у налоговой могут возникнуть вопросы. Отдельный счёт и карта для бизнеса стоят недорого и сразу решают проблему. Если всё же оплатили что-то лично, сразу сообщите бухгалтеру, чтобы расход правильно оформили.',
            ],
          },
          {
            heading: 'Поздно выставлять счета и не напоминать',
            paragraphs: [
              'Работа, за которую не выставлен счёт, — это беспроцентный заём вашему клиенту. Многие предприниматели выставляют счета через недели после сдачи работы, а потом стесняются напомнить об оплате. Отправляйте счёт и акт в день завершения работ с понятным сроком оплаты. Вежливое напоминание в первый день просрочки — нормальная деловая практика.',
            ],
          },
          {
            heading: 'Терять документы',
            paragraphs: [
              'Каждый потерянный документ по реальному расходу означает налог с денег, которые вы на самом деле потратили. Коробка с чеками в бардачке — не система учёта. Фотографируйте чеки сразу или пересылайте электронные в одну папку или бухгалтеру. Десять секунд у кассы избавят от вечера поисков в конце года.',
            ],
          },
          {
            heading: 'Пропускать сроки и не планировать налоги',
            paragraphs: [
              'Штраф за несвоевременную сдачу отчёта начисляют даже тогда, когда налог к уплате нулевой, а пени за просрочку платежа копятся каждый день. Календарь сроков, настроенный один раз, решает первую проблему. Вторую решает привычка откладывать часть каждого поступления на отдельный налоговый счёт. Когда приходит срок уплаты, деньги уже на месте.',
            ],
          },
        ],
      },
    ],
  },
};
