import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD } from './demo';

const digits = (cpf: string) => cpf.replace(/\D/g, '');

/** A session of the person with whichever of the passwords a test may have left them (the demo one first). */
async function signInWithAny(request: APIRequestContext, cpf: string, passwords: string[]) {
  for (const senha of [DEMO_PASSWORD, ...passwords]) {
    const response = await request.post('/api/autenticar', { data: { cpf: digits(cpf), senha } });
    if (response.status() === 200) {
      const body = (await response.json()) as { token: string; pessoa: { id: number } };
      return { token: body.token, idPessoa: body.pessoa.id, password: senha };
    }
  }
  throw new Error(`${cpf} signs in with none of the passwords`);
}

/**
 * Puts a pending demo person back as the seed has them: onboarding pending with nothing saved, and the demo password.
 * The password goes back through the onboarding's own password step (the only way a participant's password is set
 * without an e-mailed code), between two resets by Ana (settings/onboarding-management). Hold the person's lock.
 */
export async function restorePendingOnboarding(request: APIRequestContext, cpf: string, idPlano: number, passwordsTestsSet: string[]) {
  const person = await signInWithAny(request, cpf, passwordsTestsSet);
  const adminHeaders = { authorization: `Bearer ${await apiToken(request, DEMO.ana)}` };
  const reset = async () => {
    const response = await request.post(`/api/reiniciarOnboarding/${person.idPessoa}`, { headers: adminHeaders, data: { idPlano } });
    expect(response.status(), await response.text()).toBe(200);
  };
  await reset();
  if (person.password !== DEMO_PASSWORD) {
    const step = await request.post('/api/enviarDadosOnboarding', {
      headers: { authorization: `Bearer ${person.token}` },
      data: { idPessoa: person.idPessoa, idPlano, idStep: 1, metadata: { password: DEMO_PASSWORD }, pular: 'N' },
    });
    expect(step.status(), await step.text()).toBe(200);
    await reset();
  }
}
