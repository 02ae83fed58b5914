import { HomeHighlights } from './HomeHighlights';
import { LatestNews } from './LatestNews';

/** What the home shows below a participant's dashboard: the highlights, then the latest news. */
export function HomeNews() {
  return (
    <>
      <HomeHighlights />
      <LatestNews />
    </>
  );
}
