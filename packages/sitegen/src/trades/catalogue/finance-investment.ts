import type { Trade } from '../types.ts';

export const financeInvestment: Trade = {
  id: 'finance-investment',
  theme: 'Finance & Investment',
  kind: 'services',
  icons: 'finance',
  offerIcons: ['messages-square', 'file-text', 'tree-palm', 'chart-pie', 'chart-line', 'handshake', 'graduation-cap', 'calculator'],
  en: {
    noun: 'financial planning firm',
    descriptor: 'a financial planning firm that helps people save, invest and prepare for retirement',
    audience: 'clients',
    eyebrows: ['Financial planning', 'Investment advice', 'Retirement, savings and investments'],
    heroTitles: [
      'A clear plan for your money and your future',
      'Financial planning and investment advice',
      'Plan ahead for retirement, family and investments',
      'Advice on your money, plainly explained',
    ],
    heroLeads: [
      'We help you set clear goals, build a plan to reach them and invest sensibly along the way, with every fee agreed in writing before we start.',
      'Retirement, your children’s education, a first investment or a portfolio that needs a second look: we start with your goals and work back to the numbers.',
      '{brand} gives straightforward advice on saving, investing and planning for retirement, and reviews your plan with you every year.',
    ],
    offersHeadings: ['Planning and advice', 'How we can help with your money', 'Services and fees'],
    offersLeads: [
      'Most clients start with an initial review and a written financial plan. Ongoing advice is available for a monthly fee or a percentage of the amount invested.',
      'Every fee is agreed in writing before work begins, so you always know what the advice costs.',
    ],
    offers: [
      {
        title: 'Initial financial review',
        text: 'A meeting to go through your income, savings, debts, pensions and goals, and to agree what your financial plan should cover.',
        price: 150,
        from: true,
      },
      {
        title: 'Comprehensive financial plan',
        text: 'A written plan covering your budget, cash reserve, protection, investments and retirement, with clear steps and the numbers behind them.',
        price: 1500,
        from: true,
      },
      {
        title: 'Retirement planning',
        text: 'How much you are likely to need, what your current savings and pensions may provide and how to close any gap, shown in several scenarios.',
        price: 900,
        from: true,
      },
      {
        title: 'Portfolio review',
        text: 'A second opinion on the investments you already hold: level of risk, diversification, fees and whether they still match your goals.',
        price: 500,
        from: true,
      },
      {
        title: 'Portfolio management',
        text: 'We build and look after a diversified portfolio in line with your plan, for a yearly fee of around 1% of the amount invested.',
      },
      {
        title: 'Ongoing advice',
        text: 'Regular check-ins, a yearly review of your plan and help whenever life changes, such as a new job, an inheritance or a move.',
        price: 150,
        from: true,
        unit: 'per month',
      },
      {
        title: 'Saving for children’s education',
        text: 'A savings and investment plan for school or university costs, matched to your child’s age and the time left until the money is needed.',
        price: 400,
        from: true,
      },
      {
        title: 'Budget and debt plan',
        text: 'A realistic monthly budget and a sensible order for paying off loans and cards, so that more of your income goes towards your goals.',
        price: 300,
        from: true,
      },
    ],
    highlights: [
      { title: 'Fees agreed in writing', text: 'You know what the advice costs before we start, whether it is a fixed fee for a plan or a set percentage for ongoing management.' },
      { title: 'Goals before products', text: 'We start with what you want your money to do, and only then look at which savings or investments might fit.' },
      { title: 'Honest about risk', text: 'Investment returns cannot be promised, and we never promise them. We explain what could go wrong as clearly as what could go right.' },
      { title: 'Plans in plain language', text: 'Your plan is written to be read without a glossary, with the key numbers on the first page.' },
      { title: 'A review every year', text: 'Lives change and so do markets. We meet at least once a year to check that the plan still fits.' },
    ],
    process: [
      { title: 'Introductory call', text: 'A short call to hear what made you look for advice and to explain how we work and what it costs.' },
      { title: 'Fact-finding meeting', text: 'We gather the details: income, spending, savings, debts, pensions and existing investments, and above all your goals and attitude to risk.' },
      { title: 'Your written plan', text: 'Within a few weeks you receive a written plan with our recommendations, and we go through it together line by line.' },
      { title: 'Putting it into action', text: 'If you decide to go ahead, we help open accounts, move savings and set up investments, with every step confirmed in writing.' },
      { title: 'Regular reviews', text: 'We check your progress at least once a year, and sooner if your circumstances or the markets change significantly.' },
    ],
    faq: [
      {
        question: 'Can you tell me what return I will get?',
        answer: 'No one can honestly promise a return. The value of investments can fall as well as rise, and you may get back less than you put in. What we can do is show a range of possible outcomes and agree a level of risk you are comfortable with.',
      },
      {
        question: 'How are your fees structured?',
        answer: 'Planning work is charged as a fixed fee, agreed before we start. Ongoing advice has a monthly fee, and portfolio management is charged as a percentage of the amount invested, with the total shown in money terms on your yearly statement.',
      },
      {
        question: 'How much do I need before I start investing?',
        answer: 'There is no minimum for advice. Before investing, we usually suggest building a cash reserve of three to six months’ spending and clearing expensive debts such as credit cards.',
      },
      {
        question: 'Where is my money held?',
        answer: 'Your savings and investments are held in your own name with a bank, broker or investment platform. We advise on them and arrange them, and every account and document is in your name.',
      },
      {
        question: 'I already have investments. Can you review them?',
        answer: 'Yes. A portfolio review looks at risk, diversification and costs, and tells you whether the investments still suit your goals. Sometimes the advice is simply to leave things as they are.',
      },
      {
        question: 'Do I have to take ongoing advice after the plan?',
        answer: 'No. Many clients take a one-off plan and come back when something changes. Ongoing advice suits people who want regular check-ins and help with decisions as they come up.',
      },
    ],
    story: [
      '{brand} helps people make sense of their money and plan for what matters to them: a secure retirement, their children’s education, a home, or simply knowing they are on track. Many clients come to us after years of meaning to sort out their finances without knowing where to begin. Others have savings and investments spread across several places and want a clear picture of the whole.',
      'Every piece of advice starts with your goals, your timescale and how you feel about risk. Only after that do we look at the savings accounts, pensions or investments that might help. Plans are written in plain language, with the costs and risks of each recommendation spelled out.',
      'We do not promise returns, because no honest adviser can. Markets rise and fall, and a sound plan is built to cope with both. What you can count on is clear advice, fees agreed in writing and a yearly review, so the plan keeps pace with your life.',
    ],
    values: [
      { title: 'Honesty about risk', text: 'We explain what could go wrong as clearly as what could go right, and we never promise returns.' },
      { title: 'Open about fees', text: 'Every fee is set out in writing, and your yearly statement shows what you paid in money terms.' },
      { title: 'Your interests first', text: 'Recommendations follow what suits you, and we say so when the right move is to do nothing.' },
      { title: 'Confidentiality', text: 'Your financial details are used only for your plan and are never shared without your consent.' },
    ],
    ctaHeadings: ['Book an initial financial review', 'Start with a clear plan for your money', 'Talk to us about your goals'],
    ctaTexts: [
      'Tell us what you would like to plan for, and we will arrange a first meeting in person or by video call.',
      'Bring your questions and your latest statements, and leave with a clear view of the next steps.',
    ],
    articles: [
      {
        titles: ['How much should you keep in an emergency fund?', 'Building a cash reserve before you start investing'],
        description: 'Why a cash reserve comes before investing, how to work out the right amount for your household and where to keep it so it is there when needed.',
        excerpt: 'A cash reserve is the least exciting part of a financial plan and one of the most important. Here is how to size it and where to keep it.',
        sections: [
          {
            heading: 'Why cash comes first',
            paragraphs: [
              'An emergency fund pays for the unexpected without forcing you to borrow or sell investments at a bad moment. A boiler breaks, a car needs repairs or a job ends sooner than planned. Without savings to fall back on, such costs tend to land on a credit card at a high rate of interest. Investing makes most sense once the cushion is in place.',
            ],
          },
          {
            heading: 'Working out the amount',
            paragraphs: [
              'A common rule of thumb is three to six months of essential spending, not income. Add up rent or mortgage, bills, food, transport and loan repayments, then multiply by the number of months. Households with one income, the self-employed and people in less secure jobs usually need the top of the range. Couples with two steady incomes and few commitments can often hold less.',
            ],
          },
          {
            heading: 'Where to keep it',
            paragraphs: [
              'The reserve should be safe and quick to reach, which means a savings account rather than shares or funds. Look for an account with instant or short-notice access and a competitive rate of interest. Keeping it apart from your everyday current account makes it less tempting to dip into. Check that the bank is covered by the deposit protection scheme in your country.',
            ],
          },
          {
            heading: 'Building it up and topping it up',
            paragraphs: [
              'If you are starting from zero, set up a standing order for payday, even for a small amount, and raise it when you can. Windfalls such as a bonus or a tax refund can speed things up. After using the fund, make refilling it the first priority before investing again. Review the target once a year, as your spending and circumstances change.',
            ],
          },
        ],
      },
      {
        titles: ['Before you invest: four questions to answer first', 'Starting to invest: goals, risk, costs and spreading your money'],
        description: 'What the money is for, how long it can stay invested, how much risk you can live with and what it costs: four questions to settle before investing.',
        excerpt: 'Most investing mistakes happen before the first purchase, while the goal and the time frame are still vague. Four questions help to avoid them.',
        sections: [
          {
            heading: 'What is the money for, and when will you need it?',
            paragraphs: [
              'Money needed within the next few years, for a deposit on a home or a wedding, generally belongs in savings rather than in shares. Markets can fall sharply and take years to recover, and a short time frame leaves no room to wait. Money you will not touch for ten years or more can take more risk in return for the chance of higher growth. Writing down each goal with its date is the first step of any investment plan.',
            ],
          },
          {
            heading: 'How much risk can you live with?',
            paragraphs: [
              'Risk is more than a score on a questionnaire: it is how you would feel and act if your investments fell by a fifth in a few months. People who sell in a panic after a fall often lock in losses they would otherwise have recovered. Be honest about your likely reaction, and about how much you could lose without changing your plans. The right level of risk is the one you can stay with through a bad year.',
            ],
          },
          {
            heading: 'What does it cost?',
            paragraphs: [
              'Fees look small as percentages but add up over many years. Fund charges, platform fees and advice fees together can take a sizeable share of long-term growth. Ask for every charge in money terms, per year, before you invest. Low-cost funds that track a market index make a sensible core for many portfolios.',
            ],
          },
          {
            heading: 'Are you spreading the risk?',
            paragraphs: [
              'Putting everything into one company, one country or one type of asset makes your result depend on a single outcome. A diversified portfolio mixes shares, bonds and cash across many companies and regions. No portfolio avoids losses entirely, but spreading your money makes any single failure less damaging. Review the mix once a year and rebalance when it has drifted far from your plan.',
            ],
          },
        ],
      },
      {
        titles: ['How much do you need to retire? A simple way to estimate it', 'Planning for retirement: working out your number'],
        description: 'A simple way to estimate the income you will need in retirement, what your pensions may provide and how to close the gap in the years you have left.',
        excerpt: 'Retirement can feel too far away to plan for, until suddenly it is not. A rough estimate today is worth far more than a perfect one in ten years.',
        sections: [
          {
            heading: 'Start with the life you want',
            paragraphs: [
              'Picture what retirement will look like: where you will live, whether the mortgage will be paid off, how much you want to travel. Many people find they need somewhere between half and two-thirds of their working income, but your own budget matters more than any rule. List the regular costs you expect and add a margin for repairs, help for family and the unexpected. The result is your target yearly income in today’s money.',
            ],
          },
          {
            heading: 'What you can already count on',
            paragraphs: [
              'Gather statements for every pension and savings plan you hold, including those from old jobs. Add any state pension you expect, using the official forecast where one is available. Compare the total expected income with your target. The difference is the gap your own savings and investments will need to fill.',
            ],
          },
          {
            heading: 'Turning the gap into a savings target',
            paragraphs: [
              'A rough way to estimate the pot you need is to multiply the yearly gap by the number of years you expect to draw on it, allowing for inflation and growth. Neither inflation nor returns are known in advance, so it pays to look at cautious, middle and hopeful scenarios. The earlier you start, the more work time and compounding can do for you. Even small increases in monthly contributions can make a noticeable difference over twenty years.',
            ],
          },
          {
            heading: 'Review as you go',
            paragraphs: [
              'A retirement plan is not something you write once and file away. Pay rises, career breaks, inheritances and market movements all change the picture. A yearly review keeps contributions on track and lets you move the target date if needed. In the last five to ten years before retiring, the focus usually shifts to reducing risk and planning how you will draw an income.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'компания финансового планирования',
    descriptor: 'компания финансового планирования, которая помогает копить, инвестировать и готовиться к пенсии',
    audience: 'клиенты',
    eyebrows: ['Финансовое планирование', 'Инвестиционные консультации', 'Пенсия, накопления, инвестиции'],
    heroTitles: [
      'Понятный план для ваших денег и вашего будущего',
      'Финансовое планирование и инвестиционные советы',
      'Спокойная пенсия, образование детей, разумные вложения',
      'О деньгах простыми словами',
    ],
    heroLeads: [
      'Помогаем поставить понятные цели, составить план их достижения и разумно инвестировать. Стоимость каждой услуги фиксируем письменно до начала работы.',
      'Пенсия, образование детей, первые инвестиции или портфель, на который стоит взглянуть со стороны: мы начинаем с ваших целей и уже от них идём к цифрам.',
      '«{brand}» даёт понятные советы о сбережениях, инвестициях и подготовке к пенсии и каждый год пересматривает с вами ваш план.',
    ],
    offersHeadings: ['Планирование и консультации', 'Чем мы можем помочь', 'Услуги и стоимость'],
    offersLeads: [
      'Большинство клиентов начинают с первичной встречи и письменного финансового плана. Постоянное сопровождение оплачивается помесячно или процентом от суммы инвестиций.',
      'Стоимость любой услуги согласуется письменно до начала работы, поэтому вы всегда знаете, сколько платите за совет.',
    ],
    offers: [
      {
        title: 'Первичный финансовый разбор',
        text: 'Встреча, на которой разбираем доходы, сбережения, долги, пенсионные накопления и цели и решаем, что должен охватить ваш финансовый план.',
        price: 150,
        from: true,
      },
      {
        title: 'Комплексный финансовый план',
        text: 'Письменный план: бюджет, финансовая подушка, страхование, инвестиции и пенсия — с понятными шагами и расчётами.',
        price: 1500,
        from: true,
      },
      {
        title: 'Пенсионное планирование',
        text: 'Сколько вам, скорее всего, понадобится, что могут дать нынешние накопления и пенсия и как закрыть разницу — в нескольких сценариях.',
        price: 900,
        from: true,
      },
      {
        title: 'Аудит инвестиционного портфеля',
        text: 'Независимый взгляд на ваши текущие вложения: уровень риска, диверсификация, комиссии и соответствие вашим целям.',
        price: 500,
        from: true,
      },
      {
        title: 'Управление портфелем',
        text: 'Собираем диверсифицированный портфель в соответствии с вашим планом и сопровождаем его за годовое вознаграждение около 1% от суммы вложений.',
      },
      {
        title: 'Постоянное сопровождение',
        text: 'Регулярные встречи, ежегодный пересмотр плана и помощь, когда что-то меняется в жизни: новая работа, наследство, переезд.',
        price: 150,
        from: true,
        unit: 'в месяц',
      },
      {
        title: 'Накопления на образование детей',
        text: 'План сбережений и инвестиций на школу или университет с учётом возраста ребёнка и срока, через который понадобятся деньги.',
        price: 400,
        from: true,
      },
      {
        title: 'Бюджет и план выхода из долгов',
        text: 'Реалистичный семейный бюджет и разумный порядок погашения кредитов и карт, чтобы большая часть дохода работала на ваши цели.',
        price: 300,
        from: true,
      },
    ],
    highlights: [
      { title: 'Стоимость фиксируем письменно', text: 'Вы знаете цену совета до начала работы: фиксированная сумма за план или оговорённый процент за управление.' },
      { title: 'Сначала цели, потом продукты', text: 'Начинаем с того, чего вы хотите добиться, и только потом смотрим, какие вклады или инвестиции для этого подходят.' },
      { title: 'Честно о рисках', text: 'Доходность инвестиций нельзя обещать, и мы её не обещаем. О возможных потерях рассказываем так же подробно, как о возможном росте.' },
      { title: 'План простым языком', text: 'План написан так, чтобы его можно было читать без словаря терминов, а главные цифры собраны на первой странице.' },
      { title: 'Пересмотр каждый год', text: 'Меняется жизнь, меняются рынки. Минимум раз в год встречаемся, чтобы убедиться, что план по-прежнему вам подходит.' },
    ],
    process: [
      { title: 'Знакомство', text: 'Короткий звонок: узнаём, что побудило вас искать совет, и рассказываем, как мы работаем и сколько это стоит.' },
      { title: 'Сбор информации', text: 'Собираем данные о доходах, расходах, сбережениях, долгах, пенсии и текущих вложениях, а главное — о ваших целях и отношении к риску.' },
      { title: 'Письменный план', text: 'Через несколько недель вы получаете план с рекомендациями, и мы вместе разбираем его строчка за строчкой.' },
      { title: 'Воплощение', text: 'Если решаете действовать, помогаем открыть счета, перевести сбережения и сформировать вложения. Каждый шаг подтверждаем письменно.' },
      { title: 'Регулярный пересмотр', text: 'Минимум раз в год проверяем, как идут дела, и чаще, если заметно меняется ваша жизнь или ситуация на рынках.' },
    ],
    faq: [
      {
        question: 'Какую доходность я получу?',
        answer: 'Честно пообещать доходность не может никто. Стоимость инвестиций может как расти, так и падать, и вы можете получить меньше, чем вложили. Мы можем показать диапазон возможных результатов и подобрать уровень риска, который вам комфортен.',
      },
      {
        question: 'Из чего складывается стоимость ваших услуг?',
        answer: 'Работа над планом оплачивается фиксированной суммой, согласованной заранее. Сопровождение оплачивается помесячно, а управление портфелем — процентом от суммы вложений, и в ежегодном отчёте вы видите итог в деньгах.',
      },
      {
        question: 'Сколько денег нужно, чтобы начать инвестировать?',
        answer: 'Минимальной суммы для консультации нет. Прежде чем инвестировать, мы обычно советуем создать подушку безопасности на три–шесть месяцев расходов и закрыть дорогие долги, например по кредитным картам.',
      },
      {
        question: 'Где хранятся мои деньги?',
        answer: 'Сбережения и инвестиции находятся на ваше имя в банке, у брокера или на инвестиционной платформе. Мы консультируем и помогаем всё оформить, но все счета и документы остаются вашими.',
      },
      {
        question: 'У меня уже есть вложения. Вы можете их проверить?',
        answer: 'Да. Аудит портфеля оценивает риск, диверсификацию и расходы и показывает, подходят ли вложения вашим целям. Иногда совет звучит просто: ничего не трогать.',
      },
      {
        question: 'Обязательно ли оформлять сопровождение после плана?',
        answer: 'Нет. Многие клиенты заказывают разовый план и возвращаются, когда что-то меняется. Сопровождение подходит тем, кому нужны регулярные встречи и помощь с решениями по мере их появления.',
      },
    ],
    story: [
      '«{brand}» помогает разобраться в личных финансах и спланировать то, что для вас важно: спокойную пенсию, образование детей, собственное жильё или просто уверенность, что вы на верном пути. Многие приходят к нам после нескольких лет попыток навести порядок в деньгах, не зная, с чего начать. У других сбережения и вложения разбросаны по разным местам, и им нужна общая картина.',
      'Любой совет начинается с ваших целей, сроков и отношения к риску. Только после этого мы смотрим на вклады, пенсионные программы или инвестиции, которые могут помочь. План написан простым языком, а у каждой рекомендации прямо указаны её стоимость и риски.',
      'Мы не обещаем доходность, потому что честный советник не может её обещать. Рынки растут и падают, а продуманный план рассчитан на оба случая. Зато мы обещаем понятные советы, письменно согласованную стоимость и ежегодный пересмотр, чтобы план менялся вместе с вашей жизнью.',
    ],
    values: [
      { title: 'Честность о рисках', text: 'О том, что может пойти не так, говорим так же ясно, как о возможном росте, и никогда не обещаем доходность.' },
      { title: 'Открытая стоимость', text: 'Каждое вознаграждение прописано в договоре, а в ежегодном отчёте видно, сколько вы заплатили в деньгах.' },
      { title: 'Ваши интересы прежде всего', text: 'Рекомендации исходят из того, что подходит именно вам, и мы прямо говорим, когда правильнее ничего не менять.' },
      { title: 'Конфиденциальность', text: 'Ваши финансовые данные используются только для вашего плана и не передаются никому без вашего согласия.' },
    ],
    ctaHeadings: ['Запишитесь на первичный разбор финансов', 'Начните с понятного плана', 'Расскажите нам о своих целях'],
    ctaTexts: [
      'Расскажите, что хотите спланировать, и мы назначим первую встречу в офисе или по видеосвязи.',
      'Возьмите с собой вопросы и последние выписки, и вы уйдёте с ясным пониманием следующих шагов.',
    ],
    articles: [
      {
        titles: ['Сколько денег держать в финансовой подушке?', 'Подушка безопасности: с чего начинать перед инвестициями'],
        description: 'Почему резерв наличных нужен раньше инвестиций, как рассчитать его размер для своей семьи и где хранить, чтобы деньги были под рукой в нужный момент.',
        excerpt: 'Финансовая подушка — самая скучная часть финансового плана и одна из самых важных. Рассказываем, как рассчитать её размер и где её хранить.',
        sections: [
          {
            heading: 'Почему сначала подушка',
            paragraphs: [
              'Резерв оплачивает непредвиденное и не заставляет занимать или продавать инвестиции в неудачный момент. Ломается машина, нужен срочный ремонт, работа заканчивается раньше, чем планировалось. Без сбережений такие расходы обычно оказываются на кредитной карте под высокий процент. Инвестировать имеет смысл, когда подушка уже есть.',
            ],
          },
          {
            heading: 'Как рассчитать сумму',
            paragraphs: [
              'Распространённое правило — от трёх до шести месяцев обязательных расходов, а не дохода. Сложите аренду или ипотеку, коммунальные платежи, еду, транспорт и платежи по кредитам и умножьте на число месяцев. Семьям с одним доходом, самозанятым и тем, у кого нестабильная работа, обычно нужен верхний край диапазона. Паре с двумя стабильными доходами и небольшими обязательствами часто хватает меньшего.',
            ],
          },
          {
            heading: 'Где хранить резерв',
            paragraphs: [
              'Подушка должна быть надёжной и быстро доступной, поэтому её держат на накопительном счёте или вкладе, а не в акциях и фондах. Выбирайте счёт, с которого можно снять деньги сразу или с коротким уведомлением, и с достойной ставкой. Отдельный от повседневной карты счёт меньше искушает потратить. Проверьте, что банк участвует в системе страхования вкладов.',
            ],
          },
          {
            heading: 'Как накопить и пополнять',
            paragraphs: [
              'Если начинаете с нуля, настройте автоматический перевод в день зарплаты, пусть даже на небольшую сумму, и увеличивайте его, когда получится. Премия или налоговый вычет могут заметно ускорить дело. Если пришлось воспользоваться резервом, сначала восстановите его и только потом возвращайтесь к инвестициям. Раз в год пересматривайте целевую сумму: расходы и обстоятельства меняются.',
            ],
          },
        ],
      },
      {
        titles: ['Прежде чем инвестировать: четыре вопроса к себе', 'Первые инвестиции: цели, риск, расходы и диверсификация'],
        description: 'Для чего деньги, на какой срок, какой риск вы готовы выдержать и сколько стоит инвестирование: четыре вопроса, на которые стоит ответить до вложений.',
        excerpt: 'Большинство ошибок в инвестициях совершается до первой покупки, пока цель и срок ещё размыты. Четыре вопроса помогают их избежать.',
        sections: [
          {
            heading: 'Для чего эти деньги и когда они понадобятся?',
            paragraphs: [
              'Деньги, которые понадобятся в ближайшие годы, например на первый взнос за квартиру или свадьбу, обычно лучше держать на вкладе, а не в акциях. Рынки могут резко падать и восстанавливаться годами, а короткий срок не оставляет времени ждать. Деньгами, которые не понадобятся десять лет и больше, можно рисковать сильнее ради возможности большего роста. Записать каждую цель с датой — первый шаг любого инвестиционного плана.',
            ],
          },
          {
            heading: 'Какой риск вы готовы выдержать?',
            paragraphs: [
              'Риск — это не только балл в анкете, но и то, что вы почувствуете и сделаете, если вложения за несколько месяцев подешевеют на пятую часть. Те, кто продаёт в панике после падения, часто фиксируют убытки, которые со временем могли бы отыграться. Честно оцените свою реакцию и то, сколько вы можете потерять без ущерба для планов. Правильный уровень риска — тот, с которым вы спокойно переживёте плохой год.',
            ],
          },
          {
            heading: 'Сколько это стоит?',
            paragraphs: [
              'Комиссии в процентах кажутся маленькими, но за много лет складываются в серьёзные суммы. Расходы фондов, брокера и консультанта вместе могут съедать заметную часть долгосрочного роста. Прежде чем вкладывать, попросите назвать все расходы в деньгах за год. Недорогие индексные фонды служат разумной основой для многих портфелей.',
            ],
          },
          {
            heading: 'Распределён ли риск?',
            paragraphs: [
              'Если вложить всё в одну компанию, одну страну или один вид активов, результат будет зависеть от единственного исхода. Диверсифицированный портфель сочетает акции, облигации и деньги, разнесённые по многим компаниям и регионам. Ни один портфель не защищён от убытков полностью, но распределение снижает ущерб от любой отдельной неудачи. Раз в год проверяйте структуру и возвращайте её к плану, если она сильно сместилась.',
            ],
          },
        ],
      },
      {
        titles: ['Сколько нужно накопить на пенсию: простой расчёт', 'Пенсионное планирование: как оценить нужную сумму'],
        description: 'Простой способ оценить, какой доход понадобится на пенсии, что дадут государственная пенсия и накопления и как закрыть разницу за оставшиеся годы.',
        excerpt: 'Пенсия кажется слишком далёкой, чтобы о ней думать, пока вдруг не оказывается близкой. Приблизительный расчёт сегодня полезнее идеального через десять лет.',
        sections: [
          {
            heading: 'Начните с того, как хотите жить',
            paragraphs: [
              'Представьте, какой будет ваша жизнь на пенсии: где вы будете жить, выплачена ли ипотека, сколько хотите путешествовать. Многим нужно от половины до двух третей рабочего дохода, но ваш собственный бюджет важнее любого правила. Перечислите регулярные расходы и добавьте запас на ремонт, помощь близким и непредвиденное. Получится целевой годовой доход в сегодняшних деньгах.',
            ],
          },
          {
            heading: 'На что уже можно рассчитывать',
            paragraphs: [
              'Соберите сведения обо всех пенсионных программах и накоплениях, включая оставшиеся от прежних работ. Добавьте ожидаемую государственную пенсию, ориентируясь на официальный прогноз, если он доступен. Сравните общий ожидаемый доход с целевым. Разница — это та часть, которую предстоит закрыть собственными сбережениями и инвестициями.',
            ],
          },
          {
            heading: 'Как превратить разницу в цель накоплений',
            paragraphs: [
              'Грубо оценить нужный капитал можно, умножив годовую нехватку на число лет, в течение которых вы будете его расходовать, с поправкой на инфляцию и рост вложений. Ни инфляция, ни доходность заранее не известны, поэтому полезно посмотреть осторожный, средний и оптимистичный сценарии. Чем раньше вы начнёте, тем больше сделают время и сложный процент. Даже небольшое увеличение ежемесячных взносов заметно меняет результат на горизонте двадцати лет.',
            ],
          },
          {
            heading: 'Пересматривайте план по ходу',
            paragraphs: [
              'Пенсионный план не пишут один раз, чтобы убрать в папку. Повышение зарплаты, перерывы в карьере, наследство и движение рынков меняют картину. Ежегодный пересмотр помогает держать взносы на нужном уровне и при необходимости сдвинуть целевую дату. За пять–десять лет до пенсии акцент обычно смещается к снижению риска и к тому, как вы будете получать доход из накоплений.',
            ],
          },
        ],
      },
    ],
  },
};
