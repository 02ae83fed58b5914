import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE, isPublicRoute } from '@/domain/constants';

/**
 * Sends a visitor without the `login` cookie to /login before a private page renders. A convenience, not the
 * security boundary: the API checks the session on every call.
 */
export function proxy(request: NextRequest) {
  if (isPublicRoute(request.nextUrl.pathname) || request.cookies.has(COOKIE.login)) return NextResponse.next();
  return NextResponse.redirect(new URL('/login', request.url));
}

export const config = {
  // Pages only: not the API, the socket, Next's own assets, nor files with an extension (images, fonts, scripts).
  matcher: ['/((?!api(?:/|$)|socket\\.io(?:/|$)|_next/|.*\\.[^/]+$).*)'],
};
