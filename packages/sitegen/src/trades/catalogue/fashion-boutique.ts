import type { Trade } from '../types.ts';

export const fashionBoutique: Trade = {
  id: 'fashion-boutique',
  theme: 'Fashion Boutique',
  kind: 'products',
  icons: 'shop',
  offerIcons: ['snowflake', 'shirt', 'sun', 'spool', 'sparkles', 'handbag', 'ribbon', 'footprints'],
  en: {
    noun: 'boutique',
    descriptor: 'a small fashion boutique of women’s clothing and accessories, bought in small runs',
    audience: 'customers',
    eyebrows: ['Clothing & accessories', 'Women’s clothing and accessories', 'Fashion boutique'],
    heroTitles: [
      'Clothes you’ll reach for every morning',
      'Considered pieces for a wardrobe that works',
      'Clothing and accessories in small runs',
      'Coats, dresses and knitwear chosen with care',
    ],
    heroLeads: [
      'Natural fabrics, good cuts and only a few pieces in each size, so you won’t see your dress on everyone else. Come in to try things on, or order online.',
      '{brand} brings together coats, knitwear, dresses and leather accessories that work with what you already own. Ask for help and we’ll put a whole outfit together with you.',
      'Silk, wool, linen and leather in colours that mix and match. Every piece is chosen to be worn for many seasons, not just this one.',
    ],
    offersHeadings: ['New in this season', 'Pieces to build a wardrobe around', 'From the boutique rails'],
    offersLeads: [
      'A few pieces in each size, restocked every few weeks. When a style sells out, something new takes its place.',
      'Coats, knitwear, dresses and leather accessories in colours that work together, so one purchase goes with many others.',
    ],
    offers: [
      {
        title: 'Wool-blend tailored coat',
        text: 'A straight, knee-length coat in a wool and cashmere blend, fully lined, with room for a jumper underneath. In camel, charcoal and navy.',
        price: 289,
      },
      {
        title: 'Silk blouse',
        text: 'A soft washed-silk blouse with a relaxed collar and covered buttons. Tucked into trousers for work or worn loose with jeans at the weekend.',
        price: 129,
      },
      {
        title: 'Linen wide-leg trousers',
        text: 'High-waisted, wide-leg trousers in heavy linen with side pockets and a half-elasticated back. Cool in summer, smart enough for the office.',
        price: 95,
      },
      {
        title: 'Merino wool crew-neck jumper',
        text: 'A fine-gauge extra-fine merino jumper that doesn’t itch and layers neatly under a coat or over a shirt. In eight colours that change with the season.',
        price: 110,
      },
      {
        title: 'Midi wrap dress',
        text: 'A true wrap dress in fluid viscose crepe that adjusts at the waist and flatters most figures. Works with trainers by day and heels in the evening.',
        price: 145,
      },
      {
        title: 'Leather crossbody bag',
        text: 'A compact bag in smooth full-grain leather with an adjustable strap, a zipped inside pocket and room for a phone, keys and a small purse.',
        price: 165,
      },
      {
        title: 'Printed silk scarf',
        text: 'A 70 by 70 cm silk twill scarf with hand-rolled edges. Tie it at the neck, around a bag handle or in your hair.',
        price: 65,
      },
      {
        title: 'Leather ankle boots',
        text: 'Chelsea-style ankle boots in soft leather on a low, stacked heel with a rubber sole. Comfortable for a full day on your feet.',
        price: 195,
      },
    ],
    highlights: [
      {
        title: 'A few of each size',
        text: 'We buy every style in small numbers, so the rails change often and you rarely meet your outfit on someone else.',
      },
      {
        title: 'Natural fabrics first',
        text: 'Wool, silk, linen, cotton and leather make up most of what we sell. They breathe, wear well and are worth repairing.',
      },
      {
        title: 'Honest help with fit',
        text: 'If something doesn’t suit you, we’ll say so kindly and find a cut that does. Nobody is rushed in the fitting room.',
      },
      {
        title: 'Whole outfits, not single pieces',
        text: 'Bring a piece you already own and we’ll suggest what to wear with it, so a new purchase works with your wardrobe.',
      },
      {
        title: 'Exchanges within 14 days',
        text: 'Unworn pieces with their tags on can be exchanged or returned within 14 days, in the boutique or by post.',
      },
    ],
    process: [
      {
        title: 'Browse in person or online',
        text: 'Visit the boutique or look through the new arrivals on the website, where every piece has its measurements and fabric listed.',
      },
      {
        title: 'Reserve to try on',
        text: 'Send us a message with the piece and size, and we’ll keep it aside for you for 48 hours.',
      },
      {
        title: 'Try it in the fitting room',
        text: 'Take your time, try a size up or down, and ask us what to wear it with. We’ll bring other pieces to the fitting room for you.',
      },
      {
        title: 'Take it home or have it delivered',
        text: 'Pay in the boutique and leave with your purchase in a paper bag, or order online and we’ll post it to your address.',
      },
      {
        title: 'Exchange if it isn’t right',
        text: 'Changed your mind? Bring or send the piece back unworn with its tags within 14 days for an exchange or refund.',
      },
    ],
    faq: [
      {
        question: 'What sizes do you stock?',
        answer: 'Most styles come in sizes XS to XL. Every piece on the website lists its measurements in centimetres, and we’re happy to measure a garment for you before you order.',
      },
      {
        question: 'Can I reserve something to try on?',
        answer: 'Yes. Send us a message with the name of the piece and your size, and we’ll keep it aside for 48 hours so you can come in and try it.',
      },
      {
        question: 'What is your returns policy?',
        answer: 'Unworn pieces with their tags can be returned or exchanged within 14 days of purchase or delivery. Please bring the receipt or order number.',
      },
      {
        question: 'Do you deliver?',
        answer: 'Yes, we post orders from the website to your address or a pick-up point. The delivery cost is shown at checkout, and orders usually leave us within two working days.',
      },
      {
        question: 'How often do new pieces arrive?',
        answer: 'New styles come in every few weeks and in small numbers, so popular sizes go quickly. Tell us what you’re looking for and we’ll let you know when something suitable arrives.',
      },
      {
        question: 'How do I look after silk and wool?',
        answer: 'Follow the care label first. In general, hand wash silk and merino in cool water with a gentle detergent, never wring them, and dry flat away from heat. Coats and tailoring are best sent to a dry cleaner.',
      },
    ],
    story: [
      '{brand} is a small boutique with a simple aim: clothes you will wear again and again. We choose every piece by hand, checking the fabric, the seams and the way it hangs. If we wouldn’t wear it ourselves for several seasons, it doesn’t go on the rails.',
      'Each style is bought in small numbers, a few in every size. The rails change every few weeks, and when a piece sells out, we rarely order it again. Colours are picked to work together, so a jumper from one delivery goes with trousers from the next.',
      'Shopping here is unhurried. Try on as much as you like, bring a piece from home to match, or ask for an honest opinion on fit. We would rather you leave with one thing you love than three you never wear.',
    ],
    values: [
      { title: 'Clothes for many seasons', text: 'Good fabric, careful cuts and colours that don’t date, so pieces stay in your wardrobe for years.' },
      { title: 'Honest advice', text: 'We tell you what suits you and what doesn’t, even when that means you buy less.' },
      { title: 'Small runs', text: 'A few pieces of each style keep the boutique changing and your wardrobe your own.' },
      { title: 'Natural materials', text: 'Wool, silk, linen, cotton and leather that feel good on the skin and can be mended.' },
    ],
    ctaHeadings: ['Come and try something on', 'See what’s new on the rails', 'Find a piece you’ll wear for years'],
    ctaTexts: [
      'Visit us to try things on at your own pace, or send a message and we’ll keep your size aside for 48 hours.',
      'New pieces arrive every few weeks in small numbers. Ask us about sizes and fit before you order online.',
    ],
    articles: [
      {
        titles: ['How to build a capsule wardrobe that actually works', 'A capsule wardrobe for every day of the season'],
        description: 'How to build a small capsule wardrobe: start from what you wear, pick a colour palette, choose the core pieces and add accessories that change the look.',
        excerpt: 'A capsule wardrobe is not about owning as little as possible. The idea is to own pieces that all work together, so getting dressed takes minutes.',
        sections: [
          {
            heading: 'Start with what you already wear',
            paragraphs: [
              'Before buying anything, take a week to notice what you actually put on. Most people wear a fifth of their wardrobe most of the time. Those favourite pieces tell you which shapes, fabrics and colours suit your real life. Keep them at the centre of your capsule and build around them.',
            ],
          },
          {
            heading: 'Choose a colour palette',
            paragraphs: [
              'Pick two or three base colours, such as navy, grey, camel or black, for coats, trousers and knitwear. Add two accent colours you love wearing near your face, for blouses, scarves and jumpers. When everything sits within one palette, almost every top works with every bottom. Ten pieces can then make dozens of outfits.',
            ],
          },
          {
            heading: 'The core pieces',
            paragraphs: [
              'A typical season needs a good coat, two or three knits, a few shirts or blouses, two pairs of trousers, a skirt or a dress, and two pairs of shoes. Spend more on what you wear most often and what must last, such as the coat and the shoes. Choose simple shapes in good fabric over trend details that date quickly. Check that each new piece goes with at least three things you already own.',
            ],
          },
          {
            heading: 'Accessories change the look',
            paragraphs: [
              'Scarves, belts, bags and jewellery are where a capsule gets its personality. A silk scarf can make the same navy jumper look different every day. A good leather bag goes with everything and lasts for years. Add one or two seasonal pieces at a time, rather than a whole new wardrobe each spring.',
            ],
          },
        ],
      },
      {
        titles: ['How to choose a winter coat that lasts', 'Wool, cashmere or a blend: choosing a winter coat'],
        description: 'What to look for in a winter coat: the fabric label, the fit over a jumper, signs of good construction and simple care that keeps a coat looking new.',
        excerpt: 'A winter coat is worn almost every day for months. A few minutes with the label, the lining and the mirror will tell you whether it will last.',
        sections: [
          {
            heading: 'Read the fabric label',
            paragraphs: [
              'For warmth, look for at least 60–70 per cent wool; the rest is often polyamide or polyester for strength. A touch of cashmere makes the cloth softer but less hard-wearing, so a blend is usually more practical than pure cashmere. Coats with mostly synthetic fibres pill faster and hold less heat. A dense, heavy cloth is warmer than a thick but loose one.',
            ],
          },
          {
            heading: 'Check the fit with a jumper underneath',
            paragraphs: [
              'Always try a winter coat over the thickest knit you plan to wear. You should be able to cross your arms and reach forward without the back pulling tight. The shoulder seam should sit at your shoulder bone, not hang below it. Sleeves are right when they cover your wrist bone with your arms by your sides.',
            ],
          },
          {
            heading: 'Signs of good construction',
            paragraphs: [
              'Turn the coat inside out. A full lining helps it slide over other clothes and adds warmth. Seams should be straight and flat, buttons sewn on firmly with a shank, and buttonholes neatly finished. Pattern and texture should line up at the seams and pockets.',
            ],
          },
          {
            heading: 'Looking after your coat',
            paragraphs: [
              'Hang the coat on a broad wooden hanger so the shoulders keep their shape. Brush it after wearing to remove dust and let it air before putting it away. Dry clean only once or twice a season, because frequent cleaning wears out the fibres. Between seasons, store it in a breathable cotton cover with cedar blocks to keep moths away.',
            ],
          },
        ],
      },
      {
        titles: ['Caring for silk, wool and linen at home', 'How to wash silk, wool and linen without damage'],
        description: 'Simple home care for silk blouses, merino knits and linen trousers: how to wash, dry and store natural fabrics so they keep their shape and colour.',
        excerpt: 'Natural fabrics last for years with the right care. Most of it can be done at home in a basin, with a gentle detergent and a towel.',
        sections: [
          {
            heading: 'Silk',
            paragraphs: [
              'Check the care label: many washed silks can be hand washed, while structured silk pieces need a dry cleaner. Use cool water and a detergent for delicates, and swish the garment gently for a few minutes. Never wring silk; roll it in a towel to remove water and hang it on a padded hanger away from the sun. Iron on the reverse at a low setting while still slightly damp.',
            ],
          },
          {
            heading: 'Wool and merino knits',
            paragraphs: [
              'Knitwear needs washing less often than you think, and airing overnight freshens it between wears. When it does need a wash, use cool water and a wool detergent, by hand or on the wool cycle. Press out the water without twisting and dry the jumper flat on a towel, easing it back into shape. Remove any bobbles with a fabric comb rather than pulling them.',
            ],
          },
          {
            heading: 'Linen',
            paragraphs: [
              'Linen is the easiest of the three and can go in the machine at 30–40 °C. Skip fabric softener, which makes the fibres less breathable. Hang linen to dry straight from the machine and smooth it with your hands, and most creases will fall out. If you prefer a crisp look, iron it while still damp on a hot setting.',
            ],
          },
          {
            heading: 'Storing between seasons',
            paragraphs: [
              'Always clean clothes before putting them away, because moths are drawn to traces of skin and food. Fold knitwear rather than hanging it, so the shoulders don’t stretch. Store wool and silk in breathable cotton bags with cedar or lavender, never in sealed plastic. Check on them once or twice during the season to let in some air.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'бутик',
    descriptor: 'небольшой бутик женской одежды и аксессуаров, где каждую модель привозят малыми партиями',
    audience: 'покупательницы',
    eyebrows: ['Одежда и аксессуары', 'Женская одежда и аксессуары', 'Бутик одежды'],
    heroTitles: [
      'Одежда, которую хочется надевать каждый день',
      'Продуманные вещи для гардероба, который работает',
      'Одежда и аксессуары малыми партиями',
      'Пальто, платья и трикотаж, выбранные с вниманием',
    ],
    heroLeads: [
      'Натуральные ткани, хороший крой и всего несколько вещей каждого размера — своё платье вы вряд ли увидите на ком-то ещё. Приходите примерять или заказывайте на сайте.',
      '«{brand}» — пальто, трикотаж, платья и кожаные аксессуары, которые сочетаются с тем, что уже есть в вашем шкафу. Попросите помочь, и мы вместе соберём целый образ.',
      'Шёлк, шерсть, лён и кожа в цветах, которые легко сочетать между собой. Каждую вещь мы выбираем так, чтобы её носили много сезонов, а не один.',
    ],
    offersHeadings: ['Новое в этом сезоне', 'Вещи, вокруг которых строится гардероб', 'С вешалок нашего бутика'],
    offersLeads: [
      'Несколько вещей каждого размера, новые поставки раз в несколько недель. Когда модель заканчивается, на её месте появляется другая.',
      'Пальто, трикотаж, платья и кожаные аксессуары в сочетающихся цветах: одна покупка подходит ко многим другим.',
    ],
    offers: [
      {
        title: 'Пальто из шерсти с кашемиром',
        text: 'Прямое пальто до колена из смеси шерсти и кашемира, на полной подкладке, с запасом под свитер. Цвета: кэмел, графит и тёмно-синий.',
        price: 289,
      },
      {
        title: 'Шёлковая блузка',
        text: 'Мягкая блузка из стираного шёлка со свободным воротником и обтянутыми пуговицами. В офис — заправленной в брюки, на выходные — навыпуск с джинсами.',
        price: 129,
      },
      {
        title: 'Льняные широкие брюки',
        text: 'Брюки с высокой посадкой и широкими штанинами из плотного льна, с боковыми карманами и резинкой сзади на поясе. Не жарко летом и достаточно строго для офиса.',
        price: 95,
      },
      {
        title: 'Джемпер из мериноса',
        text: 'Тонкий джемпер с круглым вырезом из экстратонкого мериноса: не колется и аккуратно ложится под пальто или поверх рубашки. Восемь цветов, которые меняются от сезона к сезону.',
        price: 110,
      },
      {
        title: 'Платье миди с запахом',
        text: 'Платье с настоящим запахом из струящегося вискозного крепа: регулируется по талии и идёт большинству фигур. Днём — с кедами, вечером — с каблуками.',
        price: 145,
      },
      {
        title: 'Кожаная сумка через плечо',
        text: 'Компактная сумка из гладкой натуральной кожи с регулируемым ремнём и внутренним карманом на молнии. Помещаются телефон, ключи и небольшой кошелёк.',
        price: 165,
      },
      {
        title: 'Шёлковый платок с принтом',
        text: 'Платок 70 на 70 см из шёлкового твила с подрубкой вручную. Можно повязать на шею, на ручку сумки или в волосы.',
        price: 65,
      },
      {
        title: 'Кожаные ботильоны',
        text: 'Ботинки-челси из мягкой кожи на невысоком наборном каблуке и резиновой подошве. Удобны, даже если весь день на ногах.',
        price: 195,
      },
    ],
    highlights: [
      {
        title: 'Несколько вещей каждого размера',
        text: 'Каждую модель мы берём небольшой партией, поэтому ассортимент часто обновляется, а свой образ вы почти не встретите на других.',
      },
      {
        title: 'Прежде всего натуральные ткани',
        text: 'Шерсть, шёлк, лён, хлопок и кожа — основа всего, что мы продаём. Они дышат, хорошо носятся и заслуживают ремонта.',
      },
      {
        title: 'Честно подскажем с посадкой',
        text: 'Если вещь вам не идёт, мы скажем об этом деликатно и найдём фасон, который подойдёт. В примерочной никто не торопит.',
      },
      {
        title: 'Образы, а не отдельные вещи',
        text: 'Принесите вещь из своего гардероба, и мы подскажем, с чем её носить, чтобы новая покупка сочеталась с тем, что у вас уже есть.',
      },
      {
        title: 'Обмен в течение 14 дней',
        text: 'Неношеные вещи с бирками можно обменять или вернуть в течение 14 дней — в бутике или по почте.',
      },
    ],
    process: [
      {
        title: 'Выберите в бутике или на сайте',
        text: 'Приходите в бутик или смотрите новинки на сайте, где у каждой вещи указаны замеры и состав ткани.',
      },
      {
        title: 'Отложите для примерки',
        text: 'Напишите нам название модели и размер, и мы отложим вещь для вас на 48 часов.',
      },
      {
        title: 'Примерьте без спешки',
        text: 'Примеряйте сколько угодно, берите размер больше или меньше и спрашивайте, с чем это носить. Другие вещи мы сами принесём в примерочную.',
      },
      {
        title: 'Заберите или закажите доставку',
        text: 'Оплатите покупку в бутике и заберите её в бумажном пакете или оформите заказ на сайте, и мы отправим его по вашему адресу.',
      },
      {
        title: 'Обменяйте, если не подошло',
        text: 'Передумали? Верните неношеную вещь с бирками в течение 14 дней — обменяем или вернём деньги.',
      },
    ],
    faq: [
      {
        question: 'Какие размеры у вас есть?',
        answer: 'Большинство моделей представлено в размерах от XS до XL. У каждой вещи на сайте указаны замеры в сантиметрах, а по просьбе мы измерим изделие перед заказом.',
      },
      {
        question: 'Можно ли отложить вещь для примерки?',
        answer: 'Да. Напишите нам название модели и размер, и мы отложим её на 48 часов, чтобы вы успели прийти и примерить.',
      },
      {
        question: 'Как вернуть или обменять покупку?',
        answer: 'Неношеные вещи с бирками можно вернуть или обменять в течение 14 дней после покупки или получения заказа. Возьмите с собой чек или номер заказа.',
      },
      {
        question: 'Вы доставляете заказы?',
        answer: 'Да, заказы с сайта отправляем по адресу или в пункт выдачи. Стоимость доставки видна при оформлении, а отправляем обычно в течение двух рабочих дней.',
      },
      {
        question: 'Как часто появляются новинки?',
        answer: 'Новые модели приходят раз в несколько недель и небольшими партиями, поэтому ходовые размеры быстро заканчиваются. Расскажите, что вы ищете, и мы сообщим, когда появится подходящая вещь.',
      },
      {
        question: 'Как ухаживать за шёлком и шерстью?',
        answer: 'Сначала смотрите на ярлык. Обычно шёлк и меринос стирают вручную в прохладной воде с деликатным средством, не выкручивают и сушат на горизонтальной поверхности вдали от батареи. Пальто и костюмы лучше отдавать в химчистку.',
      },
    ],
    story: [
      '«{brand}» — небольшой бутик с простой задачей: одежда, которую будут носить снова и снова. Каждую вещь мы выбираем сами, проверяя ткань, швы и то, как она сидит. Если сами не стали бы носить её несколько сезонов, на вешалку она не попадёт.',
      'Каждую модель берём понемногу, по несколько штук каждого размера. Ассортимент обновляется раз в несколько недель, и распроданные вещи мы почти никогда не дозаказываем. Цвета подбираем так, чтобы джемпер из одной поставки сочетался с брюками из следующей.',
      'Покупки здесь не делают на бегу. Примеряйте сколько хотите, приносите вещь из дома, чтобы подобрать к ней пару, или просите честного мнения о посадке. Пусть лучше вы уйдёте с одной любимой вещью, чем с тремя, которые так и не наденете.',
    ],
    values: [
      { title: 'Вещи на много сезонов', text: 'Хорошая ткань, аккуратный крой и цвета вне моды — такие вещи остаются в гардеробе годами.' },
      { title: 'Честный совет', text: 'Говорим, что вам идёт, а что нет, даже если из-за этого вы купите меньше.' },
      { title: 'Малые партии', text: 'Несколько вещей каждой модели: ассортимент меняется, а ваш гардероб остаётся только вашим.' },
      { title: 'Натуральные материалы', text: 'Шерсть, шёлк, лён, хлопок и кожа, которые приятны телу и поддаются ремонту.' },
    ],
    ctaHeadings: ['Приходите на примерку', 'Посмотрите новинки сезона', 'Найдите вещь, которую будете носить годами'],
    ctaTexts: [
      'Приходите примерять без спешки или напишите нам, и мы отложим ваш размер на 48 часов.',
      'Новые вещи приходят раз в несколько недель небольшими партиями. Спросите нас о размере и посадке перед заказом на сайте.',
    ],
    articles: [
      {
        titles: ['Как собрать капсульный гардероб, который действительно работает', 'Капсульный гардероб на весь сезон'],
        description: 'Как собрать небольшой капсульный гардероб: начать с того, что вы носите, выбрать палитру, подобрать базовые вещи и добавить аксессуары.',
        excerpt: 'Капсульный гардероб — не про то, чтобы иметь как можно меньше вещей. Его смысл — в вещах, которые сочетаются между собой, чтобы собираться по утрам за несколько минут.',
        sections: [
          {
            heading: 'Начните с того, что уже носите',
            paragraphs: [
              'Прежде чем что-то покупать, понаблюдайте неделю, что вы на самом деле надеваете. Большинство людей почти всё время носят примерно пятую часть своего гардероба. Любимые вещи подскажут, какие силуэты, ткани и цвета подходят вашей жизни. Сделайте их центром капсулы и стройте гардероб вокруг них.',
            ],
          },
          {
            heading: 'Выберите цветовую палитру',
            paragraphs: [
              'Возьмите два-три базовых цвета — тёмно-синий, серый, кэмел или чёрный — для пальто, брюк и трикотажа. Добавьте два акцентных цвета, которые вам идут у лица, для блузок, платков и джемперов. Когда всё в одной палитре, почти любой верх сочетается с любым низом. Из десяти вещей тогда получаются десятки комплектов.',
            ],
          },
          {
            heading: 'Базовые вещи',
            paragraphs: [
              'Обычно на сезон нужны хорошее пальто, два-три свитера, несколько рубашек или блузок, две пары брюк, юбка или платье и две пары обуви. Больше тратьте на то, что носите чаще всего и что должно служить долго, — на пальто и обувь. Выбирайте простые силуэты из хорошей ткани, а не модные детали, которые быстро устаревают. Проверяйте, что каждая новая вещь сочетается хотя бы с тремя, которые у вас уже есть.',
            ],
          },
          {
            heading: 'Аксессуары меняют образ',
            paragraphs: [
              'Платки, ремни, сумки и украшения придают капсуле характер. Шёлковый платок каждый день по-новому меняет один и тот же тёмно-синий джемпер. Хорошая кожаная сумка подходит ко всему и служит годами. Добавляйте одну-две сезонные вещи за раз, а не покупайте каждую весну новый гардероб.',
            ],
          },
        ],
      },
      {
        titles: ['Как выбрать зимнее пальто, которое прослужит долго', 'Шерсть, кашемир или смесь: выбираем зимнее пальто'],
        description: 'На что смотреть при выборе зимнего пальто: состав на ярлыке, посадка поверх свитера, признаки хорошего пошива и простой уход, который сохранит вид.',
        excerpt: 'Зимнее пальто носят почти каждый день несколько месяцев подряд. Несколько минут с ярлыком, подкладкой и зеркалом покажут, прослужит ли оно долго.',
        sections: [
          {
            heading: 'Прочитайте состав',
            paragraphs: [
              'Для тепла ищите не меньше 60–70 процентов шерсти, остальное обычно полиамид или полиэстер для прочности. Немного кашемира делает ткань мягче, но менее износостойкой, поэтому смесь практичнее чистого кашемира. Пальто в основном из синтетики быстрее покрывается катышками и хуже держит тепло. Плотная тяжёлая ткань теплее толстой, но рыхлой.',
            ],
          },
          {
            heading: 'Примеряйте поверх свитера',
            paragraphs: [
              'Зимнее пальто всегда примеряйте поверх самого толстого свитера, с которым собираетесь его носить. Скрестите руки и потянитесь вперёд: ткань на спине не должна натягиваться. Плечевой шов должен лежать на плечевой косточке, а не свисать ниже. Рукава правильной длины, когда закрывают запястную косточку при опущенных руках.',
            ],
          },
          {
            heading: 'Признаки хорошего пошива',
            paragraphs: [
              'Выверните пальто наизнанку. Полная подкладка помогает ему скользить по одежде и добавляет тепла. Швы должны быть ровными и плоскими, пуговицы пришиты крепко, на ножке, а петли аккуратно обработаны. Рисунок и фактура ткани на швах и карманах должны совпадать.',
            ],
          },
          {
            heading: 'Уход за пальто',
            paragraphs: [
              'Вешайте пальто на широкие деревянные плечики, чтобы плечи держали форму. После носки почистите его щёткой и дайте проветриться, прежде чем убрать в шкаф. В химчистку отдавайте раз-два за сезон, потому что частая чистка изнашивает волокна. Между сезонами храните пальто в дышащем хлопковом чехле с кедровыми брусочками от моли.',
            ],
          },
        ],
      },
      {
        titles: ['Уход за шёлком, шерстью и льном дома', 'Как стирать шёлк, шерсть и лён и не испортить вещи'],
        description: 'Простой домашний уход за шёлковыми блузками, трикотажем из мериноса и льняными брюками: как стирать, сушить и хранить натуральные ткани.',
        excerpt: 'Вещи из натуральных тканей служат годами при правильном уходе. Почти всё можно сделать дома: нужны таз, деликатное средство и полотенце.',
        sections: [
          {
            heading: 'Шёлк',
            paragraphs: [
              'Сначала посмотрите на ярлык: стираный шёлк часто можно стирать вручную, а вещи сложного кроя лучше отдать в химчистку. Используйте прохладную воду и средство для деликатных тканей, несколько минут аккуратно полощите вещь. Шёлк нельзя выкручивать: заверните его в полотенце, чтобы убрать воду, и повесьте на мягкие плечики подальше от солнца. Гладьте с изнанки на слабом режиме, пока ткань чуть влажная.',
            ],
          },
          {
            heading: 'Шерсть и трикотаж из мериноса',
            paragraphs: [
              'Трикотаж нужно стирать реже, чем кажется: между носками достаточно проветрить его ночь. Когда стирка всё же нужна, берите прохладную воду и средство для шерсти, вручную или в режиме «шерсть». Отожмите воду, не перекручивая, и сушите джемпер разложенным на полотенце, расправив по форме. Катышки снимайте специальным гребнем, а не выдёргивайте.',
            ],
          },
          {
            heading: 'Льняные вещи',
            paragraphs: [
              'Лён — самый неприхотливый из трёх, его можно стирать в машине при 30–40 °C. Кондиционер не добавляйте, он ухудшает воздухопроницаемость волокон. Сразу после стирки повесьте вещь и расправьте руками — большинство складок разгладится само. Если нравится строгий вид, гладьте лён влажным на высокой температуре.',
            ],
          },
          {
            heading: 'Хранение между сезонами',
            paragraphs: [
              'Убирайте на хранение только чистые вещи: моль привлекают следы кожи и еды. Трикотаж складывайте, а не вешайте, чтобы не растянулись плечи. Шерсть и шёлк храните в хлопковых мешках с кедром или лавандой, но не в закрытом пластике. Раз-два за сезон доставайте вещи, чтобы проветрить.',
            ],
          },
        ],
      },
    ],
  },
};
