import type { LandingPage } from '../../types.ts';

export const landingPages: LandingPage[] = [
  {
    path: '/random-video-chat',
    title: 'Chat de vídeo aleatório com jogos integrados',
    metaTitle: 'Chat de vídeo aleatório com jogos | Match Up',
    metaDescription:
      'Match Up: chat de vídeo aleatório grátis para adultos. Fale 1:1 com um estranho e quebre o gelo com duelo de perguntas, desafio da risada ou Leia minha mente.',
    banner: 'Grátis, sem anúncios e só para maiores de 18',
    subtitle: 'Conheça alguém novo em segundos e depois joguem uma partida rápida juntos.',
    intro: [
      'O chat de vídeo aleatório é simples: você começa a busca e o Match Up te coloca numa conversa a dois com outro adulto que você nunca viu. Aqui, a conversa não precisa ficar só no “oi, tudo bem?”: dá para começar um duelo de perguntas, um desafio da risada ou uma partida de Leia minha mente sem sair da chamada.',
      'Adicione alguns interesses se quiser conhecer alguém que curta as mesmas coisas, ou deixe em branco para conversar com qualquer pessoa. Ao lado do vídeo fica um chat de texto, para quando for mais fácil digitar.',
      'Convidados podem entrar direto. Pontos e ranking são para membros: quando o servidor oferece login de membros (Google ou Facebook), a janela de login mostra isso.',
    ],
    faq: [
      {
        question: 'O que é chat de vídeo aleatório?',
        answer:
          'O chat de vídeo aleatório junta você com alguém que você não conhece para uma videochamada ao vivo, a dois. No Match Up, o pareamento é automático e, se quiser, você pode buscar pessoas com interesses em comum.',
      },
      {
        question: 'Como começo um chat de vídeo aleatório no Match Up?',
        answer:
          'Abra o Match Up, permita o acesso à câmera e ao microfone e comece a busca. Se quiser alguém com os mesmos interesses que você, adicione alguns antes de começar.',
      },
      {
        question: 'O pareamento é totalmente aleatório?',
        answer:
          'Se você não adicionar interesses, é conectado com quem estiver disponível. Se adicionar, tentamos juntar você com alguém que escolheu os mesmos.',
      },
      {
        question: 'Que jogos posso jogar durante o chat de vídeo aleatório?',
        answer:
          'Há cinco minijogos ao vivo: um duelo de perguntas; um desafio da risada, em que um jogador tenta fazer o outro rir; o Leia minha mente, em que os dois respondem à mesma pergunta de “Você prefere…” e tentam adivinhar a escolha do outro; o Lig 4, em que vocês soltam peças em turnos até alguém alinhar quatro; e o Desenhe e adivinhe, em que um desenha uma palavra e o outro adivinha no chat. Você joga os cinco com a outra pessoa durante a chamada.',
      },
      {
        question: 'Como funciona o duelo de perguntas?',
        answer:
          'Você e a outra pessoa se enfrentam em perguntas de quiz durante a chamada. Se você tiver entrado na sua conta, ganha pontos de acordo com o resultado.',
      },
      {
        question: 'Preciso de conta para usar o chat de vídeo aleatório?',
        answer:
          'Não. Você pode conversar e jogar como convidado. Onde houver login de membros (Google ou Facebook), entrar permite ganhar pontos e aparecer no ranking; a janela de login mostra o que este servidor oferece.',
      },
      {
        question: 'Posso mandar mensagens de texto durante a videochamada?',
        answer: 'Sim. Há um chat de texto ao lado do vídeo, então você pode digitar enquanto fala.',
      },
      {
        question: 'Quem pode usar o Match Up?',
        answer: 'O Match Up é só para adultos. Você precisa ter 18 anos ou mais para usar.',
      },
    ],
  },
  {
    path: '/talk-to-strangers',
    title: 'Converse com estranhos sem aquele silêncio constrangedor',
    metaTitle: 'Conversar com estranhos online | Match Up',
    metaDescription:
      'Converse com estranhos no Match Up com jogos para quebrar o gelo, interesses em comum e chat de texto. Treine antes com um parceiro de IA. Grátis e só +18.',
    banner: 'Puxar assunto ficou mais fácil',
    subtitle: 'Jogos, interesses em comum e um parceiro de treino ajudam você a encontrar assunto.',
    intro: [
      'Conversar com estranhos pode ser muito divertido, mas os primeiros segundos costumam ser os mais difíceis. O Match Up facilita o começo: adicione interesses para conhecer alguém que curta as mesmas coisas, ou comece um jogo rápido e deixe a conversa rolar.',
      'Está com vergonha, sem prática ou aprendendo um idioma novo? Com o parceiro de treino de IA, você ensaia uma conversa por voz antes de falar com pessoas reais.',
      'No Match Up, todo mundo deve ser adulto, as regras são curtas e claras, e quem passar dos limites pode ser denunciado.',
    ],
    faq: [
      {
        question: 'Como converso com estranhos no Match Up?',
        answer:
          'Abra o site, permita o acesso à câmera e ao microfone, e a gente conecta você a outro adulto para um chat de vídeo a dois. Dá para falar em voz alta, digitar no chat de texto ou as duas coisas.',
      },
      {
        question: 'O que eu falo para um estranho?',
        answer:
          'Um “oi” simpático e uma pergunta sobre o que a pessoa gosta de fazer costumam bastar. Se a conversa travar, comece um duelo de perguntas, um desafio da risada ou o Leia minha mente e deixe o jogo fazer o resto.',
      },
      {
        question: 'O que é o parceiro de treino de IA?',
        answer:
          'É um parceiro de conversa com inteligência artificial com quem você fala por voz para treinar antes de conhecer pessoas reais. Ajuda se bater a timidez ou se você quer praticar um idioma.',
      },
      {
        question: 'O parceiro de treino de IA é uma pessoa de verdade?',
        answer: 'Não, é uma IA. Quando quiser falar com uma pessoa de verdade, comece a busca.',
      },
      {
        question: 'Minhas conversas com o parceiro de treino ficam salvas?',
        answer:
          'Processamos suas mensagens para que o parceiro de treino possa responder, mas não as armazenamos. Se o serviço tiver um provedor de IA externo configurado, suas mensagens são enviadas a esse provedor para gerar a resposta.',
      },
      {
        question: 'Posso escolher com quem vou conversar?',
        answer:
          'Não dá para escolher uma pessoa específica, mas você pode adicionar interesses para tentarmos te conectar com alguém que tenha os mesmos.',
      },
      {
        question: 'E se um estranho for grosseiro ou inconveniente?',
        answer:
          'Denuncie e encerre o chat. Se três pessoas diferentes denunciarem o mesmo usuário em 24 horas, ele é banido por 24 horas, e quem reincide é banido por 7 dias.',
      },
      {
        question: 'Posso conversar com estranhos sem dizer meu nome?',
        answer:
          'Sim. Como convidado, você não precisa informar nome nem e-mail. Se entrar com Google ou Facebook, recebemos deles seu nome de exibição e seu e-mail, e nunca os vendemos nem compartilhamos.',
      },
    ],
  },
  {
    path: '/meet-strangers-online',
    title: 'Conheça pessoas online que curtem o mesmo que você',
    metaTitle: 'Conhecer pessoas online por interesses | Match Up',
    metaDescription:
      'Conheça gente nova online com o Match Up. Encontre pessoas com interesses em comum, jogue ao vivo e suba no ranking mensal. Grátis, sem anúncios e só +18.',
    banner: 'Gente nova, interesses em comum',
    subtitle: 'Conte do que você gosta e conheça pessoas que gostam também.',
    intro: [
      'Conhecer estranhos online fica mais legal quando vocês têm algo em comum. No Match Up, você pode adicionar interesses antes de começar, e vamos tentar te conectar com alguém que escolheu os mesmos.',
      'Cada pareamento é um chat de vídeo a dois com outro adulto. Joguem juntos, vejam quem se sai melhor e, se você tiver entrado na sua conta, ganhe pontos para o ranking mensal e o ranking geral.',
    ],
    faq: [
      {
        question: 'Como funciona o pareamento por interesses?',
        answer:
          'Antes de começar, adicione alguns interesses e vamos tentar juntar você com alguém que escolheu os mesmos. Os interesses são opcionais: deixe em branco para conhecer qualquer pessoa.',
      },
      {
        question: 'De onde são as pessoas que eu conheço?',
        answer:
          'Qualquer pessoa com 18 anos ou mais pode usar o Match Up pelo navegador, então você pode conhecer gente de vários países diferentes.',
      },
      {
        question: 'Como funcionam os pontos e o ranking?',
        answer:
          'Jogadores logados ganham pontos jogando com as pessoas com quem são conectados. Os pontos contam tanto para o ranking mensal quanto para o ranking geral.',
      },
      {
        question: 'Por que preciso entrar na conta para ganhar pontos?',
        answer:
          'Os pontos precisam ficar guardados em uma conta, por isso só valem para membros, onde há login de membros (Google ou Facebook); a janela de login mostra o que este servidor oferece. Convidados sempre podem jogar.',
      },
      {
        question: 'É seguro conhecer estranhos online no Match Up?',
        answer:
          'O Match Up é só para adultos, tem regras claras e permite denunciar quem as descumprir. Mesmo assim, nunca compartilhe dados pessoais, como seu endereço ou informações financeiras, com alguém que você acabou de conhecer.',
      },
      {
        question: 'Posso conhecer pessoas pelo celular?',
        answer:
          'Sim. O Match Up funciona no navegador, então roda no celular e no computador. Você também pode instalá-lo na tela inicial para ele abrir como um app.',
      },
      {
        question: 'Como causar uma boa primeira impressão no chat de vídeo?',
        answer:
          'Boa iluminação, um “oi” simpático e uma pergunta sincera sobre a outra pessoa ajudam muito. Começar um jogo rápido juntos é um jeito fácil de dar risada logo de cara.',
      },
      {
        question: 'E se não rolar química com alguém?',
        answer:
          'Tudo bem. Encerre o chat e comece uma nova busca; nem toda conversa precisa ser incrível.',
      },
    ],
  },
  {
    path: '/video-chat-with-strangers',
    title: 'Chat de vídeo com estranhos, com segurança e privacidade',
    metaTitle: 'Chat de vídeo privado com estranhos | Match Up',
    metaDescription:
      'Chat de vídeo com estranhos no Match Up: chamadas P2P sem gravação, regras só para adultos, denúncia fácil e banimentos justos. Grátis e sem anúncios.',
    banner: 'Privacidade desde a concepção',
    subtitle: 'Chamadas peer-to-peer que nunca são gravadas, com regras claras para todo mundo.',
    intro: [
      'Quando você faz chat de vídeo com estranhos, precisa saber exatamente o que acontece com o seu vídeo. No Match Up, as chamadas são peer-to-peer (P2P): sua câmera e seu microfone vão direto para a pessoa com quem você está falando. Nunca gravamos nem armazenamos nada disso.',
      'O Match Up é só para adultos, e as regras são simples: nada de nudez, assédio, discurso de ódio ou spam. Quem descumprir pode ser denunciado, e as denúncias levam a banimentos temporários.',
      'Não vendemos nem compartilhamos seus dados pessoais, e você pode pedir que a gente os apague a qualquer momento.',
    ],
    faq: [
      {
        question: 'Os chats de vídeo no Match Up são gravados?',
        answer:
          'Não. Nunca gravamos nem armazenamos vídeo ou áudio. As chamadas são P2P, então o seu áudio e o seu vídeo vão direto entre você e a outra pessoa.',
      },
      {
        question: 'O que é um servidor de retransmissão e por que minha chamada usaria um?',
        answer:
          'Algumas redes bloqueiam conexões diretas entre dispositivos. Quando isso acontece, a chamada passa por um servidor de retransmissão (relay) só para conectar vocês, e o áudio e o vídeo continuam criptografados e nunca são armazenados.',
      },
      {
        question: 'Meu chat de vídeo é criptografado?',
        answer:
          'Sim. Vídeo e áudio são criptografados em trânsito, inclusive quando a chamada precisa passar por um servidor de retransmissão.',
      },
      {
        question: 'Como denuncio alguém que descumpre as regras?',
        answer:
          'Use a opção de denúncia no app. A denúncia pode incluir as mensagens do chat de texto daquela conversa para que ela possa ser analisada.',
      },
      {
        question: 'O que acontece quando alguém é denunciado?',
        answer:
          'Se três pessoas diferentes denunciarem o mesmo usuário em 24 horas, ele é banido por 24 horas. Quem reincidir é banido por 7 dias.',
      },
      {
        question: 'Minha conta foi banida por engano. O que posso fazer?',
        answer:
          'Mande um e-mail para {appealsEmail} com seu nome de usuário, se tiver um, e uma breve explicação. Vamos analisar seu recurso e retirar o banimento se ele tiver sido um erro.',
      },
      {
        question: 'O desafio da risada envia meu rosto para um servidor?',
        answer:
          'Não. A detecção de sorriso roda só no seu dispositivo, e os dados do seu rosto nunca saem dele.',
      },
      {
        question: 'O Match Up vende meus dados?',
        answer:
          'Não. Não vendemos nem compartilhamos seus dados pessoais, e não há anúncios no Match Up.',
      },
    ],
  },
  {
    path: '/free-online-video-chat',
    title: 'Chat de vídeo online grátis e sem anúncios',
    metaTitle: 'Chat de vídeo online grátis, sem anúncios | Match Up',
    metaDescription:
      'Chat de vídeo online grátis, sem anúncios e sem download. Use o Match Up no navegador como convidado ou instale como app. Com jogos, só para maiores de 18.',
    banner: 'Grátis. Sem anúncios. Sem download.',
    subtitle: 'Chat de vídeo, chat de texto e jogos, tudo grátis e direto no navegador.',
    intro: [
      'O Match Up é um chat de vídeo online grátis e sem anúncios. Nada de banners, pop-ups ou vídeos para assistir entre uma conversa e outra.',
      'Você não precisa baixar nada nem criar conta. Abra o site em um navegador atualizado, permita o acesso à câmera e ao microfone e comece a conhecer pessoas. Se curtir, instale o Match Up na tela inicial ou na área de trabalho para ele abrir como um app.',
    ],
    faq: [
      {
        question: 'O Match Up é grátis mesmo?',
        answer:
          'Sim. O chat de vídeo, o chat de texto, os jogos e o parceiro de treino de IA são todos gratuitos.',
      },
      {
        question: 'Por que o Match Up não mostra anúncios?',
        answer:
          'Queremos que a sua tela seja da pessoa com quem você está conversando, por isso não mostramos anúncios. Também não vendemos nem compartilhamos seus dados pessoais.',
      },
      {
        question: 'Preciso baixar alguma coisa?',
        answer:
          'Não. O Match Up funciona no navegador. Se preferir, você pode instalá-lo como app pelo navegador para abrir mais rápido.',
      },
      {
        question: 'Como instalo o Match Up como app?',
        answer:
          'Em um navegador compatível, use a opção de instalar na barra de endereço ou no menu do navegador; no celular, ela costuma se chamar “Adicionar à tela inicial”. Depois disso, o Match Up abre em uma janela própria.',
      },
      {
        question: 'Posso usar o chat de vídeo grátis sem me cadastrar?',
        answer:
          'Sim. Convidados podem fazer chat de vídeo e jogar sem conta. Os pontos são para membros, onde há login de membros (Google ou Facebook).',
      },
      {
        question: 'Do que preciso para fazer chat de vídeo online?',
        answer:
          'Um aparelho com câmera e microfone, um navegador atualizado e uma conexão de internet estável. Ao começar, você vai precisar permitir o acesso à câmera e ao microfone.',
      },
      {
        question: 'O que é o VeeClips?',
        answer:
          'O VeeClips é um recurso de clipes curtos que estamos desenvolvendo. Ele chega em breve e ainda não está disponível.',
      },
      {
        question: 'Como apago meus dados?',
        answer:
          'Abra Configurações e, em “Seus dados”, escolha “Excluir minha conta” (convidados: “Encerrar minha sessão e excluir meus dados”); antes, “Baixar meus dados” te dá uma cópia. Vídeo e áudio nunca são armazenados, então não há nada para apagar aí.',
      },
    ],
  },
];
