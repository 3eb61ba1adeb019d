import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Vietnamese. */
export const vi: FormTexts = {
  thankYou: {
    title: 'Cảm ơn bạn',
    thanks: 'Cảm ơn bạn! Tin nhắn của bạn đã được gửi.',
    writeAgain: 'Viết tin nhắn khác',
    problemTitle: 'Tin nhắn của bạn chưa được gửi',
    back: 'Hãy quay lại trang web bằng nút Quay lại của trình duyệt.',
    problems: {
      name_missing: 'Vui lòng nhập tên của bạn.',
      contact_missing: 'Vui lòng nhập email hoặc số điện thoại để chúng tôi có thể trả lời bạn.',
      contact_invalid: 'Đây có vẻ không phải là địa chỉ email hay số điện thoại. Vui lòng kiểm tra lại.',
      message_missing: 'Vui lòng viết tin nhắn của bạn.',
      too_long: 'Tin nhắn quá dài. Vui lòng rút ngắn (tối đa 5.000 ký tự).',
      closed: 'Biểu mẫu này không còn nhận tin nhắn.',
      unreadable: 'Không thể đọc tin nhắn của bạn. Có thể trong đó có một ký tự vô hình được sao chép cùng văn bản: vui lòng gõ lại hoặc liên hệ với chúng tôi bằng cách khác.',
    },
  },
  contactLabel: 'Email hoặc số điện thoại của bạn',
  privacyHeading: 'Biểu mẫu liên hệ',
  privacy: (days, spamDays) =>
    `Khi bạn gửi biểu mẫu liên hệ, chúng tôi lưu tên, email hoặc số điện thoại, tin nhắn của bạn và thời điểm nhận được trong ${days} ngày, sau đó xóa đi. Tin nhắn bị coi là thư rác sẽ bị xóa sau ${spamDays} ngày. Địa chỉ IP của bạn không được lưu cùng tin nhắn.`,
};
