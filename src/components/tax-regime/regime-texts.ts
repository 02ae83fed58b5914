import type { Regime } from '@/services/tax-regime';

/** What each regime means, in two plain sentences each (both pages show them). */
export const REGIME_EXPLAINED: Readonly<Record<Regime, { title: string; text: string[] }>> = {
  progressivo: {
    title: 'Progressivo',
    text: [
      'É a mesma tabela do salário: quanto maior a renda do mês, maior a alíquota, de 0 % a 27,5 %, e rendas menores pagam pouco ou nada.',
      'O imposto descontado é acertado na declaração anual, junto com as suas outras rendas e deduções; num resgate, 15 % são retidos antes, como adiantamento.',
    ],
  },
  regressivo: {
    title: 'Regressivo',
    text: [
      'Cada contribuição paga imposto pelo tempo que ficou no plano: 35 % até 2 anos, caindo até 10 % depois de 10 anos, seja qual for o valor da renda.',
      'O imposto descontado é definitivo (não entra no acerto da declaração) e a escolha é irretratável, ou seja, não pode ser desfeita depois (Lei 14.803/2024).',
    ],
  },
};

export const REGIME_NAME: Readonly<Record<Regime, string>> = { progressivo: 'progressivo', regressivo: 'regressivo' };

export const CARD_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
export const SECONDARY_LINK_CLASSES =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-400 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';
