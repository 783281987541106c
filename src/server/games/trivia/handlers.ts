import type { HandlerTable } from '../../realtime/handle.ts';
import type { TriviaService } from './service.ts';

/** The trivia duel's socket events; every payload is checked by its zod schema first. */
export function triviaHandlers(service: TriviaService) {
  return {
    requestTriviaChallenge: (_, socket) => service.request(socket.id),
    acceptTriviaChallenge: (_, socket) => service.accept(socket.id),
    rejectTriviaChallenge: (_, socket) => service.reject(socket.id),
    submitAnswer: ({ selectedIndex }, socket) => service.answer(socket.id, selectedIndex),
    endChallenge: (_, socket) => service.end(socket.id),
  } satisfies HandlerTable;
}
