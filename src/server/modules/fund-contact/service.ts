import type { ContatoFundo } from '@/domain/fund-contact';
import { FUND_CONTACT_SETTING_KEY, PHONE_PATTERN } from '@/domain/fund-contact';
import type { ApiValidationError } from '@/domain/api-types';
import type { Database } from '../../db/client';
import { invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import * as repository from '../../fund/settings-repository';

export const FUND_CONTACT_MESSAGES = {
  telefone: 'Informe um telefone válido, com DDD, como (11) 3003-4000 ou 0800 123 4567.',
  email: 'Informe um e-mail válido, como atendimento@fundo.com.br.',
  horarioAtendimento: 'Informe o horário de atendimento, como "Segunda a sexta, das 8h às 18h".',
} as const;

// One '@', something before it, a dot in the domain, no spaces: what people mistype, without rejecting real addresses.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = new RegExp(PHONE_PATTERN);

const EMPTY_CONTACT: ContatoFundo = { telefone: null, email: null, horarioAtendimento: null };

function asText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function createSettingsService(db: Database) {
  return {
    /** The fund's contact details; each field null when no administrator has set it yet. */
    async fundContact(): Promise<ContatoFundo> {
      const stored = await repository.findSetting(db, FUND_CONTACT_SETTING_KEY);
      if (!stored || typeof stored !== 'object') return EMPTY_CONTACT;
      const value = stored as Record<string, unknown>;
      return { telefone: asText(value.telefone), email: asText(value.email), horarioAtendimento: asText(value.horarioAtendimento) };
    },

    async updateFundContact(auth: AuthenticatedPerson, input: ContatoFundo): Promise<ContatoFundo> {
      const contact: ContatoFundo = {
        telefone: input.telefone?.trim() || null,
        email: input.email?.trim() || null,
        horarioAtendimento: input.horarioAtendimento?.trim() || null,
      };
      const errors: ApiValidationError[] = [];
      if (contact.telefone !== null && !PHONE.test(contact.telefone)) errors.push({ path: 'telefone', message: FUND_CONTACT_MESSAGES.telefone, type: 'pattern' });
      if (contact.email !== null && !EMAIL.test(contact.email)) errors.push({ path: 'email', message: FUND_CONTACT_MESSAGES.email, type: 'format' });
      if (contact.horarioAtendimento === null) errors.push({ path: 'horarioAtendimento', message: FUND_CONTACT_MESSAGES.horarioAtendimento, type: 'required' });
      if (errors.length) throw invalidFields(errors);
      await repository.saveSetting(db, FUND_CONTACT_SETTING_KEY, contact, auth.pessoa.id);
      return contact;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
