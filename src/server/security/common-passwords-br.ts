/**
 * Common Brazilian passwords, the complement of the international list of @zxcvbn-ts/language-common (which has few
 * Portuguese words). Written as people type them; common-passwords.ts normalizes them (lower case, no accents) and
 * also refuses each one's word followed by any digits or symbols ('Mudar' → 'Mudar@123', 'Mudar#2026', 'mudar1!').
 * Sources of the kind: the defaults companies hand out ('Mudar@123', 'Trocar123'), words of the portal itself,
 * football clubs, names and words of faith that lead the Brazilian leaked-password rankings.
 */
export const BRAZILIAN_COMMON_PASSWORDS: readonly string[] = [
  // Defaults handed out and the words of a password form.
  'Senha@123', 'Senha123', 'Senha@1234', 'Senha@2024', 'Senha@2025', 'Senha@2026', 'Senha#123', 'Senha!123', 'SenhaForte@123',
  'Mudar@123', 'Mudar123', 'Mudar@1234', 'MudarSenha@123', 'Mudar@2026', 'Trocar@123', 'Trocar123', 'TrocarSenha@123',
  'Alterar@123', 'Alterar123', 'NovaSenha@123', 'NovaSenha123', 'Acesso@123', 'Acesso123', 'Entrar@123', 'Inicio@123',
  'Teste@123', 'Teste123', 'Temporaria@123', 'Provisoria@123', 'Padrao@123', 'Usuario@123', 'Admin@123', 'Administrador@123',
  'Bemvindo@123', 'BemVindo123', 'Segredo@123', 'Qwerty@123', 'Abc@1234', 'Abcd@1234',
  // The country, cities and the portal's own words.
  'Brasil@123', 'Brasil123', 'Brasil@2026', 'SaoPaulo@123', 'RiodeJaneiro@123', 'BeloHorizonte@123', 'Curitiba@123',
  'Salvador@123', 'Recife@123', 'Fortaleza@123', 'PortoAlegre@123', 'Brasilia@123', 'Manaus@123', 'Goiania@123',
  'Aposentadoria@123', 'Participante@123', 'Portal@123', 'Fundo@123', 'Plano@123',
  'Beneficio@123', 'Empresa@123', 'Trabalho@123', 'Servidor@123',
  // Football clubs (with the '123' people add to satisfy the rules).
  'Flamengo@123', 'Flamengo123', 'Corinthians@123', 'Corinthians123', 'Palmeiras@123', 'Palmeiras123', 'Vasco@123',
  'Vasco123', 'Fluminense@123', 'Botafogo@123', 'Gremio@123', 'Internacional@123', 'Cruzeiro@123', 'Atletico@123',
  'Galo@1234', 'Santos@123', 'Bahia@123', 'Vitoria@123', 'Sport@123', 'Coritiba@123', 'Goias@123', 'Ceara@123',
  'Fortaleza@123', 'Timao@123', 'Mengao@123', 'Verdao@123', 'Tricolor@123', 'Colorado@123', 'Peixe@123', 'Porco@123',
  'Fogao@123', 'Parana@123', 'Paysandu@123', 'Remo@123', 'Nautico@123', 'Juventude@123', 'Chapecoense@123', 'Bragantino@123',
  // Faith, family and affection.
  'Jesus@123', 'Jesus123', 'JesusCristo@123', 'Deus@123', 'Deus123', 'DeusEFiel@123', 'Deusefiel123', 'Deuseamor@123',
  'Senhor@123', 'Gloria@123', 'Aleluia@123', 'Familia@123', 'Familia123', 'Amor@123', 'Amor123', 'MeuAmor@123',
  'Amorzinho@123', 'Saudade@123', 'Felicidade@123', 'Vida@123', 'Esperanca@123', 'Sucesso@123', 'Vencedor@123',
  'Paz@12345', 'Mae@12345', 'Mamae@123', 'Papai@123', 'Filho@123', 'Filha@123', 'Princesa@123', 'Principe@123', 'Gatinha@123',
  // Most frequent first names.
  'Maria@123', 'Jose@123', 'Joao@123', 'Ana@12345', 'Antonio@123', 'Francisco@123', 'Carlos@123', 'Paulo@123', 'Pedro@123',
  'Lucas@123', 'Luiz@123', 'Marcos@123', 'Luis@123', 'Gabriel@123', 'Rafael@123', 'Daniel@123', 'Marcelo@123', 'Bruno@123',
  'Eduardo@123', 'Felipe@123', 'Rodrigo@123', 'Manoel@123', 'Mateus@123', 'Andre@123', 'Fernando@123', 'Fabio@123',
  'Leonardo@123', 'Gustavo@123', 'Guilherme@123', 'Leandro@123', 'Tiago@123', 'Anderson@123', 'Ricardo@123', 'Marcio@123',
  'Jorge@123', 'Sebastiao@123', 'Alexandre@123', 'Roberto@123', 'Edson@123', 'Diego@123', 'Vitor@123', 'Sergio@123',
  'Claudio@123', 'Matheus@123', 'Thiago@123', 'Geraldo@123', 'Adriano@123', 'Luciano@123', 'Julio@123', 'Renato@123',
  'Antonia@123', 'Adriana@123', 'Juliana@123', 'Marcia@123', 'Fernanda@123', 'Patricia@123', 'Aline@123', 'Sandra@123',
  'Camila@123', 'Amanda@123', 'Bruna@123', 'Jessica@123', 'Leticia@123', 'Julia@123', 'Luciana@123', 'Vanessa@123',
  'Mariana@123', 'Gabriela@123', 'Vera@12345', 'Vitoria@123', 'Larissa@123', 'Claudia@123', 'Beatriz@123', 'Luana@123',
  'Rita@12345', 'Sonia@123', 'Renata@123', 'Eliane@123', 'Josefa@123', 'Simone@123', 'Natalia@123', 'Cristina@123',
  'Carla@123', 'Debora@123', 'Rosangela@123', 'Jaqueline@123', 'Rosa@12345', 'Daniela@123', 'Aparecida@123', 'Marlene@123',
  'Terezinha@123', 'Raimunda@123', 'Andreia@123', 'Fabiana@123', 'Lucia@123', 'Raquel@123', 'Angela@123', 'Rafaela@123',
  // Keyboard walks and numbers people dress up to pass the rules.
  'Qwe@1234', 'Asdf@1234', 'Zxcv@1234', 'Qazwsx@123', 'Aa@123456', 'Aa123456!', 'Abc123@', 'Abc@123456', 'P@ssw0rd', 'P@ssword1',
  'Passw0rd!', 'Password@123', 'S3nh@123', 'Senh@123', 'M@dar123', 'Mud@r123',
];
