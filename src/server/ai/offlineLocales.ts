/**
 * The offline practice partner in languages besides English: a smaller keeper than the English
 * one (no topic words picked out of the message), but natural short replies that answer a
 * greeting, a "how are you", thanks, goodbye, a question or a one-word answer, and otherwise
 * ask the person to go on. Each reply ends with something to answer, like the English partner.
 */

export interface Locale {
  greeting: RegExp;
  howAreYou: RegExp;
  thanks: RegExp;
  bye: RegExp;
  /** the whole message is a one-word answer */
  short: RegExp;
  greetingReplies: string[];
  howReplies: string[];
  thanksReplies: string[];
  byeReplies: string[];
  questionReplies: string[];
  shortReplies: string[];
  followUps: string[];
  starters: string[];
}

/** Any of `phrases` as whole words: \b does not know Cyrillic or Arabic letters. */
const words = (phrases: string) => new RegExp(`(?<!\\p{L})(?:${phrases})(?!\\p{L})`, 'iu');
const only = (phrases: string) => new RegExp(`^[\\s\\p{P}]*(?:${phrases})[\\s\\p{P}]*$`, 'iu');

const ES: Locale = {
  greeting: words('hola|buenas|buenos días|buenos dias|buenas tardes|hey'),
  howAreYou: words('cómo estás|como estas|qué tal|que tal|cómo te va|como te va|cómo andas'),
  thanks: words('gracias'),
  bye: words('adiós|adios|chao|chau|hasta luego|nos vemos|hasta pronto'),
  short: only('sí|si|no|vale|claro|quizás|quizá|tal vez|bueno|ok'),
  greetingReplies: [
    '¡Hola! Qué gusto charlar contigo. ¿Cómo va tu día?',
    '¡Hola! ¿De qué te apetece hablar hoy?',
  ],
  howReplies: [
    '¡Muy bien, gracias por preguntar! ¿Y tú, qué tal tu día?',
    'Bastante bien, gracias. ¿Qué ha sido lo mejor de tu día hasta ahora?',
  ],
  thanksReplies: ['¡De nada! ¿Seguimos? Cuéntame algo que te haga ilusión esta semana.'],
  byeReplies: ['¡Hasta pronto! Ha sido una buena práctica. Vuelve cuando quieras.'],
  questionReplies: [
    '¡Buena pregunta! Me encantaría oír primero tu respuesta: ¿tú qué piensas?',
    'Mmm, qué interesante. ¿Qué te hizo pensar en eso?',
  ],
  shortReplies: [
    'Cuéntame un poco más. ¿Por qué lo dices?',
    'Vale. ¿De qué te gustaría hablar entonces?',
  ],
  followUps: [
    '¡Qué interesante! ¿Me cuentas un poco más?',
    '¿Y cómo te sentiste con eso?',
    '¿Ah, sí? ¿Y qué pasó después?',
  ],
  starters: [
    '¿Qué has hecho hoy que te haya gustado?',
    'Si mañana pudieras viajar a cualquier sitio, ¿adónde irías?',
    '¿Cuál es tu comida favorita?',
    '¿Qué te gusta hacer los fines de semana?',
    '¿Qué música escuchas últimamente?',
  ],
};

const PT: Locale = {
  greeting: words('oi|olá|ola|e aí|e ai|bom dia|boa tarde|boa noite'),
  howAreYou: words('tudo bem|tudo bom|como vai|como você está|como voce esta|beleza'),
  thanks: words('obrigad[oa]|valeu'),
  bye: words('tchau|até logo|ate logo|até mais|ate mais|até breve|falou'),
  short: only('sim|não|nao|talvez|ok|claro|pode ser|beleza'),
  greetingReplies: [
    'Oi! Que bom conversar com você. Como está sendo o seu dia?',
    'Olá! Sobre o que você quer conversar hoje?',
  ],
  howReplies: [
    'Tudo ótimo, obrigado por perguntar! E você, como foi o seu dia?',
    'Tudo bem por aqui! Qual foi a melhor parte do seu dia até agora?',
  ],
  thanksReplies: ['De nada! Vamos continuar? Me conta uma coisa boa que vai rolar nesta semana.'],
  byeReplies: ['Tchau, até a próxima! Foi um ótimo treino. Volte quando quiser.'],
  questionReplies: [
    'Boa pergunta! Mas quero ouvir você primeiro: o que você acha?',
    'Hmm, que interessante. O que te fez pensar nisso?',
  ],
  shortReplies: [
    'Me conta um pouco mais. Por que você diz isso?',
    'Tá bom! Sobre o que você quer conversar então?',
  ],
  followUps: [
    'Que interessante! Me conta mais?',
    'E como você se sentiu com isso?',
    'Sério? E o que aconteceu depois?',
  ],
  starters: [
    'O que você fez hoje de que gostou?',
    'Se pudesse viajar para qualquer lugar amanhã, para onde iria?',
    'Qual é a sua comida favorita?',
    'O que você gosta de fazer no fim de semana?',
    'Que música você tem ouvido ultimamente?',
  ],
};

