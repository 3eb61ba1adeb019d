import type { Trade } from '../types.ts';

export const bakery: Trade = {
  id: 'bakery',
  theme: 'Bakery',
  kind: 'menu',
  icons: 'restaurant',
  offerIcons: ['chef-hat', 'wheat', 'sprout', 'paper-bag', 'croissant', 'shell', 'cake-slice', 'cake'],
  en: {
    noun: 'bakery',
    descriptor: 'a neighbourhood bakery that bakes bread, pastries and cakes every morning',
    audience: 'customers',
    offersLabel: 'Our bakes',
    eyebrows: ['Bread & pastry', 'Baked every morning', 'Cakes to order'],
    heroTitles: [
      'Bread and pastries out of the oven every morning',
      'Slow-proved sourdough and buttery croissants',
      'Cakes to order for birthdays and weddings',
      'Warm bread on your street, baked before sunrise',
    ],
    heroLeads: [
      'Our bakers start before dawn, so the loaves, croissants and buns on the counter were baked the same morning. Come early for the widest choice.',
      '{brand} bakes sourdough, rye and wheat loaves, hand-made pastries and cakes for every occasion. Order a cake a few days ahead and collect it ready to serve.',
      'Long fermentation, real butter and flour from millers we trust: there is no other secret to bread worth queuing for.',
    ],
    offersHeadings: ['Out of the oven this morning', 'On the counter today', 'Loaves, pastries and cakes'],
    offersLeads: [
      'Everything here is baked on site, most of it before we open. Popular loaves can sell out by lunchtime, so you can reserve them the day before.',
      'Cakes are baked to order: tell us the date, the size and the flavour, and we will take care of the rest.',
    ],
    offers: [
      {
        title: 'White sourdough loaf',
        text: 'Our everyday sourdough, fermented for 24 hours for a crackling crust, an open crumb and a gentle tang. Lovely for toast and sandwiches.',
        price: 7,
      },
      {
        title: 'Seeded rye loaf',
        text: 'Dense, moist rye with sunflower, flax and pumpkin seeds. Keeps well for days and pairs beautifully with butter, cheese or smoked fish.',
        price: 8,
      },
      {
        title: 'Wholemeal spelt loaf',
        text: 'A tender loaf with a nutty flavour, made with wholemeal spelt flour. A good everyday bread for sandwiches and lunchboxes.',
        price: 7.5,
      },
      {
        title: 'Baguette',
        text: 'A crisp, thin crust and a light, creamy crumb. Lovely on the day it is baked, with cheese, pâté or simply good butter.',
        price: 3.5,
      },
      {
        title: 'Butter croissant',
        text: 'Made with real butter and folded by hand over two days for crisp, flaky layers. Lovely warm with coffee or a spoonful of jam.',
        price: 3,
      },
      {
        title: 'Cinnamon roll',
        text: 'Soft enriched dough rolled with cinnamon, brown sugar and butter, finished with a light glaze. Just right with a morning coffee.',
        price: 3.5,
      },
      {
        title: 'Celebration cake, 20 cm',
        text: 'A layered sponge cake for 10 to 12 people, with your choice of filling, a simple decoration and a message. Please order at least three days ahead.',
        price: 45,
        from: true,
      },
      {
        title: 'Tiered wedding cake',
        text: 'Two or more tiers designed with you after a tasting, finished in buttercream, with seasonal flowers or in a simple semi-naked style.',
        price: 250,
        from: true,
      },
    ],
    highlights: [
      { title: 'Baked before dawn', text: 'The ovens go on in the small hours, so everything on the counter was baked the same morning.' },
      { title: 'Long, slow fermentation', text: 'Our sourdough proves for up to a day, which builds flavour and a crust that crackles when you cut it.' },
      { title: 'Simple, honest ingredients', text: 'Flour, water, salt, real butter and eggs: no improvers, no margarine and nothing you would not keep in your own kitchen.' },
      { title: 'Cakes made for your day', text: 'From a birthday sponge to a tiered wedding cake, we design and bake to your brief and your date.' },
      { title: 'We keep your loaf aside', text: 'Call or message the day before and we will put your bread by, even on a busy Saturday.' },
    ],
    process: [
      { title: 'Tell us about the occasion', text: 'Get in touch with the date, the number of guests and any ideas you have. Photos of cakes you like are always helpful.' },
      { title: 'Choose flavours and size', text: 'We suggest sponges, fillings and a size to suit your guests, and note any allergies or dietary needs.' },
      { title: 'Confirm your order', text: 'Once the design and price are agreed, a deposit secures your date in our baking schedule.' },
      { title: 'We bake and decorate', text: 'Your cake is baked and finished in the days just before the celebration, so it tastes as good as it looks.' },
      { title: 'Collect or have it delivered', text: 'Pick it up from the counter in a sturdy box, or ask us about delivery for larger and tiered cakes.' },
    ],
    faq: [
      {
        question: 'How far ahead should I order a cake?',
        answer: 'For birthday and celebration cakes, at least three days ahead. Wedding cakes and larger orders are best booked several weeks or months before the date, especially in summer.',
      },
      {
        question: 'Can I reserve bread for the next day?',
        answer: 'Yes. Call or message us the day before and we will keep your loaves aside until closing time.',
      },
      {
        question: 'Do you list allergens?',
        answer: 'Yes. The allergens of every bake are listed, and our staff can tell you exactly what is in each one. We handle flour, nuts, eggs and dairy in the same kitchen, so traces may be present in anything we make.',
      },
      {
        question: 'How do I store sourdough bread?',
        answer: 'Keep it cut side down on a board or in a linen bag, not in the fridge. After a couple of days, slice what is left and freeze it; the slices can go straight from the freezer into the toaster.',
      },
      {
        question: 'Can you make a vegan cake?',
        answer: 'Most of our celebration cakes can be made with a vegan sponge. Mention it when you order, and we will suggest flavours that work well without eggs and dairy.',
      },
      {
        question: 'What time is the bread ready?',
        answer: 'Bread and pastries are on the counter from opening time. Popular loaves can sell out by lunchtime, especially at weekends, so come early or reserve yours.',
      },
    ],
    story: [
      '{brand} follows a simple routine: bake in the small hours, open the doors, sell out and start again. We make bread the slow way, with long fermentation and a handful of honest ingredients. Our pastries are folded by hand with real butter. Everything on the counter came out of our own ovens that morning.',
      'Sourdough is the heart of the place. Our starter is fed every day, and the dough rests overnight so the flavour can develop. Rye, spelt and wheat each behave differently, and the bakers adjust hydration and timing to the weather. The bread that comes out has real character and keeps well for days.',
      'Cakes are the other half of our work. Birthday sponges, celebration bakes and wedding cakes are all made to order, with flavours and decoration agreed with you in advance. We like to hear about the occasion, because a cake becomes part of someone’s story. When you collect yours, we want you to feel proud carrying it in.',
    ],
    values: [
      { title: 'Time over shortcuts', text: 'Long fermentation takes patience, but it gives bread a flavour, texture and keeping quality that no improver can copy.' },
      { title: 'Honest ingredients', text: 'Flour, water, salt, real butter and good eggs, with nothing added to speed things up.' },
      { title: 'Made by hand', text: 'Shaping, folding and decorating are done by our bakers rather than machines, so every loaf and cake is slightly its own.' },
      { title: 'Nothing wasted', text: 'We bake to what sells and turn day-old bread into crumbs, croutons and bread pudding.' },
    ],
    ctaHeadings: ['Order a cake for your celebration', 'Reserve tomorrow’s loaf', 'Planning a wedding cake?'],
    ctaTexts: [
      'Tell us the date, the number of guests and the flavours you love, and we will suggest a cake to match.',
      'Message us the day before and we will keep your bread aside, even on a busy Saturday morning.',
    ],
    articles: [
      {
        titles: ['How to keep sourdough bread tasting good all week', 'Storing sourdough: how to make your loaf last for days'],
        description: 'Where to keep a sourdough loaf, why the fridge dries it out, how to freeze slices and how to bring a day-old crust back to life in the oven.',
        excerpt: 'A good sourdough loaf can stay lovely for days. Here is how we store ours at home, and how to rescue a loaf that has lost its crunch.',
        sections: [
          {
            heading: 'Why sourdough keeps longer',
            paragraphs: [
              'Long fermentation does more than add flavour. The natural acidity of sourdough slows staling and helps keep mould at bay, so a good loaf stays pleasant to eat for four or five days. Rye and wholemeal breads keep even longer because they hold more moisture. A well-baked, dark crust also acts as a natural wrapper for the crumb.',
            ],
          },
          {
            heading: 'Where to store your loaf',
            paragraphs: [
              'Keep the loaf on a wooden board cut side down, or wrap it in a linen or cotton bread bag. A bread bin works well too, as long as it is not airtight. Avoid plastic bags for crusty bread, because they trap moisture and turn the crust soft and leathery. Never keep bread in the fridge, where it goes stale several times faster than at room temperature.',
            ],
          },
          {
            heading: 'Freezing and defrosting',
            paragraphs: [
              'If you will not finish a loaf within a few days, slice it on day two and freeze the slices in a sealed bag. Toast them straight from the freezer, with no need to defrost. A whole or half loaf can be frozen too: thaw it at room temperature in its bag for a few hours. Frozen bread keeps well for up to a month.',
            ],
          },
          {
            heading: 'Reviving a day-old loaf',
            paragraphs: [
              'A loaf that has lost its crunch can be brought back in minutes. Run the crust briefly under the tap, then bake the loaf at 200 °C for eight to ten minutes. The water turns to steam, softening the crumb while the crust crisps up again. Anything past saving makes excellent croutons, breadcrumbs or a bread and butter pudding.',
            ],
          },
        ],
      },
      {
        titles: ['What goes into a wedding cake order', 'Ordering a wedding cake: a step-by-step guide'],
        description: 'When to book your wedding cake, how a tasting works, how many tiers your guest list needs, and what to agree about delivery and set-up on the day.',
        excerpt: 'From the first message to the moment the cake stands on its table: what happens when you order a wedding cake from us.',
        sections: [
          {
            heading: 'When to book',
            paragraphs: [
              'Wedding cakes are booked much further ahead than birthday cakes, because each one takes several days of work. For a summer wedding, get in touch six months or more before the date. For smaller cakes or quieter months, two or three months is usually enough. Booking early also leaves time for a relaxed tasting.',
            ],
          },
          {
            heading: 'The tasting',
            paragraphs: [
              'At a tasting, you try several sponges and fillings side by side, from classic vanilla and lemon to chocolate or carrot. Bring your partner and perhaps one or two others, so the decision stays yours. We talk through the style of the wedding, the colours and any flowers. Photos of cakes you like help us understand your taste quickly.',
            ],
          },
          {
            heading: 'How big should the cake be?',
            paragraphs: [
              'As a rough guide, a two-tier cake serves around 40 guests, three tiers around 75 to 100, and four tiers more still. If the cake is also the dessert, plan a generous slice per guest; after a full meal, smaller finger portions are enough. For a large guest list, a decorated cake for the cutting can be paired with a plain kitchen cake, which keeps the cost down.',
            ],
          },
          {
            heading: 'Delivery and set-up',
            paragraphs: [
              'Tiered cakes are delivered and assembled at the venue rather than collected, because they are heavy and delicate. We agree the delivery time with your venue and set the cake up on its stand. Tell us early if the cake will stand outside or in a warm room, as buttercream softens in the heat. Once the cake is in place, the venue team looks after it until the cutting.',
            ],
          },
        ],
      },
      {
        titles: ['Rye, spelt, wheat: choosing your everyday loaf', 'Which bread suits you? A short guide to our loaves'],
        description: 'How wheat, rye and spelt breads differ in taste, texture and keeping, and which loaf to choose for toast, sandwiches, soup or a cheese board.',
        excerpt: 'Wheat, rye and spelt each make a very different loaf. A quick guide to help you pick the right one for your table.',
        sections: [
          {
            heading: 'Wheat sourdough',
            paragraphs: [
              'White and light wheat sourdoughs have an open crumb, a crackling crust and a gentle tang. They are the most versatile loaves on our counter, good for toast, sandwiches and dipping into soup. A wholemeal wheat loaf is denser and nuttier, with more fibre. Both kinds are at their finest in the first two days.',
            ],
          },
          {
            heading: 'Rye bread',
            paragraphs: [
              'Rye flour has little gluten, so rye bread is dense, moist and close-textured rather than airy. Its flavour is deep and slightly sour, and it pairs beautifully with butter, cheese, smoked fish and pickles. Cut rye into thin slices rather than thick ones. Because the crumb holds moisture so well, a rye loaf keeps for up to a week.',
            ],
          },
          {
            heading: 'Spelt',
            paragraphs: [
              'Spelt is an ancient relative of wheat with a nutty, slightly sweet flavour. Spelt loaves are tender and lightly textured, a pleasant middle ground between white bread and rye. Spelt does contain gluten, so it is not suitable for people with coeliac disease. Many customers simply like the taste and choose spelt as their everyday sandwich loaf.',
            ],
          },
          {
            heading: 'Matching the loaf to the meal',
            paragraphs: [
              'For breakfast toast, a wheat sourdough or a seeded loaf gives a good crunch. For a cheese board, rye and fruit breads are a lovely match. Soups and stews call for something with a sturdy crust to tear and dip. If you are unsure, ask us for a slice to taste before you buy.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'пекарня',
    descriptor: 'пекарня рядом с домом, где хлеб, выпечку и торты пекут каждое утро',
    audience: 'покупатели',
    offersLabel: 'Выпечка',
    eyebrows: ['Хлеб и выпечка', 'Печём каждое утро', 'Торты на заказ'],
    heroTitles: [
      'Хлеб и выпечка из печи каждое утро',
      'Хлеб на закваске и круассаны на сливочном масле',
      'Торты на заказ ко дню рождения и свадьбе',
      'Тёплый хлеб рядом с домом, испечённый до рассвета',
    ],
    heroLeads: [
      'Пекари начинают работу до рассвета, поэтому хлеб, круассаны и булочки на прилавке испечены этим же утром. Приходите пораньше — выбор будет шире.',
      'В «{brand}» пекут хлеб на закваске, ржаной и пшеничный, слоёную выпечку и торты к любому празднику. Закажите торт за несколько дней и заберите его готовым к столу.',
      'Долгая ферментация, настоящее сливочное масло и мука от проверенных мельниц — вот и весь секрет хлеба, за которым стоят в очереди.',
    ],
    offersHeadings: ['Из печи этим утром', 'Сегодня на прилавке', 'Хлеб, выпечка и торты'],
    offersLeads: [
      'Всё, что здесь есть, мы печём сами, и большую часть — до открытия. Популярный хлеб к обеду может закончиться, поэтому его можно отложить накануне.',
      'Торты печём под заказ: назовите дату, размер и вкус, остальное мы возьмём на себя.',
    ],
    offers: [
      {
        title: 'Пшеничный хлеб на закваске',
        text: 'Наш хлеб на каждый день: 24 часа ферментации, хрустящая корочка, пористый мякиш и лёгкая кислинка. Хорош для тостов и бутербродов.',
        price: 7,
      },
      {
        title: 'Ржаной хлеб с семечками',
        text: 'Плотный влажный ржаной хлеб с подсолнечником, льном и тыквенными семечками. Долго не черствеет и отлично сочетается с маслом, сыром и рыбой.',
        price: 8,
      },
      {
        title: 'Цельнозерновой хлеб из полбы',
        text: 'Нежный хлеб с ореховым вкусом из цельнозерновой полбяной муки. Хороший повседневный хлеб для бутербродов и перекусов с собой.',
        price: 7.5,
      },
      {
        title: 'Багет',
        text: 'Тонкая хрустящая корочка и лёгкий сливочный мякиш. Вкуснее всего в день выпечки — с сыром, паштетом или просто с хорошим маслом.',
        price: 3.5,
      },
      {
        title: 'Круассан на сливочном масле',
        text: 'Готовим на настоящем сливочном масле и складываем тесто вручную два дня, чтобы слои получились хрустящими и воздушными. Особенно хорош тёплым, с кофе или джемом.',
        price: 3,
      },
      {
        title: 'Булочка с корицей',
        text: 'Мягкое сдобное тесто, свёрнутое с корицей, коричневым сахаром и маслом, под тонкой глазурью. Идеальна к утреннему кофе.',
        price: 3.5,
      },
      {
        title: 'Праздничный торт, 20 см',
        text: 'Бисквитный торт на 10–12 человек с начинкой на ваш выбор, простым декором и надписью. Заказывайте не позднее чем за три дня.',
        price: 45,
        from: true,
      },
      {
        title: 'Многоярусный свадебный торт',
        text: 'Два яруса и больше: дизайн придумываем вместе с вами после дегустации, украшаем кремом, сезонными цветами или делаем торт в «голом» стиле.',
        price: 250,
        from: true,
      },
    ],
    highlights: [
      { title: 'Печём до рассвета', text: 'Печи включаются глубокой ночью, поэтому всё на прилавке испечено тем же утром.' },
      { title: 'Долгая ферментация', text: 'Тесто на закваске созревает до суток — так у хлеба появляются вкус и корочка, которая хрустит под ножом.' },
      { title: 'Простой и честный состав', text: 'Мука, вода, соль, настоящее сливочное масло и яйца — без улучшителей, маргарина и всего, чего нет на вашей кухне.' },
      { title: 'Торты к вашему дню', text: 'От бисквита на день рождения до многоярусного свадебного торта — печём по вашей задумке и к вашей дате.' },
      { title: 'Отложим ваш хлеб', text: 'Позвоните или напишите накануне, и мы отложим для вас хлеб даже в самую оживлённую субботу.' },
    ],
    process: [
      { title: 'Расскажите о празднике', text: 'Напишите нам дату, число гостей и свои идеи. Фотографии тортов, которые вам нравятся, очень помогают.' },
      { title: 'Выберите вкус и размер', text: 'Предложим бисквиты, начинки и размер под количество гостей, учтём аллергии и особенности питания.' },
      { title: 'Подтвердите заказ', text: 'Когда дизайн и цена согласованы, предоплата закрепляет вашу дату в нашем графике.' },
      { title: 'Мы печём и украшаем', text: 'Торт печём и собираем в последние дни перед праздником, чтобы он был таким же вкусным, как и красивым.' },
      { title: 'Самовывоз или доставка', text: 'Заберите торт в прочной коробке или спросите нас о доставке больших и многоярусных тортов.' },
    ],
    faq: [
      {
        question: 'За сколько дней нужно заказать торт?',
        answer: 'Праздничный торт — минимум за три дня. Свадебные торты и крупные заказы стоит бронировать за несколько недель или месяцев, особенно летом.',
      },
      {
        question: 'Можно отложить хлеб на завтра?',
        answer: 'Да. Позвоните или напишите накануне, и мы отложим для вас хлеб до закрытия.',
      },
      {
        question: 'Указываете ли вы аллергены?',
        answer: 'Да. Для каждого изделия указаны аллергены, а продавцы подскажут точный состав. Мы работаем с мукой, орехами, яйцами и молочными продуктами на одной кухне, поэтому их следы могут быть в любой выпечке.',
      },
      {
        question: 'Как хранить хлеб на закваске?',
        answer: 'Срезом вниз на доске или в льняном мешочке, но не в холодильнике. Через пару дней нарежьте остаток и заморозьте: ломтики можно класть в тостер прямо из морозилки.',
      },
      {
        question: 'Делаете ли вы веганские торты?',
        answer: 'Большинство праздничных тортов можем испечь на веганском бисквите. Скажите об этом при заказе, и мы предложим вкусы, которые хорошо получаются без яиц и молочных продуктов.',
      },
      {
        question: 'Во сколько появляется хлеб?',
        answer: 'Хлеб и выпечка лежат на прилавке с самого открытия. Популярные позиции к обеду могут закончиться, особенно в выходные, поэтому приходите пораньше или откладывайте заранее.',
      },
    ],
    story: [
      'В «{brand}» простой распорядок: печём глубокой ночью, открываем двери, распродаём и начинаем заново. Хлеб мы делаем не торопясь — с долгой ферментацией и несколькими честными ингредиентами. Слоёное тесто складываем вручную на настоящем сливочном масле. Всё, что лежит на прилавке, вышло из наших печей тем же утром.',
      'Закваска — сердце нашей работы. Мы подкармливаем её каждый день, а тесто отдыхает ночь, чтобы раскрылся вкус. Рожь, полба и пшеница ведут себя по-разному, и пекари подстраивают влажность теста и время под погоду. Хлеб получается с характером и остаётся вкусным несколько дней.',
      'Вторая половина нашей работы — торты. Бисквиты на день рождения, праздничные и свадебные торты мы делаем только под заказ, заранее согласуя с вами вкус и оформление. Нам интересно узнать о поводе, ведь торт становится частью чьей-то истории. Хочется, чтобы, забирая свой торт, вы несли коробку с гордостью.',
    ],
    values: [
      { title: 'Время вместо спешки', text: 'Долгая ферментация требует терпения, зато даёт хлебу вкус, текстуру и способность долго не черстветь — улучшителями такого не добиться.' },
      { title: 'Честный состав', text: 'Мука, вода, соль, настоящее сливочное масло и хорошие яйца — и ничего, что ускоряет процесс.' },
      { title: 'Ручная работа', text: 'Формуют, складывают и украшают наши пекари, а не машины, поэтому каждая буханка и каждый торт немного особенные.' },
      { title: 'Без лишних отходов', text: 'Печём столько, сколько раскупают, а вчерашний хлеб превращаем в сухари, гренки и хлебный пудинг.' },
    ],
    ctaHeadings: ['Закажите торт к празднику', 'Отложим для вас хлеб на завтра', 'Планируете свадебный торт?'],
    ctaTexts: [
      'Расскажите о дате, числе гостей и любимых вкусах — предложим торт, который подойдёт.',
      'Напишите нам накануне, и мы отложим ваш хлеб даже в оживлённое субботнее утро.',
    ],
    articles: [
      {
        titles: ['Как сохранить хлеб на закваске вкусным всю неделю', 'Хранение хлеба на закваске: чтобы буханка не черствела'],
        description: 'Где хранить хлеб на закваске, почему холодильник его сушит, как замораживать ломтики и как вернуть вчерашней корочке хруст в духовке.',
        excerpt: 'Хорошая буханка на закваске остаётся вкусной несколько дней. Рассказываем, как храним хлеб сами и как спасти буханку, потерявшую хруст.',
        sections: [
          {
            heading: 'Почему хлеб на закваске хранится дольше',
            paragraphs: [
              'Долгая ферментация даёт не только вкус. Естественная кислотность закваски замедляет черствение и защищает от плесени, поэтому хорошая буханка остаётся вкусной четыре-пять дней. Ржаной и цельнозерновой хлеб хранится ещё дольше, потому что удерживает больше влаги. Хорошо пропечённая тёмная корочка тоже работает как естественная упаковка для мякиша.',
            ],
          },
          {
            heading: 'Где хранить буханку',
            paragraphs: [
              'Кладите буханку на деревянную доску срезом вниз или заворачивайте в льняной или хлопковый мешочек. Подойдёт и хлебница, если она не герметичная. Полиэтиленовый пакет для хлеба с хрустящей корочкой не годится: влага остаётся внутри, и корка становится мягкой и резиновой. В холодильнике хлеб черствеет в несколько раз быстрее, чем при комнатной температуре.',
            ],
          },
          {
            heading: 'Заморозка и разморозка',
            paragraphs: [
              'Если не успеваете съесть буханку за несколько дней, на второй день нарежьте её и заморозьте ломтики в плотном пакете. Поджаривайте их прямо из морозилки, размораживать не нужно. Можно заморозить и целую буханку или половину: разморозьте её в пакете при комнатной температуре за несколько часов. В морозилке хлеб хорошо хранится до месяца.',
            ],
          },
          {
            heading: 'Как оживить вчерашний хлеб',
            paragraphs: [
              'Буханку, которая потеряла хруст, легко вернуть к жизни за несколько минут. Смочите корочку под краном и запекайте хлеб при 200 °C восемь–десять минут. Вода превращается в пар, мякиш становится мягче, а корочка снова хрустит. Из того, что уже не спасти, получаются отличные гренки, панировочные сухари или хлебный пудинг.',
            ],
          },
        ],
      },
      {
        titles: ['Как заказать свадебный торт', 'Свадебный торт: пошаговый гид по заказу'],
        description: 'Когда бронировать свадебный торт, как проходит дегустация, сколько ярусов нужно на ваше число гостей и как договориться о доставке и установке.',
        excerpt: 'От первого сообщения до момента, когда торт стоит на своём столе: что происходит, когда вы заказываете у нас свадебный торт.',
        sections: [
          {
            heading: 'Когда бронировать',
            paragraphs: [
              'Свадебный торт заказывают гораздо раньше, чем торт на день рождения, ведь работа над ним занимает несколько дней. Для летней свадьбы свяжитесь с нами за полгода или раньше. Для небольших тортов и спокойных месяцев обычно хватает двух-трёх месяцев. Ранняя бронь оставляет время и на неспешную дегустацию.',
            ],
          },
          {
            heading: 'Дегустация',
            paragraphs: [
              'На дегустации вы пробуете несколько бисквитов и начинок рядом — от классической ванили и лимона до шоколада и морковного торта. Приходите вдвоём и, если хочется, с одним-двумя близкими, чтобы решение оставалось за вами. Мы обсуждаем стиль свадьбы, цвета и цветы. Фотографии понравившихся тортов помогают быстро понять ваш вкус.',
            ],
          },
          {
            heading: 'Какого размера нужен торт?',
            paragraphs: [
              'Ориентир такой: двухъярусный торт рассчитан примерно на 40 гостей, трёхъярусный — на 75–100, четыре яруса — на ещё большее число. Если торт заменяет десерт, закладывайте щедрый кусок на гостя, а после плотного ужина хватит небольших порций. Для большой свадьбы можно сделать красивый торт для церемонии и простой дополнительный торт на кухне, так выходит экономнее.',
            ],
          },
          {
            heading: 'Доставка и установка',
            paragraphs: [
              'Многоярусные торты мы привозим и собираем на площадке, а не отдаём на самовывоз: они тяжёлые и хрупкие. Время доставки согласуем с площадкой и устанавливаем торт на подставку. Заранее скажите, если торт будет стоять на улице или в тёплом зале: крем при жаре размягчается. После установки за тортом до разрезания присматривает команда площадки.',
            ],
          },
        ],
      },
      {
        titles: ['Рожь, полба, пшеница: какой хлеб выбрать на каждый день', 'Какой хлеб вам подходит? Короткий гид по нашим буханкам'],
        description: 'Чем отличаются пшеничный, ржаной и полбяной хлеб по вкусу, текстуре и хранению и какой выбрать для тостов, бутербродов, супа или сырной тарелки.',
        excerpt: 'Пшеница, рожь и полба дают совсем разный хлеб. Короткий гид, чтобы выбрать буханку под ваш стол.',
        sections: [
          {
            heading: 'Пшеничный хлеб на закваске',
            paragraphs: [
              'У белого и светлого пшеничного хлеба на закваске пористый мякиш, хрустящая корочка и мягкая кислинка. Такой хлеб самый универсальный: он хорош для тостов, бутербродов и к супу. Цельнозерновой пшеничный плотнее, с ореховым вкусом и большим количеством клетчатки. Вкуснее всего оба в первые два дня.',
            ],
          },
          {
            heading: 'Ржаной хлеб',
            paragraphs: [
              'В ржаной муке мало клейковины, поэтому ржаной хлеб плотный, влажный и мелкопористый, а не воздушный. Вкус у него глубокий, с кислинкой, и он отлично сочетается со сливочным маслом, сыром, рыбой и соленьями. Режьте ржаной хлеб тонкими ломтиками. Благодаря тому, что ржаной мякиш хорошо удерживает влагу, буханка остаётся вкусной до недели.',
            ],
          },
          {
            heading: 'Полба',
            paragraphs: [
              'Полба — древний родственник пшеницы с ореховым, чуть сладковатым вкусом. Полбяной хлеб нежный и лёгкий, что-то среднее между белым и ржаным. В полбе есть глютен, поэтому людям с целиакией она не подходит. Многие покупатели просто любят её вкус и берут полбяной хлеб для бутербродов каждый день.',
            ],
          },
          {
            heading: 'Какой хлеб к какой еде',
            paragraphs: [
              'Для утренних тостов хорошо подходят пшеничный хлеб на закваске или хлеб с семечками. К сырной тарелке особенно хороши ржаной хлеб и хлеб с сухофруктами. К супу и рагу нужен хлеб с крепкой корочкой, который удобно ломать и макать. Если сомневаетесь, попросите у нас ломтик на пробу перед покупкой.',
            ],
          },
        ],
      },
    ],
  },
};
