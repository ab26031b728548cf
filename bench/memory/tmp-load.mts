import { searchLoad } from './traffic';
const r = await searchLoad(process.argv[2]!, Number(process.argv[3] ?? 30), 20);
console.log(r);
