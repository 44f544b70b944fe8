export type TClock = { now: () => Date };

export const systemClock: TClock = { now: () => new Date() };

export const toIso = (date: Date): string => date.toISOString();
export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);
