/** The pages the owner's Accept and Decline links open, in the words of the owner's mails. */
export const decisionTexts = {
  title: 'Заявка на запись',
  invalid: 'Ссылка недействительна или устарела (ссылки действуют 7 дней). Откройте заявки сайта в «Моих сайтах».',
  request: (name: string, contact: string, when: string, offer: string | null) => `${name} (${contact}) просит записать на ${when}${offer ? `: ${offer}` : ''}.`,
  note: (note: string) => `Комментарий: ${note}`,
  accept: 'Принять заявку',
  decline: 'Отклонить заявку',
  declineNote: 'Комментарий посетителю (необязательно)',
  accepted: (name: string) => `Заявка принята: ${name} получит подтверждение с приглашением в календарь, если оставил(а) email. Это время больше не предлагается.`,
  declined: (name: string) => `Заявка отклонена. ${name} получит письмо с вашим комментарием, если оставил(а) email.`,
  slotTaken: 'Это время уже занято другой принятой записью, поэтому заявку принять нельзя. Отклоните её или предложите посетителю другое время.',
  decided: { requested: 'Заявка ждёт решения.', accepted: 'Заявка уже принята.', declined: 'Заявка уже отклонена.', cancelled: 'Запись уже отменена.' },
} as const;
