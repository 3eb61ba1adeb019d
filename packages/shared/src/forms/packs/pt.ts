import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Portuguese. */
export const pt: FormTexts = {
  thankYou: {
    title: 'Obrigado',
    thanks: 'Obrigado! A sua mensagem foi enviada.',
    writeAgain: 'Escrever outra mensagem',
    problemTitle: 'A sua mensagem não foi enviada',
    back: 'Volte ao site com o botão Voltar do seu navegador.',
    problems: {
      name_missing: 'Por favor, indique o seu nome.',
      contact_missing: 'Por favor, indique o seu e-mail ou número de telefone para que possamos responder-lhe.',
      contact_invalid: 'Isto não parece um e-mail nem um número de telefone. Por favor, verifique.',
      message_missing: 'Por favor, escreva a sua mensagem.',
      too_long: 'A mensagem é demasiado longa. Por favor, encurte-a (no máximo 5000 caracteres).',
      closed: 'Este formulário já não aceita mensagens.',
      unreadable: 'Não foi possível ler a sua mensagem. Pode conter um carácter invisível copiado com o texto: escreva-a novamente ou contacte-nos de outra forma.',
    },
  },
  contactLabel: 'O seu e-mail ou telefone',
  privacyHeading: 'O formulário de contacto',
  privacy: (days, spamDays) =>
    `Quando envia o formulário de contacto, guardamos o seu nome, o seu e-mail ou número de telefone, a sua mensagem e a hora em que foi recebida durante ${days} ${plural('pt', days, { one: 'dia', other: 'dias' })} e depois apagamo-los. As mensagens consideradas spam são apagadas ao fim de ${spamDays} ${plural('pt', spamDays, { one: 'dia', other: 'dias' })}. O seu endereço IP não é guardado com a sua mensagem.`,
};
