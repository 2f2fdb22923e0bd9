/** The three kinds of account, in the order the admin console lists them. */
export const roles = ['student', 'educator', 'admin'] as const;
