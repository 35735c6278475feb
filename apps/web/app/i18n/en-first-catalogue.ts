import { firstPart } from './first-sections.ts';
import { provideFirstCatalogue } from './catalogue-store.ts';
import { en } from './en.ts';

// Home's first load (decision 0089): the en sections its first screen draws; the client build puts only them in this chunk (vite-first-catalogue.ts).
provideFirstCatalogue('en', firstPart(en));
