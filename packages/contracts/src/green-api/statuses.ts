import { z } from 'zod';
import { EXAMPLE_STATUS_ID, PostMediaStatusRequestSchema, PostTextStatusRequestSchema } from '../statuses';

const participants = PostTextStatusRequestSchema.shape.recipients;

/** sendTextStatus: Green-API's message, backgroundColor, font and participants. */
export const GreenApiTextStatusRequestSchema = z.object({
  message: PostTextStatusRequestSchema.shape.body,
  backgroundColor: PostTextStatusRequestSchema.shape.backgroundColor,
  font: z
    .preprocess(
      (value) => (typeof value === 'string' ? GREEN_API_FONTS.indexOf(value) : value),
      PostTextStatusRequestSchema.shape.font,
    )
    .optional(),
  participants,
});

/** Green-API's font names, in WhatsApp's order of its five status fonts. */
export const GREEN_API_FONTS = ['SERIF', 'SANS_SERIF', 'NORICAN_REGULAR', 'BRYNDAN_WRITE', 'OSWALD_HEAVY'];

/** sendMediaStatus: a file by URL with an optional caption. */
export const GreenApiMediaStatusRequestSchema = z.object({
  urlFile: PostMediaStatusRequestSchema.shape.media,
  fileName: z
    .string()
    .min(1, 'fileName is required')
    .max(255)
    .meta({ examples: ['new-arrivals.jpg'] }),
  caption: PostMediaStatusRequestSchema.shape.caption,
  participants,
});

export const GreenApiStatusSentSchema = z.object({ idMessage: z.string() });

export const GreenApiDeleteStatusRequestSchema = z.object({
  idMessage: z
    .string()
    .min(1)
    .max(100)
    .meta({ examples: [EXAMPLE_STATUS_ID] }),
});
