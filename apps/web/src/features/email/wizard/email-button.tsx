import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailWizard } from './lazy-wizard.ts';
import { useMayEmail } from './use-may-email.ts';
import type { EmailAbout } from './wizard-model.ts';

/**
 * The "Email" action of a page that lists people (Registered Suppliers, Invitations, Project
 * Team, a contract's Suppliers, a supplier's profile): it opens the wizard with the page's lists,
 * the rows chosen there already chosen. Hidden from whoever may not write mail.
 */
export function EmailButton({
  about,
  preselected,
  label,
  ...buttonProps
}: {
  about: EmailAbout;
  preselected?: readonly string[];
  label?: string;
} & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mayEmail = useMayEmail();
  if (!mayEmail) return null;
  return (
    <>
      <Button variant="default" {...buttonProps} onClick={() => setOpen(true)}>
        {label ?? t('emailWizardOpen')}
      </Button>
      {open ? <EmailWizard about={about} preselected={preselected} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * "Email selected (n)": the wizard with the rows ticked on the page already chosen; off while none
 * is. `count` is what the page ticked (companies, on a contract's Suppliers), when not the keys.
 */
export function EmailSelectedButton({
  about,
  preselected,
  count = preselected.length,
}: {
  about: EmailAbout;
  preselected: readonly string[];
  count?: number;
}) {
  const { t } = useTranslation();
  return (
    <EmailButton
      about={about}
      preselected={preselected}
      label={t('emailSelected', { count })}
      disabled={count === 0}
    />
  );
}
