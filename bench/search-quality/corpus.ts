/**
 * The search-quality benchmark's synthetic corpus (decision 271): jobs, creators and enterprises written in English,
 * Hindi, Kannada and Marathi, as businesses and creators would write them. Each document has a key the labelled
 * queries name; `topic` groups the jobs that mean the same thing in the four languages.
 */
export interface CorpusJob {
  key: string;
  topic: string;
  title: string;
  description: string;
  place: string;
}

const PLACES = {
  hubballi: ['Hubballi, Karnataka', 'ಹುಬ್ಬಳ್ಳಿ, ಕರ್ನಾಟಕ'],
  nashik: ['Nashik, Maharashtra', 'नाशिक, महाराष्ट्र'],
  mysuru: ['Mysuru, Karnataka', 'ಮೈಸೂರು'],
  pune: ['Pune, Maharashtra', 'पुणे'],
  belagavi: ['Belagavi, Karnataka', 'ಬೆಳಗಾವಿ'],
  bengaluru: ['Bengaluru, Karnataka', 'ಬೆಂಗಳೂರು'],
} as const;
export type PlaceId = keyof typeof PLACES;
const PLACE_IDS = Object.keys(PLACES) as PlaceId[];

/** Each topic in the four languages: [English, Hindi, Kannada, Marathi], each a title and a description. */
const TOPICS: Record<string, Array<[string, string]>> = {
  photography: [
    ['Product photography for pickle jars', 'Clean pictures of twenty jars on a white background.'],
    ['अचार की बोतलों की फ़ोटोग्राफ़ी', 'सफ़ेद पृष्ठभूमि पर बीस बोतलें।'],
    ['ಉಪ್ಪಿನಕಾಯಿ ಬಾಟಲಿಗಳ ಛಾಯಾಗ್ರಹಣ', 'ಬಿಳಿ ಹಿನ್ನೆಲೆಯಲ್ಲಿ ಇಪ್ಪತ್ತು ಬಾಟಲಿಗಳು.'],
    ['लोणच्याच्या बरण्यांचे छायाचित्रण', 'पांढऱ्या पार्श्वभूमीवर वीस बरण्या.'],
  ],
  wedding: [
    ['Wedding film for a family', 'Two days of ceremonies, candid and posed.'],
    ['शादी का वीडियो और एल्बम', 'दो दिन के समारोह।'],
    ['ಮದುವೆ ಸಮಾರಂಭದ ವಿಡಿಯೋ', 'ಎರಡು ದಿನಗಳ ಕಾರ್ಯಕ್ರಮ.'],
    ['लग्नाचे फोटो आणि व्हिडिओ', 'दोन दिवसांचा सोहळा.'],
  ],
  drone: [
    ['Drone shots of a coconut grove', 'Aerial footage for our brochure.'],
    ['नारियल के बाग का ड्रोन वीडियो', 'ब्रोशर के लिए ऊपर से दृश्य।'],
    ['ತೆಂಗಿನ ತೋಟದ ಡ್ರೋನ್ ಚಿತ್ರೀಕರಣ', 'ಕರಪತ್ರಕ್ಕಾಗಿ ಮೇಲಿನಿಂದ ದೃಶ್ಯ.'],
    ['नारळाच्या बागेचे ड्रोन चित्रीकरण', 'माहितीपत्रकासाठी दृश्ये.'],
  ],
  logo: [
    ['Logo for a new bakery', 'A simple mark that prints well on boxes.'],
    ['नई बेकरी के लिए लोगो', 'डिब्बों पर साफ़ छपने वाला निशान।'],
    ['ಹೊಸ ಬೇಕರಿಗೆ ಲೋಗೋ', 'ಡಬ್ಬಿಗಳ ಮೇಲೆ ಚೆನ್ನಾಗಿ ಮುದ್ರಿಸುವ ಗುರುತು.'],
    ['नवीन बेकरीसाठी लोगो', 'खोक्यांवर छापता येईल असे चिन्ह.'],
  ],
  reels: [
    ['Instagram reels for a saree shop', 'Short videos of new arrivals every week.'],
    ['साड़ी की दुकान के लिए इंस्टाग्राम रील्स', 'हर हफ़्ते नए माल के छोटे वीडियो।'],
    ['ಸೀರೆ ಅಂಗಡಿಗೆ ಇನ್‌ಸ್ಟಾಗ್ರಾಮ್ ರೀಲ್ಸ್', 'ಪ್ರತಿ ವಾರ ಹೊಸ ಸಂಗ್ರಹದ ಕಿರು ವಿಡಿಯೋ.'],
    ['साडीच्या दुकानासाठी रील्स', 'दर आठवड्याला नवीन मालाचे छोटे व्हिडिओ.'],
  ],
  catalogue: [
    ['Catalogue of brass lamps', 'Forty lamps, each from two sides.'],
    ['पीतल के दीयों का कैटलॉग', 'चालीस दीये, दो तरफ़ से।'],
    ['ಹಿತ್ತಾಳೆ ದೀಪಗಳ ಕ್ಯಾಟಲಾಗ್', 'ನಲವತ್ತು ದೀಪಗಳು.'],
    ['पितळी दिव्यांचा कॅटलॉग', 'चाळीस दिवे.'],
  ],
  farm: [
    ['Video about our organic farm', 'Show how we grow vegetables without chemicals.'],
    ['जैविक खेती पर वीडियो', 'बिना रसायन के सब्ज़ी उगाने का तरीका।'],
    ['ಸಾವಯವ ಕೃಷಿ ಬಗ್ಗೆ ವಿಡಿಯೋ', 'ರಾಸಾಯನಿಕವಿಲ್ಲದೆ ತರಕಾರಿ ಬೆಳೆಯುವುದು.'],
    ['सेंद्रिय शेती व्हिडिओ', 'रसायनाशिवाय भाजी पिकवणे.'],
  ],
  dairy: [
    ['Photos of our dairy milk packets', 'Milk, curd and ghee packets for the website.'],
    ['डेयरी के दूध पैकेट की तस्वीरें', 'दूध, दही और घी के पैकेट।'],
    ['ಹಾಲು ಡೈರಿ ಪ್ಯಾಕೆಟ್ ಫೋಟೋ', 'ಹಾಲು, ಮೊಸರು ಮತ್ತು ತುಪ್ಪ.'],
    ['डेअरी दूध पिशवी फोटो', 'दूध, दही आणि तूप.'],
  ],
  spice: [
    ['Packaging design for spice mixes', 'Six blends, one look.'],
    ['मसाला पैकेट का डिज़ाइन', 'छह मिश्रण, एक रूप।'],
    ['ಮಸಾಲೆ ಪ್ಯಾಕೆಟ್ ವಿನ್ಯಾಸ', 'ಆರು ಮಿಶ್ರಣಗಳು.'],
    ['मसाले पाकिटांचे डिझाइन', 'सहा मिश्रणे.'],
  ],
  photoshoot: [
    ['Photoshoot for a clothing store', 'Models in our new kurtas.'],
    ['कपड़ों की दुकान का फोटोशूट', 'नए कुर्तों में मॉडल।'],
    ['ಬಟ್ಟೆ ಅಂಗಡಿಗೆ ಫೋಟೋಶೂಟ್', 'ಹೊಸ ಕುರ್ತಾಗಳಲ್ಲಿ ಮಾದರಿಗಳು.'],
    ['कपड्यांच्या दुकानासाठी फोटोशूट', 'नवीन कुर्त्यांमध्ये मॉडेल.'],
  ],
  website: [
    ['Website for a homestay', 'Rooms, prices and a booking form.'],
    ['होमस्टे के लिए वेबसाइट', 'कमरे, दाम और बुकिंग।'],
    ['ಹೋಂಸ್ಟೇಗೆ ಜಾಲತಾಣ', 'ಕೊಠಡಿಗಳು ಮತ್ತು ದರಗಳು.'],
    ['होमस्टेसाठी संकेतस्थळ', 'खोल्या आणि दर.'],
  ],
};

