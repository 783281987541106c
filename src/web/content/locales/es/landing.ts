import type { LandingPage } from '../../types.ts';

export const landingPages: LandingPage[] = [
  {
    path: '/random-video-chat',
    title: 'Videochat aleatorio con juegos incluidos',
    metaTitle: 'Videochat aleatorio con juegos | Match Up',
    metaDescription:
      'Match Up: videochat aleatorio gratis para adultos. Habla 1 a 1 con un desconocido y rompe el hielo con un duelo de preguntas, un reto de risa o «Lee mi mente».',
    banner: 'Gratis, sin anuncios y solo para mayores de 18',
    subtitle:
      'Conoce a alguien nuevo en segundos y después juega con esa persona una partida rápida.',
    intro: [
      'El videochat aleatorio es muy sencillo: empiezas a buscar y te conectamos uno a uno con otro adulto al que nunca has visto. En Match Up, la conversación no tiene por qué quedarse en hablar del tiempo: puedes empezar un duelo de preguntas, un reto de risa o una partida de «Lee mi mente» sin salir de la llamada.',
      'Añade algunos intereses si quieres conocer a alguien que los comparta, o déjalos en blanco para hablar con cualquiera. Junto al video tienes un chat de texto para cuando te resulte más fácil escribir.',
      'Los invitados pueden entrar directamente. Los puntos y la clasificación son para miembros: si el servidor ofrece inicio de sesión para miembros (con Google o Facebook), lo verás en la ventana de inicio de sesión.',
    ],
    faq: [
      {
        question: '¿Qué es un videochat aleatorio?',
        answer:
          'Un videochat aleatorio te empareja con alguien que no conoces para una videollamada en vivo, uno a uno. En Match Up, el emparejamiento es automático y, si quieres, puedes buscar a alguien con tus mismos intereses.',
      },
      {
        question: '¿Cómo empiezo un videochat aleatorio en Match Up?',
        answer:
          'Abre Match Up, permite el acceso a tu cámara y a tu micrófono y empieza a buscar. Si quieres hablar con alguien que comparta tus intereses, añade algunos antes de empezar.',
      },
      {
        question: '¿El emparejamiento es completamente aleatorio?',
        answer:
          'Si no añades intereses, te conectamos con quien esté disponible. Si los añades, intentamos emparejarte con alguien que haya elegido los mismos.',
      },
      {
        question: '¿A qué juegos puedo jugar durante un videochat aleatorio?',
        answer:
          'Hay cinco minijuegos en vivo: un duelo de preguntas; un reto de risa, en el que un jugador intenta hacer reír al otro; «Lee mi mente», en el que los dos responden la misma pregunta de «¿Qué prefieres…?» e intentan adivinar qué eligió el otro; Conecta 4, en el que sueltan fichas por turnos hasta que uno junta cuatro en línea; y «Dibuja y adivina», en el que uno dibuja una palabra y el otro la adivina en el chat. Los cinco se juegan con la otra persona durante la llamada.',
      },
      {
        question: '¿En qué consiste un duelo de preguntas?',
        answer:
          'Respondes preguntas de trivia contra la otra persona, cara a cara, sin salir de la llamada. Si has iniciado sesión, ganas puntos según tu resultado.',
      },
      {
        question: '¿Necesito una cuenta para usar el videochat aleatorio?',
        answer:
          'No. Puedes chatear y jugar como invitado. Donde se ofrece inicio de sesión para miembros (Google o Facebook), al iniciar sesión ganas puntos y apareces en la clasificación; la ventana de inicio de sesión muestra lo que ofrece este servidor.',
      },
      {
        question: '¿Puedo enviar mensajes de texto durante la videollamada?',
        answer: 'Sí. Hay un chat de texto junto al video, así que puedes escribir mientras hablas.',
      },
      {
        question: '¿Quién puede usar Match Up?',
        answer: 'Match Up es solo para adultos. Tienes que tener 18 años o más para usarlo.',
      },
    ],
  },
  {
    path: '/talk-to-strangers',
    title: 'Habla con desconocidos sin silencios incómodos',
    metaTitle: 'Hablar con desconocidos online | Match Up',
    metaDescription:
      'Habla con desconocidos en Match Up con juegos para romper el hielo, intereses en común y chat de texto. Practica antes con una IA. Gratis y solo para +18.',
    banner: 'Conversar es más fácil',
    subtitle:
      'Los juegos, los intereses en común y un compañero de práctica te ayudan a encontrar de qué hablar.',
    intro: [
      'Hablar con desconocidos puede ser muy divertido, pero los primeros segundos suelen ser los más difíciles. Match Up te lo pone fácil: añade intereses para conocer a alguien que los comparta, o empieza un juego rápido y deja que la conversación fluya sola.',
      '¿Te da vergüenza, te falta práctica o estás aprendiendo un idioma nuevo? Con el compañero de práctica con IA puedes ensayar una conversación por voz antes de hablar con personas reales.',
      'En Match Up todo el mundo debe ser adulto, las normas son breves y claras, y cualquiera que se pase de la raya puede ser denunciado.',
    ],
    faq: [
      {
        question: '¿Cómo hablo con desconocidos en Match Up?',
        answer:
          'Entra en la web, permite el acceso a la cámara y al micrófono, y te conectaremos uno a uno con otro adulto para un videochat. Puedes hablar en voz alta, escribir en el chat de texto o ambas cosas.',
      },
      {
        question: '¿Qué le digo a un desconocido?',
        answer:
          'Normalmente basta con un saludo amable y una pregunta sobre lo que le gusta. Si la conversación se estanca, empieza un duelo de preguntas, un reto de risa o «Lee mi mente» y deja que el juego haga el resto.',
      },
      {
        question: '¿Qué es el compañero de práctica con IA?',
        answer:
          'Es un compañero de conversación con inteligencia artificial con el que puedes hablar por voz para practicar antes de conocer a personas reales. Te puede venir bien si te cuesta arrancar o quieres practicar un idioma.',
      },
      {
        question: '¿El compañero de práctica con IA es una persona real?',
        answer:
          'No, es una IA. Cuando quieras hablar con una persona de verdad, empieza a buscar con quién hablar.',
      },
      {
        question: '¿Se guardan mis conversaciones con el compañero de práctica?',
        answer:
          'Procesamos tus mensajes para que el compañero de práctica pueda responder, pero no los guardamos. Si el servicio tiene configurado un proveedor externo de IA, tus mensajes se envían a ese proveedor para generar la respuesta.',
      },
      {
        question: '¿Puedo elegir con quién hablo?',
        answer:
          'No puedes elegir a una persona concreta, pero puedes añadir intereses para que intentemos emparejarte con alguien que los comparta.',
      },
      {
        question: '¿Qué hago si un desconocido es grosero o inapropiado?',
        answer:
          'Repórtalo y termina el chat. Si tres personas distintas reportan al mismo usuario en 24 horas, se le suspende durante 24 horas, y a quien reincide se le suspende durante 7 días.',
      },
      {
        question: '¿Puedo hablar con desconocidos sin dar mi nombre?',
        answer:
          'Sí. Como invitado no necesitas dar tu nombre ni tu correo electrónico. Si inicias sesión con Google o Facebook, recibimos de ellos tu nombre visible y tu correo, y nunca los vendemos ni los compartimos.',
      },
    ],
  },
  {
    path: '/meet-strangers-online',
    title: 'Conoce gente online con tus mismos intereses',
    metaTitle: 'Conocer gente online por intereses | Match Up',
    metaDescription:
      'Conoce gente nueva online con Match Up: conecta por intereses en común, juega en vivo y sube en la clasificación mensual. Gratis, sin anuncios y solo para +18.',
    banner: 'Gente nueva, intereses en común',
    subtitle: 'Cuéntanos qué te gusta y conoce a gente a la que también le gusta.',
    intro: [
      'Conocer a desconocidos online es más gratificante cuando tienen algo en común. En Match Up puedes añadir intereses antes de empezar e intentaremos emparejarte con alguien que haya elegido los mismos.',
      'Cada emparejamiento es un videochat uno a uno con otro adulto. Juega una partida con la otra persona, mira quién gana y, si has iniciado sesión, suma puntos para la clasificación mensual y la histórica.',
    ],
    faq: [
      {
        question: '¿Cómo funciona el emparejamiento por intereses?',
        answer:
          'Antes de empezar, añade algunos intereses e intentaremos conectarte con alguien que haya elegido los mismos. Los intereses son opcionales: puedes dejarlos vacíos para conocer a cualquiera.',
      },
      {
        question: '¿De dónde es la gente que conozco?',
        answer:
          'Cualquier persona de 18 años o más puede usar Match Up desde un navegador web, así que puedes conocer a gente de muchos países distintos.',
      },
      {
        question: '¿Cómo funcionan los puntos y la clasificación?',
        answer:
          'Los jugadores que han iniciado sesión ganan puntos jugando con las personas con las que los emparejamos. Los puntos cuentan tanto para la clasificación mensual como para la histórica.',
      },
      {
        question: '¿Por qué tengo que iniciar sesión para ganar puntos?',
        answer:
          'Los puntos necesitan una cuenta en la que quedarse, así que solo cuentan para miembros, donde se ofrece inicio de sesión para miembros (Google o Facebook); la ventana de inicio de sesión muestra lo que ofrece este servidor. Los invitados siempre pueden jugar.',
      },
      {
        question: '¿Es seguro conocer a desconocidos online en Match Up?',
        answer:
          'Match Up es solo para adultos, tiene normas claras y te permite denunciar a quien las incumpla. Aun así, nunca compartas datos personales, como tu dirección o tu información financiera, con alguien a quien acabas de conocer.',
      },
      {
        question: '¿Puedo conocer gente desde el teléfono?',
        answer:
          'Sí. Match Up funciona en el navegador web, así que puedes usarlo en el teléfono igual que en la computadora. También puedes instalarlo en la pantalla de inicio para que se abra como una app.',
      },
      {
        question: '¿Cómo causo una buena primera impresión en un videochat?',
        answer:
          'Una buena iluminación, un saludo amable y una pregunta sincera sobre la otra persona ayudan mucho. Empezar un juego rápido es una forma fácil de reírse juntos desde el primer momento.',
      },
      {
        question: '¿Y si no conecto con alguien?',
        answer:
          'No pasa nada. Termina el chat y vuelve a buscar; no todas las conversaciones tienen que ser geniales.',
      },
    ],
  },
  {
    path: '/video-chat-with-strangers',
    title: 'Videochat con desconocidos, seguro y privado',
    metaTitle: 'Videochat privado con desconocidos | Match Up',
    metaDescription:
      'Videochat con desconocidos en Match Up: llamadas P2P sin grabación, normas solo para adultos, denuncias fáciles y suspensiones justas. Gratis y sin anuncios.',
    banner: 'Privado por diseño',
    subtitle: 'Llamadas P2P que nunca se graban, con normas claras para todos.',
    intro: [
      'Cuando haces videochat con desconocidos, deberías saber exactamente qué pasa con tu video. En Match Up, las llamadas son peer-to-peer (P2P): tu cámara y tu micrófono van directamente a la persona con la que hablas. Nunca los grabamos ni los guardamos.',
      'Match Up es solo para adultos y las normas son sencillas: nada de desnudos, acoso, odio ni spam. Quien las incumpla puede ser denunciado, y las denuncias conllevan suspensiones temporales.',
      'No vendemos ni compartimos tus datos personales, y puedes pedirnos que los eliminemos en cualquier momento.',
    ],
    faq: [
      {
        question: '¿Se graban los videochats de Match Up?',
        answer:
          'No. Nunca grabamos ni guardamos video ni audio. Las llamadas son P2P, así que tu audio y tu video van directamente entre tú y la otra persona.',
      },
      {
        question: '¿Qué es un servidor de retransmisión y por qué lo usaría mi llamada?',
        answer:
          'Algunas redes bloquean las conexiones directas entre dispositivos. Cuando pasa eso, la llamada pasa por un servidor de retransmisión (relay) solo para conectarte; el audio y el video siguen cifrados y nunca se guardan.',
      },
      {
        question: '¿Mi videochat está cifrado?',
        answer:
          'Sí. El video y el audio van cifrados en tránsito, también cuando una llamada tiene que pasar por un servidor de retransmisión.',
      },
      {
        question: '¿Cómo reporto a alguien que incumple las normas?',
        answer:
          'Usa la opción de denunciar de la app. La denuncia puede incluir los mensajes del chat de texto de esa conversación para que se pueda revisar.',
      },
      {
        question: '¿Qué pasa cuando reportan a alguien?',
        answer:
          'Si tres personas distintas reportan al mismo usuario en 24 horas, se le suspende durante 24 horas. Quien reincide queda suspendido durante 7 días.',
      },
      {
        question: 'Me suspendieron por error. ¿Qué puedo hacer?',
        answer:
          'Escribe a {appealsEmail} con tu nombre de usuario, si tienes uno, y una breve explicación. Revisaremos tu apelación y levantaremos la suspensión si fue un error.',
      },
      {
        question: '¿El reto de risa envía mi cara a un servidor?',
        answer:
          'No. La detección de sonrisas se ejecuta solo en tu dispositivo, y los datos de tu cara nunca salen de él.',
      },
      {
        question: '¿Match Up vende mis datos?',
        answer:
          'No. No vendemos ni compartimos tus datos personales, y en Match Up no hay anuncios.',
      },
    ],
  },
  {
    path: '/free-online-video-chat',
    title: 'Videochat online gratis y sin anuncios',
    metaTitle: 'Videochat gratis online, sin anuncios | Match Up',
    metaDescription:
      'Videochat online gratis, sin anuncios y sin descargas. Usa Match Up como invitado en tu navegador o instálalo como app. Con juegos, solo para mayores de 18.',
    banner: 'Gratis. Sin anuncios. Sin descargas.',
    subtitle: 'Videochat, chat de texto y juegos, todo gratis y en tu navegador.',
    intro: [
      'Match Up es un videochat online gratis y sin anuncios. Sin banners, sin ventanas emergentes y sin videos que aguantar entre una conversación y otra.',
      'No necesitas descargar nada ni crear una cuenta. Abre la web en un navegador actualizado, permite el acceso a la cámara y al micrófono, y empieza a conocer gente. Si te gusta, instala Match Up en la pantalla de inicio o en el escritorio para que se abra como una app.',
    ],
    faq: [
      {
        question: '¿Match Up es realmente gratis?',
        answer:
          'Sí. El videochat, el chat de texto, los juegos y el compañero de práctica con IA son totalmente gratis.',
      },
      {
        question: '¿Por qué Match Up no muestra anuncios?',
        answer:
          'Queremos que tu pantalla sea para la persona con la que hablas, así que no mostramos anuncios. Tampoco vendemos ni compartimos tus datos personales.',
      },
      {
        question: '¿Tengo que descargar algo?',
        answer:
          'No. Match Up funciona en tu navegador web. Si lo prefieres, puedes instalarlo como app desde el navegador para abrirlo más rápido.',
      },
      {
        question: '¿Cómo instalo Match Up como app?',
        answer:
          'En un navegador compatible, usa la opción de instalar de la barra de direcciones o del menú del navegador; en el teléfono suele llamarse «Añadir a pantalla de inicio» o «Agregar a la pantalla principal». Después, Match Up se abrirá en su propia ventana.',
      },
      {
        question: '¿Puedo usar el videochat gratis sin registrarme?',
        answer:
          'Sí. Los invitados pueden hacer videochat y jugar sin cuenta. Los puntos son para miembros, donde se ofrece inicio de sesión para miembros (Google o Facebook).',
      },
      {
        question: '¿Qué necesito para hacer videochat online?',
        answer:
          'Un dispositivo con cámara y micrófono, un navegador web actualizado y una conexión a internet estable. Al empezar, se te pedirá permiso para acceder a la cámara y al micrófono.',
      },
      {
        question: '¿Qué es VeeClips?',
        answer:
          'VeeClips es una función de clips cortos en la que estamos trabajando. Llegará pronto y todavía no está disponible.',
      },
      {
        question: '¿Cómo elimino mis datos?',
        answer:
          'Abre Ajustes y, en «Tus datos», elige «Eliminar mi cuenta» (si eres invitado, «Terminar mi sesión y eliminar mis datos»); antes, «Descargar mis datos» te da una copia. El video y el audio nunca se guardan, así que ahí no hay nada que eliminar.',
      },
    ],
  },
];
