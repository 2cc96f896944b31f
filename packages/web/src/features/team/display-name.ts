/** A person as the team shows them: their name, or their e-mail address while they have none. */
export const displayName = ({ name, email }: { name: string; email: string }): string => name.trim() || email;
