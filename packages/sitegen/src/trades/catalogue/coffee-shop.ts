import type { Trade } from '../types.ts';

export const coffeeShop: Trade = {
  id: 'coffee-shop',
  theme: 'Coffee Shop',
  kind: 'menu',
  icons: 'restaurant',
  offerIcons: ['milk', 'coffee', 'droplets', 'cup-soda', 'leaf', 'croissant', 'shell', 'bean'],
  en: {
    noun: 'coffee shop',
    descriptor: 'a specialty coffee shop that brews seasonal beans with care',
    audience: 'guests',
    eyebrows: ['Specialty coffee', 'Espresso & filter', 'Coffee, pastries & beans'],
    heroTitles: [
      'Carefully brewed coffee, right around the corner',
      'Your morning flat white, made properly',
      'Seasonal beans, warm pastries and time to sit',
      'Come for the coffee, stay for the croissant',
    ],
    heroLeads: [
      'Espresso, filter and milk drinks from seasonal beans, buttery pastries and a table if you want to stay. Or grab a cup on your way to work.',
      '{brand} brews every cup to order and dials in the grinder each morning, so your coffee tastes the way the roaster intended.',
      'Take home the beans we serve at the bar, whole or ground for your machine. Our baristas will happily show you how to brew them.',
    ],
    offersHeadings: ['On the bar today', 'Coffee, tea and something sweet', 'For here, to go and for home'],
    offersLeads: [
      'Every drink is made to order with seasonal beans. Oat and other plant milks are always on hand.',
      'Drinks to enjoy here, pastries to go with them, and beans to brew in your own kitchen.',
    ],
    offers: [
      {
        title: 'Flat white',
        text: 'A double ristretto with silky steamed milk in a small cup, so the coffee still leads. A favourite with our morning regulars.',
        price: 4,
      },
      {
        title: 'Espresso',
        text: 'A double shot of our house espresso, pulled to order: sweet, balanced and full-bodied. Ask for the single origin if you fancy something brighter.',
        price: 3,
      },
      {
        title: 'Pour-over (V60)',
        text: 'A single cup brewed by hand from the beans of your choice. Brewing takes a few minutes and shows off the fruit and sweetness of lighter roasts.',
        price: 5,
      },
      {
        title: 'Iced latte',
        text: 'Espresso poured over ice and cold milk, with a shot of vanilla or caramel syrup if you like. Just the thing on a warm afternoon.',
        price: 4.5,
      },
      {
        title: 'Chai latte',
        text: 'Spiced black tea with cinnamon, cardamom and ginger, steamed with milk. A warming, gentle alternative for anyone taking a break from coffee.',
        price: 4.5,
      },
      {
        title: 'Butter croissant',
        text: 'A flaky all-butter croissant, warmed for you if you like. The classic partner for a cappuccino or a morning espresso.',
        price: 3.5,
      },
      {
        title: 'Cinnamon bun',
        text: 'A soft, generously spiced cinnamon bun with a sticky glaze. Lovely with a flat white or a cup of filter coffee.',
        price: 4,
      },
      {
        title: 'Coffee beans, 250 g bag',
        text: 'Whole beans from the roaster we brew at the bar, with tasting notes and a roast date on every bag. We can grind them for your espresso machine, moka pot or filter.',
        price: 14,
        from: true,
      },
    ],
    highlights: [
      { title: 'Seasonal beans', text: 'We rotate coffees through the year as new harvests arrive, so there is always something worth trying on filter.' },
      { title: 'Dialled in every morning', text: 'Before we open, the baristas taste and adjust the grind so every espresso pours the way it should.' },
      { title: 'Plant milks on hand', text: 'Oat, soy and almond milk are always in the fridge, and we steam them with the same care as dairy.' },
      { title: 'Beans to brew at home', text: 'Buy the coffee you liked at the bar, whole or ground for your method, with a simple brewing recipe to match.' },
      { title: 'Stay a while or take away', text: 'Settle in with a slow pour-over and a book, or pick up a cup on your way to work in a couple of minutes.' },
    ],
    process: [
      { title: 'Order at the counter', text: 'Tell the barista what you fancy, or describe the coffee you usually enjoy and let us suggest something.' },
      { title: 'Choose your milk and size', text: 'Dairy or plant milk, small or large, an extra shot or decaf: just tell us how you like it.' },
      { title: 'We make it to order', text: 'Beans are ground seconds before brewing, and milk is steamed for your cup alone, never reheated.' },
      { title: 'Sit in or take away', text: 'Drink from a proper cup at a table, or take your coffee with you. Bring your own reusable cup if you like.' },
      { title: 'Take the beans home', text: 'If a coffee wins you over, buy a bag: we will grind it for your machine and tell you how to brew it well.' },
    ],
    faq: [
      {
        question: 'Do you have plant-based milks?',
        answer: 'Yes: oat, soy and almond milk are always available. Just say which one you would like when you order.',
      },
      {
        question: 'Can you grind beans for my coffee maker?',
        answer: 'Of course. Tell us whether you use an espresso machine, a moka pot, a cafetière or a filter, and we will grind to suit. Whole beans keep their flavour longer, so grind at home if you have a grinder.',
      },
      {
        question: 'What is the difference between a flat white and a latte?',
        answer: 'A flat white is smaller, with a double shot and a thin layer of silky milk, so the coffee tastes stronger. A latte has more milk and a little more foam, so it is softer and milkier.',
      },
      {
        question: 'Do you serve decaf?',
        answer: 'Yes. There is always a decaf on the bar, and we make it with the same care as every other espresso. Any milk drink can be made with it.',
      },
      {
        question: 'Can I bring my own cup?',
        answer: 'Please do. Hand it to the barista when you order, and we will make your drink straight into it.',
      },
      {
        question: 'How should I store coffee beans at home?',
        answer: 'Keep them in an airtight container away from light, heat and moisture, and not in the fridge. Beans taste at their most vivid within about a month of the roast date.',
      },
    ],
    story: [
      '{brand} started with a simple wish: to make coffee in the neighbourhood the way we like to drink it ourselves. We buy beans from roasters who work closely with farms and tell us where each lot comes from. The menu stays short, so every drink gets our full attention. A double espresso and an oat latte with syrup are made with exactly the same care.',
      'Our morning begins before the doors open. The baristas weigh doses, time shots and taste until the espresso is sweet and balanced. Milk is steamed for each cup separately and never reheated in the jug. Throughout the day we keep checking the grind, because humidity and temperature change the way coffee behaves.',
      'We want the counter to be a friendly place to ask questions. If you are curious about a new origin, we will pour you a small taste. If you want to brew better coffee at home, we will show you the grind and the ratio. And if you just want your usual, we will start on it as you walk in.',
    ],
    values: [
      { title: 'Traceable coffee', text: 'We choose roasters who know the farms they buy from and pay fairly for a good harvest.' },
      { title: 'Care in every cup', text: 'Weighed doses, timed shots and milk steamed to order, whether it is your first coffee of the day or your third.' },
      { title: 'No coffee snobbery', text: 'Sugar, syrups and extra-hot milk are all fine by us. Coffee is there to be enjoyed the way you like it.' },
      { title: 'Less waste', text: 'We are happy to fill your reusable cup, and we save used coffee grounds for anyone who wants them for the garden.' },
    ],
    ctaHeadings: ['Pop in for your morning coffee', 'Take our beans home', 'See you at the counter'],
    ctaTexts: [
      'Come by for a cup, a pastry and a chat with the baristas. We are always glad to help you try something new.',
      'Ask about this week’s beans: we will grind them for your machine and share a recipe to brew them well.',
    ],
    articles: [
      {
        titles: ['How to brew great pour-over coffee at home', 'Pour-over at home: a simple recipe from our baristas'],
        description: 'A simple pour-over recipe: the grind, the coffee-to-water ratio, water temperature and timing, and what to change when a cup tastes sour or bitter.',
        excerpt: 'All you need is a dripper, a kettle and a set of scales. Here is the recipe our baristas use, and how to adjust it.',
        sections: [
          {
            heading: 'What you need',
            paragraphs: [
              'A dripper such as a V60, paper filters, a kettle and a set of kitchen scales will get you most of the way. A burr grinder makes the biggest difference, because evenly sized grounds brew evenly. If you do not have one yet, buy beans from us and we will grind them for filter. Use filtered water if your tap water is hard, as minerals change the taste.',
            ],
          },
          {
            heading: 'The recipe we use',
            paragraphs: [
              'Start with 15 grams of coffee to 250 grams of water, a ratio of about 1 to 16. Heat the water to just off the boil, around 94 °C. Rinse the paper filter with hot water, add the coffee and pour about 40 grams of water to let it bloom for 30 seconds. Pour the rest slowly in circles, aiming to finish brewing in around three minutes.',
            ],
          },
          {
            heading: 'Fixing a sour or bitter cup',
            paragraphs: [
              'If your coffee tastes sour or thin, the water has not extracted enough, so grind a little finer. If it tastes bitter, harsh or dry, grind coarser or pour a little faster. Change one thing at a time and write it down, because small steps are easier to judge. Most beans need a couple of tries before they taste just right.',
            ],
          },
          {
            heading: 'Choosing beans for filter',
            paragraphs: [
              'Lighter roasts tend to shine on filter, with fruity, floral or tea-like notes. Washed coffees from Ethiopia and Kenya are bright and juicy, while coffees from Brazil and Colombia are rounder, with chocolate and nut flavours. Look for a roast date on the bag and brew within four to six weeks of it. Ask us what is on filter this week, and we will pour you a taste before you buy.',
            ],
          },
        ],
      },
      {
        titles: ['How to store coffee beans so they keep their flavour', 'Coffee beans at home: storage, shelf life and grinding'],
        description: 'Where to keep coffee beans, why the fridge is a bad idea, how long beans stay at their peak and why grinding just before brewing matters so much.',
        excerpt: 'Good beans deserve good storage. A few simple habits keep your coffee tasting the way it did on the day you bought it.',
        sections: [
          {
            heading: 'What spoils coffee',
            paragraphs: [
              'Air, light, heat and moisture all dull the flavour of roasted coffee. Once a bag is opened, oxygen starts to flatten the aromas that make a coffee interesting. Sunlight and warmth speed the process up. Damp is worst of all, because beans absorb moisture and smells from around them.',
            ],
          },
          {
            heading: 'Where to keep the bag',
            paragraphs: [
              'A bag with a one-way valve and a zip does the job well, as long as you squeeze out the air after each use. An opaque airtight canister is even better. Keep your coffee in a cool cupboard, away from the oven and the kettle. Avoid the fridge, where condensation and the smell of other food quickly spoil the beans.',
            ],
          },
          {
            heading: 'How long beans last',
            paragraphs: [
              'Most coffee tastes its best from about a week to a month after roasting. Espresso beans often benefit from resting for ten days or so before they settle. After about six weeks the flavour fades, although the coffee is still perfectly safe to drink. Buy a bag you will finish within a few weeks rather than a big one that sits in the cupboard.',
            ],
          },
          {
            heading: 'Grind just before brewing',
            paragraphs: [
              'Ground coffee loses its aroma far faster than whole beans, often within an hour or two. If you have a grinder, grind only what you need for each brew. If you buy ground coffee, choose a smaller bag and tell us your brewing method so the grind suits it. Freezing works for larger amounts, but only in sealed portions that you defrost once and never refreeze.',
            ],
          },
        ],
      },
      {
        titles: ['Espresso drinks explained: from ristretto to latte', 'Flat white, cortado or cappuccino: what is the difference?'],
        description: 'A short guide to the espresso menu: ristretto, lungo, macchiato, cortado, flat white, cappuccino and latte, and how much milk goes into each cup.',
        excerpt: 'Not sure whether to order a cortado or a flat white? A quick tour of the espresso menu, from the smallest cup to the milkiest.',
        sections: [
          {
            heading: 'Espresso, ristretto and lungo',
            paragraphs: [
              'Every drink on the menu starts with espresso: a small, concentrated coffee brewed under pressure in about 25 to 30 seconds. A ristretto uses the same coffee with less water, so it is shorter, sweeter and more intense. A lungo runs longer, giving a bigger, lighter and slightly more bitter cup. An Americano is espresso topped up with hot water, for those who like a long black coffee.',
            ],
          },
          {
            heading: 'Small milk drinks',
            paragraphs: [
              'A macchiato is an espresso marked with a spoonful of milk foam. A cortado balances espresso with roughly the same amount of warm milk, so it is strong but smooth. A flat white uses a double shot and a thin layer of silky milk in a small cup. All three keep the coffee at the front, which makes them popular with people who love its flavour.',
            ],
          },
          {
            heading: 'Cappuccino and latte',
            paragraphs: [
              'A cappuccino has espresso, steamed milk and a thick layer of foam, traditionally in a cup of around 150 to 180 ml. A latte is larger and milkier, with only a thin layer of foam on top. Both are gentler than a flat white. If you like coffee that tastes mostly of milk, a latte is your drink.',
            ],
          },
          {
            heading: 'Ordering your way',
            paragraphs: [
              'Any of these drinks can be made with plant milk, decaf or an extra shot. If you are unsure, tell the barista how strong and how milky you like your coffee, and we will suggest the right cup. Oat milk works well in almost every drink, because it foams nicely and tastes slightly sweet. There are no wrong orders, only coffee you enjoy.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'кофейня',
    descriptor: 'кофейня со спешелти-кофе, сезонными зёрнами и выпечкой к каждой чашке',
    audience: 'гости',
    eyebrows: ['Спешелти-кофе', 'Эспрессо и фильтр', 'Кофе, выпечка и зёрна'],
    heroTitles: [
      'Хороший кофе в двух шагах от дома',
      'Ваш утренний флэт уайт, приготовленный как надо',
      'Сезонные зёрна, тёплая выпечка и время посидеть',
      'Зайдите за кофе, останьтесь ради круассана',
    ],
    heroLeads: [
      'Эспрессо, фильтр и молочные напитки из сезонных зёрен, сливочная выпечка и столик, если хочется посидеть. Или возьмите стакан с собой по дороге на работу.',
      'В «{brand}» каждую чашку варят под заказ, а помол настраивают каждое утро, чтобы кофе раскрывался так, как задумал обжарщик.',
      'Заберите домой зёрна, которые мы варим на баре, — целыми или смолотыми под вашу кофеварку. Бариста подскажет, как их заварить.',
    ],
    offersHeadings: ['Сегодня на баре', 'Кофе, чай и что-нибудь к ним', 'Здесь, с собой и для дома'],
    offersLeads: [
      'Каждый напиток готовим под заказ из сезонных зёрен. Овсяное и другое растительное молоко есть всегда.',
      'Напитки, чтобы выпить на месте, выпечка к ним и зёрна, чтобы заваривать дома.',
    ],
    offers: [
      {
        title: 'Флэт уайт',
        text: 'Двойной ристретто с шелковистым молоком в небольшой чашке, чтобы вкус кофе оставался главным. Любимый напиток наших утренних гостей.',
        price: 4,
      },
      {
        title: 'Эспрессо',
        text: 'Двойная порция нашего эспрессо, сваренная под заказ: сладкий, сбалансированный и плотный. Хочется чего-то поярче — спросите моносорт.',
        price: 3,
      },
      {
        title: 'Пуровер (V60)',
        text: 'Одна чашка, заваренная вручную из зёрен на ваш выбор. Готовится несколько минут и раскрывает фруктовость и сладость светлой обжарки.',
        price: 5,
      },
      {
        title: 'Айс-латте',
        text: 'Эспрессо со льдом и холодным молоком, по желанию с ванильным или карамельным сиропом. То, что нужно в жаркий день.',
        price: 4.5,
      },
      {
        title: 'Чай латте со специями',
        text: 'Чёрный чай с корицей, кардамоном и имбирём на горячем молоке. Тёплая и мягкая альтернатива для тех, кто сегодня без кофе.',
        price: 4.5,
      },
      {
        title: 'Круассан на сливочном масле',
        text: 'Слоёный круассан на сливочном масле, по желанию подогреем. Классическая пара для капучино или утреннего эспрессо.',
        price: 3.5,
      },
      {
        title: 'Булочка с корицей',
        text: 'Мягкая сдобная булочка с щедрой порцией корицы и липкой глазурью. Хороша с флэт уайтом или чашкой фильтра.',
        price: 4,
      },
      {
        title: 'Кофе в зёрнах, 250 г',
        text: 'Зёрна того обжарщика, кофе которого мы варим на баре, с описанием вкуса и датой обжарки на каждой пачке. Смелем под эспрессо-машину, гейзерную кофеварку или фильтр.',
        price: 14,
        from: true,
      },
    ],
    highlights: [
      { title: 'Сезонные зёрна', text: 'В течение года меняем кофе вслед за новыми урожаями, поэтому на фильтре всегда есть что попробовать.' },
      { title: 'Настраиваемся каждое утро', text: 'До открытия бариста пробуют эспрессо и подстраивают помол, чтобы каждая порция получалась такой, как нужно.' },
      { title: 'Растительное молоко', text: 'Овсяное, соевое и миндальное молоко всегда в холодильнике, и взбиваем мы его так же бережно, как обычное.' },
      { title: 'Зёрна для дома', text: 'Купите кофе, который понравился на баре, целым или смолотым под ваш способ заваривания, а простой рецепт мы дадим в придачу.' },
      { title: 'Посидеть или взять с собой', text: 'Задержитесь с неспешным пуровером и книгой или заберите стакан по дороге на работу за пару минут.' },
    ],
    process: [
      { title: 'Сделайте заказ у стойки', text: 'Скажите бариста, чего хочется, или опишите, какой кофе вы обычно любите, — мы предложим варианты.' },
      { title: 'Выберите молоко и объём', text: 'Обычное или растительное молоко, маленькая или большая чашка, дополнительный эспрессо или декаф — как вам удобно.' },
      { title: 'Готовим под заказ', text: 'Зёрна мелем за секунды до заваривания, а молоко взбиваем для каждой чашки отдельно и никогда не подогреваем повторно.' },
      { title: 'Здесь или с собой', text: 'Пейте из настоящей чашки за столиком или заберите напиток с собой. Можно прийти со своей кружкой.' },
      { title: 'Зёрна домой', text: 'Если кофе понравился, возьмите пачку: смелем под вашу кофеварку и расскажем, как его заварить.' },
    ],
    faq: [
      {
        question: 'Есть ли у вас растительное молоко?',
        answer: 'Да, всегда есть овсяное, соевое и миндальное. Просто скажите при заказе, какое вам больше нравится.',
      },
      {
        question: 'Можете смолоть зёрна под мою кофеварку?',
        answer: 'Конечно. Скажите, как вы завариваете кофе дома — в эспрессо-машине, гейзерной кофеварке, френч-прессе или воронке, — и мы подберём помол. Целые зёрна дольше сохраняют вкус, поэтому при наличии кофемолки удобнее молоть дома.',
      },
      {
        question: 'Чем флэт уайт отличается от латте?',
        answer: 'Флэт уайт меньше по объёму, в нём двойной эспрессо и тонкий слой молочной пены, поэтому вкус кофе ярче. В латте больше молока и чуть больше пены — он мягче и молочнее.',
      },
      {
        question: 'Есть ли кофе без кофеина?',
        answer: 'Да, декаф у нас всегда на баре, и готовим его так же внимательно, как любой эспрессо. На нём можно приготовить любой молочный напиток.',
      },
      {
        question: 'Можно прийти со своей кружкой?',
        answer: 'Конечно. Отдайте её бариста при заказе, и мы приготовим напиток прямо в неё.',
      },
      {
        question: 'Как хранить кофейные зёрна дома?',
        answer: 'В герметичной банке, подальше от света, тепла и влаги — но не в холодильнике. Ярче всего вкус раскрывается в течение месяца после даты обжарки.',
      },
    ],
    story: [
      'Мы открыли «{brand}», чтобы варить кофе рядом с домом так, как любим пить его сами. Зёрна берём у обжарщиков, которые работают напрямую с фермами и рассказывают, откуда каждая партия. Меню у нас короткое, чтобы каждому напитку доставалось всё наше внимание. Двойной эспрессо и овсяный латте с сиропом мы готовим одинаково бережно.',
      'Утро у нас начинается ещё до открытия. Бариста взвешивают дозу, засекают время пролива и пробуют эспрессо, пока он не станет сладким и сбалансированным. Молоко взбиваем отдельно для каждой чашки и никогда не подогреваем повторно. В течение дня мы продолжаем проверять помол, потому что влажность и температура меняют поведение кофе.',
      'Нам хочется, чтобы у стойки было легко задавать вопросы. Интересно попробовать новый сорт — нальём немного на пробу. Хотите варить дома вкуснее — покажем помол и пропорции. А если вам просто как обычно, мы начнём готовить, как только вы войдёте.',
    ],
    values: [
      { title: 'Понятное происхождение', text: 'Выбираем обжарщиков, которые знают фермы, где покупают кофе, и честно платят за хороший урожай.' },
      { title: 'Внимание к каждой чашке', text: 'Взвешенная доза, выверенное время пролива и молоко для каждой чашки отдельно — и в первом кофе за день, и в третьем.' },
      { title: 'Без кофейного снобизма', text: 'Сахар, сироп и очень горячее молоко — пожалуйста. Кофе стоит пить так, как нравится именно вам.' },
      { title: 'Меньше отходов', text: 'С радостью нальём кофе в вашу кружку, а использованную гущу отдадим тем, кому она пригодится для сада или комнатных растений.' },
    ],
    ctaHeadings: ['Заходите за утренним кофе', 'Заберите наши зёрна домой', 'Ждём вас у стойки'],
    ctaTexts: [
      'Заглядывайте за чашкой кофе, выпечкой и разговором с бариста — поможем выбрать что-то новое.',
      'Спросите о зёрнах этой недели: смелем их под вашу кофеварку и поделимся рецептом заваривания.',
    ],
    articles: [
      {
        titles: ['Как заварить вкусный пуровер дома', 'Пуровер дома: простой рецепт от наших бариста'],
        description: 'Простой рецепт пуровера: помол, пропорция кофе и воды, температура и время заваривания и что менять, если кофе получился кислым или горьким.',
        excerpt: 'Понадобятся воронка, чайник и кухонные весы. Делимся рецептом, по которому заваривают наши бариста, и рассказываем, как его подстроить.',
        sections: [
          {
            heading: 'Что понадобится',
            paragraphs: [
              'Воронка вроде V60, бумажные фильтры, чайник и кухонные весы — вот почти всё, что нужно. Сильнее всего на вкус влияет жерновая кофемолка: частицы одного размера завариваются равномерно. Если кофемолки пока нет, купите зёрна у нас, и мы смелем их под воронку. Если вода из-под крана жёсткая, возьмите фильтрованную: минералы заметно меняют вкус.',
            ],
          },
          {
            heading: 'Наш рецепт',
            paragraphs: [
              'Возьмите 15 граммов кофе на 250 граммов воды, то есть примерно 1 к 16. Нагрейте воду почти до кипения, около 94 °C. Пролейте бумажный фильтр горячей водой, засыпьте кофе и налейте около 40 граммов воды, чтобы он раскрылся за 30 секунд. Затем медленно влейте остальную воду по кругу так, чтобы всё заваривание заняло около трёх минут.',
            ],
          },
          {
            heading: 'Если кофе кислый или горький',
            paragraphs: [
              'Кислый или пустой вкус означает, что вода извлекла из кофе слишком мало, — смелите чуть мельче. Горечь, резкость или сухость подсказывают, что помол стоит сделать крупнее или лить воду быстрее. Меняйте что-то одно за раз и записывайте результат: так проще понять, что сработало. Большинству зёрен нужно несколько попыток, прежде чем вкус станет именно тем.',
            ],
          },
          {
            heading: 'Какие зёрна выбрать для фильтра',
            paragraphs: [
              'На фильтре особенно хорошо раскрываются светлые обжарки с фруктовыми, цветочными или чайными нотами. Мытые кофе из Эфиопии и Кении яркие и сочные, а бразильские и колумбийские — более округлые, с нотами шоколада и орехов. Смотрите на дату обжарки и заваривайте зёрна в течение четырёх–шести недель после неё. Спросите, что у нас на фильтре на этой неделе, — нальём попробовать перед покупкой.',
            ],
          },
        ],
      },
      {
        titles: ['Как хранить кофейные зёрна, чтобы они не теряли вкус', 'Кофе дома: хранение, сроки и помол'],
        description: 'Где хранить кофейные зёрна, почему холодильник — плохая идея, сколько зёрна сохраняют вкус и почему молоть кофе стоит прямо перед завариванием.',
        excerpt: 'Хорошим зёрнам нужно правильное хранение. Несколько простых привычек сохранят вкус кофе таким, каким он был в день покупки.',
        sections: [
          {
            heading: 'Что портит кофе',
            paragraphs: [
              'Воздух, свет, тепло и влага приглушают вкус обжаренного кофе. Как только пачка открыта, кислород начинает сглаживать ароматы, ради которых этот кофе и покупают. Солнечный свет и тепло ускоряют процесс. Хуже всего сырость: зёрна впитывают влагу и запахи вокруг.',
            ],
          },
          {
            heading: 'Где держать пачку',
            paragraphs: [
              'Пачка с клапаном и зип-застёжкой вполне справляется, если после каждого раза выпускать из неё воздух. Ещё надёжнее непрозрачная герметичная банка. Храните кофе в прохладном шкафу, подальше от духовки и чайника. Холодильник не подходит: конденсат и запахи других продуктов быстро испортят зёрна.',
            ],
          },
          {
            heading: 'Сколько зёрна сохраняют вкус',
            paragraphs: [
              'Большинство сортов раскрываются ярче всего в промежутке от недели до месяца после обжарки. Зёрнам для эспрессо часто нужно отдохнуть дней десять, чтобы вкус устоялся. Примерно через шесть недель аромат тускнеет, хотя пить такой кофе по-прежнему безопасно. Разумнее взять пачку, которую вы допьёте за несколько недель, чем большую, которая будет долго стоять в шкафу.',
            ],
          },
          {
            heading: 'Мелите перед завариванием',
            paragraphs: [
              'Молотый кофе теряет аромат гораздо быстрее целых зёрен — нередко за час-два. Если есть кофемолка, мелите ровно столько, сколько нужно на одну заварку. Если покупаете молотый, берите пачку поменьше и скажите нам, как вы завариваете, чтобы помол подошёл. Большие запасы можно заморозить, но только порциями в герметичной упаковке, которые размораживают один раз.',
            ],
          },
        ],
      },
      {
        titles: ['Кофейные напитки: от ристретто до латте', 'Флэт уайт, кортадо или капучино: в чём разница?'],
        description: 'Короткий гид по кофейному меню: ристретто, лунго, макиато, кортадо, флэт уайт, капучино и латте — и сколько молока в каждой чашке.',
        excerpt: 'Не знаете, что взять — кортадо или флэт уайт? Коротко проходим по меню от самой маленькой чашки до самой молочной.',
        sections: [
          {
            heading: 'Эспрессо, ристретто и лунго',
            paragraphs: [
              'Любой напиток в меню начинается с эспрессо — небольшой концентрированной порции кофе, сваренной под давлением за 25–30 секунд. Ристретто готовят из того же кофе, но с меньшим количеством воды, поэтому он короче, слаще и насыщеннее. Лунго проливают дольше, и чашка получается больше, легче и чуть горше. Американо — эспрессо, долитый горячей водой, для тех, кто любит большой чёрный кофе.',
            ],
          },
          {
            heading: 'Небольшие молочные напитки',
            paragraphs: [
              'Макиато — эспрессо, отмеченный ложкой молочной пены. В кортадо эспрессо и тёплого молока примерно поровну, поэтому он крепкий, но мягкий. Флэт уайт — двойной эспрессо с тонким слоем шелковистого молока в небольшой чашке. Во всех трёх на первом плане кофе, поэтому их выбирают те, кому важен его вкус.',
            ],
          },
          {
            heading: 'Капучино и латте',
            paragraphs: [
              'В капучино эспрессо, горячее молоко и плотная шапка пены, традиционно в чашке на 150–180 мл. Латте больше и молочнее, а пены в нём лишь тонкий слой. Оба напитка мягче флэт уайта. Если вам нравится кофе, в котором больше всего молока, ваш выбор — латте.',
            ],
          },
          {
            heading: 'Как заказать по-своему',
            paragraphs: [
              'Любой из этих напитков можно приготовить на растительном молоке, с декафом или с дополнительной порцией эспрессо. Если сомневаетесь, расскажите бариста, насколько крепкий и молочный кофе вы любите, и мы предложим подходящий. Овсяное молоко хорошо работает почти в любом напитке: оно отлично взбивается и слегка сладкое на вкус. Неправильных заказов не бывает — бывает кофе, который вам нравится.',
            ],
          },
        ],
      },
    ],
  },
};
