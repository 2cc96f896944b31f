/** Contact links (a reminder's customer, a customer's page): "0722 123 456" → "40722123456" (wa.me wants the number in international form, digits only). */
export const internationalPhone = (phone: string): string | undefined => {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `40${digits.slice(1)}`;
  return digits.length >= 8 ? digits : undefined;
};

export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat with the number, with `message` typed in when given. */
export const whatsAppLink = (phone: string, message?: string): string | undefined => {
  const number = internationalPhone(phone);
  if (!number) return undefined;
  return message ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : `https://wa.me/${number}`;
};

/** A plain mailto: link, no subject. */
export const plainMailLink = (email: string): string => `mailto:${encodeURIComponent(email)}`;

export const mailLink = (email: string, subject: string, body: string): string =>
  `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
