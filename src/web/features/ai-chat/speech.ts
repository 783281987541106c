import { AI } from '../../../shared/constants.ts';

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

export const NO_RECOGNITION_TEXT =
  "Voice input isn't supported in this browser. Try Chrome, Edge or Safari, or type your message instead.";

/** Friendly texts for SpeechRecognition error codes; undefined when there is nothing to say. */
export function recognitionErrorText(code: string): string | undefined {
  switch (code) {
    case 'aborted':
      return undefined; // we stopped it ourselves
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Microphone access is blocked. Allow the microphone for this site in your browser settings, then press Voice again.';
    case 'no-speech':
      return "I didn't hear anything. Check that your microphone is on, then press Voice and speak.";
    case 'audio-capture':
      return 'No microphone was found. Connect one or check your system sound settings, then try again.';
    case 'network':
      return 'Voice input needs a network connection in this browser. Check your connection, or type your message instead.';
    case 'language-not-supported':
      return "This browser can't recognise English (US) speech. Please type your message instead.";
    default:
      return `Voice input stopped unexpectedly (${code}). Press Voice to try again, or type instead.`;
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
