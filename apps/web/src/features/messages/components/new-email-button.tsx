import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { EmailButton } from '../../email/index.ts';

/**
 * A project's "New email": the wizard with the project's people and its source's suppliers (plan
 * takers and invitations). The wizard's send marks the project's lists and counts stale.
 */
export function NewEmailButton({ project, tenderId }: { project: Project; tenderId: number }) {
  const { t } = useTranslation();
  return (
    <EmailButton
      label={t('messagesNewEmail')}
      variant="filled"
      about={{
        groups: ['projectUsers', 'planTakers', 'invitations'],
        project: { id: project.id, name: project.name, number: project.number ?? '', tenderId },
      }}
    />
  );
}
