import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, FieldsError } from '../app-error.ts';
import { isDatabaseUnavailable } from '../infra/db/database-unavailable.ts';
import { ArtifactStoreUnavailable } from '../infra/store/artifact-store.ts';

const messagesByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Некорректная длина запроса',
};

const storageUnavailable = 'Хранилище файлов сейчас недоступно. Попробуйте через несколько минут.';
export const databaseUnavailable = 'База данных сейчас недоступна. Попробуйте через несколько секунд.';

/**
 * Node's error for a request whose client closed the connection before the whole body came: an ECONNRESET like a
 * database connection's, but nobody's outage.
 */
export const isClientGone = (error: Error): boolean => 'code' in error && error.code === 'ECONNRESET' && error.message === 'aborted';

/** Ends every failed request as JSON `{ success: false, message }`; a 5xx never shows its cause. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const fields = error instanceof FieldsError ? { errors: error.errors } : {};
      return reply.code(error.statusCode).headers(error.headers).send({ success: false, message: error.message, ...fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.['keys'] ?? ''),
        message: issue.message ?? 'Некорректное значение',
      }));
      const messages = [...new Set(errors.map((issue) => issue.message))];
      const message = messages.length === 1 ? messages[0]! : messages.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
      return reply.code(400).send({ success: false, message, errors });
    }
    // A bucket that cannot be reached is an outage to wait out, not a bug: 503, its cause only in the log.
    if (error instanceof ArtifactStoreUnavailable) {
      request.log.error({ err: error }, 'the artifact store is unavailable');
      return reply.code(503).header('retry-after', '60').send({ success: false, message: storageUnavailable });
    }
    // So is a database that restarts or fails over: the pool connects anew once it is back.
    if (isClientGone(error)) {
      request.log.info('the client left before its request had come whole');
      return reply.code(400).send({ success: false, message: 'Запрос прерван клиентом' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.code(503).header('retry-after', '5').send({ success: false, message: databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: messagesByFastifyCode[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: 'Внутренняя ошибка сервера. Попробуйте позже.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `Не найдено: ${request.method} ${request.url.split('?')[0]}` });
  });
}
