import type { Trade } from '../types.ts';

export const pizzeria: Trade = {
  id: 'pizzeria',
  theme: 'Pizzeria',
  kind: 'menu',
  icons: 'restaurant',
  offerIcons: ['pizza', 'flame', 'chef-hat', 'ham', 'leafy-green', 'wheat', 'utensils', 'package'],
  en: {
    noun: 'pizzeria',
    descriptor: 'a neighbourhood pizzeria with hand-stretched, slow-proved pizza',
    audience: 'guests',
    eyebrows: ['Pizza & starters', 'Eat in, collect or delivery', 'Slow-proved dough'],
    heroTitles: [
      'Pizza on slow-proved dough, straight from the oven',
      'Blistered crust, good tomatoes, proper mozzarella',
      'Pizza night, sorted: eat in, collect or delivery',
      'Your neighbourhood pizza, made by hand',
    ],
    heroLeads: [
      'Our dough rests for 48 hours before it meets the oven, so the crust comes out light, crisp and full of flavour. Eat in, collect or have it delivered to your door.',
      '{brand} makes every pizza by hand to order, with Italian tomatoes, fior di latte and toppings prepared in our kitchen each day.',
      'Classic margheritas, spicy salami, garlic bread and salads to share. Book a table for the family or order delivery for a night in.',
    ],
    offersHeadings: ['From our oven', 'Pizzas and starters to share', 'The pizzas people order again'],
    offersLeads: [
      'Every pizza is stretched by hand and baked to order. Ask us about vegan cheese or swapping a topping.',
      'Order to eat in, to collect or for delivery. Starters and sides travel just as well as the pizza.',
    ],
    offers: [
      {
        title: 'Margherita',
        text: 'Tomato sauce, fior di latte mozzarella, basil and a drizzle of olive oil. The simplest pizza on the menu, and the one we judge ourselves by.',
        price: 12,
      },
      {
        title: 'Diavola',
        text: 'Tomato, mozzarella and spicy salami with a pinch of chilli flakes. For anyone who likes a little heat.',
        price: 15,
      },
      {
        title: 'Quattro formaggi',
        text: 'A white pizza with mozzarella, gorgonzola, fontina and Parmesan. Rich and creamy, with a drizzle of honey if you fancy it.',
        price: 15,
      },
      {
        title: 'Prosciutto e rucola',
        text: 'Tomato and mozzarella, topped after baking with Parma ham, rocket and shavings of Parmesan.',
        price: 16,
      },
      {
        title: 'Vegetariana',
        text: 'Roasted courgette, peppers, red onion and olives on tomato and mozzarella. Ask for vegan cheese to make it fully plant-based.',
        price: 14,
      },
      {
        title: 'Garlic bread',
        text: 'Pizza dough baked with garlic butter, parsley and sea salt. Add mozzarella for a cheesy version.',
        price: 6,
      },
      {
        title: 'Arancini',
        text: 'Crisp risotto balls with a melting mozzarella centre, served with tomato sauce for dipping. A starter to share while the pizza bakes.',
        price: 8,
      },
      {
        title: 'Pizza night box',
        text: 'Two pizzas of your choice, garlic bread and a large salad, packed for delivery or collection. Enough for a family of four.',
        price: 38,
      },
    ],
    highlights: [
      { title: 'Dough rested for 48 hours', text: 'A long, cold rise makes the crust lighter, crisper and far tastier than a quick dough.' },
      { title: 'Baked hot and fast', text: 'Pizzas bake in a very hot oven in a few minutes, so the crust blisters while the middle stays soft.' },
      { title: 'Simple Italian toppings', text: 'Italian tomatoes, fior di latte and cured meats: a few toppings done well rather than a pile of them.' },
      { title: 'Delivered hot', text: 'We pack pizzas in vented boxes and send them out the moment they leave the oven.' },
      { title: 'Made for sharing', text: 'Starters, sides and big salads for the table, and a plain margherita for fussy young eaters.' },
    ],
    process: [
      { title: 'Choose how to eat', text: 'Book a table, order to collect or ask for delivery, online or by phone, whichever is easier.' },
      { title: 'Pick your pizzas', text: 'Choose from the menu or swap a topping. Tell us about allergies so the kitchen can plan for them.' },
      { title: 'We stretch and bake', text: 'Your dough is stretched by hand, topped and baked to order in a few minutes.' },
      { title: 'Collect or meet the rider', text: 'Collection orders are ready at the time we give you, and delivery riders bring your pizza straight from the oven.' },
      { title: 'Enjoy it hot', text: 'Open the box straight away so the crust stays crisp, and reheat any leftovers in a frying pan rather than the microwave.' },
    ],
    faq: [
      {
        question: 'Do you deliver?',
        answer: 'Yes. Order online or by phone and we will deliver to nearby addresses while the pizza is still hot. Delivery times depend on how busy the evening is, and we give you an estimate when you order.',
      },
      {
        question: 'Do you have vegetarian and vegan pizzas?',
        answer: 'Several pizzas are vegetarian, and most can be made vegan with plant-based cheese. Just ask when you order.',
      },
      {
        question: 'Can I change the toppings?',
        answer: 'Of course. We can leave off anything you do not like, or add an extra topping for a small charge.',
      },
      {
        question: 'Can you cater for allergies?',
        answer: 'Tell us about any allergy when you order, and we will tell you exactly what is in each pizza. Flour is used throughout our kitchen, so we cannot rule out traces of gluten.',
      },
      {
        question: 'Can we book a table for a group or a children’s party?',
        answer: 'Yes. For groups of eight or more, please book a few days ahead. Sharing boards of pizza and starters keep things simple for birthday parties.',
      },
      {
        question: 'How do I reheat leftover pizza?',
        answer: 'Warm a slice in a dry frying pan over a medium heat, with a lid on, for a few minutes. The base crisps up again and the cheese melts, which the microwave never manages.',
      },
    ],
    story: [
      '{brand} is built on a simple belief: a good pizza needs very few things, all of them done properly. We mix the dough every day and leave it to rise slowly for 48 hours. The tomato sauce is nothing more than Italian tomatoes, salt and a little olive oil. Toppings are kept to a handful, so you can taste each one.',
      'Every pizza is stretched by hand, never rolled with a pin, so the air stays in the crust. The oven runs very hot, and a pizza bakes in just a few minutes. Our pizza makers watch over each one and turn it so it colours evenly. What reaches your table or your door is exactly what we would want to eat ourselves.',
      'We want pizza night to be easy, whether you come in with the whole family or order from the sofa. The kitchen will happily do half-and-half toppings or leave off the onions. Delivery orders go out the moment they leave the oven. If something is not right, tell us and we will put it right.',
    ],
    values: [
      { title: 'Patience with the dough', text: 'We never rush it: two days of resting give a flavour and texture that a couple of hours cannot.' },
      { title: 'Few, well-chosen ingredients', text: 'A handful of good toppings on each pizza rather than a dozen random ones.' },
      { title: 'Straight from the oven', text: 'Every pizza goes out the moment it is baked, whether to your table or to a delivery rider.' },
      { title: 'Pizza for everyone', text: 'Vegetarian and vegan options, toppings swapped on request and a relaxed room where children are welcome.' },
    ],
    ctaHeadings: ['Order pizza for tonight', 'Book a table for pizza night', 'Pizza for the whole family this evening'],
    ctaTexts: [
      'Order online or by phone for collection or delivery, straight from our oven to your door.',
      'Coming as a group or for a birthday? Book a table and we will have the starters ready as you sit down.',
    ],
    articles: [
      {
        titles: ['Why we rest our pizza dough for 48 hours', 'Slow dough: what a long rise does for your pizza'],
        description: 'What happens while pizza dough rests for two days, how a slow cold rise changes flavour and texture, and why a rushed dough never tastes the same.',
        excerpt: 'Four simple ingredients and two days of patience. Here is what happens to our dough between the mixer and the oven.',
        sections: [
          {
            heading: 'Flour, water, salt and yeast',
            paragraphs: [
              'Pizza dough needs only four ingredients, and we use them in simple proportions. What turns them into a good base is time. A quick dough made and baked on the same day can be ready in a couple of hours, but it tastes flat and bakes up dense. Given two days, the same ingredients become something quite different.',
            ],
          },
          {
            heading: 'What happens in the fridge',
            paragraphs: [
              'After mixing, the dough is shaped into balls and left to rise slowly in the cold. Yeast works gently at low temperatures, while enzymes break starches down into sugars. The sugars add flavour and help the crust brown and blister in the oven. The gluten relaxes too, so the dough stretches easily without springing back.',
            ],
          },
          {
            heading: 'Texture and flavour',
            paragraphs: [
              'A long-rested dough bakes into a crust that is crisp outside and soft and airy inside. The flavour is deeper and slightly tangy, closer to a good loaf of bread than to a cracker. The edges puff up, with the dark spots that pizza lovers look for. Slices hold their shape, so the toppings stay where they should.',
            ],
          },
          {
            heading: 'Why we never rush it',
            paragraphs: [
              'Planning dough two days ahead takes discipline, especially before a busy weekend. We mix every day and keep a careful count of the dough balls in the fridge. On the rare night we run out, we would rather stop taking orders than serve a rushed base. A pizza is only as good as its dough, and dough cannot be hurried.',
            ],
          },
        ],
      },
      {
        titles: ['How to reheat pizza so it tastes almost like new', 'Leftover pizza: the right way to warm it up'],
        description: 'The easiest ways to reheat leftover pizza in a frying pan, the oven or an air fryer, and how to store slices overnight so the base stays crisp.',
        excerpt: 'Leftover pizza can be nearly as good the next day. A few minutes in a hot pan is all it takes.',
        sections: [
          {
            heading: 'Storing leftovers',
            paragraphs: [
              'Let the pizza cool to room temperature, but do not leave it out for more than two hours. Take the slices out of the cardboard box, which holds moisture and makes the base soggy. Wrap them in foil or put them in an airtight container and keep them in the fridge. Eaten within a day or two, leftover pizza can be almost as good as the first time.',
            ],
          },
          {
            heading: 'The frying pan method',
            paragraphs: [
              'A frying pan is the quickest way to a crisp base. Heat a dry pan over a medium heat, add the slices and cook for two minutes until the base crisps. Add a few drops of water to the pan, away from the pizza, and cover with a lid for a minute. The steam melts the cheese while the base stays crunchy.',
            ],
          },
          {
            heading: 'The oven and the air fryer',
            paragraphs: [
              'For several slices, heat the oven to 220 °C with a baking tray inside. Place the slices on the hot tray and bake for five to eight minutes, until the cheese bubbles. An air fryer does the same job in three or four minutes at around 180 °C. Either way, the crust comes back to life instead of turning chewy.',
            ],
          },
          {
            heading: 'What to avoid',
            paragraphs: [
              'The microwave is fast, but it turns the crust soft and rubbery while the edges go hard. If a microwave is your only option, put a cup of water in with the pizza and heat it in short bursts. Never reheat the same slice more than once. And if you often have a lot left over, order a little less next time: pizza is at its finest straight from the oven.',
            ],
          },
        ],
      },
      {
        titles: ['Planning a pizza party for children or a crowd', 'How many pizzas do you need? A guide for parties'],
        description: 'How many pizzas to order for a party, which toppings please a crowd, how to handle allergies, and tips for ordering delivery for a large group.',
        excerpt: 'Feeding a crowd with pizza is easy once you know the numbers. Our quick guide to ordering for birthdays and gatherings.',
        sections: [
          {
            heading: 'How many pizzas to order',
            paragraphs: [
              'As a rule of thumb, adults eat three or four slices each and children two or three. One large pizza cut into eight slices feeds two or three adults, or three or four children. Add garlic bread or a salad, and you can order slightly less pizza. Rounding up by one pizza is always safer than running out halfway through.',
            ],
          },
          {
            heading: 'Choosing toppings for a crowd',
            paragraphs: [
              'Keep to a few popular choices rather than one of everything. A margherita and a simple ham or pepperoni pizza suit most children, and a vegetable pizza covers vegetarians. For adults, add one or two bolder choices, such as a spicy salami or a four-cheese pizza. Half-and-half pizzas are a good way to try more toppings without extra boxes.',
            ],
          },
          {
            heading: 'Allergies and dietary needs',
            paragraphs: [
              'Ask guests or parents about allergies before you order, and tell us about them clearly. We can suggest which pizzas and starters suit vegetarian or vegan guests. Flour is everywhere in a pizza kitchen, so guests with coeliac disease should have a word with us first. Ask us to label each box so special orders do not get mixed up.',
            ],
          },
          {
            heading: 'Ordering delivery for a large group',
            paragraphs: [
              'For ten pizzas or more, order at least a few hours ahead, or the day before. Give us a precise delivery time, and we will plan the baking so everything arrives hot at once. Clear space on a table for the boxes and have someone ready at the door. Alternatively, book a table with us and let us do the serving and the washing up.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'пиццерия',
    descriptor: 'пиццерия, где пиццу растягивают вручную и выпекают под заказ',
    audience: 'гости',
    eyebrows: ['Пицца и закуски', 'В зале, с собой и с доставкой', 'Тесто долгой расстойки'],
    heroTitles: [
      'Пицца на тесте долгой расстойки — прямо из печи',
      'Хрустящий бортик, томаты и настоящая моцарелла',
      'Вечер с пиццей: в зале, с собой или с доставкой',
      'Пицца рядом с домом, сделанная руками',
    ],
    heroLeads: [
      'Наше тесто отдыхает 48 часов, прежде чем отправиться в печь, поэтому бортик получается лёгким, хрустящим и ароматным. Ужинайте в зале, забирайте с собой или заказывайте доставку.',
      'В «{brand}» каждую пиццу собирают вручную под заказ: итальянские томаты, моцарелла фиор ди латте и начинки, которые мы готовим каждый день.',
      'Классическая маргарита, острая салями, чесночный хлеб и салаты на компанию. Бронируйте стол для всей семьи или заказывайте доставку на вечер дома.',
    ],
    offersHeadings: ['Из нашей печи', 'Пицца и закуски на компанию', 'Пиццы, которые заказывают снова'],
    offersLeads: [
      'Каждую пиццу растягиваем вручную и выпекаем под заказ. Спросите о веганском сыре или замене начинки.',
      'Заказывайте в зале, с собой или с доставкой — закуски переносят дорогу так же хорошо, как пицца.',
    ],
    offers: [
      {
        title: 'Маргарита',
        text: 'Томатный соус, моцарелла фиор ди латте, базилик и капля оливкового масла. Самая простая пицца в меню — и та, по которой мы судим о себе.',
        price: 12,
      },
      {
        title: 'Дьявола',
        text: 'Томатный соус, моцарелла и острая салями со щепоткой хлопьев чили. Для тех, кто любит погорячее.',
        price: 15,
      },
      {
        title: 'Четыре сыра',
        text: 'Белая пицца с моцареллой, горгонзолой, фонтиной и пармезаном. Насыщенная и сливочная, по желанию — с каплей мёда.',
        price: 15,
      },
      {
        title: 'С прошутто и руколой',
        text: 'Томатный соус и моцарелла, а после выпечки — пармская ветчина, рукола и стружка пармезана.',
        price: 16,
      },
      {
        title: 'Овощная',
        text: 'Печёные кабачки, перец, красный лук и оливки на томатном соусе с моцареллой. С веганским сыром становится полностью растительной.',
        price: 14,
      },
      {
        title: 'Чесночный хлеб',
        text: 'Тесто для пиццы, запечённое с чесночным маслом, петрушкой и морской солью. По желанию добавим моцареллу.',
        price: 6,
      },
      {
        title: 'Аранчини',
        text: 'Хрустящие рисовые шарики с тянущейся моцареллой внутри и томатным соусом для макания. Закуска на компанию, пока печётся пицца.',
        price: 8,
      },
      {
        title: 'Набор «Вечер с пиццей»',
        text: 'Две пиццы на выбор, чесночный хлеб и большой салат, упакованные для доставки или самовывоза. Хватит на всю семью.',
        price: 38,
      },
    ],
    highlights: [
      { title: 'Тесто отдыхает 48 часов', text: 'Долгая холодная расстойка делает бортик лёгким, хрустящим и ароматным — быстрое тесто так не умеет.' },
      { title: 'Горячая печь, быстрая выпечка', text: 'Пицца печётся несколько минут при очень высокой температуре: бортик покрывается пузырями, а середина остаётся мягкой.' },
      { title: 'Простые итальянские начинки', text: 'Итальянские томаты, фиор ди латте и вяленое мясо — несколько начинок вместо горы всего подряд.' },
      { title: 'Привозим горячей', text: 'Упаковываем пиццу в коробки с вентиляцией и отправляем, как только она выходит из печи.' },
      { title: 'Удобно для компании', text: 'Закуски, гарниры и большие салаты на весь стол, а для маленьких привередливых гостей — простая маргарита.' },
    ],
    process: [
      { title: 'Выберите формат', text: 'Забронируйте стол, закажите с собой или с доставкой — на сайте или по телефону, как вам удобнее.' },
      { title: 'Выберите пиццу', text: 'Закажите из меню или замените начинку. Расскажите об аллергиях, чтобы кухня их учла.' },
      { title: 'Растягиваем и печём', text: 'Тесто растягиваем вручную, собираем пиццу и выпекаем под заказ за несколько минут.' },
      { title: 'Заберите или встречайте курьера', text: 'Заказ с собой будет готов к названному времени, а курьер привезёт пиццу прямо из печи.' },
      { title: 'Ешьте горячей', text: 'Откройте коробку сразу, чтобы бортик остался хрустящим, а остатки разогревайте на сковороде, а не в микроволновке.' },
    ],
    faq: [
      {
        question: 'Вы доставляете?',
        answer: 'Да. Закажите на сайте или по телефону, и мы привезём пиццу горячей по ближайшим адресам. Время доставки зависит от загрузки вечера — примерный срок назовём при заказе.',
      },
      {
        question: 'Есть ли вегетарианская и веганская пицца?',
        answer: 'Несколько пицц в меню вегетарианские, а большинство можно сделать веганскими с растительным сыром. Просто скажите об этом при заказе.',
      },
      {
        question: 'Можно поменять начинку?',
        answer: 'Конечно. Уберём то, что вы не любите, или добавим начинку за небольшую доплату.',
      },
      {
        question: 'Учитываете ли вы аллергии?',
        answer: 'Сообщите об аллергии при заказе, и мы расскажем о составе каждой пиццы. Мука на нашей кухне повсюду, поэтому исключить следы глютена мы не можем.',
      },
      {
        question: 'Можно забронировать стол для компании или детского праздника?',
        answer: 'Да. Компании от восьми человек лучше бронировать за несколько дней. Для детского праздника удобно заказать общие доски с пиццей и закусками.',
      },
      {
        question: 'Как разогреть оставшуюся пиццу?',
        answer: 'Положите кусок на сухую сковороду, накройте крышкой и прогрейте на среднем огне несколько минут. Основа снова станет хрустящей, а сыр расплавится — микроволновке такое не под силу.',
      },
    ],
    story: [
      '«{brand}» держится на простой мысли: для хорошей пиццы нужно совсем немного, но всё должно быть сделано как следует. Тесто мы замешиваем каждый день и оставляем медленно подниматься 48 часов. Соус — просто итальянские томаты, соль и немного оливкового масла. Начинок немного, чтобы вкус каждой был слышен.',
      'Каждую пиццу растягиваем руками, а не скалкой, чтобы воздух остался в бортике. Печь разогрета очень сильно, и пицца готовится за считаные минуты. Пиццайоло следят за каждой и поворачивают её, чтобы бортик подрумянился равномерно. На ваш стол или к вашей двери приезжает ровно то, что мы хотели бы съесть сами.',
      'Нам хочется, чтобы вечер с пиццей был простым — пришли ли вы всей семьёй или заказываете с дивана. Кухня охотно сделает пиццу из двух половинок или уберёт лук. Заказы на доставку уезжают сразу, как только пицца выходит из печи. Если что-то не так, скажите нам, и мы всё исправим.',
    ],
    values: [
      { title: 'Терпение к тесту', text: 'Тесто не торопим: двое суток расстойки дают вкус и текстуру, которых не добиться за пару часов.' },
      { title: 'Немного, но хорошего', text: 'Несколько хорошо подобранных начинок на каждой пицце вместо десятка случайных.' },
      { title: 'Прямо из печи', text: 'Каждая пицца уходит сразу после выпечки — к вам за стол или к курьеру.' },
      { title: 'Пицца для всех', text: 'Вегетарианские и веганские варианты, замена начинок по просьбе и спокойный зал, где рады детям.' },
    ],
    ctaHeadings: ['Закажите пиццу на вечер', 'Забронируйте стол на вечер с пиццей', 'Пицца на всю семью сегодня вечером'],
    ctaTexts: [
      'Закажите на сайте или по телефону — с собой или с доставкой, прямо из печи к вашей двери.',
      'Собираетесь компанией или на день рождения? Забронируйте стол, и закуски будут готовы, как только вы сядете.',
    ],
    articles: [
      {
        titles: ['Почему наше тесто для пиццы отдыхает 48 часов', 'Медленное тесто: что долгая расстойка даёт пицце'],
        description: 'Что происходит с тестом для пиццы за двое суток расстойки, как холодное брожение меняет вкус и текстуру и почему быстрое тесто так не умеет.',
        excerpt: 'Четыре простых ингредиента и два дня терпения. Рассказываем, что происходит с нашим тестом между замесом и печью.',
        sections: [
          {
            heading: 'Мука, вода, соль и дрожжи',
            paragraphs: [
              'Для теста на пиццу нужно всего четыре ингредиента, и пропорции у нас простые. Хорошую основу из них делает время. Быстрое тесто, замешанное и испечённое в тот же день, готово за пару часов, но вкус у него плоский, а мякиш плотный. За двое суток те же ингредиенты превращаются в нечто совсем другое.',
            ],
          },
          {
            heading: 'Что происходит в холодильнике',
            paragraphs: [
              'После замеса тесто делим на шарики и оставляем медленно подниматься в холоде. При низкой температуре дрожжи работают спокойно, а ферменты расщепляют крахмал до сахаров. Сахара добавляют вкус и помогают бортику подрумяниться и покрыться пузырями в печи. Клейковина тоже расслабляется, и тесто легко растягивается, не стягиваясь обратно.',
            ],
          },
          {
            heading: 'Текстура и вкус',
            paragraphs: [
              'Тесто после долгой расстойки даёт бортик, хрустящий снаружи и мягкий, воздушный внутри. Вкус глубже, с лёгкой кислинкой — ближе к хорошему хлебу, чем к крекеру. Края красиво поднимаются и покрываются тёмными пятнышками, которые так ценят любители пиццы. Кусок держит форму, и начинка остаётся на месте.',
            ],
          },
          {
            heading: 'Почему мы не спешим',
            paragraphs: [
              'Замешивать тесто на два дня вперёд требует дисциплины, особенно перед загруженными выходными. Мы замешиваем каждый день и внимательно считаем шарики теста в холодильнике. В редкий вечер, когда тесто заканчивается, мы скорее перестанем принимать заказы, чем подадим пиццу на торопливой основе. Пицца хороша ровно настолько, насколько хорошо её тесто, а тесто торопить нельзя.',
            ],
          },
        ],
      },
      {
        titles: ['Как разогреть пиццу, чтобы она была почти как из печи', 'Оставшаяся пицца: как правильно её разогреть'],
        description: 'Как разогреть оставшуюся пиццу на сковороде, в духовке или аэрогриле и как хранить куски до утра, чтобы основа осталась хрустящей.',
        excerpt: 'На следующий день пицца может быть почти такой же вкусной. Достаточно нескольких минут на горячей сковороде.',
        sections: [
          {
            heading: 'Как хранить остатки',
            paragraphs: [
              'Дайте пицце остыть до комнатной температуры, но не оставляйте её на столе дольше двух часов. Достаньте куски из картонной коробки: она держит влагу, и основа размокает. Заверните их в фольгу или переложите в контейнер с крышкой и уберите в холодильник. Если съесть остатки в течение суток-двух, пицца будет почти такой же вкусной, как в первый раз.',
            ],
          },
          {
            heading: 'На сковороде',
            paragraphs: [
              'Сковорода — самый быстрый способ вернуть основе хруст. Разогрейте сухую сковороду на среднем огне, положите куски и подержите пару минут, пока низ не станет хрустящим. Капните немного воды на сковороду рядом с пиццей и накройте крышкой на минуту. Пар расплавит сыр, а основа останется хрустящей.',
            ],
          },
          {
            heading: 'Духовка и аэрогриль',
            paragraphs: [
              'Для нескольких кусков разогрейте духовку до 220 °C вместе с противнем. Выложите пиццу на горячий противень и держите пять–восемь минут, пока сыр не запузырится. Аэрогриль справится за три-четыре минуты при 180 °C. В любом случае бортик снова оживёт, а не станет резиновым.',
            ],
          },
          {
            heading: 'Чего не стоит делать',
            paragraphs: [
              'Микроволновка работает быстро, но делает основу мягкой и резиновой, а края — жёсткими. Если других вариантов нет, поставьте рядом с пиццей стакан воды и грейте короткими подходами. Не разогревайте один и тот же кусок больше одного раза. А если остатков часто много, в следующий раз закажите чуть меньше: вкуснее всего пицца прямо из печи.',
            ],
          },
        ],
      },
      {
        titles: ['Пицца на праздник: как накормить детей и большую компанию', 'Сколько пиццы заказать? Гид для вечеринок'],
        description: 'Сколько пиццы заказать на праздник, какие начинки нравятся всем, как учесть аллергии и как заказать доставку на большую компанию без накладок.',
        excerpt: 'Накормить пиццей большую компанию просто, если знать цифры. Короткий гид по заказу на дни рождения и встречи.',
        sections: [
          {
            heading: 'Сколько пиццы заказать',
            paragraphs: [
              'Взрослые обычно съедают по три-четыре куска, дети — по два-три. Большой пиццы из восьми кусков хватает двум-трём взрослым или трём-четырём детям. Если добавить чесночный хлеб или салат, пиццы можно взять чуть меньше. Надёжнее округлить заказ на одну пиццу вверх, чем остаться без еды в середине праздника.',
            ],
          },
          {
            heading: 'Какие начинки выбрать',
            paragraphs: [
              'Ограничьтесь несколькими популярными вариантами, а не берите всего понемногу. Маргарита и простая пицца с ветчиной или пепперони подойдут большинству детей, а овощная выручит вегетарианцев. Для взрослых добавьте одну-две пиццы поинтереснее — с острой салями или четыре сыра. Пицца из двух половинок позволяет попробовать больше вкусов без лишних коробок.',
            ],
          },
          {
            heading: 'Аллергии и особое питание',
            paragraphs: [
              'До заказа спросите гостей или родителей об аллергиях и чётко сообщите о них нам. Мы подскажем, какие пиццы и закуски подойдут вегетарианцам и веганам. Мука на кухне повсюду, поэтому гостям с целиакией стоит сначала поговорить с нами. Попросите подписать коробки, чтобы особые заказы не перепутались.',
            ],
          },
          {
            heading: 'Доставка на большую компанию',
            paragraphs: [
              'Если нужно десять пицц и больше, закажите хотя бы за несколько часов или накануне. Назовите точное время доставки, и мы спланируем выпечку так, чтобы всё приехало горячим одновременно. Освободите место на столе для коробок и попросите кого-нибудь встретить курьера. Или забронируйте у нас стол — тогда подавать и мыть посуду будем мы.',
            ],
          },
        ],
      },
    ],
  },
};
