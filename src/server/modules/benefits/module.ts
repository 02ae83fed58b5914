import { defineModule } from '../../kernel/module';
import { BENEFIT_REQUEST_KINDS } from './request-kinds';

export const benefitsModule = defineModule({
  name: 'benefits',
  // Its pages read the workflow's routes (retornarRegrasSolicitacao, criarSolicitacao); it adds the three kinds.
  requestKinds: () => BENEFIT_REQUEST_KINDS,
});
