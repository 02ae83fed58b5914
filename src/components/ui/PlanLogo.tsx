import { PLAN_LOGO_BACKDROP } from '@/domain/themes-plan-logo';

/**
 * A plan's logo on its light plate (domain/plan-logo.ts): legible in the dark look too. On the light look's white
 * surfaces the plate does not show.
 */
export function PlanLogo({ src, alt = '', imageClassName = 'h-10 w-auto' }: { src: string; alt?: string; imageClassName?: string }) {
  return (
    <span className="inline-flex rounded-lg p-1 dark:ring-1 dark:ring-white/20" style={{ backgroundColor: PLAN_LOGO_BACKDROP }} data-testid="logo-plano">
      {/* A logo of the portal (an SVG) or an uploaded image, or a blob: preview: next/image adds nothing to any of them. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt={alt} className={imageClassName} />
    </span>
  );
}
