// Apart from its schema so the apps' first chunk takes no zod for it.

/** Bounds of each field: a report stays small on mobile data and a flood of them cannot fill the log. */
export const CLIENT_ERROR_LIMITS = { context: 80, message: 300, stack: 2_000, path: 200 } as const;

export interface ClientErrorReport {
  context: string;
  message: string;
  stack?: string | undefined;
  /** The page's path, without its query (a link's token travels there). */
  path: string;
}
