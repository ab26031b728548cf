/** The five demo showcase items (spec: Branding, Print Design, Logo Design, Digital Marketing, Photography). Images ship with the web app. */
export const DEMO_SHOWCASE_ITEMS = [
  {
    title: 'Spice Route Brand Identity',
    description: 'Colours, logo and shop signage for a family spice business in Mysuru.',
    category: 'branding',
    image: 'showcase-branding',
    link: null,
    featured: true,
  },
  {
    title: 'Handloom Festival Brochure',
    description: 'A folded print brochure for a weavers’ cooperative sale in Dharwad.',
    category: 'print-design',
    image: 'showcase-print',
    link: null,
    featured: false,
  },
  {
    title: 'Green Valley Dairy Logo',
    description: 'A simple, memorable mark for a village dairy’s milk and ghee packs.',
    category: 'logo-design',
    image: 'showcase-logo',
    link: null,
    featured: false,
  },
  {
    title: 'Mango Season Campaign',
    description: 'Instagram and WhatsApp posts that doubled orders for a Ratnagiri orchard.',
    category: 'digital-marketing',
    image: 'showcase-marketing',
    link: null,
    featured: true,
  },
  {
    title: 'Blue Pottery Product Shoot',
    description: 'Catalogue photographs of hand-painted Jaipur pottery on natural light.',
    category: 'photography',
    image: 'showcase-photography',
    link: null,
    featured: false,
  },
] as const;

export const demoShowcaseImageUrl = (image: string) => `/demo/${image}.webp`;
