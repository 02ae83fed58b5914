// A ViaCEP-style postal-code provider on loopback for the browser tests: nothing reaches the internet.
// One known CEP answers an address; every other code answers {"erro": true}, as ViaCEP does.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_CEP_PORT ?? 3190);
const KNOWN = {
  '01310100': { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 1047 a 1865 - lado ímpar', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
};

createServer((request, response) => {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  if (request.url === '/health') return response.end('{"ok":true}');
  const cep = /\/ws\/(\d{8})\/json\/?$/.exec(request.url ?? '')?.[1];
  response.end(JSON.stringify(KNOWN[cep] ?? { erro: true }));
}).listen(port, '127.0.0.1', () => console.log(`fake CEP provider on http://127.0.0.1:${port}`));
