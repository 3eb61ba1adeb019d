import type { Trade } from '../types.ts';

export const photography: Trade = {
  id: 'photography',
  theme: 'Photography',
  kind: 'services',
  icons: 'creative',
  offerIcons: ['camera', 'users', 'baby', 'gem', 'heart', 'flower-2', 'contact', 'shopping-bag', 'book-image'],
  offerLines: { portraits: [0, 1, 2], weddings: [3, 4, 5], business: [6, 7] },
  en: {
    noun: 'photographer',
    descriptor: 'a photographer for portraits, families, weddings and products, on location or in the studio',
    audience: 'clients',
    eyebrows: ['Portraits, families, weddings', 'Photo sessions and weddings', 'Photography'],
    heroTitles: [
      'Portraits, family sessions and weddings',
      'Natural photos of your people and your day',
      'Portraits, weddings and product shoots',
      'Relaxed sessions, honest photos, no stiff poses',
    ],
    heroLeads: [
      'Portraits, family sessions, weddings and product photos, on location or in the studio. Relaxed direction, careful editing and a private online gallery for every shoot.',
      '{brand} takes photos that look like you on a good day, not like a catalogue. Sessions are unhurried, and you choose your favourite frames from the gallery.',
      'Planning a wedding, a family session or new pictures for your online shop? Tell us the date and what you have in mind, and we’ll suggest a plan and a price.',
    ],
    offersHeadings: ['Sessions and prices', 'Portraits, families, weddings and products', 'Photography packages'],
    offersLeads: [
      'Every session includes planning, the shoot itself, careful colour editing and a private online gallery to download from.',
      'Prices are starting prices. The final cost depends on the length of the shoot, the location and the number of edited photos.',
    ],
    offers: [
      {
        title: 'Portrait session',
        text: 'An hour on location or in the studio for one person, with help on posing and outfits. Around 20 edited photos in your online gallery.',
        price: 150,
        from: true,
      },
      {
        title: 'Family photo session',
        text: 'Up to 90 minutes at home, in a park or on the beach, for parents, children, grandparents and pets. Around 40 edited photos.',
        price: 200,
        from: true,
      },
      {
        title: 'Newborn and baby session',
        text: 'A gentle session at your home in the first weeks, paced around feeds and naps, with close-ups and family portraits. Around 30 edited photos.',
        price: 250,
        from: true,
      },
      {
        title: 'Couple or engagement shoot',
        text: 'An hour together somewhere that means something to you. Ideal before a wedding, to get used to the camera and to each other in front of it.',
        price: 180,
        from: true,
      },
      {
        title: 'Wedding day coverage',
        text: 'Up to ten hours, from getting ready to the first dance, with an online gallery of the edited photos.',
        price: 1800,
        from: true,
      },
      {
        title: 'Small wedding or elopement',
        text: 'Up to three hours for registry office ceremonies, intimate weddings and elopements: the vows, family groups and couple portraits.',
        price: 700,
        from: true,
      },
      {
        title: 'Business headshots',
        text: 'Consistent, natural headshots for teams and freelancers, on a plain background or at your workplace, with two edited photos per person.',
        price: 80,
        from: true,
        unit: 'per person',
      },
      {
        title: 'Product photography',
        text: 'Clean shots on white for online shops and marketplaces, plus styled lifestyle pictures on request. Colour-accurate and ready to upload.',
        price: 25,
        from: true,
        unit: 'per product',
      },
      {
        title: 'Printed photo album',
        text: 'A hardback lay-flat album of 20 spreads, designed from your gallery and printed on thick matt paper. A classic for weddings and families.',
        price: 300,
        from: true,
      },
    ],
    highlights: [
      {
        title: 'Relaxed, natural direction',
        text: 'No stiff poses or forced smiles. We give simple prompts, let you move, and catch the moments in between.',
      },
      {
        title: 'Planned before the day',
        text: 'A short call or questionnaire before every shoot covers the location, timing, outfits and the photos that matter most to you.',
      },
      {
        title: 'Every photo edited by hand',
        text: 'Colour, light and skin tones are adjusted frame by frame, keeping you looking like yourself rather than airbrushed.',
      },
      {
        title: 'Private online gallery',
        text: 'Photos are delivered to a private gallery where you can download them in full resolution, share them with family and order prints.',
      },
      {
        title: 'Clear delivery dates',
        text: 'Portrait and family galleries arrive within two weeks, weddings within six, with a preview in the first week.',
      },
    ],
    process: [
      {
        title: 'Get in touch',
        text: 'Send the date, the type of shoot and a few words about what you have in mind. We’ll reply with availability and a price.',
      },
      {
        title: 'Plan the shoot',
        text: 'We agree on the location, timing and outfits, and for weddings a timeline and a list of family groups.',
      },
      {
        title: 'Book your date',
        text: 'A short agreement and a deposit secure the date. The balance is due shortly before or on the day of the shoot.',
      },
      {
        title: 'The session',
        text: 'We arrive early, set up and keep things relaxed. Children and pets set the pace, and nobody is rushed.',
      },
      {
        title: 'Your gallery and prints',
        text: 'Edited photos arrive in your private online gallery. Download them, share them and order prints or an album if you’d like.',
      },
    ],
    faq: [
      {
        question: 'How many photos will we receive?',
        answer: 'The number depends on the session: around 20 from a portrait session, around 40 from a family session and 400–600 from a full wedding day. Every delivered photo is fully edited.',
      },
      {
        question: 'How long until we see our photos?',
        answer: 'Portrait and family galleries are ready within two weeks. Weddings take up to six weeks, and you receive a preview of favourite frames within the first week.',
      },
      {
        question: 'What should we wear?',
        answer: 'Choose comfortable clothes in soft, coordinating colours rather than matching outfits, and avoid large logos and busy patterns. Before the session we send a short guide with examples.',
      },
      {
        question: 'What happens if it rains?',
        answer: 'Light rain can make lovely photos, and we carry clear umbrellas. For family and portrait sessions in heavy rain, we move the date at no cost or shoot indoors.',
      },
      {
        question: 'Do you provide the RAW files?',
        answer: 'No. RAW files are unfinished negatives, and the editing is part of the work you book. You receive every selected photo as a full-resolution edited JPEG.',
      },
      {
        question: 'Can we print the photos ourselves?',
        answer: 'Yes. Your photos come with a licence for personal use, so you can print and share them as you like. Prints and albums can also be ordered through the gallery.',
      },
      {
        question: 'Do you travel for weddings?',
        answer: 'Yes. Travel within a reasonable distance is included in wedding prices, and further afield we add travel and, where needed, accommodation costs, agreed in advance.',
      },
    ],
    story: [
      '{brand} photographs people as they are: families at home, couples on their wedding day, and the small businesses that need honest pictures of what they make. The aim is photos you will still want on the wall in twenty years. Trends come and go, so the editing stays natural.',
      'Most people say they hate having their picture taken. Good sessions start long before the camera comes out, with a chat about what you want and what makes you uneasy. During the shoot we give simple directions, keep things moving and leave space for real moments.',
      'After the session, every photo is chosen and edited by hand. Colours are kept true, skin is treated gently, and nothing is changed that would make you look like someone else. The finished gallery arrives on the agreed date, ready to download, share and print.',
    ],
    values: [
      { title: 'Natural over perfect', text: 'Real expressions and true colours matter more than flawless poses.' },
      { title: 'Calm on the day', text: 'Unhurried sessions where children, nerves and weather are all taken in stride.' },
      { title: 'Clear terms', text: 'What is included, when photos arrive and what it costs are agreed in writing before you book.' },
      { title: 'Photos that last', text: 'Editing that will still look right in twenty years, delivered in full resolution.' },
    ],
    ctaHeadings: ['Check availability for your date', 'Book a family or portrait session', 'Tell us about your shoot'],
    ctaTexts: [
      'Send us your date and the kind of shoot you have in mind, and we’ll reply with availability and a price.',
      'Popular dates for weddings and autumn family sessions go early, so it’s worth getting in touch a few months ahead.',
    ],
    articles: [
      {
        titles: ['What to wear for a family photo session', 'Choosing outfits for family photos'],
        description: 'How to dress a whole family for a photo session: colours that work together, patterns and logos to avoid, shoes, layers and what to pack on the day.',
        excerpt: 'The right clothes make a family session look calm and timeless. A few simple rules help everyone look like they belong in the same picture.',
        sections: [
          {
            heading: 'Coordinate, don’t match',
            paragraphs: [
              'Identical white shirts and jeans can look dated and flat. Instead, choose a palette of three or four colours and let everyone wear a different mix of them. Soft neutrals with one or two muted colours, such as rust, sage or dusty blue, work well in most settings. Lay the outfits out together on the bed to check they sit comfortably side by side.',
            ],
          },
          {
            heading: 'Patterns, logos and colours to avoid',
            paragraphs: [
              'Small, busy patterns can shimmer in photos, and big logos pull the eye away from faces. Neon colours cast coloured light onto skin, especially on children. Pure black and bright white lose detail in strong light. A single gentle pattern, such as a floral dress or a check shirt, is plenty for the whole family.',
            ],
          },
          {
            heading: 'Think about the location and season',
            paragraphs: [
              'Choose clothes that suit the place: linen and light colours for a beach, knits and warmer tones for an autumn wood. Texture, such as wool, denim or lace, adds depth to photos. Make sure everyone can sit on the grass, run and pick up a child comfortably. Shoes matter more than you might expect, because they show in full-length shots.',
            ],
          },
          {
            heading: 'What to bring on the day',
            paragraphs: [
              'Pack a spare top for small children, wet wipes, a hairbrush and a few quiet snacks that don’t stain. A favourite toy can earn a smile from a shy toddler. Bring a warm layer for everyone, since cold children stop cooperating quickly. Most of all, come ready to have fun, because relaxed families make the best photos.',
            ],
          },
        ],
      },
      {
        titles: ['How much time to allow for wedding photos', 'Planning your wedding day timeline with photos in mind'],
        description: 'How to build a wedding day timeline that leaves time for photos: getting ready, the ceremony, family groups, couple portraits and the evening light.',
        excerpt: 'A little planning gives you relaxed photos and a relaxed day. Here is how much time each part of a wedding really needs.',
        sections: [
          {
            heading: 'Getting ready and the ceremony',
            paragraphs: [
              'Allow about an hour and a half for getting-ready photos, including details such as the dress, rings and invitations. Ask for hair and make-up to finish 30 minutes before you need to leave, because it nearly always runs late. Check the rules on photography at your ceremony venue early, as some allow no flash or no movement during the vows. Walking down the aisle a little more slowly than feels natural gives much better photos.',
            ],
          },
          {
            heading: 'Family group photos',
            paragraphs: [
              'Each group takes two to three minutes, so ten groups need around half an hour. Write a list of groups with names and give it to a confident friend or relative who knows the family. Start with the largest groups and finish with the smallest, so older relatives can sit down sooner. Keeping the list short leaves more time to enjoy your guests.',
            ],
          },
          {
            heading: 'Couple portraits',
            paragraphs: [
              'Plan 20 to 30 minutes for portraits of the two of you after the ceremony, away from the guests. A second short session of ten minutes around sunset gives soft, golden light that is hard to beat. Many couples say those quiet minutes were the calmest of the day. Tell your venue and caterers so the meal doesn’t start without you.',
            ],
          },
          {
            heading: 'The evening',
            paragraphs: [
              'Speeches, cake cutting and the first dance are easiest to photograph when they happen close together. If your photographer leaves after the first dance, plan it earlier in the evening rather than late. Good lighting at the venue, such as festoon lights or candles, makes evening photos warmer. Build in a few buffer minutes between each part of the day, because weddings rarely run exactly to time.',
            ],
          },
        ],
      },
      {
        titles: ['Product photos for your online shop: how to prepare', 'Preparing your products for a photo shoot'],
        description: 'How to get your products ready for a product shoot: preparing the items, the shot list, sizes for marketplaces and consistent styling across a range.',
        excerpt: 'Good product photos sell, and most of their success depends on preparation. Here is what to do before your items arrive for a shoot.',
        sections: [
          {
            heading: 'Prepare the items themselves',
            paragraphs: [
              'Send the cleanest, least handled examples you have, because the camera shows every scratch and fingerprint. Remove price stickers and loose threads, and steam textiles so they hang smoothly. If a product comes in several colours, include one of each. Keep original packaging if you want it in the photos too.',
            ],
          },
          {
            heading: 'Write a clear shot list',
            paragraphs: [
              'List every product with its name or code and the angles you need, such as front, back, side and details. Mark which items need lifestyle pictures in a setting and which need only the white background. Add notes on anything that matters, such as a label that must be readable. A clear list saves time on the day and avoids reshoots.',
            ],
          },
          {
            heading: 'Know your platform’s requirements',
            paragraphs: [
              'Marketplaces often require a pure white background, a square or specific aspect ratio and a minimum size in pixels. Some also limit how much of the frame the product must fill or forbid added text. Check the rules for every platform where you sell and share them before the shoot. Photos can then be delivered in the right formats, ready to upload.',
            ],
          },
          {
            heading: 'Keep the range consistent',
            paragraphs: [
              'Products photographed with the same light, angle and background make a shop look calm and trustworthy. Agree on one style for the whole range and note it down for future shoots. New products added later will then sit neatly alongside the old ones. Consistent photos also make customers compare items more easily, which helps them decide.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'фотограф',
    descriptor: 'фотограф для портретов, семейных и свадебных съёмок и предметной съёмки — на выезде или в студии',
    audience: 'клиенты',
    eyebrows: ['Портреты, семьи, свадьбы', 'Фотосессии и свадебная съёмка', 'Фотограф'],
    heroTitles: [
      'Портреты, семейные фотосессии и свадьбы',
      'Живые снимки ваших близких и вашего дня',
      'Портреты, свадьбы и предметная съёмка',
      'Спокойные съёмки, живые кадры, никаких зажатых поз',
    ],
    heroLeads: [
      'Портреты, семейные фотосессии, свадьбы и предметная съёмка — на выезде или в студии. Спокойное ведение съёмки, бережная обработка и личная онлайн-галерея после каждой сессии.',
      '«{brand}» снимает так, чтобы вы были похожи на себя в хороший день, а не на модель из каталога. Съёмки проходят без спешки, а любимые кадры вы выбираете сами в галерее.',
      'Планируете свадьбу, семейную фотосессию или новые снимки для интернет-магазина? Напишите дату и расскажите, что задумали, — предложим план и назовём цену.',
    ],
    offersHeadings: ['Съёмки и цены', 'Портреты, семьи, свадьбы и предметная съёмка', 'Услуги фотографа'],
    offersLeads: [
      'В каждую съёмку входят подготовка, сама съёмка, аккуратная цветокоррекция и личная онлайн-галерея для скачивания.',
      'Указаны цены «от». Итоговая стоимость зависит от длительности съёмки, места и количества обработанных кадров.',
    ],
    offers: [
      {
        title: 'Портретная фотосессия',
        text: 'Час съёмки на улице или в студии для одного человека, с подсказками по позам и одежде. Около 20 обработанных кадров в онлайн-галерее.',
        price: 150,
        from: true,
      },
      {
        title: 'Семейная фотосессия',
        text: 'До полутора часов дома, в парке или на пляже — для родителей, детей, бабушек с дедушками и питомцев. Около 40 обработанных кадров.',
        price: 200,
        from: true,
      },
      {
        title: 'Съёмка новорождённого',
        text: 'Бережная съёмка у вас дома в первые недели жизни, в ритме кормлений и сна: крупные планы и семейные портреты. Около 30 обработанных кадров.',
        price: 250,
        from: true,
      },
      {
        title: 'Фотосессия пары или Love Story',
        text: 'Час вдвоём в месте, которое для вас что-то значит. Хороша перед свадьбой, чтобы привыкнуть к камере и друг к другу перед объективом.',
        price: 180,
        from: true,
      },
      {
        title: 'Свадебная съёмка на весь день',
        text: 'До десяти часов — от сборов до первого танца. Обработанные кадры — в онлайн-галерее.',
        price: 1800,
        from: true,
      },
      {
        title: 'Камерная свадьба или роспись',
        text: 'До трёх часов для росписи в ЗАГСе, камерной свадьбы или свадьбы вдвоём: церемония, семейные группы и портреты пары.',
        price: 700,
        from: true,
      },
      {
        title: 'Деловые портреты',
        text: 'Единые по стилю естественные портреты для команд и фрилансеров на однотонном фоне или в вашем офисе, по два обработанных кадра на человека.',
        price: 80,
        from: true,
        unit: 'за человека',
      },
      {
        title: 'Предметная съёмка',
        text: 'Чистые кадры на белом фоне для интернет-магазинов и маркетплейсов, а по запросу — интерьерные снимки. Точная цветопередача, готово к загрузке.',
        price: 25,
        from: true,
        unit: 'за товар',
      },
      {
        title: 'Печатный фотоальбом',
        text: 'Альбом в твёрдой обложке на 20 разворотов с раскрытием на 180 градусов, свёрстанный из вашей галереи и напечатанный на плотной матовой бумаге.',
        price: 300,
        from: true,
      },
    ],
    highlights: [
      {
        title: 'Спокойно и естественно',
        text: 'Никаких зажатых поз и натянутых улыбок. Мы даём простые подсказки, позволяем двигаться и ловим моменты между ними.',
      },
      {
        title: 'Подготовка до съёмки',
        text: 'Перед каждой съёмкой — короткий созвон или анкета: место, время, одежда и кадры, которые для вас важнее всего.',
      },
      {
        title: 'Каждый кадр обработан вручную',
        text: 'Цвет, свет и тон кожи правим кадр за кадром, чтобы вы оставались собой, а не глянцевой картинкой.',
      },
      {
        title: 'Своя онлайн-галерея для каждой съёмки',
        text: 'Снимки приходят в закрытую галерею: их можно скачать в полном разрешении, показать близким и заказать печать.',
      },
      {
        title: 'Сроки, на которые можно рассчитывать',
        text: 'Портретные и семейные галереи готовы в течение двух недель, свадебные — в течение шести, а превью приходит в первую неделю.',
      },
    ],
    process: [
      {
        title: 'Напишите нам',
        text: 'Укажите дату, вид съёмки и пару слов о том, что задумали. В ответ пришлём свободные даты и цену.',
      },
      {
        title: 'Спланируем съёмку',
        text: 'Договоримся о месте, времени и одежде, а для свадьбы — о тайминге дня и списке семейных групп.',
      },
      {
        title: 'Забронируйте дату',
        text: 'Короткий договор и предоплата закрепляют за вами дату. Остаток оплачивается незадолго до съёмки или в её день.',
      },
      {
        title: 'Съёмка',
        text: 'Приезжаем заранее, готовимся и сохраняем спокойную атмосферу. Темп задают дети и питомцы, никто никого не торопит.',
      },
      {
        title: 'Галерея и печать',
        text: 'Обработанные кадры приходят в вашу личную онлайн-галерею. Скачивайте, делитесь и при желании заказывайте печать или альбом.',
      },
    ],
    faq: [
      {
        question: 'Сколько снимков мы получим?',
        answer: 'Зависит от съёмки: около 20 с портретной фотосессии, около 40 с семейной и 400–600 со свадьбы на весь день. Каждый отданный кадр полностью обработан.',
      },
      {
        question: 'Когда будут готовы фотографии?',
        answer: 'Портретные и семейные галереи — в течение двух недель. Свадьба — до шести недель, а превью с лучшими кадрами приходит в первую неделю.',
      },
      {
        question: 'Во что одеться на фотосессию?',
        answer: 'Выбирайте удобную одежду мягких сочетающихся цветов, а не одинаковые комплекты, и избегайте крупных логотипов и пёстрых принтов. Перед съёмкой пришлём короткую памятку с примерами.',
      },
      {
        question: 'Что будет, если пойдёт дождь?',
        answer: 'Лёгкий дождь даёт красивые кадры, и у нас с собой прозрачные зонты. Если на семейную или портретную съёмку льёт как из ведра, бесплатно перенесём дату или снимем в помещении.',
      },
      {
        question: 'Вы отдаёте исходники в RAW?',
        answer: 'Нет. RAW — это необработанный негатив, а обработка входит в работу, которую вы заказываете. Все отобранные кадры вы получаете в полном разрешении в формате JPEG.',
      },
      {
        question: 'Можно ли печатать фотографии самим?',
        answer: 'Да. Снимки передаются для личного использования: печатайте и делитесь ими как хотите. Заказать печать и альбомы можно и через галерею.',
      },
      {
        question: 'Вы выезжаете на свадьбы в другие города?',
        answer: 'Да. Дорога в пределах разумного расстояния уже входит в стоимость свадебной съёмки, а за дальние выезды добавляем проезд и при необходимости проживание — по заранее согласованной смете.',
      },
    ],
    story: [
      '«{brand}» снимает людей такими, какие они есть: семьи у себя дома, пары в день свадьбы и небольшие бизнесы, которым нужны честные снимки того, что они делают. Цель — фотографии, которые и через двадцать лет захочется повесить на стену. Мода на обработку приходит и уходит, поэтому мы оставляем её естественной.',
      'Большинство людей говорят, что терпеть не могут фотографироваться. Хорошая съёмка начинается задолго до того, как появляется камера, — с разговора о том, чего вы хотите и что вас смущает. Во время съёмки мы даём простые подсказки, не даём скучать и оставляем место для настоящих моментов.',
      'После съёмки каждый кадр мы отбираем и обрабатываем вручную. Цвета остаются правдивыми, кожу ретушируем бережно и ничего не меняем так, чтобы вы стали похожи на кого-то другого. Готовая галерея приходит в оговорённый срок — её можно скачать, показать близким и напечатать.',
    ],
    values: [
      { title: 'Живое важнее идеального', text: 'Настоящие эмоции и правдивые цвета значат больше, чем безупречные позы.' },
      { title: 'Спокойствие на съёмке', text: 'Никакой спешки: дети, волнение и погода — всё это часть процесса.' },
      { title: 'Понятные условия', text: 'Что входит в съёмку, когда будут готовы кадры и сколько это стоит, фиксируем письменно до бронирования.' },
      { title: 'Снимки на годы', text: 'Обработка, которая будет смотреться уместно и через двадцать лет, и файлы в полном разрешении.' },
    ],
    ctaHeadings: ['Узнайте, свободна ли ваша дата', 'Запишитесь на семейную или портретную фотосессию', 'Расскажите о своей съёмке'],
    ctaTexts: [
      'Напишите дату и вид съёмки, и мы ответим, свободен ли этот день и сколько будет стоить съёмка.',
      'Популярные даты для свадеб и осенних семейных фотосессий разбирают рано, поэтому стоит написать за несколько месяцев.',
    ],
    articles: [
      {
        titles: ['Во что одеться на семейную фотосессию', 'Как подобрать одежду для семейных фото'],
        description: 'Как одеть всю семью для фотосессии: цвета, которые сочетаются, принты и логотипы, которых лучше избегать, обувь, слои и что взять с собой.',
        excerpt: 'Правильная одежда делает семейные снимки спокойными и вневременными. Несколько простых правил помогут всем выглядеть частью одной картины.',
        sections: [
          {
            heading: 'Сочетайте, а не повторяйте',
            paragraphs: [
              'Одинаковые белые футболки и джинсы выглядят устаревшими и плоскими. Лучше выбрать палитру из трёх-четырёх цветов, и пусть каждый носит своё сочетание из неё. В большинстве мест хорошо работают мягкие нейтральные оттенки с одним-двумя приглушёнными цветами — терракотовым, шалфейным или пыльно-голубым. Разложите все комплекты рядом на кровати и проверьте, как они смотрятся вместе.',
            ],
          },
          {
            heading: 'Каких принтов, логотипов и цветов избегать',
            paragraphs: [
              'Мелкий пёстрый узор на снимках может рябить, а крупные логотипы отвлекают внимание от лиц. Неоновые цвета дают цветные рефлексы на коже, особенно у детей. Чисто чёрный и ярко-белый теряют детали при сильном свете. Одного спокойного принта, например платья в цветочек или рубашки в клетку, хватит на всю семью.',
            ],
          },
          {
            heading: 'Учитывайте место и сезон',
            paragraphs: [
              'Подбирайте одежду под место: лён и светлые цвета для пляжа, трикотаж и тёплые оттенки для осеннего леса. Фактуры — шерсть, деним, кружево — добавляют снимкам глубины. Убедитесь, что в этой одежде удобно сидеть на траве, бегать и брать ребёнка на руки. Обувь важнее, чем кажется: она видна на кадрах в полный рост.',
            ],
          },
          {
            heading: 'Что взять с собой',
            paragraphs: [
              'Возьмите запасную кофту для малышей, влажные салфетки, расчёску и немного неброских перекусов, которые не оставляют пятен. Любимая игрушка поможет вызвать улыбку у стеснительного ребёнка. Захватите тёплые вещи для всех: замёрзшие дети быстро перестают участвовать. И главное — приходите в настроении повеселиться, потому что в расслабленных семьях получаются самые живые кадры.',
            ],
          },
        ],
      },
      {
        titles: ['Сколько времени заложить на свадебную съёмку', 'Как составить тайминг свадьбы с учётом съёмки'],
        description: 'Как составить тайминг свадебного дня, чтобы хватило времени на съёмку: сборы, церемония, семейные группы, портреты пары и вечерний свет.',
        excerpt: 'Немного планирования — и снимки получатся спокойными, а день пройдёт без нервов. Рассказываем, сколько времени на самом деле нужно каждой части свадьбы.',
        sections: [
          {
            heading: 'Сборы и церемония',
            paragraphs: [
              'На съёмку сборов заложите около полутора часов, включая детали: платье, кольца, приглашения. Попросите стилиста закончить причёску и макияж за 30 минут до выезда, потому что они почти всегда затягиваются. Заранее уточните правила съёмки в ЗАГСе или на площадке церемонии: где-то нельзя вспышку или передвигаться во время клятв. Если идти к алтарю чуть медленнее, чем хочется, кадры получатся гораздо лучше.',
            ],
          },
          {
            heading: 'Семейные групповые фото',
            paragraphs: [
              'Каждая группа занимает две-три минуты, так что на десять групп нужно около получаса. Составьте список групп с именами и отдайте его уверенному другу или родственнику, который знает семью. Начинайте с самых больших групп и заканчивайте самыми маленькими, чтобы старшие родственники быстрее смогли присесть. Короткий список оставит больше времени на гостей.',
            ],
          },
          {
            heading: 'Портреты пары',
            paragraphs: [
              'Заложите 20–30 минут на портреты вдвоём после церемонии, вдали от гостей. Ещё десять минут ближе к закату дают мягкий золотой свет, который трудно превзойти. Многие пары потом говорят, что эти тихие минуты были самыми спокойными за весь день. Предупредите площадку и кейтеринг, чтобы ужин не начали без вас.',
            ],
          },
          {
            heading: 'Вечер',
            paragraphs: [
              'Тосты, торт и первый танец проще снять, когда они идут подряд. Если фотограф уезжает после первого танца, поставьте его пораньше, а не в самом конце вечера. Хорошее освещение на площадке, например гирлянды или свечи, делает вечерние кадры теплее. Оставьте небольшой запас времени между частями дня: свадьбы редко идут точно по плану.',
            ],
          },
        ],
      },
      {
        titles: ['Предметная съёмка для интернет-магазина: как подготовиться', 'Как подготовить товары к съёмке'],
        description: 'Как подготовить товары к предметной съёмке: привести в порядок изделия, составить список кадров, учесть требования маркетплейсов и единый стиль.',
        excerpt: 'Хорошие фото товаров продают, а их успех во многом зависит от подготовки. Рассказываем, что сделать до того, как товары приедут на съёмку.',
        sections: [
          {
            heading: 'Подготовьте сами товары',
            paragraphs: [
              'Присылайте самые чистые и нетронутые экземпляры: камера покажет каждую царапину и отпечаток пальца. Снимите ценники, уберите торчащие нитки, отпарьте текстиль, чтобы он ровно лежал. Если товар выпускается в нескольких цветах, пришлите по одному каждого. Сохраните фирменную упаковку, если она тоже нужна в кадре.',
            ],
          },
          {
            heading: 'Составьте понятный список кадров',
            paragraphs: [
              'Перечислите все товары с названием или артикулом и нужными ракурсами: спереди, сзади, сбоку, детали. Отметьте, для каких товаров нужны интерьерные снимки, а для каких — только белый фон. Добавьте важные заметки, например что этикетка должна читаться. Чёткий список экономит время на съёмке и избавляет от пересъёмок.',
            ],
          },
          {
            heading: 'Узнайте требования площадки',
            paragraphs: [
              'Маркетплейсы часто требуют чисто белый фон, определённое соотношение сторон и минимальный размер в пикселях. Некоторые ограничивают, какую часть кадра должен занимать товар, или запрещают надписи. Проверьте правила каждой площадки, где вы продаёте, и пришлите их до съёмки. Тогда снимки придут в нужных форматах и будут готовы к загрузке.',
            ],
          },
          {
            heading: 'Держите единый стиль',
            paragraphs: [
              'Товары, снятые с одним светом, ракурсом и фоном, делают магазин спокойным и вызывают доверие. Договоритесь об одном стиле для всего ассортимента и запишите его для будущих съёмок. Тогда новинки, снятые позже, аккуратно встанут рядом со старыми товарами. Единые фото ещё и помогают покупателям сравнивать товары и быстрее решаться на покупку.',
            ],
          },
        ],
      },
    ],
  },
};
