import { appPaths, formatPhone, type CustomerDto } from '@atelier/core';
import type { FindProvider } from '../find/index.js';
import type { CustomersService } from './customers.service.js';

const joined = (...parts: (string | null | undefined)[]): string => parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');

/**
 * A customer as the find box lists it: the name (else the phone, the e-mail or the CUI), then how to
 * reach them. A CNP is never shown: it finds the customer, but a glance at the box is not where it is read.
 */
const customerItem = (customer: CustomerDto) => {
  const phone = customer.phone === null ? null : formatPhone(customer.phone);
  const title = customer.name ?? phone ?? customer.email ?? (customer.cui === null ? '' : `CUI ${customer.cui}`);
  return {
    id: customer.id,
    title,
    detail: joined(title === phone ? null : phone, title === customer.email ? null : customer.email, customer.cui === null || title.startsWith('CUI') ? null : `CUI ${customer.cui}`),
    path: appPaths.customer(customer.id),
  };
};

/** The customers group of the top bar's find box: the directory's search (names, phones, e-mails, CUI, CNP; diacritics-insensitive). */
export const customersGroup = (customers: Pick<CustomersService, 'find'>): FindProvider => ({
  group: 'customers',
  find: async (scope, { text, limit }) => (await customers.find(scope, text, limit)).map(customerItem),
});
