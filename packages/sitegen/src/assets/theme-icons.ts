import { createRequire } from 'node:module';
import { hasIcon } from './icons.ts';

/**
 * Icons of each trade (lucide names), the most telling first: the hero of a site draws the
 * first ones, and a title that names nothing the word lists know falls back to them in order.
 */
export const themeIconLists: Readonly<Record<string, readonly string[]>> = {
  restaurant: ['coffee', 'croissant', 'cake-slice', 'utensils', 'chef-hat', 'wine', 'salad', 'soup', 'pizza', 'cooking-pot', 'sandwich', 'ice-cream-cone', 'hand-platter', 'concierge-bell'],
  fitness: ['dumbbell', 'heart-pulse', 'timer', 'trophy', 'biceps-flexed', 'activity', 'bike', 'sport-shoe', 'medal', 'apple', 'whistle', 'weight', 'flame', 'footprints'],
  wellness: ['flower-2', 'leaf', 'sun', 'moon-star', 'sparkles', 'sprout', 'heart', 'wind', 'person-standing', 'droplets', 'waves-horizontal', 'tent-tree', 'flower'],
  beauty: ['scissors', 'sparkles', 'brush', 'hand', 'gem', 'mirror-round', 'palette', 'perfume-bottle', 'tube-lotion', 'wand-sparkles', 'spray-can', 'flower', 'droplet', 'star'],
  medical: ['stethoscope', 'heart-pulse', 'pill', 'syringe', 'microscope', 'hospital', 'clipboard-plus', 'test-tube', 'baby', 'thermometer', 'activity', 'briefcase-medical', 'bandage', 'scan-heart'],
  legal: ['scale', 'landmark', 'gavel', 'file-text', 'handshake', 'briefcase', 'book-open', 'scroll-text', 'pen-line', 'stamp', 'signature', 'shield-check', 'file-check', 'users'],
  finance: ['chart-line', 'calculator', 'piggy-bank', 'coins', 'wallet', 'banknote', 'receipt-text', 'chart-pie', 'trending-up', 'landmark', 'briefcase-business', 'hand-coins', 'file-chart-column', 'target'],
  realestate: ['house', 'key', 'building', 'map-pin', 'door-open', 'sofa', 'bed-double', 'houses', 'map-pin-house', 'building-complex', 'warehouse', 'lamp-floor', 'armchair', 'key-round'],
  construction: ['hard-hat', 'hammer', 'ruler', 'paint-roller', 'drill', 'wrench', 'construction', 'brick-wall', 'drafting-compass', 'shovel', 'toolbox', 'house', 'bath', 'paintbrush'],
  auto: ['car', 'wrench', 'gauge', 'engine', 'car-front', 'fuel', 'cog', 'car-battery', 'disc-3', 'tool-case', 'snowflake', 'spray-can', 'clipboard-check', 'key'],
  travel: ['plane', 'map', 'compass', 'luggage', 'tree-palm', 'mountain', 'tent', 'ship', 'hotel', 'camera', 'globe', 'tickets-plane', 'sailboat', 'map-pinned'],
  education: ['graduation-cap', 'book-open', 'pencil', 'backpack', 'school', 'library', 'notebook-pen', 'lightbulb', 'presentation', 'calculator', 'languages', 'microscope', 'award', 'clipboard-check'],
  tech: ['laptop', 'cloud', 'code-xml', 'cpu', 'server', 'smartphone', 'database', 'rocket', 'workflow', 'chart-bar-big', 'bot', 'blocks', 'webhook', 'headset'],
  security: ['shield', 'lock', 'shield-check', 'fingerprint-pattern', 'scan-eye', 'key-round', 'radar', 'bug', 'siren', 'shield-alert', 'lock-keyhole', 'server', 'cctv', 'brick-wall-shield'],
  gaming: ['gamepad-2', 'joystick', 'trophy', 'swords', 'dice-5', 'headphones', 'crown', 'medal', 'gem', 'ghost', 'target', 'puzzle', 'ticket', 'rocket'],
  creative: ['camera', 'pen-tool', 'palette', 'aperture', 'image', 'brush', 'film', 'swatch-book', 'clapperboard', 'layers', 'sparkles', 'lightbulb', 'printer', 'feather'],
  shop: ['shopping-bag', 'tag', 'gift', 'shopping-cart', 'package', 'truck', 'store', 'shirt', 'gem', 'handbag', 'star', 'badge-percent', 'shopping-basket', 'receipt'],
  pets: ['paw-print', 'dog', 'cat', 'bone', 'fish', 'rabbit', 'bird', 'heart', 'stethoscope', 'scissors', 'syringe', 'house-heart', 'turtle', 'toy-brick'],
  events: ['party-popper', 'cake', 'glass-water', 'calendar-heart', 'gift', 'camera', 'wine', 'balloon', 'sparkles', 'mic', 'heart', 'eighth-notes', 'hand-platter', 'flower-2'],
  cleaning: ['spray-can', 'sparkles', 'broom', 'droplets', 'washing-machine', 'house', 'shower-head', 'brush-cleaning', 'mop', 'bubbles', 'wrench', 'bath', 'trash', 'faucet'],
  general: ['briefcase', 'target', 'lightbulb', 'handshake', 'users', 'award', 'clipboard-check', 'message-circle', 'star', 'heart-handshake', 'calendar-check', 'rocket', 'chart-line', 'shield-check'],
};

