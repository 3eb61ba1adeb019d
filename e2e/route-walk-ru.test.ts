import { describeRouteWalk } from './support/route-walk-suite.ts';

// Every route in Russian (issue 40); the other language walks in a file of its own, so the two run side by side.
describeRouteWalk('ru');
