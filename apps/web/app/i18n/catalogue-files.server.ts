import { readFileSync } from 'node:fs';
import type { Language } from '@placar/contract/languages';

let files: Partial<Record<string, string>> | undefined;

/**
 * The URL of a language's catalogue chunk in the client build (vite-catalogue-files.ts), or of its
 * host and admin texts' chunk (`staff`, decision 0082) or home's first-screen part (`first`, decision 0089), for the head's module script; undefined where
 * there is no build (dev server, tests). Server only.
 */
export function catalogueFile(lang: Language, part: 'main' | 'staff' | 'first' = 'main'): string | undefined {
  if (!files) {
    try {
      // This module runs from build/server/; the client build is its sibling.
      files = JSON.parse(
        readFileSync(new URL('../client/assets/catalogue-files.json', import.meta.url), 'utf8'),
      ) as Partial<Record<string, string>>;
    } catch {
      files = {};
    }
  }
  return files[part === 'main' ? lang : `${lang}-${part}`];
}
