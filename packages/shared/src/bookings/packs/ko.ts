import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Korean. */
export const ko: BookingTexts = {
  menu: '예약',
  title: '예약하기',
  lead: '서비스와 편한 시간을 선택하세요. 예약 요청이며, 이메일이나 전화로 확정해 드립니다.',
  cta: '예약하기',
  offer: '서비스',
  anyOffer: '아직 정하지 않음',
  day: '날짜',
  time: '시간',
  slot: '날짜와 시간',
  zone: (zone) => `시간은 ${zone} 시간대 기준입니다.`,
  noSlots: '지금은 예약 가능한 시간이 없습니다. 문의해 주세요.',
  note: '메모 (선택)',
  submit: '예약 요청 보내기',
  problemTitle: '다른 시간을 선택해 주세요',
  problems: {
    slot_missing: '날짜와 시간을 선택해 주세요.',
    slot_taken: '방금 다른 분이 이 시간을 예약했습니다.',
    slot_closed: '이 시간에는 예약을 받지 않습니다.',
  },
  nearest: '가장 가까운 예약 가능 시간:',
  choose: '이 시간으로 요청',
  none: '앞으로 며칠 동안 예약 가능한 시간이 없습니다. 문의해 주세요.',
  privacyHeading: '예약 요청',
  privacy: '예약 요청을 보내시면 서비스, 날짜와 시간, 이름, 이메일 또는 전화번호, 메모를 예약 시간부터 문의 양식 메시지와 같은 기간 동안 보관한 뒤 삭제합니다.',
  mail: {
    greeting: (name) => `${name}님, 안녕하세요.`,
    receivedSubject: (business) => `${business} 예약 요청`,
    received: (when) => `${when} 예약 요청을 받았습니다. 곧 확정해 드리겠습니다.`,
    confirmedSubject: (business) => `${business} 예약이 확정되었습니다`,
    confirmed: (when) => `${when} 예약이 확정되었습니다. 첨부된 초대장으로 캘린더에 추가할 수 있습니다.`,
    declinedSubject: (business) => `${business} 예약 요청`,
    declined: (when) => `죄송하지만 ${when} 예약은 받을 수 없습니다.`,
    ownerNote: '저희가 남기는 메모:',
  },
};
