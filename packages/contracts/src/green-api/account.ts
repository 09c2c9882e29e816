import { z } from 'zod';
import { GREEN_API_STATES } from './common';

export const GreenApiStateInstanceSchema = z.object({ stateInstance: z.enum(GREEN_API_STATES) });
