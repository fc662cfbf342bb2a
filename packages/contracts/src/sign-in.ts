import { z } from 'zod';
import { requiredText, tooLongMessage } from './text-field.js';

/** The built-in sign-in form's fields: their limits (the inputs' maxlength) and messages. */
export const SIGN_IN_LIMITS = { email: 320, password: 1024 } as const;

export const SignInFormSchema = z.object({
  email: requiredText('Email', SIGN_IN_LIMITS.email),
  // Passwords are not trimmed: every character counts.
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(SIGN_IN_LIMITS.password, tooLongMessage('Password', SIGN_IN_LIMITS.password)),
});