/** The icons of a theme (the general ones for an unknown theme). */
export function themeIcons(themeId: string): readonly string[] {
  return themeIconLists[themeId] ?? themeIconLists.general ?? [];
}

/**
 * Words that name an icon, English and Russian, with the icons they call for, best first
 * (an icon of the site's own theme wins over a better-ranked one of another trade). A word
 * of four letters or more matches every word it begins (a stem: "стриж" finds "стрижки");
 * a shorter one, or one written with "=", matches only itself and its English plural.
 * A third element below 1 marks a weak word that only tips a balance.
 */
type WordEntry = readonly [words: string, icons: readonly string[], weight?: number];

export const iconWords: readonly WordEntry[] = [
  // Food and drink
  ['coffee espresso latte cappuccino barista кофе кофей эспрессо латте капучино бариста', ['coffee']],
  ['tea teas =чай чая чаем чайн', ['coffee', 'cup-soda']],
  ['pastry pastries croissant bakery bakeries baking bread brioche выпечк круассан пекарн хлеб булоч', ['croissant', 'cake-slice']],
  ['dessert cake cakes sweets patisserie торт десерт пирожн кондитер сладост', ['cake-slice', 'cupcake', 'cake']],
  ['cupcake muffin капкейк маффин', ['cupcake']],
  ['pizza pizzeria пицц', ['pizza']],
  ['burger бургер', ['hamburger']],
  ['sandwich бутерброд сэндвич', ['sandwich']],
  ['soup soups =суп супы супов', ['soup']],
  ['salad vegan vegetarian салат веган вегетариан', ['salad', 'leafy-green']],
  ['wine wines sommelier =вино вина винн сомелье', ['wine', 'glass-water']],
  ['cocktail =bar bars коктейл =бар бара бары', ['martini', 'wine']],
  ['beer brewery brewer =пиво пива пивн', ['beer']],
  ['lemonade juice drinks лимонад =сок соки напит', ['cup-soda', 'glass-water']],
  ['gelato мороженое', ['ice-cream-cone']],
  ['=menu menus tasting меню дегустац', ['chef-hat', 'utensils']],
  ['kitchen cooking =cook cooks chef chefs кухн =шеф повар', ['chef-hat', 'cooking-pot', 'refrigerator']],
  ['wood-fired grill barbecue =bbq oven ovens =печь печи гриль мангал', ['flame', 'cooking-pot']],
  ['brunch breakfast бранч завтрак', ['egg-fried', 'coffee']],
  ['dinner dining lunch =meal meals ужин =обед обеды обедов блюд', ['utensils', 'hand-platter']],
  ['reservation booking бронир', ['calendar-check', 'concierge-bell']],
  ['banquet банкет', ['wine', 'hand-platter']],
  ['catering кейтеринг', ['hand-platter', 'utensils']],
  ['takeaway навынос', ['package', 'truck']],
  ['seafood sushi морепр =суши =рыба рыбы рыбн', ['fish']],
  ['steak =meat =мясо мяса мясн стейк', ['beef']],
  // Sport and wellbeing
  ['gym workout strength тренаж силов', ['dumbbell', 'biceps-flexed']],
  ['training trainings тренир', ['graduation-cap', 'dumbbell', 'presentation']],
  ['coach coaching trainer тренер коуч наставн', ['whistle', 'target', 'user-star']],
  ['cardio running =run бег кардио', ['heart-pulse', 'footprints']],
  ['nutrition diet питани диет рацион', ['apple', 'salad']],
  ['recovery stretching =stretch восстановл растяжк', ['person-standing', 'heart-pulse']],
  ['massage массаж', ['hand-heart', 'hand']],
  ['membership subscription абонемент членств', ['id-card', 'ticket', 'credit-card']],
  ['=pass passes пропуск', ['ticket', 'id-card']],
  ['=body =тело тела телом', ['weight', 'person-standing']],
  ['yoga pilates =йога йоги йогой йогу пилатес', ['flower-2', 'person-standing']],
  ['meditation mindful медитац осознан', ['moon-star', 'sparkles', 'flower']],
  ['retreat ретрит', ['tent-tree', 'trees']],
  ['workshop seminar семинар воркшоп мастер-класс', ['presentation', 'users']],
  ['beginner начинающ новичк', ['sprout', 'book-open']],
  ['evening =night nights вечер ночн', ['moon-star']],
  ['=class classes group groups групп класс =занятие занятия занятий', ['users', 'users-round']],
  ['individual private personal индивидуал персональ частн', ['user', 'user-round'], 0.5],
  ['=sport sports спорт', ['trophy', 'medal']],
  ['bicycle cycling велосип', ['bike']],
  ['swimming =pool бассейн плаван', ['waves-horizontal', 'droplets']],
  // Beauty
  ['haircut hair barber стриж волос барбер причес', ['scissors']],
  ['colouring coloring =colour =color toning =dye окраш тонир колорир', ['palette', 'droplet']],
  ['manicure pedicure =nail nails маникюр педикюр ногт', ['hand', 'sparkles']],
  ['facial =face skin skincare =лицо лица лицом =кожа кожи кожей', ['sparkles', 'droplet', 'droplets']],
  ['cosmetic косметик', ['tube-lotion', 'perfume-bottle']],
  ['makeup make-up макияж визаж', ['brush', 'wand-sparkles', 'mirror-round']],
  ['styling укладк', ['wand-sparkles', 'scissors']],
  ['bridal wedding weddings свадеб свадьб невест', ['heart', 'gem']],
  ['=spa спа-', ['bath', 'flower']],
  ['perfume fragrance парфюм аромат', ['perfume-bottle']],
  ['eyebrow lash lashes бров ресниц', ['eye']],
  // Health
  ['check-up checkup check-ups checkups examination обследов осмотр профилактическ', ['clipboard-plus', 'stethoscope', 'clipboard-check']],
  ['doctor doctors physician specialist врач доктор специалист', ['stethoscope']],
  ['laboratory laboratories =lab labs лаборатор анализы анализов', ['test-tube', 'microscope']],
  ['=test tests testing =тест тесты тестир', ['clipboard-check', 'test-tube']],
  ['diagnostic diagnosis диагност', ['stethoscope', 'gauge', 'scan-search', 'microscope']],
  ['imaging =scan scans ultrasound =x-ray снимк =узи =мрт рентген томограф', ['scan-heart', 'scan-eye']],
  ['preventive prevention профилакт', ['shield-plus', 'heart-pulse']],
  ['vaccination vaccine вакцин привив', ['syringe']],
  ['health healthy здоров', ['heart-pulse', 'activity']],
  ['appointment =приём приема приемы запись записи', ['calendar-check', 'calendar-clock']],
  ['follow-up aftercare follow =after-care', ['calendar-check', 'heart-handshake']],
  ['treatment therapy лечен терап', ['stethoscope', 'pill', 'heart-pulse']],
  ['dental dentist tooth teeth стомат =зуб зубы зубов', ['toothbrush', 'toothbrush-sparkles']],
  ['pharmacy medicine medication аптек лекарств', ['pill', 'tablets']],
  ['children =kids =child paediatric pediatric =baby =дети детей детск ребен педиатр малыш', ['baby', 'toy-brick']],
  ['heart cardiology сердц кардиол', ['heart-pulse']],
  ['=eye =eyes vision ophthalm =глаз глаза зрени офтальм', ['eye', 'glasses']],
  // Law and money
  ['=law =laws legal lawyer attorney юрид юрист =право права правов закон адвокат', ['scale', 'gavel']],
  ['contract agreement договор контракт соглашен', ['file-text', 'signature', 'file-pen-line']],
  ['court trial litigation =суд суда суде суду судеб', ['gavel', 'landmark']],
  ['dispute disputes resolution спор споры споров урегулир', ['handshake', 'messages-square']],
  ['formation registration incorporation регистрац учрежден', ['stamp', 'file-check']],
  ['document documents paperwork докум бумаг', ['file-text', 'files']],
  ['drafting составлен', ['pen-line', 'file-pen-line']],
  ['notary нотари', ['stamp']],
  ['confidential конфиденц privacy', ['lock']],
  ['support поддержк сопровожд', ['life-buoy', 'headset', 'hand-helping']],
  ['=tax taxes налог', ['receipt-text', 'percent']],
  ['accounting accountant bookkeeping =account бухгал =учет учета учёт', ['calculator', 'file-spreadsheet']],
  ['report reports reporting отчет отчёт отчетн', ['file-chart-column', 'chart-column']],
  ['growth =рост роста', ['trending-up', 'sprout']],
  ['strategy strategic стратег', ['target', 'chart-line']],
  ['cash-flow cash money денеж деньг', ['banknote', 'coins']],
  ['forecast forecasting прогноз', ['chart-line', 'trending-up']],
  ['invest investment investing инвест', ['trending-up', 'piggy-bank', 'chart-candlestick']],
  ['savings saving сбережен накоплен', ['piggy-bank']],
  ['insurance страхов', ['umbrella', 'shield-check']],
  ['=bank banks banking =банк банка банку банки банков', ['landmark']],
  ['business бизнес', ['briefcase-business', 'briefcase']],
  ['management управлен', ['clipboard-list', 'briefcase']],
  ['planning =plan plans планир =план планы планов', ['calendar-range', 'clipboard-list', 'notebook-pen'], 0.7],
  ['budget estimate бюджет смет', ['wallet', 'calculator']],
  ['credit =loan loans кредит займ', ['credit-card', 'hand-coins']],
  ['payroll salary зарплат', ['banknote']],
  ['consult consultation consulting consultancy advice advisory консульт консалт =совет советы', ['messages-square', 'message-circle', 'handshake']],
  // Property and building
  ['apartment apartments =flat flats квартир', ['building', 'building-complex']],
  ['=house houses =home homes villa cottage =дом дома домов домам коттедж загородн', ['house', 'houses']],
  ['rental =rent rents lease аренд', ['key', 'key-round']],
  ['=sale sales selling продаж продав', ['tag', 'badge-percent']],
  ['development developments новострой', ['building-complex', 'building']],
  ['commercial premises office offices коммерч =офис офиса офисов офисн помещен', ['building', 'warehouse']],
  ['valuation appraisal оценк стоимост', ['calculator', 'chart-line']],
  ['property properties real-estate недвижим', ['house', 'building']],
  ['=search searching подбор поиск', ['search', 'map-pin']],
  ['mortgage ипотек', ['landmark', 'percent']],
  ['=key =keys ключи ключей', ['key']],
  ['renovation repair repairs remodelling remodeling ремонт отделк', ['paint-roller', 'hammer', 'wrench']],
  ['bathroom =bath =ванна ванной ванных ванную shower =душ душев', ['bath', 'shower-head']],
  ['construction =build builder building строител строительств стройк', ['hard-hat', 'construction', 'brick-wall']],
  ['roofing =roof roofs кровл крыш', ['house', 'hammer']],
  ['facade facades фасад', ['brick-wall']],
  ['interior interiors интерьер внутренн', ['sofa', 'lamp-floor', 'paint-roller']],
  ['design designs designer дизайн', ['drafting-compass', 'pen-tool', 'palette']],
  ['project projects проект', ['drafting-compass', 'clipboard-list'], 0.5],
  ['architect architecture архитект blueprint чертеж', ['drafting-compass']],
  ['painting =paint paints покраск маляр', ['paint-roller', 'paintbrush']],
  ['maintenance servicing обслуживан техобслуж', ['wrench', 'settings']],
  ['plumbing plumber сантехн', ['wrench', 'faucet']],
  ['electric electrician wiring электри электромонт', ['plug-zap', 'zap']],
  ['garden gardening landscape landscaping =сад сады садов садовы ландшафт', ['shrub', 'sprout', 'trees']],
  ['furniture мебел', ['sofa', 'armchair']],
  // Cars
  ['=car cars vehicle vehicles automotive =авто автомоб автосерв машин', ['car', 'car-front']],
  ['=tyre tyres =tire tires wheel wheels шин шины шинн колес', ['disc-3', 'car']],
  ['=engine engines motor двигател мотор', ['engine']],
  ['brake brakes тормоз', ['disc-3', 'cog']],
  ['air-conditioning conditioning climate кондиционер климат', ['snowflake', 'air-vent', 'fan']],
  ['inspection проверк', ['clipboard-check', 'search']],
  ['battery аккумулятор', ['car-battery']],
  ['=oil масл', ['droplet']],
  ['bodywork кузов', ['car-front', 'spray-can']],
  ['washing =wash мойк', ['droplets', 'spray-can']],
  ['computer computers компьютер', ['laptop', 'monitor']],
  ['storage хранен', ['warehouse', 'package']],
  ['fuel petrol топлив бензин', ['fuel']],
  // Travel
  ['travel travelling trip trips journey journeys путешеств поездк', ['plane', 'luggage', 'map']],
  ['=tour tours guided guide guides excursion =тур туры туров экскурс =гид гиды', ['map', 'compass', 'map-pinned']],
  ['=city cities город', ['landmark', 'building']],
  ['beach beaches island пляж =море моря морем остров', ['tree-palm', 'sailboat']],
  ['holiday holidays vacation отпуск отдых', ['tree-palm', 'sun']],
  ['hotel hotels accommodation hostel отел гостиниц хостел', ['hotel', 'bed-double']],
  ['flight flights airline airport перелет перелёт авиа', ['plane', 'tickets-plane']],
  ['=visa visas passport =виза визы визов визовая визовой паспорт', ['id-card', 'stamp']],
  ['adventure adventures hiking mountain mountains приключ поход =горы =гор горах горный', ['mountain', 'compass']],
  ['cruise cruises круиз', ['ship']],
  ['camping кемпинг палатк', ['tent']],
  ['sailing yacht яхт', ['sailboat']],
  // Learning
  ['course courses =курс курсы курсов', ['book-open', 'graduation-cap']],
  ['lesson lessons =урок уроки уроков', ['notebook-pen', 'book-open']],
  ['placement =level levels уровн', ['chart-no-axes-column-increasing', 'clipboard-check']],
  ['=exam exams exam-prep экзамен', ['notebook-pen', 'clipboard-check']],
  ['tutor tutoring teacher teachers репетитор учител преподав', ['graduation-cap', 'user-star']],
  ['advanced продвинут', ['rocket', 'trending-up'], 0.5],
  ['intensive intensives интенсив', ['zap', 'timer']],
  ['career careers профориент карьер', ['compass', 'briefcase']],
  ['language languages =язык языки языков', ['languages']],
  ['school schools student students школ студент', ['school', 'backpack']],
  ['=book books library reading =книга книги книг чтени библиот', ['book-open', 'library']],
  ['maths math mathematics математ', ['calculator']],
  ['science =наука науки научн', ['microscope', 'atom']],
  ['music musical =музыка музыки музыкальн', ['eighth-notes', 'guitar']],
  ['drawing рисова рисун живопис', ['palette', 'brush']],
  ['certificate certificates diploma сертификат диплом', ['award', 'gift']],
  // Technology and security
  ['cloud облак облач', ['cloud']],
  ['platform platforms платформ', ['layers', 'blocks']],
  ['mobile =app apps application приложен мобильн smartphone смартфон', ['smartphone']],
  ['analytics dashboard аналит дашборд', ['chart-bar-big', 'chart-line']],
  ['integration integrations =api интеграц', ['webhook', 'workflow', 'plug']],
  ['toolkit tools инструмент', ['toolbox', 'tool-case']],
  ['team teams команд', ['users']],
  ['enterprise corporate корпорат', ['building', 'briefcase']],
  ['development developer coding programming software разработ программн', ['code-xml', 'laptop']],
  ['migration миграц переход', ['cloud-upload', 'arrow-right-left']],
  ['=ai artificial нейросет искусствен', ['bot', 'sparkles']],
  ['server servers hosting сервер хостинг', ['server']],
  ['=data database данных =база базы', ['database']],
  ['=web website websites =веб сайт сайта сайтов', ['globe', 'monitor']],
  ['automation автоматиз', ['workflow', 'bot']],
  ['security secure безопасн =защита защиты защит кибербез', ['shield', 'shield-check', 'lock']],
  ['penetration pentest pentesting hacking проникн пентест взлом', ['bug', 'crosshair']],
  ['monitoring =monitor detection мониторинг обнаружен наблюден', ['radar', 'scan-eye', 'eye']],
  ['response responses incident incidents реагиров инцидент', ['siren', 'shield-alert']],
  ['threat threats attack attacks угроз атак', ['shield-alert', 'radar']],
  ['vulnerability vulnerabilities уязвим', ['bug', 'scan-search']],
  ['compliance standards соответств требован', ['clipboard-check', 'file-check', 'badge-check']],
  ['password passwords encryption пароль пароли шифров', ['lock', 'key-round']],
  ['staff employees personnel сотрудник сотрудников персонал', ['users']],
  ['awareness осведомл', ['lightbulb']],
  ['network networks firewall =сеть сети сетев', ['network', 'brick-wall-shield']],
  ['surveillance cctv видеонаблюд', ['cctv']],
  ['audit audits аудит', ['clipboard-check', 'file-search']],
  ['review reviews', ['file-search', 'star'], 0.5],
  // Games
  ['=game games gaming gamer =игра игры игре игру игрой игров', ['gamepad-2', 'joystick']],
  ['tournament tournaments championship чемпионат турнир =кубок', ['trophy', 'medal']],
  ['collector collectors collection коллекц коллекцион', ['gem', 'crown']],
  ['soundtrack саундтрек audio', ['headphones', 'eighth-notes']],
  ['=merch merchandise =gear =мерч девайс', ['shirt', 'headphones']],
  ['community communities сообществ', ['users-round', 'messages-circle']],
  ['=event events событ мероприят ивент', ['party-popper', 'calendar-heart']],
  ['player players игрок', ['gamepad-2', 'joystick']],
  ['esports esport киберспорт', ['trophy', 'gamepad-2']],
  ['streaming =stream стрим', ['radio', 'tv']],
  // Creative work
  ['brand branding identity logo бренд брендинг фирменн логотип', ['swatch-book', 'pen-tool']],
  ['=photo photos photography photographer photoshoot =фото фотосесс фотосъем фотограф', ['camera', 'aperture']],
  ['illustration illustrations иллюстрац', ['pen-tool', 'brush', 'palette']],
  ['=print prints printing poster полиграф =печать печати принт', ['printer', 'image']],
  ['=art =arts artwork =арт искусств', ['palette', 'brush']],
  ['direction дирекшн', ['clapperboard', 'compass']],
  ['graphic graphics графич', ['pen-tool', 'layers']],
  ['=video videos =film films =видео фильм видеосъем', ['clapperboard', 'film', 'video']],
  ['creative творческ творчеств', ['lightbulb', 'sparkles']],
  // Shops
  ['arrival arrivals новинк', ['sparkles', 'package']],
  ['bestseller bestsellers popular =хит хиты хитов популярн', ['star', 'trophy']],
  ['limited лимитир', ['gem', 'crown']],
  ['essentials everyday повседнев ежедневн', ['shopping-basket', 'package']],
  ['accessory accessories аксессуар', ['handbag', 'glasses', 'watch']],
  ['=gift gifts voucher vouchers подар', ['gift']],
  ['=set sets набор', ['package', 'boxes'], 0.5],
  ['shopping =shop shops =store stores purchase магазин покуп', ['shopping-bag', 'store', 'shopping-cart']],
  ['returns =return exchange возврат обмен', ['refresh-ccw', 'package']],
  ['wrapping packaging упаков', ['gift', 'package']],
  ['clothing clothes fashion одежд =мода моды', ['shirt']],
  ['jewellery jewelry =ring rings ювелир кольц', ['gem']],
  ['shoes обув', ['footprints', 'sport-shoe']],
  ['=bag bags handbag сумк', ['handbag', 'shopping-bag']],
  ['discount discounts скидк распродаж', ['badge-percent', 'tag']],
  ['delivery deliveries shipping courier доставк курьер', ['truck', 'package']],
  ['fast express быстр экспресс', ['zap', 'rocket'], 0.5],
  // Animals
  ['=pet pets animal animals питом животн', ['paw-print', 'heart']],
  ['=dog dogs puppy puppies собак =пес =пёс щен', ['dog', 'bone']],
  ['=cat cats kitten кошк =кот коты котов котят', ['cat']],
  ['=vet vets veterinary veterinarian ветерин', ['stethoscope', 'syringe']],
  ['grooming groomer груминг', ['scissors', 'bath']],
  ['=food =feed treats =корм корма кормов лакомств', ['bone', 'utensils']],
  ['=toy toys игрушк', ['toy-brick', 'puzzle']],
  ['senior seniors elderly пожил', ['heart-handshake', 'hand-heart']],
  ['boarding передерж', ['house-heart', 'bed']],
  ['дрессир obedience', ['bone', 'award']],
  ['aquarium аквариум', ['fish']],
  ['=bird birds птиц попуга', ['bird']],
  ['rabbit rabbits кролик', ['rabbit']],
  // Events
  ['birthday birthdays рождени', ['cake', 'party-popper']],
  ['celebration celebrations party parties праздн вечеринк', ['party-popper', 'balloon']],
  ['venue venues =hall halls площадк банкетн =зал зала залы залов', ['landmark', 'map-pin']],
  ['decoration decor оформлен декор', ['balloon', 'flower-2', 'sparkles']],
  ['coordination coordinator координац организац', ['clipboard-list', 'calendar-check']],
  ['entertainment show shows артист развлеч =шоу', ['mic', 'drama', 'eighth-notes']],
  ['flowers florist floristry цвет флорист букет', ['flower-2', 'flower']],
  // Cleaning and home services
  ['cleaning =clean cleaner уборк чистк клининг', ['spray-can', 'sparkles', 'broom']],
  ['deep генеральн', ['bubbles', 'sparkles']],
  ['=window windows =окна окон окно', ['blinds', 'app-window']],
  ['carpet carpets upholstery ковр ковер ковёр', ['sofa']],
  ['laundry ironing стирк глажк', ['washing-machine']],
  ['dry-cleaning химчистк', ['shirt', 'washing-machine']],
  ['disinfection disinfect дезинф', ['spray-can', 'shield-plus']],
  ['household бытов', ['house', 'wrench']],
  // Any business
  ['package packages =пакет пакеты пакетов', ['package', 'boxes'], 0.7],
  ['starter start стартов', ['rocket', 'sprout']],
  ['premium luxury премиал премиум люкс', ['crown', 'gem']],
  ['standard стандарт', ['badge-check', 'package'], 0.5],
  ['solution solutions решени', ['lightbulb', 'puzzle']],
  ['quality качеств', ['award', 'badge-check']],
  ['guarantee warranty гарант', ['shield-check', 'badge-check']],
  ['experience опыт', ['award', 'medal'], 0.5],
  ['contact contacts =call calls phone контакт телефон звон', ['phone', 'message-circle']],
  ['=email =mail почт', ['mail']],
  ['location address адрес', ['map-pin']],
  ['hours schedule opening график =часы расписан', ['clock', 'calendar']],
  ['pricing prices =price тариф =цена цены', ['tag', 'receipt'], 0.7],
  ['question questions =faq вопрос', ['message-circle-question-mark', 'message-circle']],
  ['award awards prize наград прем', ['award', 'trophy']],
  ['eco ecology green экологи', ['leaf', 'sprout']],
  ['energy solar энерг солнечн', ['zap', 'solar-panel']],
  ['online онлайн', ['laptop', 'monitor-smartphone']],
  ['family families семейн =семья семьи', ['users-round', 'heart'], 0.5],
  ['monthly month месячн =месяц месяца', ['calendar'], 0.5],
  ['season seasonal сезон', ['calendar-range', 'sun'], 0.5],
  ['weekend weekends выходн', ['calendar', 'sun'], 0.5],
  ['=new новы', ['sparkles'], 0.3],
  ['=card cards =карта карты карт', ['credit-card', 'id-card'], 0.5],
  ['civil граждан', ['users'], 0.5],
  ['company companies компани фирм', ['building', 'briefcase'], 0.5],
  ['=work =works работ', ['briefcase', 'hammer'], 0.3],
];

