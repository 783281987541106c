import type { Section } from '../../types.ts';

export const about: { title: string; lead: string; sections: Section[] } = {
  title: 'Sobre o Match Up',
  lead: 'O Match Up é um chat de vídeo aleatório e gratuito para adultos, com um diferencial: quando você conhece alguém novo, pode jogar uma partida rápida com essa pessoa em vez de ficar pensando no que dizer. Ele foi feito para conversas leves e amigáveis com gente do mundo inteiro.',
  sections: [
    {
      heading: 'Jogar junto',
      paragraphs: [
        'Puxar conversa com um desconhecido pode ser constrangedor, então colocamos os jogos dentro da própria chamada. Assim que vocês forem conectados, qualquer um dos dois pode iniciar um minijogo ao vivo e jogar cara a cara.',
        'No duelo de quiz, vocês se enfrentam em uma rodada de perguntas rápidas. No desafio da risada, um tenta fazer o outro rir enquanto a detecção de sorriso decide o resultado. Essa detecção roda inteiramente no seu próprio dispositivo, então nada sobre o seu rosto é enviado para lugar nenhum. Em Leia minha mente, vocês dois respondem à mesma pergunta de “Você prefere…?” e tentam adivinhar o que o outro escolheu. No Lig 4, vocês soltam peças em turnos num tabuleiro de 7 × 6 até que um dos dois alinhe quatro. No Desenhe e adivinhe, um desenha uma palavra que só quem desenha vê e o outro adivinha no chat; vocês trocam de papel a cada rodada, e cada palavra adivinhada vale para os dois.',
        'Os jogos valem pontos, e os pontos colocam você nos rankings do mês e de todos os tempos. Convidados podem jogar na hora; os pontos são para membros, onde o login de membros (com Google ou Facebook) estiver disponível.',
      ],
    },
    {
      heading: 'Interesses em comum',
      paragraphs: [
        'Antes de começar, adicione alguns interesses, como música, games, viagens ou aprender idiomas, e vamos tentar conectar você com alguém que escolheu os mesmos. É um jeito simples de pular a conversa fiada e ir direto para algo que vocês dois curtem.',
        'Os interesses são opcionais. Se você deixar em branco, vamos conectar você com qualquer pessoa disponível, e muitas vezes é aí que surgem as conversas mais surpreendentes.',
      ],
    },
    {
      heading: 'Clipes, em breve',
      paragraphs: [
        'Estamos trabalhando no VeeClips, um espaço para clipes curtos. Ele ainda não está disponível, e vamos contar mais quando quiser começar.',
      ],
    },
    {
      heading: 'Seguro e acolhedor',
      paragraphs: [
        'O Match Up é só para adultos: você precisa ter 18 anos ou mais para usar. Nossas regras são curtas e claras: nada de nudez, nada de assédio, nada de ódio e nada de spam.',
        'Um escudo contra nudez, que roda no seu próprio dispositivo, verifica se há nudez no vídeo da outra pessoa. O vídeo de cada nova pessoa começa desfocado até que o primeiro quadro seja verificado e, se o vídeo parecer explícito durante a chamada, ele é desfocado na hora e você escolhe: mostrar mesmo assim, passar para a próxima pessoa ou denunciar. Nada do vídeo é gravado nem enviado para lugar nenhum, nem mesmo para nós. Você pode mudar as duas opções em Configurações.',
        'Se alguém quebrar as regras, você pode denunciar a pessoa e passar para a próxima. Quando três pessoas diferentes denunciam o mesmo usuário em até 24 horas, esse usuário é banido por 24 horas. Reincidências levam a um banimento de 7 dias. Se você acha que um banimento foi um engano, pode recorrer por e-mail, e nós vamos analisar.',
      ],
    },
    {
      heading: 'Rápido e fácil',
      paragraphs: [
        'Não há nada para baixar e não é preciso se cadastrar. Abra o site, permita o acesso à câmera e ao microfone, e em segundos você pode estar conversando com alguém. Ao lado do vídeo há um chat de texto para quando digitar for mais fácil.',
        'Prefere um app? O Match Up pode ser instalado na tela inicial ou na área de trabalho direto pelo navegador e, assim, abre em uma janela própria, como qualquer outro app.',
        'Quer se aquecer antes? Com o parceiro de treino de IA, você pode ensaiar uma conversa por voz ou por texto antes de conhecer pessoas reais. É uma mão na roda para quem é tímido ou está praticando um novo idioma.',
      ],
    },
    {
      heading: 'Sem anúncios',
      paragraphs: [
        'O Match Up é gratuito e não tem anúncios. Nada de banners, nada de pop-ups e nada de vídeos para aguentar antes da próxima conexão. Preferimos que o espaço da sua tela fique para a pessoa com quem você está conversando.',
      ],
    },
    {
      heading: 'Privacidade',
      paragraphs: [
        'As chamadas de vídeo são peer-to-peer (ponto a ponto), o que significa que seu vídeo e seu áudio trafegam diretamente entre você e a outra pessoa. Nunca gravamos nem armazenamos esse conteúdo. Às vezes é preciso um servidor de retransmissão só para conectar a chamada; mesmo assim, a mídia continua criptografada e nunca é armazenada.',
        'Guardamos apenas o necessário para operar o serviço, como seus pontos, seu nome de usuário e eventuais denúncias de segurança. Não vendemos nem compartilhamos seus dados pessoais, e você pode pedir a exclusão deles por e-mail a qualquer momento. Nossa política de privacidade explica os detalhes em linguagem simples.',
      ],
    },
    {
      heading: 'Nossa visão',
      paragraphs: [
        'Acreditamos que conhecer gente nova online deveria ser como uma boa conversa numa festa, e não como ficar passando rostos na tela. Um pouco de diversão compartilhada ajuda muito a chegar lá.',
        'Nosso objetivo é simples: um lugar onde adultos possam conhecer alguém novo, dar risada, aprender alguma coisa e sair se sentindo um pouco mais conectados do que antes. Vamos continuar construindo isso, uma conexão de cada vez.',
      ],
    },
  ],
};
