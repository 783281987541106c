import type { Section } from '../../types.ts';

export const about: { title: string; lead: string; sections: Section[] } = {
  title: 'Acerca de Match Up',
  lead: 'Match Up es un videochat aleatorio y gratuito para adultos con un toque diferente: cuando conoces a alguien nuevo, puedes jugar con esa persona una partida rápida en lugar de quedarte pensando qué decir. Está pensado para conversaciones fáciles y amistosas con gente de todo el mundo.',
  sections: [
    {
      heading: 'Jugar juntos',
      paragraphs: [
        'Empezar una conversación con un desconocido puede resultar incómodo, así que integramos los juegos en la propia videollamada. En cuanto te conectamos con alguien, cualquiera de los dos puede iniciar un minijuego en vivo y jugarlo cara a cara.',
        'En el duelo de trivia, te mides con la otra persona en una ronda de preguntas rápidas. En el reto de risa, uno intenta hacer reír al otro mientras la detección de sonrisas decide el resultado. Esa detección funciona íntegramente en tu propio dispositivo, así que no se envía ningún dato de tu cara a ninguna parte. En «Lee mi mente», cada uno responde la misma pregunta de «¿Qué prefieres…?» e intenta adivinar qué eligió el otro. En Conecta 4, sueltan fichas por turnos en un tablero de 7 × 6 hasta que uno de los dos junta cuatro en línea. En «Dibuja y adivina», uno dibuja una palabra que solo ve quien dibuja y el otro la adivina en el chat; se turnan en cada ronda y cada palabra adivinada suma para los dos.',
        'Los juegos dan puntos, y los puntos te colocan en las clasificaciones mensual y de todos los tiempos. Los invitados pueden jugar desde el primer momento; los puntos son para los miembros, allí donde se ofrece el inicio de sesión de miembros (con Google o Facebook).',
      ],
    },
    {
      heading: 'Intereses en común',
      paragraphs: [
        'Antes de empezar, añade algunos intereses, como música, videojuegos, viajes o aprender idiomas, e intentaremos emparejarte con alguien que haya elegido los mismos. Es una forma sencilla de saltarte la charla de cortesía y pasar directamente a algo que entusiasme a los dos.',
        'Los intereses son opcionales. Si los dejas en blanco, te emparejaremos con cualquier persona disponible, y muchas veces es ahí donde surgen las conversaciones más sorprendentes.',
      ],
    },
    {
      heading: 'Clips, muy pronto',
      paragraphs: [
        'Estamos trabajando en VeeClips, un espacio para clips cortos. Todavía no está disponible; daremos más detalles cuando esté listo.',
      ],
    },
    {
      heading: 'Seguridad y buen ambiente',
      paragraphs: [
        'Match Up es solo para adultos: debes tener 18 años o más para usarlo. Nuestras normas son breves y claras: nada de desnudos, nada de acoso, nada de odio y nada de spam.',
        'Un escudo contra desnudos que funciona en tu propio dispositivo revisa el video de la otra persona. Cuando te conectamos con alguien nuevo, su video aparece desenfocado hasta que se ha comprobado un primer fotograma, y si durante la llamada el video parece explícito, se desenfoca al instante y decides tú: mostrarlo de todos modos, pasar a otra persona o denunciar. No se graba ni se envía nada del video a ninguna parte, ni siquiera a nosotros. Puedes cambiar ambas opciones en Ajustes.',
        'Si alguien incumple las normas, puedes denunciarlo y pasar a la siguiente persona. Cuando tres personas distintas denuncian al mismo usuario en un plazo de 24 horas, ese usuario queda suspendido durante 24 horas. La reincidencia conlleva una suspensión de 7 días. Si crees que una suspensión fue un error, puedes apelar por correo electrónico y la revisaremos.',
      ],
    },
    {
      heading: 'Rápido y fácil',
      paragraphs: [
        'No hay nada que descargar ni hace falta registrarse. Entra en el sitio, permite el acceso a tu cámara y tu micrófono, y en cuestión de segundos puedes estar hablando con alguien. Junto al video tienes un chat de texto para cuando te resulte más fácil escribir.',
        '¿Prefieres una app? Puedes instalar Match Up en la pantalla de inicio o en el escritorio directamente desde el navegador, y se abrirá en su propia ventana, como cualquier otra app.',
        '¿Quieres entrar en calor primero? El compañero de práctica con IA te permite ensayar una conversación por voz o por texto antes de conocer a personas reales. Viene muy bien si la timidez te frena o si estás practicando un idioma nuevo.',
      ],
    },
    {
      heading: 'Sin anuncios',
      paragraphs: [
        'Match Up es gratis y no tiene anuncios. Ni banners, ni ventanas emergentes, ni videos que aguantar antes de tu siguiente conexión. Preferimos que el espacio de tu pantalla sea para la persona con la que estás hablando.',
      ],
    },
    {
      heading: 'Privacidad',
      paragraphs: [
        'Las videollamadas son peer-to-peer (de igual a igual): tu video y tu audio viajan directamente entre tú y la otra persona. Nunca los grabamos ni los almacenamos. A veces hace falta un servidor de retransmisión solo para poder establecer la llamada; incluso entonces, el contenido sigue cifrado y nunca se almacena.',
        'Solo guardamos lo necesario para que el servicio funcione, como tus puntos, tu nombre de usuario y las denuncias de seguridad que haya. No vendemos ni compartimos tus datos personales, y puedes pedirnos por correo electrónico que los eliminemos en cualquier momento. Nuestra política de privacidad lo explica todo en un lenguaje claro.',
      ],
    },
    {
      heading: 'Nuestra visión',
      paragraphs: [
        'Creemos que conocer gente nueva por internet debería parecerse a una buena conversación en una fiesta, no a ver pasar caras sin más. Un poco de juego compartido ayuda muchísimo a conseguirlo.',
        'Nuestro objetivo es sencillo: un lugar donde los adultos puedan conocer a alguien nuevo, reírse un rato, aprender algo y marcharse sintiéndose un poco más conectados que antes. Seguiremos trabajando para lograrlo, una conexión tras otra.',
      ],
    },
  ],
};
