import { PRICES, priceAmount, type Locale } from '@atelier/core';
import { OFFER_ITEMS, type SiteMeta } from './seo-meta.js';
import { pageUrl } from './seo-url.js';

const CONTEXT = 'https://schema.org';

/** The operator's identity as configured (OPERATOR_*): every field optional, unset ones never shown. */
export type OperatorInfo = {
  name?: string | undefined;
  cui?: string | undefined;
  reg_no?: string | undefined;
  address?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  whatsapp?: string | undefined;
};

const defined = (entries: Record<string, unknown>) => Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined && value !== ''));

/** schema.org Organization from the configured operator; none without a configured name (nothing invented). */
export const organization = (operator: OperatorInfo, publicUrl: string): object | undefined => {
  if (!operator.name) return undefined;
  return defined({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: operator.name,
    url: `${publicUrl}/`,
    taxID: operator.cui,
    identifier: operator.reg_no,
    address: operator.address,
    email: operator.email,
    telephone: operator.phone,
    sameAs: operator.whatsapp ? [operator.whatsapp] : undefined,
  });
};

/** schema.org SoftwareApplication with the price list of SPEC §9 (RON, VAT excluded) from core's constants. */
export const softwareApplication = ({ meta, locale, publicUrl }: { meta: SiteMeta; locale: Locale; publicUrl: string }): object => ({
  '@context': CONTEXT,
  '@type': 'SoftwareApplication',
  name: meta.siteName,
  url: pageUrl(publicUrl, '/', locale),
  description: meta.pages['/'].description,
  inLanguage: locale,
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web',
  offers: OFFER_ITEMS.map((item) => ({
    '@type': 'Offer',
    name: meta.offers[item],
    price: priceAmount(PRICES[item]).RON,
    priceCurrency: 'RON',
    url: pageUrl(publicUrl, '/pricing', locale),
    priceSpecification: { '@type': 'UnitPriceSpecification', price: priceAmount(PRICES[item]).RON, priceCurrency: 'RON', valueAddedTaxIncluded: false },
  })),
});

export type FaqItem = { q: string; a: string };

/** schema.org FAQPage from a landing page's questions; none without questions. */
export const faqPage = (faq: readonly FaqItem[]): object | undefined =>
  faq.length === 0
    ? undefined
    : {
        '@context': CONTEXT,
        '@type': 'FAQPage',
        mainEntity: faq.map((item) => ({ '@type': 'Question', name: item.q, acceptedAnswer: { '@type': 'Answer', text: item.a } })),
      };

export type ArticleFacts = { title: string; description: string; date: string; author: string; url: string; image?: string | undefined; locale: Locale };

/** schema.org BlogPosting for one article. */
export const blogPosting = (article: ArticleFacts, publisher: string): object =>
  defined({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    inLanguage: article.locale,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: article.url,
    url: article.url,
    image: article.image,
  });
