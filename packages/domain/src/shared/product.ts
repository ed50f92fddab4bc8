export const PRODUCT_NAME = 'Acorn';

// 'Acorn Group' is the operator's own group: it cannot be edited or deleted.
export const PROTECTED_GROUP_TITLE = 'Acorn Group';

export const CURRENCY = 'EUR';
export const CURRENCY_FRACTION_DIGITS = { min: 0, max: 2 } as const;

export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 60;

export function footerText(year: number): string {
  return `${PRODUCT_NAME} © ${year}`;
}

export const NO_RECORDS_TEXT = 'No records to display';
export const NOT_FOUND_TEXT = 'The page you have tried to access does not exist.';
export const NOT_FOUND_BUTTON = 'Go back to homepage.';
export const CHECKING_USER_TEXT = 'Checking user details...';
export const PLEASE_WAIT_TEXT = 'Please wait...';
