/** An error the API answers with its status and message; anything else becomes a 500 with no details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 400 about answers of the request, sent like a failed validation: the message, and each field it is about. */
export class FieldsError extends AppError {
  constructor(
    message: string,
    readonly errors: readonly { field: string; message: string }[],
  ) {
    super(400, 'INVALID_FIELDS', message);
    this.name = 'FieldsError';
  }
}
