/** A grey placeholder block; its container says what is loading (aria-busy). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-gray-200 dark:bg-gray-800 ${className}`} />;
}
