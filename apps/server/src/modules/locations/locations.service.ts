import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PincodeLookup } from '@kalasetu/shared/locations';
import { notFound } from '../../lib/errors';

/** pincodes.json, built by scripts/build-pincodes.mjs: places as `state|District`, then [PIN delta, place, …]. */
interface PincodeFile {
  places: string[];
  pins: number[];
}

const FILE = path.join(import.meta.dirname, 'pincodes.json');

/** PIN → place, read on the first lookup (about 20 000 entries, so nothing is read at start-up). */
let table: Promise<Map<number, string>> | null = null;

async function loadTable(): Promise<Map<number, string>> {
  const { places, pins } = JSON.parse(await readFile(FILE, 'utf8')) as PincodeFile;
  const map = new Map<number, string>();
  let pin = 0;
  for (let i = 0; i + 1 < pins.length; i += 2) {
    pin += pins[i]!;
    map.set(pin, places[pins[i + 1]!]!);
  }
  return map;
}

/**
 * The state and district of a PIN code (GeoNames' postal codes mapped onto the district list, decision 230). A PIN the
 * data set does not hold is a 404 with a message that says to choose the state and district instead.
 */
export async function lookUpPincode(pin: string): Promise<PincodeLookup> {
  table ??= loadTable().catch((error: unknown) => {
    table = null;
    throw error;
  });
  const place = (await table).get(Number(pin));
  if (!place) throw notFound('errors.pincodeNotFound');
  const [state = '', district = ''] = place.split('|');
  return { pin, state, district: district || null };
}
