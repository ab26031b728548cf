/** Fixed option lists from the specification. Labels are i18n keys under `options.*`; names of places are proper nouns. */
export const INDUSTRIES = [
  'agriculture',
  'handicrafts',
  'retail',
  'food_processing',
  'textiles',
  'fisheries',
  'dairy',
  'manufacturing',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const TURNOVER_BANDS = [
  'less_than_10_lakhs',
  'range_10_to_50_lakhs',
  'range_50_lakhs_to_1_crore',
  'range_1_to_5_crores',
  'more_than_5_crores',
] as const;
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];

export const OPERATIONAL_SCALES = ['local', 'regional', 'statewide', 'national', 'international'] as const;
export type OperationalScale = (typeof OPERATIONAL_SCALES)[number];

export const STATE_DISTRICTS = {
  karnataka: [
    'Bengaluru Urban',
    'Mysuru',
    'Dharwad',
    'Belagavi',
    'Dakshina Kannada',
    'Kalaburagi',
    'Ballari',
    'Shivamogga',
    'Tumakuru',
    'Udupi',
  ],
  maharashtra: [
    'Mumbai',
    'Pune',
    'Nashik',
    'Nagpur',
    'Chhatrapati Sambhajinagar',
    'Kolhapur',
    'Solapur',
    'Thane',
    'Satara',
    'Amravati',
  ],
  andhra_pradesh: [
    'Visakhapatnam',
    'Krishna',
    'Guntur',
    'Chittoor',
    'East Godavari',
    'West Godavari',
    'Kurnool',
    'Nellore',
    'Anantapur',
    'Kadapa',
  ],
  telangana: [
    'Hyderabad',
    'Rangareddy',
    'Medchal-Malkajgiri',
    'Warangal',
    'Karimnagar',
    'Nizamabad',
    'Khammam',
    'Nalgonda',
    'Adilabad',
    'Mahabubnagar',
  ],
  tamil_nadu: [
    'Chennai',
    'Coimbatore',
    'Madurai',
    'Tiruchirappalli',
    'Salem',
    'Tirunelveli',
    'Erode',
    'Vellore',
    'Thanjavur',
    'Kanyakumari',
  ],
  kerala: [
    'Thiruvananthapuram',
    'Kollam',
    'Alappuzha',
    'Kottayam',
    'Ernakulam',
    'Thrissur',
    'Palakkad',
    'Kozhikode',
    'Kannur',
    'Wayanad',
  ],
  gujarat: [
    'Ahmedabad',
    'Surat',
    'Vadodara',
    'Rajkot',
    'Bhavnagar',
    'Jamnagar',
    'Junagadh',
    'Kutch',
    'Gandhinagar',
    'Anand',
  ],
  rajasthan: [
    'Jaipur',
    'Jodhpur',
    'Udaipur',
    'Kota',
    'Ajmer',
    'Bikaner',
    'Alwar',
    'Bhilwara',
    'Jaisalmer',
    'Sikar',
  ],
} as const satisfies Record<string, readonly string[]>;
export type IndianState = keyof typeof STATE_DISTRICTS;
export const STATES = Object.keys(STATE_DISTRICTS) as IndianState[];

/** English names of the states, for stored text such as an enterprise's location ("Nashik, Maharashtra"). */
export const STATE_NAMES: Record<IndianState, string> = {
  karnataka: 'Karnataka',
  maharashtra: 'Maharashtra',
  andhra_pradesh: 'Andhra Pradesh',
  telangana: 'Telangana',
  tamil_nadu: 'Tamil Nadu',
  kerala: 'Kerala',
  gujarat: 'Gujarat',
  rajasthan: 'Rajasthan',
};

export function districtsOf(state: string): readonly string[] {
  return (STATE_DISTRICTS as Record<string, readonly string[]>)[state] ?? [];
}

// Skills: one taxonomy with ids, names and synonyms in skills.ts (decision 215).

export const JOB_CATEGORIES = [
  'photography',
  'videography',
  'social-media',
  'content-creation',
  'animation',
  'design',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** The Find Jobs page's orders. */
export const JOB_SORTS = ['newest', 'budget', 'deadline'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** The four service categories on the home page. */
export const SERVICE_CATEGORIES = ['photography', 'videography', 'social_media', 'design'] as const;

export const SHOWCASE_DEMO_CATEGORIES = [
  'Branding',
  'Print Design',
  'Logo Design',
  'Digital Marketing',
  'Photography',
] as const;