/** Phrases to drop before matching: "под ключ" is "turnkey", not a key. */
const ignoredPhrases = ['под ключ', 'turn-key'];

/** Icons that never stand for a business, whatever their lucide tags say. */
const unsuitable = new Set(['skull', 'bomb', 'biohazard', 'radiation', 'cigarette', 'cannabis', 'tombstone', 'sword', 'axe', 'bone-fracture', 'virus', 'worm', 'rat']);

/** Lucide names of interface glyphs (arrows, text tools…) that a tag match must not pick. */
const interfacePrefixes = /^(a-|align|arrow|between|bring|case-|chevron|circle-|columns|corner|decimals|fold|grip|heading|indent|layout|letter|list|move|panel|pilcrow|rectangle|remove|rows|separator|square|stretch|text|toggle|unfold|wrap|x$|equal|diff|redo|undo|clipboard-(copy|paste|type|minus|x)|copy|file-(minus|plus|x|symlink|input|output|diff)|folder-|spell|whole|regex|sigma|pi$|omega|lambda|phi$|superscript|subscript|strikethrough|underline|bold|italic|type|baseline|ligature|ampersand|parentheses|brackets|braces|hash|asterisk|slash|dot$|ellipsis|tally|dice-[1-46]|clock-[0-9])/;

const strongWeight = 20;
const rankStep = 2;
const themeBonus = 8;
/** Taken off an icon that belongs to another trade's list (a gauge is a car's, not a clinic's). */
const otherTradePenalty = 6;
const tagWeight = 3;
const nameWeight = 5;

