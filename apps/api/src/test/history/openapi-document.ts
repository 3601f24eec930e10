// The public history calls the OpenAPI document must describe, and the parts
// of the document the tests read (docs/product/provably-fair-rounds.md#open-data).

export interface DocumentedParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

export interface DocumentedOperation {
  operationId?: string;
  tags?: string[];
  description?: string;
  parameters?: DocumentedParameter[];
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema?: Record<string, unknown> }>;
    }
  >;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, DocumentedOperation>>;
}

export const PUBLIC_OPERATIONS = [
  { path: 'history-odd', operationId: 'getHistoryOdd', errors: [400, 429] },
  { path: 'history-filter-odd', operationId: 'getHistoryFilterOdd', errors: [400, 429] },
  { path: 'candles-by-hour', operationId: 'getCandlesByHour', errors: [400, 429] },
  { path: 'analysis-odd', operationId: 'getAnalysisOdd', errors: [400, 429] },
  { path: 'analysis-position-odd', operationId: 'getAnalysisPositionOdd', errors: [400, 429] },
  { path: 'rounds/proofs', operationId: 'getRoundProofs', errors: [400, 429] },
  { path: 'rounds/range', operationId: 'getRoundRange', errors: [400, 404, 429] },
  { path: 'rounds/{id}/verify', operationId: 'verifyRound', errors: [400, 404, 429] },
  { path: 'chain', operationId: 'getChain', errors: [400, 404, 429] },
  { path: 'rounds/export', operationId: 'exportRounds', errors: [400, 429] },
  { path: 'rounds/stream', operationId: 'streamRounds', errors: [400, 429, 503] },
  { path: 'bet-houses', operationId: 'listBetHouses', errors: [] },
] as const;
