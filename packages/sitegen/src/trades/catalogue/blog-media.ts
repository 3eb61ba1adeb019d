import type { Trade } from '../types.ts';

export const blogMedia: Trade = {
  id: 'blog-media',
  theme: 'Blog & Media',
  kind: 'services',
  icons: 'creative',
  offerIcons: ['book-open-text', 'mic', 'star', 'signpost', 'mail', 'headphones', 'megaphone', 'message-square-quote', 'feather'],
  en: {
    noun: 'online magazine',
    descriptor: 'an independent online magazine with long reads, interviews, reviews, a weekly newsletter and a podcast',
    audience: 'readers',
    offersLabel: 'Topics',
    eyebrows: ['Independent online magazine', 'Stories, interviews and reviews', 'Read, listen, subscribe'],
    heroTitles: [
      'Stories worth reading to the end',
      'Independent writing, interviews and honest reviews',
      'Slow journalism for curious readers',
      'Read, listen and subscribe',
      'The week’s stories, told properly',
    ],
    heroLeads: [
      'Long reads, interviews, honest reviews and practical guides, written by people who care about getting the story right.',
      '{brand} is independent: no clickbait, no paid-for reviews, and every sponsored piece clearly labelled as such.',
      'Get the week’s stories in your inbox every Friday, or listen to our podcast on the way to work.',
    ],
    offersHeadings: ['What we write about', 'Read, listen, subscribe', 'Our sections'],
    offersLeads: [
      'Every section has its own rhythm: a long read can take weeks to report, while a review goes up the week something opens.',
      'Read the sections you like on the site, get a weekly digest by email or listen to the podcast wherever you are.',
    ],
    offers: [
      {
        title: 'Long reads',
        text: 'In-depth stories that take weeks to report: people, places and issues told with time, context and many voices.',
      },
      {
        title: 'Interviews',
        text: 'Conversations with people whose work or ideas are worth hearing at length, edited for clarity rather than for clicks.',
      },
      {
        title: 'Reviews',
        text: 'Honest reviews of books, films, exhibitions, places and products. We pay our own way wherever possible and never accept money for a verdict.',
      },
      {
        title: 'Guides and how-tos',
        text: 'Practical, tested guides that answer one question well, and are updated whenever the facts change.',
      },
      {
        title: 'Weekly newsletter',
        text: 'Every Friday: the week’s stories, one recommendation from each editor and something you may have missed, with a one-click unsubscribe.',
      },
      {
        title: 'Podcast',
        text: 'A weekly episode with our writers and guests: the story behind a story, a long interview or a lively discussion. Available in all major podcast apps.',
      },
      {
        title: 'Advertise with us',
        text: 'Sponsored newsletters, podcast spots and partner content for brands that suit our readers. Every paid piece is clearly labelled.',
      },
      {
        title: 'Opinion and columns',
        text: 'Regular columnists and guest writers with clear, well-argued points of view, always labelled as opinion.',
      },
      {
        title: 'Write for us',
        text: 'We commission freelance writers and photographers. Send a short pitch: the story, why it matters now and why you should tell it.',
      },
    ],
    highlights: [
      { title: 'Independent editorial', text: 'Editors decide what we publish. Advertisers and partners never see or approve a story before it goes out.' },
      { title: 'Checked before publishing', text: 'Facts, quotes and figures are checked, and corrections are made openly with a note at the end of the piece.' },
      { title: 'No clickbait', text: 'Headlines say what the story is about. If a piece is worth your time, we don’t need to trick you into opening it.' },
      { title: 'Clearly labelled advertising', text: 'Sponsored content is always marked as such, in the headline and at the top of the page.' },
      { title: 'Made for reading', text: 'No autoplay videos or pop-ups in the middle of a paragraph: just words, pictures and room to think.' },
    ],
    process: [
      { title: 'An idea or a pitch', text: 'Stories start with an editor’s question, a reader’s tip or a pitch from a freelance writer.' },
      { title: 'Reporting', text: 'Writers interview people, visit places and read the documents, keeping notes of every source.' },
      { title: 'Editing', text: 'An editor works through structure, clarity and fairness with the writer, often over several drafts.' },
      { title: 'Fact-checking', text: 'Names, dates, figures and quotes are checked against their sources before anything goes live.' },
      { title: 'Publishing and corrections', text: 'The piece goes out on the site, in the newsletter and sometimes on the podcast, and any mistake is corrected openly.' },
    ],
    faq: [
      {
        question: 'How do I subscribe to the newsletter?',
        answer: 'Enter your email in the sign-up form on any page and confirm it in the message we send you. You get one letter a week and can unsubscribe with a single click.',
      },
      {
        question: 'Where can I listen to the podcast?',
        answer: 'In all major podcast apps and on our website. Search for {brand} and follow the show to get new episodes automatically.',
      },
      {
        question: 'Can I pitch a story?',
        answer: 'Yes. Send a pitch of a few paragraphs: what the story is, why it matters now and why you are the person to write it. Pitches we can’t take on still get a reply, usually within two weeks.',
      },
      {
        question: 'How can I advertise with you?',
        answer: 'Write to us with your brand, goals and dates, and we will send our media kit with audience figures, formats and rates. We only work with partners we would be comfortable recommending to our readers.',
      },
      {
        question: 'Do advertisers influence your reviews?',
        answer: 'No. Reviews are written by our editors and freelancers, who pay for items and tickets themselves wherever possible. Advertisers never see a review before it is published.',
      },
      {
        question: 'I found a mistake. What should I do?',
        answer: 'Write to the editors with a link and the details. If we got something wrong, we correct it and add a note at the end of the piece saying what changed.',
      },
      {
        question: 'Can I republish your articles?',
        answer: 'Short quotes with a link back are always fine. To republish a whole article or use our photos, ask us first, as the rights often belong to the writer or photographer.',
      },
    ],
    story: [
      '{brand} is an independent online magazine for readers who like to go beyond the headline. We publish long reads, interviews, reviews and practical guides, and send the week’s stories in a Friday newsletter. Our podcast takes the conversation further, with the writers and the people they write about.',
      'We publish less than most sites, on purpose. Every piece is reported, edited and checked before it goes out, and headlines say what the story is actually about. When we get something wrong, we correct it in public and say what changed.',
      'Advertising helps pay the bills, but it never decides what we write. Sponsored pieces are clearly labelled, and partners never see a story before it is published. Readers come first, and we would rather lose an advertiser than lose their trust.',
    ],
    values: [
      { title: 'Accuracy', text: 'Facts are checked, quotes are exact and corrections are made openly.' },
      { title: 'Independence', text: 'Editors decide what we publish; advertisers, sponsors and friends don’t.' },
      { title: 'Respect for your time', text: 'Headlines that tell the truth and stories that earn their length.' },
      { title: 'Fairness', text: 'People we write about get the chance to respond before a story is published.' },
    ],
    ctaHeadings: ['Get the Friday newsletter', 'Read, listen and subscribe', 'Have a story for us?'],
    ctaTexts: [
      'One email a week with the stories worth your time. Free, and easy to unsubscribe.',
      'Want to pitch a story or advertise with us? Write to the editors, and we will reply within a few days.',
    ],
    articles: [
      {
        titles: ['How we fact-check a story before it goes live', 'Inside our editing: from first draft to publication'],
        description: 'What happens to a story between the first draft and publication: how we check sources, numbers and quotes, offer a right of reply and correct mistakes.',
        excerpt: 'Readers often ask how a story gets from idea to page. Here is how we check what we publish, and what we do when we get something wrong.',
        sections: [
          {
            heading: 'Sources come first',
            paragraphs: [
              'Every claim in a story needs a source the editor can see: an interview, a document, a recording or data. Writers keep notes and recordings of their interviews until well after publication. Anonymous sources are used only when there is a real risk to the person, and the editor always knows who they are. A single source is rarely enough for anything that matters.',
            ],
          },
          {
            heading: 'Checking names, numbers and quotes',
            paragraphs: [
              'Before a piece goes live, someone other than the writer reads it line by line against the notes. Names, job titles, dates and spellings are checked, because small errors make readers doubt everything else. Numbers are traced back to the original study or report rather than to another article quoting it. Quotes are compared with the recording, and we don’t tidy them up in ways that change their meaning.',
            ],
          },
          {
            heading: 'Giving people a right of reply',
            paragraphs: [
              'If a story criticises a person or an organisation, we contact them before publication and give them a fair chance to respond. We tell them what we intend to say, not just that we are writing about them. Their answer, or the fact that they declined to comment, appears in the piece. Fairness doesn’t mean giving every side equal weight, but it does mean letting everyone speak.',
            ],
          },
          {
            heading: 'When we get it wrong',
            paragraphs: [
              'Mistakes happen even with careful checking. When one is pointed out, we look into it quickly and, if we were wrong, correct the text. A note at the end of the piece says what changed and when, so readers can see the history. We never quietly edit a story to hide an error.',
            ],
          },
        ],
      },
      {
        titles: ['How to pitch a story to an editor', 'Pitching a feature: what editors want to see'],
        description: 'What editors look for in a pitch: knowing the publication, leading with the story rather than the topic, keeping it short and following up politely.',
        excerpt: 'Most pitches fail in the first two lines. Here is how to write one an editor will read to the end, from people who read dozens every week.',
        sections: [
          {
            heading: 'Know the publication',
            paragraphs: [
              'Read a few weeks of the sections you want to write for before you pitch. Notice the length, tone and kind of stories they run, and check that yours hasn’t already been done. A pitch that shows you know the readers is halfway to a yes. Address it to the editor of the right section rather than a general inbox.',
            ],
          },
          {
            heading: 'Lead with the story, not the topic',
            paragraphs: [
              'A topic is “remote work”; a story is a particular person, place or change, with something at stake. Open with the most surprising fact or scene you have, then explain why it matters now. Say who you will talk to and what access you already have. Editors commission stories they can picture, not subjects.',
            ],
          },
          {
            heading: 'Keep it short',
            paragraphs: [
              'Three or four short paragraphs are enough, with the pitch in the body of the email, not an attachment. Add a line about yourself and links to two or three pieces you have written. Suggest a length and a realistic deadline. If you have photos or audio, mention them, but don’t send large files until asked.',
            ],
          },
          {
            heading: 'Following up',
            paragraphs: [
              'Editors are busy, so a silence of a week or two is normal. One polite follow-up after two weeks is fine; after that, feel free to offer the idea elsewhere and let us know. A no is usually about timing or fit, not about you. Writers who take feedback well and pitch again often end up as regulars.',
            ],
          },
        ],
      },
      {
        titles: ['How we work with advertisers without losing your trust', 'Sponsored content: our rules and how to spot it'],
        description: 'Why we take advertising, how sponsored content is labelled, what partners can and can’t do, and how to recognise paid-for content on any website.',
        excerpt: 'Advertising helps pay for journalism, but only if readers can trust what they read. Here are the rules we follow with every partner.',
        sections: [
          {
            heading: 'Why we take advertising',
            paragraphs: [
              'Reporting, editing, photography and fact-checking all cost money, and advertising pays for a good part of them. We choose partners whose products we would be comfortable putting in front of readers. Gambling, payday loans and anything that makes health promises it can’t back up are out. Turning down an advertiser is sometimes the right business decision too.',
            ],
          },
          {
            heading: 'What we label and how',
            paragraphs: [
              'Any piece paid for by a partner carries a clear label above the headline and the partner’s name. The same goes for sponsored sections of the newsletter and advertising spots in the podcast, which the host announces as such. Affiliate links, where we earn a commission on a sale, are marked in the text. If you ever find paid content that isn’t labelled, please tell us.',
            ],
          },
          {
            heading: 'What partners can and can’t do',
            paragraphs: [
              'Partners can sponsor a section, buy space in the newsletter or work with our commercial team on a labelled feature. Partners can’t see or approve editorial stories, influence reviews or ask for coverage in return for advertising. Our editors and the commercial team work separately for exactly this reason. If a partner is in the news, we report on them like anyone else.',
            ],
          },
          {
            heading: 'How to spot sponsored content anywhere',
            paragraphs: [
              'Look for words like sponsored, partner, promoted or advertisement near the headline or at the very top. A piece that mentions one brand many times, links only to its shop and never criticises it is worth a second look. Check whether the author is a staff writer or a partner’s representative. Trustworthy publications make labels easy to find, not tiny and grey at the bottom.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'онлайн-журнал',
    descriptor: 'независимый онлайн-журнал: лонгриды, интервью, обзоры, еженедельная рассылка и подкаст',
    audience: 'читатели',
    offersLabel: 'Рубрики',
    eyebrows: ['Независимое издание', 'Истории, интервью и обзоры', 'Читайте, слушайте, подписывайтесь'],
    heroTitles: [
      'Истории, которые хочется дочитать до конца',
      'Независимые тексты, интервью и честные обзоры',
      'Неторопливая журналистика для любопытных',
      'Читайте, слушайте, подписывайтесь',
      'Главное за неделю — рассказанное как следует',
    ],
    heroLeads: [
      'Лонгриды, интервью, честные обзоры и практические гиды от людей, для которых важно рассказать историю точно.',
      '«{brand}» — независимое издание: без кликбейта, без заказных обзоров, а каждый рекламный материал помечен как реклама.',
      'Получайте главные истории недели на почту каждую пятницу или слушайте наш подкаст по дороге на работу.',
    ],
    offersHeadings: ['О чём мы пишем', 'Читайте, слушайте, подписывайтесь', 'Наши рубрики'],
    offersLeads: [
      'У каждой рубрики свой ритм: над лонгридом работают неделями, а обзор выходит в ту же неделю, когда что-то открылось.',
      'Читайте любимые рубрики на сайте, получайте дайджест недели на почту или слушайте подкаст, где вам удобно.',
    ],
    offers: [
      {
        title: 'Лонгриды',
        text: 'Большие истории, над которыми работают неделями: люди, места и проблемы — с контекстом, подробностями и множеством голосов.',
      },
      {
        title: 'Интервью',
        text: 'Разговоры с людьми, чью работу или идеи стоит послушать подробно. Редактируем ради ясности, а не ради кликов.',
      },
      {
        title: 'Обзоры и рецензии',
        text: 'Честные обзоры книг, фильмов, выставок, мест и вещей. По возможности платим за всё сами и никогда не берём денег за оценку.',
      },
      {
        title: 'Гиды и инструкции',
        text: 'Практические проверенные гиды, которые хорошо отвечают на один вопрос и обновляются, когда меняются факты.',
      },
      {
        title: 'Еженедельная рассылка',
        text: 'Каждую пятницу: истории недели, по одной рекомендации от каждого редактора и то, что вы могли пропустить. Отписаться можно в один клик.',
      },
      {
        title: 'Подкаст',
        text: 'Еженедельный выпуск с нашими авторами и гостями: история о том, как делался материал, большое интервью или живой спор. Во всех популярных приложениях для подкастов.',
      },
      {
        title: 'Реклама у нас',
        text: 'Спонсорские выпуски рассылки, рекламные вставки в подкасте и партнёрские материалы для брендов, близких нашим читателям. Каждый оплаченный материал помечен.',
      },
      {
        title: 'Мнения и колонки',
        text: 'Постоянные колумнисты и приглашённые авторы с ясной и аргументированной позицией — всегда с пометкой «мнение».',
      },
      {
        title: 'Стать автором',
        text: 'Мы заказываем тексты и съёмки у внештатных авторов и фотографов. Пришлите короткую заявку: о чём история, почему сейчас и почему именно вы.',
      },
    ],
    highlights: [
      { title: 'Независимая редакция', text: 'Что публиковать, решают редакторы. Рекламодатели и партнёры не видят и не согласуют материалы до выхода.' },
      { title: 'Проверяем до публикации', text: 'Факты, цитаты и цифры проверяются, а исправления мы вносим открыто, с пометкой в конце материала.' },
      { title: 'Без кликбейта', text: 'Заголовок говорит, о чём материал. Если текст стоит вашего времени, заманивать вас в него не нужно.' },
      { title: 'Реклама с пометкой', text: 'Партнёрские материалы всегда помечены — и в заголовке, и в начале страницы.' },
      { title: 'Удобно читать', text: 'Никаких самозапускающихся видео и всплывающих окон посреди абзаца: только текст, фотографии и время подумать.' },
    ],
    process: [
      { title: 'Идея или заявка', text: 'Материал начинается с вопроса редактора, подсказки читателя или заявки внештатного автора.' },
      { title: 'Сбор материала', text: 'Автор берёт интервью, ездит на место, изучает документы и фиксирует каждый источник.' },
      { title: 'Редактура', text: 'Редактор вместе с автором работает над структурой, ясностью и справедливостью текста, часто в несколько заходов.' },
      { title: 'Проверка фактов', text: 'Имена, даты, цифры и цитаты сверяются с источниками до того, как текст выйдет.' },
      { title: 'Публикация и исправления', text: 'Материал выходит на сайте, в рассылке, а иногда и в подкасте, и любая ошибка исправляется открыто.' },
    ],
    faq: [
      {
        question: 'Как подписаться на рассылку?',
        answer: 'Введите адрес почты в форму подписки на любой странице и подтвердите его в письме, которое мы пришлём. Письмо приходит раз в неделю, а отписаться можно одним кликом.',
      },
      {
        question: 'Где слушать подкаст?',
        answer: 'Во всех популярных приложениях для подкастов и на нашем сайте. Найдите «{brand}» и подпишитесь, чтобы новые выпуски приходили автоматически.',
      },
      {
        question: 'Можно ли предложить тему?',
        answer: 'Да. Пришлите заявку на несколько абзацев: о чём история, почему она важна сейчас и почему написать её должны именно вы. Отвечаем и на те заявки, которые не можем взять, обычно в течение двух недель.',
      },
      {
        question: 'Как разместить рекламу?',
        answer: 'Напишите нам о бренде, задачах и сроках, и мы пришлём медиакит с данными об аудитории, форматами и ценами. Мы работаем только с теми партнёрами, которых не стыдно рекомендовать нашим читателям.',
      },
      {
        question: 'Влияют ли рекламодатели на обзоры?',
        answer: 'Нет. Обзоры пишут наши редакторы и внештатные авторы, которые по возможности сами платят за вещи и билеты. Рекламодатели не видят обзор до публикации.',
      },
      {
        question: 'Я нашёл ошибку. Что делать?',
        answer: 'Напишите в редакцию, приложите ссылку и подробности. Если мы ошиблись, мы исправим текст и добавим в конце пометку о том, что изменилось.',
      },
      {
        question: 'Можно ли перепечатать ваш материал?',
        answer: 'Короткие цитаты со ссылкой на источник — всегда пожалуйста. Чтобы перепечатать материал целиком или взять фотографии, сначала спросите нас: права часто принадлежат автору или фотографу.',
      },
    ],
    story: [
      '«{brand}» — независимый онлайн-журнал для тех, кому мало заголовков. Мы публикуем лонгриды, интервью, обзоры и практические гиды, а по пятницам присылаем истории недели в рассылке. В подкасте разговор продолжается — с авторами и героями их материалов.',
      'Мы сознательно публикуем меньше, чем большинство сайтов. Каждый материал собирают, редактируют и проверяют до выхода, а заголовок говорит, о чём текст на самом деле. Если мы ошиблись, мы исправляем ошибку публично и пишем, что изменилось.',
      'Реклама помогает оплачивать работу редакции, но никогда не решает, о чём мы пишем. Партнёрские материалы всегда помечены, а партнёры не видят текстов до публикации. Читатели для нас важнее: мы скорее потеряем рекламодателя, чем их доверие.',
    ],
    values: [
      { title: 'Точность', text: 'Факты проверены, цитаты точны, а исправления вносятся открыто.' },
      { title: 'Независимость', text: 'Что публиковать, решают редакторы, а не рекламодатели, спонсоры или друзья.' },
      { title: 'Уважение к вашему времени', text: 'Честные заголовки и тексты, которые оправдывают свою длину.' },
      { title: 'Справедливость', text: 'Герои материалов получают возможность ответить до публикации.' },
    ],
    ctaHeadings: ['Подпишитесь на пятничную рассылку', 'Читайте, слушайте, подписывайтесь', 'Есть история для нас?'],
    ctaTexts: [
      'Одно письмо в неделю с историями, которые стоят вашего времени. Бесплатно, отписаться легко.',
      'Хотите предложить тему или разместить рекламу? Напишите в редакцию, и мы ответим в течение нескольких дней.',
    ],
    articles: [
      {
        titles: ['Как мы проверяем материал перед публикацией', 'Как устроена редактура: от черновика до публикации'],
        description: 'Что происходит с материалом между черновиком и публикацией: как мы проверяем источники, цифры и цитаты, даём право на ответ и исправляем ошибки.',
        excerpt: 'Читатели часто спрашивают, как материал проходит путь от идеи до страницы. Рассказываем, как мы проверяем то, что публикуем, и что делаем, если ошиблись.',
        sections: [
          {
            heading: 'Сначала источники',
            paragraphs: [
              'У каждого утверждения в тексте должен быть источник, который может увидеть редактор: интервью, документ, запись или данные. Автор хранит заметки и записи интервью ещё долго после публикации. Анонимные источники допустимы, только когда человеку грозит реальная опасность, и редактор всегда знает, кто это. Одного источника почти никогда не достаточно для чего-то важного.',
            ],
          },
          {
            heading: 'Проверка имён, цифр и цитат',
            paragraphs: [
              'Перед публикацией текст построчно сверяет с заметками не автор, а другой человек. Имена, должности, даты и написание проверяются, потому что мелкие ошибки заставляют читателя сомневаться во всём остальном. Цифры мы проверяем по исходному исследованию или отчёту, а не по другой статье, которая его цитирует. Цитаты сверяем с записью и не причёсываем их так, чтобы менялся смысл.',
            ],
          },
          {
            heading: 'Право на ответ',
            paragraphs: [
              'Если материал критикует человека или организацию, мы связываемся с ними до публикации и даём честную возможность ответить. Мы говорим, что именно собираемся написать, а не просто сообщаем, что пишем о них. Их ответ или отказ от комментария попадает в текст. Справедливость не означает, что все стороны получают равный вес, но означает, что слово получает каждый.',
            ],
          },
          {
            heading: 'Когда мы ошибаемся',
            paragraphs: [
              'Ошибки случаются даже при тщательной проверке. Когда на ошибку указывают, мы быстро разбираемся и, если были неправы, исправляем текст. Пометка в конце материала сообщает, что и когда изменилось, чтобы читатель видел историю правок. Мы никогда не правим текст втихую, чтобы скрыть ошибку.',
            ],
          },
        ],
      },
      {
        titles: ['Как предложить тему редактору', 'Заявка на материал: что хотят видеть редакторы'],
        description: 'Что ищут редакторы в заявке: знание издания, история вместо общей темы, краткость и вежливое напоминание о себе, если ответа нет.',
        excerpt: 'Большинство заявок проваливается на первых двух строчках. Рассказываем, как написать такую, которую редактор дочитает до конца.',
        sections: [
          {
            heading: 'Изучите издание',
            paragraphs: [
              'Прежде чем писать заявку, почитайте несколько недель те рубрики, для которых хотите писать. Обратите внимание на объём, тон и тип материалов и проверьте, не было ли уже вашей истории. Заявка, в которой видно знание аудитории, — уже наполовину согласие. Пишите редактору нужной рубрики, а не на общий адрес.',
            ],
          },
          {
            heading: 'История, а не тема',
            paragraphs: [
              'Тема — это «удалённая работа», а история — конкретный человек, место или перемена, где что-то поставлено на карту. Начните с самого неожиданного факта или сцены, а потом объясните, почему это важно сейчас. Напишите, с кем будете говорить и к кому у вас уже есть доступ. Редакторы заказывают истории, которые могут себе представить, а не темы.',
            ],
          },
          {
            heading: 'Коротко',
            paragraphs: [
              'Трёх-четырёх коротких абзацев достаточно, причём заявка должна быть в теле письма, а не во вложении. Добавьте строчку о себе и ссылки на два-три ваших материала. Предложите объём и реалистичный срок. Если есть фотографии или аудио, упомяните их, но не присылайте тяжёлые файлы, пока не попросят.',
            ],
          },
          {
            heading: 'Если ответа нет',
            paragraphs: [
              'Редакторы заняты, и тишина в неделю-две — это нормально. Одно вежливое напоминание через две недели вполне уместно, а дальше можно предложить идею другому изданию, предупредив нас. Отказ обычно связан со сроками или форматом, а не с вами. Авторы, которые спокойно принимают правки и присылают новые заявки, часто становятся постоянными.',
            ],
          },
        ],
      },
      {
        titles: ['Как мы работаем с рекламодателями и сохраняем ваше доверие', 'Партнёрские материалы: наши правила и как их распознать'],
        description: 'Зачем нам реклама, как мы помечаем партнёрские материалы, что партнёрам можно и нельзя и как распознать оплаченный текст на любом сайте.',
        excerpt: 'Реклама помогает оплачивать журналистику, но только если читатели доверяют тому, что читают. Рассказываем о правилах, которые действуют для каждого партнёра.',
        sections: [
          {
            heading: 'Зачем нам реклама',
            paragraphs: [
              'Сбор материала, редактура, съёмки и проверка фактов стоят денег, и заметную часть расходов покрывает реклама. Мы выбираем партнёров, чьи продукты не стыдно показать читателям. Азартные игры, микрозаймы и всё, что обещает здоровье без доказательств, исключены. Иногда отказаться от рекламодателя — тоже правильное деловое решение.',
            ],
          },
          {
            heading: 'Что и как мы помечаем',
            paragraphs: [
              'Любой материал, оплаченный партнёром, помечен над заголовком словами «Реклама» или «Партнёрский материал» с названием партнёра. То же касается спонсорских блоков в рассылке и рекламных вставок в подкасте, о которых ведущий говорит прямо. Партнёрские ссылки, с продаж по которым мы получаем комиссию, отмечены в тексте. Если вы нашли у нас оплаченный материал без пометки, пожалуйста, сообщите нам.',
            ],
          },
          {
            heading: 'Что партнёрам можно и нельзя',
            paragraphs: [
              'Партнёр может спонсировать рубрику, купить место в рассылке или вместе с нашим коммерческим отделом сделать помеченный спецпроект. Видеть и согласовывать редакционные материалы, влиять на обзоры или требовать публикаций в обмен на рекламу партнёр не может. Редакция и коммерческий отдел работают отдельно именно поэтому. Если партнёр попадает в новости, мы пишем о нём так же, как о любом другом.',
            ],
          },
          {
            heading: 'Как распознать рекламу на любом сайте',
            paragraphs: [
              'Ищите слова «реклама», «партнёрский материал», «при поддержке» или «спецпроект» рядом с заголовком или в самом начале страницы. Текст, где много раз упоминается один бренд, все ссылки ведут в его магазин, а критики нет совсем, стоит перечитать внимательнее. Проверьте, кто автор: журналист издания или представитель партнёра. Добросовестные издания делают пометки заметными, а не мелкими и серыми внизу страницы.',
            ],
          },
        ],
      },
    ],
  },
};
