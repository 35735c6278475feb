import { br } from './br.ts';
import { brStaff } from './br-staff.ts';
import { en } from './en.ts';
import { enStaff } from './en-staff.ts';
import { provideCatalogue } from './i18n.ts';

// Unit tests render and translate in both languages at once, as the server does, host and admin texts included.
provideCatalogue('en', en);
provideCatalogue('en', enStaff);
provideCatalogue('br', br);
provideCatalogue('br', brStaff);
