/** Credits granted once per account when its email is verified, by the link or by the confirmation widget. */
export const WELCOME_CREDITS = 5;
