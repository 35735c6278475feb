import { provideCatalogue } from './catalogue-store.ts';
import { enStaff } from './en-staff.ts';

// The en host and admin texts' chunk (decision 0082): loading it adds them to the en catalogue.
provideCatalogue('en', enStaff);