const FR: Locale = {
  greeting: words('bonjour|salut|coucou|bonsoir|hello'),
  howAreYou: words('ça va|ca va|comment vas-tu|comment allez-vous|comment ça va|quoi de neuf'),
  thanks: words('merci'),
  bye: words('au revoir|à plus|a plus|à bientôt|a bientot|bonne nuit|ciao'),
  short: only("oui|non|peut-être|peut-etre|ok|d'accord|d’accord|bof|ouais"),
  greetingReplies: [
    'Salut ! Ravi de discuter avec toi. Comment se passe ta journée ?',
    'Bonjour ! De quoi as-tu envie de parler aujourd’hui ?',
  ],
  howReplies: [
    'Ça va très bien, merci de demander ! Et toi, ta journée se passe bien ?',
    'Plutôt bien, merci ! Quel a été le meilleur moment de ta journée jusqu’ici ?',
  ],
  thanksReplies: [
    'Avec plaisir ! On continue ? Dis-moi ce que tu attends avec impatience cette semaine.',
  ],
  byeReplies: ['À bientôt ! C’était un bon entraînement. Reviens quand tu veux.'],
  questionReplies: [
    'Bonne question ! J’aimerais d’abord entendre ta réponse : qu’en penses-tu ?',
    'Hmm, intéressant. Qu’est-ce qui t’a fait penser à ça ?',
  ],
  shortReplies: [
    'Dis-m’en un peu plus. Pourquoi tu dis ça ?',
    'D’accord ! De quoi aimerais-tu parler alors ?',
  ],
  followUps: [
    'C’est intéressant ! Tu peux m’en dire un peu plus ?',
    'Et qu’est-ce que tu as ressenti ?',
    'Ah oui ? Et ensuite, que s’est-il passé ?',
  ],
  starters: [
    'Qu’as-tu fait aujourd’hui qui t’a plu ?',
    'Si tu pouvais partir n’importe où demain, où irais-tu ?',
    'Quel est ton plat préféré ?',
    'Qu’est-ce que tu aimes faire le week-end ?',
    'Quelle musique écoutes-tu en ce moment ?',
  ],
};

const DE: Locale = {
  greeting: words('hallo|hi|hey|moin|servus|guten morgen|guten tag|guten abend|grüß dich'),
  howAreYou: words(
    "wie geht's|wie geht’s|wie gehts|wie geht es dir|wie läuft's|alles gut|was geht",
  ),
  thanks: words('danke'),
  bye: words('tschüss|tschüs|ciao|bis später|bis bald|auf wiedersehen|gute nacht'),
  short: only('ja|nein|vielleicht|ok|okay|klar|naja|doch|stimmt'),
  greetingReplies: [
    'Hallo! Schön, mit dir zu plaudern. Wie läuft dein Tag bisher?',
    'Hi! Worüber möchtest du heute reden?',
  ],
  howReplies: [
    'Mir geht’s gut, danke der Nachfrage! Und dir, wie war dein Tag?',
    'Ganz gut, danke! Was war bisher das Schönste an deinem Tag?',
  ],
  thanksReplies: [
    'Gern geschehen! Machen wir weiter? Erzähl mir, worauf du dich diese Woche freust.',
  ],
  byeReplies: ['Tschüss und bis bald! Das war eine gute Übung. Komm jederzeit wieder.'],
  questionReplies: [
    'Gute Frage! Ich würde aber gern zuerst deine Antwort hören: Was denkst du?',
    'Hm, spannend. Wie bist du darauf gekommen?',
  ],
  shortReplies: [
    'Erzähl mir ein bisschen mehr. Wie meinst du das?',
    'Alles klar! Worüber möchtest du stattdessen reden?',
  ],
  followUps: [
    'Interessant! Magst du mir mehr darüber erzählen?',
    'Und wie hast du dich dabei gefühlt?',
    'Echt? Und was ist dann passiert?',
  ],
  starters: [
    'Was hast du heute gemacht, das dir Spaß gemacht hat?',
    'Wenn du morgen überallhin reisen könntest, wohin würdest du fahren?',
    'Was ist dein Lieblingsessen?',
    'Was machst du am Wochenende am liebsten?',
    'Welche Musik hörst du gerade gern?',
  ],
};

