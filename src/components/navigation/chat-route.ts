/**
 * Whether the chat's page is built (routes.ts says it of every page), as a constant of the build (next.config.js): the
 * top bar, on every private page, asks only this, and reading it from routes.ts's list would put every route's path
 * in every page's first load (1 kB gzip).
 */
export const IS_CHAT_BUILT = process.env.PORTAL_CHAT_BUILT === 'true';
