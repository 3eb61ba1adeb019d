import type { Trade } from '../types.ts';

export const barbershop: Trade = {
  id: 'barbershop',
  theme: 'Barbershop',
  kind: 'services',
  icons: 'beauty',
  offerIcons: ['scissors', 'user-round', 'timer', 'scissors-line-dashed', 'towel-rack', 'crown', 'baby', 'paintbrush'],
  en: {
    noun: 'barbershop',
    descriptor: 'a neighbourhood barbershop for sharp cuts, fades, beards and hot towel shaves',
    audience: 'clients',
    eyebrows: ['Barbershop', 'Cuts, fades, beards', 'Men’s grooming'],
    heroTitles: [
      'Sharp cuts and clean fades, every time',
      'Your haircut, done properly',
      'Cuts, beards and hot towel shaves',
      'A proper barbershop, no fuss',
    ],
    heroLeads: [
      'Classic cuts, skin fades, beard shaping and traditional hot towel shaves, with time taken over every detail.',
      'Book online in seconds, grab a coffee while you wait and leave {brand} looking sharp for the weeks ahead.',
      'Whether you want the same cut every three weeks or a complete change, we listen first and then get to work.',
    ],
    offersHeadings: ['Services and prices', 'Cuts, beards and shaves', 'Pick your service'],
    offersLeads: [
      'Every haircut includes a consultation, a wash and a style to finish. Beard work and shaves come with hot towels.',
      'Not sure what to ask for? Bring a photo or describe how you wear your hair, and we’ll suggest a cut that suits your head shape.',
    ],
    offers: [
      {
        title: 'Men’s haircut',
        text: 'A consultation, clipper and scissor cut, wash and style. Classic or modern, tailored to your hair and how you wear it.',
        price: 30,
      },
      {
        title: 'Skin fade',
        text: 'A fade taken down to the skin and blended smoothly into the length on top, finished with a razor line-up.',
        price: 35,
      },
      {
        title: 'Clipper cut',
        text: 'One or two guard lengths all over with a tidy neckline. Quick, neat and easy to keep up between visits.',
        price: 20,
      },
      {
        title: 'Beard trim and shape',
        text: 'Shaping with clippers and scissors, a crisp line on the cheeks and neck, a hot towel and beard oil to finish.',
        price: 20,
      },
      {
        title: 'Hot towel shave',
        text: 'A traditional wet shave with hot towels, pre-shave oil, a straight razor and a cooling balm. Allow about 45 minutes.',
        price: 35,
      },
      {
        title: 'Haircut and beard',
        text: 'The full service: a haircut plus beard shaping and line-up, with a hot towel. Everything in one visit.',
        price: 45,
      },
      {
        title: 'Kids’ haircut',
        text: 'For boys under 12, with patience, a bit of chat and a style they are happy to show off at school.',
        price: 22,
      },
      {
        title: 'Grey blending',
        text: 'A quick, subtle colour that softens grey in the hair or beard without a flat, dyed look. Done in about 20 minutes.',
        price: 25,
      },
    ],
    highlights: [
      { title: 'Time taken over every cut', text: 'Appointments are long enough to do the job properly, with no rushing to the next chair.' },
      { title: 'Fades blended by hand', text: 'Clippers, guards and scissor work for a smooth blend with no visible lines.' },
      { title: 'Traditional hot towel shaves', text: 'Hot towels, pre-shave oil and a straight razor with a new blade for every client.' },
      { title: 'Easy online booking', text: 'Pick your barber and a time in seconds, and walk-ins are welcome when the chairs are free.' },
      { title: 'Clean tools, clean chairs', text: 'Combs and clippers are disinfected between clients, and razors use single-use blades.' },
    ],
    process: [
      { title: 'Book or walk in', text: 'Choose a time online or drop by and take the next free chair.' },
      { title: 'Quick consultation', text: 'Tell us how you wear your hair, show a photo if you have one, and we’ll agree on the cut.' },
      { title: 'The cut', text: 'Clippers and scissors to shape and blend, with a line-up and a wash if you like.' },
      { title: 'Beard and finish', text: 'Beard work, a hot towel and styling with the product that suits your hair.' },
      { title: 'Book the next one', text: 'Most cuts look their sharpest for three to four weeks, so many clients book their next visit on the way out.' },
    ],
    faq: [
      { question: 'Do I need to book, or can I walk in?', answer: 'Both work. Booking online gets you a fixed time; walk-ins are welcome and take the next free chair.' },
      { question: 'How long does a haircut take?', answer: 'About 30 to 40 minutes for a haircut, and around an hour for a haircut with beard work.' },
      { question: 'How often should I get a fade?', answer: 'Every two to three weeks keeps a skin fade sharp. Longer, classic cuts can go four to six weeks.' },
      { question: 'Do you cut children’s hair?', answer: 'Yes, boys under 12 are welcome. A quieter morning slot works well for younger children who are nervous about clippers.' },
      { question: 'What if I don’t know what to ask for?', answer: 'Bring a photo or just describe how you like to wear your hair. We’ll suggest a cut that suits your hair type and head shape.' },
      { question: 'Is a hot towel shave safe for sensitive skin?', answer: 'Usually, yes. Let us know about any sensitivity or breakouts, and we’ll adjust the products and shave with the grain.' },
    ],
    story: [
      '{brand} is a barbershop built around one simple idea: take your time and do the cut properly. Every appointment starts with a short chat about how you wear your hair and what you want from it. Only then do the clippers come out.',
      'We cut everything from short back and sides to textured crops and skin fades, and we shape beards of every length. Fades are blended by hand, lines are crisp and every shave uses hot towels and a new blade. Clients come in for the same cut every three weeks or for a complete change, and both get the same attention.',
      'The shop is a relaxed place to spend half an hour: good music, a hot coffee and no pressure to buy products. Combs and clippers are cleaned between clients and every chair is wiped down. You walk out looking sharp, and the cut still looks right a week later.',
    ],
    values: [
      { title: 'Done properly', text: 'Enough time in every appointment for a clean blend and crisp lines.' },
      { title: 'Straight talk', text: 'We tell you what will suit your hair and what won’t, before we start.' },
      { title: 'Clean and tidy', text: 'Disinfected tools, single-use blades and a swept floor between clients.' },
      { title: 'Everyone welcome', text: 'Schoolboys, students, grandfathers and everyone in between get the same care.' },
    ],
    ctaHeadings: ['Book your next cut', 'Grab a chair', 'Time to tidy up that fade?'],
    ctaTexts: [
      'Pick a time online in a few seconds, or drop in and take the next free chair.',
      'Regulars book their next cut on the way out, so Friday and Saturday slots fill up quickly.',
    ],
    articles: [
      {
        titles: ['How often should you get a haircut?', 'Keeping your cut sharp: how often to book a trim'],
        description: 'How often to book a haircut for fades, short back and sides, crops and longer styles, and a few tips for keeping your cut looking sharp between visits.',
        excerpt: 'The right gap between haircuts depends on the style. A quick guide for fades, classic cuts and longer hair.',
        sections: [
          {
            heading: 'Skin fades: every two to three weeks',
            paragraphs: [
              'Hair grows roughly a centimetre a month, and on a skin fade that shows quickly. After two weeks, the sides start to look fuzzy and the blend softens. Booking every two to three weeks keeps the contrast clean. Some clients come in between for a quick tidy of the sides and neckline only.',
            ],
          },
          {
            heading: 'Short back and sides: every three to four weeks',
            paragraphs: [
              'A classic short back and sides with scissor length on top has more room to grow before it loses shape. Three to four weeks between cuts keeps the ears and neckline tidy. Leaving it much longer makes the top heavy and harder to style. Thick hair usually needs a cut a little sooner than fine hair.',
            ],
          },
          {
            heading: 'Longer styles: every four to eight weeks',
            paragraphs: [
              'If you are growing your hair, regular trims still matter. Taking a little off the ends and keeping the outline neat stops the awkward in-between stages looking messy. Every four to eight weeks is about right, depending on how fast your hair grows. Tell your barber you are growing it, so only the shape is tidied.',
            ],
          },
          {
            heading: 'Keeping it sharp between visits',
            paragraphs: [
              'Use a matte paste or clay for texture and a light cream for softer styles. Wash your hair every two or three days rather than daily to avoid dryness. A small trimmer at home can tidy the neckline, but leave the blend to the barber. Book your next appointment before you leave, and you won’t end up waiting for a free slot.',
            ],
          },
        ],
      },
      {
        titles: ['How to grow and look after a beard', 'Beard care basics: oil, balm and a regular trim'],
        description: 'How to grow a beard through the itchy weeks, which products to use, how often to trim and how to keep the lines neat, from the first stubble to a full beard.',
        excerpt: 'Growing a good beard takes patience and a few simple habits. Here is what to do at each stage.',
        sections: [
          {
            heading: 'The first four weeks',
            paragraphs: [
              'Most men give up on a beard between the second and fourth week, when it itches and looks patchy. Hold on: the itch fades as the hairs soften, and patches often fill in by the second month. Avoid trimming the length for the first four weeks, except for the neckline. Beard oil from the first week keeps the skin underneath calm.',
            ],
          },
          {
            heading: 'Oil, balm and a brush',
            paragraphs: [
              'Beard oil moisturises the skin and softens the hair; a few drops after a shower is enough. Balm adds light hold for longer beards and tames stray hairs. A boar-bristle brush spreads the oil and trains the hair to grow in one direction. Wash your beard two or three times a week with a gentle beard wash rather than ordinary shampoo.',
            ],
          },
          {
            heading: 'Shaping and regular trims',
            paragraphs: [
              'Once you have some length, a barber can set the shape: the neckline, the cheek line and the overall outline that suits your face. A good rule is a neckline about two fingers above the Adam’s apple. After that, a trim every three to four weeks keeps the shape while the beard grows. Between visits, tidy only the moustache over the lip.',
            ],
          },
          {
            heading: 'Common mistakes',
            paragraphs: [
              'Cutting the neckline too high is the most common mistake and makes a beard look smaller than it is. Trimming after every shower rarely ends well either, as wet hair looks longer than dry hair. Skipping oil leads to flakes and itchiness, especially in winter. When in doubt, leave it for your next appointment.',
            ],
          },
        ],
      },
      {
        titles: ['Fade types explained: low, mid, high and skin', 'Which fade suits you? A simple guide'],
        description: 'Low, mid, high, skin and taper fades explained: how each one looks, which head shapes and hair types they suit, and how to ask for the fade you want.',
        excerpt: 'A fade is not just a fade. What the different types mean and how to ask for the one you want.',
        sections: [
          {
            heading: 'Low, mid and high fades',
            paragraphs: [
              'The name tells you where the fade begins. A low fade starts just above the ear and the neckline, keeping most of the length on the sides. A mid fade starts around the temples, and a high fade goes up towards the crown for a stronger contrast. The higher the fade, the bolder and more modern the look.',
            ],
          },
          {
            heading: 'Skin fades and tapers',
            paragraphs: [
              'A skin fade takes the shortest part down to bare skin with a foil shaver or razor. A taper is softer, shortening the hair only around the sideburns and neckline. Tapers suit offices and more conservative styles, while skin fades give the sharpest finish. Both can be combined with any length on top.',
            ],
          },
          {
            heading: 'Matching the fade to your head and hair',
            paragraphs: [
              'A low fade is flattering on rounder faces and bumps at the back of the head. Higher fades suit oval and longer faces and work well with thick or curly hair. Very fine or light hair shows the scalp more, so a taper often looks better than a skin fade. Your barber can look at your head shape and suggest the right height.',
            ],
          },
          {
            heading: 'How to ask for it',
            paragraphs: [
              'Say where you want the fade to start, how short at the bottom and how much length to keep on top. Clipper guard numbers help, such as a zero at the bottom blending to a three. Photos from the side and the back are even better than descriptions. Mention your parting and how you style the top, so the blend fits the way you wear it.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'барбершоп',
    descriptor: 'барбершоп по соседству для стрижек, фейдов, оформления бороды и королевского бритья',
    audience: 'гости',
    eyebrows: ['Барбершоп', 'Стрижки, фейды, бороды', 'Мужской груминг'],
    heroTitles: [
      'Чёткие стрижки и чистые фейды — каждый раз',
      'Ваша стрижка, сделанная как надо',
      'Стрижки, бороды и королевское бритьё',
      'Барбершоп без лишней суеты',
    ],
    heroLeads: [
      'Классические стрижки, фейды, моделирование бороды и королевское бритьё с горячими полотенцами — с вниманием к каждой детали.',
      'Запишитесь онлайн за пару секунд, выпейте кофе, пока ждёте, и уходите из «{brand}» с аккуратной стрижкой на несколько недель вперёд.',
      'Хотите ту же стрижку раз в три недели или полную смену образа — сначала слушаем, потом берёмся за машинку.',
    ],
    offersHeadings: ['Услуги и цены', 'Стрижки, бороды, бритьё', 'Выберите услугу'],
    offersLeads: [
      'В каждую стрижку входят консультация, мытьё головы и укладка. Оформление бороды и бритьё — с горячими полотенцами.',
      'Не знаете, что попросить? Покажите фото или расскажите, как обычно носите волосы, — предложим стрижку под форму головы.',
    ],
    offers: [
      {
        title: 'Мужская стрижка',
        text: 'Консультация, стрижка машинкой и ножницами, мытьё и укладка. Классика или что-то современное — под ваши волосы и привычки.',
        price: 30,
      },
      {
        title: 'Фейд',
        text: 'Плавный переход от кожи к длине на макушке, выведенный вручную, и чёткий окантовочный контур опасной бритвой.',
        price: 35,
      },
      {
        title: 'Стрижка машинкой',
        text: 'Одна-две длины насадки по всей голове и аккуратная окантовка. Быстро, опрятно и легко поддерживать между визитами.',
        price: 20,
      },
      {
        title: 'Моделирование бороды',
        text: 'Форма машинкой и ножницами, чёткие линии на щеках и шее, горячее полотенце и масло для бороды в конце.',
        price: 20,
      },
      {
        title: 'Королевское бритьё',
        text: 'Традиционное бритьё с горячими полотенцами, маслом перед бритьём, опасной бритвой и охлаждающим бальзамом. Около 45 минут.',
        price: 35,
      },
      {
        title: 'Стрижка и борода',
        text: 'Полный комплекс: стрижка, моделирование бороды и окантовка с горячим полотенцем. Самая популярная запись у наших гостей.',
        price: 45,
      },
      {
        title: 'Детская стрижка',
        text: 'Для мальчиков до 12 лет: терпеливо, с разговорами и со стрижкой, которой не стыдно похвастаться в школе.',
        price: 22,
      },
      {
        title: 'Камуфляж седины',
        text: 'Быстрое деликатное тонирование, которое смягчает седину на голове или в бороде без эффекта «крашеных» волос. Около 20 минут.',
        price: 25,
      },
    ],
    highlights: [
      { title: 'Время на каждую стрижку', text: 'Запись рассчитана так, чтобы сделать всё как следует, не торопясь к следующему гостю.' },
      { title: 'Фейды, выведенные вручную', text: 'Машинка, насадки и работа ножницами — плавный переход без видимых ступенек.' },
      { title: 'Настоящее королевское бритьё', text: 'Горячие полотенца, масло перед бритьём и опасная бритва с новым лезвием для каждого гостя.' },
      { title: 'Удобная онлайн-запись', text: 'Выберите мастера и время за пару секунд, а если кресло свободно — приходите без записи.' },
      { title: 'Чистые инструменты и кресла', text: 'Расчёски и машинки дезинфицируем после каждого гостя, лезвия одноразовые.' },
    ],
    process: [
      { title: 'Запишитесь или заходите', text: 'Выберите время онлайн или загляните без записи и садитесь в первое свободное кресло.' },
      { title: 'Короткая консультация', text: 'Расскажите, как носите волосы, покажите фото, если есть, и договоримся о стрижке.' },
      { title: 'Стрижка', text: 'Машинка и ножницы для формы и плавного перехода, окантовка и мытьё головы по желанию.' },
      { title: 'Борода и укладка', text: 'Оформление бороды, горячее полотенце и укладка средством, которое подходит вашим волосам.' },
      { title: 'Следующая запись', text: 'Большинство стрижек выглядят чётко три-четыре недели, поэтому многие гости записываются на следующий раз сразу.' },
    ],
    faq: [
      { question: 'Нужна ли запись или можно прийти просто так?', answer: 'Можно и так, и так. Онлайн-запись закрепляет за вами время, а без записи вы садитесь в первое свободное кресло.' },
      { question: 'Сколько длится стрижка?', answer: 'Около 30–40 минут на стрижку и примерно час на стрижку с оформлением бороды.' },
      { question: 'Как часто нужно обновлять фейд?', answer: 'Чтобы фейд оставался чётким, приходите раз в две-три недели. Более длинные классические стрижки держат форму четыре-шесть недель.' },
      { question: 'Стрижёте ли вы детей?', answer: 'Да, мальчиков до 12 лет. Малышам, которые побаиваются машинки, лучше подходит спокойное утреннее время.' },
      { question: 'Что делать, если не знаю, какую стрижку хочу?', answer: 'Принесите фото или просто расскажите, как любите носить волосы. Мы предложим стрижку под ваш тип волос и форму головы.' },
      { question: 'Подходит ли королевское бритьё для чувствительной кожи?', answer: 'Обычно да. Расскажите о чувствительности или раздражениях, и мы подберём средства и будем брить по росту волос.' },
    ],
    story: [
      '«{brand}» держится на одной простой идее: не торопиться и делать стрижку как следует. Каждый визит начинается с короткого разговора о том, как вы носите волосы и чего от них хотите. Только после этого в дело идёт машинка.',
      'Мы стрижём всё — от классического полубокса до текстурного кропа и фейдов — и оформляем бороды любой длины. Переходы выводим вручную, контуры делаем чёткими, а для каждого бритья берём горячие полотенца и новое лезвие. Кто-то приходит за одной и той же стрижкой раз в три недели, кто-то — за полной сменой образа, и внимание получают все одинаковое.',
      'У нас приятно провести полчаса: хорошая музыка, горячий кофе и никто не навязывает средства для укладки. Расчёски и машинки обрабатываем после каждого гостя, кресла протираем. Вы уходите с аккуратной стрижкой, которая и через неделю выглядит как надо.',
    ],
    values: [
      { title: 'Как следует', text: 'В каждой записи хватает времени на плавный переход и чёткие линии.' },
      { title: 'Прямой разговор', text: 'Ещё до начала скажем, что пойдёт вашим волосам, а что нет.' },
      { title: 'Чистота и порядок', text: 'Обработанные инструменты, одноразовые лезвия и подметённый пол после каждого гостя.' },
      { title: 'Рады всем', text: 'Школьники, студенты, дедушки и все остальные получают одинаковое внимание.' },
    ],
    ctaHeadings: ['Запишитесь на стрижку', 'Ждём вас в кресле', 'Пора освежить фейд?'],
    ctaTexts: [
      'Выберите время онлайн за пару секунд или заходите без записи — сядете в первое свободное кресло.',
      'Постоянные гости записываются на следующий раз сразу после стрижки, поэтому пятничные и субботние окошки быстро заканчиваются.',
    ],
    articles: [
      {
        titles: ['Как часто нужно стричься?', 'Как сохранить стрижку аккуратной: когда записываться снова'],
        description: 'Как часто обновлять фейд, полубокс, кроп и длинные стрижки, и несколько советов, как сохранить аккуратный вид между визитами к барберу.',
        excerpt: 'Правильный интервал между стрижками зависит от формы. Короткая шпаргалка для фейдов, классики и длинных волос.',
        sections: [
          {
            heading: 'Фейд: раз в две-три недели',
            paragraphs: [
              'Волосы отрастают примерно на сантиметр в месяц, и на фейде это видно очень быстро. Через две недели виски начинают выглядеть пушистыми, а переход теряет чёткость. Если записываться раз в две-три недели, контраст остаётся чистым. Некоторые гости между стрижками заходят только поправить виски и окантовку.',
            ],
          },
          {
            heading: 'Полубокс: раз в три-четыре недели',
            paragraphs: [
              'У классического полубокса с длиной на макушке больше запаса, прежде чем он потеряет форму. Три-четыре недели между стрижками сохраняют аккуратными зону у ушей и шею. Если тянуть дольше, верх становится тяжёлым, и его сложнее уложить. Густым волосам обычно нужна стрижка чуть раньше, чем тонким.',
            ],
          },
          {
            heading: 'Длинные стрижки: раз в четыре-восемь недель',
            paragraphs: [
              'Даже если вы отращиваете волосы, регулярная стрижка всё равно нужна. Если немного подравнивать кончики и поддерживать контур, неловкие промежуточные этапы не выглядят неряшливо. Примерно раз в четыре-восемь недель — в зависимости от того, как быстро растут волосы. Скажите мастеру, что отращиваете, и он поправит только форму.',
            ],
          },
          {
            heading: 'Как держать форму между визитами',
            paragraphs: [
              'Для текстуры подойдёт матовая паста или глина, для мягких укладок — лёгкий крем. Мойте голову раз в два-три дня, а не каждый день, чтобы волосы не пересыхали. Небольшим триммером дома можно поправить шею, но переход лучше оставить мастеру. Запишитесь на следующий раз перед уходом, и не придётся ждать свободного окошка.',
            ],
          },
        ],
      },
      {
        titles: ['Как отрастить бороду и ухаживать за ней', 'Уход за бородой: масло, бальзам и регулярная стрижка'],
        description: 'Как пережить период зуда при отращивании бороды, какие средства нужны, как часто её подстригать и как держать линии аккуратными — от щетины до полной бороды.',
        excerpt: 'Хорошая борода требует терпения и нескольких простых привычек. Рассказываем, что делать на каждом этапе.',
        sections: [
          {
            heading: 'Первые четыре недели',
            paragraphs: [
              'Большинство мужчин сдаются между второй и четвёртой неделей, когда борода чешется и растёт клочками. Потерпите: зуд проходит, когда волоски становятся мягче, а пробелы часто заполняются ко второму месяцу. Первые четыре недели не трогайте длину, поправляйте только шею. Масло для бороды с первой недели успокоит кожу под ней.',
            ],
          },
          {
            heading: 'Масло, бальзам и щётка',
            paragraphs: [
              'Масло увлажняет кожу и смягчает волосы — после душа хватит нескольких капель. Бальзам даёт лёгкую фиксацию длинной бороде и укрощает непослушные волоски. Щётка из натуральной щетины распределяет масло и приучает волосы расти в одном направлении. Мойте бороду два-три раза в неделю мягким средством для бороды, а не обычным шампунем.',
            ],
          },
          {
            heading: 'Форма и регулярная стрижка',
            paragraphs: [
              'Когда появится длина, барбер задаст форму: линию на шее, линию на щеках и общий контур, который подходит вашему лицу. Хороший ориентир — линия шеи примерно на два пальца выше кадыка. Дальше подравнивание раз в три-четыре недели сохраняет форму, пока борода растёт. Между визитами поправляйте дома только усы над губой.',
            ],
          },
          {
            heading: 'Частые ошибки',
            paragraphs: [
              'Самая частая ошибка — слишком высокая линия на шее, из-за которой борода выглядит меньше, чем есть. Подстригать бороду после каждого душа тоже плохая идея: мокрые волосы кажутся длиннее сухих. Без масла появляются шелушение и зуд, особенно зимой. Если сомневаетесь, оставьте всё до следующей записи.',
            ],
          },
        ],
      },
      {
        titles: ['Виды фейдов: низкий, средний, высокий и до кожи', 'Какой фейд вам подойдёт: простой путеводитель'],
        description: 'Низкий, средний, высокий фейд, фейд до кожи и тейпер: как они выглядят, кому подходят и как объяснить мастеру, какой переход вы хотите.',
        excerpt: 'Фейд фейду рознь. Рассказываем, чем отличаются виды и как попросить именно тот, который нужен вам.',
        sections: [
          {
            heading: 'Низкий, средний и высокий фейд',
            paragraphs: [
              'Название подсказывает, где начинается переход. Низкий фейд начинается чуть выше уха и линии шеи, и на висках остаётся большая часть длины. Средний начинается примерно на уровне висков, а высокий поднимается к макушке и даёт более резкий контраст. Чем выше фейд, тем смелее и современнее выглядит стрижка.',
            ],
          },
          {
            heading: 'Фейд до кожи и тейпер',
            paragraphs: [
              'В фейде до кожи самая короткая зона сбривается начисто шейвером или бритвой. Тейпер мягче: волосы укорачивают только у висков и на шее. Тейпер подходит для офиса и более сдержанного стиля, а фейд до кожи даёт самый чёткий результат. Оба варианта сочетаются с любой длиной на макушке.',
            ],
          },
          {
            heading: 'Фейд под форму головы и тип волос',
            paragraphs: [
              'Низкий фейд выигрышно смотрится на круглом лице и скрывает неровности на затылке. Высокие фейды подходят овальным и вытянутым лицам и хорошо работают с густыми или вьющимися волосами. Через очень тонкие или светлые волосы сильнее просвечивает кожа, поэтому тейпер часто выглядит лучше фейда до кожи. Мастер посмотрит на форму головы и подскажет нужную высоту.',
            ],
          },
          {
            heading: 'Как попросить нужный фейд',
            paragraphs: [
              'Скажите, где должен начинаться переход, насколько коротко внизу и сколько длины оставить сверху. Помогают номера насадок, например ноль внизу с переходом в тройку. Фото сбоку и сзади работают ещё лучше любых описаний. Расскажите про пробор и про то, как укладываете верх, чтобы переход подходил под вашу привычную укладку.',
            ],
          },
        ],
      },
    ],
  },
};
