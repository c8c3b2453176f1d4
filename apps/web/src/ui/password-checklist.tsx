import { List, Text } from '@mantine/core';
import { type PasswordProblem, passwordProblems, passwordRule } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon } from './icons.tsx';

const shownRules: PasswordProblem[] = ['tooShort', 'needsUppercase', 'needsLowercase', 'needsSpecial'];

/** The contract's password rule as a checklist that updates while the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password));
  const rules = problems.has('tooLong') ? [...shownRules, 'tooLong' as const] : shownRules;
  const label: Record<PasswordProblem, string> = {
    tooShort: t('passwordRuleLength', { min: passwordRule.minLength }),
    tooLong: t('passwordRuleMaxLength', { max: passwordRule.maxLength }),
    needsUppercase: t('passwordRuleUppercase', { count: passwordRule.minUppercase }),
    needsLowercase: t('passwordRuleLowercase'),
    needsSpecial: t('passwordRuleSpecial'),
  };
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('passwordRulesHeading')}
      </Text>
      <List spacing={2} size="sm" listStyleType="none" data-testid="password-checklist">
        {rules.map((rule) => {
          const met = !problems.has(rule);
          return (
            <List.Item
              key={rule}
              c={met ? 'teal' : 'dimmed'}
              icon={met ? <CheckIcon size={14} /> : <CrossIcon size={14} />}
              data-met={met}
            >
              {label[rule]}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
