import { PLAN_ID } from '@/domain/constants';
import type { Queryable } from '../client';
import { beneficiarioIndicado, beneficiarioIndicadoVersao, configuracaoBeneficiarioIndicado } from '../schema/dependants';
import type { DesignatedBeneficiary } from '@/domain/dependants-designated';

/** Every plan allows designated beneficiaries; in DXC a change needs the fund's approval (it becomes a request). */
export const DESIGNATION_SETTINGS = [
  { idPlano: PLAN_ID.HPE, permiteIndicacao: true, exigeAprovacao: false },
  { idPlano: PLAN_ID.MAIS_VALOR, permiteIndicacao: true, exigeAprovacao: false },
  { idPlano: PLAN_ID.DXC, permiteIndicacao: true, exigeAprovacao: true },
];

export const CARLOS_DESIGNATED: DesignatedBeneficiary[] = [
  { nome: 'Helena Contribuinte', cpf: '15350946056', parentesco: 'Cônjuge', percentual: '60.00', email: 'helena.contribuinte@example.com', telefone: '11987654321' },
  { nome: 'Pedro Contribuinte', cpf: '70248328000', parentesco: 'Filho(a)', percentual: '40.00', email: null, telefone: null },
];

export async function seedDesignationSettings(db: Queryable) {
  await db.insert(configuracaoBeneficiarioIndicado).values(DESIGNATION_SETTINGS);
}

/** Carlos designated his wife and son for his HPE balance, himself, with one version in the history. */
export async function seedDesignatedBeneficiaries(db: Queryable, people: { carlos: number }, links: { carlosHpe: number }, at: Date) {
  await db.insert(beneficiarioIndicado).values(CARLOS_DESIGNATED.map((item, index) => ({ ...item, idVinculoPlano: links.carlosHpe, ordem: index + 1 })));
  await db.insert(beneficiarioIndicadoVersao).values({ idVinculoPlano: links.carlosHpe, idAutor: people.carlos, beneficiarios: CARLOS_DESIGNATED, criadoEm: at });
}
