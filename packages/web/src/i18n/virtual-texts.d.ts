// The merged languages texts-plugin.ts serves. Their sections are typed loosely here (an ambient
// module cannot import texts.d.ts): i18next.d.ts types the keys themselves.

declare module 'virtual:texts/ro.json' {
  type Section = Record<string, unknown>;
  // The first page's sections, imported by name (i18n/index.ts): a section the first page comes to
  // need is named here too.
  export const app: Section;
  export const banner: Section;
  export const calendar: Section;
  export const catalog: Section;
  export const footer: Section;
  export const home: Section;
  export const languages: Section;
  export const nav: Section;
  export const paymentRequired: Section;
  export const presence: Section;
  export const pricing: Section;
  const texts: Record<string, Section>;
  export default texts;
}

declare module 'virtual:texts/en.json' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}

declare module 'virtual:texts/it.json' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
