import { NICKNAME_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH } from './constants.ts';

// The rule messages of requirement account-rules, word for word, without zod: the browser's forms import these
// alone (decision 0077); account-rules.ts builds the schemas that use them.

export const EMAIL_EXAMPLE = 'name@example.com';
export const EMAIL_MESSAGE = `E-mail should be in valid form (e.g. ${EMAIL_EXAMPLE})`;
export const PASSWORDS_DO_NOT_MATCH = 'passwords do not match';
export const USERNAME_MESSAGE = `must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} letters and numbers`;
export const PASSWORD_MESSAGE = `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, with no control characters`;
export const NICKNAME_LENGTH_MESSAGE = `must be ${NICKNAME_LENGTH.min} to ${NICKNAME_LENGTH.max} characters`;
export const NICKNAME_TEXT_MESSAGE = 'must not contain line breaks, control or text-direction characters';
export const CODE_MESSAGE = 'must be the 6-digit code we sent';
