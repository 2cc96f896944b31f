import type { CustomerDto } from '@atelier/core';
import type { TFunction } from 'i18next';

/** How a customer is named on screen: their name, else their phone or e-mail. */
export const customerName = (t: TFunction, customer: Pick<CustomerDto, 'name' | 'phone' | 'email'>): string =>
  customer.name ?? customer.phone ?? customer.email ?? t('customers.unnamed');

export const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;
