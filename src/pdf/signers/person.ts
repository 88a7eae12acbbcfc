import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, EMAIL_REGEXP } from '../../shared/email.js';

/** A person asked to sign by e-mail: their address, name and the language of their mails. */
export interface Person {
  email: string;
  name: string;
  langKey: string;
}

/** What a person's fields lack, by field, as translation keys. */
export interface PersonProblems {
  email?: string;
  name?: string;
}

const P = 'portico.pdf.ask.problem';

/** What an external signer's address and name lack before a request (or a replacement) goes. */
export function personProblems(email: string, name: string): PersonProblems {
  const problems: PersonProblems = {};
  const address = email.trim();
  if (!address) problems.email = `${P}.required`;
  else if (address.length < EMAIL_MIN_LENGTH || address.length > EMAIL_MAX_LENGTH || !EMAIL_REGEXP.test(address)) problems.email = `${P}.email`;
  if (!name.trim()) problems.name = `${P}.required`;
  return problems;
}
