import type { Trade } from '../types.ts';

export const petCare: Trade = {
  id: 'pet-care',
  theme: 'Pet Care',
  kind: 'services',
  icons: 'pets',
  offerIcons: ['scissors', 'bath', 'dog', 'paw-print', 'footprints', 'park', 'cat', 'bone', 'moon', 'house-heart'],
  offerLines: { grooming: [0, 1, 2, 3], walking: [4, 5, 7], sitting: [6, 8, 9] },
  en: {
    noun: 'pet care service',
    descriptor: 'a local pet care service for grooming, dog walking, pet sitting and boarding',
    audience: 'pet owners',
    eyebrows: ['Grooming, walking and pet sitting', 'Care for dogs and cats', 'Local pet carers'],
    heroTitles: [
      'Happy pets, whether you’re at home or away',
      'Grooming, walks and sitting for dogs and cats',
      'Someone your pet already knows and trusts',
      'Grooming, dog walking and boarding',
      'A tidy coat, a good walk and a calm holiday',
    ],
    heroLeads: [
      'Full grooms and bath-and-tidy sessions, daily dog walks, home visits for cats and a cosy place to stay while you travel.',
      'At {brand}, walks, grooms and holiday care are planned around your pet’s own routine, so the days away from you feel familiar.',
      'Working late or going away? We walk, feed, groom and keep your pet company while you are busy.',
      'Full grooms, bath-and-tidy sessions and nail trims, done calmly and without rushing.',
    ],
    offersHeadings: ['Grooming, walking and sitting', 'Services and prices', 'Everything your pet needs while you’re busy'],
    offersLeads: [
      'Grooming prices depend on your dog’s size and coat, so we confirm the exact figure when you book. Walks and visits are priced per visit.',
      'Book a single groom or a regular walking slot, or let us look after your pet while you are away.',
    ],
    offers: [
      {
        title: 'Full groom',
        text: 'Bath, blow-dry, brush-out, clip or hand-strip to breed style or your choice, plus nails, ears and a tidy of paws and face.',
        price: 60,
        from: true,
      },
      {
        title: 'Bath and tidy',
        text: 'For short coats and between full grooms: a bath, blow-dry and de-shed, with nails, ears and a trim around eyes, paws and bottom.',
        price: 40,
        from: true,
      },
      {
        title: 'Puppy’s first groom',
        text: 'A short, gentle session for puppies once vaccinated: a bath, a little brushing and a nail trim, so grooming becomes something normal.',
        price: 35,
      },
      {
        title: 'Nail clipping',
        text: 'A quick nail trim with the dewclaws checked too. Book it on its own or add it to any groom, and we show you how to keep nails short at home.',
        price: 15,
      },
      {
        title: 'Solo dog walk',
        words: ['walker', 'greet'],
        text: 'A one-to-one walk of up to an hour for dogs who are young, elderly, reactive or simply prefer their own company. Collection and drop-off included.',
        price: 22,
        unit: 'per walk',
      },
      {
        title: 'Group dog walk',
        words: ['walker', 'greet'],
        text: 'An hour out in a small group of dogs matched by size and energy, on regular routes with safe spaces to sniff and play.',
        price: 16,
        unit: 'per walk',
      },
      {
        title: 'Cat and small pet visits',
        words: ['cat', 'rabbit', 'hutch', 'litter', 'sitter', 'greet', 'medic', 'insulin'],
        text: 'A home visit to feed, clean litter trays or hutches, give medicines, play and check that all is well.',
        price: 20,
        unit: 'per visit',
      },
      {
        title: 'Doggy day care',
        words: ['busy', 'alone', 'daycare'],
        text: 'A full day of company, play, a walk and rest for dogs who don’t like being left alone, with pick-up and drop-off available.',
        price: 35,
        unit: 'per day',
      },
      {
        title: 'Overnight pet sitting',
        words: ['sitter', 'holiday', 'away', 'travel', 'night', 'medic', 'insulin'],
        text: 'A carer stays in your home overnight, keeping your pets to their usual routine and your house looking lived in.',
        price: 70,
        unit: 'per night',
      },
      {
        title: 'Home boarding for dogs',
        words: ['holiday', 'away', 'travel', 'night', 'kennel'],
        text: 'Your dog stays in a carer’s home as part of the household, with walks, feeding and bedtime as close to your routine as possible.',
        price: 45,
        unit: 'per night',
      },
    ],
    highlights: [
      { title: 'A familiar routine', text: 'Pets settle best when walks, meals and grooms keep to the rhythm they know from home.' },
      { title: 'News of your pet', text: 'Tell us how you would like to hear how a walk or a visit went, by message or with a photo.' },
      { title: 'Well-matched walking groups', text: 'Group walks go best when the dogs are matched by size, age and temperament.' },
      { title: 'Gentle, unhurried grooming', text: 'Nervous and older pets cope best with breaks, a calm voice and a patient pace.' },
      { title: 'A meet-and-greet first', text: 'Before the first walk or stay we visit you at home, meet your pet and learn their routine.' },
    ],
    process: [
      { title: 'Get in touch', text: 'Tell us about your pet and what you need: a groom, regular walks, visits while you’re at work or care during a holiday.' },
      { title: 'Meet-and-greet', text: 'We come to your home to meet your pet, see how they walk on the lead and go through feeding, habits and vet details.' },
      { title: 'A trial walk or groom', text: 'New dogs start with a short solo walk or a bath and tidy, so they get to know us before longer sessions.' },
      { title: 'Regular care', text: 'We collect, walk, feed or groom your pet as agreed. Tell us how you would like to hear how it went.' },
      { title: 'Holidays and stays', text: 'For boarding or overnight sitting, book early for school holidays and pack food, bedding and any medicines.' },
    ],
    faq: [
      {
        question: 'How often should my dog be groomed?',
        answer: 'Dogs with coats that keep growing, such as poodles, doodles and shih tzus, need a full groom every four to eight weeks. Short-coated breeds do well with a bath and tidy every two to three months, plus regular nail trims.',
      },
      {
        question: 'What vaccinations does my dog need for walks and boarding?',
        answer: 'Up-to-date annual vaccinations, including kennel cough, and regular flea and worm treatment. We ask to see the vaccination record before the first group walk or stay.',
      },
      {
        question: 'Can you give my pet medication?',
        answer: 'Yes. Tablets, liquid medicine and drops can be given as your vet has prescribed, and each dose is noted in our update. For insulin injections, tell us in advance so we can go through the routine with you.',
      },
      {
        question: 'Do you walk dogs off the lead?',
        answer: 'Only with your written permission and once we know the dog’s recall well. Dogs who are new to us, in season or not reliable on recall stay on a lead or long line.',
      },
      {
        question: 'What if my pet falls ill while in your care?',
        answer: 'We contact you straight away and take your pet to your own vet, or to the nearest one in an emergency. Your vet’s details and a consent form are collected at the meet-and-greet for exactly this reason.',
      },
      {
        question: 'Do you look after cats and small pets?',
        answer: 'Yes. Cats, rabbits, guinea pigs and other small pets are usually happiest at home, so we visit once or twice a day to feed, clean, play and check they are well.',
      },
      {
        question: 'Where do boarding dogs stay?',
        answer: 'In a home, not kennels. Boarding dogs live in with the carer, sleep indoors and keep their usual walking and feeding routine, and we take only a few dogs at a time who get on together.',
      },
    ],
    story: [
      '{brand} looks after dogs, cats and small pets while their owners are at work, on holiday or simply short of time. We groom, walk, feed and keep pets company. Tell us about your pet’s habits, and we plan each visit around them.',
      'Every new pet starts with a meet-and-greet at home. We learn each pet’s routine and quirks and what makes it nervous, and we write it all down. Walks are in small groups matched by size and energy, and dogs who prefer their own company walk solo.',
      'Grooming goes best without rushing. Nervous dogs get breaks, and older dogs get a soft mat and a slower pace. We care for pets the way we would want our own to be cared for: patiently, safely and with plenty of fuss.',
    ],
    values: [
      { title: 'Patience', text: 'Pets set the pace, especially on a first groom or a first night away from home.' },
      { title: 'Safety', text: 'Secure leads and harnesses, careful recall and no off-lead walks without your consent.' },
      { title: 'Honest updates', text: 'If your pet is off their food or has a sore paw, that is worth knowing straight away.' },
      { title: 'Routine', text: 'Regular times and familiar carers help pets feel settled while you are away.' },
    ],
    ctaHeadings: ['Book a meet-and-greet', 'Going away? Book your pet’s stay early', 'Book a groom for your dog'],
    ctaTexts: [
      'Tell us about your pet and what you need, and we’ll arrange a visit to say hello.',
      'School holiday dates fill up fast, so book boarding and sitting as soon as you know your travel plans.',
      'Tell us your dog’s breed and coat, and we’ll suggest the right groom and a time that suits you.',
    ],
    articles: [
      {
        titles: ['How often should you groom your dog? A guide by coat type', 'Dog grooming by coat type: what your dog needs'],
        description: 'How often to bath, brush and clip your dog depending on its coat, from smooth and double coats to poodle crosses, plus nail and ear care between grooms.',
        excerpt: 'A whippet and a cockapoo need very different care. Here is how often to groom each coat type, and what to do at home between appointments.',
        sections: [
          {
            heading: 'Smooth and short coats',
            paragraphs: [
              'Boxers, whippets, pugs and other smooth-coated dogs are the easiest to keep tidy. A weekly rub with a rubber grooming mitt lifts dead hair and spreads natural oils through the coat. A bath every two to three months is plenty unless your dog rolls in something. Nails still need trimming every few weeks, as smooth-coated dogs often walk on soft ground.',
            ],
          },
          {
            heading: 'Double coats',
            paragraphs: [
              'Labradors, huskies, collies and German Shepherds have a dense undercoat beneath the top layer. Double-coated dogs moult heavily twice a year, and a de-shedding groom at those times removes far more loose hair than any home brush. Please don’t shave a double coat: it protects the dog from heat as well as cold, and it often grows back patchy. Brush two or three times a week with an undercoat rake to keep on top of it.',
            ],
          },
          {
            heading: 'Coats that keep growing',
            paragraphs: [
              'Poodles, doodles, bichons and shih tzus have hair that grows continuously and tangles easily. A growing coat needs a full groom every four to eight weeks and brushing at home every day or two, right down to the skin. Mats form fastest behind the ears, under the collar and in the armpits. A badly matted coat can’t be brushed out kindly, so the only humane option is to clip it short and start again.',
            ],
          },
          {
            heading: 'Nails, ears and teeth between grooms',
            paragraphs: [
              'If you can hear your dog’s nails clicking on a hard floor, they are too long. Check ears weekly for redness, a smell or brown wax, especially in floppy-eared breeds. A few minutes of tooth brushing with dog toothpaste several times a week keeps breath and gums healthy. Anything unusual, such as lumps, sore skin or a limp, is worth mentioning to your vet rather than waiting for the next groom.',
            ],
          },
        ],
      },
      {
        titles: ['What to ask before hiring a dog walker', 'Choosing a dog walker: questions that matter'],
        description: 'What to ask a dog walker before handing over your keys: group sizes, off-lead rules, vaccinations, hot-weather walks and what happens in an emergency.',
        excerpt: 'Handing your dog and your keys to someone new takes trust. Here are the questions worth asking before the first walk.',
        sections: [
          {
            heading: 'Start with a meet-and-greet',
            paragraphs: [
              'A good walker will want to meet your dog at home before the first walk. Watch how they say hello: calmly, letting your dog come to them. Use the visit to talk about your dog’s habits, fears, recall and any health problems. A short first walk, solo if possible, helps your dog get to know the walker without the excitement of a group.',
            ],
          },
          {
            heading: 'Group size and matching',
            paragraphs: [
              'Ask how many dogs go out together and how the groups are chosen. Four dogs is a sensible maximum for one walker to watch closely. Dogs should be matched by size, age and energy, so a boisterous young dog doesn’t wear out an older one. Reactive or nervous dogs are usually happier on solo walks, and a good walker will say so honestly.',
            ],
          },
          {
            heading: 'Safety on the walk',
            paragraphs: [
              'Find out when dogs are let off the lead and what the walker does if recall fails. Secure harnesses, ID tags and a long line for dogs still learning are signs of a careful walker. In hot weather, walks should move to early morning or evening and stay shorter. A simple check is to hold the back of your hand on the pavement for seven seconds: if it’s too hot for you, it’s too hot for paws.',
            ],
          },
          {
            heading: 'Keys, updates and emergencies',
            paragraphs: [
              'Ask how your keys are stored and labelled, and whether the walker keeps your address separate from them. Regular updates with a photo or a short note are a good sign of a walker who pays attention. Make sure they have your vet’s details, an emergency contact and your written consent for treatment. Finally, ask to see proof of insurance before the first walk.',
            ],
          },
        ],
      },
      {
        titles: ['Boarding or a pet sitter: choosing care while you’re away', 'Pet sitting or boarding: which suits your pet?'],
        description: 'Home boarding or a sitter in your own house? How to choose for dogs, cats and small pets, and how to prepare them for their first time away from you.',
        excerpt: 'Some pets love a change of scene, others want their own sofa. Here is how to choose holiday care and make the first stay go smoothly.',
        sections: [
          {
            heading: 'Why cats usually prefer to stay at home',
            paragraphs: [
              'Cats are attached to their territory more than to routine, and a strange house can upset them for days. Daily home visits let them keep their own sleeping spots, litter tray and window. A sitter feeds them, cleans up, plays and checks for changes in appetite or behaviour. Rabbits, guinea pigs and birds are also usually better off at home with visits once or twice a day.',
            ],
          },
          {
            heading: 'When boarding suits a dog',
            paragraphs: [
              'Most dogs are sociable and don’t like long hours alone, so home boarding often suits them better than occasional visits. Living in with a carer means company all day, regular walks and a sofa rather than a kennel run. Dogs who struggle with other dogs or with change may do better with an overnight sitter in their own home. Ask how many dogs stay at once and how the carer makes sure they get on.',
            ],
          },
          {
            heading: 'Preparing for the first stay',
            paragraphs: [
              'Book a trial day or a single night a few weeks before your trip. Pack your pet’s usual food, as a sudden change can upset the stomach, plus a bed or blanket that smells of home. Keep the goodbye short and cheerful, because long farewells make dogs more anxious. Check that vaccinations, flea and worm treatment are up to date before you go.',
            ],
          },
          {
            heading: 'What to leave for the sitter',
            paragraphs: [
              'Write down feeding amounts and times, medicines and doses, and any habits the sitter should know about. Leave your vet’s details, a phone number where you can be reached and a spare contact nearby. Show where the lead, poo bags, cleaning things and spare keys are kept. A well-briefed sitter can keep your pet’s days almost exactly as they are when you are home.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'сервис по уходу за питомцами',
    descriptor: 'сервис по уходу за питомцами: груминг, выгул собак, зооняня и передержка',
    audience: 'владельцы питомцев',
    eyebrows: ['Груминг, выгул и зооняня', 'Забота о собаках и кошках', 'Присмотр за питомцами', 'Уход за питомцами'],
    heroTitles: [
      'Питомец доволен, даже когда вы в отъезде',
      'Груминг, прогулки и присмотр за собаками и кошками',
      'Человек, которого ваш питомец знает и любит',
      'Груминг, выгул и передержка',
      'Аккуратная шерсть, долгая прогулка и спокойный отпуск',
    ],
    heroLeads: [
      'Комплексный и гигиенический груминг, ежедневный выгул собак, визиты зооняни к кошкам и уютная домашняя передержка на время вашего отъезда.',
      'В «{brand}» прогулки, груминг и присмотр на время отпуска строятся вокруг привычного распорядка вашего питомца.',
      'Задерживаетесь на работе или уезжаете? Мы выгуляем, покормим, подстрижём и составим компанию вашему питомцу, пока вы заняты.',
      'Комплексный и гигиенический груминг и стрижка когтей — спокойно и без спешки.',
    ],
    offersHeadings: ['Груминг, выгул и присмотр', 'Услуги и цены', 'Всё, что нужно питомцу, пока вы заняты'],
    offersLeads: [
      'Цена груминга зависит от размера собаки и типа шерсти, поэтому точную сумму мы называем при записи. Прогулки и визиты оплачиваются за каждый раз.',
      'Запишитесь на разовый груминг или постоянный выгул либо оставьте питомца у нас на время отъезда.',
    ],
    offers: [
      {
        title: 'Комплексный груминг',
        text: 'Мытьё, сушка, вычёсывание, стрижка или тримминг по стандарту породы или на ваш вкус, а также когти, уши, лапы и мордочка.',
        price: 60,
        from: true,
      },
      {
        title: 'Гигиенический груминг',
        text: 'Для короткошёрстных собак и между полными стрижками: мытьё, сушка, вычёсывание подшёрстка, когти, уши и подстригание у глаз, на лапах и под хвостом.',
        price: 40,
        from: true,
      },
      {
        title: 'Первый груминг щенка',
        text: 'Короткое бережное знакомство с грумингом для привитых щенков: мытьё, немного расчёсывания и стрижка когтей, чтобы всё это стало привычным.',
        price: 35,
      },
      {
        title: 'Стрижка когтей',
        text: 'Быстрая стрижка когтей с проверкой прибылых пальцев. Можно записаться отдельно или добавить к любому грумингу, а мы покажем, как следить за когтями дома.',
        price: 15,
      },
      {
        title: 'Индивидуальная прогулка',
        words: ['выгул', 'гуля', 'знакомств', 'знакомим'],
        text: 'Прогулка один на один до часа — для щенков, пожилых и реактивных собак и тех, кто просто любит гулять без компании. Забираем и приводим обратно.',
        price: 22,
        unit: 'за прогулку',
      },
      {
        title: 'Групповая прогулка',
        words: ['выгул', 'гуля', 'знакомств', 'знакомим'],
        text: 'Час на улице в небольшой компании собак, подобранных по размеру и темпераменту, по проверенным маршрутам с местами, где можно побегать.',
        price: 16,
        unit: 'за прогулку',
      },
      {
        title: 'Зооняня для кошек и грызунов',
        words: ['кошк', 'кот', 'нян', 'лекарств', 'инсулин'],
        text: 'Визит к вам домой: накормим, уберём лоток или клетку, дадим лекарства, поиграем и проверим, что всё в порядке.',
        price: 20,
        unit: 'за визит',
      },
      {
        title: 'Дневной присмотр за собакой',
        words: ['занят'],
        text: 'Целый день компании, игр, прогулки и отдыха для собак, которые не любят оставаться одни. Можем забрать и привезти обратно.',
        price: 35,
        unit: 'за день',
      },
      {
        title: 'Зооняня с ночёвкой',
        words: ['нян', 'отпуск', 'отъезд', 'уезжа', 'ночев', 'ноч', 'знакомств', 'знакомим', 'лекарств', 'инсулин'],
        text: 'Няня остаётся ночевать у вас дома: питомцы живут по привычному распорядку, а квартира не выглядит пустой.',
        price: 70,
        unit: 'за ночь',
      },
      {
        title: 'Домашняя передержка собак',
        words: ['отпуск', 'отъезд', 'уезжа', 'ночев', 'ноч'],
        text: 'Собака живёт в доме у нашей няни как член семьи: прогулки, кормление и отбой — максимально близко к вашему распорядку.',
        price: 45,
        unit: 'за сутки',
      },
    ],
    highlights: [
      { title: 'Привычный распорядок', text: 'Питомцам спокойнее, когда прогулки, кормление и груминг идут в привычном для них ритме.' },
      { title: 'Новости о питомце', text: 'Скажите, как вам удобнее узнавать, как прошла прогулка или визит: сообщением или с фотографией.' },
      { title: 'Подходящая компания на прогулке', text: 'Групповые прогулки удаются, когда собаки подобраны по размеру, возрасту и характеру.' },
      { title: 'Груминг без спешки', text: 'Пугливым и пожилым питомцам легче, когда есть перерывы, спокойный голос и размеренный темп.' },
      { title: 'Сначала знакомство', text: 'Перед первой прогулкой или передержкой мы приезжаем к вам, знакомимся с питомцем и узнаём его распорядок.' },
    ],
    process: [
      { title: 'Заявка', text: 'Расскажите о питомце и о том, что нужно: груминг, регулярный выгул, визиты, пока вы на работе, или присмотр на время отпуска.' },
      { title: 'Знакомство', text: 'Приезжаем к вам домой, знакомимся с питомцем, смотрим, как он идёт на поводке, и записываем всё о кормлении, привычках и ветеринаре.' },
      { title: 'Пробная прогулка или груминг', text: 'Новые собаки начинают с короткой индивидуальной прогулки или гигиенического груминга, чтобы привыкнуть к нам перед долгими занятиями.' },
      { title: 'Регулярный уход', text: 'Забираем, выгуливаем, кормим или стрижём питомца, как договорились. Скажите, как вам удобнее узнавать, как всё прошло.' },
      { title: 'Отпуск и передержка', text: 'Передержку и няню с ночёвкой на праздники и каникулы бронируйте заранее, а с собой дайте корм, лежанку и лекарства.' },
    ],
    faq: [
      {
        question: 'Как часто собаке нужен груминг?',
        answer: 'Собакам с постоянно растущей шерстью — пуделям, дудлам, ши-тцу — комплексный груминг нужен раз в четыре–восемь недель. Короткошёрстным породам достаточно гигиенического груминга раз в два-три месяца и регулярной стрижки когтей.',
      },
      {
        question: 'Какие прививки нужны для прогулок и передержки?',
        answer: 'Действующая ежегодная вакцинация, включая прививку от бордетеллёза (вольерного кашля), и регулярная обработка от блох и глистов. Перед первой групповой прогулкой или передержкой мы просим показать ветпаспорт.',
      },
      {
        question: 'Вы можете давать питомцу лекарства?',
        answer: 'Да. Таблетки, сиропы и капли даём по назначению вашего ветеринара и отмечаем каждый приём в отчёте. Если нужны уколы инсулина, предупредите заранее, чтобы мы вместе разобрали схему.',
      },
      {
        question: 'Вы отпускаете собак с поводка?',
        answer: 'Только с вашего письменного согласия и когда мы уверены, что собака идёт на подзыв. Новенькие, собаки в течке и те, кто плохо слушается, гуляют на поводке или длинной корде.',
      },
      {
        question: 'Что будет, если питомец заболеет, пока он у вас?',
        answer: 'Мы сразу связываемся с вами и везём питомца к вашему ветеринару, а в экстренном случае — в ближайшую клинику. Контакты врача и согласие на лечение мы берём при знакомстве именно на такой случай.',
      },
      {
        question: 'Вы присматриваете за кошками и грызунами?',
        answer: 'Да. Кошкам, кроликам, морским свинкам и другим небольшим питомцам обычно спокойнее дома, поэтому мы приходим раз или два в день: кормим, убираем, играем и следим за самочувствием.',
      },
      {
        question: 'Где живут собаки на передержке?',
        answer: 'В квартире или доме, а не в вольере. Собака живёт вместе с няней, спит в помещении и сохраняет привычный режим прогулок и кормления, а одновременно мы берём лишь несколько собак, которые ладят между собой.',
      },
    ],
    story: [
      '«{brand}» заботится о собаках, кошках и небольших питомцах, пока их хозяева на работе, в отпуске или просто не успевают. Мы стрижём, выгуливаем, кормим питомцев и составляем им компанию. Расскажите о привычках питомца, и мы спланируем каждый визит с их учётом.',
      'С каждым новым питомцем мы сначала знакомимся у него дома. Мы узнаём распорядок каждого нового питомца, его привычки и то, чего он боится, и всё записываем. Гуляют собаки небольшими группами, подобранными по размеру и темпераменту, а тем, кто предпочитает одиночество, мы устраиваем индивидуальные прогулки.',
      'Груминг лучше всего проходит без спешки. Пугливым собакам даём передохнуть, пожилым стелем мягкий коврик и работаем медленнее. Мы ухаживаем за питомцами так, как хотели бы, чтобы ухаживали за нашими собственными: терпеливо, безопасно и с большой любовью.',
    ],
    values: [
      { title: 'Терпение', text: 'Темп задаёт питомец, особенно на первом груминге или в первую ночь вне дома.' },
      { title: 'Безопасность', text: 'Надёжные поводки и шлейки, отработанный подзыв и никаких прогулок без поводка без вашего согласия.' },
      { title: 'Честные отчёты', text: 'Если питомец плохо ест или прихрамывает, об этом важно узнать сразу.' },
      { title: 'Привычный режим', text: 'Постоянное время и знакомые люди помогают питомцу спокойно пережить ваш отъезд.' },
    ],
    ctaHeadings: ['Договоритесь о знакомстве', 'Уезжаете? Забронируйте передержку заранее', 'Запишите собаку на груминг'],
    ctaTexts: [
      'Расскажите о питомце и о том, что нужно, и мы договоримся о визите для знакомства.',
      'Даты на праздники и каникулы разбирают быстро, поэтому бронируйте передержку и няню, как только узнаете даты поездки.',
      'Расскажите о породе и шерсти собаки — подскажем, какой груминг подойдёт, и подберём удобное время.',
    ],
    articles: [
      {
        titles: ['Как часто собаке нужен груминг: гид по типам шерсти', 'Уход за шерстью собаки: что нужно вашей породе'],
        description: 'Как часто мыть, вычёсывать и стричь собаку в зависимости от шерсти: гладкая, с подшёрстком, постоянно растущая. И как ухаживать за когтями и ушами.',
        excerpt: 'Уиппету и кокапу нужен совсем разный уход. Рассказываем, как часто ухаживать за каждым типом шерсти и что делать дома между визитами к грумеру.',
        sections: [
          {
            heading: 'Гладкая и короткая шерсть',
            paragraphs: [
              'Боксёров, уиппетов, мопсов и других гладкошёрстных собак проще всего держать в порядке. Раз в неделю пройдитесь по шерсти резиновой рукавицей: она собирает отмершие волоски и распределяет кожное сало. Мыть гладкошёрстную собаку достаточно раз в два-три месяца, если она не вывалялась в чём-нибудь. Когти всё равно нужно стричь раз в несколько недель, особенно если собака гуляет в основном по мягкой земле.',
            ],
          },
          {
            heading: 'Шерсть с густым подшёрстком',
            paragraphs: [
              'У лабрадоров, хаски, колли и немецких овчарок под остевым волосом скрывается плотный подшёрсток. Дважды в год собаки с подшёрстком сильно линяют, и экспресс-линька в груминг-салоне убирает гораздо больше шерсти, чем любая домашняя щётка. Не брейте собаку с подшёрстком: он защищает её и от холода, и от жары, а после бритья шерсть часто отрастает пятнами. Вычёсывайте её два-три раза в неделю пуходёркой или граблями для подшёрстка.',
            ],
          },
          {
            heading: 'Постоянно растущая шерсть',
            paragraphs: [
              'У пуделей, дудлов, бишонов и ши-тцу шерсть растёт без остановки и легко путается. Собакам с растущей шерстью нужен комплексный груминг раз в четыре–восемь недель и расчёсывание дома каждый день или через день, до самой кожи. Колтуны быстрее всего появляются за ушами, под ошейником и в подмышках. Сильно свалявшуюся шерсть невозможно бережно расчесать, и единственный гуманный выход — коротко состричь её и начать заново.',
            ],
          },
          {
            heading: 'Когти, уши и зубы между визитами',
            paragraphs: [
              'Если когти собаки стучат по полу, значит, они слишком длинные. Раз в неделю проверяйте уши на покраснение, запах и коричневую серу, особенно у вислоухих пород. Несколько минут чистки зубов специальной пастой несколько раз в неделю сохранят приятное дыхание и здоровые дёсны. Шишки, раздражение на коже или хромоту лучше показать ветеринару, а не ждать следующего груминга.',
            ],
          },
        ],
      },
      {
        titles: ['Что спросить у догситтера, прежде чем доверить ему собаку', 'Как выбрать человека для выгула собаки'],
        description: 'Что спросить у догситтера, прежде чем отдать ключи: размер групп, правила прогулок без поводка, прививки, прогулки в жару и действия в экстренном случае.',
        excerpt: 'Доверить собаку и ключи новому человеку непросто. Вот вопросы, которые стоит задать до первой прогулки.',
        sections: [
          {
            heading: 'Начните со знакомства',
            paragraphs: [
              'Хороший догситтер захочет познакомиться с собакой дома ещё до первой прогулки. Посмотрите, как он здоровается: спокойно, давая собаке подойти самой. Во время встречи расскажите о привычках собаки, её страхах, подзыве и здоровье. Короткая первая прогулка, лучше индивидуальная, поможет собаке привыкнуть к новому человеку без суеты группы.',
            ],
          },
          {
            heading: 'Размер группы и подбор собак',
            paragraphs: [
              'Спросите, сколько собак гуляют вместе и как подбирают группы. Четыре собаки — разумный максимум, за которым один человек может внимательно следить. Собак стоит подбирать по размеру, возрасту и энергии, чтобы шумный подросток не вымотал пожилого пса. Реактивным и пугливым собакам обычно лучше гулять одним, и порядочный догситтер честно об этом скажет.',
            ],
          },
          {
            heading: 'Безопасность на прогулке',
            paragraphs: [
              'Узнайте, когда собак отпускают с поводка и что делает догситтер, если собака не идёт на подзыв. Надёжные шлейки, адресники и длинная корда для тех, кто ещё учится, говорят о внимательном человеке. В жару прогулки должны переноситься на раннее утро или вечер и становиться короче. Простая проверка: приложите тыльную сторону ладони к асфальту на семь секунд — если вам горячо, то и лапам тоже.',
            ],
          },
          {
            heading: 'Ключи, отчёты и экстренные случаи',
            paragraphs: [
              'Спросите, как хранятся и подписываются ключи и держит ли догситтер ваш адрес отдельно от них. Регулярные отчёты с фото или короткой запиской — хороший признак внимательного человека. Убедитесь, что у него есть контакты вашего ветеринара, номер для экстренной связи и ваше письменное согласие на лечение. И наконец, договоритесь о письменных условиях: что входит в прогулку и как отменять визиты.',
            ],
          },
        ],
      },
      {
        titles: ['Передержка или зооняня: как выбрать присмотр на время отъезда', 'Зооняня или передержка: что подойдёт вашему питомцу?'],
        description: 'Домашняя передержка или няня у вас дома? Как выбрать присмотр для собаки, кошки и грызунов и как подготовить питомца к первой разлуке с вами.',
        excerpt: 'Одни питомцы любят перемены, другим нужен свой диван. Рассказываем, как выбрать присмотр на время отпуска и как пережить первую разлуку без стресса.',
        sections: [
          {
            heading: 'Почему кошкам обычно лучше дома',
            paragraphs: [
              'Кошки привязаны к своей территории сильнее, чем к распорядку, и чужой дом может выбить их из колеи на несколько дней. Ежедневные визиты няни позволяют им остаться при своих лежанках, лотке и окне. Няня кормит, убирает, играет и следит за аппетитом и поведением. Кроликам, морским свинкам и птицам тоже обычно спокойнее дома, с визитами раз или два в день.',
            ],
          },
          {
            heading: 'Когда собаке подходит передержка',
            paragraphs: [
              'Большинство собак общительны и плохо переносят долгие часы в одиночестве, поэтому домашняя передержка часто подходит им больше, чем редкие визиты. Жизнь у няни — это компания весь день, регулярные прогулки и диван вместо вольера. Собакам, которые тяжело переносят перемены или других собак, может быть лучше с няней у себя дома. Спросите, сколько собак живёт на передержке одновременно и как няня следит, чтобы они ладили.',
            ],
          },
          {
            heading: 'Подготовка к первой разлуке',
            paragraphs: [
              'За несколько недель до поездки устройте пробный день или одну ночь на передержке. Дайте с собой привычный корм, ведь резкая смена питания может расстроить желудок, и лежанку или плед, которые пахнут домом. Прощайтесь коротко и бодро: долгие проводы только усиливают тревогу собаки. Перед отъездом проверьте, что прививки и обработка от паразитов не просрочены.',
            ],
          },
          {
            heading: 'Что оставить няне',
            paragraphs: [
              'Запишите, сколько и когда кормить, какие лекарства и в какой дозе давать и какие привычки стоит знать. Оставьте контакты ветеринара, номер, по которому с вами можно связаться, и телефон кого-то из близких поблизости. Покажите, где лежат поводок, пакеты, средства для уборки и запасные ключи. Хорошо подготовленная няня сохранит дни питомца почти такими же, как при вас.',
            ],
          },
        ],
      },
    ],
  },
};
