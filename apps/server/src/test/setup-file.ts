// Runs before every API test file (vitest.config.ts `setupFiles`).
import { useTestPasswordCost } from '../lib/passwords';

useTestPasswordCost();
