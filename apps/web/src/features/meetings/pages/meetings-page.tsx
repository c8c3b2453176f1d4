import { Badge, Button, Card, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatZoned, type MeetingAttendance, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { recordAttendance, signInSheetUrl, useAttendance } from '../api/meetings-queries.ts';

type Meeting = MeetingAttendance['meetings'][number];

/** One company's line at one meeting: attended, and who came (saved when the field is left). */
function AttendanceRow({
  meeting,
  planTaker,
  record,
  tracking,
}: {
  meeting: Meeting;
  planTaker: MeetingAttendance['planTakers'][number];
  record: MeetingAttendance['attendance'][number] | undefined;
  tracking: boolean;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const client = useQueryClient();
  const [name, setName] = useState(record?.attendeeName ?? '');
  const [busy, setBusy] = useState(false);
  const attended = record?.attended ?? false;
  async function save(change: { attended: boolean; attendeeName: string }) {
    setBusy(true);
    try {
      await recordAttendance(node, { meetingId: meeting.id, planTakerId: planTaker.id, ...change });
      await client.invalidateQueries({ queryKey: ['meetings', node.customerId, node.nodeId] });
    } catch {
      // The client's notification says why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{planTaker.companyName}</Text>
        <Text size="xs" c="dimmed">
          {planTaker.contactName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={t('meetingsAttendedBy', { company: planTaker.companyName })}
          checked={attended}
          disabled={!tracking || busy}
          onChange={(e) => void save({ attended: e.currentTarget.checked, attendeeName: name })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t('meetingsAttendeeOf', { company: planTaker.companyName })}
          value={name}
          disabled={!tracking || busy}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => {
            if (name !== (record?.attendeeName ?? '')) void save({ attended, attendeeName: name });
          }}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Source > Project Meetings: each site meeting with its sign-in sheet (PDF, Excel) and, when the
 * source tracks attendance, a checkbox and attendee name per registered company.
 */
/** The sign-in sheet's formats and their button labels. */
const sheetFormats = [
  ['pdf', 'meetingsSignInPdf'],
  ['xlsx', 'meetingsSignInExcel'],
] as const;

export function MeetingsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const timezone = useSession().info.customer.timezone;
  const tenderId = project.tenders[0]?.id ?? 0;
  const query = useAttendance(tenderId);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorState
        title={t('meetingsFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  return (
    <Stack>
      <Title order={2}>{t('meetingsTitle')}</Title>
      {data.isAttendanceTrackingOn ? null : (
        <Text c="dimmed" size="sm">
          {t('meetingsTrackingOff')}
        </Text>
      )}
      {data.meetings.length === 0 ? (
        <EmptyResult title={t('meetingsEmpty')} description={t('meetingsEmptyHint')} />
      ) : (
        data.meetings.map((m) => (
          <Card key={m.id} withBorder component="section" aria-label={m.description || t('meetingsMeeting')}>
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Group gap="xs">
                  <Title order={3}>{m.description || t('meetingsMeeting')}</Title>
                  {m.isMandatory ? <Badge color="red">{t('meetingsMandatory')}</Badge> : null}
                  {m.showToPublic ? null : <Badge variant="light">{t('meetingsNotPublic')}</Badge>}
                </Group>
                <Text size="sm">
                  {m.date ? formatZoned(new Date(m.date), timezone) : t('meetingsNoDate')}
                  {m.location ? ` · ${m.location}` : ''}
                </Text>
              </Stack>
              <Group gap="xs">
                {sheetFormats.map(([format, label]) => (
                  <Button
                    key={format}
                    size="xs"
                    variant="default"
                    component="a"
                    href={signInSheetUrl(node, m.id, format)}
                    download
                  >
                    {t(label)}
                  </Button>
                ))}
              </Group>
            </Group>
            {data.planTakers.length === 0 ? (
              <Text c="dimmed" size="sm" mt="sm">
                {t('meetingsNoPlanTakers')}
              </Text>
            ) : (
              <Table mt="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('meetingsCompany')}</Table.Th>
                    <Table.Th>{t('meetingsAttended')}</Table.Th>
                    <Table.Th>{t('meetingsAttendee')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.planTakers.map((p) => (
                    <AttendanceRow
                      key={p.id}
                      meeting={m}
                      planTaker={p}
                      tracking={data.isAttendanceTrackingOn}
                      record={data.attendance.find((a) => a.meetingId === m.id && a.planTakerId === p.id)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        ))
      )}
    </Stack>
  );
}
