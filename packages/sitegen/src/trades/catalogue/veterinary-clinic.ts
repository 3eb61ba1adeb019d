import type { Trade } from '../types.ts';

export const veterinaryClinic: Trade = {
  id: 'veterinary-clinic',
  theme: 'Veterinary Clinic',
  kind: 'services',
  icons: 'pets',
  offerIcons: ['stethoscope', 'syringe', 'dog', 'cat', 'toothbrush', 'test-tube', 'scan-heart', 'bandage', 'microchip', 'siren'],
  en: {
    noun: 'veterinary clinic',
    descriptor: 'a veterinary clinic for dogs, cats and small pets, from first vaccinations to surgery',
    audience: 'pet owners',
    eyebrows: ['Vets for dogs, cats and small pets', 'Vaccinations, surgery and dental care', 'Gentle care for animals'],
    heroTitles: [
      'Gentle vets for dogs, cats and small pets',
      'From first vaccinations to old age, we’re here',
      'Care for your pet at every stage of life',
      'Check-ups, vaccinations and surgery',
      'Calm visits for anxious pets',
    ],
    heroLeads: [
      'Vaccinations, check-ups, dental care and surgery for dogs, cats, rabbits and other small pets, with time for the questions you have.',
      'At {brand}, vets and nurses handle your pet gently, explain what they find and give you a written estimate before any treatment.',
      'Worried about your pet today? Call us and tell us what is wrong, so we can say how soon your pet should be seen.',
    ],
    offersHeadings: ['Treatments and prices', 'Care for every stage of life', 'What our vets do'],
    offersLeads: [
      'Consultation prices include a full nose-to-tail examination. For surgery and dental work you receive a written estimate first.',
      'From a puppy’s first injection to care for an elderly cat, here is what we offer and what it costs.',
    ],
    offers: [
      {
        title: 'Vet consultation',
        text: 'A 15-minute appointment with a full nose-to-tail examination for illness, injury, skin problems, behaviour changes or a second opinion.',
        price: 65,
      },
      {
        title: 'Annual booster vaccination',
        text: 'Your pet’s yearly booster with a full health check, weight and a chat about diet, fleas and worms.',
        price: 55,
        from: true,
      },
      {
        title: 'Puppy and kitten vaccination course',
        text: 'Two primary vaccinations with health checks, advice on feeding, socialising and parasite control, and a microchip if your pet doesn’t have one yet.',
        price: 120,
      },
      {
        title: 'Neutering and spaying',
        text: 'Routine neutering for cats, dogs and rabbits, with a pre-operative check, pain relief and a post-op check.',
        price: 200,
        from: true,
      },
      {
        title: 'Dental scale and polish',
        text: 'A full dental under general anaesthetic: cleaning above and below the gum line, charting every tooth and extractions where needed.',
        price: 300,
        from: true,
      },
      {
        title: 'Blood tests',
        text: 'Blood counts and organ function tests run in our own laboratory, with many results ready during your visit. Recommended before anaesthesia for older pets.',
        price: 80,
        from: true,
      },
      {
        title: 'X-ray and ultrasound',
        text: 'Digital X-rays and ultrasound scans for lameness, coughing, tummy problems and pregnancy checks, with results explained on the day.',
        price: 150,
        from: true,
      },
      {
        title: 'Soft tissue surgery',
        text: 'Lump removals, wound repairs, foreign body removal and other operations, with anaesthetic monitoring by a trained veterinary nurse.',
        price: 400,
        from: true,
      },
      {
        title: 'Microchipping',
        text: 'A microchip implanted in seconds without anaesthetic, and your details registered so a lost pet can be traced back to you.',
        price: 30,
      },
      {
        title: 'Urgent appointment',
        text: 'For injuries, poisoning, breathing trouble, repeated vomiting or a pet that suddenly isn’t itself. Phone before setting off so we are ready.',
        price: 120,
      },
    ],
    highlights: [
      { title: 'Time for every appointment', text: 'A standard consultation lasts 15 minutes, so there is time to examine your pet properly and answer your questions.' },
      { title: 'Estimates before treatment', text: 'For operations, dental work and tests you receive a written estimate, and we call you if the plan changes.' },
      { title: 'Gentle with nervous pets', text: 'We take things slowly, use treats and soft handling, and keep stressful procedures as short as possible.' },
      { title: 'Same-day urgent appointments', text: 'We keep slots free every day for pets that are unwell or injured.' },
      { title: 'Surgery, dental and scans in-house', text: 'Operations, dental treatment, blood tests, X-rays and ultrasound all happen here, without sending you elsewhere.' },
    ],
    process: [
      { title: 'Book an appointment', text: 'Book online or by phone and tell us your pet’s species, age and what is worrying you. Urgent cases are seen the same day.' },
      { title: 'Bring your pet in', text: 'Cats and small pets come in a secure carrier, dogs on a lead. Bring vaccination records and any medicines your pet takes.' },
      { title: 'Examination', text: 'The vet examines your pet from nose to tail, asks about eating, drinking and behaviour, and explains what they find.' },
      { title: 'Tests and a treatment plan', text: 'If tests or treatment are needed, you hear the options and receive a written estimate. Many tests are done while you wait.' },
      { title: 'Follow-up and reminders', text: 'We check in after operations and remind you when vaccinations, flea and worm treatment or a check-up are due.' },
    ],
    faq: [
      {
        question: 'When should my puppy or kitten have their first vaccinations?',
        answer: 'The first injection is usually given at eight to nine weeks and the second three to four weeks later. Your pet can go outside and meet other animals one to two weeks after the second, and then needs a booster every year.',
      },
      {
        question: 'When should I neuter my pet?',
        answer: 'Cats are usually neutered at around four to five months. For dogs, the right age depends on breed and size, so we discuss it with you during the puppy check-ups.',
      },
      {
        question: 'Why does a dental need a general anaesthetic?',
        answer: 'A proper clean reaches below the gum line, where disease starts, and no animal will sit still for that awake. Anaesthesia-free cleaning only scrapes the visible surface and can hide problems. Before any anaesthetic we check your pet’s health, and older pets have blood tests first.',
      },
      {
        question: 'Should my pet be microchipped?',
        answer: 'Yes. A microchip is the most reliable way to get a lost pet home, and in many countries it is a legal requirement for dogs. Remember to update your contact details on the database whenever they change.',
      },
      {
        question: 'Which animals do you treat?',
        answer: 'Dogs, cats, rabbits, guinea pigs, ferrets and other small mammals. For birds and reptiles, please call ahead so we can book you with a vet who has the right experience.',
      },
      {
        question: 'Can I stay with my pet during the examination?',
        answer: 'Yes, and most pets are calmer with their owner beside them. For operations, X-rays and some procedures we ask you to wait outside, and we call you as soon as your pet is awake.',
      },
      {
        question: 'What should I do in an emergency?',
        answer: 'Phone us before setting off so the team can get ready. Breathing problems, collapse, heavy bleeding, a swollen tight belly or eating something poisonous can’t wait. Outside our opening hours, go to the nearest emergency vet.',
      },
    ],
    story: [
      '{brand} is a veterinary clinic for dogs, cats and small pets, where vets and nurses spend their days with animals and the people who love them. We look after pets from their first vaccinations right through to old age. Consultations, operations, dental care, blood tests and scans all happen under one roof.',
      'A visit to the vet is stressful for most animals, so we work slowly and quietly. Frightened pets get time to settle, a few treats and a gentle hand, and owners stay with them whenever possible. We would rather take a few extra minutes than hold a scared animal down.',
      'Before any treatment you hear the options, including the simplest one, and receive a written estimate. Our vets explain what they find in plain words and send you home with clear instructions. After an operation, a nurse phones the next day to ask how your pet is doing.',
    ],
    values: [
      { title: 'Animal welfare first', text: 'Every decision starts with what is kindest for the animal in front of us.' },
      { title: 'Honest advice', text: 'We recommend what your pet needs, explain the options and never push treatment that won’t help.' },
      { title: 'Calm handling', text: 'Slowly, gently and with as little restraint as possible, because fear makes everything harder.' },
      { title: 'Prevention', text: 'Vaccinations, parasite control, dental care and regular check-ups keep most pets out of the operating theatre.' },
    ],
    ctaHeadings: ['Book a visit for your pet', 'Is your pet due a vaccination?', 'Worried about your pet today?'],
    ctaTexts: [
      'Book online or call us, and tell us about your pet so we can set aside the right amount of time.',
      'Unwell or injured pets are seen the same day. Phone before you set off so we are ready for you.',
    ],
    articles: [
      {
        titles: ['Puppy and kitten vaccinations: a first-year schedule', 'Your puppy’s or kitten’s first vaccinations explained'],
        description: 'When puppies and kittens need their first vaccinations, what they protect against, when your pet can go outside and why yearly boosters matter.',
        excerpt: 'The first months decide how well your pet is protected for life. Here is the usual vaccination schedule and what to do between the injections.',
        sections: [
          {
            heading: 'Why young animals need vaccinations',
            paragraphs: [
              'Puppies and kittens get some protection from their mother’s milk, but it fades during their first two to three months. Vaccination teaches their immune system to fight diseases that are common, serious and often fatal. In dogs, these include parvovirus, distemper, hepatitis and leptospirosis. Kittens are vaccinated against cat flu and feline enteritis, and often against feline leukaemia if they will go outdoors.',
            ],
          },
          {
            heading: 'The first-year schedule',
            paragraphs: [
              'Most puppies have their first injection at eight weeks and the second at ten to twelve weeks. Kittens usually start at nine weeks, with the second injection three to four weeks later. Rabies vaccination is added where the law requires it or before travelling abroad. Each visit includes a full health check, so we can spot problems such as heart murmurs or hernias early.',
            ],
          },
          {
            heading: 'Going outside and socialising',
            paragraphs: [
              'Your pet is fully protected one to two weeks after the second injection. Before then, keep puppies off pavements and parks where unvaccinated dogs walk, but do carry them outside to see traffic, people and other sounds. Meeting healthy, vaccinated dogs at home or a friend’s house is safe and valuable. The weeks between eight and sixteen are when puppies learn what is normal, so don’t let them pass in isolation.',
            ],
          },
          {
            heading: 'Boosters, worms and fleas',
            paragraphs: [
              'Immunity wanes over time, so dogs and cats need a booster every year, along with a health check. Worm puppies and kittens every month until they are six months old, then every three months for life. Flea treatment is worth keeping up all year, because central heating lets fleas breed through the winter. We send reminders, so you don’t have to keep track of the dates yourself.',
            ],
          },
        ],
      },
      {
        titles: ['Dental care for dogs and cats: signs, treatment and brushing at home', 'How to look after your pet’s teeth'],
        description: 'How to spot dental disease in dogs and cats, why a vet dental needs an anaesthetic, and how to brush your pet’s teeth at home without a struggle.',
        excerpt: 'Most dogs and cats show signs of dental disease by the age of three. Here is what to look for and how to keep your pet’s mouth healthy.',
        sections: [
          {
            heading: 'Signs of dental disease',
            paragraphs: [
              'Bad breath is the most common sign, and it is never just normal dog breath. Look for red gums, brown tartar on the back teeth, dropping food, chewing on one side or pawing at the mouth. Cats are masters at hiding pain and often keep eating despite sore teeth. Most dogs and cats show some dental disease by the age of three, so we check every mouth at every vaccination.',
            ],
          },
          {
            heading: 'Why a dental needs an anaesthetic',
            paragraphs: [
              'Disease starts below the gum line, where no brush or scraper reaches in an awake animal. Under general anaesthetic, we clean every tooth above and below the gum, polish the surfaces and check each one for pockets and loose roots. Teeth that are too damaged to save are removed, and pets eat better afterwards. Before the anaesthetic, we examine your pet and, for older animals, run blood tests to plan it safely.',
            ],
          },
          {
            heading: 'Brushing at home',
            paragraphs: [
              'Daily brushing is the single most useful thing you can do for your pet’s teeth. Use a toothpaste made for pets, never a human one, as some contain xylitol or fluoride that are harmful to swallow. Start by letting your pet lick paste from your finger, then rub the outside of the teeth for a few seconds before moving to a soft brush. Short, calm sessions with a reward afterwards work better than a single long battle.',
            ],
          },
          {
            heading: 'Chews, diets and regular checks',
            paragraphs: [
              'Dental diets and chews with a proven effect on tartar help, but they don’t replace brushing. Avoid cooked bones, antlers and very hard toys, which often break teeth. If your pet won’t tolerate brushing, talk to us about gels and water additives. A quick look at the teeth during every check-up means problems are treated before they become painful.',
            ],
          },
        ],
      },
      {
        titles: ['Signs your pet needs a vet today', 'When to call the vet straight away'],
        description: 'The symptoms in dogs and cats that need a vet the same day, the common household poisons, and which problems can safely wait until tomorrow.',
        excerpt: 'Some symptoms can wait until morning, others can’t. Here is how to tell the difference and what to do on the way to the vet.',
        sections: [
          {
            heading: 'Breathing, collapse and bleeding',
            paragraphs: [
              'Laboured or noisy breathing, blue or pale gums, collapse and fits always need a vet straight away. The same goes for bleeding that doesn’t stop after five minutes of firm pressure with a clean cloth. Cats breathing with their mouth open are in real trouble, even if they seem calm. Phone ahead as you set off, and keep your pet warm and as still as possible.',
            ],
          },
          {
            heading: 'Swollen belly, vomiting and a blocked bladder',
            paragraphs: [
              'A large dog with a swollen, tight belly who retches without bringing anything up may have a twisted stomach, which is fatal within hours. Repeated vomiting, vomiting with blood or a pet that can’t keep water down also needs to be seen the same day. A male cat going in and out of the litter tray and straining with little or no urine may have a blocked bladder. A cat with a blocked bladder needs a vet within hours, not tomorrow.',
            ],
          },
          {
            heading: 'Poisoning',
            paragraphs: [
              'Common poisons in the home include chocolate, grapes and raisins, xylitol in sugar-free gum, and human painkillers such as ibuprofen and paracetamol. For cats, every part of a lily, including the pollen, can cause kidney failure. Rat bait and slug pellets are dangerous to any pet. Don’t try to make your pet sick at home; call us straight away and bring the packet or a photo of the label.',
            ],
          },
          {
            heading: 'What can usually wait until tomorrow',
            paragraphs: [
              'A single bout of vomiting or diarrhoea in a pet that is bright, drinking and otherwise normal can usually wait for a regular appointment. A slight limp with normal eating and behaviour, or a small scratch that has stopped bleeding, can also wait. Keep an eye on your pet overnight and offer small amounts of water. If anything gets worse, or you simply aren’t sure, call us: we would rather hear from you early.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'ветеринарная клиника',
    descriptor: 'ветеринарная клиника для собак, кошек и мелких питомцев — от первых прививок до операций',
    audience: 'владельцы питомцев',
    eyebrows: ['Ветеринары для собак, кошек и мелких животных', 'Прививки, хирургия, стоматология', 'Бережно к животным'],
    heroTitles: [
      'Бережные врачи для собак, кошек и мелких питомцев',
      'С первых прививок до почтенного возраста',
      'Забота о питомце на каждом этапе жизни',
      'Осмотры, прививки и операции',
      'Спокойный приём для пугливых питомцев',
    ],
    heroLeads: [
      'Прививки, осмотры, лечение зубов и операции для собак, кошек, кроликов и других мелких животных — и время, чтобы ответить на все ваши вопросы.',
      'В «{brand}» врачи и ассистенты бережно обращаются с вашим питомцем, объясняют, что нашли, и до лечения дают письменную смету.',
      'Питомцу плохо прямо сейчас? Позвоните нам: мы каждый день оставляем время для заболевших и травмированных животных.',
    ],
    offersHeadings: ['Услуги и цены', 'Забота на каждом этапе жизни', 'Чем занимаются наши врачи'],
    offersLeads: [
      'В стоимость приёма входит полный осмотр «от носа до хвоста». На операции и лечение зубов вы сначала получаете письменную смету.',
      'От первой прививки щенка до ухода за пожилой кошкой — вот что мы делаем и сколько это стоит.',
    ],
    offers: [
      {
        title: 'Приём ветеринарного врача',
        text: 'Приём 15 минут с полным осмотром: болезнь, травма, проблемы с кожей, изменения в поведении или второе мнение.',
        price: 65,
      },
      {
        title: 'Ежегодная вакцинация',
        text: 'Ежегодная прививка вместе с осмотром, взвешиванием и советами по кормлению и обработке от блох и глистов.',
        price: 55,
        from: true,
      },
      {
        title: 'Первые прививки щенку и котёнку',
        text: 'Две базовые вакцинации с осмотрами, советы по кормлению, социализации и защите от паразитов, а также чипирование, если его ещё нет.',
        price: 120,
      },
      {
        title: 'Кастрация и стерилизация',
        text: 'Плановые операции для кошек, собак и кроликов: осмотр перед операцией, обезболивание и контрольный осмотр.',
        price: 200,
        from: true,
      },
      {
        title: 'Санация ротовой полости',
        text: 'Чистка зубов под общим наркозом: снимаем камень над десной и под ней, осматриваем каждый зуб и при необходимости удаляем больные.',
        price: 300,
        from: true,
      },
      {
        title: 'Анализы крови',
        text: 'Общий и биохимический анализ в собственной лаборатории, многие результаты готовы прямо во время визита. Пожилым животным рекомендуем перед наркозом.',
        price: 80,
        from: true,
      },
      {
        title: 'Рентген и УЗИ',
        text: 'Цифровой рентген и УЗИ при хромоте, кашле, проблемах с пищеварением и для диагностики беременности — с разбором результатов в тот же день.',
        price: 150,
        from: true,
      },
      {
        title: 'Хирургия мягких тканей',
        text: 'Удаление новообразований, обработка ран, извлечение инородных тел и другие операции. За наркозом следит обученный ассистент.',
        price: 400,
        from: true,
      },
      {
        title: 'Чипирование',
        text: 'Микрочип вводится за несколько секунд без наркоза, а ваши данные вносятся в базу, чтобы потерявшегося питомца можно было вернуть домой.',
        price: 30,
      },
      {
        title: 'Срочный приём',
        text: 'При травмах, отравлениях, затруднённом дыхании, повторяющейся рвоте или если питомец вдруг стал на себя не похож. Позвоните перед выездом, чтобы мы подготовились.',
        price: 120,
      },
    ],
    highlights: [
      { title: 'Время на каждый приём', text: 'Обычный приём длится 15 минут: хватает времени как следует осмотреть питомца и ответить на вопросы.' },
      { title: 'Смета до лечения', text: 'На операции, лечение зубов и анализы вы получаете письменную смету, а если план меняется, мы звоним вам.' },
      { title: 'Бережно с пугливыми', text: 'Мы не торопимся, используем лакомства и мягкую фиксацию и стараемся, чтобы неприятные процедуры длились как можно меньше.' },
      { title: 'Срочный приём в тот же день', text: 'Каждый день мы оставляем свободное время для заболевших и травмированных животных.' },
      { title: 'Хирургия, стоматология и диагностика на месте', text: 'Операции, лечение зубов, анализы, рентген и УЗИ делаем у себя, без направлений в другие места.' },
    ],
    process: [
      { title: 'Запись на приём', text: 'Запишитесь на сайте или по телефону и расскажите, кто ваш питомец, сколько ему лет и что вас беспокоит. Срочных пациентов принимаем в тот же день.' },
      { title: 'Визит с питомцем', text: 'Кошек и мелких животных приносите в закрытой переноске, собак приводите на поводке. Возьмите ветпаспорт и лекарства, которые получает питомец.' },
      { title: 'Осмотр', text: 'Врач осматривает питомца «от носа до хвоста», расспрашивает о еде, питье и поведении и объясняет, что обнаружил.' },
      { title: 'Анализы и план лечения', text: 'Если нужны анализы или лечение, вы узнаёте варианты и получаете письменную смету. Многие анализы делаем, пока вы ждёте.' },
      { title: 'Наблюдение и напоминания', text: 'После операций мы узнаём, как дела у питомца, и напоминаем, когда пора на прививку, обработку от паразитов или осмотр.' },
    ],
    faq: [
      {
        question: 'Когда делать первые прививки щенку или котёнку?',
        answer: 'Первую прививку обычно ставят в восемь-девять недель, вторую — через три-четыре недели. Гулять и знакомиться с другими животными можно через одну-две недели после второй прививки, а дальше прививку повторяют раз в год.',
      },
      {
        question: 'В каком возрасте стерилизовать или кастрировать питомца?',
        answer: 'Кошек обычно оперируют в четыре-пять месяцев. Для собак подходящий возраст зависит от породы и размера, поэтому мы обсуждаем его с вами на осмотрах щенка.',
      },
      {
        question: 'Зачем чистить зубы под наркозом?',
        answer: 'Болезнь начинается под десной, и ни одно животное не даст спокойно почистить там без наркоза. Чистка без наркоза снимает только видимый налёт и может скрыть проблему. Перед наркозом мы обязательно осматриваем питомца, а пожилым животным делаем анализы крови.',
      },
      {
        question: 'Нужно ли чипировать питомца?',
        answer: 'Да. Чип — самый надёжный способ вернуть потерявшееся животное домой, а для поездок за границу он обязателен. Не забывайте обновлять контакты в базе, если они изменились.',
      },
      {
        question: 'Каких животных вы лечите?',
        answer: 'Собак, кошек, кроликов, морских свинок, хорьков и других мелких млекопитающих. С птицами и рептилиями позвоните заранее: мы запишем вас к врачу с нужным опытом.',
      },
      {
        question: 'Можно ли остаться с питомцем во время осмотра?',
        answer: 'Да, и большинство животных рядом с хозяином ведут себя спокойнее. На время операций, рентгена и некоторых процедур мы просим подождать снаружи и зовём вас, как только питомец проснётся.',
      },
      {
        question: 'Что делать в экстренной ситуации?',
        answer: 'Позвоните нам перед выездом, чтобы мы успели подготовиться. Затруднённое дыхание, обморок, сильное кровотечение, вздутый твёрдый живот или съеденный яд не могут ждать. Если мы закрыты, поезжайте в ближайшую круглосуточную ветклинику.',
      },
    ],
    story: [
      '«{brand}» — ветеринарная клиника для собак, кошек и мелких питомцев, где врачи и ассистенты целыми днями заняты животными и их хозяевами. Мы наблюдаем питомцев с первых прививок и до глубокой старости. Приёмы, операции, лечение зубов, анализы и диагностика — всё в одном месте.',
      'Для большинства животных визит к ветеринару — стресс, поэтому мы работаем неспешно и тихо. Испуганному питомцу дают время освоиться, предлагают лакомство и обращаются с ним мягко, а хозяин по возможности остаётся рядом. Нам проще потратить несколько лишних минут, чем силой удерживать напуганное животное.',
      'Перед любым лечением вы узнаёте все варианты, включая самый простой, и получаете письменную смету. Врачи объясняют, что нашли, понятными словами и отпускают вас домой с подробными рекомендациями. На следующий день после операции ассистент звонит узнать, как себя чувствует ваш питомец.',
    ],
    values: [
      { title: 'Благополучие животного', text: 'Каждое решение мы начинаем с вопроса, что будет добрее всего для животного перед нами.' },
      { title: 'Честные рекомендации', text: 'Советуем то, что действительно нужно, объясняем варианты и не навязываем лечение, которое не поможет.' },
      { title: 'Спокойное обращение', text: 'Медленно, бережно и с минимальной фиксацией, потому что страх всё только усложняет.' },
      { title: 'Профилактика', text: 'Прививки, защита от паразитов, уход за зубами и регулярные осмотры избавляют большинство питомцев от операционного стола.' },
    ],
    ctaHeadings: ['Запишите питомца на приём', 'Пора на прививку?', 'Беспокоитесь за питомца?'],
    ctaTexts: [
      'Запишитесь на сайте или позвоните нам и расскажите о питомце, чтобы мы выделили достаточно времени.',
      'Заболевших и травмированных животных принимаем в тот же день. Позвоните перед выездом, и мы будем готовы.',
    ],
    articles: [
      {
        titles: ['Прививки щенкам и котятам: график на первый год', 'Первые прививки щенка и котёнка: что и когда'],
        description: 'Когда щенкам и котятам делают первые прививки, от чего они защищают, когда можно выходить на улицу и зачем нужна ежегодная ревакцинация.',
        excerpt: 'Первые месяцы определяют, насколько хорошо питомец будет защищён всю жизнь. Рассказываем об обычном графике прививок и о том, что делать между ними.',
        sections: [
          {
            heading: 'Зачем малышам прививки',
            paragraphs: [
              'Щенки и котята получают часть защиты с молоком матери, но за первые два-три месяца она ослабевает. Вакцинация учит иммунитет бороться с распространёнными, тяжёлыми и часто смертельными болезнями. У собак это парвовирусный энтерит, чума, гепатит и лептоспироз. Котят прививают от калицивироза, ринотрахеита и панлейкопении, а тех, кто будет гулять, — нередко и от вирусной лейкемии.',
            ],
          },
          {
            heading: 'График на первый год',
            paragraphs: [
              'Большинству щенков первую прививку делают в восемь недель, вторую — в десять-двенадцать. Котят обычно начинают прививать в девять недель, а вторую прививку ставят через три-четыре недели. Вместе со второй вакцинацией, как правило, делают прививку от бешенства. На каждом визите врач проводит полный осмотр и вовремя замечает, например, шумы в сердце или грыжи.',
            ],
          },
          {
            heading: 'Прогулки и социализация',
            paragraphs: [
              'Полная защита формируется через одну-две недели после второй прививки. До этого не спускайте щенка на тротуары и в парки, где гуляют непривитые собаки, но выносите его на руках, чтобы он привыкал к машинам, людям и звукам. Знакомства со здоровыми привитыми собаками дома или у друзей безопасны и очень полезны. С восьми до шестнадцати недель щенок узнаёт, что в мире нормально, поэтому не стоит проводить это время взаперти.',
            ],
          },
          {
            heading: 'Ревакцинация, глисты и блохи',
            paragraphs: [
              'Со временем иммунитет ослабевает, поэтому собакам и кошкам нужна ежегодная прививка вместе с осмотром. Щенков и котят до шести месяцев дают средство от глистов каждый месяц, а дальше — раз в три месяца всю жизнь. Обработку от блох не стоит прекращать и зимой: в тёплых квартирах они размножаются круглый год. Мы напоминаем о сроках, так что следить за датами самим не придётся.',
            ],
          },
        ],
      },
      {
        titles: ['Зубы собак и кошек: признаки болезни, лечение и чистка дома', 'Как ухаживать за зубами питомца'],
        description: 'Как заметить болезни зубов у собак и кошек, почему санацию делают под наркозом и как приучить питомца к чистке зубов дома без борьбы.',
        excerpt: 'У большинства собак и кошек к трём годам уже есть проблемы с зубами. Рассказываем, на что обратить внимание и как сохранить здоровье пасти питомца.',
        sections: [
          {
            heading: 'Признаки болезни зубов',
            paragraphs: [
              'Самый частый признак — неприятный запах из пасти, и нормой он не бывает. Обратите внимание на покрасневшие дёсны, коричневый камень на задних зубах, выпадающий из пасти корм, жевание на одну сторону или попытки потереть морду лапой. Кошки мастерски скрывают боль и часто продолжают есть, несмотря на больные зубы. У большинства собак и кошек к трём годам уже есть признаки болезни зубов, поэтому мы заглядываем в пасть на каждой вакцинации.',
            ],
          },
          {
            heading: 'Почему чистку делают под наркозом',
            paragraphs: [
              'Болезнь начинается под десной, куда у бодрствующего животного не достать ни щёткой, ни скребком. Под общим наркозом мы чистим каждый зуб над десной и под ней, полируем поверхность и проверяем зубы на карманы и расшатанные корни. Зубы, которые уже не спасти, удаляем, и после этого питомцы едят лучше. Перед наркозом врач осматривает животное, а пожилым делает анализы крови, чтобы всё спланировать безопасно.',
            ],
          },
          {
            heading: 'Чистка зубов дома',
            paragraphs: [
              'Ежедневная чистка — самое полезное, что вы можете сделать для зубов питомца. Берите пасту для животных, а не для людей: в некоторых человеческих пастах есть ксилит или фтор, которые опасно глотать. Сначала дайте питомцу слизать пасту с пальца, потом несколько секунд потрите снаружи зубы и лишь затем переходите на мягкую щётку. Короткие спокойные занятия с наградой в конце работают лучше одной долгой борьбы.',
            ],
          },
          {
            heading: 'Лакомства, корма и регулярные осмотры',
            paragraphs: [
              'Стоматологические корма и лакомства с доказанным действием на камень помогают, но чистку не заменяют. Избегайте варёных костей, рогов и очень твёрдых игрушек — о них часто ломают зубы. Если питомец никак не даётся чистить зубы, спросите нас о гелях и добавках в воду. Когда зубы осматривают на каждом плановом визите, проблемы лечат до того, как они начнут болеть.',
            ],
          },
        ],
      },
      {
        titles: ['Когда питомцу нужен ветеринар сегодня', 'Тревожные признаки: когда срочно звонить врачу'],
        description: 'Какие симптомы у собак и кошек требуют визита к врачу в тот же день, какие домашние яды опасны и что можно спокойно отложить до утра.',
        excerpt: 'Одни симптомы могут подождать до утра, другие — нет. Рассказываем, как отличить одно от другого и что делать по дороге к врачу.',
        sections: [
          {
            heading: 'Дыхание, обморок и кровотечение',
            paragraphs: [
              'Тяжёлое или шумное дыхание, синие или бледные дёсны, обморок и судороги — повод сразу ехать к врачу. Кровотечение, которое не останавливается после пяти минут плотного прижатия чистой тканью, тоже не ждёт. Кошка, которая дышит с открытым ртом, в серьёзной опасности, даже если выглядит спокойной. Позвоните нам, выезжая, и держите питомца в тепле и как можно неподвижнее.',
            ],
          },
          {
            heading: 'Вздутый живот, рвота и задержка мочи',
            paragraphs: [
              'У крупной собаки с раздутым твёрдым животом и безрезультатными позывами к рвоте может быть заворот желудка, который убивает за несколько часов. Многократная рвота, рвота с кровью или неспособность удержать даже воду — тоже повод показаться врачу в тот же день. Кот, который то и дело ходит в лоток и тужится почти без мочи, может страдать от закупорки мочеиспускательного канала. Коту с закупоркой нужен врач в ближайшие часы, а не завтра.',
            ],
          },
          {
            heading: 'Отравления',
            paragraphs: [
              'Частые домашние яды — шоколад, виноград и изюм, ксилит в жевательной резинке без сахара и человеческие обезболивающие вроде ибупрофена и парацетамола. Для кошек опасна любая часть лилии, даже пыльца: она вызывает почечную недостаточность. Крысиный яд и средства от слизней опасны для любого животного. Не пытайтесь вызвать рвоту сами — сразу звоните нам и возьмите с собой упаковку или фото этикетки.',
            ],
          },
          {
            heading: 'Что обычно может подождать до завтра',
            paragraphs: [
              'Однократная рвота или понос у бодрого питомца, который пьёт и ведёт себя как обычно, как правило, подождёт планового приёма. Лёгкая хромота при нормальном аппетите и поведении или небольшая царапина, которая уже не кровит, тоже могут подождать. Понаблюдайте за питомцем ночью и предлагайте воду небольшими порциями. Если становится хуже или вы просто не уверены, звоните: нам спокойнее узнать обо всём пораньше.',
            ],
          },
        ],
      },
    ],
  },
};
