import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Vietnamese. */
export const vi: BookingTexts = {
  menu: 'Đặt lịch',
  title: 'Đặt lịch hẹn',
  lead: 'Chọn dịch vụ và thời gian phù hợp với bạn. Đây là yêu cầu: chúng tôi sẽ xác nhận qua email hoặc điện thoại.',
  cta: 'Đặt lịch hẹn',
  offer: 'Dịch vụ',
  anyOffer: 'Chưa quyết định',
  day: 'Ngày',
  time: 'Giờ',
  slot: 'Ngày và giờ',
  zone: (zone) => `Giờ được tính theo múi giờ ${zone}.`,
  noSlots: 'Hiện không còn giờ trống. Vui lòng liên hệ với chúng tôi.',
  note: 'Ghi chú (không bắt buộc)',
  submit: 'Gửi yêu cầu',
  problemTitle: 'Vui lòng chọn giờ khác',
  problems: {
    slot_missing: 'Vui lòng chọn ngày và giờ.',
    slot_taken: 'Giờ này vừa được người khác đặt.',
    slot_closed: 'Chúng tôi không nhận đặt lịch vào giờ này.',
  },
  nearest: 'Các giờ trống gần nhất:',
  choose: 'Yêu cầu giờ này',
  none: 'Những ngày tới không còn giờ trống. Vui lòng liên hệ với chúng tôi.',
  privacyHeading: 'Yêu cầu đặt lịch',
  privacy: 'Khi bạn gửi yêu cầu đặt lịch, chúng tôi lưu dịch vụ, ngày giờ, tên, email hoặc số điện thoại và ghi chú của bạn trong thời gian bằng với tin nhắn của biểu mẫu liên hệ, tính từ giờ đã đặt, rồi xóa chúng.',
  mail: {
    greeting: (name) => `Xin chào ${name},`,
    receivedSubject: (business) => `Yêu cầu đặt lịch của bạn tại ${business}`,
    received: (when) => `Chúng tôi đã nhận yêu cầu của bạn cho ${when} và sẽ sớm xác nhận.`,
    confirmedSubject: (business) => `Lịch hẹn của bạn tại ${business} đã được xác nhận`,
    confirmed: (when) => `Lịch hẹn của bạn vào ${when} đã được xác nhận. Lời mời đính kèm sẽ thêm nó vào lịch của bạn.`,
    declinedSubject: (business) => `Yêu cầu đặt lịch của bạn tại ${business}`,
    declined: (when) => `Rất tiếc, chúng tôi không thể nhận lịch hẹn vào ${when}.`,
    ownerNote: 'Ghi chú từ chúng tôi:',
  },
};
