/** The time source of the services, injected so tests can move it forward. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
