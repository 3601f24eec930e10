// The Pix receiver the BR Codes name, and whether payments are simulated.
import { z } from 'zod';
import { flag } from './setting-types.js';

export const pixConfigSchema = z.object({
  PIX_SANDBOX: flag.default(true),
  PIX_KEY: z.string().min(1).default('pix@velas.example.com'),
  PIX_MERCHANT_NAME: z.string().min(1).default('Velas Sandbox'),
  PIX_MERCHANT_CITY: z.string().min(1).default('Sao Paulo'),
});

export type PixConfig = z.infer<typeof pixConfigSchema>;
