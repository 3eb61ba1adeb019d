import type { Trade } from '../types.ts';

export const onlineStore: Trade = {
  id: 'online-store',
  theme: 'Online Store',
  kind: 'products',
  icons: 'shop',
  narrow: { stems: ['homeware', 'kitchenware', 'cookware', 'tableware', 'cast iron', 'cast-iron', 'linen', 'kitchen', 'товары для дома', 'посуд', 'кухонн', 'текстил'], otherwise: 'general' },
  offerIcons: ['cooking-pot', 'egg-fried', 'utensils', 'slice', 'towel-rack', 'wine', 'cylinder', 'coffee'],
  en: {
    noun: 'online shop',
    descriptor: 'an online shop of well-made home and kitchen goods, tested before they go on sale',
    audience: 'customers',
    eyebrows: ['Home & kitchen goods', 'Cookware, tableware, linen', 'Online shop for the home'],
    heroTitles: [
      'Well-made things for the kitchen and home',
      'Home goods chosen to be used every day',
      'Cookware, tableware and linen',
      'Pans, plates and linen that last for years',
    ],
    heroLeads: [
      'Cast-iron pans, stoneware, linen and glass storage, picked for daily use and sent to your door. Every item is one we use in our own kitchens.',
      '{brand} sells a small, carefully chosen range of cookware, tableware and home textiles. Orders leave us within two working days, packed in paper and cardboard.',
      'Heavy pans, sturdy plates and linen that softens with every wash. Order online, and if something isn’t right, send it back unused within 14 days.',
    ],
    offersHeadings: ['Cookware, tableware and linen', 'Things we use at home ourselves', 'Popular in the shop right now'],
    offersLeads: [
      'The range is short on purpose: every piece is used in a real kitchen for a few weeks before it goes on sale.',
      'From a cast-iron casserole to a set of linen tea towels, everything here is made for daily use and built to last.',
    ],
    offers: [
      {
        title: 'Enamelled cast-iron casserole, 24 cm',
        text: 'A heavy lidded pot for stews, soups, braises and bread, holding about 4 litres. Works on every hob including induction and goes straight into the oven.',
        price: 89,
      },
      {
        title: 'Pre-seasoned cast-iron skillet, 26 cm',
        text: 'Ready to use from the first day and better with every meal. Sears steak, fries eggs and bakes cornbread, on the hob, in the oven or over a fire.',
        price: 49,
      },
      {
        title: 'Stoneware dinner set for four',
        text: 'Twelve pieces: dinner plates, side plates and bowls in a soft reactive glaze. Chip-resistant, dishwasher and microwave safe.',
        price: 119,
      },
      {
        title: 'Oak chopping board',
        text: 'Cut from solid oak, 40 by 28 cm, with a juice groove on one side and a smooth serving side on the other. Kind to knife edges and easy to oil.',
        price: 45,
      },
      {
        title: 'Linen tea towels, set of three',
        text: 'Stonewashed pure linen that dries glasses without lint and gets softer with every wash. A hanging loop on each towel.',
        price: 24,
      },
      {
        title: 'Stonewashed linen tablecloth',
        text: 'A relaxed, softly creased tablecloth for a table of six to eight, 150 by 250 cm. No ironing needed if you smooth it out while damp.',
        price: 69,
      },
      {
        title: 'Glass storage jars, set of three',
        text: 'Borosilicate glass jars of 0.5, 1 and 1.5 litres with airtight bamboo lids. Keep flour, pasta, coffee and pulses dry and in plain sight.',
        price: 32,
      },
      {
        title: 'Ceramic pour-over coffee set',
        text: 'A hand-glazed dripper and a 600 ml server for two to three cups of filter coffee. Uses standard size 2 paper filters.',
        price: 38,
      },
    ],
    highlights: [
      {
        title: 'Tested before it’s listed',
        text: 'Every product is used at home for several weeks before we sell it, so our descriptions say how it really cooks, washes and wears.',
      },
      {
        title: 'Honest descriptions and photos',
        text: 'Sizes, weights, materials and care instructions are given for every item, and the photos show the real colours.',
      },
      {
        title: 'Dispatched within two days',
        text: 'Orders placed on a working day leave us within 48 hours, packed by hand in recycled cardboard and paper.',
      },
      {
        title: 'Returns within 14 days',
        text: 'If something isn’t right, send it back unused within 14 days and we refund the price of the item.',
      },
      {
        title: 'Answers from real people',
        text: 'Questions about sizes, induction hobs or care are answered by the same small team that packs your order, usually on the same day.',
      },
    ],
    process: [
      {
        title: 'Choose your items',
        text: 'Browse by category, read the sizes, materials and care notes, and add what you need to the basket.',
      },
      {
        title: 'Pay at checkout',
        text: 'Enter your delivery address, see the delivery cost before paying and pay by card. A confirmation with your order number arrives by email straight away.',
      },
      {
        title: 'We pack and dispatch',
        text: 'Within two working days your order is packed by hand and handed to the courier. You receive a tracking link to follow the parcel.',
      },
      {
        title: 'Delivery to your door',
        text: 'The courier brings the parcel to your address or to a pick-up point. Glass and ceramics travel in double boxes with paper padding.',
      },
      {
        title: 'Use it, or send it back',
        text: 'Enjoy your new things for years. If an item isn’t right, write to us within 14 days and we’ll arrange the return.',
      },
    ],
    faq: [
      {
        question: 'How long does delivery take?',
        answer: 'Orders leave us within two working days. Delivery then usually takes one to three working days depending on your address, and the tracking link in your email shows where the parcel is.',
      },
      {
        question: 'How much does delivery cost?',
        answer: 'The cost depends on the weight of the parcel and your address, and it is shown at checkout before you pay. Nothing is added afterwards.',
      },
      {
        question: 'Can I return something?',
        answer: 'Yes. Write to us within 14 days of delivery, send the item back unused in its original packaging and we refund its price within a few days of receiving it.',
      },
      {
        question: 'Will the cast iron work on my induction hob?',
        answer: 'Yes. Both the enamelled casserole and the skillet work on gas, electric, ceramic and induction hobs and in the oven. Lift rather than slide them on glass tops to avoid scratches.',
      },
      {
        question: 'Can the stoneware go in the dishwasher?',
        answer: 'Yes, the stoneware plates and bowls are dishwasher and microwave safe. The oak board and the bamboo lids of the jars should be washed by hand.',
      },
      {
        question: 'Do you wrap gifts?',
        answer: 'Tick the gift option at checkout and we’ll wrap the items in paper, leave the receipt out of the parcel and add a card with your message.',
      },
    ],
    story: [
      '{brand} began with a simple annoyance: too many kitchen things look lovely in photos and disappoint within a year. We wanted a place where every pan, plate and towel had earned its spot. So the range is small, and it changes slowly.',
      'Before anything goes on sale, we use it at home. Pans go on the hob every day, plates go through the dishwasher, and linen goes through dozens of washes. Products that chip, warp or fade are dropped, however tempting the price. What remains is described honestly, quirks included.',
      'Every order is packed by hand in recycled cardboard and paper, without plastic fillers. Questions reach the same people who choose and pack the goods. If you can’t decide between two sizes or colours, write to us before ordering and we’ll tell you which we would pick.',
    ],
    values: [
      { title: 'Made to last', text: 'We choose things that will still be in use in ten years, and we say so when something needs a little care to get there.' },
      { title: 'Fewer, better choices', text: 'One good casserole instead of twelve similar ones, so choosing takes minutes rather than evenings.' },
      { title: 'Plain information', text: 'Real sizes, real weights, real colours and care instructions that tell you what the product actually needs.' },
      { title: 'Less packaging waste', text: 'Recycled boxes, paper padding and reused packing material from our suppliers wherever we can.' },
    ],
    ctaHeadings: ['Find something for your kitchen', 'Start with one good pan', 'Browse the whole range'],
    ctaTexts: [
      'Orders leave us within two working days, and anything unused can be returned within 14 days.',
      'Not sure what to choose? Write to us and we’ll help you pick the right size, colour or set.',
    ],
    articles: [
      {
        titles: ['How to season and look after a cast-iron pan', 'Cast iron care: seasoning, cleaning and storing'],
        description: 'How to season a cast-iron skillet, clean it after cooking, fix rust and sticky patches, and why enamelled cast iron needs different care.',
        excerpt: 'A cast-iron pan can outlive its owner if you give it a few minutes of care. Here is what seasoning is, how to clean the pan and how to rescue it from rust.',
        sections: [
          {
            heading: 'What seasoning is and why it matters',
            paragraphs: [
              'Seasoning is a thin layer of oil baked onto the iron until it turns hard and dark. The layer protects the pan from rust and gives it a naturally non-stick surface. A pre-seasoned skillet already has a few layers, but every time you cook with fat you add a little more. The more you use the pan, the better it gets.',
            ],
          },
          {
            heading: 'Cleaning after cooking',
            paragraphs: [
              'Clean the pan while it is still warm, with hot water and a stiff brush or scraper. A drop of washing-up liquid won’t harm good seasoning, but never leave the pan soaking in the sink. Dry it straight away on the hob over a low heat until every trace of water has gone. Finish with a few drops of oil rubbed in with kitchen paper.',
            ],
          },
          {
            heading: 'Fixing rust and sticky patches',
            paragraphs: [
              'Orange spots of rust mean water stayed on the iron too long. Scrub them off with steel wool, wash and dry the pan, then rub a very thin layer of oil over the whole surface. Bake the pan upside down at 220–250 °C for an hour and let it cool in the oven. A sticky surface is the opposite problem, too much oil, and the same hour in a hot oven cures it.',
            ],
          },
          {
            heading: 'Enamelled cast iron is different',
            paragraphs: [
              'An enamelled casserole needs no seasoning at all, because glass enamel covers the iron. Soak burnt-on food in warm water with a spoon of bicarbonate of soda instead of scraping it. Use wooden or silicone tools, heat the pot gradually and avoid plunging a hot pot into cold water. Treated this way, the enamel keeps its gloss for decades.',
            ],
          },
        ],
      },
      {
        titles: ['Linen in the kitchen: how to wash and care for it', 'Caring for linen tea towels and tablecloths'],
        description: 'Why linen suits the kitchen so well, how to wash it the first time and every time after, and how to deal with stains, ironing and storage.',
        excerpt: 'Linen tea towels and tablecloths get better with age, as long as you skip a few common mistakes. A short guide to washing, drying and storing them.',
        sections: [
          {
            heading: 'Why linen works so well in the kitchen',
            paragraphs: [
              'Linen is made from flax fibres, which are long, strong and very absorbent. A linen towel dries glasses without leaving lint and dries quickly itself, so it doesn’t stay damp and sour. Stonewashed linen has already been softened at the mill. Each wash at home softens it further.',
            ],
          },
          {
            heading: 'The first wash',
            paragraphs: [
              'Wash new linen on its own the first time, at 40 °C with a mild liquid detergent. Some loose fibres and a little dye may come out, which is normal. Expect the fabric to shrink by up to four per cent, more so if it was not pre-washed. After this first wash, linen can go in with other colours of the same shade.',
            ],
          },
          {
            heading: 'Everyday washing and drying',
            paragraphs: [
              'Tea towels can be washed at 40–60 °C, tablecloths at 40 °C. Leave out fabric softener, because it coats the fibres and makes linen less absorbent. Line drying is kindest, and a tumble dryer on a low setting is fine if you take the linen out while it is still slightly damp. Overdrying makes linen stiff and brittle over time.',
            ],
          },
          {
            heading: 'Stains, ironing and storage',
            paragraphs: [
              'Treat stains as soon as you can: cold water for wine, coffee and blood, a little washing-up liquid for grease. Avoid chlorine bleach, which weakens flax fibres. Linen doesn’t need ironing if you shake it out and smooth it while damp, though a hot iron on the reverse gives a crisp finish for special dinners. Store it folded loosely in a dry, airy cupboard rather than in plastic.',
            ],
          },
        ],
      },
      {
        titles: ['Stoneware, porcelain or earthenware: choosing everyday plates', 'Which everyday tableware suits your kitchen?'],
        description: 'The real differences between stoneware, porcelain and earthenware plates, how each copes with daily use, and what to check before buying a set.',
        excerpt: 'Plates are used three times a day, so the material matters more than the pattern. Here is how stoneware, porcelain and earthenware compare.',
        sections: [
          {
            heading: 'What the difference really is',
            paragraphs: [
              'All three are clay fired in a kiln, but at different temperatures and from different clays. Earthenware is fired lowest and stays slightly porous under its glaze. Stoneware is fired hotter and becomes dense and tough. Porcelain is fired hottest of all, from fine white clay, which makes it thin, hard and slightly translucent.',
            ],
          },
          {
            heading: 'Stoneware: sturdy and forgiving',
            paragraphs: [
              'Stoneware is heavy, chunky and hard to chip, which makes it a good choice for families and busy kitchens. Reactive glazes give every plate a slightly different look. Most stoneware is dishwasher, microwave and oven safe. Its weight is the main drawback if you stack plates on a high shelf.',
            ],
          },
          {
            heading: 'Porcelain and earthenware',
            paragraphs: [
              'Porcelain looks delicate but is surprisingly strong, and it suits both everyday meals and formal tables. Lighter than stoneware and usually white, porcelain makes food look crisp. Earthenware is the most colourful and often the most affordable, with bright hand-painted glazes. Because earthenware chips more easily, it is better kept for serving dishes and occasional use.',
            ],
          },
          {
            heading: 'Questions to ask before buying a set',
            paragraphs: [
              'Measure your cupboard and dishwasher racks, because large dinner plates don’t always fit. Check whether the set is dishwasher and microwave safe, and whether single pieces can be bought later to replace a breakage. Hold a plate if you can, or read its weight in the description. A set you enjoy handling is a set you will use every day.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'интернет-магазин',
    descriptor: 'интернет-магазин добротных товаров для дома и кухни, которые мы сначала проверяем сами',
    audience: 'покупатели',
    eyebrows: ['Товары для дома и кухни', 'Посуда, текстиль, хранение', 'Интернет-магазин для дома'],
    heroTitles: [
      'Добротные вещи для кухни и дома',
      'Посуда и текстиль на каждый день',
      'Чугун, керамика и лён',
      'Сковороды, тарелки и лён, которые служат годами',
    ],
    heroLeads: [
      'Чугунные сковороды, керамика, льняной текстиль и стеклянные банки для хранения. Каждую вещь мы сначала пробуем у себя на кухне.',
      '«{brand}» — небольшой подобранный ассортимент посуды, столового текстиля и вещей для хранения. Заказы отправляем в течение двух рабочих дней, в бумаге и картоне.',
      'Тяжёлые сковороды, прочные тарелки и лён, который с каждой стиркой становится мягче. Если вещь не подошла, её можно вернуть в течение 14 дней.',
    ],
    offersHeadings: ['Посуда, текстиль и хранение', 'Вещи, которыми пользуемся сами', 'Что чаще всего берут в магазине'],
    offersLeads: [
      'Ассортимент нарочно небольшой: каждая вещь несколько недель работает на настоящей кухне, прежде чем попасть в каталог.',
      'От чугунной кастрюли до набора льняных полотенец — всё здесь рассчитано на ежедневное использование и долгую жизнь.',
    ],
    offers: [
      {
        title: 'Чугунная кастрюля с эмалью, 24 см',
        text: 'Тяжёлая кастрюля с крышкой объёмом около 4 литров для супов, рагу, тушения и домашнего хлеба. Подходит для любых плит, включая индукционные, и для духовки.',
        price: 89,
      },
      {
        title: 'Чугунная сковорода, 26 см',
        text: 'Уже прокалена маслом и готова к работе с первого дня, а с каждым приготовлением становится только лучше. Для стейков, яичницы и запеканок на плите и в духовке.',
        price: 49,
      },
      {
        title: 'Сервиз из каменной керамики на четыре персоны',
        text: 'Двенадцать предметов: обеденные и закусочные тарелки и глубокие миски в мягкой глазури. Устойчив к сколам, можно мыть в посудомоечной машине и греть в микроволновке.',
        price: 119,
      },
      {
        title: 'Дубовая разделочная доска',
        text: 'Из цельного дуба, 40 на 28 см: с одной стороны желобок для сока, с другой — гладкая сторона для подачи. Бережёт заточку ножей, легко обновляется маслом.',
        price: 45,
      },
      {
        title: 'Льняные кухонные полотенца, три штуки',
        text: 'Умягчённый стираный лён: вытирает бокалы без ворсинок и с каждой стиркой становится мягче. На каждом полотенце есть петелька.',
        price: 24,
      },
      {
        title: 'Льняная скатерть',
        text: 'Мягкая скатерть с лёгким эффектом мятости на стол для шести–восьми человек, 150 на 250 см. Гладить не нужно, достаточно расправить её влажной.',
        price: 69,
      },
      {
        title: 'Стеклянные банки для хранения, три штуки',
        text: 'Банки из боросиликатного стекла на 0,5, 1 и 1,5 литра с герметичными бамбуковыми крышками. Для муки, макарон, кофе и круп.',
        price: 32,
      },
      {
        title: 'Керамический набор для пуровера',
        text: 'Воронка ручной глазировки и сервировочный чайник на 600 мл — на две-три чашки фильтр-кофе. Подходят обычные бумажные фильтры второго размера.',
        price: 38,
      },
    ],
    highlights: [
      {
        title: 'Сначала проверяем сами',
        text: 'Каждый товар несколько недель живёт у нас дома, поэтому в описании написано, как он на самом деле готовит, стирается и носится.',
      },
      {
        title: 'Честные описания и фото',
        text: 'У каждой вещи указаны размеры, вес, материалы и уход, а на фотографиях — настоящие цвета.',
      },
      {
        title: 'Отправка за два дня',
        text: 'Заказы, оформленные в рабочий день, уходят от нас в течение 48 часов. Упаковываем вручную, в переработанный картон и бумагу.',
      },
      {
        title: 'Возврат в течение 14 дней',
        text: 'Если вещь не подошла, верните её неиспользованной в течение 14 дней, и мы вернём её стоимость.',
      },
      {
        title: 'Отвечают живые люди',
        text: 'На вопросы о размерах, индукционных плитах и уходе отвечают те же люди, что собирают ваш заказ, — обычно в тот же день.',
      },
    ],
    process: [
      {
        title: 'Выберите товары',
        text: 'Смотрите каталог по разделам, читайте размеры, материалы и рекомендации по уходу и добавляйте нужное в корзину.',
      },
      {
        title: 'Оформите и оплатите',
        text: 'Укажите адрес, посмотрите стоимость доставки до оплаты и заплатите картой на сайте. Письмо с номером заказа придёт сразу.',
      },
      {
        title: 'Мы соберём и отправим',
        text: 'В течение двух рабочих дней заказ упакуют вручную и передадут в службу доставки. Вы получите ссылку для отслеживания посылки.',
      },
      {
        title: 'Доставка до двери',
        text: 'Курьер привезёт посылку по адресу или в пункт выдачи. Стекло и керамику отправляем в двойных коробках с бумажным заполнителем.',
      },
      {
        title: 'Пользуйтесь или верните',
        text: 'Пусть новые вещи служат годами. Если что-то не подошло, напишите нам в течение 14 дней, и мы оформим возврат.',
      },
    ],
    faq: [
      {
        question: 'Сколько идёт доставка?',
        answer: 'Заказ уходит от нас в течение двух рабочих дней. Дальше доставка обычно занимает от одного до трёх рабочих дней в зависимости от адреса, а где сейчас посылка, видно по ссылке из письма.',
      },
      {
        question: 'Сколько стоит доставка?',
        answer: 'Стоимость зависит от веса посылки и адреса и видна при оформлении заказа до оплаты. Потом ничего не добавляется.',
      },
      {
        question: 'Можно ли вернуть товар?',
        answer: 'Да. Напишите нам в течение 14 дней после получения и отправьте вещь неиспользованной в исходной упаковке. Деньги вернём в течение нескольких дней после того, как получим посылку.',
      },
      {
        question: 'Подойдёт ли чугун для индукционной плиты?',
        answer: 'Да. И кастрюля с эмалью, и сковорода работают на газовых, электрических, стеклокерамических и индукционных плитах, а также в духовке. На стеклянной поверхности посуду лучше поднимать, а не двигать, чтобы не поцарапать плиту.',
      },
      {
        question: 'Можно ли мыть керамику в посудомоечной машине?',
        answer: 'Да, тарелки и миски из каменной керамики можно мыть в посудомоечной машине и ставить в микроволновку. Дубовую доску и бамбуковые крышки банок мойте вручную.',
      },
      {
        question: 'Можно ли упаковать заказ в подарок?',
        answer: 'Отметьте подарочную упаковку при оформлении: мы завернём вещи в бумагу, не положим в посылку чек и добавим открытку с вашим текстом.',
      },
    ],
    story: [
      '«{brand}» появился из простого раздражения: слишком много кухонных вещей красиво выглядят на фото и разочаровывают уже через год. Нам хотелось, чтобы каждая сковорода, тарелка и полотенце в каталоге заслужили своё место. Поэтому ассортимент у нас небольшой и меняется медленно.',
      'Прежде чем выставить товар на продажу, мы пользуемся им дома. Сковороды каждый день стоят на плите, тарелки проходят через посудомойку, а лён — через десятки стирок. Всё, что колется, ведёт или выцветает, мы убираем, какой бы заманчивой ни была цена. Об остальном пишем честно, вместе с мелкими особенностями.',
      'Каждый заказ собираем вручную и упаковываем в переработанный картон и бумагу, без пластиковых наполнителей. На вопросы отвечают те же люди, что выбирают и упаковывают товары. Если не можете выбрать между двумя размерами или цветами, напишите нам до заказа — подскажем, что взяли бы сами.',
    ],
    values: [
      { title: 'Вещи надолго', text: 'Выбираем то, чем будут пользоваться и через десять лет, и честно пишем, если для этого нужен небольшой уход.' },
      { title: 'Меньше, но лучше', text: 'Одна хорошая кастрюля вместо двенадцати похожих, чтобы выбор занимал минуты, а не вечера.' },
      { title: 'Понятная информация', text: 'Настоящие размеры, вес, цвета и рекомендации по уходу, в которых написано, что вещи действительно нужно.' },
      { title: 'Меньше упаковочного мусора', text: 'Переработанные коробки, бумажный заполнитель и повторно используемые упаковочные материалы от поставщиков.' },
    ],
    ctaHeadings: ['Подберите вещи для своей кухни', 'Начните с одной хорошей сковороды', 'Посмотрите весь каталог'],
    ctaTexts: [
      'Заказы отправляем в течение двух рабочих дней, а неиспользованную вещь можно вернуть в течение 14 дней.',
      'Сомневаетесь в выборе? Напишите нам, и мы поможем подобрать размер, цвет или набор.',
    ],
    articles: [
      {
        titles: ['Как прокалить чугунную сковороду и ухаживать за ней', 'Уход за чугуном: прокаливание, мытьё и хранение'],
        description: 'Как прокалить чугунную сковороду, как мыть её после готовки, что делать с ржавчиной и липким налётом и чем отличается уход за эмалированным чугуном.',
        excerpt: 'Чугунная сковорода может пережить хозяина, если уделять ей несколько минут. Рассказываем, что такое прокаливание, как мыть сковороду и как спасти её от ржавчины.',
        sections: [
          {
            heading: 'Что такое прокаливание и зачем оно нужно',
            paragraphs: [
              'Прокаливание — тонкий слой масла, запечённый на металле до твёрдой тёмной плёнки. Плёнка защищает чугун от ржавчины и работает как естественное антипригарное покрытие. На заводской прокалённой сковороде уже есть несколько слоёв, а каждая жарка на масле добавляет новый. Чем чаще готовите, тем лучше становится сковорода.',
            ],
          },
          {
            heading: 'Как мыть после готовки',
            paragraphs: [
              'Мойте сковороду, пока она тёплая, горячей водой и жёсткой щёткой или скребком. Капля средства для посуды хорошему покрытию не повредит, но оставлять чугун отмокать в раковине нельзя. Сразу после мытья просушите сковороду на слабом огне, пока не испарится вся влага. В конце вотрите несколько капель масла бумажным полотенцем.',
            ],
          },
          {
            heading: 'Ржавчина и липкий налёт',
            paragraphs: [
              'Рыжие пятна ржавчины появляются, когда вода слишком долго остаётся на металле. Счистите их металлической губкой, вымойте и высушите сковороду, а затем нанесите очень тонкий слой масла на всю поверхность. Поставьте её вверх дном в духовку на час при 220–250 °C и дайте остыть там же. Липкий налёт — обратная проблема, лишнее масло, и лечится он тем же часом в горячей духовке.',
            ],
          },
          {
            heading: 'С эмалированным чугуном всё иначе',
            paragraphs: [
              'Эмалированную кастрюлю прокаливать не нужно: металл закрыт стеклоэмалью. Пригоревшее не отскребайте, а замочите в тёплой воде с ложкой пищевой соды. Пользуйтесь деревянными или силиконовыми лопатками, нагревайте кастрюлю постепенно и не опускайте горячую посуду в холодную воду. При таком уходе эмаль десятилетиями сохраняет блеск.',
            ],
          },
        ],
      },
      {
        titles: ['Лён на кухне: как стирать и ухаживать', 'Уход за льняными полотенцами и скатертями'],
        description: 'Почему лён так хорош на кухне, как стирать его в первый и последующие разы и что делать с пятнами, глажкой и хранением льняного текстиля.',
        excerpt: 'Льняные полотенца и скатерти с годами становятся только лучше, если не совершать нескольких частых ошибок. Коротко о стирке, сушке и хранении.',
        sections: [
          {
            heading: 'Почему лён так хорош на кухне',
            paragraphs: [
              'Льняную ткань делают из волокон льна — длинных, прочных и хорошо впитывающих воду. Льняное полотенце вытирает бокалы без ворсинок и быстро сохнет само, поэтому не остаётся сырым и не пахнет. Стираный лён умягчают ещё на фабрике. Каждая домашняя стирка делает его мягче.',
            ],
          },
          {
            heading: 'Первая стирка',
            paragraphs: [
              'Новый лён в первый раз стирайте отдельно, при 40 °C с мягким жидким средством. Немного ворса и краски может выйти — это нормально. Ткань может сесть до четырёх процентов, особенно если её не стирали на производстве. После первой стирки лён можно стирать вместе с вещами похожего цвета.',
            ],
          },
          {
            heading: 'Обычная стирка и сушка',
            paragraphs: [
              'Кухонные полотенца можно стирать при 40–60 °C, скатерти — при 40 °C. Кондиционер для белья не добавляйте: он обволакивает волокна, и лён хуже впитывает воду. Лучше всего сушить на верёвке, а в сушильной машине — на щадящем режиме, вынимая ткань чуть влажной. Пересушенный лён со временем становится жёстким и ломким.',
            ],
          },
          {
            heading: 'Пятна, глажка и хранение',
            paragraphs: [
              'Пятна выводите сразу: вино, кофе и кровь — холодной водой, жир — каплей средства для посуды. Хлорные отбеливатели не используйте, они разрушают льняное волокно. Гладить лён не обязательно, если встряхнуть и расправить его влажным, но для праздничного стола можно пройтись горячим утюгом с изнанки. Храните текстиль свободно сложенным в сухом проветриваемом шкафу, а не в пластиковых пакетах.',
            ],
          },
        ],
      },
      {
        titles: ['Каменная керамика, фарфор или фаянс: какие тарелки выбрать', 'Какая посуда подойдёт для ежедневных обедов?'],
        description: 'Чем на самом деле отличаются тарелки из каменной керамики, фарфора и фаянса, как каждая переносит ежедневную жизнь и что проверить перед покупкой.',
        excerpt: 'Тарелками пользуются три раза в день, поэтому материал важнее узора. Сравниваем каменную керамику, фарфор и фаянс.',
        sections: [
          {
            heading: 'В чём на самом деле разница',
            paragraphs: [
              'Все три материала — глина, обожжённая в печи, но из разного сырья и при разной температуре. Фаянс обжигают при самой низкой температуре, и под глазурью он остаётся чуть пористым. Каменную керамику обжигают горячее, и черепок получается плотным и прочным. Фарфор обжигают сильнее всего из тонкой белой глины, поэтому он тонкий, твёрдый и слегка просвечивает.',
            ],
          },
          {
            heading: 'Каменная керамика: прочная и неприхотливая',
            paragraphs: [
              'Тарелки из каменной керамики тяжёлые, толстостенные и плохо поддаются сколам, поэтому хороши для семей с детьми и кухонь, где много готовят. Реактивная глазурь делает каждую тарелку немного непохожей на соседнюю. Большинство таких тарелок можно мыть в посудомойке, греть в микроволновке и ставить в духовку. Главный минус — вес, если стопка стоит на верхней полке.',
            ],
          },
          {
            heading: 'Фарфор и фаянс',
            paragraphs: [
              'Фарфор выглядит хрупким, но на деле прочен и подходит и для будней, и для праздничного стола. Фарфоровые тарелки легче керамических и обычно белые, поэтому еда на них смотрится особенно ярко. Фаянс самый красочный и часто самый доступный по цене, с яркой ручной росписью. Сколы на нём появляются легче, поэтому он хорош для сервировочных блюд и нечастого использования.',
            ],
          },
          {
            heading: 'Что проверить перед покупкой сервиза',
            paragraphs: [
              'Измерьте полки и корзины посудомоечной машины: большие обеденные тарелки помещаются не везде. Проверьте, можно ли мыть сервиз в посудомойке и греть в микроволновке и можно ли потом докупить отдельные предметы взамен разбитых. Если есть возможность, подержите тарелку в руках или посмотрите её вес в описании. Сервизом, который приятно держать, будете пользоваться каждый день.',
            ],
          },
        ],
      },
    ],
  },
};
