import { Avatar, type MantineSize } from '@mantine/core';

/** Initials of a person, for the avatar fallback: "Ada Lovelace" -> "AL". */
export function initialsOf(firstName: string, lastName: string): string {
  const initials = [firstName, lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return initials || '?';
}

export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

type Person = { firstName: string; lastName: string; avatarUrl: string | null };

/** A person's photo, or their initials when there is none or it fails to load. */
export function UserAvatar({ person, size = 'md' }: { person: Person; size?: MantineSize | number }) {
  const name = fullNameOf(person);
  return (
    <Avatar src={person.avatarUrl} alt={name} name={name} color="initials" radius={1000} size={size}>
      {initialsOf(person.firstName, person.lastName)}
    </Avatar>
  );
}