const TR: Locale = {
  greeting: words('merhaba|selam|selamlar|günaydın|iyi akşamlar|hey'),
  howAreYou: words('nasılsın|nasilsin|naber|ne haber|nasıl gidiyor|iyi misin'),
  thanks: words('teşekkürler|teşekkür ederim|tesekkurler|sağ ol|sağol|eyvallah'),
  bye: words('görüşürüz|hoşça kal|hosca kal|bay bay|iyi geceler|kendine iyi bak'),
  short: only('evet|hayır|hayir|belki|tamam|olur|yok|peki'),
  greetingReplies: [
    'Merhaba! Seninle sohbet etmek çok güzel. Günün nasıl geçiyor?',
    'Selam! Bugün ne hakkında konuşmak istersin?',
  ],
  howReplies: [
    'İyiyim, sorduğun için teşekkürler! Sen nasılsın, günün nasıl geçti?',
    'Gayet iyi, teşekkürler! Bugün şimdiye kadarki en güzel anın neydi?',
  ],
  thanksReplies: ['Rica ederim! Devam edelim mi? Bu hafta dört gözle beklediğin bir şeyi anlat.'],
  byeReplies: ['Görüşmek üzere! Güzel bir pratik oldu. İstediğin zaman yine gel.'],
  questionReplies: [
    'Güzel soru! Ama önce senin cevabını duymak isterim: Sen ne düşünüyorsun?',
    'Hmm, ilginç. Bunu düşünmene ne sebep oldu?',
  ],
  shortReplies: [
    'Biraz daha anlatır mısın? Neden öyle diyorsun?',
    'Tamam! O zaman ne hakkında konuşmak istersin?',
  ],
  followUps: [
    'Ne ilginç! Biraz daha anlatır mısın?',
    'Peki bu sana nasıl hissettirdi?',
    'Gerçekten mi? Sonra ne oldu?',
  ],
  starters: [
    'Bugün hoşuna giden ne yaptın?',
    'Yarın istediğin her yere gidebilsen nereye giderdin?',
    'En sevdiğin yemek ne?',
    'Hafta sonları ne yapmayı seversin?',
    'Bu aralar hangi müzikleri dinliyorsun?',
  ],
};

const RU: Locale = {
  greeting: words('привет|здравствуй|здравствуйте|добрый день|доброе утро|добрый вечер'),
  howAreYou: words('как дела|как ты|как поживаешь|как жизнь|что нового'),
  thanks: words('спасибо|благодарю'),
  bye: words('пока|до свидания|до встречи|увидимся|спокойной ночи'),
  short: only('да|нет|может быть|может|ладно|ок|конечно|не знаю'),
  greetingReplies: [
    'Привет! Здорово с тобой поболтать. Как проходит твой день?',
    'Привет! О чём тебе хочется поговорить сегодня?',
  ],
  howReplies: [
    'У меня всё отлично, спасибо за вопрос! А как проходит твой день?',
    'Неплохо, спасибо! Что было самым приятным за сегодня?',
  ],
  thanksReplies: ['Пожалуйста! Продолжим? Расскажи, чего ты ждёшь на этой неделе.'],
  byeReplies: ['Пока, до встречи! Это была хорошая практика. Возвращайся, когда захочешь.'],
  questionReplies: [
    'Хороший вопрос! Но сначала хочу услышать твой ответ: а ты как думаешь?',
    'Хм, интересно. Что навело тебя на эту мысль?',
  ],
  shortReplies: [
    'Расскажи чуть подробнее. Почему ты так считаешь?',
    'Хорошо! Тогда о чём тебе хочется поговорить?',
  ],
  followUps: [
    'Как интересно! Расскажешь подробнее?',
    'И как тебе было при этом?',
    'Правда? А что было дальше?',
  ],
  starters: [
    'Что приятного было у тебя сегодня?',
    'В какую страну тебе больше всего хочется съездить?',
    'Какая у тебя любимая еда?',
    'Чем ты любишь заниматься по выходным?',
    'Какую музыку ты сейчас слушаешь?',
  ],
};

