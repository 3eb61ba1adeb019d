/** Answers of the generator API. */
export const generatorTexts = {
  notEnoughCredits: (needed: number, balance: number) =>
    `Not enough credits: this generation needs ${needed} (one per site) and your balance is ${balance}. Confirm your email to get 5 free credits.`,
  trackIdTaken: 'This track_id was already used. Start a new generation with a new track_id.',
  notFound: 'No generation with this track_id.',
  queued: 'Waiting in the queue…',
  completed: 'Your website is ready!',
  interrupted: 'The server restarted during the generation too many times. Your credits were refunded; please try again.',
  timedOut: (minutes: number) => `The generation took longer than ${minutes} minutes and was stopped. Your credits were refunded; please try again.`,
  unexpected: 'The generation failed because of an unexpected error on our side. Your credits were refunded; please try again.',
  /** The admin view's failure reason of a generation the time-limit sweep ended. */
  sweptDetail: (status: string) => `Ended by the time-limit sweep: no worker ${status === 'queued' ? 'started' : 'finished'} it in time.`,
  refundReason: (trackId: string) => `Refund: generation ${trackId} failed`,
  chargeReason: (trackId: string, sites: number) => `Generation ${trackId} (${sites} site${sites === 1 ? '' : 's'})`,
} as const;
