/**
 * One address as the HTML standard's email input accepts it (letters, digits and the few symbols mail
 * allows before the @; a host name after it), with at least one dot in the host: no spaces, no markup, no
 * second address. Whether it receives mail is proven elsewhere (an invitation link).
 */
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= 320 && EMAIL.test(address);
}
