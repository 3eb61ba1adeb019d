import { generationStages, type StageStatus } from '@sitecraft/shared/generation';
import { generatorTexts } from '../../modules/generator/generator-texts.ts';
import type { AnswerTable } from './table.ts';

/** The Russian of each stage's progress text (packages/shared/src/generation/stages.ts), which /status answers with. */
const stageTexts: Record<StageStatus, string> = {
  start_generating: 'Запускаем генерацию…',
  generating_text: 'Пишем тексты ваших страниц…',
  generating_blog_1: 'Пишем первую статью блога…',
  generating_blog_2: 'Пишем вторую статью блога…',
  generating_blog_3: 'Пишем третью статью блога…',
  start_search_images: 'Ищем изображения…',
  searching_images: 'Готовим изображения…',
  generate_site_layout: 'Продумываем макет…',
  building_html: 'Собираем главную страницу…',
  building_html_product: 'Собираем страницу предложений…',
  building_html_services: 'Собираем страницу цен и внутренние страницы…',
  building_html_about: 'Собираем страницы «О нас», блога и контактов…',
  checking_quality: 'Проверяем каждую страницу: слова, ссылки и язык…',
  creating_zip: 'Упаковываем ваш сайт в ZIP-архив…',
};

/** The generator's answers (apps/server/src/modules/generator), written in English. */
export const generatorAnswers: AnswerTable = {
  russianByEnglish: [
    [generatorTexts.trackIdTaken, 'Этот track_id уже использован. Начните новую генерацию с новым track_id.'],
    [generatorTexts.notFound, 'Генерации с таким track_id нет.'],
    [generatorTexts.queued, 'Ожидает в очереди…'],
    [generatorTexts.completed, 'Ваш сайт готов!'],
    [generatorTexts.interrupted, 'Во время генерации сервер слишком много раз перезапускался. Кредиты возвращены, попробуйте еще раз.'],
    [generatorTexts.unexpected, 'Генерация не удалась из-за непредвиденной ошибки на нашей стороне. Кредиты возвращены, попробуйте еще раз.'],
    ['Generation started', 'Генерация запущена'],
    // The credit ledger's reasons the server writes (credits/credit-ledger.ts, dev/dev-routes.ts), shown to an admin.
    ['Email verified', 'Email подтвержден'],
    ['Development account', 'Аккаунт разработчика'],
    ...generationStages.map((stage) => [stage.text, stageTexts[stage.status]] as const),
  ],
  russianPatterns: [
    [/^Refund: generation ([\w-]+) failed$/, 'Возврат: генерация $1 не удалась'],
    [/^Generation ([\w-]+) \((\d+) sites?\)$/, 'Генерация $1 (сайтов: $2)'],
    [
      /^Not enough credits: this generation needs (\d+) \(one per site\) and your balance is (-?\d+)\. Confirm your email to get 5 free credits\.$/,
      'Недостаточно кредитов: для этой генерации нужно $1 (по одному на сайт), а на балансе $2. Подтвердите email, чтобы получить 5 бесплатных кредитов.',
    ],
    [
      /^The generation took longer than (\d+) minutes and was stopped\. Your credits were refunded; please try again\.$/,
      'Генерация шла дольше $1 мин. и была остановлена. Кредиты возвращены, попробуйте еще раз.',
    ],
  ],
};
