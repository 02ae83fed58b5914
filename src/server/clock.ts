/**
 * What the services read the time by: the system's, or one a test sets (buildApp's `clock`), so that a test can put
 * the server at 22:30 in Brasília, which is already tomorrow in UTC. The calendar day comes from it through
 * fundToday (src/domain/business-days.ts), never from the server's own time zone.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