interface Stem {
  stem: string;
  exact: boolean;
  entry: number;
}

let stems: Stem[] | undefined;

function wordStems(): Stem[] {
  stems ??= iconWords.flatMap(([words], entry) =>
    words.split(' ').filter(Boolean).map((word) => {
      const exact = word.startsWith('=') || word.length < 4;
      return { stem: normalise(word.replace(/^=/, '')), exact, entry };
    }),
  );
  return stems;
}

function normalise(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

function matches(word: string, stem: Stem): boolean {
  if (stem.exact) return word === stem.stem || word === `${stem.stem}s` || word === `${stem.stem}es`;
  return word.startsWith(stem.stem);
}

/**
 * The words of a title, each with the forms to look up: a hyphenated word also whole and
 * joined ("make-up", "makeup", "make", "up").
 */
function words(text: string): string[][] {
  let clean = normalise(text);
  for (const phrase of ignoredPhrases) clean = clean.replaceAll(phrase, ' ');
  const result: string[][] = [];
  for (const raw of clean.split(/[^\p{L}\p{N}-]+/u)) {
    const word = raw.replace(/^-+|-+$/g, '');
    if (!word) continue;
    if (!word.includes('-')) {
      result.push([word]);
      continue;
    }
    result.push([word, word.replaceAll('-', '')]);
    for (const part of word.split('-')) if (part) result.push([part]);
  }
  return result;
}

type TagIndex = Map<string, { names: string[]; tags: string[] }>;
let tagIndex: TagIndex | undefined;

/** English word → icons whose name or lucide tags hold it (interface glyphs left out). */
function lucideTags(): TagIndex {
  if (tagIndex) return tagIndex;
  const require = createRequire(import.meta.url);
  const tags = require('lucide-static/tags.json') as Record<string, string[]>;
  const index: TagIndex = new Map();
  const add = (word: string, icon: string, kind: 'names' | 'tags') => {
    let slot = index.get(word);
    if (!slot) index.set(word, (slot = { names: [], tags: [] }));
    if (!slot[kind].includes(icon)) slot[kind].push(icon);
  };
  for (const [icon, words] of Object.entries(tags)) {
    if (interfacePrefixes.test(icon) || unsuitable.has(icon) || !hasIcon(icon)) continue;
    for (const part of icon.split('-')) if (part.length > 2 && !/^\d+$/.test(part)) add(part, icon, 'names');
    for (const tag of words) if (!tag.includes(' ') && tag.length > 2) add(normalise(tag), icon, 'tags');
  }
  tagIndex = index;
  return index;
}

/** English singular forms to try for a tag look-up ("pastries" → "pastry"). */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.endsWith('ing') && word.length > 5) forms.push(word.slice(0, -3));
  return forms;
}

