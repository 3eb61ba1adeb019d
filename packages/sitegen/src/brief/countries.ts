// English name as the wizard lists it -> Russian name.
const russianNames: Record<string, string> = {
  russia: 'Россия', 'russian federation': 'Россия', ukraine: 'Украина', belarus: 'Беларусь', kazakhstan: 'Казахстан',
  uzbekistan: 'Узбекистан', kyrgyzstan: 'Киргизия', tajikistan: 'Таджикистан', armenia: 'Армения', georgia: 'Грузия',
  azerbaijan: 'Азербайджан', moldova: 'Молдова', latvia: 'Латвия', lithuania: 'Литва', estonia: 'Эстония',
  'united states': 'США', usa: 'США', 'united kingdom': 'Великобритания', uk: 'Великобритания', canada: 'Канада',
  germany: 'Германия', france: 'Франция', italy: 'Италия', spain: 'Испания', portugal: 'Португалия',
  netherlands: 'Нидерланды', belgium: 'Бельгия', switzerland: 'Швейцария', austria: 'Австрия', poland: 'Польша',
  'czech republic': 'Чехия', czechia: 'Чехия', slovakia: 'Словакия', hungary: 'Венгрия', romania: 'Румыния',
  bulgaria: 'Болгария', serbia: 'Сербия', croatia: 'Хорватия', greece: 'Греция', turkey: 'Турция', türkiye: 'Турция',
  cyprus: 'Кипр', israel: 'Израиль', 'united arab emirates': 'ОАЭ', uae: 'ОАЭ', 'saudi arabia': 'Саудовская Аравия',
  egypt: 'Египет', india: 'Индия', china: 'Китай', japan: 'Япония', 'south korea': 'Южная Корея', thailand: 'Таиланд',
  vietnam: 'Вьетнам', indonesia: 'Индонезия', singapore: 'Сингапур', australia: 'Австралия', 'new zealand': 'Новая Зеландия',
  brazil: 'Бразилия', argentina: 'Аргентина', mexico: 'Мексика', chile: 'Чили', 'south africa': 'ЮАР', nigeria: 'Нигерия',
  sweden: 'Швеция', norway: 'Норвегия', denmark: 'Дания', finland: 'Финляндия', ireland: 'Ирландия', montenegro: 'Черногория',
};

/** The country's name in the site language where the composer knows it, else as answered. */
export function localCountryName(country: string, languageCode: string): string {
  if (languageCode !== 'ru') return country;
  const key = country.trim().toLowerCase();
  return (Object.hasOwn(russianNames, key) ? russianNames[key] : undefined) ?? country;
}
