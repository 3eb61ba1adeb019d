import type { Trade } from '../types.ts';

export const esportsTeam: Trade = {
  id: 'esports-team',
  theme: 'Esports Team',
  kind: 'services',
  icons: 'gaming',
  offerIcons: ['graduation-cap', 'crosshair', 'users', 'keyboard', 'sun', 'handshake', 'shirt', 'trophy', 'heart'],
  en: {
    noun: 'esports club',
    descriptor: 'an esports club and academy that trains players and fields teams in tournaments',
    audience: 'players and fans',
    offersLabel: 'Programmes',
    eyebrows: ['Esports club and academy', 'Coaching, bootcamps and tournaments', 'Play as a team'],
    heroTitles: [
      'Train as a team, win as a team',
      'An academy for players who want to compete',
      'Coaching, bootcamps and a path to the main roster',
      'Esports with a coach and a plan',
    ],
    heroLeads: [
      'Team practices with a coach, scrims, match reviews and online league play, for players who want to improve with structure rather than just grind ranked games.',
      '{brand} is a club, an academy and a community: we field teams in tournaments, coach players of every level and run bootcamps before big matches.',
      'One-to-one sessions with a coach, reviews of your own demos and clear drills for the week. Right for players who compete for fun and for those aiming at the academy.',
    ],
    offersHeadings: ['Club programmes', 'Coaching, bootcamps and partnerships', 'What we offer players and partners'],
    offersLeads: [
      'Training takes place online and in person, and programmes suit every level, from players just starting to take the game seriously to academy rosters.',
      'Not sure where to start? Send us your game, role and rank, and a coach will suggest the right format.',
    ],
    offers: [
      { title: 'Academy programme', text: 'Three team practices a week with a coach, scrims against other academies, match reviews and online league play. For players aged 14 and over with a high rank.', price: 120, unit: 'per month' },
      { title: 'One-to-one coaching', text: 'A session with a coach who reviews your demos, works on aim, positioning, game sense or communication and sets drills for the week.', price: 30, unit: 'per hour' },
      { title: 'Coaching for your team', text: 'A coach works with your own five: set plays, roles, map pool, in-game calling and a review of your last official match.', price: 90, unit: 'per session' },
      { title: 'Weekend bootcamp', text: 'Two intensive days of practice, scrims and theory on club PCs, with meals and reviews included. For teams that need a quick step up before a tournament.', price: 250 },
      { title: 'Summer bootcamp for teens', text: 'A week of daily training, physical activity and talks on healthy gaming habits, with coaches sending parents an update every evening.', price: 450 },
      { title: 'Sponsorship packages', text: 'Your logo on jerseys and streams, joint social media content and events for your staff or customers throughout the season.', price: 1500, from: true, unit: 'per season' },
      { title: 'Club jersey with your nickname', text: 'The official jersey in club colours with your nickname on the back, made in a limited run each season.', price: 55 },
      { title: 'Corporate and private tournaments', text: 'LAN or online tournaments for companies, schools and birthday parties, with brackets, referees, a stream and prizes all arranged.', price: 800, from: true },
      { title: 'Supporters’ membership', text: 'A Discord role, early access to merch, watch parties for big matches and a vote on the design of next season’s jersey.', price: 5, unit: 'per month' },
    ],
    highlights: [
      { title: 'Every match reviewed', text: 'Each practice ends with a review of the recording, and every player gets notes on what to work on next.' },
      { title: 'A real path to competing', text: 'Academy players compete in official online leagues and can move up to the main roster when they are ready.' },
      { title: 'Healthy gaming habits', text: 'Practice schedules include breaks, warm-ups and physical exercise, and session length is limited for younger players.' },
      { title: 'Parents kept in the loop', text: 'For players under 18, parents know the schedule, the coaches and how their child is progressing.' },
      { title: 'A community, not just a roster', text: 'Watch parties, community nights and a friendly Discord where fans, players and staff talk every day.' },
    ],
    process: [
      { title: 'Apply online', text: 'Fill in a short form with your game, role, rank and availability. Players under 18 apply together with a parent.' },
      { title: 'Tryout', text: 'You play a few matches with our players while a coach watches how you communicate, make decisions and handle pressure.' },
      { title: 'Feedback call', text: 'Whatever the result, the coach talks you through what they saw and what to work on.' },
      { title: 'Join a roster', text: 'Successful players join an academy roster with a fixed practice schedule, a coach and a clear role.' },
      { title: 'Compete and grow', text: 'Practices, scrims and league matches through the season, with regular reviews and the chance to move up.' },
    ],
    faq: [
      { question: 'What rank do I need to join the academy?', answer: 'There is no single cut-off, but academy players usually sit near the top of the ranked ladder for their game. At the tryout, attitude, communication and willingness to learn matter as much as rank.' },
      { question: 'Is there a minimum age?', answer: 'Academy rosters start at 14, in line with the age rules of most games and tournaments. Younger players are welcome at one-to-one coaching and the summer bootcamp with a parent’s consent.' },
      { question: 'How many hours a week does training take?', answer: 'Academy rosters practise three evenings a week for about three hours, plus official matches. Schedules are planned around school and work, and nobody is expected to play through the night.' },
      { question: 'Can I get coaching without joining a team?', answer: 'Yes. One-to-one coaching and team coaching are open to anyone, whatever their rank, and sessions take place online.' },
      { question: 'How can my company sponsor the club?', answer: 'Get in touch and we will send the current sponsorship packages: logo placement on jerseys and streams, social media content and events for your staff or customers.' },
      { question: 'Do you ship merchandise?', answer: 'Yes. Jerseys and other items are sent by post or courier, and a personalised jersey with your nickname takes about two weeks to make.' },
    ],
    story: [
      '{brand} is an esports club and academy where players train, compete and improve together. We field teams in online leagues and tournaments, run an academy for promising players and coach anyone who wants to climb the ranked ladder. Behind every roster are coaches, analysts and managers who treat esports as a sport, with practice plans and reviews.',
      'Talent gets a player noticed, but structure is what makes them improve. Our practices follow a plan: warm-up, set plays, scrims against other teams and a review of the recordings. Players learn to communicate clearly, accept feedback and keep a cool head when a match turns against them.',
      'We care about the people behind the nicknames. Schedules leave room for school, work and sleep, practice includes physical exercise, and parents of younger players always know what is going on. The community around the club, from fans to sponsors, is what keeps the whole project going.',
    ],
    values: [
      { title: 'Discipline', text: 'Turning up on time, preparing for every scrim and finishing the review, even after a win.' },
      { title: 'Respect', text: 'For teammates, opponents, referees and fans, in the game and in the chat.' },
      { title: 'Balance', text: 'Sleep, study and health come first, because lasting form is built on them.' },
      { title: 'Team first', text: 'Roles, calls and egos give way to whatever helps five players win together.' },
    ],
    ctaHeadings: ['Apply for academy tryouts', 'Book a coaching session', 'Join the club this season'],
    ctaTexts: [
      'Tell us your game, role and rank, and we will invite you to the next tryout or suggest a coaching plan.',
      'Want to sponsor the team or host a tournament? Write to us and we will send the current packages.',
    ],
    articles: [
      {
        titles: ['How to prepare for an academy tryout', 'What coaches look for at a tryout'],
        description: 'How to prepare for an esports academy tryout: what coaches watch for, how to communicate, how to handle mistakes and what to do the day before.',
        excerpt: 'A tryout tests much more than aim. Here is what our coaches watch for and how to show yourself at your strongest.',
        sections: [
          {
            heading: 'Rank is only the entry ticket',
            paragraphs: [
              'A good rank gets you invited, but it rarely decides the tryout. Coaches already know you can aim; they want to see how you think, how you fit into a team and how you behave when things go wrong. A player who makes smart, simple decisions is often preferred to one with flashy highlights. Play your role rather than playing to the crowd.',
            ],
          },
          {
            heading: 'Communicate clearly and calmly',
            paragraphs: [
              'Good calls are short, clear and useful: where the enemy is, how much damage you dealt, what you are about to do. Avoid filling the voice channel with commentary or frustration. If you are not the main caller, support the person who is, even if you would have chosen differently. Coaches listen to the recording afterwards, and calm communication stands out.',
            ],
          },
          {
            heading: 'Show that you can take feedback',
            paragraphs: [
              'Most tryouts include a short review or a conversation with the coach. Listen to the points, ask questions and avoid excuses, even when you think the mistake was a teammate’s. Being coachable is one of the main things academies look for, because it predicts how fast a player will improve. If the coach suggests something during the tryout, try it in the next round.',
            ],
          },
          {
            heading: 'Prepare the day before',
            paragraphs: [
              'Sleep properly the night before, and do not grind ranked games until the early hours. Check your equipment, headset and internet connection, and make sure the game and voice software are up to date. Warm up for twenty to thirty minutes before the tryout starts. Join a few minutes early and be ready to play whichever role the team needs.',
            ],
          },
        ],
      },
      {
        titles: ['Healthy gaming habits for competitive players', 'How to train hard without burning out'],
        description: 'Healthy habits for competitive gamers: structured practice, breaks, posture, sleep, exercise and eye care, so you can train hard without burning out.',
        excerpt: 'Long sessions do not automatically make you better, but a few simple habits keep players sharp through a whole season.',
        sections: [
          {
            heading: 'Structure beats endless hours',
            paragraphs: [
              'Playing more is not the same as improving. Eight hours of unfocused ranked games teach less than three hours of warm-up, specific drills and a reviewed scrim. Set a goal for each session, such as crosshair placement or communication, and stop when concentration fades. Focused practice matters more than the number of hours.',
            ],
          },
          {
            heading: 'Breaks, posture and eyes',
            paragraphs: [
              'Take a short break every hour: stand up, stretch and look at something in the distance to rest your eyes. Set up your chair and desk so that your feet are flat, your elbows are at about ninety degrees and the top of the screen is at eye level. Wrist and hand stretches help prevent the aches many players take for granted. Small habits now prevent injuries that could cost a whole season.',
            ],
          },
          {
            heading: 'Sleep and exercise',
            paragraphs: [
              'Reaction time, decision-making and mood all depend on sleep. Keep a regular bedtime, put screens away for the last half hour before sleeping and avoid energy drinks late in the evening. Regular exercise, even a daily walk or a short workout, improves concentration and stamina in long matches. Many top teams now build physical training into their schedules for exactly this reason.',
            ],
          },
          {
            heading: 'Recognise the signs of burnout',
            paragraphs: [
              'Burnout shows up as irritability, loss of enjoyment and slipping performance despite more practice. If you dread logging in, take a few days off rather than forcing more games. Talk to your coach or teammates, as many of them have been through the same. Coming back rested usually brings more improvement than another week of tired practice.',
            ],
          },
        ],
      },
      {
        titles: ['Sponsoring a gaming team: what your business gets back', 'Why brands partner with amateur and academy teams'],
        description: 'What a business gets from sponsoring an esports team: a young audience, content for social media, events for staff and clear reporting after each season.',
        excerpt: 'Sponsorship is not only for big brands. Local businesses can reach a young, loyal audience by backing an amateur or academy team.',
        sections: [
          {
            heading: 'Reaching an audience that avoids adverts',
            paragraphs: [
              'Young people who follow esports often watch streams instead of television and use ad blockers online. A team they support is one of the few places where a brand can reach them in a way they welcome. Fans notice who stands behind their club and tend to remember them kindly. For a local business, an academy team offers a direct connection with players, parents and fans nearby.',
            ],
          },
          {
            heading: 'Content, not just a logo',
            paragraphs: [
              'A logo on a jersey is only the starting point. Good partnerships include content: behind-the-scenes videos, match-day posts, player challenges featuring your product and giveaways for fans. The club’s social media and streams carry the message to people who chose to follow them. Plan the content calendar together at the start of the season so both sides know what to expect.',
            ],
          },
          {
            heading: 'Events for staff and customers',
            paragraphs: [
              'Tournaments for staff or customers are a popular part of sponsorship packages. The club handles the format, brackets, referees and streaming, while your company gets an event people genuinely enjoy. Meet-and-greets with players and coaching sessions for employees’ children are other options. A well-run event often leaves a stronger impression than any banner.',
            ],
          },
          {
            heading: 'Measuring the results',
            paragraphs: [
              'Agree in advance what you want to measure: reach on streams and social media, uses of a promo code, attendance at events or sign-ups for a campaign. Ask the club for a report at the end of each season with figures and examples of the content produced. Honest reporting shows what worked and helps you adjust the next season. A partnership that grows over several seasons usually delivers more than one-off deals.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'киберспортивный клуб',
    descriptor: 'киберспортивный клуб и академия, где тренируют игроков и собирают команды для турниров',
    audience: 'игроки и болельщики',
    offersLabel: 'Программы',
    eyebrows: ['Киберспортивный клуб и академия', 'Тренировки, буткемпы и турниры', 'Играем командой'],
    heroTitles: [
      'Играем командой, растём командой',
      'Академия для тех, кто хочет играть на турнирах',
      'Тренировки, буткемпы и путь в основной состав',
      'Киберспорт с тренером и планом',
    ],
    heroLeads: [
      'Командные тренировки с тренером, скримы, разбор записей матчей и участие в онлайн-лигах — для игроков, которые хотят расти системно, а не просто поднимать рейтинг.',
      '«{brand}» — клуб, академия и сообщество: выставляем команды на турниры, тренируем игроков любого уровня и проводим буткемпы перед важными матчами.',
      'Индивидуальные занятия с тренером, разбор ваших демок и понятные задания на неделю. Подходит и тем, кто играет для себя, и тем, кто нацелен на академию.',
    ],
    offersHeadings: ['Программы клуба', 'Тренировки, буткемпы и партнёрство', 'Что мы предлагаем игрокам и партнёрам'],
    offersLeads: [
      'Тренировки проходят онлайн и очно, а программы рассчитаны на разный уровень — от тех, кто только начинает играть всерьёз, до академических составов.',
      'Не знаете, что выбрать? Напишите нам свою игру, роль и рейтинг, и тренер подскажет подходящий формат.',
    ],
    offers: [
      { title: 'Академия клуба', text: 'Три командные тренировки в неделю с тренером, скримы с другими академиями, разбор записей и участие в онлайн-лигах. Для игроков от 14 лет с высоким рейтингом.', price: 120, unit: 'в месяц' },
      { title: 'Индивидуальные тренировки', text: 'Занятие с тренером, который разбирает ваши демки, работает над стрельбой, позиционированием, пониманием игры или коммуникацией и даёт задания на неделю.', price: 30, unit: 'за час' },
      { title: 'Тренировки для вашей команды', text: 'Тренер работает с вашей пятёркой: тактики, роли, маппул, коллы в игре и разбор последнего официального матча.', price: 90, unit: 'за занятие' },
      { title: 'Буткемп выходного дня', text: 'Два интенсивных дня тренировок, скримов и теории за клубными компьютерами, с питанием и разборами. Для команд, которым нужен быстрый рывок перед турниром.', price: 250 },
      { title: 'Летний буткемп для подростков', text: 'Неделя ежедневных тренировок, физической активности и разговоров о здоровых игровых привычках; каждый вечер тренеры пишут родителям.', price: 450 },
      { title: 'Спонсорские пакеты', text: 'Логотип на джерси и трансляциях, совместный контент в соцсетях и мероприятия для ваших сотрудников или клиентов в течение сезона.', price: 1500, from: true, unit: 'за сезон' },
      { title: 'Клубное джерси с никнеймом', text: 'Официальное джерси в цветах клуба с вашим никнеймом на спине. Выпускается ограниченным тиражом каждый сезон.', price: 55 },
      { title: 'Корпоративные и частные турниры', text: 'Организуем турниры по локальной сети или онлайн для компаний, школ и дней рождения: сетка, судьи, трансляция и призы.', price: 800, from: true },
      { title: 'Клубная подписка для болельщиков', text: 'Роль в Discord, ранний доступ к мерчу, совместные просмотры больших матчей и голосование за дизайн джерси нового сезона.', price: 5, unit: 'в месяц' },
    ],
    highlights: [
      { title: 'Разбор каждого матча', text: 'Каждая тренировка заканчивается разбором записи, и каждый игрок получает заметки о том, над чем работать дальше.' },
      { title: 'Реальный путь к турнирам', text: 'Игроки академии выступают в официальных онлайн-лигах и могут перейти в основной состав, когда будут готовы.' },
      { title: 'Здоровые игровые привычки', text: 'В расписании есть перерывы, разминка и физические упражнения, а для младших игроков длительность тренировок ограничена.' },
      { title: 'Родители в курсе', text: 'Родители игроков до 18 лет знают расписание, тренеров и то, как продвигается их ребёнок.' },
      { title: 'Сообщество, а не только состав', text: 'Совместные просмотры, вечера сообщества и дружелюбный Discord, где болельщики, игроки и тренеры общаются каждый день.' },
    ],
    process: [
      { title: 'Заявка', text: 'Заполните короткую анкету: игра, роль, рейтинг и свободное время. Игроки до 18 лет подают заявку вместе с родителем.' },
      { title: 'Отбор', text: 'Вы играете несколько матчей с нашими игроками, а тренер смотрит, как вы общаетесь, принимаете решения и держите давление.' },
      { title: 'Обратная связь', text: 'Каким бы ни был результат, тренер расскажет, что увидел и над чем стоит поработать.' },
      { title: 'Место в составе', text: 'Прошедшие отбор попадают в состав академии с постоянным расписанием тренировок, тренером и понятной ролью.' },
      { title: 'Турниры и рост', text: 'Тренировки, скримы и матчи лиги весь сезон, регулярные разборы и возможность подняться выше.' },
    ],
    faq: [
      { question: 'Какой рейтинг нужен для академии?', answer: 'Единой планки нет, но игроки академии обычно входят в верхнюю часть рейтинговой таблицы своей игры. На отборе характер, коммуникация и готовность учиться важны не меньше рейтинга.' },
      { question: 'Есть ли минимальный возраст?', answer: 'В составы академии берём с 14 лет, как того требуют возрастные правила большинства игр и турниров. Младшие игроки могут заниматься с тренером индивидуально и ездить на летний буткемп с согласия родителей.' },
      { question: 'Сколько времени занимают тренировки?', answer: 'Составы академии тренируются три вечера в неделю примерно по три часа плюс официальные матчи. Расписание мы строим с учётом учёбы и работы и не ждём, что игроки будут сидеть ночами.' },
      { question: 'Можно заниматься с тренером, не вступая в команду?', answer: 'Да. Индивидуальные тренировки и занятия для команд открыты всем, независимо от рейтинга, и проходят онлайн.' },
      { question: 'Как компании стать спонсором клуба?', answer: 'Напишите нам, и мы пришлём актуальные спонсорские пакеты: логотип на джерси и трансляциях, контент в соцсетях и мероприятия для ваших сотрудников или клиентов.' },
      { question: 'Вы отправляете мерч по почте?', answer: 'Да. Джерси и другие вещи отправляем почтой и службами доставки, а именное джерси с никнеймом изготавливается примерно за две недели.' },
    ],
    story: [
      '«{brand}» — киберспортивный клуб и академия, где игроки вместе тренируются, выступают и растут. Мы выставляем команды в онлайн-лиги и на турниры, ведём академию для перспективных игроков и тренируем всех, кто хочет подняться в рейтинге. За каждым составом стоят тренеры, аналитики и менеджеры, которые относятся к киберспорту как к спорту — с планом тренировок и разборами.',
      'Талант помогает игроку попасть в поле зрения, но расти ему помогает система. Наши тренировки идут по плану: разминка, отработка тактик, скримы против других команд и разбор записей. Игроки учатся чётко общаться, принимать критику и сохранять холодную голову, когда матч идёт не по плану.',
      'Нам важны люди за никнеймами. В расписании остаётся место для учёбы, работы и сна, в тренировки входят физические упражнения, а родители младших игроков всегда знают, что происходит. Весь проект держится на сообществе вокруг клуба — от болельщиков до спонсоров.',
    ],
    values: [
      { title: 'Дисциплина', text: 'Приходить вовремя, готовиться к каждому скриму и доводить разбор до конца — даже после победы.' },
      { title: 'Уважение', text: 'К тиммейтам, соперникам, судьям и болельщикам — в игре и в чате.' },
      { title: 'Баланс', text: 'Сон, учёба и здоровье на первом месте, ведь стабильная форма строится именно на них.' },
      { title: 'Команда прежде всего', text: 'Роли, коллы и амбиции подчиняются тому, что помогает пятерым игрокам побеждать вместе.' },
    ],
    ctaHeadings: ['Подайте заявку на отбор в академию', 'Запишитесь на тренировку с тренером', 'Присоединяйтесь к клубу в этом сезоне'],
    ctaTexts: [
      'Напишите, в какую игру играете, на какой роли и с каким рейтингом, и мы пригласим вас на ближайший отбор или предложим план тренировок.',
      'Хотите стать спонсором команды или провести турнир? Напишите нам, и мы пришлём актуальные пакеты.',
    ],
    articles: [
      {
        titles: ['Как подготовиться к отбору в академию', 'На что смотрят тренеры на отборе'],
        description: 'Как подготовиться к отбору в киберспортивную академию: на что смотрят тренеры, как общаться в войсе, как реагировать на ошибки и что сделать накануне.',
        excerpt: 'Отбор проверяет гораздо больше, чем стрельбу. Рассказываем, на что смотрят наши тренеры и как показать себя с сильной стороны.',
        sections: [
          {
            heading: 'Рейтинг — только входной билет',
            paragraphs: [
              'Хороший рейтинг помогает получить приглашение, но редко решает исход отбора. Тренеры и так знают, что вы умеете стрелять: им важно, как вы думаете, как вписываетесь в команду и как ведёте себя, когда что-то идёт не так. Игрока, который принимает простые и разумные решения, часто предпочитают тому, у кого эффектные хайлайты. Играйте свою роль, а не на публику.',
            ],
          },
          {
            heading: 'Общайтесь чётко и спокойно',
            paragraphs: [
              'Хорошие коллы короткие, ясные и полезные: где противник, сколько урона нанесено, что вы собираетесь делать. Не засоряйте войс комментариями и раздражением. Если вы не основной капитан, поддерживайте того, кто коллит, даже если сами решили бы иначе. Тренеры потом переслушивают запись, и спокойная коммуникация сразу бросается в глаза.',
            ],
          },
          {
            heading: 'Покажите, что умеете принимать критику',
            paragraphs: [
              'Обычно в отбор входит короткий разбор или разговор с тренером. Слушайте замечания, задавайте вопросы и не оправдывайтесь, даже если считаете, что ошибся тиммейт. Академии очень ценят умение принимать обратную связь, потому что оно показывает, как быстро игрок будет расти. Если тренер что-то подсказал по ходу отбора, попробуйте это в следующем раунде.',
            ],
          },
          {
            heading: 'Подготовьтесь накануне',
            paragraphs: [
              'Выспитесь перед отбором и не сидите в рейтинговых играх до утра. Проверьте технику, гарнитуру и интернет-соединение, обновите игру и программу для голосовой связи. Перед началом разомнитесь двадцать–тридцать минут. Подключайтесь на несколько минут раньше и будьте готовы сыграть ту роль, которая нужна команде.',
            ],
          },
        ],
      },
      {
        titles: ['Здоровые игровые привычки для соревновательных игроков', 'Как тренироваться много и не выгорать'],
        description: 'Здоровые привычки для киберспортсменов: структурные тренировки, перерывы, осанка, сон, спорт и забота о глазах, чтобы много тренироваться и не выгорать.',
        excerpt: 'Долгие сессии сами по себе не делают игрока сильнее. Несколько простых привычек помогают держать форму весь сезон.',
        sections: [
          {
            heading: 'Структура важнее бесконечных часов',
            paragraphs: [
              'Играть больше не значит расти быстрее. Восемь часов рейтинговых игр без цели дают меньше, чем три часа с разминкой, конкретными упражнениями и разобранным скримом. Ставьте цель на каждую сессию, например положение прицела или коммуникацию, и заканчивайте, когда концентрация падает. Сосредоточенная практика важнее количества часов.',
            ],
          },
          {
            heading: 'Перерывы, осанка и глаза',
            paragraphs: [
              'Каждый час делайте короткий перерыв: встаньте, потянитесь и посмотрите вдаль, чтобы глаза отдохнули. Настройте стул и стол так, чтобы стопы стояли на полу, локти были согнуты примерно под прямым углом, а верх экрана находился на уровне глаз. Упражнения для запястий и кистей помогают избежать болей, к которым многие игроки привыкли. Маленькие привычки сегодня предотвращают травмы, которые могут стоить целого сезона.',
            ],
          },
          {
            heading: 'Сон и спорт',
            paragraphs: [
              'Скорость реакции, принятие решений и настроение зависят от сна. Ложитесь в одно и то же время, убирайте экраны за полчаса до сна и не пейте энергетики поздно вечером. Регулярная физическая нагрузка, даже ежедневная прогулка или короткая тренировка, улучшает концентрацию и выносливость в длинных матчах. Именно поэтому многие сильные команды включают физподготовку в расписание.',
            ],
          },
          {
            heading: 'Замечайте признаки выгорания',
            paragraphs: [
              'Выгорание проявляется раздражительностью, потерей удовольствия от игры и падением результатов, хотя тренировок стало больше. Если заходить в игру не хочется, возьмите несколько дней отдыха, а не заставляйте себя играть. Поговорите с тренером или тиммейтами, ведь многие через это проходили. После отдыха прогресс обычно заметнее, чем после ещё одной недели тренировок через силу.',
            ],
          },
        ],
      },
      {
        titles: ['Спонсорство игровой команды: что получает бизнес', 'Почему бренды поддерживают любительские и академические команды'],
        description: 'Что даёт бизнесу спонсорство киберспортивной команды: выход на молодую аудиторию, контент для соцсетей, мероприятия для сотрудников и понятные отчёты.',
        excerpt: 'Спонсорство доступно не только крупным брендам. Местный бизнес может выйти на молодую и лояльную аудиторию, поддержав любительскую или академическую команду.',
        sections: [
          {
            heading: 'Аудитория, которая избегает рекламы',
            paragraphs: [
              'Молодые зрители киберспорта часто смотрят стримы вместо телевизора и пользуются блокировщиками рекламы. Команда, за которую они болеют, — одно из немногих мест, где бренд может до них достучаться так, чтобы это восприняли с благодарностью. Болельщики замечают, кто стоит за их клубом, и запоминают это с симпатией. Для местного бизнеса академическая команда — прямая связь с игроками, родителями и болельщиками по соседству.',
            ],
          },
          {
            heading: 'Контент, а не только логотип',
            paragraphs: [
              'Логотип на джерси — лишь отправная точка. Хорошее партнёрство включает контент: видео из-за кулис, посты в дни матчей, челленджи игроков с вашим продуктом и розыгрыши для болельщиков. Соцсети и трансляции клуба доносят сообщение до людей, которые сами на них подписались. Составьте контент-план вместе в начале сезона, чтобы обе стороны знали, чего ждать.',
            ],
          },
          {
            heading: 'Мероприятия для сотрудников и клиентов',
            paragraphs: [
              'Турниры для сотрудников или клиентов — популярная часть спонсорских пакетов. Клуб берёт на себя формат, сетку, судейство и трансляцию, а компания получает мероприятие, которое людям действительно нравится. Встречи с игроками и тренировки для детей сотрудников — ещё несколько вариантов. Хорошо проведённое мероприятие часто запоминается сильнее любого баннера.',
            ],
          },
          {
            heading: 'Как измерить результат',
            paragraphs: [
              'Заранее договоритесь, что будете измерять: охват трансляций и соцсетей, использование промокода, посещаемость мероприятий или регистрации в акции. Попросите клуб в конце сезона прислать отчёт с цифрами и примерами созданного контента. Честная отчётность показывает, что сработало, и помогает скорректировать следующий сезон. Партнёрство, которое развивается несколько сезонов, обычно приносит больше, чем разовые сделки.',
            ],
          },
        ],
      },
    ],
  },
};
