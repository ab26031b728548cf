import { describeRouteSweep } from './support/route-sweep';

// One share of the route sweep (support/route-sweep.ts says which, and why the sweep is split).
describeRouteSweep('english');
