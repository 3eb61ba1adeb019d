import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Chinese. */
export const zh: FormTexts = {
  thankYou: {
    title: '谢谢',
    thanks: '谢谢！您的留言已发送。',
    writeAgain: '再写一条留言',
    problemTitle: '您的留言未能发送',
    back: '请使用浏览器的“返回”按钮回到网站。',
    problems: {
      name_missing: '请填写您的姓名。',
      contact_missing: '请填写您的电子邮箱或电话号码，以便我们回复您。',
      contact_invalid: '这看起来不像电子邮箱或电话号码，请检查一下。',
      message_missing: '请填写留言内容。',
      too_long: '留言太长了，请适当缩短（最多 5000 个字符）。',
      closed: '此表单已不再接收留言。',
      unreadable: '无法读取您的留言，其中可能含有随文字一起复制的不可见字符：请重新输入，或通过其他方式联系我们。',
    },
  },
  contactLabel: '您的电子邮箱或电话',
  privacyHeading: '联系表单',
  privacy: (days, spamDays) =>
    `当您提交联系表单时，我们会将您的姓名、电子邮箱或电话号码、留言内容及收到留言的时间保存 ${days} 天，之后予以删除。被判定为垃圾信息的留言会在 ${spamDays} 天后删除。您的 IP 地址不会与留言一起保存。`,
};
