/** "0722 123 456" → "40722123456" (wa.me wants the number in international form, digits only). */
export const internationalPhone = (phone: string): string | undefined => {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `40${digits.slice(1)}`;
  return digits.length >= 8 ? digits : undefined;
};

export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const whatsAppLink = (phone: string, message: string): string | undefined => {
  const number = internationalPhone(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : undefined;
};

export const mailLink = (email: string, subject: string, body: string): string =>
  `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
