import { describe, expect, it } from 'vitest';
import { messageWithLink, smsAppUrl, whatsappDigits, whatsappUrl } from './share-links';

describe("the phone's own sharing links", () => {
  it('gives wa.me the number in international digits: a Romanian mobile written locally gets 40', () => {
    expect(whatsappDigits('0722 123 456')).toBe('40722123456');
    expect(whatsappDigits('+40 722-123-456')).toBe('40722123456');
    expect(whatsappDigits('0040722123456')).toBe('40722123456');
    expect(whatsappDigits('+39 333 1234567')).toBe('393331234567');
  });

  it('prefills the text with the link, encoded', () => {
    const text = messageWithLink('Bună ziua, devizul & link:', 'https://atelier.example/d/abc');
    expect(text).toBe('Bună ziua, devizul & link:\nhttps://atelier.example/d/abc');
    expect(whatsappUrl('0722 123 456', text)).toBe(`https://wa.me/40722123456?text=${encodeURIComponent(text)}`);
    expect(new URL(whatsappUrl('0722 123 456', text)).searchParams.get('text')).toBe(text);
    expect(smsAppUrl('+40 722 123 456', text)).toBe(`sms:+40722123456?&body=${encodeURIComponent(text)}`);
    expect(messageWithLink('  ', 'https://x/d/a')).toBe('https://x/d/a');
  });
});
