import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { addendumWithdrawKey } from '@procura/contract';
import { isApiError } from '../../../platform/api/client.ts';
import { i18n } from '../../../platform/i18n/index.ts';

/** Asks whether to withdraw the completed submissions; resolves once, whichever way the dialog closes. */
function confirmWithdraw(message: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: i18n.t('questionsWithdrawTitle'),
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: i18n.t('questionsWithdrawConfirm'), cancel: i18n.t('cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-action' },
      closeButtonProps: { 'aria-label': i18n.t('close') },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

/**
 * Issues an addendum, asking first when the server answers that completed submissions would be
 * withdrawn (409 addendumWithdrawsSubmissions, its message naming the count): confirmed, the same
 * call goes again with confirmWithdraw; declined, nothing changes. Answers whether it was issued.
 */
export async function issueWithConfirmation(
  issue: (confirmWithdraw: boolean) => Promise<unknown>,
): Promise<boolean> {
  try {
    await issue(false);
    return true;
  } catch (error) {
    if (!isApiError(error) || error.status !== 409 || !error.keys.includes(addendumWithdrawKey)) throw error;
    if (!(await confirmWithdraw(error.messages[0] ?? ''))) return false;
    await issue(true);
    return true;
  }
}
