/**
 * The file multer keeps in memory for the `resume` part: its own module, so that the request's
 * types (types.ts) and the resume check (resume/) both use it without importing each other.
 */
export interface UploadedFile {
  readonly originalname: string;
  readonly size: number;
  readonly buffer: Buffer;
}
