import { describe, expect, it } from 'vitest';
import { internationalPhone, mailLink, plainMailLink, telLink, whatsAppLink } from './contact-links';

describe('contact links of a customer', () => {
  it('turns a Romanian number into the international form wa.me wants', () => {
    expect(internationalPhone('0722 123 456')).toBe('40722123456');
    expect(internationalPhone('+40 722 123 456')).toBe('40722123456');
    expect(internationalPhone('0040722123456')).toBe('40722123456');
    expect(internationalPhone('12')).toBeUndefined();
  });
  it('builds tel:, WhatsApp and mailto links', () => {
    expect(telLink('0722 123 456')).toBe('tel:0722123456');
    expect(whatsAppLink('0722 123 456', 'Bună ziua, ITP!')).toBe('https://wa.me/40722123456?text=Bun%C4%83%20ziua%2C%20ITP!');
    expect(mailLink('ana@x.ro', 'A b', 'C')).toBe('mailto:ana%40x.ro?subject=A%20b&body=C');
    expect(plainMailLink('ana@x.ro')).toBe('mailto:ana%40x.ro');
    expect(whatsAppLink('+40722123456')).toBe('https://wa.me/40722123456');
    expect(whatsAppLink('+390612345678')).toBe('https://wa.me/390612345678');
    expect(whatsAppLink('07')).toBeUndefined();
  });
});
