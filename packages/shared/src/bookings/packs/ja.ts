import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Japanese. */
export const ja: BookingTexts = {
  menu: '予約',
  title: '予約する',
  lead: 'サービスとご都合のよい時間をお選びください。これは予約リクエストです。メールまたはお電話で確定をご連絡します。',
  cta: '予約する',
  offer: 'サービス',
  anyOffer: 'まだ決めていない',
  day: '日付',
  time: '時間',
  slot: '日時',
  zone: (zone) => `時間は${zone}のタイムゾーンで表示しています。`,
  noSlots: '現在、空いている時間はありません。お問い合わせください。',
  note: '備考（任意）',
  submit: '予約リクエストを送信',
  problemTitle: '別の時間をお選びください',
  problems: {
    slot_missing: '日付と時間をお選びください。',
    slot_taken: 'この時間はたった今ほかの方が予約しました。',
    slot_closed: 'この時間は予約を受け付けていません。',
  },
  nearest: '最も近い空き時間:',
  choose: 'この時間をリクエスト',
  none: '数日先まで空いている時間はありません。お問い合わせください。',
  privacyHeading: '予約リクエスト',
  privacy: '予約リクエストを送信すると、サービス、日時、お名前、メールアドレスまたは電話番号、備考を、予約日時から数えてお問い合わせフォームのメッセージと同じ期間保管し、その後削除します。',
  mail: {
    greeting: (name) => `${name} 様`,
    receivedSubject: (business) => `${business}へのご予約リクエスト`,
    received: (when) => `${when}のご予約リクエストを受け付けました。まもなく確定のご連絡をします。`,
    confirmedSubject: (business) => `${business}のご予約が確定しました`,
    confirmed: (when) => `${when}のご予約が確定しました。添付の招待状でカレンダーに追加できます。`,
    declinedSubject: (business) => `${business}へのご予約リクエスト`,
    declined: (when) => `申し訳ありませんが、${when}のご予約はお受けできません。`,
    ownerNote: '私たちからのメッセージ:',
  },
};
