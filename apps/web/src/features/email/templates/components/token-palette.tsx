import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type EmailTemplateGroup, tokensForGroup } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { tokenText } from '../token-insert.ts';

export type TokenTarget = 'subject' | 'body';

/**
 * The tokens a group's template may use (issue 25 §3: a wizard group's, or those its notice
 * fills), as buttons that put `#Name#` in the field chosen: the subject where its caret is, the
 * message at its end. The field follows focus, so a click after typing in the subject lands there
 * without choosing.
 */
export function TokenPalette({
  group,
  target,
  onTargetChange,
  onInsert,
  disabled,
}: {
  group: EmailTemplateGroup;
  target: TokenTarget;
  onTargetChange: (target: TokenTarget) => void;
  onInsert: (token: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="token-palette">
      <Group gap="sm" align="center">
        <Text size="sm" fw={500}>
          {t('emailTemplateTokens')}
        </Text>
        <SegmentedControl
          size="xs"
          value={target}
          onChange={(value) => onTargetChange(value as TokenTarget)}
          disabled={disabled}
          aria-label={t('emailTemplateTokenTarget')}
          data={[
            { value: 'subject', label: t('emailTemplateIntoSubject') },
            { value: 'body', label: t('emailTemplateIntoBody') },
          ]}
        />
      </Group>
      <Group gap={6}>
        {tokensForGroup(group).map((token) => (
          <Button
            key={token}
            size="compact-xs"
            variant="light"
            disabled={disabled}
            // Keeps the subject's caret: a mouse-down would otherwise move focus to the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(token)}
            data-testid={`token-${token}`}
          >
            {tokenText(token)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('emailTemplateTokensHint')}
      </Text>
    </Stack>
  );
}