const AR: Locale = {
  greeting: words('مرحبا|مرحباً|أهلا|أهلاً|اهلا|السلام عليكم|صباح الخير|مساء الخير|هاي'),
  howAreYou: words('كيف حالك|كيفك|شلونك|كيف الحال|إزيك|ازيك'),
  thanks: words('شكرا|شكراً|شكرًا|مشكور'),
  bye: words('مع السلامة|إلى اللقاء|الى اللقاء|وداعا|وداعاً|باي|تصبح على خير'),
  short: only('نعم|لا|ربما|أوكي|اوكي|طيب|أكيد|اكيد|ممكن'),
  greetingReplies: [
    'مرحباً! سعيد بالدردشة معك. كيف يمضي يومك؟',
    'أهلاً! عن ماذا تحب أن نتحدث اليوم؟',
  ],
  howReplies: [
    'أنا بخير، شكراً لسؤالك! وأنت، كيف كان يومك؟',
    'بخير والحمد لله! ما أجمل شيء حدث معك اليوم حتى الآن؟',
  ],
  thanksReplies: ['عفواً! هل نكمل؟ أخبرني عن شيء تنتظره بشوق هذا الأسبوع.'],
  byeReplies: ['مع السلامة! كان هذا تدريباً رائعاً. عُد متى شئت.'],
  questionReplies: [
    'سؤال جميل! لكن أحب أن أسمع رأيك أولاً: ما رأيك أنت؟',
    'همم، هذا مثير للاهتمام. ما الذي جعلك تفكر في ذلك؟',
  ],
  shortReplies: ['أخبرني أكثر قليلاً. لماذا تقول ذلك؟', 'حسناً! عن ماذا تحب أن نتحدث إذن؟'],
  followUps: [
    'هذا مثير للاهتمام! هل تخبرني المزيد؟',
    'وكيف شعرت حيال ذلك؟',
    'حقاً؟ وماذا حدث بعد ذلك؟',
  ],
  starters: [
    'ما الشيء الذي استمتعت به اليوم؟',
    'لو استطعت السفر إلى أي مكان غداً، إلى أين ستذهب؟',
    'ما هي أكلتك المفضلة؟',
    'ماذا تحب أن تفعل في عطلة نهاية الأسبوع؟',
    'ما نوع الموسيقى التي تستمع إليها هذه الأيام؟',
  ],
};

/** By primary subtag: 'pt' is written Brazilian, the most spoken Portuguese. */
const LOCALES: Record<string, Locale> = { es: ES, pt: PT, fr: FR, de: DE, tr: TR, ru: RU, ar: AR };

/** The partner's words for a language tag; undefined for English and the ones it lacks. */
export function localeFor(tag: string): Locale | undefined {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return Object.hasOwn(LOCALES, primary) ? LOCALES[primary] : undefined;
}

/** Candidate replies for `text`, grouped best first. */
export function localeGroups(locale: Locale, text: string): string[][] {
  const groups: string[][] = [];
  if (locale.thanks.test(text)) groups.push(locale.thanksReplies);
  if (locale.bye.test(text)) groups.push(locale.byeReplies);
  if (locale.howAreYou.test(text)) groups.push(locale.howReplies);
  if (locale.greeting.test(text)) groups.push(locale.greetingReplies);
  if (/[?？؟]\s*$/u.test(text)) groups.push(locale.questionReplies);
  if (locale.short.test(text)) groups.push(locale.shortReplies);
  groups.push(locale.followUps);
  return groups;
}
