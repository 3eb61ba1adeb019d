import type { Trade } from '../types.ts';

export const restaurant: Trade = {
  id: 'restaurant',
  theme: 'Restaurant',
  kind: 'menu',
  icons: 'restaurant',
  offerIcons: ['salad', 'beef', 'soup', 'cooking-pot', 'fish', 'hand-platter', 'utensils', 'cake-slice'],
  en: {
    noun: 'restaurant',
    descriptor: 'a neighbourhood restaurant with a seasonal menu cooked from scratch',
    audience: 'guests',
    eyebrows: ['Neighbourhood kitchen', 'Seasonal cooking', 'Lunch & dinner'],
    heroTitles: [
      'Good food, cooked from scratch, around the corner',
      'Seasonal plates, good wine and an unhurried evening',
      'Your neighbourhood table for lunch and dinner',
      'Dinner with friends, cooked the way it should be',
    ],
    heroLeads: [
      'A short menu that follows the seasons, wines chosen to go with it, and a table that is yours for the evening. Book ahead, or drop in for lunch.',
      '{brand} cooks everything in its own kitchen, from the stocks to the desserts. Come for a weekday set lunch or a long dinner with friends.',
      'Spring greens, summer tomatoes, autumn mushrooms and slow braises in winter: we cook what the season brings. Book a table and see what is on the menu this week.',
    ],
    offersHeadings: ['From our kitchen', 'On the menu this season', 'Dishes our guests come back for'],
    offersLeads: [
      'A taste of the menu. Dishes change with the seasons, so ask about the day’s specials when you arrive.',
      'Everything is cooked to order, and the kitchen is happy to adapt a dish for allergies or dietary needs.',
    ],
    offers: [
      {
        title: 'Burrata with heritage tomatoes',
        text: 'Creamy burrata with ripe heritage tomatoes, basil oil and toasted sourdough. A light starter to share, or a simple lunch with a glass of white.',
        price: 14,
      },
      {
        title: 'Beef tartare',
        text: 'Hand-cut beef with shallots, capers, cornichons and a cured egg yolk, served with crisp potato. A classic for anyone who likes bold, clean flavours.',
        price: 16,
      },
      {
        title: 'Soup of the day',
        text: 'Made every morning from what looks good at the market, served with our own bread and salted butter. Ask your server what is in the pot today.',
        price: 8,
      },
      {
        title: 'Wild mushroom risotto',
        text: 'Carnaroli rice cooked slowly with mixed mushrooms, white wine and aged Parmesan. A vegetarian dish that is rich enough for a main course.',
        price: 19,
      },
      {
        title: 'Pan-roasted sea bass',
        text: 'Crisp-skinned sea bass fillet with crushed new potatoes, green beans and salsa verde. A light, bright main that sits well with a glass of white.',
        price: 27,
      },
      {
        title: 'Slow-braised beef cheek',
        text: 'Beef cheek braised for six hours in red wine until it falls apart, with creamy mash and glazed carrots. A warming plate for cold evenings.',
        price: 26,
      },
      {
        title: 'Weekday set lunch',
        text: 'Two courses from a short daily menu, served at lunchtime on weekdays. A proper sit-down lunch that still gets you back to work on time.',
        price: 22,
      },
      {
        title: 'Dark chocolate tart',
        text: 'Rich dark chocolate tart on a buttery pastry base, with crème fraîche and a pinch of sea salt. Baked in our kitchen every day.',
        price: 9,
      },
    ],
    highlights: [
      { title: 'Cooked from scratch', text: 'Stocks, sauces, bread and desserts are all made in our own kitchen. Very little arrives ready-made, and you can taste the difference.' },
      { title: 'A menu that follows the seasons', text: 'Dishes change as produce comes and goes, so there is always something new to try alongside the old favourites.' },
      { title: 'Allergies taken seriously', text: 'Tell us when you book or when you sit down. The kitchen knows every ingredient in every dish and will tell you honestly what can be adapted.' },
      { title: 'Wine chosen for the food', text: 'A compact list of wines by the glass and by the bottle, picked to go with the menu, and good soft drinks for anyone not drinking.' },
      { title: 'A table for every occasion', text: 'A table for two on a weeknight, a family lunch at the weekend or a birthday dinner for twelve: tell us what you are planning and we will set it up.' },
    ],
    process: [
      { title: 'Book a table', text: 'Reserve online or give us a call with the number of guests and the time that suits you. Larger groups are best booked a few days ahead.' },
      { title: 'Tell us what matters', text: 'Mention allergies, a high chair, a birthday or a quiet corner when you book, and we will have it ready before you arrive.' },
      { title: 'Arrive and settle in', text: 'We greet you at the door, take your coats and bring water to the table while you look through the menu and the day’s specials.' },
      { title: 'Order at your own pace', text: 'Your server talks you through the dishes and suggests a wine if you would like one. Each course arrives when you are ready for it.' },
      { title: 'Pay and plan the next visit', text: 'Settle the bill at the table by card or cash. If you enjoyed the evening, we can book your next table before you leave.' },
    ],
    faq: [
      {
        question: 'Do I need to book a table?',
        answer: 'Booking is the surest way to get a table, especially on Friday and Saturday evenings. We also keep some tables for walk-ins, so it is always worth popping in to ask.',
      },
      {
        question: 'Can you cater for food allergies?',
        answer: 'Yes. Tell us about any allergy when you book and again when you order. Our team can tell you exactly what goes into each dish and which dishes can be adapted safely.',
      },
      {
        question: 'Do you have vegetarian and vegan dishes?',
        answer: 'There are always vegetarian dishes on the menu, and several can be made vegan. Ask your server and the kitchen will suggest what works on the day.',
      },
      {
        question: 'Are children welcome?',
        answer: 'Of course. Many dishes can be served as a smaller portion for children. If you need a high chair, mention it when you book.',
      },
      {
        question: 'Can we book for a birthday or a large group?',
        answer: 'Yes. For groups of eight or more, please book at least a week ahead. We will suggest a set menu so that everyone eats together and the evening runs smoothly.',
      },
      {
        question: 'How do I change or cancel a booking?',
        answer: 'Call us or reply to your confirmation message. If your plans change, letting us know even a few hours ahead means we can offer the table to other guests.',
      },
    ],
    story: [
      '{brand} was opened as a neighbourhood place where you can eat well on an ordinary Tuesday, not only on special occasions. The menu is short on purpose. Fewer dishes mean we can cook each one properly and change them as the seasons turn. Our regulars have their favourite tables, and we remember their favourite dishes.',
      'Our day begins in the morning with deliveries from growers, butchers and fishmongers we trust. Stocks go on to simmer, the bread dough proves, and the chefs taste every sauce before service. We buy whole produce and use as much of it as we can, turning trimmings into soups, stocks and staff meals.',
      'In the dining room, we want you to feel looked after without any fuss. Our servers know the menu inside out and will tell you honestly which dishes they love. Whether you come for a quick lunch or stay for a last coffee, the table is yours for as long as you like.',
    ],
    values: [
      { title: 'Seasonal produce', text: 'We cook with what is at its peak right now, and we would rather change a dish than make it with second-rate ingredients.' },
      { title: 'Honest cooking', text: 'Clear flavours, generous plates and no tricks on the menu. What you read is what arrives at the table.' },
      { title: 'Warm hospitality', text: 'A friendly welcome, attentive service and time to enjoy your meal, whether it is your first visit or your fiftieth.' },
      { title: 'Little waste', text: 'We plan the menu around whole ingredients and use trimmings in soups, stocks and specials, so good food does not end up in the bin.' },
    ],
    ctaHeadings: ['Book a table for this week', 'Planning a dinner with friends?', 'Save your table for the weekend'],
    ctaTexts: [
      'Reserve online or call us, and mention any allergies or a special occasion when you book.',
      'A bigger group or a birthday to celebrate? Get in touch and we will suggest a set menu and the right table.',
    ],
    articles: [
      {
        titles: ['How we build a seasonal menu', 'From market to plate: how our menu changes through the year'],
        description: 'How a neighbourhood kitchen plans a seasonal menu: choosing produce, testing new dishes and deciding when a favourite stays or goes.',
        excerpt: 'Why our menu changes through the year, and what happens in the kitchen before a new dish reaches your table.',
        sections: [
          {
            heading: 'Starting with what is in season',
            paragraphs: [
              'Every menu change starts with a conversation with our suppliers rather than with a recipe. Growers tell us what will be ready in the coming weeks, and fishmongers tell us what the boats are bringing in. From there we sketch out a handful of dishes that make the most of those ingredients. Asparagus in spring, tomatoes in late summer and squash in autumn give the menu its rhythm.',
            ],
          },
          {
            heading: 'Testing a new dish',
            paragraphs: [
              'A new dish goes through several rounds before it reaches the menu. The chefs cook it, taste it together and adjust the seasoning, the portion and the way it is plated. We also cost it carefully, so the price stays fair without cutting corners on ingredients. Our servers taste it too, because the people bringing a dish to the table should be able to describe it with confidence.',
              'Some ideas never make it. A dish may taste good but take too long to plate on a busy Saturday, or rely on an ingredient we cannot buy reliably. Knowing when to drop an idea matters as much as coming up with one.',
            ],
          },
          {
            heading: 'Keeping the favourites',
            paragraphs: [
              'Not everything changes. A few dishes stay on the menu all year because our guests would miss them, and we simply adjust what comes alongside. A braise might be served with root vegetables in winter and with spring greens in April. The heart of the dish stays familiar while the plate around it moves on.',
            ],
          },
          {
            heading: 'What a seasonal menu means for you',
            paragraphs: [
              'Ingredients in season are at their peak in flavour and usually at a fairer price. Even if you visit every week, there is often something new to try. If a dish you loved has gone, ask us: it may return next year, or the kitchen may suggest something similar. New ideas usually appear first as specials, so they are always worth asking about.',
            ],
          },
        ],
      },
      {
        titles: ['Planning a group dinner or birthday: a short guide', 'How to book a table for a large group'],
        description: 'Booking a table for eight or more? How far ahead to book, why a set menu helps, how to handle dietary needs and what to agree before the night.',
        excerpt: 'A few simple steps that make a birthday, a team dinner or a family gathering easy for you and for the kitchen.',
        sections: [
          {
            heading: 'Book early and share the details',
            paragraphs: [
              'For groups of eight or more, it helps to book at least a week ahead, and two or three weeks ahead in December. Tell us the date, a rough number of guests and the time you would like to start. A final number a couple of days before is fine. The more we know early on, the better the table we can arrange.',
            ],
          },
          {
            heading: 'Why a set menu makes the evening easier',
            paragraphs: [
              'At a large table, ordering from the full menu can mean long waits and dishes arriving at different times. A set menu with a choice of two or three starters, mains and desserts keeps things moving. Everyone eats together, and the kitchen can prepare properly. A set price per head also makes the bill easy to agree in advance.',
            ],
          },
          {
            heading: 'Allergies and dietary needs',
            paragraphs: [
              'Collect your guests’ dietary requirements before the day and send them to us in one message. With the list in hand, we can plan vegetarian, vegan or allergy-safe versions of the set menu in advance. On the night, your server will check each guest’s needs again at the table. Last-minute changes are possible, but planning ahead gives the kitchen more options.',
            ],
          },
          {
            heading: 'Cakes, decorations and the bill',
            paragraphs: [
              'If you would like to bring a birthday cake, let us know and we will keep it in the fridge and bring it out at the right moment. Simple decorations are usually fine, but check with us first. Decide beforehand whether one person will pay or whether the bill should be split. Agreeing on the bill when you book saves time at the end of a good evening.',
            ],
          },
        ],
      },
      {
        titles: ['Wine with dinner: simple pairing tips from our team', 'How to choose wine for your meal without the fuss'],
        description: 'Practical ways to match wine with food: body, acidity, a few classic pairings and how to ask your server for a recommendation with confidence.',
        excerpt: 'No jargon, just a few rules of thumb our team uses when guests ask what to drink with their dinner.',
        sections: [
          {
            heading: 'Match the weight of the wine to the dish',
            paragraphs: [
              'The simplest rule is to pair light with light and rich with rich. A delicate fish dish is easily overwhelmed by a heavy red, while slow-cooked beef can make a crisp white taste thin. Think about how filling the plate feels and choose a wine with a similar body. Get the weight right and most pairings will work.',
            ],
          },
          {
            heading: 'Acidity is your friend',
            paragraphs: [
              'Wines with bright acidity, such as Sauvignon Blanc, Albariño or many Italian reds, go well with a wide range of food. Acidity cuts through butter, cream and fat and keeps the palate lively. Tomato-based dishes in particular need a wine with enough acidity to stand up to the sauce. When in doubt, a crisp, lively wine is a safe choice.',
            ],
          },
          {
            heading: 'A few pairings that rarely fail',
            paragraphs: [
              'Sea bass and other white fish love a dry white with a hint of citrus. Mushroom risotto works beautifully with Pinot Noir or an aged white. Braised beef calls for a red with some structure, such as a Syrah or a Rioja. With dark chocolate, try a sweet red or a glass of port, because a dry wine can taste bitter next to it.',
            ],
          },
          {
            heading: 'Ask your server',
            paragraphs: [
              'Our team tastes the wines on the list and knows how they go with each dish. Tell us what you usually enjoy and roughly what you would like to spend, and we will suggest two or three options. There is no wrong answer, and a glass you enjoy is always the right pairing. We are happy to pour a small taste before you commit to a bottle.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'ресторан',
    descriptor: 'уютный ресторан с сезонным меню, где всё готовят на своей кухне',
    audience: 'гости',
    eyebrows: ['Сезонная кухня', 'Обеды и ужины', 'Ресторан рядом с домом'],
    heroTitles: [
      'Вкусная еда рядом с домом',
      'Сезонное меню, хорошее вино и спокойный вечер',
      'Всё готовим сами — от бульона до десерта',
      'Обед в будни, ужин с друзьями, семейный праздник',
    ],
    heroLeads: [
      'Короткое меню, которое меняется вместе с сезоном, вина, подобранные к блюдам, и столик, который весь вечер ваш. Бронируйте заранее или заходите на обед.',
      'В «{brand}» всё готовят на своей кухне: бульоны, соусы, хлеб и десерты. Приходите на бизнес-ланч в будний день или на долгий ужин с друзьями.',
      'Весной — молодая зелень, летом — томаты, осенью — грибы, зимой — томлёное мясо. Забронируйте столик и узнайте, что в меню на этой неделе.',
    ],
    offersHeadings: ['С нашей кухни', 'В меню этого сезона', 'Блюда, ради которых возвращаются'],
    offersLeads: [
      'Несколько блюд из нашего меню. Меню меняется по сезону, поэтому спрашивайте у официанта о блюдах дня.',
      'Каждое блюдо готовим под заказ и охотно адаптируем его при аллергии или особом питании.',
    ],
    offers: [
      {
        title: 'Буррата с томатами',
        text: 'Нежная буррата со спелыми томатами разных сортов, базиликовым маслом и поджаренным хлебом на закваске. Лёгкая закуска на компанию или простой обед.',
        price: 14,
      },
      {
        title: 'Тартар из говядины',
        text: 'Говядина, нарезанная ножом, с шалотом, каперсами, корнишонами и вяленым желтком, к ней — хрустящий картофель. Классика для любителей ярких вкусов.',
        price: 16,
      },
      {
        title: 'Суп дня',
        text: 'Варим каждое утро из того, что приглянулось на рынке, и подаём с нашим хлебом и солёным сливочным маслом. Какой суп сегодня, подскажет официант.',
        price: 8,
      },
      {
        title: 'Ризотто с лесными грибами',
        text: 'Рис карнароли, который долго томится с грибами, белым вином и выдержанным пармезаном. Вегетарианское блюдо, сытное, как полноценное горячее.',
        price: 19,
      },
      {
        title: 'Сибас на сковороде',
        text: 'Филе сибаса с хрустящей кожей, толчёный молодой картофель, стручковая фасоль и сальса верде. Лёгкое и яркое горячее, к которому хорошо подойдёт белое вино.',
        price: 27,
      },
      {
        title: 'Томлёные говяжьи щёчки',
        text: 'Щёчки шесть часов томятся в красном вине, пока не станут совсем мягкими. Подаём с нежным пюре и глазированной морковью — то, что нужно холодным вечером.',
        price: 26,
      },
      {
        title: 'Бизнес-ланч в будни',
        text: 'Два блюда из короткого меню дня в обеденное время по будням. Полноценный обед за столом, после которого вы вовремя вернётесь к делам.',
        price: 22,
      },
      {
        title: 'Тарт с тёмным шоколадом',
        text: 'Насыщенный шоколадный тарт на песочной основе с крем-фрешем и щепоткой морской соли. Печём на своей кухне каждый день.',
        price: 9,
      },
    ],
    highlights: [
      { title: 'Всё готовим сами', text: 'Бульоны, соусы, хлеб и десерты делаем на своей кухне. Полуфабрикатов почти нет, и разница чувствуется на вкус.' },
      { title: 'Меню живёт по сезонам', text: 'Блюда меняются вслед за продуктами, поэтому рядом с любимыми позициями всегда есть что-то новое.' },
      { title: 'Внимательно к аллергиям', text: 'Предупредите об аллергии при бронировании или за столом. Повара знают состав каждого блюда и честно скажут, что можно изменить.' },
      { title: 'Вино к еде', text: 'Небольшая карта вин по бокалам и бутылкам, подобранная к нашему меню, и хорошие безалкогольные напитки для тех, кто не пьёт.' },
      { title: 'Стол под любой повод', text: 'Ужин вдвоём в будний вечер, семейный обед в выходной или день рождения на двенадцать человек — расскажите, что задумали, и мы всё подготовим.' },
    ],
    process: [
      { title: 'Забронируйте столик', text: 'Оставьте заявку на сайте или позвоните нам, укажите число гостей и удобное время. Большой компании лучше бронировать за несколько дней.' },
      { title: 'Расскажите о пожеланиях', text: 'Аллергия, детский стульчик, день рождения или тихий уголок — сообщите при бронировании, и мы подготовимся к вашему приходу.' },
      { title: 'Приходите и располагайтесь', text: 'Мы встретим вас у входа, поможем с верхней одеждой и принесём воду, пока вы смотрите меню и блюда дня.' },
      { title: 'Заказывайте без спешки', text: 'Официант расскажет о блюдах и подскажет вино, если захотите. Следующее блюдо подаём, когда вы к нему готовы.' },
      { title: 'Расчёт и следующий визит', text: 'Оплатить счёт можно картой или наличными прямо за столом. Если вечер понравился, забронируем столик на следующий раз ещё до вашего ухода.' },
    ],
    faq: [
      {
        question: 'Нужно ли бронировать столик?',
        answer: 'Бронь — самый надёжный способ получить столик, особенно в пятницу и субботу вечером. Часть столов мы оставляем для гостей без брони, так что заглянуть и спросить стоит всегда.',
      },
      {
        question: 'Учитываете ли вы пищевую аллергию?',
        answer: 'Да. Сообщите об аллергии при бронировании и ещё раз при заказе. Мы точно скажем, что входит в каждое блюдо и какие блюда можно безопасно изменить.',
      },
      {
        question: 'Есть ли вегетарианские и веганские блюда?',
        answer: 'Вегетарианские блюда есть в меню всегда, а некоторые можно приготовить в веганском варианте. Спросите официанта — кухня подскажет, что можно заказать сегодня.',
      },
      {
        question: 'Можно ли прийти с детьми?',
        answer: 'Конечно. Многие блюда можем подать детской порцией. Если нужен детский стульчик, скажите об этом при бронировании.',
      },
      {
        question: 'Можно ли забронировать стол на день рождения или для большой компании?',
        answer: 'Да. Компании от восьми человек лучше бронировать хотя бы за неделю. Мы предложим заранее согласованное меню, чтобы все ели одновременно, а вечер прошёл спокойно.',
      },
      {
        question: 'Как перенести или отменить бронь?',
        answer: 'Позвоните нам или ответьте на сообщение с подтверждением. Если планы изменились, предупредите хотя бы за несколько часов — так мы сможем предложить столик другим гостям.',
      },
    ],
    story: [
      'Мы открывали «{brand}» как место рядом с домом, где можно вкусно поесть в обычный вторник, а не только по праздникам. Меню у нас короткое, и так задумано. Чем меньше блюд, тем внимательнее мы готовим каждое и тем легче менять их вслед за сезоном. Постоянных гостей мы узнаём в лицо и помним их любимые блюда.',
      'Наш день начинается утром с поставок от фермеров, мясных лавок и рыбных поставщиков, которым мы доверяем. На плите томятся бульоны, подходит тесто для хлеба, а повара пробуют каждый соус перед открытием. Мы покупаем продукты целиком и используем их по максимуму: обрезки идут в супы, бульоны и обеды для команды.',
      'В зале нам важно, чтобы вы чувствовали заботу без суеты. Официанты знают меню досконально и честно скажут, какие блюда любят сами. Заглянули вы на быстрый обед или остались до последней чашки кофе — столик ваш столько, сколько захочется.',
    ],
    values: [
      { title: 'Сезонные продукты', text: 'Готовим из того, что сейчас в самой поре, и скорее поменяем блюдо, чем приготовим его из второсортных продуктов.' },
      { title: 'Честная кухня', text: 'Понятные вкусы, щедрые порции и никаких фокусов в меню. На тарелке будет ровно то, что написано.' },
      { title: 'Тёплый приём', text: 'Приветливая встреча, внимательный сервис и время спокойно поужинать — и в первый ваш визит, и в пятидесятый.' },
      { title: 'Без лишних отходов', text: 'Строим меню вокруг целых продуктов, а обрезки пускаем в супы, бульоны и блюда дня, чтобы хорошая еда не оказалась в мусоре.' },
    ],
    ctaHeadings: ['Забронируйте столик на эту неделю', 'Собираетесь поужинать с друзьями?', 'Столик на выходные ждёт вас'],
    ctaTexts: [
      'Оставьте заявку на сайте или позвоните нам и сразу расскажите об аллергиях или особом поводе.',
      'Большая компания или день рождения? Напишите нам — предложим меню и подберём подходящий стол.',
    ],
    articles: [
      {
        titles: ['Как мы составляем сезонное меню', 'От рынка до тарелки: как меняется наше меню'],
        description: 'Как составляется сезонное меню: выбор продуктов, проверка новых блюд и решение, какое любимое блюдо остаётся, а какое уходит из меню.',
        excerpt: 'Почему наше меню меняется в течение года и что происходит на кухне, прежде чем новое блюдо попадёт к вам на стол.',
        sections: [
          {
            heading: 'Всё начинается с сезона',
            paragraphs: [
              'Новое меню мы начинаем не с рецепта, а с разговора с поставщиками. Фермеры рассказывают, что созреет в ближайшие недели, рыбные поставщики — какой улов ожидается. Уже от продуктов мы набрасываем несколько блюд, в которых они раскроются ярче всего. Спаржа весной, томаты в конце лета и тыква осенью задают меню его ритм.',
            ],
          },
          {
            heading: 'Как мы проверяем новое блюдо',
            paragraphs: [
              'Прежде чем попасть в меню, блюдо проходит несколько кругов. Повара готовят его, пробуют вместе и поправляют соль, размер порции и подачу. Мы тщательно считаем себестоимость, чтобы цена оставалась честной без экономии на продуктах. Пробуют блюдо и официанты: рассказывать о нём гостям должен тот, кто знает его вкус.',
              'Некоторые идеи так и не доходят до меню. Блюдо может быть вкусным, но слишком долго собираться в загруженный субботний вечер или зависеть от продукта, который трудно стабильно купить. Вовремя отказаться от идеи не менее важно, чем её придумать.',
            ],
          },
          {
            heading: 'Что остаётся неизменным',
            paragraphs: [
              'Меняется не всё. Несколько блюд остаются в меню круглый год, потому что без них гости бы заскучали, и мы лишь меняем гарнир по сезону. Томлёное мясо зимой подаём с корнеплодами, а весной — с молодой зеленью. Основа остаётся знакомой, а всё вокруг неё меняется.',
            ],
          },
          {
            heading: 'Что сезонное меню даёт вам',
            paragraphs: [
              'Продукты в сезон вкуснее всего и обычно стоят разумнее. Даже если вы приходите каждую неделю, в меню часто найдётся что-то новое. Если любимое блюдо исчезло, спросите нас: возможно, оно вернётся в следующем году или кухня предложит что-то похожее. Новые идеи мы сначала пробуем в блюдах дня, так что о них стоит спрашивать.',
            ],
          },
        ],
      },
      {
        titles: ['Ужин большой компанией: как всё спланировать', 'Как забронировать стол на день рождения'],
        description: 'Бронируете стол на восемь человек и больше? Когда бронировать, зачем согласовать меню, как учесть аллергии и о чём договориться до вечера.',
        excerpt: 'Несколько простых шагов, которые сделают день рождения, корпоративный ужин или семейную встречу лёгкими и для вас, и для кухни.',
        sections: [
          {
            heading: 'Бронируйте заранее',
            paragraphs: [
              'Стол для компании от восьми человек лучше бронировать хотя бы за неделю, а в декабре — за две-три. Сообщите дату, примерное число гостей и время начала. Точное количество можно назвать за пару дней. Чем раньше мы знаем детали, тем удобнее стол сможем подготовить.',
            ],
          },
          {
            heading: 'Зачем согласовывать меню заранее',
            paragraphs: [
              'За большим столом заказ из полного меню часто означает долгое ожидание и блюда, которые приносят в разное время. Заранее согласованное меню с выбором из двух-трёх закусок, горячих блюд и десертов избавляет от этой путаницы. Все едят одновременно, а кухня успевает всё подготовить. Сумму счёта при фиксированной цене на гостя тоже легко обсудить заранее.',
            ],
          },
          {
            heading: 'Аллергии и особое питание',
            paragraphs: [
              'Соберите пожелания гостей по питанию до праздника и пришлите нам одним сообщением. Получив список заранее, мы продумаем вегетарианские, веганские и безопасные при аллергии варианты. В сам вечер официант ещё раз уточнит всё у каждого гостя. Изменения в последний момент возможны, но при подготовке заранее у кухни больше вариантов.',
            ],
          },
          {
            heading: 'Торт, украшения и счёт',
            paragraphs: [
              'Если хотите принести свой торт, предупредите нас: мы уберём его в холодильник и вынесем в нужный момент. Небольшие украшения обычно не проблема, но их стоит согласовать заранее. Решите до вечера, платит ли кто-то один или счёт нужно разделить. Договорённость о счёте при бронировании сэкономит время в конце хорошего вечера.',
            ],
          },
        ],
      },
      {
        titles: ['Какое вино выбрать к ужину: простые советы', 'Вино и еда: как подобрать пару без лишних сложностей'],
        description: 'Простые способы подобрать вино к блюду: насыщенность, кислотность, несколько классических сочетаний и как попросить совета у официанта.',
        excerpt: 'Без терминов и снобизма — несколько правил, которыми пользуется наша команда, когда гости спрашивают, что выпить к ужину.',
        sections: [
          {
            heading: 'Насыщенность вина и блюда',
            paragraphs: [
              'Самое простое правило: к лёгкому — лёгкое, к насыщенному — насыщенное. Тяжёлое красное легко перебьёт нежную рыбу, а рядом с томлёной говядиной лёгкое белое покажется водянистым. Подумайте, насколько сытное блюдо, и выберите вино похожей плотности. Если угадать с насыщенностью, большинство сочетаний сработает.',
            ],
          },
          {
            heading: 'Кислотность помогает',
            paragraphs: [
              'Вина с яркой кислотностью — совиньон блан, альбариньо, многие итальянские красные — хорошо идут с самыми разными блюдами. Кислотность уравновешивает сливочное масло, сливки и жир и не даёт вкусу стать тяжёлым. Блюдам с томатами особенно нужно вино, кислотность которого не уступает соусу. Если сомневаетесь, выбирайте бодрое вино с живой кислотностью.',
            ],
          },
          {
            heading: 'Сочетания, которые почти не подводят',
            paragraphs: [
              'Сибас и другая белая рыба любят сухое белое с цитрусовыми нотами. К грибному ризотто отлично подходит пино нуар или выдержанное белое. Томлёной говядине нужно красное с хорошей структурой, например сира или риоха. К тёмному шоколаду попробуйте сладкое красное или портвейн: сухое вино рядом с ним кажется горьким.',
            ],
          },
          {
            heading: 'Спросите официанта',
            paragraphs: [
              'Наша команда пробует вина из карты и знает, как они сочетаются с каждым блюдом. Расскажите, что вы обычно любите и на какую сумму рассчитываете, и мы предложим два-три варианта. Правильного ответа нет: вино, которое нравится вам, и есть удачная пара. Перед тем как заказать бутылку, можно попросить налить немного на пробу.',
            ],
          },
        ],
      },
    ],
  },
};
