import { br } from './br.ts';
import { en } from './en.ts';
import { provideCatalogue } from './i18n.ts';

// Unit tests render and translate in both languages at once, as the server does.
provideCatalogue('en', en);
provideCatalogue('br', br);
