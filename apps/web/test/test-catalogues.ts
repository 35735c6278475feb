import { br } from '../app/i18n/br.ts';
import { brStaff } from '../app/i18n/br-staff.ts';
import { en } from '../app/i18n/en.ts';
import { enStaff } from '../app/i18n/en-staff.ts';
import { provideCatalogue } from '../app/i18n/catalogue-store.ts';

// Unit tests render and translate in both languages at once, as the server does, host and admin texts included.
provideCatalogue('en', en);
provideCatalogue('en', enStaff);
provideCatalogue('br', br);
provideCatalogue('br', brStaff);
