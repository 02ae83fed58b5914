import { useState } from 'react';
import { avatarContent } from '@/domain/choice-fields';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<AvatarSize, { pixels: number; classes: string }> = {
  xs: { pixels: 24, classes: 'size-6 text-xs' },
  sm: { pixels: 32, classes: 'size-8 text-sm' },
  md: { pixels: 40, classes: 'size-10 text-base' },
  lg: { pixels: 56, classes: 'size-14 text-xl' },
  xl: { pixels: 80, classes: 'size-20 text-3xl' },
};

interface AvatarProps {
  name: string;
  /** The person's picture. */
  src?: string | null;
  /** Shown when there is no picture, e.g. the plan's or the fund's logo. */
  logoSrc?: string | null;
  size?: AvatarSize;
  /** Decorative by default (the name is written next to it); true announces the name. */
  isLabelled?: boolean;
  className?: string;
}

/** A round picture: the image, else the logo, else the name's first letter (spec §2.9); a failed image falls back. */
export function Avatar({ name, src, logoSrc, size = 'md', isLabelled = false, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const content = avatarContent({ name, src, logoSrc }, failed);
  const { pixels, classes } = SIZES[size];
  const a11y = isLabelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true };

  return (
    <span
      {...a11y}
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-strong ${classes} ${className}`}
    >
      {content.kind === 'initial' ? (
        content.letter
      ) : (
        // Shown as sent (next/image would be `unoptimized` here anyway, and weighs ~5 kB gzip on every page).
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={content.src}
          alt=""
          width={pixels}
          height={pixels}
          decoding="async"
          onError={() => setFailed((current) => new Set(current).add(content.src))}
          className={`size-full ${content.kind === 'image' ? 'object-cover' : 'bg-white object-contain p-[15%]'}`}
        />
      )}
    </span>
  );
}
