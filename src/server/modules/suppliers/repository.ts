import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fornecedor } from '../../db/schema/suppliers';

export interface SupplierValues {
  nome: string;
  /** 14 digits. */
  cnpj: string;
  servico: string;
  contato: string;
}

const columns = { id: fornecedor.id, nome: fornecedor.nome, cnpj: fornecedor.cnpj, servico: fornecedor.servico, contato: fornecedor.contato };

export function listSuppliers(db: Queryable) {
  return db.select(columns).from(fornecedor).orderBy(asc(fornecedor.nome), asc(fornecedor.id));
}

export async function findSupplierByCnpj(db: Queryable, cnpj: string) {
  const [row] = await db.select(columns).from(fornecedor).where(eq(fornecedor.cnpj, cnpj)).limit(1);
  return row ?? null;
}

export async function insertSupplier(db: Queryable, values: SupplierValues) {
  const [row] = await db.insert(fornecedor).values(values).returning(columns);
  return row;
}

export async function updateSupplier(db: Queryable, id: number, values: SupplierValues) {
  const [row] = await db.update(fornecedor).set({ ...values, atualizadoEm: new Date() }).where(eq(fornecedor.id, id)).returning(columns);
  return row ?? null;
}

export async function deleteSupplier(db: Queryable, id: number): Promise<boolean> {
  return (await db.delete(fornecedor).where(eq(fornecedor.id, id)).returning({ id: fornecedor.id })).length > 0;
}
