export interface AccountUser {
  FirstName: string;
  LastName: string;
  FullName: string;
  Email: string;
}

export interface AccountIdentity {
  /** Null until the global state names the user. */
  fullName: string | null;
  email: string;
  /** One or two letters for the avatar. */
  initials: string;
}

const firstLetter = (text: string) => Array.from(text.trim())[0]?.toLocaleUpperCase() ?? '';

/** Who is signed in, as the account menu shows it: the global state's user, else the token's e-mail. */
export function accountIdentityOf(user: AccountUser | null | undefined, tokenEmail: string): AccountIdentity {
  const joined = [user?.FirstName.trim(), user?.LastName.trim()].filter(Boolean).join(' ');
  const fullName = user?.FullName.trim() || joined || null;
  const email = user?.Email.trim() || tokenEmail;
  const nameInitials = user ? firstLetter(user.FirstName) + firstLetter(user.LastName) : '';
  const fromFullName = fullName ? fullName.split(/\s+/).slice(0, 2).map(firstLetter).join('') : '';
  return { fullName, email, initials: nameInitials || fromFullName || firstLetter(email) };
}
