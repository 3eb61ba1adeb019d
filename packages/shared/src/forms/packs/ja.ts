import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Japanese. */
export const ja: FormTexts = {
  thankYou: {
    title: 'ありがとうございます',
    thanks: 'ありがとうございます。メッセージを送信しました。',
    writeAgain: '別のメッセージを書く',
    problemTitle: 'メッセージを送信できませんでした',
    back: 'ブラウザの「戻る」ボタンでサイトにお戻りください。',
    problems: {
      name_missing: 'お名前を入力してください。',
      contact_missing: 'ご返信のため、メールアドレスまたは電話番号を入力してください。',
      contact_invalid: 'メールアドレスや電話番号ではないようです。ご確認ください。',
      message_missing: 'メッセージを入力してください。',
      too_long: 'メッセージが長すぎます。5000文字以内に短くしてください。',
      closed: 'このフォームは現在メッセージを受け付けていません。',
      unreadable: 'メッセージを読み取れませんでした。テキストと一緒に目に見えない文字がコピーされている可能性があります。もう一度入力し直すか、別の方法でお問い合わせください。',
    },
  },
  contactLabel: 'メールアドレスまたは電話番号',
  privacyHeading: 'お問い合わせフォーム',
  privacy: (days, spamDays) =>
    `お問い合わせフォームを送信されると、お名前、メールアドレスまたは電話番号、メッセージ、受信日時を${days}日間保管し、その後削除します。迷惑メッセージと判断されたものは${spamDays}日後に削除します。IPアドレスはメッセージと一緒には保存しません。`,
};
