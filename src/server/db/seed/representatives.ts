import { addYears, subMonths } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import type { Queryable } from '../client';
import { representacao } from '../schema/representatives';

/**
 * Representatives (src/domain/representatives.ts): Renato is Maria's curator, approved by Ana and valid for two more
 * years, with every power but changing bank data; he gets her notices by e-mail.
 */
export async function seedRepresentatives(tx: Queryable, people: { maria: number; renato: number; ana: number }, now: Date) {
  await tx.insert(representacao).values({
    idPessoa: people.maria,
    idRepresentante: people.renato,
    tipo: 'curatela',
    poderes: 'tudo_exceto_dados_bancarios',
    inicioVigencia: fundToday(subMonths(now, 6)),
    fimVigencia: fundToday(addYears(now, 2)),
    canaisAvisos: ['email'],
    situacao: 'aprovada',
    idCadastrante: people.maria,
    idDecisor: people.ana,
    decididoEm: subMonths(now, 6),
  });
}
