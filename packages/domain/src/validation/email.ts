/** One address, no spaces; whether it receives mail is proven elsewhere (an invitation link). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}
