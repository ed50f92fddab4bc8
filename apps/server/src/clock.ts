/** Every rule that depends on time (sessions, lockout, reset links) reads this, so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
