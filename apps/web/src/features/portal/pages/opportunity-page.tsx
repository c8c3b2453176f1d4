import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { type Opportunity, portalPath } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { formatAmount } from '../../../ui/format.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { SupplierQuestions } from '../../questions/index.ts';
import { addendumUrl, documentUrl, useOpportunity, useRegister } from '../api/opportunities-queries.ts';
import { ServerClock, ZonedTime } from '../components/server-clock.tsx';
import { supplierSignInPath, usePortalAgency, useSupplierSession } from '../supplier-session.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={3} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Registration: the button for a signed-in supplier, sign-in first for others, or why it is closed. */
function Registration({ opportunity }: { opportunity: Opportunity }) {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const session = useSupplierSession(agency);
  const register = useRegister(agency, opportunity.id);
  const here = portalPath(agency, `/opportunities/${opportunity.id}`);
  if (opportunity.isRegistered)
    return (
      <Group>
        <Badge color="green" size="lg">
          {t('portalRegistered')}
        </Badge>
        {opportunity.canSubmit ? (
          <Button component={Link} to={portalPath(agency, `/opportunities/${opportunity.id}/bid`)}>
            {t('portalSubmitBid')}
          </Button>
        ) : null}
      </Group>
    );
  if (!opportunity.registration.open)
    return (
      <Alert color="gray" title={t('portalRegistrationClosed')}>
        {t(opportunity.registration.reason ?? 'registrationNotOpen')}
      </Alert>
    );
  if (!session.data)
    return (
      <Group>
        <Button component={Link} to={supplierSignInPath(agency, here)}>
          {t('portalSignInToRegister')}
        </Button>
        <Anchor component={Link} to={portalPath(agency, '/register')}>
          {t('portalCreateAccount')}
        </Anchor>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Group>
        <Button loading={register.isPending} onClick={() => register.mutate()}>
          {t('portalRegisterAsPlanTaker')}
        </Button>
      </Group>
      {register.isError ? (
        <Alert color="red" role="alert">
          {isApiError(register.error) ? register.error.messages[0] : register.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * An opportunity as suppliers see it (issue 6 §1): only what its source shows, every time on the
 * agency's clock with its zone, downloads once registered.
 */
export function OpportunityPage() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const projectId = Number(useParams().projectId);
  const query = useOpportunity(agency, projectId);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        title={missing ? t('portalOpportunityMissing') : t('portalOpportunityFailed')}
        message={missing ? undefined : query.error.message}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  const o = query.data;
  const tz = o.timezone;
  const when = (value: string | null) => <ZonedTime value={value} timezone={tz} />;
  const dates: [string, ReactNode][] =
    o.status === 'planned'
      ? [
          [t('portalPlannedNotice'), when(o.datePlannedNotice)],
          [t('portalPlannedIssue'), when(o.plannedIssueDate)],
        ]
      : [
          [t('portalPublished'), when(o.dateAvailable)],
          [t('portalClosing'), when(o.dateClosing)],
          ...(o.questionDeadline
            ? [[t('portalQuestionDeadline'), when(o.questionDeadline)] as [string, ReactNode]]
            : []),
          ...(o.registrationDeadline
            ? [[t('portalRegistrationDeadline'), when(o.registrationDeadline)] as [string, ReactNode]]
            : []),
        ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={portalPath(agency)} size="sm">
        {t('portalBackToList')}
      </Anchor>
      <Stack gap={4}>
        <Text c="dimmed">{o.number}</Text>
        <Title order={1}>{o.name}</Title>
        <Group gap="xs">
          <Badge>{t(`portalStatus_${o.status}`)}</Badge>
          {o.categories.map((c) => (
            <Badge key={c} variant="light">
              {c}
            </Badge>
          ))}
        </Group>
        <ServerClock serverTime={o.serverTime} receivedAt={o.receivedAt} timezone={tz} />
      </Stack>
      <Registration opportunity={o} />

      <Section title={t('portalDates')}>
        <Table>
          <Table.Tbody>
            {dates.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={240}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('portalDescription')}>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{o.description || t('portalNotSet')}</Text>
        {o.scope ? (
          <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {o.scope}
          </Text>
        ) : null}
      </Section>

      <Section title={t('portalSubmission')}>
        <Text>{o.submission === 1 ? t('portalSubmitOnline') : t('portalSubmitHardCopy')}</Text>
        {o.submission === 0 && o.submissionAddress ? <Text>{o.submissionAddress}</Text> : null}
        {o.publicOpening ? (
          <Text>{t('portalPublicOpening', { address: o.publicOpeningAddress })}</Text>
        ) : null}
      </Section>

      {o.meetings ? (
        <Section title={t('portalMeetings')}>
          {o.meetings.length === 0 ? (
            <Text c="dimmed">{t('portalNoMeetings')}</Text>
          ) : (
            <List>
              {o.meetings.map((m) => (
                <List.Item key={m.id}>
                  <Text span fw={500}>
                    {m.description || t('portalMeeting')}
                  </Text>
                  {m.isMandatory ? (
                    <Badge color="red" ml="xs" size="sm">
                      {t('portalMandatory')}
                    </Badge>
                  ) : null}
                  <Text size="sm">
                    {when(m.date)}
                    {m.location ? ` · ${m.location}` : ''}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      ) : null}

      {o.documents ? (
        <Section title={t('portalDocuments')}>
          {o.documents.length === 0 ? (
            <Text c="dimmed">{t('portalNoDocuments')}</Text>
          ) : (
            <List>
              {o.documents.map((d) => (
                <List.Item key={d.id}>
                  {o.isRegistered ? (
                    <Anchor href={documentUrl(agency, o.id, d.id)} download>
                      {d.fileName}
                    </Anchor>
                  ) : (
                    d.fileName
                  )}
                  {d.pageCount ? ` (${t('portalPages', { count: d.pageCount })})` : ''}
                </List.Item>
              ))}
            </List>
          )}
          {o.isRegistered ? null : (
            <Text size="sm" c="dimmed" mt="xs">
              {t('planTakerNotRegistered')}
            </Text>
          )}
        </Section>
      ) : null}

      <Section title={t('portalAddenda')}>
        {o.addenda.length === 0 ? (
          <Text c="dimmed">{t('portalNoAddenda')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portalAddendumNumber')}</Table.Th>
                <Table.Th>{t('portalAddendumTitle')}</Table.Th>
                <Table.Th>{t('portalIssued')}</Table.Th>
                <Table.Th>{t('portalPageCount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {o.addenda.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.number}</Table.Td>
                  <Table.Td>
                    {o.isRegistered ? (
                      <Anchor href={addendumUrl(agency, o.id, a.id)} download>
                        {a.title || a.fileName}
                      </Anchor>
                    ) : (
                      a.title || a.fileName
                    )}
                  </Table.Td>
                  <Table.Td>{when(a.createdAt)}</Table.Td>
                  <Table.Td>{a.pageCount ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      {o.purchasingReps || o.teamMembers ? (
        <Section title={t('portalContacts')}>
          <List>
            {[...(o.purchasingReps ?? []), ...(o.teamMembers ?? [])].map((p) => (
              <List.Item key={`${p.role}-${p.fullName}`}>
                {p.fullName} · {p.role}
                {p.email ? (
                  <>
                    {' · '}
                    <Anchor href={`mailto:${p.email}`}>{p.email}</Anchor>
                  </>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}

      {o.planTakers ? (
        <Section title={t('portalPlanTakers')}>
          {o.planTakers.length === 0 ? (
            <Text c="dimmed">{t('portalNoPlanTakers')}</Text>
          ) : (
            <List>
              {o.planTakers.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          )}
        </Section>
      ) : null}

      {o.bidders ? (
        <Section title={t('portalResults')}>
          {o.bidders.length === 0 ? (
            <Text c="dimmed">{t('portalNoBidders')}</Text>
          ) : (
            <List>
              {o.bidders.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          )}
        </Section>
      ) : null}

      {o.awardedTo && o.awardedTo.length > 0 ? (
        <Section title={t('portalAwardedTo')}>
          <List data-testid="portal-awarded-to">
            {o.awardedTo.map((award) => (
              <List.Item key={award.companyName}>
                {award.awardAmount === null
                  ? award.companyName
                  : `${award.companyName}: ${formatAmount(award.awardAmount)}`}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}

      {/* Questions go through the supplier's registration: the panel is for plan takers. */}
      {o.isRegistered ? <SupplierQuestions agency={agency} projectId={o.id} /> : null}
    </Stack>
  );
}
