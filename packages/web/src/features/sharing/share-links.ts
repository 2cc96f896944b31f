/**
 * The links a phone opens to share a customer link itself: WhatsApp's click-to-chat and the SMS
 * app. wa.me wants the number in international form with digits only (no +, spaces or leading
 * zeros); a Romanian mobile written locally (07xx…) is given its country code, 40.
 */
export const whatsappDigits = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (/^0[237]\d{8}$/.test(digits)) return `40${digits.slice(1)}`;
  return digits;
};

/** `https://wa.me/<digits>?text=…`; without a number WhatsApp asks whom to send to. */
export const whatsappUrl = (phone: string, text: string): string => {
  const digits = whatsappDigits(phone);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
};

/**
 * `sms:<number>?&body=…`: the `?&` form is the one both iOS and Android read (iOS wants `&body`,
 * Android `?body`). The number keeps its + and digits only.
 */
export const smsAppUrl = (phone: string, text: string): string => {
  const number = phone.trim().replace(/[^\d+]/g, '');
  return `sms:${number}?&body=${encodeURIComponent(text)}`;
};

/** The message and the link, as the customer reads them. */
export const messageWithLink = (message: string, url: string): string => (message.trim() ? `${message.trim()}\n${url}` : url);