export const LANGUAGES = ['en', 'hi', 'kn', 'mr'] as const;
export type QueryLanguage = (typeof LANGUAGES)[number];

/** Every topic in every language, at a place that turns with each job; half the places written in their own script. */
export const JOBS: CorpusJob[] = Object.entries(TOPICS).flatMap(([topic, versions], t) =>
  versions.map(([title, description], l) => {
    const place = PLACE_IDS[(t * 4 + l) % PLACE_IDS.length]!;
    return {
      key: `${topic}:${LANGUAGES[l]}`,
      topic,
      title,
      description,
      place: PLACES[place][(t + l) % 2]!,
    };
  }),
);

/** The jobs at a place, whichever way their location is written. */
export const jobsAt = (place: PlaceId) =>
  JOBS.filter((job) => (PLACES[place] as readonly string[]).includes(job.place)).map((job) => job.key);

export interface CorpusPerson {
  key: string;
  role: 'creator' | 'enterprise';
  name: string;
  companyName?: string;
  location: string;
  skills?: string[];
  industry?: string;
  bio?: string;
}

export const PEOPLE: CorpusPerson[] = [
  {
    key: 'sneha',
    role: 'creator',
    name: 'Sneha Patil',
    location: 'Hubballi, Karnataka',
    skills: ['photography'],
  },
  { key: 'sneha-kn', role: 'creator', name: 'ಸ್ನೇಹಾ ಗೌಡ', location: 'ಮೈಸೂರು', skills: ['videography'] },
  { key: 'sunita', role: 'creator', name: 'सुनीता जाधव', location: 'पुणे', skills: ['content-creation'] },
  {
    key: 'ravi',
    role: 'creator',
    name: 'Ravi Kulkarni',
    location: 'Nashik, Maharashtra',
    skills: ['drone-operation'],
  },
  {
    key: 'imran',
    role: 'creator',
    name: 'Imran Shaikh',
    location: 'Belagavi, Karnataka',
    skills: ['logo-design', 'graphic-design'],
  },
  {
    key: 'kavya',
    role: 'creator',
    name: 'ಕಾವ್ಯಾ ಹೆಗಡೆ',
    location: 'ಬೆಂಗಳೂರು',
    skills: ['social-media', 'content-creation'],
  },
  {
    key: 'nandini',
    role: 'enterprise',
    name: 'Nandini Rao',
    companyName: 'Nandini Dairy Farm',
    location: 'Mysuru, Karnataka',
    industry: 'dairy',
  },
  {
    key: 'sahyadri',
    role: 'enterprise',
    name: 'Sahyadri Farms',
    companyName: 'सह्याद्री फार्म्स',
    location: 'नाशिक',
    industry: 'agriculture',
  },
  {
    key: 'ilkal',
    role: 'enterprise',
    name: 'Ilkal Sarees',
    companyName: 'ಇಳಕಲ್ ಸೀರೆ ಕೇಂದ್ರ',
    location: 'Hubballi, Karnataka',
    industry: 'textiles',
  },
  {
    key: 'masala',
    role: 'enterprise',
    name: 'Kolhapuri Masale',
    companyName: 'कोल्हापुरी मसाले',
    location: 'Pune, Maharashtra',
    industry: 'food_processing',
  },
];
