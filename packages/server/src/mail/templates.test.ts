import { LOCALES } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { accountDeletedMail } from './account-deletion-mails.js';
import { emailChangedMail, exportReadyMail, passwordChangedMail } from './templates.js';

// The account e-mails tell the reader whom to write to when it was not them: the operator's
// OPERATOR_EMAIL, and no address at all on a server that has none configured.
const mails = (locale: (typeof LOCALES)[number], contact?: string) => [
  passwordChangedMail(locale, '', contact),
  emailChangedMail(locale, 'nou@example.ro', contact),
  exportReadyMail(locale, 'https://atelier.example/account', contact),
  accountDeletedMail(locale, '2036-12-31', contact),
];

describe('account e-mails', () => {
  it.each(LOCALES)('%s: name the configured operator address', (locale) => {
    for (const mail of mails(locale, 'suport@firma-mea.ro')) expect(mail.text).toContain('suport@firma-mea.ro');
  });

  it.each(LOCALES)('%s: name no address when none is configured', (locale) => {
    for (const mail of mails(locale)) {
      const addresses = mail.text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
      expect(addresses.filter((a) => a !== 'nou@example.ro')).toEqual([]);
      expect(mail.text).not.toContain('undefined');
    }
  });
});