const tagStopWords = new Set(['and', 'the', 'for', 'with', 'your', 'our', 'you', 'all', 'from', 'into', 'out', 'off', 'one', 'day', 'pre', 'full', 'easy', 'small', 'first', 'care', 'plans', 'plan', 'custom', 'general', 'check', 'programme', 'programmes', 'program', 'session', 'sessions', 'service', 'services', 'edition', 'editions', 'pack', 'packs', 'ongoing', 'initial', 'free', 'best', 'top', 'more', 'new', 'professional', 'products', 'product', 'response']);

let trades: Map<string, Set<string>> | undefined;

/** Icon → the themes whose list holds it. */
function iconTrades(): Map<string, Set<string>> {
  if (trades) return trades;
  trades = new Map();
  for (const [theme, list] of Object.entries(themeIconLists)) {
    for (const icon of list) {
      let set = trades.get(icon);
      if (!set) trades.set(icon, (set = new Set()));
      set.add(theme);
    }
  }
  return trades;
}

/**
 * Scores of the icons a title points to. Each word counts once: through the curated words
 * (its longest matching stem wins), else through lucide's own names and tags of an English
 * word, which alone must add up to a name match to count. Icons of the site's theme count
 * more, icons of another trade less.
 */
function scores(text: string, themeId: string): Map<string, number> {
  const list = new Set(themeIcons(themeId));
  const owners = iconTrades();
  const adjust = (icon: string, value: number): number => {
    if (list.has(icon)) return value + themeBonus * Math.min(1, value / strongWeight * 2);
    const others = owners.get(icon);
    return others && !others.has('general') ? value - otherTradePenalty : value;
  };
  const curated = new Map<string, number>();
  const tagged = new Map<string, number>();
  const all = wordStems();
  const index = lucideTags();
  for (const forms of words(text)) {
    let best = 0;
    let found = new Set<number>();
    for (const form of forms) {
      for (const stem of all) {
        if (!matches(form, stem)) continue;
        if (stem.stem.length > best) {
          best = stem.stem.length;
          found = new Set([stem.entry]);
        } else if (stem.stem.length === best) found.add(stem.entry);
      }
    }
    if (found.size > 0) {
      for (const entry of found) {
        const [, icons, weight = 1] = iconWords[entry] as WordEntry;
        icons.forEach((icon, rank) => curated.set(icon, (curated.get(icon) ?? 0) + Math.max(strongWeight - rank * rankStep, 1) * weight));
      }
      continue;
    }
    const word = forms[0] ?? '';
    if (!/^[a-z]+$/.test(word) || word.length < 3 || tagStopWords.has(word)) continue;
    const hit = singulars(word).map((form) => index.get(form)).find(Boolean);
    if (!hit) continue;
    for (const icon of hit.names) tagged.set(icon, (tagged.get(icon) ?? 0) + nameWeight);
    for (const icon of hit.tags) tagged.set(icon, (tagged.get(icon) ?? 0) + tagWeight);
  }
  const result = new Map<string, number>();
  for (const [icon, value] of curated) if (hasIcon(icon) && !unsuitable.has(icon)) result.set(icon, adjust(icon, value));
  for (const [icon, value] of tagged) {
    if (value < nameWeight || !hasIcon(icon)) continue;
    result.set(icon, (result.get(icon) ?? 0) + adjust(icon, value));
  }
  return result;
}

