/** How to reach the team; one place to change them. The office address is translated (contact.officeAddress). */
export const CONTACT_EMAIL = 'hello@kalasetu.in';

/** The same three social networks as the footer. */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;
