import { AI } from '../../../shared/constants.ts';
import { i18n } from '../../i18n/i18n.ts';

/**
 * The Web Speech API, typed by hand: TypeScript's DOM library leaves speech recognition out
 * because only some browsers ship it (Chromium-based ones and Safari, often prefixed).
 */
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** A well-formed BCP 47 tag in its canonical spelling, or undefined. */
function validTag(tag: string): string | undefined {
  try {
    return tag ? Intl.getCanonicalLocales(tag)[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The page's language (the <html lang> the app sets): what the buddy answers in. */
export function pageLanguage(doc: { documentElement: { lang: string } } = document): string {
  return validTag(doc.documentElement.lang) ?? 'en';
}

/**
 * The language to listen and speak in: the page's, and the spec's en-US for English (a plain
 * 'en' would let the browser pick any English).
 */
export function speechLanguage(tag: string = pageLanguage()): string {
  return tag.toLowerCase().split('-')[0] === 'en' ? AI.recognitionLang : tag;
}

export function recognitionConstructor(
  scope: object = globalThis,
): RecognitionConstructor | undefined {
  const w = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return typeof ctor === 'function' ? (ctor as RecognitionConstructor) : undefined;
}

export function canSpeak(scope: object = globalThis): boolean {
  const w = scope as { speechSynthesis?: unknown; SpeechSynthesisUtterance?: unknown };
  return typeof w.speechSynthesis === 'object' && typeof w.SpeechSynthesisUtterance === 'function';
}

/** Said when the browser has no speech recognition at all. */
export const noRecognitionText = () => i18n._('aiChat.voice.unsupported');

/** Said when recognition threw as it started. */
export const recognitionStartFailedText = () => i18n._('aiChat.voice.startFailed');

/**
 * Friendly texts for SpeechRecognition error codes, in the app's language; undefined when there
 * is nothing to say. Recognition listens in the page's language, so each language names its own.
 */
export function recognitionErrorText(code: string): string | undefined {
  switch (code) {
    case 'aborted':
      return undefined; // we stopped it ourselves
    case 'not-allowed':
    case 'service-not-allowed':
      return i18n._('aiChat.voice.blocked');
    case 'no-speech':
      return i18n._('aiChat.voice.noSpeech');
    case 'audio-capture':
      return i18n._('aiChat.voice.noMicrophone');
    case 'network':
      return i18n._('aiChat.voice.network');
    case 'language-not-supported':
      return i18n._('aiChat.voice.languageNotSupported');
    default:
      return i18n._('aiChat.voice.stopped', { code });
  }
}

/** The transcript of a result event and whether the browser considers it final. */
export function transcriptOf(event: RecognitionResultEvent): { text: string; final: boolean } {
  let text = '';
  let final = false;
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i]!;
    text += result[0].transcript;
    final ||= result.isFinal;
  }
  return { text: text.trim(), final };
}

/**
 * Speaks `text` after the spec's 800 ms pause, with its rate and pitch. Returns a cancel
 * function that also stops speech already under way.
 */
export function speakLater(text: string): () => void {
  if (!canSpeak()) return () => undefined;
  const timer = setTimeout(() => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLanguage();
    utterance.rate = AI.speechRate;
    utterance.pitch = AI.speechPitch;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  }, AI.speechDelayMs);
  return () => {
    clearTimeout(timer);
    window.speechSynthesis.cancel();
  };
}
