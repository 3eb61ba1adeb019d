/** Texts of the generation client; the spec's quoted ones are exact (sections 4 and 8). */
export const generationTexts = {
  started: 'ИИ Начал Генерировать Вебсайт...',
  done: 'Done!',
  failed: 'Error generating. Try again.',
  processingFailedAlert: 'Error, please try again',
  step: (step: number) => `Шаг ${step} из 10`,
  reconnectAttempt: (attempt: number) => `Attempt to reconnect ${attempt}/5...`,
  reconnected: 'Соединение восстановлено. Продолжаем генерацию...',
  waitingForCompletion: 'Connection problems. Waiting for generation completion...',
  startFailed: 'Ошибка генерации. Попробуйте еще раз.',
  startFailedAlert: 'Error starting generation. Check your internet connection and try again.',
} as const;
