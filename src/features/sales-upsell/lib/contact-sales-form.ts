import { z } from 'zod/mini';

/** Section 5: a valid e-mail is at most 254 characters, its local part at most 64. */
const EMAIL_MAX = 254;
const EMAIL_LOCAL_MAX = 64;

const requiredText = (message: string) => z.string().check(z.refine((value) => value.trim().length > 0, message));
const anEmail = z.email();
const emailAddress = z
  .string()
  .check(
    z.refine(
      (value) =>
        anEmail.safeParse(value.trim()).success &&
        value.trim().length <= EMAIL_MAX &&
        value.trim().split('@')[0]!.length <= EMAIL_LOCAL_MAX,
      'ErrorEnterValidEmailAddress',
    ),
  );

/** The messages are translation keys (section 5). */
export const contactSalesSchema = z.object({
  firstName: requiredText('PleaseEnterYourFirstName'),
  lastName: requiredText('PleaseEnterYourLastName'),
  emailAddress,
  phoneNumber: z.string(),
  interestDesc: z.string(),
});

export type ContactSalesValues = z.infer<typeof contactSalesSchema>;

export const FIELD_SCHEMAS = contactSalesSchema.shape;
