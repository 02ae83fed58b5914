import { CONTRIBUTION_TYPES } from './accounts';

/** The columns of each CSV import, apart from their line rules (which bring decimal.js): pages show them as they are. */

export const CONTRIBUTION_IMPORT_HEADER = ['cpf', 'id_plano', 'competencia', 'tipo', 'valor'] as const;
export const IMPORTED_CONTRIBUTION_TYPES = CONTRIBUTION_TYPES;
export const QUOTA_VALUE_IMPORT_HEADER = ['id_plano', 'id_perfil_investimento', 'data', 'valor'] as const;
export const INDEX_VALUE_IMPORT_HEADER = ['codigo', 'competencia', 'variacao'] as const;
export const PEOPLE_IMPORT_HEADER = ['cpf', 'nome', 'data_nascimento', 'email', 'id_plano', 'matricula', 'id_categoria', 'id_situacao'] as const;
