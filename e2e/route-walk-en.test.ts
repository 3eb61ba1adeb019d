import { describeRouteWalk } from './support/route-walk-suite.ts';

// Every route in English (issue 40); the other language walks in a file of its own, so the two run side by side.
describeRouteWalk('en');
