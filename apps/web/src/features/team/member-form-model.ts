import { schemaResolver } from '@mantine/form';
import type { TeamMember } from '@procura/contract';
import {
  type CreateTeamMember,
  createTeamMemberSchema,
  type UpdateTeamMember,
  updateTeamMemberSchema,
} from '@procura/contract';

/**
 * The team-member form's values and how they become the contract's payloads. Validation is the
 * contract's schema (so messages are the server's catalogue keys), plus "required" for an empty
 * password, which reads better than "not complex enough".
 */
export type MemberFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  /** Edit only: the password fields show, and count, when a new password is being set. */
  setPassword: boolean;
  password: string;
  confirmPassword: string;
  status: 'active' | 'inactive';
  purchaser: boolean;
  groupIds: string[];
};

export type MemberFormMode = 'create' | 'edit';

export function initialMemberValues(member?: TeamMember): MemberFormValues {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    // An unchanged username equal to the email stays empty, so it keeps following the email.
    username: member && member.username !== member.email ? member.username : '',
    setPassword: false,
    password: '',
    confirmPassword: '',
    status: member?.inActive ? 'inactive' : 'active',
    purchaser: member?.purchaser ?? false,
    groupIds: (member?.groupIds ?? []).map(String),
  };
}

function common(values: MemberFormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    // 000 §5: the username is optional and defaults to the email (the server fills it in).
    username: values.username.trim() === '' ? undefined : values.username,
    inActive: values.status === 'inactive',
    purchaser: values.purchaser,
    groupIds: values.groupIds.map(Number),
  };
}

export function toCreatePayload(values: MemberFormValues): CreateTeamMember {
  return { ...common(values), password: values.password, confirmPassword: values.confirmPassword };
}

export function toUpdatePayload(id: number, values: MemberFormValues): UpdateTeamMember {
  const withPassword = values.setPassword
    ? { password: values.password, confirmPassword: values.confirmPassword }
    : {};
  return { id, ...common(values), ...withPassword };
}

const resolveCreate = schemaResolver(createTeamMemberSchema, { sync: true });
const resolveUpdate = schemaResolver(updateTeamMemberSchema, { sync: true });

export function validateMember(mode: MemberFormMode, id: number) {
  return (values: MemberFormValues): Record<string, string> => {
    const errors = (
      mode === 'create' ? resolveCreate(toCreatePayload(values)) : resolveUpdate(toUpdatePayload(id, values))
    ) as Record<string, string>;
    const passwordRequired = mode === 'create' || values.setPassword;
    if (passwordRequired && values.password === '') errors.password = 'requiredField';
    if (passwordRequired && values.confirmPassword === '') errors.confirmPassword = 'requiredField';
    return errors;
  };
}

/** Catalogue keys of server refusals that belong to one field of this form. */
export const memberFieldOfKey: Record<string, keyof MemberFormValues> = {
  userEmailExists: 'email',
  userEmailRequired: 'email',
  userInvalidEmail: 'email',
  userFirstNameRequired: 'firstName',
  userLastNameRequired: 'lastName',
  passwordNotComplex: 'password',
  passwordMismatch: 'confirmPassword',
  userInvalidGroup: 'groupIds',
  cannotDeactivateSelf: 'status',
};
