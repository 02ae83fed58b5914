/** Texts of the select and avatar components (spec §2.9). */

export const SELECT_PLACEHOLDER = 'Selecione';

/** What a closed select shows: 'Selecione', the one chosen label, or '{n} selecionados'. */
export function selectionSummary(selectedLabels: readonly string[], placeholder = SELECT_PLACEHOLDER): string {
  if (selectedLabels.length === 0) return placeholder;
  if (selectedLabels.length === 1) return selectedLabels[0];
  return `${selectedLabels.length} selecionados`;
}

/**
 * The values chosen after one option is checked or unchecked, in the options' order (not the order of the clicks), so
 * that the answer reads the same however it was chosen.
 */
export function toggleChoice(optionValues: readonly string[], chosen: readonly string[], value: string, isChecked: boolean): string[] {
  const next = new Set(chosen);
  if (isChecked) next.add(value);
  else next.delete(value);
  return optionValues.filter((candidate) => next.has(candidate));
}

/** The avatar's letter: the first letter of the name, upper case; '?' when there is none. */
export function avatarInitial(name: string | null | undefined): string {
  const letter = /\p{L}/u.exec(name ?? '')?.[0];
  return letter ? letter.toLocaleUpperCase('pt-BR') : '?';
}

export type AvatarContent = { kind: 'image'; src: string } | { kind: 'logo'; src: string } | { kind: 'initial'; letter: string };

/** Image, else logo, else the first letter (sources that failed to load are skipped). */
export function avatarContent(
  { name, src, logoSrc }: { name?: string | null; src?: string | null; logoSrc?: string | null },
  failed: ReadonlySet<string> = new Set(),
): AvatarContent {
  if (src && !failed.has(src)) return { kind: 'image', src };
  if (logoSrc && !failed.has(logoSrc)) return { kind: 'logo', src: logoSrc };
  return { kind: 'initial', letter: avatarInitial(name) };
}