/**
 * The icon that best pictures a service or product title ("Espresso bar" → coffee, "Стрижка"
 * → scissors), in English or Russian, preferring the icons of the site's theme. Icons in
 * `used` are avoided; a title that names nothing known gets the theme's next unused icon.
 * The chosen icon is added to `used`, so a list of titles gets distinct icons.
 */
export function iconForText(text: string, themeId: string, used: Set<string>): string {
  const list = themeIcons(themeId);
  let best: string | undefined;
  let bestScore = 0;
  for (const [icon, score] of scores(text, themeId)) {
    if (used.has(icon) || score <= 0) continue;
    // Ties go to the theme's own icon, then to the earlier one in the theme list, then by name.
    if (score > bestScore || (score === bestScore && best !== undefined && tieBreak(icon, best, list) < 0)) {
      best = icon;
      bestScore = score;
    }
  }
  const chosen =
    best ??
    list.find((icon) => !used.has(icon)) ??
    themeIcons('general').find((icon) => !used.has(icon)) ??
    list[hashText(text) % list.length] ??
    'star';
  used.add(chosen);
  return chosen;
}

function tieBreak(first: string, second: string, list: readonly string[]): number {
  const a = list.indexOf(first);
  const b = list.indexOf(second);
  if (a !== b) return (a < 0 ? Infinity : a) - (b < 0 ? Infinity : b);
  return first < second ? -1 : first > second ? 1 : 0;
}

function hashText(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}
