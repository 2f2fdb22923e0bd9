/** The time source of the app; tests inject their own to cross code expiry and cooldowns without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
