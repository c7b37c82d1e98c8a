import type { z } from 'zod';
import type { usersPageSchema } from '@/lib/schemas/users';

export type UsersPage = z.infer<typeof usersPageSchema>;
