import type { ChoiceOption } from '@/components/ui/RadioSelect';

/** The declarations send 'S' or 'N' (spec §5: 'Sim' sends 'S'). */
export const YES_NO_OPTIONS: readonly ChoiceOption[] = [
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
];
