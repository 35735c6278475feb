import { readFileSync } from 'node:fs';
import type { Language } from '@placar/contract/languages';

let files: Partial<Record<Language, string>> | undefined;

/**
 * The URL of a language's catalogue chunk in the client build (vite-catalogue-files.ts), for the
 * head's module script; undefined where there is no build (dev server, tests). Server only.
 */
export function catalogueFile(lang: Language): string | undefined {
  if (!files) {
    try {
      // This module runs from build/server/; the client build is its sibling.
      files = JSON.parse(readFileSync(new URL('../client/assets/catalogue-files.json', import.meta.url), 'utf8')) as Partial<Record<Language, string>>;
    } catch {
      files = {};
    }
  }
  return files[lang];
}
