import type { Trade } from '../types.ts';

export const mobileApp: Trade = {
  id: 'mobile-app',
  theme: 'Mobile App',
  kind: 'software',
  icons: 'tech',
  narrow: { stems: ['budget', 'expense', 'spending', 'personal finance', 'savings', 'money manager', 'бюджет', 'расход', 'трат', 'личные финансы', 'накоплени'], otherwise: 'software-product' },
  offerIcons: ['receipt-text', 'chart-pie', 'landmark', 'piggy-bank', 'bell-ring', 'users', 'chart-column', 'wallet'],
  en: {
    noun: 'budget app',
    descriptor: 'a budgeting app that shows where your money goes and helps you save',
    audience: 'users',
    eyebrows: ['Personal and household budgeting', 'Spending, bills and savings in one place', 'For iPhone and Android'],
    heroTitles: [
      'See where your money goes every month',
      'Track spending in seconds and save without stress',
      'A household budget the whole family can keep',
      'Your money, finally in order',
    ],
    heroLeads: [
      'Add a purchase in three taps, set monthly limits for groceries or eating out and watch your savings goals grow. No spreadsheets and no finance jargon.',
      '{brand} sorts your spending into clear categories, reminds you before bills are due and shows what is left until payday.',
      'Keep one household budget with your partner or family: everyone adds purchases from their own phone, and the totals update for all of you.',
    ],
    offersHeadings: ['What the app does for you', 'Simple tools for everyday money', 'Inside {brand}'],
    offersLeads: [
      'Each feature answers a simple question: where did the money go, what is left for this month and how soon you can afford what you are saving for.',
      'Start with the basics for free, and add statement import, reminders and family sharing when you need them.',
    ],
    offers: [
      { title: 'Expense entry in three taps', text: 'Amount, category, done. The app remembers your usual shops and categories, so logging a coffee or the weekly food shop takes a couple of seconds.' },
      { title: 'Monthly budgets by category', text: 'Set limits for groceries, transport, eating out or hobbies and see at a glance how much is left. A gentle alert arrives when you reach 80 per cent.' },
      { title: 'Bank statement import', text: 'Download a statement from your online bank and import the file. Transactions are sorted into categories automatically, and you only check the odd one.' },
      { title: 'Savings goals', text: 'Saving for a holiday, a new laptop or a rainy-day fund? Set the amount and the date, and the app shows how much to put aside each month.' },
      { title: 'Bills and subscriptions', text: 'Keep rent, utilities and subscriptions in one list, get a reminder before each payment and spot the services you forgot you were paying for.' },
      { title: 'Shared household budget', text: 'Invite your partner or family to one budget. Everyone logs purchases from their own phone, and personal spending can stay private.' },
      { title: 'Reports and spending trends', text: 'Clear charts by month and category show where spending grows, how this month compares with the last and what a typical month really costs.' },
      { title: 'Cash, cards and currencies', text: 'Track cash, several cards and a savings account together, and log holiday spending in the local currency with automatic conversion.' },
    ],
    plans: [
      { name: 'Basic', price: 0, text: 'For getting to know where your money goes, with no time limit.', features: ['Manual expense and income entry', 'Up to 5 budget categories', 'One savings goal', 'Monthly spending chart', 'App lock with PIN or fingerprint'] },
      { name: 'Plus', price: 4, text: 'For anyone who wants full control of their own budget.', features: ['Unlimited categories and goals', 'Statement import with automatic categories', 'Bill and subscription reminders', 'Detailed reports and spreadsheet export', 'Sync across phone, tablet and web', 'Multiple currencies'] },
      { name: 'Family', price: 7, text: 'For households who plan their spending together.', features: ['Everything in Plus', 'Shared with your family', 'Shared household budget and goals', 'Personal spaces that stay private', 'Pocket money tracking for children'] },
    ],
    highlights: [
      { title: 'Built for everyday use', text: 'The main screen answers one question: how much can I still spend this month? Everything else is a tap away.' },
      { title: 'No bank passwords needed', text: 'You import statements as files instead of handing over your online banking login, so your bank details stay with you.' },
      { title: 'Private by design', text: 'Your data is encrypted, the app locks with a PIN or fingerprint, and we never sell or share your information.' },
      { title: 'Works without a signal', text: 'Log spending on the underground or abroad with no connection; everything syncs once you are back online.' },
      { title: 'Made for households', text: 'One shared budget for the family, with personal spaces for the things that are nobody else’s business.' },
    ],
    process: [
      { title: 'Download the app', text: 'Install {brand} from the App Store or Google Play and create an account with your email address; no card is needed.' },
      { title: 'Set up your accounts', text: 'Add your cards, cash and savings with their current balances, or import a recent statement to start with real figures.' },
      { title: 'Choose your budgets', text: 'Pick the categories you want to watch and set a monthly limit for each; after your first month the app suggests amounts.' },
      { title: 'Log spending as you go', text: 'Add purchases in a few taps or import a statement once a week, and check what is left before you buy.' },
      { title: 'Review the month', text: 'At the end of each month, look at the report, adjust your limits and move what you saved towards your goals.' },
    ],
    faq: [
      { question: 'Is the free plan really free?', answer: 'Yes. The free plan has no time limit and no adverts. Paid plans add statement import, reminders, reports and family sharing for those who want them.' },
      { question: 'Do I have to connect my bank account?', answer: 'No. You can enter spending by hand or import statement files downloaded from your online bank. We never ask for your banking login or password.' },
      { question: 'Is my financial data safe?', answer: 'Data is encrypted on your phone and on our servers, the app can be locked with a PIN or fingerprint, and we do not sell or share your information with advertisers.' },
      { question: 'Can my partner and I keep one budget?', answer: 'Yes, with the Family plan. Up to six people share one household budget, each from their own phone, and personal categories can stay private.' },
      { question: 'What happens to my data if I cancel?', answer: 'Your records stay available on the free plan, and you can export everything to a spreadsheet at any time. If you delete your account, your data is erased from our servers.' },
      { question: 'Does it work on more than one device?', answer: 'Paid plans sync your phone, tablet and the web version, so you can log a purchase on the go and review the month on a bigger screen.' },
    ],
    story: [
      '{brand} is built around one everyday question: where did this month’s money go? Bank apps show long lists of transactions, spreadsheets tend to be abandoned by the second week, and many budgeting tools feel designed for accountants. We set out to make an app that takes seconds a day and gives a straight answer.',
      'Every screen is designed for real households: people paying rent and bills, saving for a holiday, sharing costs with a partner or teaching children about pocket money. New features are tested with users before release, and anything that makes logging slower is taken out. The aim is a habit that sticks, not a perfect spreadsheet nobody opens.',
      'We earn our living from subscriptions, not from your data. There are no adverts in the app, no selling of spending habits to third parties and no nudges towards loans or credit cards. The free plan stays free, and paid plans are there for those who want more detail.',
    ],
    values: [
      { title: 'Privacy first', text: 'Your spending says a lot about your life, so it stays encrypted and is never sold or shared.' },
      { title: 'Honest design', text: 'No adverts, no loan offers and no tricks to keep you scrolling: the app should save you time, not take it.' },
      { title: 'Simplicity', text: 'If a feature slows down adding a purchase, it does not make it into the app.' },
      { title: 'Listening to users', text: 'Suggestions from users shape every update, and our own team answers support messages.' },
    ],
    ctaHeadings: ['Start tracking your spending today', 'Download {brand} for free', 'Take charge of this month’s money'],
    ctaTexts: [
      'Install the app, add your first expenses and see where your money goes by the end of the week.',
      'The free plan has no time limit. Upgrade only if you want statement import, reminders or family sharing.',
    ],
    articles: [
      {
        titles: ['The 50/30/20 rule: a simple way to plan your monthly spending', 'Needs, wants and savings: how to split your income'],
        description: 'How the 50/30/20 budgeting rule works, how to split income into needs, wants and savings, and how to adapt it when rent takes more than half.',
        excerpt: 'A budget does not need dozens of categories. The 50/30/20 rule splits your income into three parts that are easy to remember.',
        sections: [
          {
            heading: 'How the rule works',
            paragraphs: [
              'The 50/30/20 rule divides your take-home pay into three parts. Half goes on needs: rent or mortgage, utilities, groceries, transport and minimum debt repayments. Thirty per cent covers wants, from eating out to hobbies and holidays. The remaining twenty per cent goes to savings and to paying off debt faster than the minimum.',
            ],
          },
          {
            heading: 'Sorting spending into needs and wants',
            paragraphs: [
              'The hardest part is being honest about what counts as a need. Groceries are a need, while takeaways and the newest phone on contract are wants, even if they feel essential. A useful test is to ask whether you could drop the item for three months without real harm. Go through one month of statements, mark each line as a need or a want, and you will usually find the split is not what you expected.',
            ],
          },
          {
            heading: 'When the numbers do not fit',
            paragraphs: [
              'In cities with high rents, needs can easily take sixty or seventy per cent of income. The rule still helps, as a direction rather than a strict target. Protect the savings part first, even if it is only five or ten per cent at the start, and let wants shrink to make room. As income rises or costs fall, move back towards the original proportions.',
            ],
          },
          {
            heading: 'Putting the rule into practice',
            paragraphs: [
              'Set up three budget groups in your app for needs, wants and savings, and give each a monthly limit based on your income. Move the savings amount on payday, before anything else is spent. Check the wants group once a week, since that is where most overspending happens. After two or three months, the split becomes a habit rather than a calculation.',
            ],
          },
        ],
      },
      {
        titles: ['How to find and cancel subscriptions you have forgotten', 'The subscription audit: half an hour that saves money every month'],
        description: 'A step-by-step subscription audit: how to find forgotten services in your statements, decide which to keep and stop new ones from slipping through.',
        excerpt: 'Streaming, apps, cloud storage, the gym: small monthly payments add up quickly. A half-hour audit usually finds at least one to cancel.',
        sections: [
          {
            heading: 'Why subscriptions slip under the radar',
            paragraphs: [
              'Subscriptions are designed to be easy to start and easy to forget. Free trials turn into paid plans, annual renewals arrive long after you have forgotten signing up, and small amounts hide among larger payments on a statement. Individually they look harmless, but together they often make up a noticeable share of monthly spending.',
            ],
          },
          {
            heading: 'Make a complete list',
            paragraphs: [
              'Go through the last three months of bank and card statements and note every recurring payment, however small. Check the subscriptions page in your phone’s app store and the account settings of the services you use, since many bill through them. Annual payments need a longer look, so scan a full year for anything that renewed once. Write down the amount, the billing date and what each service is for.',
            ],
          },
          {
            heading: 'Decide what stays',
            paragraphs: [
              'For each item, ask when you last used it and whether you would sign up again today at the same price. Services shared by the whole household often cost less on a single family plan. Some providers offer a lower price when you start to cancel, so it is worth checking before you leave. Cancel the rest straight away rather than waiting for the next renewal date.',
            ],
          },
          {
            heading: 'Stop it happening again',
            paragraphs: [
              'Keep a list of active subscriptions in your budget app with their renewal dates, and turn on reminders a few days before each payment. Whenever you start a free trial, set a reminder for the day before it ends. Review the list every three months. Once the list exists, the whole check takes a few minutes.',
            ],
          },
        ],
      },
      {
        titles: ['How to build an emergency fund from scratch', 'Saving for a rainy day when money is tight'],
        description: 'How to build an emergency fund step by step: why it comes first, how much to aim for, where to find the money each month and where to keep it.',
        excerpt: 'A broken boiler or a sudden bill is far less frightening with a cushion in the bank. Here is how to build one from nothing.',
        sections: [
          {
            heading: 'Why an emergency fund comes first',
            paragraphs: [
              'Unexpected costs are not really unexpected: cars break down, boilers fail and phones get dropped. Without savings, these events end up on a credit card or an overdraft, and the interest makes them more expensive. An emergency fund turns a crisis into an inconvenience. For most households it is the first savings goal worth setting, before holidays or investments.',
            ],
          },
          {
            heading: 'How much to aim for',
            paragraphs: [
              'The usual target is three to six months of essential spending: rent, bills, food and transport, not your full income. Such a sum can feel huge, so start with a first milestone of one month’s essentials. People with irregular income, such as the self-employed, may want to aim for the higher end. Add the target to your savings goals so you can watch it grow.',
            ],
          },
          {
            heading: 'Finding the money to save',
            paragraphs: [
              'Start small and automatic: a fixed amount moved on payday is easier to keep up than whatever is left at the end of the month. Look at your spending report for one category to trim, such as takeaways or unused subscriptions, and redirect exactly that amount. Windfalls like tax refunds or cash gifts can give the fund a quick boost. Even modest amounts add up surprisingly fast when they go in every month.',
            ],
          },
          {
            heading: 'Where to keep it',
            paragraphs: [
              'An emergency fund should be easy to reach but not too easy to spend. A separate savings account with instant access works well for most people. Keeping the money apart from your everyday account stops it from quietly becoming spending money. Decide in advance what counts as an emergency, and whenever you use the fund, make rebuilding it your next goal.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'приложение для учёта расходов',
    descriptor: 'приложение для учёта расходов, которое показывает, куда уходят деньги, и помогает копить',
    audience: 'пользователи',
    eyebrows: ['Личный и семейный бюджет', 'Траты, счета и накопления в одном месте', 'Для iPhone и Android'],
    heroTitles: [
      'Узнайте, куда уходят деньги каждый месяц',
      'Записывайте траты за секунды и копите без стресса',
      'Семейный бюджет, который ведут все вместе',
      'Ваши деньги наконец под контролем',
    ],
    heroLeads: [
      'Добавляйте покупку в три касания, ставьте лимиты на продукты или кафе и следите, как растут накопления. Без таблиц и финансовых терминов.',
      '«{brand}» раскладывает траты по понятным категориям, заранее напоминает о платежах и показывает, сколько осталось до зарплаты.',
      'Ведите общий бюджет с партнёром или всей семьёй: каждый добавляет покупки со своего телефона, а итоги обновляются у всех.',
    ],
    offersHeadings: ['Что умеет приложение', 'Простые инструменты для денег на каждый день', 'Внутри «{brand}»'],
    offersLeads: [
      'Каждая функция отвечает на простой вопрос: куда ушли деньги, сколько осталось на этот месяц и когда получится накопить на то, о чём мечтаете.',
      'Начните с базовых функций бесплатно, а импорт выписок, напоминания и семейный доступ подключите, когда понадобятся.',
    ],
    offers: [
      { title: 'Запись расхода в три касания', text: 'Сумма, категория — готово. Приложение запоминает ваши обычные магазины и категории, поэтому записать кофе или поход в супермаркет можно за пару секунд.' },
      { title: 'Месячные лимиты по категориям', text: 'Задайте лимиты на продукты, транспорт, кафе или хобби, и остаток будет виден с первого взгляда. На 80 процентах лимита придёт мягкое напоминание.' },
      { title: 'Импорт банковских выписок', text: 'Скачайте выписку в интернет-банке и загрузите файл в приложение. Операции сами разложатся по категориям, останется проверить пару строк.' },
      { title: 'Цели накоплений', text: 'Копите на отпуск, новый ноутбук или подушку безопасности? Укажите сумму и срок, и приложение подскажет, сколько откладывать каждый месяц.' },
      { title: 'Счета и подписки', text: 'Аренда, коммунальные платежи и подписки собраны в одном списке, перед каждым списанием приходит напоминание, а забытые сервисы сразу видны.' },
      { title: 'Общий семейный бюджет', text: 'Пригласите партнёра или родных в общий бюджет. Каждый записывает покупки со своего телефона, а личные траты при желании остаются личными.' },
      { title: 'Отчёты и динамика расходов', text: 'Понятные графики по месяцам и категориям показывают, где траты растут, чем этот месяц отличается от прошлого и сколько стоит обычный месяц.' },
      { title: 'Наличные, карты и валюты', text: 'Учитывайте наличные, несколько карт и накопительный счёт вместе, а траты в поездке записывайте в местной валюте с автоматическим пересчётом.' },
    ],
    plans: [
      { name: 'Базовый', price: 0, text: 'Чтобы разобраться, куда уходят деньги, без ограничения по времени.', features: ['Ручной ввод расходов и доходов', 'До 5 категорий бюджета', 'Одна цель накоплений', 'График расходов за месяц', 'Блокировка ПИН-кодом или отпечатком'] },
      { name: 'Плюс', price: 4, text: 'Для тех, кто хочет полностью держать свой бюджет под контролем.', features: ['Без ограничений по категориям и целям', 'Импорт выписок с автокатегориями', 'Напоминания о счетах и подписках', 'Подробные отчёты и выгрузка в таблицу', 'Синхронизация телефона, планшета и веб-версии', 'Несколько валют'] },
      { name: 'Семейный', price: 7, text: 'Для семей, которые планируют расходы вместе.', features: ['Всё, что есть в тарифе «Плюс»', 'Доступ для всей семьи', 'Общий бюджет и общие цели', 'Личные разделы, которые видите только вы', 'Учёт карманных денег детей'] },
    ],
    highlights: [
      { title: 'Сделано для каждого дня', text: 'Главный экран отвечает на один вопрос: сколько ещё можно потратить в этом месяце? Всё остальное — в одном касании.' },
      { title: 'Без паролей от банка', text: 'Выписки загружаются файлом, а не через логин от интернет-банка, поэтому ваши банковские данные остаются у вас.' },
      { title: 'Приватность по умолчанию', text: 'Данные шифруются, приложение закрывается ПИН-кодом или отпечатком, и мы не продаём и не передаём вашу информацию.' },
      { title: 'Работает без интернета', text: 'Записывайте траты в метро или за границей без связи: всё синхронизируется, когда сеть появится.' },
      { title: 'Для всей семьи', text: 'Один общий бюджет на семью и личные разделы для того, что касается только вас.' },
    ],
    process: [
      { title: 'Скачайте приложение', text: 'Установите «{brand}» из App Store или Google Play и создайте аккаунт по электронной почте — карта не нужна.' },
      { title: 'Добавьте счета', text: 'Внесите карты, наличные и накопления с текущими остатками или загрузите последнюю выписку, чтобы начать с реальных цифр.' },
      { title: 'Выберите категории бюджета', text: 'Отметьте категории, за которыми хотите следить, и задайте месячный лимит для каждой; после первого месяца приложение подскажет суммы.' },
      { title: 'Записывайте траты', text: 'Добавляйте покупки в пару касаний или загружайте выписку раз в неделю и проверяйте остаток перед покупкой.' },
      { title: 'Подводите итоги месяца', text: 'В конце месяца посмотрите отчёт, поправьте лимиты и переведите сэкономленное на свои цели.' },
    ],
    faq: [
      { question: 'Бесплатный тариф действительно бесплатный?', answer: 'Да, бесплатный тариф не ограничен по времени и работает без рекламы. Платные тарифы добавляют импорт выписок, напоминания, отчёты и семейный доступ для тех, кому это нужно.' },
      { question: 'Нужно ли подключать банковский счёт?', answer: 'Нет. Траты можно вносить вручную или загружать файлы выписок из интернет-банка. Мы никогда не спрашиваем логин и пароль от вашего банка.' },
      { question: 'Мои финансовые данные в безопасности?', answer: 'Данные шифруются на телефоне и на наших серверах, приложение можно закрыть ПИН-кодом или отпечатком, и мы не продаём и не передаём информацию рекламодателям.' },
      { question: 'Можно вести один бюджет на двоих?', answer: 'Да, на тарифе «Семейный». До шести человек ведут общий бюджет, каждый со своего телефона, а личные категории можно оставить закрытыми.' },
      { question: 'Что будет с данными, если отменить подписку?', answer: 'Записи останутся доступны на бесплатном тарифе, а выгрузить всё в таблицу можно в любой момент. Если удалить аккаунт, данные стираются с наших серверов.' },
      { question: 'Можно пользоваться на нескольких устройствах?', answer: 'Платные тарифы синхронизируют телефон, планшет и веб-версию: покупку удобно записать на ходу, а итоги месяца разобрать на большом экране.' },
    ],
    story: [
      '«{brand}» построен вокруг одного простого вопроса: куда ушли деньги в этом месяце? Банковские приложения показывают длинные списки операций, таблицы обычно забрасывают на второй неделе, а многие программы для бюджета будто сделаны для бухгалтеров. Мы хотели сделать приложение, которое занимает несколько секунд в день и даёт прямой ответ.',
      'Каждый экран мы придумываем для обычных семей: тех, кто платит за квартиру и коммуналку, копит на отпуск, делит расходы с партнёром или учит детей обращаться с карманными деньгами. Новые функции проверяем на пользователях до выпуска и убираем всё, что замедляет запись трат. Наша цель — привычка, которая приживётся, а не идеальная таблица, которую никто не открывает.',
      'Мы зарабатываем на подписках, а не на ваших данных. В приложении нет рекламы, мы не продаём сведения о ваших тратах и не навязываем кредиты и кредитные карты. Бесплатный тариф остаётся бесплатным, а платные нужны тем, кому хочется больше подробностей.',
    ],
    values: [
      { title: 'Приватность прежде всего', text: 'Траты многое говорят о жизни человека, поэтому данные хранятся в зашифрованном виде и никогда не продаются и не передаются.' },
      { title: 'Честный дизайн', text: 'Никакой рекламы, предложений кредитов и уловок, чтобы вы подольше листали: приложение должно экономить ваше время, а не отнимать его.' },
      { title: 'Простота', text: 'Если функция замедляет запись покупки, она не попадает в приложение.' },
      { title: 'Слушаем пользователей', text: 'Каждое обновление складывается из отзывов пользователей, а на письма в поддержку отвечает наша собственная команда.' },
    ],
    ctaHeadings: ['Начните вести учёт расходов сегодня', 'Скачайте «{brand}» бесплатно', 'Возьмите деньги этого месяца под контроль'],
    ctaTexts: [
      'Установите «{brand}», добавьте первые траты, и уже к концу недели вы увидите, куда уходят деньги.',
      'Бесплатный тариф не ограничен по времени. Переходите на платный, только если понадобятся импорт выписок, напоминания или семейный доступ.',
    ],
    articles: [
      {
        titles: ['Правило 50/30/20: простой способ спланировать бюджет на месяц', 'Нужды, желания и накопления: как делить доход'],
        description: 'Как работает правило 50/30/20, как разделить доход на обязательные траты, желания и накопления и что делать, если аренда съедает больше половины.',
        excerpt: 'Бюджету не нужны десятки категорий. Правило 50/30/20 делит доход на три части, которые легко запомнить.',
        sections: [
          {
            heading: 'Как работает правило',
            paragraphs: [
              'Правило 50/30/20 делит доход после налогов на три части. Половина уходит на обязательное: жильё, коммунальные платежи, продукты, транспорт и минимальные платежи по долгам. Тридцать процентов — на желания, от кафе до хобби и путешествий. Оставшиеся двадцать процентов идут в накопления и на досрочное погашение долгов.',
            ],
          },
          {
            heading: 'Как отделить нужды от желаний',
            paragraphs: [
              'Самое сложное — честно решить, что считать необходимым. Продукты — это нужда, а доставка еды и новый телефон в рассрочку — желания, даже если без них трудно представить жизнь. Полезный тест: сможете ли вы отказаться от этой траты на три месяца без реального вреда? Пройдитесь по выпискам за месяц, отметьте каждую строку как нужду или желание, и, скорее всего, соотношение окажется не таким, как вы думали.',
            ],
          },
          {
            heading: 'Когда цифры не сходятся',
            paragraphs: [
              'В городах с высокой арендой обязательные траты легко съедают шестьдесят-семьдесят процентов дохода. Правило помогает и тогда — как направление, а не жёсткая норма. Сначала защитите накопления, пусть даже на старте это пять-десять процентов, а желаниям придётся потесниться. По мере роста дохода или снижения расходов двигайтесь к исходным пропорциям.',
            ],
          },
          {
            heading: 'Как применить правило на практике',
            paragraphs: [
              'Создайте в приложении три группы бюджета — нужды, желания и накопления — и задайте каждой месячный лимит от вашего дохода. В день зарплаты первым делом переводите сумму на накопления. Раз в неделю проверяйте группу желаний: именно там чаще всего случается перерасход. Через два-три месяца пропорции станут привычкой, а не расчётом.',
            ],
          },
        ],
      },
      {
        titles: ['Как найти и отменить забытые подписки', 'Ревизия подписок: полчаса, которые экономят деньги каждый месяц'],
        description: 'Пошаговая ревизия подписок: как найти забытые сервисы в выписках, решить, какие оставить, и не дать новым незаметно списывать деньги.',
        excerpt: 'Онлайн-кинотеатры, приложения, облачные хранилища, фитнес: небольшие ежемесячные платежи быстро складываются. Полчаса ревизии почти всегда находят хотя бы одну лишнюю подписку.',
        sections: [
          {
            heading: 'Почему подписки незаметны',
            paragraphs: [
              'Подписки устроены так, чтобы их было легко оформить и легко забыть. Бесплатный пробный период превращается в платный, годовое продление приходит, когда о сервисе давно забыли, а мелкие суммы теряются среди крупных платежей в выписке. По отдельности они кажутся безобидными, но вместе нередко составляют заметную долю месячных трат.',
            ],
          },
          {
            heading: 'Составьте полный список',
            paragraphs: [
              'Просмотрите выписки по картам за последние три месяца и выпишите каждый регулярный платёж, даже самый маленький. Загляните в раздел подписок в магазине приложений на телефоне и в настройки аккаунтов: многие сервисы списывают деньги через них. Годовые платежи тоже легко пропустить, поэтому пролистайте выписки за целый год. Запишите сумму, дату списания и то, зачем нужен каждый сервис.',
            ],
          },
          {
            heading: 'Решите, что оставить',
            paragraphs: [
              'Про каждую подписку спросите себя, когда вы пользовались ею в последний раз и оформили бы вы её сегодня по той же цене. Сервисы, которыми пользуется вся семья, часто выгоднее перевести на один семейный тариф. Некоторые компании предлагают скидку, когда начинаешь отменять подписку, так что стоит проверить это перед уходом. Остальное отменяйте сразу, а не откладывайте до следующего продления.',
            ],
          },
          {
            heading: 'Не дайте этому повториться',
            paragraphs: [
              'Держите список активных подписок в приложении для бюджета с датами продления и включите напоминания за несколько дней до списания. Оформляя пробный период, сразу ставьте напоминание на день до его окончания. Раз в три месяца пересматривайте список. Когда он уже составлен, проверка занимает пару минут.',
            ],
          },
        ],
      },
      {
        titles: ['Как собрать финансовую подушку с нуля', 'Как откладывать на чёрный день, когда денег впритык'],
        description: 'Как шаг за шагом собрать финансовую подушку: почему она важнее других целей, сколько откладывать, где найти деньги и где хранить резерв.',
        excerpt: 'Сломанный котёл или внезапный счёт пугают гораздо меньше, когда есть запас на счёте. Рассказываем, как собрать его с нуля.',
        sections: [
          {
            heading: 'Почему подушка важнее других целей',
            paragraphs: [
              'Неожиданные расходы на самом деле вполне ожидаемы: машины ломаются, бойлеры выходят из строя, телефоны падают. Без накоплений такие события оплачиваются кредиткой или займом, а проценты делают их ещё дороже. Финансовая подушка превращает кризис в неприятность. Для большинства семей это первая цель накоплений, с которой стоит начать ещё до отпуска или инвестиций.',
            ],
          },
          {
            heading: 'Сколько откладывать',
            paragraphs: [
              'Обычный ориентир — три-шесть месяцев обязательных расходов: жильё, счета, еда и транспорт, а не весь доход. Сумма может показаться огромной, поэтому начните с первого рубежа — одного месяца обязательных трат. Тем, у кого нерегулярный доход, например фрилансерам и самозанятым, стоит ориентироваться на верхнюю границу. Запишите цель в приложении, чтобы видеть, как она растёт.',
            ],
          },
          {
            heading: 'Где найти деньги',
            paragraphs: [
              'Начните с небольшой автоматической суммы: фиксированный перевод в день зарплаты выдержать проще, чем откладывать то, что осталось в конце месяца. Найдите в отчёте одну категорию, которую можно урезать, например доставку еды или ненужные подписки, и переводите ровно эту сумму. Налоговый вычет, премия или денежный подарок помогут быстро пополнить подушку. Даже скромные суммы удивительно быстро складываются, если откладывать их каждый месяц.',
            ],
          },
          {
            heading: 'Где хранить резерв',
            paragraphs: [
              'Подушка должна быть под рукой, но не слишком близко. Большинству подойдёт отдельный накопительный счёт, с которого деньги можно снять в любой момент. Держите его отдельно от карты на каждый день, чтобы резерв незаметно не превратился в деньги на текущие траты. Заранее решите, что считается чрезвычайной ситуацией, а потратив часть подушки, сделайте её восстановление следующей целью.',
            ],
          },
        ],
      },
    ],
  },
};
