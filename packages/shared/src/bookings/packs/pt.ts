import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Portuguese. */
export const pt: BookingTexts = {
  menu: 'Marcar',
  title: 'Marcar horário',
  lead: 'Escolha um serviço e um horário conveniente. É um pedido: confirmamos por e-mail ou telefone.',
  cta: 'Marcar horário',
  offer: 'Serviço',
  anyOffer: 'Ainda não sei',
  day: 'Dia',
  time: 'Hora',
  slot: 'Dia e hora',
  zone: (zone) => `Os horários estão no fuso ${zone}.`,
  noSlots: 'Não há horários livres no momento. Entre em contato conosco.',
  note: 'Observação (opcional)',
  submit: 'Enviar pedido',
  problemTitle: 'Escolha outro horário',
  problems: {
    slot_missing: 'Escolha um dia e uma hora.',
    slot_taken: 'Este horário acabou de ser reservado por outra pessoa.',
    slot_closed: 'Não fazemos marcações neste horário.',
  },
  nearest: 'Os horários livres mais próximos:',
  choose: 'Pedir este horário',
  none: 'Não há horários livres nos próximos dias. Entre em contato conosco.',
  privacyHeading: 'Pedidos de marcação',
  privacy: 'Quando envia um pedido de marcação, guardamos o serviço, o dia e a hora, o seu nome, o seu e-mail ou telefone e a sua observação pelo mesmo tempo que as mensagens do formulário de contato, contado a partir do horário marcado, e depois os apagamos.',
  mail: {
    greeting: (name) => `Olá, ${name},`,
    receivedSubject: (business) => `Seu pedido de marcação em ${business}`,
    received: (when) => `Recebemos seu pedido para ${when}. Vamos confirmá-lo em breve.`,
    confirmedSubject: (business) => `Sua marcação em ${business} está confirmada`,
    confirmed: (when) => `Sua marcação para ${when} está confirmada. O convite em anexo a adiciona ao seu calendário.`,
    declinedSubject: (business) => `Seu pedido de marcação em ${business}`,
    declined: (when) => `Infelizmente não podemos aceitar sua marcação para ${when}.`,
    ownerNote: 'Uma nota nossa:',
  },
};
