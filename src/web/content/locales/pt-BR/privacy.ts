import type { LegalDoc } from '../../types.ts';

export const privacy: LegalDoc = {
  title: 'Política de Privacidade',
  updated: '01/05/2025',
  intro:
    'Esta política explica quais informações o Match Up coleta, por que precisamos delas e o que fazemos com elas. Em resumo: seu vídeo e seu áudio nunca são gravados nem armazenados, guardamos apenas o necessário para operar o serviço e mantê-lo seguro, e não vendemos nem compartilhamos seus dados pessoais.',
  sections: [
    {
      heading: 'Em resumo',
      paragraphs: [
        'As chamadas de vídeo no {siteName} são peer-to-peer (ponto a ponto). As transmissões da sua câmera e do seu microfone vão diretamente para a pessoa com quem você está conversando, e nunca as gravamos nem armazenamos.',
        'Armazenamos uma pequena quantidade de informações para que você possa fazer login, ganhar pontos e aparecer no ranking, e para que possamos tratar denúncias e banimentos. Não vendemos seus dados pessoais, não os compartilhamos com anunciantes e não há anúncios no {siteName}.',
        'Você pode baixar seus dados ou excluir sua conta a qualquer momento em Configurações, na seção “Seus dados”, ou nos pedir isso pelo e-mail {privacyEmail}.',
      ],
    },
    {
      heading: 'Vídeo e áudio',
      paragraphs: [
        'Quando a gente conecta você com alguém, seu navegador estabelece uma conexão direta, ponto a ponto, com o navegador da outra pessoa. Seu vídeo e seu áudio trafegam por essa conexão e são criptografados durante a transmissão.',
        'Algumas redes bloqueiam conexões diretas. Nesse caso, a chamada pode passar por um servidor de retransmissão cuja única função é conectar vocês dois. A mídia que passa por um servidor de retransmissão continua criptografada, e o servidor não a grava nem a armazena.',
        'Nunca gravamos, salvamos nem guardamos cópias do seu vídeo ou áudio, seja a chamada direta ou retransmitida.',
        'Em uma chamada direta, o navegador da outra pessoa pode ver o seu endereço IP, como em qualquer chamada ponto a ponto. Um endereço IP pode revelar aproximadamente onde você está e qual provedor de internet você usa.',
        'Para evitar isso, ative “Retransmitir minhas chamadas (oculta meu IP)” em Configurações. Assim, suas chamadas sempre passam pelo nosso servidor de retransmissão, e a outra pessoa só vê o endereço do servidor, nunca o seu. Chamadas retransmitidas podem ter um pouco mais de atraso. Essa opção só é oferecida quando este serviço mantém um servidor de retransmissão; uma VPN também oculta o seu endereço.',
      ],
    },
    {
      heading: 'Informações que armazenamos',
      paragraphs: [
        'Se você fizer login com Google ou Facebook, armazenamos um ID interno da conta, o ID que o seu provedor de login nos fornece para a sua conta, e o nome de exibição e o endereço de e-mail que o provedor compartilha conosco. Também armazenamos o nome de usuário que você usa no {siteName}. Nunca vemos nem armazenamos sua senha do Google ou do Facebook.',
        'Quando você se conecta, usamos seu endereço IP para identificar em que país você está. Essa consulta é feita offline, com um banco de dados nos nossos próprios servidores; nenhum serviço de terceiros participa. Usamos o país para operar o serviço e ajudar a mantê-lo seguro. Este produto inclui dados GeoLite2 criados pela MaxMind. Aviso de atribuição: “This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com”.',
        'Antes da sua primeira busca, pedimos sua data de nascimento, porque o {siteName} é só para adultos. Armazenamos a data e o resultado: na sua conta, se você tiver entrado na sua conta, e no seu dispositivo (no cookie de dispositivo), no caso de convidados. Se a resposta indicar menos de 18 anos, registramos isso nos dois lugares por 24 horas, para que não seja possível tentar outra data logo em seguida.',
        'Armazenamos seus pontos e os resultados dos seus jogos para contabilizar a pontuação e montar os rankings do mês e de todos os tempos.',
        'Se você denunciar alguém, ou se alguém denunciar você, armazenamos a denúncia com o motivo escolhido (por exemplo, “Assédio ou ódio”). Uma denúncia pode incluir as mensagens do chat de texto daquela conversa anexadas a ela, para que possa ser analisada. Fora as mensagens anexadas a uma denúncia, não guardamos seus chats de texto.',
        'Armazenamos registros de banimentos, incluindo quem foi banido, por quê e por quanto tempo, para podermos aplicá-los e impor banimentos mais longos em caso de reincidência.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Usamos dois cookies. Um cookie de renovação de sessão mantém seu login entre uma visita e outra. Um cookie de dispositivo nos ajuda a reconhecer o mesmo dispositivo por motivos de segurança, por exemplo, para que um banimento não possa ser evitado simplesmente saindo da conta ou jogando como convidado.',
        'Não usamos cookies para publicidade e não permitimos que terceiros instalem cookies de rastreamento por meio do {siteName}.',
      ],
    },
    {
      heading: 'Configurações salvas no seu dispositivo',
      paragraphs: [
        'Algumas das suas configurações e preferências são salvas no armazenamento local do seu navegador para que o app se lembre delas da próxima vez. Essas informações ficam no seu dispositivo. Você pode apagá-las a qualquer momento nas configurações do navegador.',
      ],
    },
    {
      heading: 'O desafio da risada e a detecção facial',
      paragraphs: [
        'O desafio da risada usa detecção de sorriso para decidir se um jogador riu. Essa detecção roda apenas no seu próprio dispositivo, dentro do navegador. As imagens do seu rosto e os dados de detecção nunca saem do seu dispositivo e nunca são enviados para nós nem para mais ninguém. Só o resultado do jogo é usado na pontuação.',
      ],
    },
    {
      heading: 'O escudo contra nudez',
      paragraphs: [
        'Para proteger você de nudez indesejada, o vídeo da outra pessoa é verificado por um classificador de imagens que roda apenas no seu próprio dispositivo, dentro do navegador. Algumas vezes por segundo no início da chamada, e cerca de uma vez por segundo depois disso, uma pequena cópia de um quadro do vídeo é passada ao classificador na memória do seu navegador e depois descartada.',
        'Nenhum vídeo, quadro ou imagem é gravado, armazenado ou enviado para nós ou para qualquer outra pessoa. Se você denunciar alguém depois que o escudo desfocou o vídeo da pessoa, a denúncia inclui apenas o que o escudo detectou (uma categoria, como “Pornografia”, e uma pontuação), nunca uma imagem.',
        'Você pode desativar “Iniciar chamadas desfocadas até a verificação” e “Desfocar vídeo explícito” em Configurações; essas escolhas ficam salvas apenas no seu dispositivo.',
      ],
    },
    {
      heading: 'O parceiro de treino de IA',
      paragraphs: [
        'Quando você conversa com o parceiro de treino de IA, suas mensagens são processadas para que ele possa responder. Não armazenamos essas conversas.',
        'Se o operador deste serviço tiver configurado um provedor de IA externo, suas mensagens para o parceiro de treino são enviadas a esse provedor para gerar uma resposta. Evite compartilhar com o parceiro de treino dados pessoais que você não gostaria que fossem processados dessa forma.',
      ],
    },
    {
      heading: 'Como usamos suas informações',
      paragraphs: [
        'Usamos as informações descritas acima apenas para operar o {siteName}: para fazer seu login, conectar você com outras pessoas, rodar os jogos e contar os pontos, exibir o ranking, analisar denúncias, aplicar banimentos e proteger o serviço contra abusos.',
        'Não usamos suas informações para publicidade e não criamos perfis de marketing sobre você.',
      ],
    },
    {
      heading: 'Compartilhamento',
      paragraphs: [
        'Não vendemos seus dados pessoais e não os compartilhamos com terceiros. A única exceção é a descrita acima: se houver um provedor de IA externo configurado, as mensagens que você envia ao parceiro de treino de IA vão para esse provedor, para que ele possa responder.',
        'Lembre-se de que as pessoas com quem você conversa veem tudo o que você mostra na câmera e leem tudo o que você digita no chat. Compartilhe apenas o que você se sente à vontade para compartilhar com um desconhecido.',
      ],
    },
    {
      heading: 'Por quanto tempo guardamos as informações',
      paragraphs: [
        'As informações da conta, os pontos e os resultados dos jogos são mantidos enquanto sua conta existir. Quando você exclui sua conta, eles são excluídos junto, exceto seus pontos, que continuam no ranking sem nenhum nome, para que os outros jogadores mantenham suas posições.',
        'Uma sessão de login dura {sessionDays} dias, a menos que você saia antes. Sessões expiradas e encerradas são removidas automaticamente.',
        'Uma sessão de convidado que não for usada por {guestIdleDays} dias é excluída automaticamente, junto com seus dados, da mesma forma que quando você mesmo a exclui.',
        'As denúncias são removidas {reportDays} dias depois de registradas. Mantemos apenas uma contagem de denúncias por mês e por motivo, que aparece na página de Transparência e não identifica ninguém.',
        'Os registros de banimentos são mantidos para que possamos aplicar os banimentos e reconhecer reincidências. Um banimento que ainda está em vigor continua valendo nos navegadores aos quais se aplica, mesmo que a conta seja excluída; portanto, excluir a conta não é uma forma de escapar de um banimento.',
      ],
    },
    {
      heading: 'Seus dados: baixar e excluir',
      paragraphs: [
        'Em Configurações, na seção “Seus dados”, a opção “Baixar meus dados” fornece um arquivo JSON com o que armazenamos sobre você: sua conta, as movimentações de pontos, as denúncias que você fez, bloqueios, banimentos, recursos e a data em que você respondeu à verificação de idade.',
        '“Excluir minha conta” desconecta você em todos os dispositivos e remove seu nome, endereço de e-mail, nome de usuário, dispositivos, bloqueios e a resposta à verificação de idade. As denúncias que você fez ou recebeu continuam sendo contabilizadas, mas perdem as mensagens de chat, o dispositivo e o endereço. Convidados podem fazer o mesmo com “Encerrar minha sessão e excluir meus dados”.',
        'Seus contatos (dos dois lados) e seus próprios Recentes também são excluídos. Uma coisa fica por um tempo, para proteger as pessoas que você conheceu: quem conheceu você nos últimos 7 dias mantém essa chamada nos Recentes como “Conta excluída”, só com o país e o horário que viu e nunca com seu nome, para ainda poder denunciá-la até ela sair dos Recentes. Até lá também guardamos os identificadores dos navegadores que você usou, apenas para que um banimento resultante dessas denúncias se aplique a eles, como qualquer banimento. Fazemos isso por um interesse legítimo: a segurança das pessoas que você conheceu. Passados esses 7 dias, os identificadores dos navegadores são removidos, a menos que tenha havido um banimento.',
        'Você também pode nos pedir isso pelo e-mail {privacyEmail}, escrevendo do endereço vinculado à sua conta ou informando seu nome de usuário.',
      ],
    },
    {
      heading: 'Só para adultos',
      paragraphs: [
        'O {siteName} é apenas para pessoas com 18 anos ou mais. Não coletamos intencionalmente informações de menores de 18 anos. Se você acredita que um menor está usando o {siteName}, denuncie-o no app ou entre em contato conosco, e tomaremos providências.',
      ],
    },
    {
      heading: 'Alterações nesta política',
      paragraphs: [
        'Se mudarmos a forma como tratamos suas informações, atualizaremos esta página e alteraremos a data no topo.',
      ],
    },
    {
      heading: 'Contato',
      paragraphs: [
        'Dúvidas sobre privacidade ou pedidos para ver ou excluir seus dados podem ser enviados para {privacyEmail}.',
      ],
    },
  ],
};
