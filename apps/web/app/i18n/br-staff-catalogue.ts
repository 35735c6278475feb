import { provideCatalogue } from './catalogue-store.ts';
import { brStaff } from './br-staff.ts';

// The br host and admin texts' chunk (decision 0082): loading it adds them to the br catalogue.
provideCatalogue('br', brStaff);
