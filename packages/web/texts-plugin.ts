import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { mergeTexts, type TextFile, type TextTree } from './src/i18n/merge-texts.js';

export const LANGUAGES = ['ro', 'en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

const srcDir = path.join(import.meta.dirname, 'src');

/** The folders that bring texts: every `i18n/` under src (app/, components/, form-renderer/, each feature). */
const textFolders = (dir = srcDir): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const child = path.join(dir, entry.name);
      return entry.name === 'i18n' ? [child] : textFolders(child);
    })
    .sort();

/** A language's files: `<folder>/i18n/<lang>.json` (a subfolder of i18n/ holds texts its feature loads itself). */
export const textFiles = (lang: Language): TextFile[] =>
  textFolders()
    .map((folder) => path.join(folder, `${lang}.json`))
    .filter((file) => existsSync(file))
    .map((file) => ({ file: path.relative(srcDir, file), texts: JSON.parse(readFileSync(file, 'utf8')) as TextTree }));

/** Every text of a language as the app has it: what node-side readers (tests, journeys, scripts) use. */
export const readTexts = (lang: Language): TextTree => mergeTexts(textFiles(lang));

const PREFIX = 'virtual:texts/';
const RESOLVED = `\0${PREFIX}`;
const TEXT_FILE = /[\\/]i18n[\\/](ro|en|it)\.json$/;

/**
 * The app's texts live with the folders that show them (`features/<f>/i18n/{ro,en,it}.json`); this
 * plugin serves each language merged as `virtual:texts/<lang>.json`, in the build, the server-side
 * build, the dev server and vitest alike, so no generated file can be stale or forgotten. The id
 * ends in .json, so Vite's own JSON handling applies (named exports per section, tree-shaken: the
 * first page keeps only the sections it imports); `?raw` gives the whole language as one string.
 * A key defined in two files fails the build (mergeTexts).
 */
export const textsPlugin = (): Plugin => {
  let server: ViteDevServer | undefined;
  return {
    name: 'atelier-texts',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [name = '', query] = id.slice(RESOLVED.length).split('?');
      const lang = LANGUAGES.find((candidate) => name === `${candidate}.json`);
      if (!lang) throw new Error(`No texts for ${id.slice(1)}: expected ${PREFIX}{${LANGUAGES.join(',')}}.json`);
      const files = textFiles(lang);
      for (const { file } of files) this.addWatchFile(path.join(srcDir, file));
      const json = JSON.stringify(mergeTexts(files));
      return query === 'raw' ? `export default ${JSON.stringify(json)};` : json;
    },
    configureServer(devServer) {
      server = devServer;
      // A text file changed, appeared or went: the merged languages are made again and the page reloads.
      const reload = (file: string) => {
        if (!TEXT_FILE.test(file) || !server) return;
        for (const environment of Object.values(server.environments)) {
          for (const lang of LANGUAGES) {
            for (const id of [`${RESOLVED}${lang}.json`, `${RESOLVED}${lang}.json?raw`]) {
              const module = environment.moduleGraph.getModuleById(id);
              if (module) environment.moduleGraph.invalidateModule(module);
            }
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('add', reload).on('change', reload).on('unlink', reload);
    },
  };
};
