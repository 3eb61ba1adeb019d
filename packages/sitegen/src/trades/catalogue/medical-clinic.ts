import type { Trade } from '../types.ts';

export const medicalClinic: Trade = {
  id: 'medical-clinic',
  theme: 'Medical Clinic',
  kind: 'services',
  icons: 'medical',
  offerIcons: ['stethoscope', 'briefcase-medical', 'baby', 'clipboard-plus', 'test-tube', 'activity', 'scan-heart', 'syringe', 'certificate'],
  en: {
    noun: 'medical clinic',
    descriptor: 'a private medical clinic with GPs, specialists, check-ups and tests under one roof',
    audience: 'patients',
    eyebrows: ['GPs & specialists', 'Private medical care', 'Check-ups and tests'],
    heroTitles: [
      'Unhurried appointments with GPs and specialists',
      'See a doctor this week, not next month',
      'Doctors, tests and check-ups for the whole family',
      'Private GP and specialist care',
      'Medical care that starts with listening',
    ],
    heroLeads: [
      'Book a GP or specialist at a time that suits your week. Blood tests, ECGs and scans are done on site, and a doctor explains the results in plain words.',
      'At {brand}, an appointment is long enough to talk properly. Your doctor reads your history, orders only the tests you need and follows up on the results.',
      'Check-ups for adults and children, specialist opinions and routine tests, with a clear price list you can see before you book.',
    ],
    offersHeadings: ['Consultations, check-ups and tests', 'What we can help with', 'Our price list'],
    offersLeads: [
      'Prices cover the appointment or test itself. If your doctor recommends anything else, you will hear why and what it costs before it happens.',
      'From a first GP visit to a full annual check-up, everything below can be booked online or by phone.',
    ],
    offers: [
      {
        title: 'GP consultation',
        text: 'A 20-minute appointment with a general practitioner for new symptoms, long-term conditions, prescriptions and referrals.',
        price: 90,
      },
      {
        title: 'Specialist consultation',
        text: 'Appointments with a cardiologist, gynaecologist, dermatologist, ENT doctor, neurologist and other specialists, with or without a GP referral.',
        price: 130,
        from: true,
      },
      {
        title: 'Paediatrician appointment',
        text: 'Our paediatrician sees babies, children and teenagers for illness, development checks, vaccination advice and school forms.',
        price: 100,
      },
      {
        title: 'Annual health check',
        text: 'A doctor’s examination with blood tests, ECG, blood pressure and weight, then a second appointment to go through every result.',
        price: 250,
        from: true,
      },
      {
        title: 'Blood tests',
        text: 'Full blood count, cholesterol, blood sugar, thyroid, vitamins and more, taken in our own treatment room. Most results are ready in one to two working days.',
        price: 25,
        from: true,
      },
      {
        title: 'ECG with a doctor’s report',
        text: 'A resting electrocardiogram recorded in ten minutes and read by a doctor, for chest symptoms, palpitations or a check before sport or surgery.',
        price: 60,
      },
      {
        title: 'Ultrasound scan',
        text: 'Abdominal, pelvic, thyroid and other ultrasound scans, with a written report handed to you on the day.',
        price: 110,
        from: true,
      },
      {
        title: 'Vaccinations',
        text: 'Flu jabs, travel vaccines and routine vaccinations for adults and children, each given after a short check by a doctor.',
        price: 40,
        from: true,
      },
      {
        title: 'Medical certificates',
        text: 'Certificates and forms for work, sport, driving and travel, completed by a doctor after an examination.',
        price: 50,
        from: true,
      },
    ],
    highlights: [
      { title: 'Appointments that aren’t rushed', text: 'A GP appointment lasts 20 minutes, so there is time to describe symptoms, ask questions and agree a plan.' },
      { title: 'Tests in the same building', text: 'Blood is taken, ECGs recorded and scans done on site, so a single visit often covers everything.' },
      { title: 'Prices you see before booking', text: 'Every consultation and test has a published price, and your doctor mentions any extra cost before it happens.' },
      { title: 'Results explained by a doctor', text: 'We don’t just send you numbers. A doctor goes through the results with you and says what, if anything, to do next.' },
      { title: 'Care for the whole family', text: 'Paediatricians and adult doctors work side by side, so parents and children can be seen by the same team.' },
    ],
    process: [
      { title: 'Book an appointment', text: 'Choose a doctor and a time online or call reception. Tell us briefly what the visit is about so we book the right length of appointment.' },
      { title: 'Come in for your visit', text: 'Arrive ten minutes early with previous results, hospital letters and a list of the medicines you take. Children come with a parent or guardian.' },
      { title: 'Talk to your doctor', text: 'The doctor listens, examines you and explains what they think is going on, then suggests tests or treatment where needed.' },
      { title: 'Tests on site', text: 'Most blood tests, ECGs and scans can be done on the same day in our treatment rooms, often straight after the consultation.' },
      { title: 'Results and follow-up', text: 'Results go to your doctor first. You receive them with an explanation, a treatment plan and a follow-up appointment if one is needed.' },
    ],
    faq: [
      {
        question: 'Do I need a referral to see a specialist?',
        answer: 'No, you can book a specialist directly. If you aren’t sure which specialist you need, start with a GP appointment and the GP will point you to the right colleague.',
      },
      {
        question: 'How should I prepare for a blood test?',
        answer: 'For most tests, including cholesterol and blood sugar, come on an empty stomach: no food for 8–12 hours, though water is fine. Reception will tell you when you book if your test needs anything else.',
      },
      {
        question: 'How quickly will I get my results?',
        answer: 'Routine blood tests are usually ready in one to two working days. ECG and ultrasound reports are given to you on the day, and we contact you as soon as lab results are in.',
      },
      {
        question: 'Do you see children?',
        answer: 'Yes. Our paediatrician sees babies, children and teenagers. A parent or guardian needs to come to the appointment with the child.',
      },
      {
        question: 'Can I use my health insurance?',
        answer: 'Bring your policy details when you book and reception will check whether your insurer covers the visit. Where it doesn’t, you pay the price on our list.',
      },
      {
        question: 'What if I need to cancel?',
        answer: 'Please let us know at least 24 hours ahead so another patient can take the slot. You can cancel or move an appointment online or by phone.',
      },
      {
        question: 'Do you handle emergencies?',
        answer: 'No. For chest pain, difficulty breathing, signs of a stroke or a serious injury, call the emergency number straight away rather than booking an appointment.',
      },
    ],
    story: [
      '{brand} is a private medical clinic where a visit to the doctor ends with a clear answer and a plan. Our GPs and specialists book appointments long enough to listen, examine you properly and answer questions. Blood tests, ECGs and scans are done in the same building, and the doctor who ordered them reads the results.',
      'We treat adults and children for everyday illnesses, long-term conditions and worries that don’t fit neatly into one box. When a problem needs a specialist, your GP refers you to a colleague down the corridor and passes on your notes. Nobody has to tell their story from the beginning twice.',
      'Prices are published for every consultation and test, and we never add extras without asking. Our doctors recommend a test when its result will change what happens next, not to fill in a form. Whatever the outcome, you leave knowing what your results mean and what to do now.',
    ],
    values: [
      { title: 'Time to listen', text: 'Most diagnoses start with the patient’s own account, so we give it the time it needs.' },
      { title: 'Only the tests you need', text: 'Every test we suggest has a reason, and your doctor will tell you what that reason is.' },
      { title: 'Plain words', text: 'Diagnoses, results and treatment are explained without jargon, and the important points are written down for you.' },
      { title: 'Confidentiality', text: 'Your records are seen only by the people treating you and shared with others only with your consent.' },
    ],
    ctaHeadings: ['Book an appointment with a doctor', 'See a GP or specialist this week', 'Time for your annual check-up?'],
    ctaTexts: [
      'Choose a doctor and a time that suits you online, or call reception and we’ll find a slot.',
      'Tell us what’s worrying you, and we’ll book the right doctor and any tests for the same visit.',
    ],
    articles: [
      {
        titles: ['What an annual health check includes and who needs one', 'Annual health check: what is tested and why'],
        description: 'What happens at an annual health check, which blood tests are included, how to prepare, and how often adults of different ages should have one.',
        excerpt: 'A yearly check-up finds problems long before they cause symptoms. Here is what we test, how to prepare and what happens with the results.',
        sections: [
          {
            heading: 'Why check when you feel well',
            paragraphs: [
              'Many common conditions cause no symptoms for years. High blood pressure, raised cholesterol, early type 2 diabetes and thyroid problems are often found only on a routine test. Caught early, most of them can be managed with small changes and simple treatment. A yearly check also gives you and your doctor a baseline to compare against next time.',
            ],
          },
          {
            heading: 'What we test',
            paragraphs: [
              'A standard check starts with a conversation about your health, family history and lifestyle, followed by an examination. We measure blood pressure, weight and waist, and record an ECG. Blood tests usually include a full blood count, cholesterol, blood sugar, kidney and liver function and thyroid hormones. Depending on your age and sex, the doctor may add a prostate test, a cervical smear or an ultrasound scan.',
            ],
          },
          {
            heading: 'How to prepare',
            paragraphs: [
              'Come in the morning on an empty stomach, with no food for 8–12 hours beforehand, but do drink water. Take your usual medicines unless your doctor has told you otherwise, and bring a list of them. Avoid heavy exercise and alcohol the day before, as both can change blood results. Previous test results and hospital letters are worth bringing too, so we can compare.',
            ],
          },
          {
            heading: 'After the results',
            paragraphs: [
              'Most results are ready within one to two working days. You then come back, or have a phone call, with the doctor who examined you. Together you go through every figure, what is normal for you and what needs watching. If something needs treatment or a specialist opinion, we arrange it and agree when to check again.',
              'For healthy adults under 40, a check every two to three years is usually enough. From 40 onwards, most doctors recommend a yearly check, and sooner if you have a long-term condition. A family history of heart disease, diabetes or cancer is another reason to start earlier. Your doctor will suggest a schedule that fits you.',
            ],
          },
        ],
      },
      {
        titles: ['Blood tests: how to prepare and how to read your results', 'How to prepare for a blood test'],
        description: 'How to prepare for a blood test, which tests need an empty stomach, why a result can sit just outside the range and when to talk it over with a doctor.',
        excerpt: 'A little preparation makes blood results more accurate. Here is what to do the day before, and how to read the figures when they arrive.',
        sections: [
          {
            heading: 'Fasting or not',
            paragraphs: [
              'Cholesterol, blood sugar and some hormone tests are most accurate on an empty stomach. Stop eating 8–12 hours before your appointment and drink only plain water. A full blood count, thyroid tests and most vitamin tests don’t need fasting, but a morning appointment still gives the most comparable results. Reception will tell you when you book if your test needs special preparation.',
            ],
          },
          {
            heading: 'The day before',
            paragraphs: [
              'Skip alcohol and hard exercise for a day, and avoid a heavy, fatty meal the evening before. Keep taking your usual medicines unless your doctor says otherwise, and mention them when your blood is taken. Biotin, found in many hair and nail supplements, can distort thyroid and other results, so stop it two days ahead. Being well hydrated makes the blood draw quicker and easier.',
            ],
          },
          {
            heading: 'What the reference range means',
            paragraphs: [
              'Each result is printed next to a reference range, the values seen in most healthy people. A figure slightly above or below the range is not automatically a problem: about one healthy person in twenty falls outside it on any given test. What matters is the pattern across results, how they have changed over time and how you feel. Your doctor reads them together, not one line at a time.',
            ],
          },
          {
            heading: 'When to talk to a doctor',
            paragraphs: [
              'Go through your results with the doctor who ordered them rather than searching each number online. If something is out of range, the usual next step is a repeat test or a more specific one, not a diagnosis. Call us sooner if you have been told a result is urgent, or if new symptoms appear while you wait. Keep copies of your results so they can be compared next time.',
            ],
          },
        ],
      },
      {
        titles: ['Cold, flu or something more: when to see a GP', 'When a cough or a temperature needs a doctor'],
        description: 'Most colds clear up on their own. Here are the signs that a cough, sore throat or temperature needs a GP, and when to call for emergency help.',
        excerpt: 'Most colds need rest, not a doctor. Here is how to tell when a cough, sore throat or temperature is worth an appointment, for adults and children.',
        sections: [
          {
            heading: 'What usually gets better by itself',
            paragraphs: [
              'A cold with a runny nose, sore throat and mild cough usually passes in seven to ten days. Rest, plenty of fluids and paracetamol or ibuprofen for aches and temperature are usually all it needs. Antibiotics don’t work against viruses, which cause most colds and sore throats. A cough can linger for up to three weeks after everything else has cleared.',
            ],
          },
          {
            heading: 'Signs you should book a GP',
            paragraphs: [
              'Book an appointment if a temperature above 38°C lasts more than three days, or if you start to feel better and then get worse again. See a doctor for a cough lasting over three weeks, ear or sinus pain that doesn’t ease, or a very sore throat with white patches and no cough. People with asthma, diabetes, heart disease or a weakened immune system should come in sooner. Pregnant women and adults over 65 should not wait long either.',
            ],
          },
          {
            heading: 'Children need a closer eye',
            paragraphs: [
              'Babies under three months with a temperature of 38°C or more need to be seen the same day. In older children, watch for unusual drowsiness, refusing to drink, fewer wet nappies, a rash or fast breathing. A child who plays and drinks between doses of fever medicine is usually coping well. When in doubt, call us: our paediatrician would always rather see a child early.',
            ],
          },
          {
            heading: 'When it’s an emergency',
            paragraphs: [
              'Call the emergency number for severe difficulty breathing, blue lips, chest pain or sudden confusion. A rash that doesn’t fade when you press a glass against it, together with a temperature, needs emergency care straight away. The same goes for a stiff neck with fever and a severe headache. Serious signs are rare, but none of them should wait for a morning appointment.',
            ],
          },
        ],
      },
    ],
  },
  ru: {
    noun: 'клиника',
    descriptor: 'частная клиника с терапевтами, узкими специалистами, чекапами и анализами',
    audience: 'пациенты',
    eyebrows: ['Терапевты и узкие специалисты', 'Частная медицина', 'Чекапы и анализы'],
    heroTitles: [
      'Врач, у которого есть время вас выслушать',
      'Терапевт и узкие специалисты без долгого ожидания',
      'Приём, анализы и УЗИ за один визит',
      'Частная медицина для всей семьи',
      'Медицина, которая начинается с разговора',
    ],
    heroLeads: [
      'Запишитесь к терапевту или узкому специалисту на удобный день. Анализы, ЭКГ и УЗИ делаем здесь же, а результаты врач объясняет простыми словами.',
      'В «{brand}» на приём отводится достаточно времени, чтобы спокойно поговорить. Врач изучает вашу историю, назначает только нужные исследования и сам разбирает результаты.',
      'Чекапы для взрослых и детей, консультации специалистов и анализы по понятному прейскуранту: стоимость вы знаете ещё до записи.',
    ],
    offersHeadings: ['Приёмы врачей, чекапы и анализы', 'С чем мы помогаем', 'Цены на услуги'],
    offersLeads: [
      'Цена указана за приём или исследование. Если врач порекомендует что-то ещё, он заранее скажет, зачем это нужно и сколько стоит.',
      'От первого визита к терапевту до ежегодного чекапа: на любую услугу можно записаться онлайн или по телефону.',
    ],
    offers: [
      {
        title: 'Приём терапевта',
        text: 'Приём длится 20 минут: новые жалобы, хронические заболевания, рецепты и направления к специалистам.',
        price: 90,
      },
      {
        title: 'Консультация узкого специалиста',
        text: 'Кардиолог, гинеколог, дерматолог, ЛОР, невролог и другие врачи — с направлением терапевта или без него.',
        price: 130,
        from: true,
      },
      {
        title: 'Приём педиатра',
        text: 'Педиатр принимает малышей, детей и подростков: болезни, плановые осмотры, вопросы о прививках, справки в сад и школу.',
        price: 100,
      },
      {
        title: 'Ежегодный чекап',
        text: 'Осмотр врача, анализы крови, ЭКГ, давление и вес, а затем отдельная встреча, на которой врач разбирает с вами каждый результат.',
        price: 250,
        from: true,
      },
      {
        title: 'Анализы крови',
        text: 'Общий анализ, холестерин, сахар, гормоны щитовидной железы, витамины и другие показатели. Кровь берём в своём процедурном кабинете, результаты обычно через 1–2 рабочих дня.',
        price: 25,
        from: true,
      },
      {
        title: 'ЭКГ с расшифровкой',
        text: 'Электрокардиограмма покоя за десять минут с заключением врача: при болях в груди, перебоях в работе сердца, перед спортом или операцией.',
        price: 60,
      },
      {
        title: 'УЗИ',
        text: 'УЗИ брюшной полости, малого таза, щитовидной железы и других органов с письменным заключением в день исследования.',
        price: 110,
        from: true,
      },
      {
        title: 'Вакцинация',
        text: 'Прививки от гриппа, вакцины перед поездками и плановые прививки взрослым и детям — всегда после короткого осмотра врача.',
        price: 40,
        from: true,
      },
      {
        title: 'Медицинские справки',
        text: 'Справки и медицинские заключения для работы, спорта, бассейна, водительских прав и поездок — после осмотра врача.',
        price: 50,
        from: true,
      },
    ],
    highlights: [
      { title: 'Приём без спешки', text: 'Приём терапевта длится 20 минут: хватает времени рассказать о жалобах, задать вопросы и договориться о плане.' },
      { title: 'Анализы в том же здании', text: 'Кровь берём, ЭКГ записываем и УЗИ делаем на месте, поэтому часто всё удаётся успеть за один визит.' },
      { title: 'Цены известны заранее', text: 'У каждого приёма и исследования есть опубликованная цена, а о любых дополнительных расходах врач предупреждает заранее.' },
      { title: 'Результаты объясняет врач', text: 'Мы не присылаем голые цифры. Врач разбирает результаты вместе с вами и говорит, что делать дальше и нужно ли что-то делать вообще.' },
      { title: 'Врачи для всей семьи', text: 'Педиатры и взрослые врачи работают рядом, поэтому родители и дети могут наблюдаться у одной команды.' },
    ],
    process: [
      { title: 'Запись на приём', text: 'Выберите врача и время на сайте или позвоните администратору. Коротко расскажите, с чем вы идёте, чтобы мы выделили нужное время.' },
      { title: 'Визит в клинику', text: 'Приходите за десять минут до приёма. Возьмите прошлые анализы, выписки и список лекарств, которые принимаете. Дети приходят с родителем или законным представителем.' },
      { title: 'Разговор с врачом', text: 'Врач выслушает, осмотрит и объяснит, что, по его мнению, происходит, а затем при необходимости назначит обследование или лечение.' },
      { title: 'Обследование на месте', text: 'Большинство анализов, ЭКГ и УЗИ можно сделать в тот же день, часто сразу после консультации.' },
      { title: 'Результаты и наблюдение', text: 'Результаты сначала получает ваш врач. Вы получаете их с пояснениями, планом лечения и, если нужно, записью на повторный приём.' },
    ],
    faq: [
      {
        question: 'Нужно ли направление к узкому специалисту?',
        answer: 'Нет, к специалисту можно записаться напрямую. Если не знаете, какой врач вам нужен, начните с терапевта: он подскажет, к кому идти дальше.',
      },
      {
        question: 'Как подготовиться к анализу крови?',
        answer: 'Для большинства анализов, в том числе на холестерин и сахар, приходите натощак: не есть 8–12 часов, воду пить можно. Если анализу нужна особая подготовка, администратор скажет об этом при записи.',
      },
      {
        question: 'Когда будут готовы результаты?',
        answer: 'Обычные анализы крови готовы через 1–2 рабочих дня. Заключения ЭКГ и УЗИ вы получаете в день исследования, а о готовности анализов мы сообщаем сами.',
      },
      {
        question: 'Вы принимаете детей?',
        answer: 'Да, педиатр принимает малышей, детей и подростков. На приём ребёнок приходит с родителем или законным представителем.',
      },
      {
        question: 'Можно ли прийти по полису ДМС?',
        answer: 'Назовите данные полиса при записи, и администратор проверит, покрывает ли страховая ваш визит. Если нет, вы оплачиваете приём по нашему прейскуранту.',
      },
      {
        question: 'Что делать, если не получается прийти?',
        answer: 'Предупредите нас хотя бы за сутки, чтобы время мог занять другой пациент. Перенести или отменить запись можно на сайте или по телефону.',
      },
      {
        question: 'Вы оказываете экстренную помощь?',
        answer: 'Нет. При боли в груди, затруднённом дыхании, признаках инсульта или серьёзной травме не записывайтесь на приём, а сразу вызывайте скорую помощь.',
      },
    ],
    story: [
      '«{brand}» — частная клиника, где визит к врачу заканчивается понятным ответом и планом действий. Наши терапевты и узкие специалисты записывают пациентов так, чтобы успеть выслушать, внимательно осмотреть и ответить на вопросы. Анализы, ЭКГ и УЗИ делаются в том же здании, а результаты смотрит врач, который их назначил.',
      'Мы лечим взрослых и детей: простуды, хронические болезни и жалобы, которые не укладываются в рамки одной специальности. Если нужен узкий специалист, терапевт направляет вас к коллеге из соседнего кабинета и передаёт ему вашу историю. Никому не приходится пересказывать всё с самого начала.',
      'Цены на все приёмы и исследования опубликованы, а дополнительные услуги мы никогда не добавляем без вашего согласия. Наши врачи назначают анализ, когда его результат действительно что-то изменит в лечении, а не для галочки. Каким бы ни был ответ, вы уходите с пониманием, что он значит и что делать дальше.',
    ],
    values: [
      { title: 'Время на разговор', text: 'Диагноз чаще всего начинается с рассказа самого пациента, поэтому мы даём ему столько времени, сколько нужно.' },
      { title: 'Только нужные анализы', text: 'У каждого назначения есть причина, и врач обязательно её объяснит.' },
      { title: 'Простые слова', text: 'Диагноз, результаты и лечение объясняем без медицинского жаргона, а главное записываем для вас.' },
      { title: 'Врачебная тайна', text: 'Вашу карту видят только те, кто вас лечит, а другим она передаётся лишь с вашего согласия.' },
    ],
    ctaHeadings: ['Запишитесь на приём к врачу', 'Терапевт или специалист уже на этой неделе', 'Пора пройти ежегодный чекап?'],
    ctaTexts: [
      'Выберите врача и удобное время на сайте или позвоните администратору — мы подберём запись.',
      'Расскажите, что вас беспокоит, и мы запишем вас к нужному врачу, а анализы назначим на тот же визит.',
    ],
    articles: [
      {
        titles: ['Ежегодный чекап: что проверяют и кому он нужен', 'Что входит в обследование раз в год'],
        description: 'Что входит в ежегодный чекап, какие анализы сдают, как подготовиться и как часто взрослым в разном возрасте стоит проходить обследование.',
        excerpt: 'Обследование раз в год находит проблемы задолго до появления симптомов. Рассказываем, что мы проверяем, как подготовиться и что происходит с результатами.',
        sections: [
          {
            heading: 'Зачем проверяться, если ничего не болит',
            paragraphs: [
              'Многие распространённые болезни годами никак себя не проявляют. Повышенное давление, высокий холестерин, начинающийся диабет второго типа и проблемы со щитовидной железой часто находят только на плановом обследовании. Если заметить их рано, большинство удаётся держать под контролем небольшими изменениями в образе жизни и простым лечением. Ежегодный чекап к тому же даёт вам и врачу точку отсчёта для следующих сравнений.',
            ],
          },
          {
            heading: 'Что мы проверяем',
            paragraphs: [
              'Обычный чекап начинается с разговора о здоровье, болезнях в семье и образе жизни, затем врач проводит осмотр. Мы измеряем давление, вес и объём талии и записываем ЭКГ. В анализы крови обычно входят общий анализ, холестерин, глюкоза, показатели работы почек и печени и гормоны щитовидной железы. В зависимости от возраста и пола врач может добавить ПСА, мазок на цитологию или УЗИ.',
            ],
          },
          {
            heading: 'Как подготовиться',
            paragraphs: [
              'Приходите утром натощак: не ешьте 8–12 часов, но воду пейте обязательно. Привычные лекарства принимайте как обычно, если врач не сказал иначе, и возьмите с собой их список. За день до чекапа откажитесь от тяжёлых тренировок и алкоголя: и то и другое меняет результаты анализов. Прошлые анализы и выписки тоже стоит взять, чтобы было с чем сравнить.',
            ],
          },
          {
            heading: 'Когда готовы результаты',
            paragraphs: [
              'Большинство результатов готово через 1–2 рабочих дня. Затем вы снова встречаетесь или созваниваетесь с врачом, который вас осматривал. Вместе вы разбираете каждую цифру: что для вас норма и за чем стоит следить. Если нужно лечение или мнение узкого специалиста, мы всё организуем и договоримся, когда проверяться снова.',
              'Здоровым взрослым до 40 лет обычно достаточно обследоваться раз в два-три года. После 40 большинство врачей советует проходить чекап ежегодно, а при хронических заболеваниях и чаще. Ещё один повод начать раньше — сердечные болезни, диабет или онкология у близких родственников. Врач подскажет график, который подойдёт именно вам.',
            ],
          },
        ],
      },
      {
        titles: ['Анализ крови: как подготовиться и как читать результаты', 'Как правильно сдать кровь на анализ'],
        description: 'Как подготовиться к анализу крови, какие анализы сдают натощак, почему показатель может немного выйти за норму и когда обсудить это с врачом.',
        excerpt: 'Немного подготовки — и результаты анализов будут точнее. Рассказываем, что делать накануне и как читать цифры, когда они придут.',
        sections: [
          {
            heading: 'Натощак или нет',
            paragraphs: [
              'Холестерин, глюкоза и некоторые гормоны точнее всего определяются натощак. Не ешьте 8–12 часов до визита и пейте только чистую воду. Общий анализ крови, гормоны щитовидной железы и большинство витаминов можно сдавать и не натощак, но утренние анализы проще сравнивать между собой. Если вашему анализу нужна особая подготовка, администратор скажет об этом при записи.',
            ],
          },
          {
            heading: 'Что делать накануне',
            paragraphs: [
              'За сутки откажитесь от алкоголя и интенсивных тренировок, а вечером не ешьте жирного. Привычные лекарства принимайте, если врач не сказал иначе, и предупредите о них медсестру. Биотин, который входит во многие витамины для волос и ногтей, искажает результаты анализов на гормоны щитовидной железы и не только, поэтому отмените его за два дня. Если заранее выпить достаточно воды, кровь возьмут быстрее и легче.',
            ],
          },
          {
            heading: 'Что значат референсные значения',
            paragraphs: [
              'Рядом с каждым результатом напечатан референсный интервал — значения, которые бывают у большинства здоровых людей. Показатель чуть выше или ниже интервала ещё не означает болезнь: примерно каждый двадцатый здоровый человек выходит за границы по любому отдельному анализу. Важна общая картина, то, как показатели менялись со временем, и ваше самочувствие. Врач оценивает результаты вместе, а не по одной строчке.',
            ],
          },
          {
            heading: 'Когда обсудить результаты с врачом',
            paragraphs: [
              'Разбирайте результаты с врачом, который назначил анализы, а не ищите каждую цифру в интернете. Если показатель вне нормы, обычно следующий шаг — пересдать анализ или сделать более точный, а вовсе не ставить диагноз. Звоните нам сразу, если вам сказали, что результат срочный, или если, пока вы ждёте, появились новые симптомы. Храните копии анализов, чтобы в следующий раз было с чем сравнить.',
            ],
          },
        ],
      },
      {
        titles: ['Простуда, грипп или что-то серьёзнее: когда идти к врачу', 'Кашель и температура: когда нужен терапевт'],
        description: 'Простуда обычно проходит сама. Рассказываем, при каких признаках кашель, боль в горле или температура требуют визита к врачу и когда вызывать скорую.',
        excerpt: 'При простуде чаще нужен отдых, а не врач. Объясняем, когда кашель, боль в горле или температура — повод записаться на приём, у взрослых и у детей.',
        sections: [
          {
            heading: 'Что обычно проходит само',
            paragraphs: [
              'Простуда с насморком, болью в горле и небольшим кашлем обычно проходит за семь–десять дней. Как правило, хватает отдыха, обильного питья и парацетамола или ибупрофена от температуры и ломоты. Антибиотики не действуют на вирусы, а именно они вызывают большинство простуд и ангин. Кашель может держаться до трёх недель, когда всё остальное уже прошло.',
            ],
          },
          {
            heading: 'Когда записаться к терапевту',
            paragraphs: [
              'Запишитесь на приём, если температура выше 38 °C держится больше трёх дней или если вам стало лучше, а потом снова хуже. К врачу стоит прийти с кашлем дольше трёх недель, болью в ухе или пазухах, которая не проходит, или сильной болью в горле с белым налётом без кашля. Людям с астмой, диабетом, болезнями сердца или ослабленным иммунитетом не стоит ждать. Беременным и тем, кому за 65, тоже стоит прийти пораньше.',
            ],
          },
          {
            heading: 'За детьми нужно следить внимательнее',
            paragraphs: [
              'Малыша младше трёх месяцев с температурой от 38 °C нужно показать врачу в тот же день. У детей постарше следите за необычной сонливостью, отказом от питья, редким мочеиспусканием, сыпью и частым дыханием. Если между приёмами жаропонижающего ребёнок играет и пьёт, он обычно справляется хорошо. Сомневаетесь — позвоните нам: педиатру всегда спокойнее посмотреть ребёнка пораньше.',
            ],
          },
          {
            heading: 'Когда вызывать скорую',
            paragraphs: [
              'Вызывайте скорую при сильной одышке, посиневших губах, боли в груди или внезапной спутанности сознания. Сыпь, которая не бледнеет, если прижать к ней стеклянный стакан, вместе с температурой требует экстренной помощи немедленно. То же касается высокой температуры с сильной головной болью, когда трудно прижать подбородок к груди. Опасные признаки встречаются редко, но ни один из них не должен ждать утреннего приёма.',
            ],
          },
        ],
      },
    ],
  },
};
