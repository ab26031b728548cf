/**
 * The marketplace's words in four languages (decision 271). Each concept: its id (a skill, category or industry id of
 * the taxonomy where it is one), its label in English, Hindi, Kannada and Marathi (what the page says it searched
 * for), and every way people write it, in any script, separated by "|": the taxonomy's own names and translations,
 * romanised Hindi ("Hinglish"), plurals, agent nouns. A phrase of several words matches when all its words do.
 * To add a word: add it to the concept's list (a test checks the list stays well-formed); admins can also add one from
 * the back office without a release.
 */
export type LexiconRow = readonly [
  id: string,
  labels: readonly [string, string, string, string],
  terms: string,
];

export const LEXICON_WORDS: readonly LexiconRow[] = [
  // Skills and job categories (packages/shared/src/skills.ts, job-categories.ts) with the app's translations.
  [
    'photography',
    ['photography', 'फ़ोटोग्राफ़ी', 'ಛಾಯಾಗ್ರಹಣ', 'छायाचित्रण'],
    'photography|photographer|photographers|product photography|photos|फ़ोटोग्राफ़ी|फोटोग्राफी|फोटोग्राफर|छायाचित्रण|छायाचित्रकार|ಛಾಯಾಗ್ರಹಣ|ಛಾಯಾಗ್ರಾಹಕ|ಫೋಟೋಗ್ರಫಿ|chhayachitran',
  ],
  [
    'photoshoot',
    ['photoshoot', 'फोटोशूट', 'ಫೋಟೋಶೂಟ್', 'फोटोशूट'],
    'photoshoot|photo shoot|photo session|photos|pictures|फ़ोटो|फोटो|फोटोशूट|तस्वीर|तस्वीरें|छायाचित्र|ಫೋಟೋ|ಫೋಟೋಶೂಟ್|tasveer',
  ],
  [
    'videography',
    ['videography', 'वीडियोग्राफ़ी', 'ವಿಡಿಯೋಗ್ರಫಿ', 'व्हिडिओग्राफी'],
    'videography|videographer|video|videos|video shooting|video production|film|filming|shoot video|वीडियोग्राफ़ी|वीडियोग्राफी|वीडियो|फिल्म|व्हिडिओग्राफी|व्हिडिओ|चित्रीकरण|ವಿಡಿಯೋಗ್ರಫಿ|ವಿಡಿಯೋ|ವೀಡಿಯೊ|ಚಿತ್ರೀಕರಣ|vidio',
  ],
  [
    'video-editing',
    ['video editing', 'वीडियो एडिटिंग', 'ವಿಡಿಯೋ ಎಡಿಟಿಂಗ್', 'व्हिडिओ एडिटिंग'],
    'video editing|video editor|editing videos|वीडियो एडिटिंग|वीडियो संपादन|व्हिडिओ एडिटिंग|ವಿಡಿಯೋ ಎಡಿಟಿಂಗ್|ವಿಡಿಯೋ ಸಂಕಲನ',
  ],
  [
    'photo-editing',
    ['photo editing', 'फ़ोटो एडिटिंग', 'ಫೋಟೋ ಎಡಿಟಿಂಗ್', 'फोटो एडिटिंग'],
    'photo editing|photo retouching|retouching|image editing|फ़ोटो एडिटिंग|फोटो एडिटिंग|ಫೋಟೋ ಎಡಿಟಿಂಗ್',
  ],
  [
    'sound-design',
    ['sound design', 'साउंड डिज़ाइन', 'ಧ್ವನಿ ವಿನ್ಯಾಸ', 'ध्वनी संरचना'],
    'sound design|sound editing|audio editing|audio|dubbing|voice over|साउंड डिज़ाइन|साउंड|ध्वनि|आवाज़|डबिंग|ಧ್ವನಿ ವಿನ್ಯಾಸ|ಧ್ವನಿ|ध्वनी संरचना|ध्वनी',
  ],
  [
    'animation',
    ['animation', 'एनिमेशन', 'ಅನಿಮೇಷನ್', 'ॲनिमेशन'],
    'animation|animator|2d animation|3d animation|cartoon|explainer|एनिमेशन|कार्टून|ॲनिमेशन|अ\u200dॅनिमेशन|ಅನಿಮೇಷನ್|ಕಾರ್ಟೂನ್',
  ],
  [
    'motion-graphics',
    ['motion graphics', 'मोशन ग्राफ़िक्स', 'ಮೋಷನ್ ಗ್ರಾಫಿಕ್ಸ್', 'मोशन ग्राफिक्स'],
    'motion graphics|motion design|मोशन ग्राफ़िक्स|मोशन ग्राफिक्स|ಮೋಷನ್ ಗ್ರಾಫಿಕ್ಸ್',
  ],
  [
    'drone-operation',
    ['drone', 'ड्रोन', 'ಡ್ರೋನ್', 'ड्रोन'],
    'drone|drones|drone operation|drone pilot|aerial photography|aerial|ड्रोन|ड्रोन संचालन|हवाई फोटोग्राफी|ड्रोन चालवणे|ಡ್ರೋನ್|ಡ್ರೋನ್ ಚಾಲನೆ',
  ],
  [
    'camera-operation',
    ['camera operation', 'कैमरा संचालन', 'ಕ್ಯಾಮೆರಾ ಚಾಲನೆ', 'कॅमेरा चालवणे'],
    'camera operation|camera operator|cameraman|camera|कैमरा|कैमरामैन|कैमरा संचालन|कॅमेरा|कॅमेरा चालवणे|ಕ್ಯಾಮೆರಾ|ಕ್ಯಾಮೆರಾ ಚಾಲನೆ',
  ],
  [
    'lighting',
    ['lighting', 'लाइटिंग', 'ಬೆಳಕಿನ ವ್ಯವಸ್ಥೆ', 'प्रकाशयोजना'],
    'lighting|lighting design|lights|gaffer|लाइटिंग|रोशनी|प्रकाशयोजना|ಬೆಳಕಿನ ವ್ಯವಸ್ಥೆ|ಬೆಳಕು|ಲೈಟಿಂಗ್',
  ],
  [
    'content-creation',
    ['content creation', 'कंटेंट निर्माण', 'ಕಂಟೆಂಟ್ ರಚನೆ', 'कंटेंट निर्मिती'],
    'content creation|content creator|content writing|content|reels|कंटेंट निर्माण|कंटेंट|कंटेंट निर्मिती|मजकूर निर्मिती|ಕಂಟೆಂಟ್ ರಚನೆ|ಕಂಟೆಂಟ್|ವಿಷಯ ರಚನೆ',
  ],
  ['reel', ['reels', 'रील्स', 'ರೀಲ್ಸ್', 'रील्स'], 'reel|reels|instagram reels|shorts|रील|रील्स|ರೀಲ್|ರೀಲ್ಸ್'],
  [
    'social-media',
    ['social media', 'सोशल मीडिया', 'ಸಾಮಾಜಿಕ ಮಾಧ್ಯಮ', 'सोशल मीडिया'],
    'social media|social media marketing|social media management|smm|instagram|facebook|whatsapp|सोशल मीडिया|इंस्टाग्राम|ಸಾಮಾಜಿಕ ಮಾಧ್ಯಮ|ಸೋಷಿಯಲ್ ಮೀಡಿಯಾ|ಇನ್‌ಸ್ಟಾಗ್ರಾಮ್',
  ],
  [
    'digital-marketing',
    ['digital marketing', 'डिजिटल मार्केटिंग', 'ಡಿಜಿಟಲ್ ಮಾರ್ಕೆಟಿಂಗ್', 'डिजिटल मार्केटिंग'],
    'digital marketing|online marketing|marketing|advertising|advertisement|ads|डिजिटल मार्केटिंग|मार्केटिंग|विज्ञापन|जाहिरात|ಡಿಜಿಟಲ್ ಮಾರ್ಕೆಟಿಂಗ್|ಮಾರ್ಕೆಟಿಂಗ್|ಜಾಹೀರಾತು',
  ],
  [
    'graphic-design',
    ['graphic design', 'ग्राफ़िक डिज़ाइन', 'ಗ್ರಾಫಿಕ್ ವಿನ್ಯಾಸ', 'ग्राफिक डिझाइन'],
    'graphic design|graphic designer|graphics|design|ग्राफ़िक डिज़ाइन|ग्राफिक डिजाइन|ग्राफिक डिझाइन|ಗ್ರಾಫಿಕ್ ವಿನ್ಯಾಸ|ಗ್ರಾಫಿಕ್ ಡಿಸೈನ್',
  ],
  [
    'design',
    ['design', 'डिज़ाइन', 'ವಿನ್ಯಾಸ', 'डिझाइन'],
    'design|designer|designing|डिज़ाइन|डिजाइन|डिज़ाइनर|डिझाइन|ವಿನ್ಯಾಸ|ಡಿಸೈನ್',
  ],
  [
    'logo-design',
    ['logo', 'लोगो', 'ಲೋಗೋ', 'लोगो'],
    'logo|logos|logo design|logo designer|लोगो|लोगो डिज़ाइन|लोगो डिझाइन|ಲೋಗೋ|ಲೋಗೋ ವಿನ್ಯಾಸ|ಲಾಂಛನ',
  ],
  [
    'branding',
    ['branding', 'ब्रांडिंग', 'ಬ್ರ್ಯಾಂಡಿಂಗ್', 'ब्रँडिंग'],
    'branding|brand identity|brand design|brand|ब्रांडिंग|ब्रांड|ब्रँडिंग|ब्रँड|ಬ್ರ್ಯಾಂಡಿಂಗ್|ಬ್ರ್ಯಾಂಡ್',
  ],
  [
    'print-design',
    ['print design', 'प्रिंट डिज़ाइन', 'ಮುದ್ರಣ ವಿನ್ಯಾಸ', 'मुद्रण डिझाइन'],
    'print design|brochure design|poster design|packaging design|brochure|poster|packaging|flyer|प्रिंट डिज़ाइन|पोस्टर|ब्रोशर|पैकेजिंग|मुद्रण डिझाइन|ಮುದ್ರಣ ವಿನ್ಯಾಸ|ಪೋಸ್ಟರ್|ಪ್ಯಾಕೇಜಿಂಗ್',
  ],
  // Industries (options.ts) with the app's translations.
  [
    'agriculture',
    ['agriculture', 'कृषि और खेती', 'ಕೃಷಿ ಮತ್ತು ಬೇಸಾಯ', 'कृषी आणि शेती'],
    'agriculture|farming|farm|farms|farmer|farmers|kheti|krishi|kisan|organic farm|कृषि|खेती|किसान|कृषी|शेती|शेतकरी|ಕೃಷಿ|ಬೇಸಾಯ|ರೈತ|ತೋಟ',
  ],
  [
    'handicrafts',
    ['handicrafts', 'हस्तशिल्प', 'ಕರಕುಶಲ', 'हस्तकला'],
    'handicraft|handicrafts|crafts|craft|handmade|हस्तशिल्प|दस्तकारी|हस्तकला|ಕರಕುಶಲ|ಕರಕುಶಲ ವಸ್ತು',
  ],
  [
    'retail',
    ['retail', 'खुदरा और व्यापार', 'ಚಿಲ್ಲರೆ ಮತ್ತು ವ್ಯಾಪಾರ', 'किरकोळ विक्री आणि व्यापार'],
    'retail|trading|trade|shop|store|dukaan|dukan|खुदरा|व्यापार|दुकान|किरकोळ विक्री|किरकोळ|ಚಿಲ್ಲರೆ|ವ್ಯಾಪಾರ|ಅಂಗಡಿ',
  ],
  [
    'food_processing',
    ['food processing', 'खाद्य प्रसंस्करण', 'ಆಹಾರ ಸಂಸ್ಕರಣೆ', 'अन्न प्रक्रिया'],
    'food processing|food|snacks|pickle|pickles|achar|खाद्य प्रसंस्करण|खाद्य|अचार|अन्न प्रक्रिया|अन्न|लोणचे|ಆಹಾರ ಸಂಸ್ಕರಣೆ|ಆಹಾರ|ಉಪ್ಪಿನಕಾಯಿ',
  ],
  [
    'textiles',
    ['textiles', 'वस्त्र और सिलाई', 'ಜವಳಿ ಮತ್ತು ಹೊಲಿಗೆ', 'वस्त्र आणि शिवणकाम'],
    'textile|textiles|tailoring|tailor|handloom|weaving|weaver|weavers|clothes|कपड़ा|कपड़े|वस्त्र|सिलाई|हथकरघा|बुनकर|शिवणकाम|हातमाग|विणकर|ಜವಳಿ|ಹೊಲಿಗೆ|ಕೈಮಗ್ಗ|ನೇಕಾರ',
  ],
  [
    'fisheries',
    ['fisheries', 'मत्स्य पालन', 'ಮೀನುಗಾರಿಕೆ', 'मत्स्यव्यवसाय'],
    'fisheries|fish|fishing|fish market|aquaculture|machli|मछली|मत्स्य पालन|जलीय कृषि|मासे|मत्स्यव्यवसाय|जलशेती|ಮೀನು|ಮೀನುಗಾರಿಕೆ|ಜಲಕೃಷಿ',
  ],
  [
    'dairy',
    ['dairy', 'डेयरी', 'ಹೈನುಗಾರಿಕೆ', 'दुग्धव्यवसाय'],
    'dairy|milk|doodh|ghee|paneer|animal husbandry|cattle|डेयरी|डेरी|दूध|घी|पनीर|पशुपालन|दुग्धव्यवसाय|डेअरी|तूप|ಹೈನುಗಾರಿಕೆ|ಹಾಲು|ತುಪ್ಪ|ಪಶುಸಂಗೋಪನೆ|ಡೈರಿ',
  ],
  [
    'manufacturing',
    ['manufacturing', 'विनिर्माण', 'ಉತ್ಪಾದನೆ', 'उत्पादन'],
    'manufacturing|manufacturer|factory|small scale industry|विनिर्माण|लघु उद्योग|कारखाना|फैक्ट्री|उत्पादन|लघुउद्योग|ಉತ್ಪಾದನೆ|ಕಾರ್ಖಾನೆ',
  ],
  // What the jobs are about.
  [
    'wedding',
    ['wedding', 'शादी', 'ಮದುವೆ', 'लग्न'],
    'wedding|weddings|marriage|pre wedding|shaadi|shadi|vivah|vivaah|lagna|lagn|maduve|madve|शादी|विवाह|ब्याह|लग्न|लग्नसोहळा|ಮದುವೆ|ವಿವಾಹ',
  ],
  [
    'catalogue',
    ['catalogue', 'कैटलॉग', 'ಕ್ಯಾಟಲಾಗ್', 'कॅटलॉग'],
    'catalogue|catalog|catalogues|product catalogue|कैटलॉग|कॅटलॉग|ಕ್ಯಾಟಲಾಗ್',
  ],
  [
    'product-shoot',
    ['product shoot', 'उत्पाद फ़ोटोग्राफ़ी', 'ಉತ್ಪನ್ನ ಛಾಯಾಗ್ರಹಣ', 'उत्पादन छायाचित्रण'],
    'product shoot|product photography|product photos|उत्पाद फोटोग्राफी|उत्पाद फोटो|प्रोडक्ट शूट|उत्पादन छायाचित्रण|ಉತ್ಪನ್ನ ಛಾಯಾಗ್ರಹಣ|ಉತ್ಪನ್ನ ಫೋಟೋ|ಪ್ರಾಡಕ್ಟ್ ಶೂಟ್',
  ],
  ['saree', ['saree', 'साड़ी', 'ಸೀರೆ', 'साडी'], 'saree|sarees|sari|saris|साड़ी|साडी|साड़ियाँ|ಸೀರೆ|ಸೀರೆಗಳು'],
  [
    'spice',
    ['spices', 'मसाले', 'ಮಸಾಲೆ', 'मसाले'],
    'spice|spices|masala|masale|मसाला|मसाले|मसालों|ಮಸಾಲೆ|ಮಸಾಲಾ|ಸಾಂಬಾರ ಪದಾರ್ಥ',
  ],
  ['mango', ['mango', 'आम', 'ಮಾವು', 'आंबा'], 'mango|mangoes|mangos|aam|amba|आम|आंबा|आंबे|ಮಾವು|ಮಾವಿನ ಹಣ್ಣು'],
  [
    'pottery',
    ['pottery', 'मिट्टी के बर्तन', 'ಕುಂಬಾರಿಕೆ', 'मातीची भांडी'],
    'pottery|potter|terracotta|clay pots|kumhar|मिट्टी के बर्तन|कुम्हार|मातीची भांडी|कुंभार|ಕುಂಬಾರಿಕೆ|ಮಡಿಕೆ',
  ],
  ['jaggery', ['jaggery', 'गुड़', 'ಬೆಲ್ಲ', 'गूळ'], 'jaggery|gud|gur|गुड़|गुड|गूळ|ಬೆಲ್ಲ'],
  ['silk', ['silk', 'रेशम', 'ರೇಷ್ಮೆ', 'रेशीम'], 'silk|resham|रेशम|रेशमी|रेशीम|ರೇಷ್ಮೆ'],
  [
    'festival',
    ['festival', 'त्योहार', 'ಹಬ್ಬ', 'सण'],
    'festival|festivals|tyohar|utsav|diwali|त्योहार|उत्सव|दिवाली|सण|दिवाळी|ಹಬ್ಬ|ಉತ್ಸವ|ದೀಪಾವಳಿ',
  ],
  ['tea', ['tea', 'चाय', 'ಚಹಾ', 'चहा'], 'tea|chai|tea estate|चाय|चहा|ಚಹಾ|ಟೀ'],
  ['cashew', ['cashews', 'काजू', 'ಗೋಡಂಬಿ', 'काजू'], 'cashew|cashews|kaju|काजू|ಗೋಡಂಬಿ'],
  [
    'coir',
    ['coir', 'नारियल रेशा', 'ತೆಂಗಿನ ನಾರು', 'काथ्या'],
    'coir|coir mats|coconut fibre|नारियल रेशा|काथ्या|ತೆಂಗಿನ ನಾರು',
  ],
  ['bamboo', ['bamboo', 'बांस', 'ಬಿದಿರು', 'बांबू'], 'bamboo|baans|बांस|बाँस|बांबू|ಬಿದಿರು'],
  [
    'website',
    ['website', 'वेबसाइट', 'ಜಾಲತಾಣ', 'संकेतस्थळ'],
    'website|websites|web site|web design|वेबसाइट|वेबसाईट|संकेतस्थळ|ಜಾಲತಾಣ|ವೆಬ್‌ಸೈಟ್',
  ],
  [
    'event',
    ['event', 'कार्यक्रम', 'ಕಾರ್ಯಕ್ರಮ', 'कार्यक्रम'],
    'event|events|function|karyakram|कार्यक्रम|समारोह|ಕಾರ್ಯಕ್ರಮ|ಸಮಾರಂಭ',
  ],
  [
    'restaurant',
    ['restaurant', 'रेस्टोरेंट', 'ಹೋಟೆಲ್', 'उपाहारगृह'],
    'restaurant|hotel|cafe|dhaba|रेस्टोरेंट|होटल|ढाबा|उपाहारगृह|ಹೋಟೆಲ್|ರೆಸ್ಟೋರೆಂಟ್',
  ],
];
