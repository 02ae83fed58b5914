import { Skeleton } from '@/components/ui/Skeleton';

/** Placeholder while the plan link and the onboarding rules load (ui.md: skeletons, not a page spinner). */
export function OnboardingSkeleton() {
  return (
    <div aria-busy="true" aria-label="Carregando o seu cadastro" className="space-y-5">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}
