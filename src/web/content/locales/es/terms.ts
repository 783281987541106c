import type { LegalDoc } from '../../types.ts';

export const terms: LegalDoc = {
  title: 'Condiciones de uso',
  updated: '2025-05-01',
  intro:
    'Estas condiciones explican las normas para usar Match Up. Están escritas para que se lean, así que tómate unos minutos para revisarlas. Al usar Match Up, las aceptas.',
  sections: [
    {
      heading: '1. Aceptación',
      paragraphs: [
        'Al abrir {siteName} y usar cualquier parte del servicio, ya sea como invitado o con una cuenta, aceptas estas condiciones y nuestra política de privacidad. Si no estás de acuerdo, no uses el servicio.',
      ],
    },
    {
      heading: '2. Quién puede usar el servicio',
      paragraphs: [
        'Debes tener al menos 18 años para usar {siteName}. Al usar el servicio, confirmas que tienes 18 años o más y que las leyes aplicables en tu lugar de residencia te permiten usarlo.',
        'Si tenemos motivos para creer que un usuario es menor de 18 años, le retiraremos el acceso.',
      ],
    },
    {
      heading: '3. Cuentas y sesiones de invitado',
      paragraphs: [
        'Puedes usar {siteName} como invitado, sin crear una cuenta. Los invitados pueden chatear y jugar, pero los puntos solo cuentan para la clasificación cuando inicias sesión con Google o Facebook.',
        'Si inicias sesión, eres responsable de la actividad de tu cuenta. Elige un nombre de usuario que no sea ofensivo ni engañoso y que no suplante a otra persona. Podemos cambiar o eliminar los nombres de usuario que incumplan estas condiciones.',
      ],
    },
    {
      heading: '4. Conducta',
      paragraphs: [
        '{siteName} solo funciona si las personas se tratan con respeto. Al usar el servicio, no debes:',
        'mostrar desnudos ni contenido sexual; acosar, amenazar, hostigar o intimidar a nadie; publicar o decir nada que exprese odio hacia personas por lo que son; involucrar, representar o tomar como objetivo de ninguna forma a menores de 18 años; enviar spam, publicidad, estafas o mensajes no deseados reiterados; grabar, hacer capturas de pantalla o retransmitir a otros usuarios sin su consentimiento claro; ni hacer trampas en los juegos, por ejemplo mediante herramientas, varias cuentas o acuerdos con otros jugadores para conseguir puntos de forma injusta.',
        'Tampoco debes infringir la ley, intentar perturbar o atacar el servicio, ni intentar eludir una suspensión.',
      ],
    },
    {
      heading: '5. Juegos, puntos y clasificación',
      paragraphs: [
        'Las personas emparejadas pueden jugar a minijuegos en vivo, entre ellos un duelo de trivia y un reto de risa. Los jugadores que han iniciado sesión ganan puntos con los juegos, y los puntos se muestran en una clasificación mensual y en otra de todos los tiempos.',
        'Los puntos no tienen valor monetario y no se pueden comprar, vender ni intercambiar. Podemos retirar puntos, restablecer puntuaciones o quitar a jugadores de la clasificación si detectamos trampas o acumulación artificial de puntos, como emparejarse repetidamente con la misma persona para intercambiarse victorias.',
        'La detección de sonrisas del reto de risa funciona en tu dispositivo y, como cualquier detección automática, a veces se equivocará. Los resultados de las partidas son definitivos, salvo que descubramos que se obtuvieron haciendo trampas.',
      ],
    },
    {
      heading: '6. Moderación y denuncias',
      paragraphs: [
        'Si alguien incumple estas condiciones, puedes denunciarlo desde la app. Una denuncia puede incluir los mensajes del chat de texto de esa conversación para que pueda revisarse.',
        'Denuncia solo problemas reales. Presentar denuncias falsas o abusivas constituye, en sí mismo, un incumplimiento de estas condiciones.',
        'Podemos actuar ante las denuncias de forma automática o tras revisarlas, y también podemos actuar por iniciativa propia cuando detectemos un incumplimiento.',
      ],
    },
    {
      heading: '7. Suspensiones',
      paragraphs: [
        'Si tres personas distintas te denuncian en un plazo de 24 horas, se te suspenderá durante 24 horas. Si vuelven a suspenderte después, la siguiente suspensión durará 7 días. También podemos suspender cuentas directamente por incumplimientos graves.',
        'Las suspensiones se aplican a tu cuenta y a tu dispositivo, así que cerrar sesión, cambiar de cuenta o jugar como invitado no anula una suspensión. Intentar eludir una suspensión puede dar lugar a otra más larga.',
      ],
    },
    {
      heading: '8. Apelaciones',
      paragraphs: [
        'Si crees que se te suspendió por error, puedes apelar escribiendo a {appealsEmail}. Indica tu nombre de usuario, si tienes uno, la hora aproximada de la suspensión y por qué crees que fue un error.',
        'Revisaremos tu apelación y te responderemos por correo electrónico. Si concluimos que la suspensión fue un error, la levantaremos.',
      ],
    },
    {
      heading: '9. Exenciones y limitación de responsabilidad',
      paragraphs: [
        '{siteName} te pone en contacto con desconocidos. No podemos comprobar quiénes son las personas ni controlar lo que dicen o muestran, y usas el servicio por tu cuenta y riesgo. Nunca compartas datos personales, como tu dirección, contraseñas o información financiera, con las personas que conozcas.',
        'El servicio se ofrece de forma gratuita y «tal cual». No prometemos que esté siempre disponible ni libre de errores, ni que siempre encuentres con quién conectar. En la medida en que la ley lo permita, no somos responsables del comportamiento de otros usuarios ni de ninguna pérdida indirecta derivada de tu uso de {siteName}.',
      ],
    },
    {
      heading: '10. Cambios y contacto',
      paragraphs: [
        'Podemos actualizar estas condiciones de vez en cuando. Cuando lo hagamos, cambiaremos la fecha que aparece al principio de esta página. Si sigues usando {siteName} después de un cambio, aceptas las condiciones actualizadas.',
        'Si tienes preguntas sobre estas condiciones, puedes escribirnos a {privacyEmail}. Para apelar una suspensión, usa {appealsEmail}, para que tu mensaje llegue al lugar adecuado.',
      ],
    },
  ],
};
