/**
 * The type of the app's texts, which live with the folders that show them (texts-plugin.ts merges
 * every `<folder>/i18n/<lang>.json` at build). Each such folder declares its Romanian file here from
 * its own i18n/texts.d.ts, so adding a feature's texts touches only its folder:
 *
 *   declare module '<relative path to>/i18n/texts' { interface TextFiles { '<folder>': typeof ro } }
 *
 * Romanian is the reference: t('…') keys are checked against it at compile time (i18next.d.ts), and
 * keys.test.ts keeps each folder's en.json and it.json in step with it.
 */
// An interface, not a type: each folder adds its file by declaration merging.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TextFiles {}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every folder's Romanian, sections shared by several folders (`errors`) merged key by key. */
export type Texts = Intersection<TextFiles[keyof TextFiles]>;
