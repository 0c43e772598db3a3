import { z } from 'zod';
import { vitalNames, vitalRoutes, type VitalName, type VitalsReport } from './vitals';

/** Beyond these a measurement is broken, not slow: LCP and INP in ms (10 minutes), CLS unitless. */
const upperBounds: Record<VitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };

/** What the email service accepts as a VitalsReport (kept apart so browsers never load zod for it). */
export const vitalsReportSchema: z.ZodType<VitalsReport> = z
  .object({
    route: z.enum(vitalRoutes),
    samples: z
      .array(
        z
          .object({ name: z.enum(vitalNames), value: z.number().min(0) })
          .strict()
          .refine((sample) => sample.value <= upperBounds[sample.name], 'out of range'),
      )
      .min(1)
      .max(vitalNames.length * 4),
  })
  .strict();
