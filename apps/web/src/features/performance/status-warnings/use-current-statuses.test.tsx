import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { PerformanceStatusWarning } from './performance-status-warning.tsx';
import { useCurrentStatuses, vendorIdsOf } from './use-current-statuses.ts';
import {
  currentStatusKey,
  currentStatusRoute,
  onProbation,
  probationWarning,
  warningSession,
} from './warning-fixtures.ts';

function Suppliers({ ids }: { ids: (number | null)[] }) {
  const statuses = useCurrentStatuses(ids);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id ?? 'unlisted'}>
          Supplier {id ?? 'unlisted'}
          <PerformanceStatusWarning vendorId={id} statuses={statuses} />
        </li>
      ))}
    </ul>
  );
}

const routes = () => buildRoutes(warningSession(['BUILD_VIEW']));

describe('the current statuses of a list of suppliers', () => {
  it('names each supplier once, sorted, skipping rows without one', () => {
    expect(vendorIdsOf([12, null, 3, undefined, 12, 0])).toEqual([3, 12]);
  });

  it('asks for a long list in parts the server takes, and warns of each status found', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const server = mockServer({
      ...routes(),
      [currentStatusKey]: currentStatusRoute([onProbation(7), onProbation(240)]),
    });
    renderBuildPage(<Suppliers ids={[...ids, null]} />);
    await waitFor(() => expect(screen.getAllByLabelText(probationWarning)).toHaveLength(2));
    const asked = server.callsTo(currentStatusKey).map((call) => call.url.searchParams.getAll('vendorId'));
    expect(asked.map((part) => part.length)).toEqual([200, 50]);
    expect(asked.flat().map(Number)).toEqual(ids);
  });

  it('shows nothing when the call fails, and asks nothing for a list without suppliers', async () => {
    const server = mockServer({
      ...routes(),
      [currentStatusKey]: refusal(404, ['vendorInvalidId'], ['Missing or invalid vendor id.']),
    });
    const { unmount } = renderBuildPage(<Suppliers ids={[5]} />);
    expect(await screen.findByText('Supplier 5')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(currentStatusKey)).toHaveLength(1));
    expect(screen.queryByTestId('performance-status-warning')).toBeNull();
    expect(screen.queryByText('Missing or invalid vendor id.')).toBeNull();
    unmount();

    renderBuildPage(<Suppliers ids={[null]} />);
    expect(await screen.findByText('Supplier unlisted')).toBeTruthy();
    expect(server.callsTo(currentStatusKey)).toHaveLength(1);
  });
});
