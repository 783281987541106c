import { useMuteGames } from './muteGames.ts';

const playing = new Set<HTMLAudioElement>();

/**
 * Plays `/sounds/<name>` at the given volume unless games are muted. Files live in
 * src/web/public/sounds (served same-origin).
 */
export function playSound(file: string, volume: number): void {
  if (useMuteGames.getState().muted || typeof Audio === 'undefined') return;
  const audio = new Audio(`/sounds/${file}`);
  audio.volume = volume;
  playing.add(audio);
  audio.addEventListener('ended', () => playing.delete(audio));
  void audio.play().catch(() => playing.delete(audio));
}

/** A call-ended event (or muting) stops every game sound at once. */
export function stopAllSounds(): void {
  for (const audio of playing) audio.pause();
  playing.clear();
}

useMuteGames.subscribe((s) => {
  if (s.muted) stopAllSounds();
});
