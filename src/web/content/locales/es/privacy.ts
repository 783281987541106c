import type { LegalDoc } from '../../types.ts';

export const privacy: LegalDoc = {
  title: 'Política de privacidad',
  updated: '01/05/2025',
  intro:
    'Esta política explica qué información recopila Match Up, por qué la necesitamos y qué hacemos con ella. En resumen: tu video y tu audio nunca se graban ni se almacenan, solo guardamos lo necesario para prestar el servicio y mantenerlo seguro, y no vendemos ni compartimos tus datos personales.',
  sections: [
    {
      heading: 'En resumen',
      paragraphs: [
        'Las videollamadas en {siteName} son peer-to-peer (de igual a igual). Lo que captan tu cámara y tu micrófono va directamente a la persona con la que hablas, y nunca lo grabamos ni lo almacenamos.',
        'Almacenamos una pequeña cantidad de información para que puedas iniciar sesión, ganar puntos y aparecer en la clasificación, y para poder gestionar denuncias y suspensiones. No vendemos tus datos personales, no los compartimos con anunciantes y en {siteName} no hay anuncios.',
        'Puedes descargar tus datos o eliminar tu cuenta en cualquier momento desde Ajustes, en «Tus datos», o pedírnoslo escribiendo a {privacyEmail}.',
      ],
    },
    {
      heading: 'Video y audio',
      paragraphs: [
        'Cuando te emparejamos con alguien, tu navegador establece una conexión directa, de igual a igual, con el suyo. Tu video y tu audio viajan por esa conexión y van cifrados durante la transmisión.',
        'Algunas redes bloquean las conexiones directas. En ese caso, la llamada puede pasar por un servidor de retransmisión cuya única función es conectarte con la otra persona. El contenido que pasa por un servidor de retransmisión sigue cifrado, y el servidor no lo graba ni lo almacena.',
        'Nunca grabamos, guardamos ni conservamos copias de tu video o tu audio, tanto si la llamada es directa como si pasa por un servidor de retransmisión.',
        'En una llamada directa, el navegador de la otra persona puede ver tu dirección IP, como en cualquier llamada peer-to-peer. Una dirección IP puede revelar aproximadamente dónde te encuentras y qué proveedor de internet usas.',
        'Para evitarlo, activa «Retransmitir mis llamadas (oculta mi IP a la otra persona)» en Ajustes. Así, tus llamadas pasarán siempre por nuestro servidor de retransmisión, y la otra persona solo verá la dirección del servidor, nunca la tuya. Las llamadas retransmitidas pueden tener algo más de retraso. Esta opción solo aparece cuando este servicio cuenta con un servidor de retransmisión; una VPN también oculta tu dirección.',
      ],
    },
    {
      heading: 'Información que almacenamos',
      paragraphs: [
        'Si inicias sesión con Google o Facebook, almacenamos un identificador interno de cuenta, el identificador que tu proveedor de inicio de sesión nos facilita para tu cuenta, y el nombre visible y la dirección de correo electrónico que ese proveedor comparte con nosotros. También almacenamos el nombre de usuario que usas en {siteName}. Nunca vemos ni almacenamos tu contraseña de Google o Facebook.',
        'Cuando te conectas, usamos tu dirección IP para determinar en qué país estás. Esta consulta se hace sin conexión, con una base de datos alojada en nuestros propios servidores; no interviene ningún servicio de terceros. Usamos el país para prestar el servicio y para ayudar a mantenerlo seguro. Este producto incluye datos de GeoLite2 creados por MaxMind. Aviso de atribución: «This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com».',
        'Antes de tu primera búsqueda te pedimos tu fecha de nacimiento, porque {siteName} es solo para adultos. Guardamos la fecha y el resultado: en tu cuenta, si has iniciado sesión, y en tu dispositivo (en su cookie de dispositivo), si entras como invitado. Si la respuesta indica que tienes menos de 18 años, lo recordamos en ambos durante 24 horas para que no se pueda probar otra fecha enseguida.',
        'Almacenamos tus puntos y los resultados de tus partidas para llevar la puntuación y elaborar las clasificaciones mensual y de todos los tiempos.',
        'Si denuncias a alguien, o alguien te denuncia, almacenamos la denuncia con el motivo elegido (por ejemplo, «Acoso u odio»). Una denuncia puede incluir, adjuntos, los mensajes del chat de texto de esa conversación, para que pueda revisarse. Aparte de los mensajes adjuntos a una denuncia, no conservamos tus chats de texto.',
        'Guardamos un registro de las suspensiones, que incluye a quién se suspendió, por qué y durante cuánto tiempo, para poder hacerlas cumplir y aplicar suspensiones más largas en caso de reincidencia.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Usamos dos cookies. Una cookie de renovación de sesión mantiene tu sesión iniciada entre una visita y otra. Una cookie de dispositivo nos ayuda a reconocer el mismo dispositivo por motivos de seguridad; por ejemplo, para que nadie pueda eludir una suspensión simplemente cerrando sesión o jugando como invitado.',
        'No usamos cookies con fines publicitarios ni permitimos que terceros instalen cookies de seguimiento a través de {siteName}.',
      ],
    },
    {
      heading: 'Ajustes guardados en tu dispositivo',
      paragraphs: [
        'Algunos de tus ajustes y preferencias se guardan en el almacenamiento local de tu navegador para que la app los recuerde la próxima vez. Esta información permanece en tu dispositivo. Puedes borrarla en cualquier momento desde la configuración de tu navegador.',
      ],
    },
    {
      heading: 'El reto de risa y la detección facial',
      paragraphs: [
        'El reto de risa usa la detección de sonrisas para decidir si un jugador se ríe. Esta detección funciona únicamente en tu propio dispositivo, dentro del navegador. Las imágenes de tu cara y los datos de detección nunca salen de tu dispositivo y nunca se nos envían ni a nosotros ni a nadie más. Para la puntuación solo se usa el resultado de la partida.',
      ],
    },
    {
      heading: 'El escudo contra desnudos',
      paragraphs: [
        'Para protegerte de desnudos no deseados, el video de la otra persona lo analiza un clasificador de imágenes que funciona únicamente en tu propio dispositivo, dentro del navegador. Varias veces por segundo al principio de la llamada, y aproximadamente una vez por segundo a partir de entonces, se pasa al clasificador una pequeña copia de un fotograma del video en la memoria de tu navegador, que después se descarta.',
        'No se graba, almacena ni envía ningún video, fotograma ni imagen, ni a nosotros ni a nadie más. Si denuncias a alguien después de que el escudo haya desenfocado su video, la denuncia solo incluye lo que detectó el escudo (una categoría, como «Pornografía», y una puntuación), nunca una imagen.',
        'Puedes desactivar «Empezar las llamadas desenfocadas hasta comprobarlas» y «Desenfocar el video explícito» en Ajustes; esas preferencias solo se guardan en tu dispositivo.',
      ],
    },
    {
      heading: 'El compañero de práctica con IA',
      paragraphs: [
        'Cuando hablas con el compañero de práctica con IA, tus mensajes se procesan para que pueda responderte. No almacenamos estas conversaciones.',
        'Si el operador de este servicio ha configurado un proveedor de IA externo, tus mensajes al compañero de práctica se envían a ese proveedor para generar una respuesta. Evita compartir con el compañero de práctica datos personales que no quieras que se traten de esta forma.',
      ],
    },
    {
      heading: 'Cómo usamos tu información',
      paragraphs: [
        'Usamos la información descrita arriba únicamente para hacer funcionar {siteName}: para iniciar tu sesión, emparejarte con otras personas, gestionar los juegos y la puntuación, mostrar la clasificación, revisar denuncias, aplicar suspensiones y proteger el servicio frente a abusos.',
        'No usamos tu información con fines publicitarios ni creamos perfiles de marketing sobre ti.',
      ],
    },
    {
      heading: 'Con quién compartimos datos',
      paragraphs: [
        'No vendemos tus datos personales ni los compartimos con terceros. La única excepción es la descrita más arriba: si hay configurado un proveedor de IA externo, los mensajes que envías al compañero de práctica con IA llegan a ese proveedor para que pueda responder.',
        'Ten en cuenta que las personas con las que te emparejamos ven todo lo que muestras en cámara y leen todo lo que escribes en el chat. Comparte solo lo que compartirías sin problema con un desconocido.',
      ],
    },
    {
      heading: 'Cuánto tiempo conservamos la información',
      paragraphs: [
        'La información de tu cuenta, tus puntos y los resultados de tus partidas se conservan mientras exista tu cuenta. Cuando eliminas tu cuenta, se eliminan con ella, salvo tus puntos, que permanecen en la clasificación sin ningún nombre para que los demás jugadores conserven su posición.',
        'Una sesión iniciada dura {sessionDays} días, salvo que la cierres antes. Las sesiones caducadas y finalizadas se eliminan automáticamente.',
        'Una sesión de invitado que no se ha usado durante {guestIdleDays} días se elimina automáticamente, junto con sus datos, igual que cuando la eliminas tú.',
        'Las denuncias se eliminan {reportDays} días después de presentarse. Solo conservamos un recuento de denuncias por mes y por motivo, que se muestra en la página de Transparencia y que no identifica a nadie.',
        'Los registros de suspensiones se conservan para poder hacerlas cumplir y detectar reincidencias. Una suspensión que sigue vigente se mantiene en los navegadores a los que se aplica aunque se elimine la cuenta, así que eliminar una cuenta no sirve para librarse de una suspensión.',
      ],
    },
    {
      heading: 'Tus datos: descargarlos y eliminarlos',
      paragraphs: [
        'En Ajustes, en «Tus datos», la opción «Descargar mis datos» te da un archivo JSON con lo que almacenamos sobre ti: tu cuenta, los movimientos de puntos, las denuncias que has presentado, los bloqueos, las suspensiones, las apelaciones y la fecha en que respondiste a la verificación de edad.',
        '«Eliminar mi cuenta» cierra tu sesión en todos los dispositivos y elimina tu nombre, tu dirección de correo electrónico, tu nombre de usuario, tus dispositivos, tus bloqueos y tu respuesta a la verificación de edad. Las denuncias que presentaste o recibiste siguen contabilizándose, pero pierden sus mensajes de chat, el dispositivo y la dirección. Los invitados pueden hacer lo mismo con «Terminar mi sesión y eliminar mis datos».',
        'Tus contactos (en ambos lados) y tus propios Recientes también se eliminan. Una cosa se queda durante un tiempo, para proteger a las personas que conociste: quien te haya conocido en los últimos 7 días conserva esa llamada en sus Recientes como «Cuenta eliminada», solo con el país y la hora que vio y nunca con tu nombre, para que aún pueda denunciarla hasta que salga de sus Recientes. Hasta entonces también guardamos los identificadores de los navegadores que usaste, solo para que una suspensión que resulte de esas denuncias se aplique a ellos, como cualquier suspensión. Lo hacemos por un interés legítimo: la seguridad de las personas que conociste. Pasados esos 7 días, los identificadores se eliminan, salvo que haya habido una suspensión.',
        'También puedes pedirnos que lo hagamos escribiendo a {privacyEmail} desde la dirección vinculada a tu cuenta o indicándonos tu nombre de usuario.',
      ],
    },
    {
      heading: 'Solo para adultos',
      paragraphs: [
        '{siteName} es solo para personas de 18 años o más. No recopilamos a sabiendas información de menores de 18 años. Si crees que un menor está usando {siteName}, denúncialo en la app o ponte en contacto con nosotros, y tomaremos medidas.',
      ],
    },
    {
      heading: 'Cambios en esta política',
      paragraphs: [
        'Si cambiamos la forma en que tratamos tu información, actualizaremos esta página y cambiaremos la fecha que aparece al principio.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        'Puedes enviar tus preguntas sobre privacidad, o tus solicitudes para consultar o eliminar tus datos, a {privacyEmail}.',
      ],
    },
  ],
};
