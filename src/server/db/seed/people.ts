import type { Queryable } from '../client';
import { pessoa } from '../schema/people';
import { vinculoPlano } from '../schema/plans';
import { hashPassword } from '../../security/passwords';

export interface NewPerson {
  nome: string;
  cpf: string; // 11 digits
  dataNascimento: string;
  email?: string | null;
  telefone?: string | null;
  admin?: 'S' | 'N';
  senha: string;
  onboarding?: 'S' | 'N';
  onboardingPlano?: number | null;
}

/** Used by the demo seed and by the tests alike. */
export async function createPerson(db: Queryable, person: NewPerson) {
  const [row] = await db
    .insert(pessoa)
    .values({
      nome: person.nome,
      cpf: person.cpf,
      dataNascimento: person.dataNascimento,
      email: person.email ?? null,
      telefone: person.telefone ?? null,
      admin: person.admin ?? 'N',
      senhaHash: await hashPassword(person.senha),
      onboarding: person.onboarding ?? 'N',
      onboardingPlano: person.onboardingPlano ?? null,
    })
    .returning();
  return row;
}

export async function createPlanLink(db: Queryable, link: typeof vinculoPlano.$inferInsert) {
  const [row] = await db.insert(vinculoPlano).values(link).returning();
  return row;
}
