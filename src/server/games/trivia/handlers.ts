import { handle, type AppSocket, type HandleOptions } from '../../realtime/handle.ts';
import type { TriviaService } from './service.ts';

/** The trivia duel's socket events; every payload is checked by its zod schema first. */
export function registerTrivia(
  socket: AppSocket,
  { service, options }: { service: TriviaService; options: HandleOptions },
): void {
  handle(socket, 'requestTriviaChallenge', () => service.request(socket.id), options);
  handle(socket, 'acceptTriviaChallenge', () => service.accept(socket.id), options);
  handle(socket, 'rejectTriviaChallenge', () => service.reject(socket.id), options);
  handle(
    socket,
    'submitAnswer',
    ({ selectedIndex }) => service.answer(socket.id, selectedIndex),
    options,
  );
  handle(socket, 'endChallenge', () => service.end(socket.id), options);
}
