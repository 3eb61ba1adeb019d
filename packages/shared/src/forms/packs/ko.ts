import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Korean. */
export const ko: FormTexts = {
  thankYou: {
    title: '감사합니다',
    thanks: '감사합니다! 메시지가 전송되었습니다.',
    writeAgain: '다른 메시지 쓰기',
    problemTitle: '메시지가 전송되지 않았습니다',
    back: '브라우저의 뒤로 가기 버튼으로 사이트에 돌아가세요.',
    problems: {
      name_missing: '이름을 입력해 주세요.',
      contact_missing: '답변을 드릴 수 있도록 이메일 주소나 전화번호를 입력해 주세요.',
      contact_invalid: '이메일 주소나 전화번호가 아닌 것 같습니다. 확인해 주세요.',
      message_missing: '메시지를 입력해 주세요.',
      too_long: '메시지가 너무 깁니다. 5,000자 이내로 줄여 주세요.',
      closed: '이 양식은 더 이상 메시지를 받지 않습니다.',
      unreadable: '메시지를 읽을 수 없습니다. 텍스트와 함께 복사된 보이지 않는 문자가 있을 수 있습니다. 다시 입력하시거나 다른 방법으로 연락해 주세요.',
    },
  },
  contactLabel: '이메일 또는 전화번호',
  privacyHeading: '문의 양식',
  privacy: (days, spamDays) =>
    `문의 양식을 보내시면 이름, 이메일 주소 또는 전화번호, 메시지와 받은 시각을 ${days}일 동안 보관한 뒤 삭제합니다. 스팸으로 분류된 메시지는 ${spamDays}일 후에 삭제합니다. IP 주소는 메시지와 함께 저장하지 않습니다.`,
};
