import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Spanish. */
export const es: FormTexts = {
  thankYou: {
    title: 'Gracias',
    thanks: '¡Gracias! Su mensaje se ha enviado.',
    writeAgain: 'Escribir otro mensaje',
    problemTitle: 'Su mensaje no se ha enviado',
    back: 'Vuelva al sitio con el botón Atrás de su navegador.',
    problems: {
      name_missing: 'Por favor, escriba su nombre.',
      contact_missing: 'Por favor, indique su correo electrónico o su número de teléfono para que podamos responderle.',
      contact_invalid: 'Esto no parece un correo electrónico ni un número de teléfono. Por favor, revíselo.',
      message_missing: 'Por favor, escriba su mensaje.',
      too_long: 'El mensaje es demasiado largo. Por favor, acórtelo (5000 caracteres como máximo).',
      closed: 'Este formulario ya no acepta mensajes.',
      unreadable: 'No se ha podido leer su mensaje. Puede que contenga un carácter invisible copiado junto con el texto: vuelva a escribirlo o póngase en contacto con nosotros por otro medio.',
    },
  },
  contactLabel: 'Su correo electrónico o teléfono',
  privacyHeading: 'El formulario de contacto',
  privacy: (days, spamDays) =>
    `Cuando envía el formulario de contacto, conservamos su nombre, su correo electrónico o número de teléfono, su mensaje y la hora en que lo recibimos durante ${days} ${plural('es', days, { one: 'día', other: 'días' })}; después los eliminamos. Los mensajes considerados spam se eliminan a los ${spamDays} ${plural('es', spamDays, { one: 'día', other: 'días' })}. Su dirección IP no se guarda con su mensaje.`,
};
