import type { LegalDoc } from '../../types.ts';

export const terms: LegalDoc = {
  title: 'Termos de Uso',
  updated: '01/05/2025',
  intro:
    'Estes termos explicam as regras para usar o Match Up. Eles foram escritos para serem lidos, então reserve alguns minutos para conferi-los. Ao usar o Match Up, você concorda com eles.',
  sections: [
    {
      heading: '1. Aceitação',
      paragraphs: [
        'Ao abrir o {siteName} e usar qualquer parte dele, seja como convidado ou com uma conta, você concorda com estes termos e com a nossa política de privacidade. Se você não concordar, não use o serviço.',
      ],
    },
    {
      heading: '2. Quem pode usar',
      paragraphs: [
        'Você precisa ter pelo menos 18 anos para usar o {siteName}. Ao usar o serviço, você confirma que tem 18 anos ou mais e que as leis aplicáveis no lugar onde você mora permitem que você o use.',
        'Se tivermos motivos para acreditar que um usuário é menor de 18 anos, removeremos o acesso dele.',
      ],
    },
    {
      heading: '3. Contas e sessões de convidado',
      paragraphs: [
        'Você pode usar o {siteName} como convidado, sem criar uma conta. Convidados podem conversar e jogar, mas os pontos só contam para o ranking quando você faz login com Google ou Facebook.',
        'Se você fizer login, será responsável pela atividade na sua conta. Escolha um nome de usuário que não seja ofensivo nem enganoso e que não se passe por outra pessoa. Podemos alterar ou remover nomes de usuário que violem estes termos.',
      ],
    },
    {
      heading: '4. Conduta',
      paragraphs: [
        'O {siteName} só funciona se as pessoas se tratarem com respeito. Ao usar o serviço, você não pode:',
        'mostrar nudez ou conteúdo sexual; assediar, ameaçar, intimidar ou praticar bullying contra qualquer pessoa; publicar ou dizer qualquer coisa que expresse ódio contra pessoas por causa de quem elas são; envolver, retratar ou ter como alvo menores de 18 anos, de qualquer forma; enviar spam, publicidade, golpes ou mensagens indesejadas repetidas; gravar, fazer capturas de tela ou transmitir outros usuários sem o consentimento claro deles; ou trapacear nos jogos, inclusive usando ferramentas, várias contas ou combinações com outros jogadores para ganhar pontos de forma desleal.',
        'Você também não pode violar a lei, tentar prejudicar ou atacar o serviço, nem tentar burlar um banimento.',
      ],
    },
    {
      heading: '5. Jogos, pontos e ranking',
      paragraphs: [
        'As pessoas conectadas podem jogar minijogos ao vivo, incluindo um duelo de quiz e um desafio da risada. Jogadores logados ganham pontos nos jogos, e os pontos aparecem em um ranking mensal e em um ranking de todos os tempos.',
        'Os pontos não têm valor em dinheiro e não podem ser comprados, vendidos nem trocados. Podemos remover pontos, zerar pontuações ou retirar jogadores do ranking se encontrarmos trapaça ou acúmulo artificial de pontos, como se conectar repetidamente com a mesma pessoa para trocar vitórias.',
        'A detecção de sorriso no desafio da risada roda no seu dispositivo e, como qualquer detecção automática, às vezes vai errar. Os resultados dos jogos são definitivos, a menos que descubramos que foram obtidos com trapaça.',
      ],
    },
    {
      heading: '6. Moderação e denúncias',
      paragraphs: [
        'Se alguém violar estes termos, você pode denunciar a pessoa no app. Uma denúncia pode incluir as mensagens do chat de texto daquela conversa, para que possa ser analisada.',
        'Denuncie apenas problemas reais. Fazer denúncias falsas ou abusivas é, por si só, uma violação destes termos.',
        'Podemos agir com base nas denúncias automaticamente ou após análise, e também podemos agir por conta própria quando identificarmos uma violação.',
      ],
    },
    {
      heading: '7. Banimentos',
      paragraphs: [
        'Se três pessoas diferentes denunciarem você em até 24 horas, sua conta será banida por 24 horas. Se ela for banida de novo depois disso, o próximo banimento dura 7 dias. Também podemos banir contas diretamente em caso de violações graves.',
        'Os banimentos se aplicam à sua conta e ao seu dispositivo, então sair da conta, trocar de conta ou jogar como convidado não remove um banimento. Tentar burlar um banimento pode resultar em um banimento mais longo.',
      ],
    },
    {
      heading: '8. Recursos',
      paragraphs: [
        'Se você acha que sua conta foi banida por engano, pode recorrer pelo e-mail {appealsEmail}. Informe seu nome de usuário, se tiver um, o horário aproximado do banimento e por que você acha que ele foi um erro.',
        'Vamos analisar seu recurso e responder por e-mail. Se concluirmos que o banimento foi um engano, vamos retirá-lo.',
      ],
    },
    {
      heading: '9. Isenções e responsabilidade',
      paragraphs: [
        'O {siteName} conecta você com desconhecidos. Não podemos verificar quem as pessoas são nem controlar o que elas dizem ou mostram, e você usa o serviço por sua conta e risco. Nunca compartilhe dados pessoais, como seu endereço, senhas ou informações financeiras, com as pessoas que você conhecer.',
        'O serviço é oferecido gratuitamente e “no estado em que se encontra”. Não prometemos que ele estará sempre disponível ou livre de erros, nem que você sempre encontrará uma conexão. Na medida permitida por lei, não somos responsáveis pelo comportamento de outros usuários nem por qualquer perda indireta decorrente do seu uso do {siteName}.',
      ],
    },
    {
      heading: '10. Alterações e contato',
      paragraphs: [
        'Podemos atualizar estes termos de tempos em tempos. Quando isso acontecer, alteraremos a data no topo desta página. Se você continuar usando o {siteName} depois de uma alteração, estará aceitando os termos atualizados.',
        'Para dúvidas sobre estes termos, fale conosco pelo e-mail {privacyEmail}. Para recorrer de banimentos, use {appealsEmail}, para que sua mensagem chegue ao lugar certo.',
      ],
    },
  ],
};
