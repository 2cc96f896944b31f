/** One language's texts as a folder's `i18n/<lang>.json` holds them: sections of sections of strings. */
export type TextTree = { [key: string]: string | TextTree };

export type TextFile = { file: string; texts: TextTree };

const isTree = (value: unknown): value is TextTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges the folders' files of one language into the app's texts. Files may share a section (each
 * feature adds its own `errors.<code>`), but a text is defined once: a key two files both define is
 * an error naming both, so a collision fails the build instead of one text silently winning.
 * Top-level sections come out in alphabetical order, so moving a section between folders leaves the
 * bundle unchanged.
 */
export const mergeTexts = (files: readonly TextFile[]): TextTree => {
  const merged: TextTree = {};
  const origin = new Map<string, string>();
  const add = (target: TextTree, source: TextTree, file: string, prefix: string) => {
    for (const [key, value] of Object.entries(source)) {
      const keyPath = prefix ? `${prefix}.${key}` : key;
      const existing = target[key];
      if (isTree(value) && isTree(existing)) {
        add(existing, value, file, keyPath);
      } else if (existing !== undefined) {
        throw new Error(`The text "${keyPath}" is defined twice: in ${origin.get(keyPath) ?? '?'} and in ${file}`);
      } else if (isTree(value)) {
        const section: TextTree = {};
        target[key] = section;
        origin.set(keyPath, file);
        add(section, value, file, keyPath);
      } else if (typeof value === 'string') {
        target[key] = value;
        origin.set(keyPath, file);
      } else {
        throw new Error(`The text "${keyPath}" in ${file} is not a string`);
      }
    }
  };
  for (const { file, texts } of files) add(merged, texts, file, '');
  return Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]!]));
};
