import { provideCatalogue } from './catalogue-store.ts';
import { en } from './en.ts';

// The en catalogue's chunk: loading it provides the catalogue, so the root's <script> of it lets entry.client hydrate at once (decision 0078).
provideCatalogue('en', en);
