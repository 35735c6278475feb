import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { catalogueOf } from './i18n/catalogue-store.ts';
import { hasStaffCatalogue, isStaffPath, loadCatalogue, loadStaffCatalogue } from './i18n/i18n.ts';

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// React Router's default entry, once the page's own catalogue is here (decision 0078): the root's
// <script> of it ran first, so hydration starts at once, not a turn later after the first paint
// (/me showed its loading line, then shifted). <html lang> names it (lib/page/language.ts).
const lang = document.documentElement.lang === 'pt-BR' ? 'br' : 'en';
// Host and admin pages also need their texts' chunk (decision 0082), which the head loads likewise.
if (isStaffPath(location.pathname)) {
  if (hasStaffCatalogue(lang)) hydrate();
  else void loadStaffCatalogue(lang).then(hydrate);
} else if (catalogueOf(lang)) hydrate();
else void loadCatalogue(lang).then(hydrate);
