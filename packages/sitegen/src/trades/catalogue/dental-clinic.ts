import type { Trade } from '../types.ts';

export const dentalClinic: Trade = {
  id: 'dental-clinic',
  theme: 'Dental Clinic',
  kind: 'services',
  icons: 'medical',
  offerIcons: ['clipboard-check', 'toothbrush-sparkles', 'baby', 'syringe', 'microscope', 'sparkles', 'screw', 'face-grinning', 'face-slightly-smiling', 'siren'],
  en: {
    noun: 'dental clinic',
    descriptor: 'a family dental clinic for check-ups, hygiene, fillings, whitening, implants and braces',
    audience: 'patients',
    eyebrows: ['Family dentistry', 'Dentist & hygienist', 'Implants and orthodontics'],
    heroTitles: [
      'Healthy teeth without dreading the dentist’s chair',
      'Check-ups, hygiene and treatment for the whole family',
      'A calm dentist who explains before treating',
      'Dentistry for adults and children',
      'Look after your smile twice a year',
    ],
    heroLeads: [
      'Regular check-ups and hygiene visits, gentle fillings and a clear treatment plan, with prices written down before we start.',
      'At {brand}, dentists, hygienists and an orthodontist work side by side, so check-ups, cleaning and braces are all looked after under one roof.',
      'Nervous about the dentist? We go at your pace, explain every step and stop whenever you raise your hand.',
    ],
    offersHeadings: ['Treatments and prices', 'From check-ups to implants', 'Care for every smile'],
    offersLeads: [
      'Every course of treatment starts with a check-up and a written plan, so you know the cost before anything is done.',
      'Prices below are for the most common treatments. More complex cases are quoted after an examination and X-rays.',
    ],
    offers: [
      {
        title: 'Check-up and X-rays',
        text: 'A full examination of teeth, gums and bite with a mouth cancer screening, X-rays when they are due and a written treatment plan if anything is needed.',
        price: 60,
      },
      {
        title: 'Hygiene visit: scale and polish',
        text: 'A hygienist removes tartar and staining above and below the gum line, polishes your teeth and shows you where your brushing misses.',
        price: 100,
      },
      {
        title: 'Children’s check-up',
        text: 'A short, friendly visit for children from their first tooth, with brushing advice for parents and fluoride varnish when it helps.',
        price: 45,
      },
      {
        title: 'Tooth-coloured fillings',
        text: 'Decay removed under local anaesthetic and the tooth rebuilt with composite matched to its natural shade.',
        price: 130,
        from: true,
      },
      {
        title: 'Root canal treatment',
        text: 'Saves a tooth with an infected or badly inflamed nerve: the canals are cleaned, shaped and sealed under local anaesthetic, usually in one or two visits.',
        price: 600,
        from: true,
      },
      {
        title: 'Teeth whitening',
        text: 'Custom-made trays and whitening gel for use at home, supervised by your dentist, after a check that your teeth and gums are healthy.',
        price: 350,
        from: true,
      },
      {
        title: 'Dental implant with crown',
        text: 'A titanium implant replaces the missing root and carries a porcelain crown. Planned with a 3D scan and placed under local anaesthetic.',
        price: 2200,
        from: true,
      },
      {
        title: 'Fixed braces',
        text: 'Metal or tooth-coloured braces for teenagers and adults, fitted and adjusted by our orthodontist, with retainers included at the end.',
        price: 3500,
        from: true,
      },
      {
        title: 'Clear aligners',
        text: 'A series of nearly invisible, removable aligners that straighten teeth gradually. Suitable for many mild and moderate cases.',
        price: 3000,
        from: true,
      },
      {
        title: 'Emergency appointment',
        text: 'For toothache, swelling, a broken tooth or a lost filling. We find the cause, relieve the pain and plan any further treatment.',
        price: 90,
      },
    ],
    highlights: [
      { title: 'A written plan before treatment', text: 'After your check-up you receive a treatment plan listing every stage and its price, and time to think it over.' },
      { title: 'Gentle with nervous patients', text: 'We explain each step, use numbing gel before injections and agree a stop signal before we begin.' },
      { title: 'Children welcome from their first tooth', text: 'Short, friendly visits help children get used to the dentist long before they might need a filling.' },
      { title: 'Dentist and hygienist together', text: 'A hygiene visit can be booked straight after your check-up, so one trip covers both.' },
      { title: 'Help with toothache the same day', text: 'We keep emergency slots free every day for pain, swelling and broken teeth.' },
    ],
    process: [
      { title: 'Book a check-up', text: 'Book online or by phone. Let us know if you are nervous, have a health condition or are coming in with toothache.' },
      { title: 'Examination and X-rays', text: 'The dentist checks your teeth, gums and bite, screens for mouth cancer and takes X-rays if they are due.' },
      { title: 'Your treatment plan', text: 'We talk through what we found, the options and their prices, and give you the plan in writing to take home.' },
      { title: 'Treatment', text: 'Fillings, hygiene, whitening or implant work is booked at times that suit you, with the same dentist wherever possible.' },
      { title: 'Regular check-ups', text: 'We send a reminder when your next check-up and hygiene visit are due, usually every six months.' },
    ],
    faq: [
      {
        question: 'How often should I have a check-up?',
        answer: 'Most adults and children do well with a check-up every six months. With healthy teeth and gums your dentist may suggest once a year, and with gum problems every three to four months.',
      },
      {
        question: 'Does treatment hurt?',
        answer: 'Fillings, root canal treatment and implants are all done under local anaesthetic, so you feel pressure but not pain. We apply numbing gel first, so the injection itself is barely noticeable.',
      },
      {
        question: 'How long does whitening last?',
        answer: 'Usually one to three years, depending on how much tea, coffee, red wine and tobacco your teeth meet. An occasional top-up with your own trays keeps the shade.',
      },
      {
        question: 'When should my child first see a dentist?',
        answer: 'Bring them when the first tooth appears or by their first birthday. Early visits are mostly a chance to get used to the chair and for us to give advice on brushing and diet.',
      },
      {
        question: 'Can I have an implant?',
        answer: 'Most adults who have lost a tooth can, as long as their gums are healthy and there is enough bone. We check both with an examination and a 3D scan before giving you a plan and a price.',
      },
      {
        question: 'Braces or clear aligners: which should I choose?',
        answer: 'Both straighten teeth well. Aligners are nearly invisible and removable but must be worn about 22 hours a day, while fixed braces suit more complex cases. Our orthodontist will tell you which works for your teeth.',
      },
      {
        question: 'What should I do if I have toothache?',
        answer: 'Call us as early as you can and we will find you an emergency slot. Until then, take painkillers as directed on the pack and avoid very hot or cold food. If your face swells or swallowing becomes difficult, seek emergency care straight away.',
      },
    ],
    story: [
      '{brand} is a dental clinic for the whole family, from a toddler’s first visit to implants and braces for adults. Our dentists, hygienists and orthodontist share the same rooms and the same notes, so your care is joined up. We take our time over check-ups, because most problems are simpler to fix while they are small.',
      'Many people who come to us haven’t seen a dentist for years, often because of one bad experience. We start with a conversation, not the drill. You see your X-rays and photos on a screen, hear the options and decide in your own time.',
      'Every course of treatment comes with a written plan and prices, and we stick to them. We would rather save a tooth than replace it, and we will tell you honestly when a treatment is optional. Regular check-ups and hygiene visits keep most of our patients away from bigger treatments altogether.',
    ],
    values: [
      { title: 'Prevention first', text: 'A check-up and clean every six months does more for your teeth than any filling.' },
      { title: 'Honest options', text: 'We explain every choice, including waiting for now, with its pros, cons and price.' },
      { title: 'Gentle hands', text: 'Local anaesthetic, unhurried appointments and a break whenever you need one.' },
      { title: 'Clean and safe', text: 'Instruments are sterilised after every patient, and single-use items are never reused.' },
    ],
    ctaHeadings: ['Book your check-up', 'Time for a check-up and clean?', 'Toothache? We keep emergency slots every day'],
    ctaTexts: [
      'Book a check-up online or by phone, and add a hygiene visit straight after if one is due.',
      'Tell us if you are nervous or in pain when you call, and we will make time for you.',
    ],
    articles: [
      {
        titles: ['How often should you see the dentist and the hygienist?', 'Check-ups and hygiene visits: how often and why'],
        description: 'How often adults and children need a dental check-up and a hygiene visit, what happens at each, and why healthy gums matter as much as fillings.',
        excerpt: 'Twice a year is the usual advice, but not for everyone. Here is what happens at a check-up and a hygiene visit, and how often you really need each.',
        sections: [
          {
            heading: 'The six-month rule and when it changes',
            paragraphs: [
              'For most people, a check-up every six months catches decay and gum problems while they are small. If your teeth and gums have been healthy for years, your dentist may stretch the interval to a year. People with gum disease, diabetes, braces or a dry mouth often need to come every three to four months. Children usually keep to six months, as their teeth change quickly.',
            ],
          },
          {
            heading: 'What happens at a check-up',
            paragraphs: [
              'The dentist looks at every tooth, checks old fillings and crowns and measures the pockets around your gums. Your tongue, cheeks and throat are checked for early signs of mouth cancer. X-rays are taken every one to two years to see decay between teeth and under fillings. At the end you hear what was found and, if anything needs doing, receive a written plan.',
            ],
          },
          {
            heading: 'Why the hygienist matters',
            paragraphs: [
              'Even careful brushing leaves plaque in places a toothbrush can’t reach, and over time it hardens into tartar. Tartar irritates the gums, which then bleed, recede and eventually loosen the teeth. A hygienist removes it above and below the gum line and polishes away stains from tea and coffee. Just as useful, they show you exactly where your brushing misses and which brushes fit the gaps between your teeth.',
            ],
          },
          {
            heading: 'Looking after your teeth between visits',
            paragraphs: [
              'Brush twice a day for two minutes with a fluoride toothpaste, and spit rather than rinse afterwards. Clean between your teeth once a day with floss or interdental brushes. Keep sugary food and drinks to mealtimes instead of sipping and snacking through the day. Bleeding gums, a sensitive tooth or a broken filling are reasons to book before your next check-up is due.',
            ],
          },
        ],
      },
      {
        titles: ['Teeth whitening: what works and what to avoid', 'How teeth whitening works and how long it lasts'],
        description: 'What causes stained teeth, how dentist-supervised whitening works, what it can’t change, and how to keep your new shade for as long as possible.',
        excerpt: 'Whitening is safe and effective when a dentist is in charge. Here is how it works, what it can’t do and how to make the result last.',
        sections: [
          {
            heading: 'Why teeth darken',
            paragraphs: [
              'Tea, coffee, red wine and smoking stain the surface of the enamel over the years. Teeth also darken naturally with age, as the enamel thins and the yellower layer beneath shows through. A tooth that has had root canal treatment or an old knock can turn grey from the inside. Whitening works well on the first two kinds of discolouration and less predictably on the third.',
            ],
          },
          {
            heading: 'How dentist-supervised whitening works',
            paragraphs: [
              'First, the dentist checks that your teeth and gums are healthy and treats any decay, because whitening gel on an open cavity hurts. We then take impressions and make thin trays that fit your teeth exactly. You wear them with a measured amount of gel for an hour or overnight, usually for two to three weeks. The gel reaches every tooth evenly and stays away from your gums.',
            ],
          },
          {
            heading: 'What whitening can’t do',
            paragraphs: [
              'Fillings, crowns and veneers don’t change colour, so they may look darker next to newly whitened teeth. If they are on show, we plan to replace them after whitening to match the new shade. Some people feel temporary sensitivity during treatment, which settles within days. Kits bought online or used in beauty salons often contain either too little gel to work or too much to be safe, so we advise against them.',
            ],
          },
          {
            heading: 'Keeping your new shade',
            paragraphs: [
              'Avoid strongly coloured food and drinks for the first 48 hours, when teeth pick up stains most easily. After that, rinsing with water after coffee or red wine makes a real difference. Keep up your hygiene visits, as polishing removes surface stains before they build up. Most people wear their trays for a night or two every few months to keep the colour.',
            ],
          },
        ],
      },
      {
        titles: ['Your child’s first visit to the dentist', 'Children’s teeth: the first visit and everyday care'],
        description: 'When to bring your child to the dentist for the first time, how to make the visit easy, and how to brush, which toothpaste to use and what to do about sugar.',
        excerpt: 'A relaxed first visit sets the tone for years. Here is when to come, how to prepare your child and how to look after baby teeth at home.',
        sections: [
          {
            heading: 'When to come for the first time',
            paragraphs: [
              'Bring your child when the first tooth appears, or by their first birthday at the latest. A first visit is short and gentle: the dentist looks at the teeth, often with your child sitting on your lap. Most of the time goes on advice for you about brushing, feeding and teething. Coming early means your child’s first experience of the dentist is a pleasant one rather than a toothache.',
            ],
          },
          {
            heading: 'Making the visit easy',
            paragraphs: [
              'Talk about the visit calmly and without words like pain or needle. Reading a picture book about the dentist or playing at counting teeth at home helps. Book a morning slot when your child is rested, and try not to pass on any nerves of your own. We let children ride the chair up and down and hold the mirror before we look.',
            ],
          },
          {
            heading: 'Brushing and toothpaste by age',
            paragraphs: [
              'Start brushing as soon as the first tooth comes through, twice a day, last thing at night and one other time. Under three, use a smear of toothpaste with at least 1,000 ppm fluoride; from three to six, a pea-sized amount. Teach your child to spit out the toothpaste but not rinse, so the fluoride keeps working. Help with brushing until about age seven, when most children can manage on their own.',
            ],
          },
          {
            heading: 'Sugar, snacks and sealants',
            paragraphs: [
              'How often children have sugar matters more than how much. Keep sweets, juice and biscuits to mealtimes, and give water or milk between meals. Avoid a bottle of milk or juice in bed once teeth have come through. When the first permanent back teeth arrive, at around six or seven, we may suggest sealing their grooves to keep decay out.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'стоматология',
    descriptor: 'семейная стоматология: осмотры, гигиена, лечение кариеса, отбеливание, имплантация и брекеты',
    audience: 'пациенты',
    eyebrows: ['Семейный стоматолог', 'Лечение, гигиена, ортодонтия', 'Зубы для всей семьи'],
    heroTitles: [
      'Здоровые зубы без страха перед креслом',
      'Осмотры, гигиена и лечение для всей семьи',
      'Врач, который сначала объясняет, а потом лечит',
      'Лечим зубы взрослым и детям',
      'Два визита в год — и улыбка в порядке',
    ],
    heroLeads: [
      'Регулярные осмотры и чистка у гигиениста, бережное лечение кариеса и понятный план лечения с ценами, который вы получаете до начала работы.',
      'В «{brand}» врачи, гигиенисты и ортодонт работают рядом, поэтому осмотр, чистку и брекеты можно доверить одной команде.',
      'Боитесь лечить зубы? Мы никуда не торопимся, объясняем каждый шаг и останавливаемся, как только вы поднимете руку.',
    ],
    offersHeadings: ['Услуги и цены', 'От осмотра до имплантации', 'Забота о каждой улыбке'],
    offersLeads: [
      'Любое лечение начинается с осмотра и письменного плана, поэтому стоимость вы знаете до того, как мы приступим.',
      'Ниже — цены на самые частые процедуры. Сложные случаи мы оцениваем после осмотра и снимков.',
    ],
    offers: [
      {
        title: 'Осмотр и снимки',
        text: 'Полный осмотр зубов, дёсен и прикуса, онкоскрининг слизистой, снимки, если пришло время, и письменный план лечения, если оно нужно.',
        price: 60,
      },
      {
        title: 'Чистка зубов у гигиениста',
        text: 'Гигиенист снимает зубной камень и налёт над десной и под ней, полирует зубы и показывает, какие места вы пропускаете при чистке.',
        price: 100,
      },
      {
        title: 'Детский осмотр',
        text: 'Короткий и дружелюбный визит для детей с первого зуба: советы родителям по чистке и, если нужно, покрытие фторлаком.',
        price: 45,
      },
      {
        title: 'Лечение кариеса с пломбой',
        text: 'Под местной анестезией убираем кариес и восстанавливаем зуб светоотверждаемым материалом в цвет эмали.',
        price: 130,
        from: true,
      },
      {
        title: 'Лечение каналов',
        text: 'Спасает зуб с воспалённым или погибшим нервом: каналы чистят, расширяют и пломбируют под анестезией, обычно за один-два визита.',
        price: 600,
        from: true,
      },
      {
        title: 'Отбеливание зубов',
        text: 'Индивидуальные капы и отбеливающий гель для домашнего использования под контролем врача — после проверки, что зубы и дёсны здоровы.',
        price: 350,
        from: true,
      },
      {
        title: 'Имплант с коронкой',
        text: 'Титановый имплант заменяет утраченный корень и несёт керамическую коронку. Планируем по 3D-снимку и ставим под местной анестезией.',
        price: 2200,
        from: true,
      },
      {
        title: 'Брекет-система',
        text: 'Металлические или прозрачные брекеты для подростков и взрослых: установка и коррекция у нашего ортодонта, ретейнеры в конце лечения включены.',
        price: 3500,
        from: true,
      },
      {
        title: 'Элайнеры',
        text: 'Серия почти незаметных съёмных кап, которые постепенно выравнивают зубы. Подходят при многих лёгких и умеренных нарушениях прикуса.',
        price: 3000,
        from: true,
      },
      {
        title: 'Приём при острой боли',
        text: 'Если болит зуб, опухла щека, откололся зуб или выпала пломба. Находим причину, снимаем боль и планируем дальнейшее лечение.',
        price: 90,
      },
    ],
    highlights: [
      { title: 'Письменный план до лечения', text: 'После осмотра вы получаете план лечения со всеми этапами и ценами и можете спокойно его обдумать.' },
      { title: 'Бережно к тем, кто боится', text: 'Объясняем каждый шаг, наносим обезболивающий гель перед уколом и заранее договариваемся о сигнале «стоп».' },
      { title: 'Детей принимаем с первого зуба', text: 'Короткие дружелюбные визиты помогают ребёнку привыкнуть к врачу задолго до того, как понадобится пломба.' },
      { title: 'Врач и гигиенист в один день', text: 'Чистку можно записать сразу после осмотра, и одна поездка заменит две.' },
      { title: 'Острая боль — в тот же день', text: 'Каждый день мы оставляем свободное время для пациентов с болью, отёком или сломанным зубом.' },
    ],
    process: [
      { title: 'Запись на осмотр', text: 'Запишитесь на сайте или по телефону. Предупредите, если вы волнуетесь, у вас есть хронические заболевания или болит зуб.' },
      { title: 'Осмотр и снимки', text: 'Врач проверяет зубы, дёсны и прикус, осматривает слизистую и делает снимки, если пришло время.' },
      { title: 'План лечения', text: 'Рассказываем, что нашли, какие есть варианты и сколько они стоят, и отдаём план в письменном виде.' },
      { title: 'Лечение', text: 'Пломбы, чистку, отбеливание или имплантацию назначаем на удобное время, по возможности у одного и того же врача.' },
      { title: 'Регулярные осмотры', text: 'Напоминаем, когда пора на следующий осмотр и чистку, — обычно раз в полгода.' },
    ],
    faq: [
      {
        question: 'Как часто нужно ходить к стоматологу?',
        answer: 'Большинству взрослых и детей достаточно осмотра раз в полгода. При здоровых зубах и дёснах врач может предложить раз в год, а при проблемах с дёснами — раз в три-четыре месяца.',
      },
      {
        question: 'Лечить больно?',
        answer: 'Пломбы, лечение каналов и имплантацию делаем под местной анестезией: вы чувствуете давление, но не боль. Перед уколом наносим обезболивающий гель, поэтому и сам укол почти не ощущается.',
      },
      {
        question: 'Сколько держится эффект отбеливания?',
        answer: 'Обычно от года до трёх лет — зависит от того, сколько вы пьёте чая, кофе и красного вина и курите ли. Изредка обновляйте результат своими капами, и цвет сохранится.',
      },
      {
        question: 'Когда вести ребёнка к стоматологу впервые?',
        answer: 'Когда прорежется первый зуб или хотя бы к году. Первые визиты нужны в основном для знакомства с креслом, а родителям мы рассказываем о чистке зубов и питании.',
      },
      {
        question: 'Мне можно поставить имплант?',
        answer: 'Большинству взрослых, потерявших зуб, можно — если здоровы дёсны и достаточно костной ткани. Проверяем и то и другое на осмотре и по 3D-снимку, а затем даём план и цену.',
      },
      {
        question: 'Брекеты или элайнеры — что выбрать?',
        answer: 'И то и другое хорошо выравнивает зубы. Элайнеры почти незаметны и снимаются, но носить их нужно около 22 часов в сутки, а брекеты справляются и со сложными случаями. Ортодонт подскажет, что подойдёт именно вам.',
      },
      {
        question: 'Что делать, если болит зуб?',
        answer: 'Позвоните нам как можно раньше — мы найдём время для срочного приёма. До визита примите обезболивающее по инструкции и не ешьте очень горячего и холодного. Если опухает лицо или трудно глотать, сразу обращайтесь за экстренной помощью.',
      },
    ],
    story: [
      '«{brand}» — семейная стоматология: от первого визита малыша до имплантов и брекетов для взрослых. Наши врачи, гигиенисты и ортодонт работают в одних кабинетах и ведут общую карту, поэтому лечение не распадается на части. На осмотр мы не жалеем времени: большинство проблем проще решить, пока они маленькие.',
      'Многие наши пациенты не были у стоматолога годами, часто из-за одного неудачного опыта. Мы начинаем с разговора, а не с бормашины. Вы видите свои снимки и фотографии на экране, слышите варианты и решаете без спешки.',
      'К каждому лечению прилагается письменный план с ценами, и мы его придерживаемся. Нам важнее сохранить зуб, чем заменить, и мы честно говорим, когда процедура не обязательна. Благодаря регулярным осмотрам и чистке большинству наших пациентов серьёзное лечение так и не требуется.',
    ],
    values: [
      { title: 'Профилактика прежде всего', text: 'Осмотр и чистка раз в полгода делают для зубов больше, чем любая пломба.' },
      { title: 'Честные варианты', text: 'Объясняем каждый вариант, включая «пока подождать», с плюсами, минусами и ценой.' },
      { title: 'Бережные руки', text: 'Местная анестезия, приём без спешки и перерыв, как только он вам нужен.' },
      { title: 'Чистота и безопасность', text: 'Инструменты стерилизуем после каждого пациента, одноразовое никогда не используем повторно.' },
    ],
    ctaHeadings: ['Запишитесь на осмотр', 'Пора на осмотр и чистку?', 'Болит зуб? Примем в тот же день'],
    ctaTexts: [
      'Запишитесь на осмотр на сайте или по телефону и, если пора, сразу добавьте чистку у гигиениста.',
      'Скажите при записи, если волнуетесь или у вас болит зуб, — мы найдём для вас время.',
    ],
    articles: [
      {
        titles: ['Как часто проверять зубы и ходить на чистку', 'Осмотр и чистка зубов: как часто и зачем'],
        description: 'Как часто взрослым и детям нужен осмотр у стоматолога и чистка у гигиениста, что происходит на каждом визите и почему здоровье дёсен так важно.',
        excerpt: 'Раз в полгода — привычный совет, но подходит он не всем. Рассказываем, что происходит на осмотре и чистке и как часто они нужны именно вам.',
        sections: [
          {
            heading: 'Правило полугода и когда оно меняется',
            paragraphs: [
              'Большинству людей осмотр раз в полгода позволяет заметить кариес и проблемы с дёснами, пока они небольшие. Если зубы и дёсны много лет здоровы, врач может увеличить интервал до года. При болезнях дёсен, диабете, брекетах или сухости во рту часто нужно приходить раз в три-четыре месяца. Дети обычно ходят раз в полгода: их зубы меняются быстро.',
            ],
          },
          {
            heading: 'Что происходит на осмотре',
            paragraphs: [
              'Врач осматривает каждый зуб, проверяет старые пломбы и коронки и измеряет глубину карманов вокруг дёсен. Язык, щёки и горло осматривают, чтобы не пропустить ранние признаки онкологии. Раз в один-два года делают снимки, на которых виден кариес между зубами и под пломбами. В конце вы узнаёте, что нашёл врач, и, если нужно лечение, получаете письменный план.',
            ],
          },
          {
            heading: 'Зачем нужен гигиенист',
            paragraphs: [
              'Даже при тщательной чистке в труднодоступных местах остаётся налёт, который со временем превращается в зубной камень. Камень раздражает дёсны: они кровоточат, опускаются, и в итоге зубы начинают шататься. Гигиенист снимает его над десной и под ней и полирует зубы, убирая пигмент от чая и кофе. Не менее полезно, что он показывает, где вы недочищаете и какие ёршики подходят к промежуткам между вашими зубами.',
            ],
          },
          {
            heading: 'Уход между визитами',
            paragraphs: [
              'Чистите зубы дважды в день по две минуты пастой со фтором, а после чистки сплёвывайте пасту, но не полощите рот. Раз в день очищайте промежутки между зубами нитью или ёршиками. Сладкое ешьте и пейте во время еды, а не перекусывайте весь день. Кровоточивость дёсен, чувствительный зуб или сколотая пломба — повод записаться, не дожидаясь планового осмотра.',
            ],
          },
        ],
      },
      {
        titles: ['Отбеливание зубов: что работает, а от чего отказаться', 'Как работает отбеливание и сколько держится результат'],
        description: 'Почему темнеют зубы, как проходит отбеливание под контролем врача, чего оно не изменит и как дольше сохранить новый оттенок зубов.',
        excerpt: 'Под контролем стоматолога отбеливание безопасно и эффективно. Рассказываем, как оно работает, чего не может и как продлить результат.',
        sections: [
          {
            heading: 'Почему темнеют зубы',
            paragraphs: [
              'Чай, кофе, красное вино и курение годами окрашивают поверхность эмали. С возрастом зубы темнеют и сами: эмаль истончается, и сквозь неё просвечивает более жёлтый дентин. Зуб после лечения каналов или давней травмы может посереть изнутри. Отбеливание хорошо справляется с первыми двумя видами потемнения и менее предсказуемо — с третьим.',
            ],
          },
          {
            heading: 'Как проходит отбеливание у стоматолога',
            paragraphs: [
              'Сначала врач проверяет, здоровы ли зубы и дёсны, и лечит кариес, потому что гель на открытой полости вызывает боль. Затем мы снимаем слепки и изготавливаем тонкие капы точно по вашим зубам. Вы носите их с отмеренным количеством геля час в день или ночью, обычно две-три недели. Гель распределяется по всем зубам равномерно и не попадает на дёсны.',
            ],
          },
          {
            heading: 'Чего отбеливание не изменит',
            paragraphs: [
              'Пломбы, коронки и виниры не меняют цвет, поэтому рядом с отбелёнными зубами могут выглядеть темнее. Если они на виду, мы планируем заменить их после отбеливания под новый оттенок. У некоторых во время курса появляется временная чувствительность, которая проходит за несколько дней. Наборы из интернета и процедуры в салонах красоты часто содержат либо слишком мало геля, чтобы подействовать, либо слишком много, чтобы быть безопасными, поэтому мы их не советуем.',
            ],
          },
          {
            heading: 'Как сохранить результат',
            paragraphs: [
              'Первые 48 часов избегайте ярко окрашенных продуктов и напитков: в это время зубы легче всего впитывают пигмент. Потом достаточно полоскать рот водой после кофе или красного вина — разница заметная. Не пропускайте чистку у гигиениста: полировка убирает поверхностный налёт, пока он не накопился. Большинство пациентов раз в несколько месяцев надевают капы на одну-две ночи, чтобы поддержать цвет.',
            ],
          },
        ],
      },
      {
        titles: ['Первый визит ребёнка к зубному врачу', 'Детские зубы: первый визит и ежедневный уход'],
        description: 'Когда впервые вести ребёнка к стоматологу, как сделать визит спокойным, как чистить молочные зубы, какую пасту выбрать и что делать со сладким.',
        excerpt: 'Спокойный первый визит задаёт тон на годы вперёд. Рассказываем, когда приходить, как подготовить ребёнка и как ухаживать за молочными зубами дома.',
        sections: [
          {
            heading: 'Когда приходить впервые',
            paragraphs: [
              'Приводите ребёнка, когда прорежется первый зуб, или хотя бы к году. Первый визит короткий и мягкий: врач смотрит зубы, часто пока малыш сидит у вас на коленях. Большую часть времени мы рассказываем родителям о чистке зубов, кормлении и прорезывании. Если прийти рано, первое знакомство с врачом будет приятным, а не связанным с зубной болью.',
            ],
          },
          {
            heading: 'Как сделать визит спокойным',
            paragraphs: [
              'Рассказывайте о визите спокойно и без слов вроде «больно» или «укол». Помогают книжка с картинками про стоматолога и игра «посчитаем зубки» дома. Записывайтесь на утро, когда ребёнок отдохнул, и постарайтесь не передавать ему собственное волнение. Мы даём детям покататься на кресле вверх-вниз и подержать зеркальце, прежде чем начать осмотр.',
            ],
          },
          {
            heading: 'Чистка зубов и паста по возрасту',
            paragraphs: [
              'Начинайте чистить зубы, как только прорезался первый, дважды в день, обязательно перед сном. До трёх лет берите пасту с фтором не меньше 1000 ppm размером с рисовое зёрнышко, с трёх до шести лет — с горошину. Учите ребёнка сплёвывать пасту, но не полоскать рот, чтобы фтор продолжал работать. Помогайте с чисткой примерно до семи лет, пока ребёнок не научится справляться сам.',
            ],
          },
          {
            heading: 'Сладкое, перекусы и герметизация',
            paragraphs: [
              'Для зубов важнее, как часто ребёнок ест сладкое, чем сколько. Оставьте конфеты, сок и печенье для основных приёмов пищи, а между ними давайте воду или молоко. Не давайте бутылочку с молоком или соком в кровать, когда зубы уже прорезались. Когда появятся первые постоянные жевательные зубы, примерно в шесть-семь лет, врач может предложить запечатать их бороздки, чтобы защитить от кариеса.',
            ],
          },
        ],
      },
    ],
  },
};
