import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Chinese. */
export const zh: BookingTexts = {
  menu: '预约',
  title: '预约时间',
  lead: '请选择服务和方便的时间。这是预约申请：我们会通过邮件或电话确认。',
  cta: '立即预约',
  offer: '服务',
  anyOffer: '还没决定',
  day: '日期',
  time: '时间',
  slot: '日期和时间',
  zone: (zone) => `时间按 ${zone} 时区显示。`,
  noSlots: '目前没有空闲时间。请与我们联系。',
  note: '备注（选填）',
  submit: '发送预约申请',
  problemTitle: '请选择其他时间',
  problems: {
    slot_missing: '请选择日期和时间。',
    slot_taken: '这个时间刚刚被别人预约了。',
    slot_closed: '这个时间不接受预约。',
  },
  nearest: '最近的空闲时间：',
  choose: '申请这个时间',
  none: '未来几天没有空闲时间。请与我们联系。',
  privacyHeading: '预约申请',
  privacy: '您发送预约申请后，我们会保存服务、日期和时间、您的姓名、邮箱或电话号码以及备注，保存期限与联系表单消息相同，从预约时间起算，之后删除。',
  mail: {
    greeting: (name) => `${name}，您好：`,
    receivedSubject: (business) => `您在${business}的预约申请`,
    received: (when) => `我们已收到您${when}的预约申请，很快会确认。`,
    confirmedSubject: (business) => `您在${business}的预约已确认`,
    confirmed: (when) => `您${when}的预约已确认。附件中的邀请可将其加入您的日历。`,
    declinedSubject: (business) => `您在${business}的预约申请`,
    declined: (when) => `很抱歉，我们无法接受您${when}的预约。`,
    ownerNote: '我们的留言：',
  },
};
